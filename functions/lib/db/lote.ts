/**
 * BatchGetItem of any number of keys: 100 keys a call (DynamoDB's limit), unprocessed keys asked
 * again (with a short backoff, as the SDK's docs advise), duplicates asked once. Answers the items
 * found, in no particular order (callers index them by key).
 */
import { BatchGetCommand } from "@aws-sdk/lib-dynamodb";
import { db, tabela } from "./client";

type Chave = { PK: string; SK: string };
const MAXIMO_POR_CHAMADA = 100;
const TENTATIVAS = 8;
const esperar = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export async function lerEmLote(chaves: readonly Chave[], opcoes: { consistente?: boolean; atributos?: readonly string[] } = {}): Promise<Record<string, unknown>[]> {
  // Named by placeholders: some attribute names are reserved words.
  const projecao = opcoes.atributos?.length
    ? {
        ProjectionExpression: ["PK", "SK", ...opcoes.atributos].map((_, i) => `#p${i}`).join(", "),
        ExpressionAttributeNames: Object.fromEntries(["PK", "SK", ...opcoes.atributos].map((a, i) => [`#p${i}`, a])),
      }
    : {};
  const unicas = [...new Map(chaves.map((c) => [`${c.PK}\u0000${c.SK}`, c])).values()];
  const lotes: Chave[][] = [];
  for (let i = 0; i < unicas.length; i += MAXIMO_POR_CHAMADA) lotes.push(unicas.slice(i, i + MAXIMO_POR_CHAMADA));
  const porLote = await Promise.all(
    lotes.map(async (lote) => {
      const achados: Record<string, unknown>[] = [];
      let pendentes: Record<string, unknown>[] = lote;
      for (let tentativa = 0; pendentes.length; tentativa += 1) {
        if (tentativa === TENTATIVAS) throw new Error(`BatchGetItem: ${pendentes.length} chaves sem resposta após ${TENTATIVAS} tentativas`);
        if (tentativa) await esperar(Math.min(1000, 25 * 2 ** tentativa) * Math.random());
        const r = await db().send(new BatchGetCommand({ RequestItems: { [tabela()]: { Keys: pendentes, ConsistentRead: opcoes.consistente ?? false, ...projecao } } }));
        achados.push(...(r.Responses?.[tabela()] ?? []));
        pendentes = r.UnprocessedKeys?.[tabela()]?.Keys ?? [];
      }
      return achados;
    }),
  );
  return porLote.flat();
}

/** `PK/SK` of an item or a key: to index what `lerEmLote` answered. */
export const idDaChave = (c: { PK?: unknown; SK?: unknown }) => `${String(c.PK)}\u0000${String(c.SK)}`;
