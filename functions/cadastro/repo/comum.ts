/**
 * DynamoDB plumbing shared by the registries' repositories (the folder repo/ is the only part of
 * the domain that touches DynamoDB).
 *
 * Records written here carry `versao`; every update or delete is conditioned on the version it
 * read, so the guard items (CPF, CNPJ) and the usage counters of the brand/category a product
 * points at always move together with the record, even under concurrent edits. A lost race (a
 * piece whose `seFalhar` is `tentarDeNovo`) is retried from a fresh read, a few times, then 409.
 */
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { MSG_CADASTRO } from "../../../shared/cadastro/mensagens";
import { db, tabela } from "../../lib/db/client";
import type { Escrita } from "../../lib/db/transacao";
import { conflito } from "../../lib/errors";

export type ItemTransacao = Escrita;
export type Chave = { PK: string; SK: string };
export type Item = Record<string, unknown>;

export async function lerItem(chave: Chave): Promise<Item | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chave, ConsistentRead: true }));
  return Item;
}

export const inserir = (Item: Item): ItemTransacao => ({
  Put: { TableName: tabela(), Item, ConditionExpression: "attribute_not_exists(PK)" },
});

/** The version condition of a record read just before (items seeded at sign-up have none). */
export function condicaoVersao(atual: Item): { expr: string; valores: Record<string, unknown> } {
  return typeof atual.versao === "number"
    ? { expr: "versao = :versaoLida", valores: { ":versaoLida": atual.versao } }
    : { expr: "attribute_exists(PK) AND attribute_not_exists(versao)", valores: {} };
}

/** SET of the given fields plus the version bump, conditioned on the version read. */
export function atualizarVersionado(chave: Chave, atual: Item, campos: Item): ItemTransacao {
  const nomes: Record<string, string> = {};
  const valores: Record<string, unknown> = { ":um": 1, ":zero": 0 };
  const sets = Object.entries(campos).map(([campo, valor], i) => {
    nomes[`#c${i}`] = campo;
    valores[`:v${i}`] = valor;
    return `#c${i} = :v${i}`;
  });
  const cond = condicaoVersao(atual);
  return {
    Update: {
      TableName: tabela(),
      Key: chave,
      UpdateExpression: `SET ${[...sets, "versao = if_not_exists(versao, :zero) + :um"].join(", ")}`,
      ConditionExpression: cond.expr,
      ExpressionAttributeNames: nomes,
      ExpressionAttributeValues: { ...valores, ...cond.valores },
    },
  };
}

/** Delete conditioned on the version read and on no one using the record (`usos` counters 0 or absent). */
export function excluirVersionado(chave: Chave, atual: Item, usos: readonly string[]): ItemTransacao {
  const cond = condicaoVersao(atual);
  const livres = usos.map((_, i) => `(attribute_not_exists(#u${i}) OR #u${i} <= :zeroUso)`);
  return {
    Delete: {
      TableName: tabela(),
      Key: chave,
      ConditionExpression: [cond.expr, ...livres].join(" AND "),
      ...(usos.length ? { ExpressionAttributeNames: Object.fromEntries(usos.map((u, i) => [`#u${i}`, u])) } : {}),
      ExpressionAttributeValues: { ...cond.valores, ...(usos.length ? { ":zeroUso": 0 } : {}) },
    },
  };
}

/**
 * Adds `delta` to a usage counter of a record that must exist: the transaction fails (and so does
 * the write that references it) when the record is missing or belongs to another company.
 */
export function fragmentoUso(chave: Chave, atributo: string, delta: number): ItemTransacao {
  return {
    Update: {
      TableName: tabela(),
      Key: chave,
      UpdateExpression: "ADD #uso :delta",
      ConditionExpression: "attribute_exists(PK)",
      ExpressionAttributeNames: { "#uso": atributo },
      ExpressionAttributeValues: { ":delta": delta },
    },
  };
}

/** The record changed (or started being used) between the read and the write: read again. */
export class TentarDeNovo extends Error {}
export const tentarDeNovo = () => new TentarDeNovo("registro alterado ao mesmo tempo");

/** Optimistic loop: `passo` reads and writes with conditions; a lost race throws TentarDeNovo. */
export async function comTentativas<T>(passo: () => Promise<T>, tentativas = 4): Promise<T> {
  for (let i = 0; i < tentativas; i += 1) {
    try {
      return await passo();
    } catch (erro) {
      if (!(erro instanceof TentarDeNovo)) throw erro;
    }
  }
  throw conflito(MSG_CADASTRO.concorrencia);
}

/** Usage counter of an item (absent = 0). */
export const usoDe = (item: Item | undefined, atributo: string): number => Number(item?.[atributo] ?? 0);

export const textoOuNulo = (v: unknown): string | null => (typeof v === "string" ? v : null);
