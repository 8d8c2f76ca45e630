/**
 * The only file of the stream consumer that touches DynamoDB: the dedupe item and the aggregate
 * updates of one stream record, in ONE transaction. The dedupe item's condition makes a record
 * apply exactly once, however often Lambda (or the local poller) delivers it.
 */
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import type { Contribuicao } from "../lib/db/agregados";
import { db, tabela } from "../lib/db/client";
import { transacao, type Escrita, type Peca } from "../lib/db/transacao";
import { chaves } from "../lib/db/keys";

/**
 * Dedupe items outlive every redelivery: the stream keeps records 24 h, so two days is safely past
 * the last time the same eventID can arrive; TTL then deletes them for free.
 */
const VALIDADE_DEDUPE_SEGUNDOS = 2 * 24 * 3600;

export async function jaAplicado(eventId: string): Promise<boolean> {
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.registroFluxo(eventId), ConsistentRead: true, ProjectionExpression: "PK" }));
  return Boolean(Item);
}

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
  const agora = new Date().toISOString();
  const pecas: Peca[] = [
    {
      item: {
        Put: {
          TableName: tabela(),
          Item: { ...chaves.registroFluxo(eventId), entidade: "registro_fluxo", expira_em: Math.floor(Date.now() / 1000) + VALIDADE_DEDUPE_SEGUNDOS },
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
