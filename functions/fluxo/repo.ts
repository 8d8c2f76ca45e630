/**
 * The only file of the stream consumer that touches DynamoDB: the dedupe item and the aggregate
 * updates of one stream record, in ONE transaction. The dedupe item's condition makes a record
 * apply exactly once, however often Lambda (or the local poller) delivers it.
 */
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import type { Contribuicao } from "../lib/db/agregados";
import { db, executarTransacao, tabela } from "../lib/db/client";
import { chaves } from "../lib/db/keys";
import type { ItemTransacao } from "../estoque";

/**
 * Dedupe items outlive every redelivery: the stream keeps records 24 h, so two days is safely past
 * the last time the same eventID can arrive; TTL then deletes them for free.
 */
const VALIDADE_DEDUPE_SEGUNDOS = 2 * 24 * 3600;
const TENTATIVAS = 5;

export async function jaAplicado(eventId: string): Promise<boolean> {
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.registroFluxo(eventId), ConsistentRead: true, ProjectionExpression: "PK" }));
  return Boolean(Item);
}

function atualizacao(c: Contribuicao): ItemTransacao {
  const nomes: Record<string, string> = {};
  const valores: Record<string, unknown> = { ":e": c.entidade };
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
      UpdateExpression: `ADD ${somas.join(", ")} SET entidade = :e${fixos.join("")}`,
      ExpressionAttributeNames: nomes,
      ExpressionAttributeValues: valores,
    },
  };
}

const transitorio = (erro: unknown) =>
  ["ProvisionedThroughputExceededException", "ThrottlingException", "RequestLimitExceeded", "TransactionInProgressException"].includes(
    (erro as { name?: string } | null)?.name ?? "",
  );

/**
 * Marks the record applied and moves the aggregates, atomically. "repetido" when another delivery
 * already applied it. Conflicts with another writer of the same aggregate (two shards of one
 * company) and throttling are retried with jittered backoff; anything else throws, so the record
 * fails and Lambda retries it.
 */
export async function aplicar(eventId: string, deltas: Contribuicao[]): Promise<"aplicado" | "repetido"> {
  const itens: ItemTransacao[] = [
    {
      Put: {
        TableName: tabela(),
        Item: { ...chaves.registroFluxo(eventId), entidade: "registro_fluxo", expira_em: Math.floor(Date.now() / 1000) + VALIDADE_DEDUPE_SEGUNDOS },
        ConditionExpression: "attribute_not_exists(PK)",
      },
    },
    ...deltas.map(atualizacao),
  ];
  for (let tentativa = 1; ; tentativa++) {
    let motivos: string[];
    try {
      motivos = await executarTransacao(itens);
    } catch (erro) {
      if (!transitorio(erro) || tentativa >= TENTATIVAS) throw erro;
      motivos = ["TransactionConflict"];
    }
    if (!motivos.length) return "aplicado";
    if (motivos[0] === "ConditionalCheckFailed") return "repetido";
    if (!motivos.includes("TransactionConflict") || tentativa >= TENTATIVAS) throw new Error(`registro ${eventId} não aplicado: ${motivos.join(", ")}`);
    await new Promise((ok) => setTimeout(ok, Math.random() * 25 * 2 ** tentativa));
  }
}
