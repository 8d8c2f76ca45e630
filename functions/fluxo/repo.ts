/**
 * The only file of the stream consumers that touches DynamoDB. Aggregates: the dedupe items and
 * the aggregate updates of a chunk of stream records, in ONE transaction; the dedupe items'
 * condition makes a record apply exactly once, however often Lambda (or the local poller)
 * delivers it. Outbox: the marks of the records whose jobs were sent.
 */
import { BatchWriteCommand } from "@aws-sdk/lib-dynamodb";
import type { Contribuicao } from "../lib/db/agregados";
import { db, tabela } from "../lib/db/client";
import { idDaChave, lerEmLote } from "../lib/db/lote";
import { transacao, type Escrita, type Peca } from "../lib/db/transacao";
import { chaves } from "../lib/db/keys";
import { logger } from "../lib/logger";
import type { Pedaco } from "./dobrar";
import { agoraIso } from "../../shared/relogio";

/**
 * Dedupe items outlive every redelivery: the stream keeps records 24 h, so two days is safely past
 * the last time the same eventID can arrive; TTL then deletes them for free.
 */
const VALIDADE_DEDUPE_SEGUNDOS = 2 * 24 * 3600;


/** Which of these records' marks exist (`chave`: the consumer's mark), read consistently: BatchGetItem, 100 keys a call. */
async function marcados(eventIds: readonly string[], chave: (eventId: string) => { PK: string; SK: string }): Promise<Set<string>> {
  if (!eventIds.length) return new Set();
  const porChave = new Map(eventIds.map((id) => [idDaChave(chave(id)), id]));
  const achados = await lerEmLote(eventIds.map(chave), { consistente: true });
  return new Set(achados.map((i) => porChave.get(idDaChave(i))).filter((id): id is string => id !== undefined));
}

/** Records of a batch already folded into the aggregates. */
export const jaAplicados = (eventIds: readonly string[]) => marcados(eventIds, chaves.registroFluxo);
/** Records of a batch whose jobs already left. */
export const jaEnviados = (eventIds: readonly string[]) => marcados(eventIds, chaves.registroSaidas);

const validade = () => Math.floor(Date.now() / 1000) + VALIDADE_DEDUPE_SEGUNDOS;

/** Each aggregate also keeps when it last moved: a report says how fresh its figures are. */
function atualizacao(c: Contribuicao, agora: string): Escrita {
  const nomes: Record<string, string> = {};
  const valores: Record<string, unknown> = { ":e": c.entidade, ":agora": agora };
  const somas = Object.entries(c.valores).map(([nome, valor], i) => {
    nomes[`#v${i}`] = nome;
    valores[`:v${i}`] = valor;
    return `#v${i} :v${i}`;
  });
  const fixos = Object.entries(c.fixos ?? {}).map(([nome, valor], i) => {
    nomes[`#f${i}`] = nome;
    valores[`:f${i}`] = valor;
    return `, #f${i} = :f${i}`;
  });
  return {
    Update: {
      TableName: tabela(),
      Key: c.chave,
      UpdateExpression: `ADD ${somas.join(", ")} SET entidade = :e, atualizado_em = :agora${fixos.join("")}`,
      ExpressionAttributeNames: nomes,
      ExpressionAttributeValues: valores,
    },
  };
}

/** The dedupe item's condition failed: another delivery of the same record already applied it. */
class JaAplicado extends Error {}

/**
 * Marks the record applied and moves the aggregates, atomically. "repetido" when another delivery
 * already applied it. Conflicts with another writer of the same aggregate (two shards of one
 * company) and throttling are retried by the transaction helper; anything else throws, so the
 * record fails and Lambda retries it.
 */
export async function aplicar(eventId: string, deltas: Contribuicao[]): Promise<"aplicado" | "repetido"> {
  const agora = agoraIso();
  const pecas: Peca[] = [
    {
      item: {
        Put: {
          TableName: tabela(),
          Item: { ...chaves.registroFluxo(eventId), entidade: "registro_fluxo", expira_em: validade() },
          ConditionExpression: "attribute_not_exists(PK)",
        },
      },
      seFalhar: () => new JaAplicado(),
    },
    ...deltas.map((c) => ({ item: atualizacao(c, agora) })),
  ];
  try {
    await transacao(pecas);
    return "aplicado";
  } catch (erro) {
    if (erro instanceof JaAplicado) return "repetido";
    throw erro;
  }
}

/**
 * A chunk of records (functions/fluxo/dobrar.ts) in ONE transaction: every record's mark and every
 * aggregate item once with the chunk's summed deltas, so the aggregates move exactly once for
 * each record or not at all. A mark already there (another delivery of one of the records applied
 * it between our read of the marks and this write) cancels the whole transaction; the chunk is
 * then applied record by record, each skipping if already applied. Returns how many records it
 * applied.
 */
export async function aplicarPedaco(pedaco: Pedaco): Promise<number> {
  const agora = agoraIso();
  const pecas: Peca[] = [
    ...pedaco.registros.map((r) => ({
      item: {
        Put: {
          TableName: tabela(),
          Item: { ...chaves.registroFluxo(r.eventId), entidade: "registro_fluxo", expira_em: validade() },
          ConditionExpression: "attribute_not_exists(PK)",
        },
      },
      seFalhar: () => new JaAplicado(),
    })),
    ...pedaco.agregados.map((c) => ({ item: atualizacao(c, agora) })),
  ];
  try {
    await transacao(pecas);
    return pedaco.registros.length;
  } catch (erro) {
    if (!(erro instanceof JaAplicado)) throw erro;
  }
  logger.warn("lote com registro já aplicado por outra entrega: aplicado registro a registro", { registros: pedaco.registros.length });
  let aplicados = 0;
  for (const r of pedaco.registros) if ((await aplicar(r.eventId, r.deltas)) === "aplicado") aplicados += 1;
  return aplicados;
}

/** BatchWriteItem's limit on items per call. */
const ESCRITAS_POR_CHAMADA = 25;
const esperar = (ms: number) => new Promise<void>((ok) => setTimeout(ok, ms));

/**
 * Marks records whose jobs all left (the outbox's dedupe): plain Puts, idempotent, 25 a call,
 * unprocessed items written again after a short backoff. Throws when some cannot be written: the
 * batch then fails and is delivered again; its jobs are sent again (consumers ignore a repeated
 * `id_trabalho`), never lost.
 */
export async function marcarEnviados(eventIds: readonly string[]): Promise<void> {
  const unicos = [...new Set(eventIds)];
  for (let i = 0; i < unicos.length; i += ESCRITAS_POR_CHAMADA) {
    let pendentes: NonNullable<ConstructorParameters<typeof BatchWriteCommand>[0]["RequestItems"]>[string] = unicos
      .slice(i, i + ESCRITAS_POR_CHAMADA)
      .map((id) => ({ PutRequest: { Item: { ...chaves.registroSaidas(id), entidade: "registro_saidas", expira_em: validade() } } }));
    for (let tentativa = 0; pendentes.length; tentativa += 1) {
      if (tentativa === 8) throw new Error(`BatchWriteItem: ${pendentes.length} marcas não gravadas após 8 tentativas`);
      if (tentativa) await esperar(Math.min(1000, 25 * 2 ** tentativa) * Math.random());
      const r = await db().send(new BatchWriteCommand({ RequestItems: { [tabela()]: pendentes } }));
      pendentes = r.UnprocessedItems?.[tabela()] ?? [];
    }
  }
}
