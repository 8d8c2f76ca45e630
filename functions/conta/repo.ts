/** The only file of `conta` that touches DynamoDB. */
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { Empresa, Usuario } from "../../shared/conta/schemas";
import { db, tabela } from "../lib/db/client";
import { transacao, type Escrita, type Peca } from "../lib/db/transacao";
import { chaves } from "../lib/db/keys";
import { semChaves } from "../lib/db/itens";
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
      const chave = tipo === "marca" ? chaves.marca(empresa.id, id) : chaves.categoria(empresa.id, id);
      return novo({ ...chave, entidade: tipo, id, codigo: formatarCodigo(i + 1), nome, created_at: agora });
    });
  const pecas: Peca[] = [
    {
      item: novo({ ...chaves.guardaCnpjEmpresa(empresa.cnpj), entidade: "guarda_cnpj", empresa_id: empresa.id }),
      seFalhar: () => conflito(MSG.cnpjDuplicadoEmpresa, { cnpj: MSG.cnpjDuplicadoEmpresa }),
    },
    {
      item: novo({ ...chaves.guardaEmail(admin.email), entidade: "guarda_email", empresa_id: empresa.id, usuario_id: admin.id }),
      seFalhar: () => conflito(MSG.emailDuplicado, { "admin.email": MSG.emailDuplicado }),
    },
  ];
  // Fresh ids: these conditions only fail on a repeated ULID, a programming error (500).
  const novos: Escrita[] = [
    novo({ ...chaves.empresa(empresa.id), entidade: "empresa", ...empresa }),
    novo({ ...chaves.usuario(empresa.id, admin.id), entidade: "usuario", empresa_id: empresa.id, cognito_username: cognitoUsername, ...admin }),
    novo({ ...chaves.contador(empresa.id, "usuarios"), entidade: "contador", valor: 1 }),
    novo({ ...chaves.contador(empresa.id, "imeis"), entidade: "contador", valor: 0 }),
    novo({ ...chaves.contador(empresa.id, "marca"), entidade: "contador", valor: MARCAS_INICIAIS.length }),
    novo({ ...chaves.contador(empresa.id, "categoria"), entidade: "contador", valor: CATEGORIAS_INICIAIS.length }),
    ...semente("marca", MARCAS_INICIAIS),
    ...semente("categoria", CATEGORIAS_INICIAIS),
    // The default contract and warranty, active, with their per-type pointers (functions/documentos/repo.ts).
    ...itensModelosNovaEmpresa(empresa.id, agora),
  ];
  await transacao([...pecas, ...novos.map((item) => ({ item }))]);
}

export async function obterEmpresa(empresaId: string): Promise<Empresa | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.empresa(empresaId) }));
  return Item ? Empresa.parse(semChaves(Item)) : undefined;
}

export async function obterUsuario(empresaId: string, usuarioId: string): Promise<Usuario | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.usuario(empresaId, usuarioId) }));
  return Item ? Usuario.parse(semChaves(Item)) : undefined;
}
