/**
 * The simulated messenger's books (provider `simulado`, local and tests), kept in the app's table
 * under global `MENSAGEIRO_SIM#<destino>` keys (the provider's data, not a shop's): an inbox per
 * destination, one item per message by its idempotency key (a repeated send finds it). A delivery
 * whose status the app has not taken sits in a sparse index the local loop walks.
 */
import { GetCommand, QueryCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import * as z from "zod/mini";
import { CANAIS, MODELOS } from "../../../shared/mensagens/schemas";
import { preguicoso } from "../../../shared/preguicoso";
import { db, tabela } from "../../lib/db/client";
import { entidade } from "../../lib/db/entidade";
import { chaves, indices } from "../../lib/db/keys";
import { transacao } from "../../lib/db/transacao";

/** recebida (in the inbox; status not told yet) → entregue / falhou (decided) → avisada (the app took the notice). */
export const MensagemSimuladaGravada = preguicoso(() => z.object({
  id: z.string(),
  idempotencia: z.string(),
  canal: z.enum(CANAIS),
  destino: z.string(),
  modelo: z.enum(MODELOS),
  texto: z.string(),
  assunto: z.string(),
  em: z.string(),
  status: z.enum(["recebida", "entregue", "falhou"]),
  motivo: z.nullable(z.string()),
  avisada: z.boolean(),
}));
export type MensagemSimuladaGravada = z.infer<typeof MensagemSimuladaGravada>;

export const MensagemSimulada = entidade("mensagem_simulada", {
  atributos: MensagemSimuladaGravada,
  chave: (m) => chaves.mensagemSimulada(m.destino, m.idempotencia),
  indices: (m) => (m.avisada ? [] : [indices.entregaSimulada(m.em, m.id)]),
});

export class JaRecebida extends Error {}

export async function obterSimulada(destino: string, idempotencia: string): Promise<MensagemSimuladaGravada | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.mensagemSimulada(destino, idempotencia), ConsistentRead: true }));
  return MensagemSimulada.lerTalvez(Item);
}

export async function receberSimulada(m: MensagemSimuladaGravada): Promise<void> {
  await transacao([MensagemSimulada.novo(m, () => new JaRecebida())]);
}

/** The inbox of a destination, newest first. */
export async function caixaDe(destino: string, limite: number): Promise<MensagemSimuladaGravada[]> {
  const r = await db().send(
    new QueryCommand({ TableName: tabela(), KeyConditionExpression: "PK = :pk", ExpressionAttributeValues: { ":pk": chaves.mensagemSimulada(destino, "").PK }, Limit: 500 }),
  );
  return (r.Items ?? []).map((i) => MensagemSimulada.ler(i)).sort((a, b) => b.em.localeCompare(a.em) || b.id.localeCompare(a.id)).slice(0, limite);
}

/** Deliveries whose status the app has not taken, oldest first (the local loop). */
export async function entregasPendentes(limite: number): Promise<MensagemSimuladaGravada[]> {
  const r = await db().send(
    new QueryCommand({ TableName: tabela(), IndexName: "GSI1", KeyConditionExpression: "GSI1PK = :pk", ExpressionAttributeValues: { ":pk": indices.entregasSimuladas() }, Limit: limite }),
  );
  return (r.Items ?? []).map((i) => MensagemSimulada.ler(i));
}

/** The messenger decides what happened to a message it holds (once: a decided one keeps its status). */
export async function decidir(m: MensagemSimuladaGravada, status: "entregue" | "falhou", motivo: string | null): Promise<MensagemSimuladaGravada> {
  await db().send(
    new UpdateCommand({
      TableName: tabela(),
      Key: MensagemSimulada.chave(m),
      UpdateExpression: "SET #s = :s, motivo = :m",
      ConditionExpression: "#s = :recebida",
      ExpressionAttributeNames: { "#s": "status" },
      ExpressionAttributeValues: { ":s": status, ":m": motivo, ":recebida": "recebida" },
    }),
  ).catch((erro: unknown) => {
    if ((erro as Error).name !== "ConditionalCheckFailedException") throw erro;
  });
  return (await obterSimulada(m.destino, m.idempotencia)) ?? m;
}

export async function marcarAvisada(m: MensagemSimuladaGravada): Promise<void> {
  await db().send(new UpdateCommand({ TableName: tabela(), Key: MensagemSimulada.chave(m), UpdateExpression: "SET avisada = :v REMOVE GSI1PK, GSI1SK", ExpressionAttributeValues: { ":v": true } }));
}
