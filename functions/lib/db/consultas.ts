/** Query helpers: one partition by sort-key prefix, newest first (ULID sort keys), paged or whole. */
import { QueryCommand, type QueryCommandInput } from "@aws-sdk/lib-dynamodb";
import { db, tabela } from "./client";
import { codificarCursor, decodificarCursor } from "./cursor";
import { fimDoPrefixo } from "./keys";

export interface Pagina<T> {
  items: T[];
  next?: string;
}

/** Every item a Query matches, following LastEvaluatedKey to the end (bounded lists only: never a whole tenant's data in a request). */
export async function consultarTudo(input: Omit<QueryCommandInput, "TableName" | "ExclusiveStartKey">): Promise<Record<string, unknown>[]> {
  const itens: Record<string, unknown>[] = [];
  let inicio: Record<string, unknown> | undefined;
  do {
    const r = await db().send(new QueryCommand({ TableName: tabela(), ...input, ExclusiveStartKey: inicio }));
    itens.push(...(r.Items ?? []));
    inicio = r.LastEvaluatedKey;
  } while (inicio);
  return itens;
}

/** Every item of a partition under a prefix (small per-company lists: brands, users, templates…). */
export async function listarPrefixo(pk: string, prefixo: string, opcoes: { maisNovosPrimeiro?: boolean } = {}): Promise<Record<string, unknown>[]> {
  const itens: Record<string, unknown>[] = [];
  let inicio: QueryCommandInput["ExclusiveStartKey"];
  do {
    const r = await db().send(
      new QueryCommand({
        TableName: tabela(),
        KeyConditionExpression: "PK = :pk AND SK BETWEEN :p AND :pFim",
        ExpressionAttributeValues: { ":pk": pk, ":p": prefixo, ":pFim": fimDoPrefixo(prefixo) },
        ScanIndexForward: !(opcoes.maisNovosPrimeiro ?? true),
        ExclusiveStartKey: inicio,
      }),
    );
    itens.push(...((r.Items ?? []) as Record<string, unknown>[]));
    inicio = r.LastEvaluatedKey;
  } while (inicio);
  return itens;
}

/** One page of a partition under a prefix, newest first, with an opaque cursor for the next. */
export async function paginarPrefixo(pk: string, prefixo: string, limite: number, cursor?: string): Promise<Pagina<Record<string, unknown>>> {
  const r = await db().send(
    new QueryCommand({
      TableName: tabela(),
      KeyConditionExpression: "PK = :pk AND SK BETWEEN :p AND :pFim",
      ExpressionAttributeValues: { ":pk": pk, ":p": prefixo, ":pFim": fimDoPrefixo(prefixo) },
      ScanIndexForward: false,
      Limit: limite,
      ExclusiveStartKey: decodificarCursor(cursor, pk),
    }),
  );
  return { items: (r.Items ?? []) as Record<string, unknown>[], next: codificarCursor(r.LastEvaluatedKey) };
}
