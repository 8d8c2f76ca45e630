/**
 * Brands and categories: a code and a name per company. `uso_produtos` on each counts the product
 * models pointing at it (kept by repo/produtos.ts in the product's own transactions), so a brand
 * in use cannot be deleted and a product never points at a missing brand.
 */
import { DeleteCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { RegistroSimples } from "../../../shared/cadastro/schemas";
import { MSG_CADASTRO as M } from "../../../shared/cadastro/mensagens";
import { condicaoFalhou, db, tabela } from "../../lib/db/client";
import { listarPrefixo } from "../../lib/db/consultas";
import { proximoCodigo } from "../../lib/db/contadores";
import { chaves, empresaPk, prefixos } from "../../lib/db/keys";
import { conflito, naoEncontrado } from "../../lib/errors";
import { agoraIso, novoId } from "../../lib/ids";
import { transacao } from "../../lib/db/transacao";
import { inserir, lerItem, usoDe, type Item } from "./comum";
import { Categoria, Marca } from "./entidades";

export type TipoSimples = "marca" | "categoria";
export const USO_PRODUTOS = "uso_produtos";

export const chaveSimples = (tipo: TipoSimples, empresaId: string, id: string) =>
  tipo === "marca" ? chaves.marca(empresaId, id) : chaves.categoria(empresaId, id);

const entidadeSimples = (tipo: TipoSimples) => (tipo === "marca" ? Marca : Categoria);

export const paraRegistroSimples = (tipo: TipoSimples, i: Item): RegistroSimples => {
  const r = entidadeSimples(tipo).ler(i);
  return { id: r.id, codigo: r.codigo, nome: r.nome, created_at: r.created_at };
};

/** Newest first (ULID sort keys). */
export async function listarSimples(tipo: TipoSimples, empresaId: string): Promise<RegistroSimples[]> {
  const itens = await listarPrefixo(empresaPk(empresaId), prefixos[tipo]);
  return itens.map((i) => paraRegistroSimples(tipo, i));
}

export async function obterSimples(tipo: TipoSimples, empresaId: string, id: string): Promise<RegistroSimples | undefined> {
  const item = await lerItem(chaveSimples(tipo, empresaId, id));
  return item ? paraRegistroSimples(tipo, item) : undefined;
}

export async function criarSimples(tipo: TipoSimples, empresaId: string, nome: string): Promise<RegistroSimples> {
  const id = novoId();
  const registro: RegistroSimples = { id, codigo: await proximoCodigo(empresaId, tipo), nome, created_at: agoraIso() };
  await transacao([{ item: inserir(entidadeSimples(tipo).item({ ...registro, empresa_id: empresaId })) }]);
  return registro;
}

export async function renomearSimples(tipo: TipoSimples, empresaId: string, id: string, nome: string): Promise<RegistroSimples> {
  try {
    const r = await db().send(
      new UpdateCommand({
        TableName: tabela(),
        Key: chaveSimples(tipo, empresaId, id),
        UpdateExpression: "SET nome = :nome",
        // Without it a foreign or missing id would be upserted into the caller's company.
        ConditionExpression: "attribute_exists(PK)",
        ExpressionAttributeValues: { ":nome": nome },
        ReturnValues: "ALL_NEW",
      }),
    );
    return paraRegistroSimples(tipo, r.Attributes ?? {});
  } catch (erro) {
    if (condicaoFalhou(erro)) throw naoEncontrado(M.naoEncontrado(tipo));
    throw erro;
  }
}

export async function excluirSimples(tipo: TipoSimples, empresaId: string, id: string): Promise<void> {
  const chave = chaveSimples(tipo, empresaId, id);
  try {
    await db().send(
      new DeleteCommand({
        TableName: tabela(),
        Key: chave,
        ConditionExpression: "attribute_exists(PK) AND (attribute_not_exists(#uso) OR #uso <= :zero)",
        ExpressionAttributeNames: { "#uso": USO_PRODUTOS },
        ExpressionAttributeValues: { ":zero": 0 },
      }),
    );
  } catch (erro) {
    if (!condicaoFalhou(erro)) throw erro;
    const atual = await lerItem(chave);
    if (!atual) throw naoEncontrado(M.naoEncontrado(tipo));
    throw conflito(M.emUso(tipo, "produtos", usoDe(atual, USO_PRODUTOS)));
  }
}
