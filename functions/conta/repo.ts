/** The only file of `conta` that touches DynamoDB. */
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import type { Empresa, Usuario } from "../../shared/conta/schemas";
import { db, tabela } from "../lib/db/client";
import { transacao, type Escrita, type Peca } from "../lib/db/transacao";
import { chaves } from "../lib/db/keys";
import { Contador, EmpresaItem, GuardaCnpj, type EmpresaGravada } from "./entidades";
import { Categoria, Marca } from "../cadastro";
import { GuardaEmail, usuarioDto, UsuarioItem } from "./usuario-item";
import { conflito } from "../lib/errors";
import { agoraIso, formatarCodigo, novoId } from "../lib/ids";
import { MSG } from "../../shared/mensagens";
import { CATEGORIAS_INICIAIS, MARCAS_INICIAIS, type NovaEmpresa } from "./domain";
import { itensModelosNovaEmpresa } from "../documentos";

const novo = (Item: Record<string, unknown>): Escrita => ({
  Put: { TableName: tabela(), Item, ConditionExpression: "attribute_not_exists(PK)" },
});

export async function cnpjEmUso(cnpj: string): Promise<boolean> {
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.guardaCnpjEmpresa(cnpj) }));
  return Boolean(Item);
}

/**
 * One transaction: the company, its CNPJ and e-mail guards (unique across companies), the admin,
 * the counters the plan limits and codes use, the starting brands and categories, and the default
 * contract and warranty templates. Either all exist or none does.
 */
export async function salvarNovaEmpresa(n: NovaEmpresa, cognitoUsername: string): Promise<void> {
  const { empresa, admin } = n;
  const agora = agoraIso();
  const semente = (tipo: "marca" | "categoria", nomes: string[]) =>
    nomes.map((nome, i) => {
      const id = novoId();
      return novo((tipo === "marca" ? Marca : Categoria).item({ id, empresa_id: empresa.id, codigo: formatarCodigo(i + 1), nome, created_at: agora }));
    });
  const pecas: Peca[] = [
    {
      item: novo(GuardaCnpj.item({ cnpj: empresa.cnpj, empresa_id: empresa.id })),
      seFalhar: () => conflito(MSG.cnpjDuplicadoEmpresa, { cnpj: MSG.cnpjDuplicadoEmpresa }),
    },
    {
      item: novo(GuardaEmail.item({ email: admin.email, empresa_id: empresa.id, usuario_id: admin.id })),
      seFalhar: () => conflito(MSG.emailDuplicado, { "admin.email": MSG.emailDuplicado }),
    },
  ];
  // Fresh ids: these conditions only fail on a repeated ULID, a programming error (500).
  const novos: Escrita[] = [
    novo(EmpresaItem.item(empresa)),
    novo(UsuarioItem.item({ ...admin, empresa_id: empresa.id, cognito_username: cognitoUsername })),
    ...(
      [
        ["usuarios", 1],
        ["imeis", 0],
        ["marca", MARCAS_INICIAIS.length],
        ["categoria", CATEGORIAS_INICIAIS.length],
      ] as const
    ).map(([nome, valor]) => novo(Contador.item({ empresa_id: empresa.id, nome, valor }))),
    ...semente("marca", MARCAS_INICIAIS),
    ...semente("categoria", CATEGORIAS_INICIAIS),
    // The default contract and warranty, active, with their per-type pointers (functions/documentos/repo.ts).
    ...itensModelosNovaEmpresa(empresa.id, agora),
  ];
  await transacao([...pecas, ...novos.map((item) => ({ item }))]);
}

/** The company as stored, its first steps' flags included (GET /api/me). */
export async function obterEmpresaGravada(empresaId: string): Promise<EmpresaGravada | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.empresa(empresaId) }));
  return EmpresaItem.lerTalvez(Item);
}

/** The company's data (the API's Empresa): without its timestamps and flags. */
const empresaDto = ({ updated_at: _u, passo_cobranca_em: _c, passo_modelo_contrato_em: _m, passos_dispensados_em: _d, ...e }: EmpresaGravada): Empresa => e;

export async function obterEmpresa(empresaId: string): Promise<Empresa | undefined> {
  const e = await obterEmpresaGravada(empresaId);
  return e ? empresaDto(e) : undefined;
}

export async function obterUsuario(empresaId: string, usuarioId: string): Promise<Usuario | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.usuario(empresaId, usuarioId) }));
  const u = UsuarioItem.lerTalvez(Item);
  return u ? usuarioDto(u) : undefined;
}
