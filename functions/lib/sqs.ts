/**
 * Putting jobs on the queues. Consumers are idempotent (a redelivered message never issues a
 * second slip), so a job may be sent again safely; `id` is the job's idempotency key.
 */
import { ChangeMessageVisibilityCommand, SendMessageBatchCommand, SQSClient } from "@aws-sdk/client-sqs";
import { ambiente } from "./env";
import { pausaIndisponivel, servicoIndisponivel } from "./indisponivel";
import { logger } from "./logger";

let cliente: SQSClient | undefined;
let endpointAtual: string | undefined;

function sqs(): SQSClient {
  const env = ambiente();
  if (!cliente || endpointAtual !== env.SQS_ENDPOINT) {
    endpointAtual = env.SQS_ENDPOINT;
    cliente = new SQSClient({
      region: env.AWS_REGION,
      ...(env.SQS_ENDPOINT
        ? { endpoint: env.SQS_ENDPOINT, useQueueUrlAsEndpoint: false, credentials: { accessKeyId: "local", secretAccessKey: "local" } }
        : {}),
    });
  }
  return cliente;
}

export interface Trabalho {
  id: string;
  corpo: Record<string, unknown>;
  /** FIFO queues only: the message group (jobs of one group are delivered in order); `id` is then the deduplication id. */
  grupo?: string;
}

/** Sends jobs in batches of 10; returns how many could not be sent (they are logged). */
export async function enfileirar(filaUrl: string, trabalhos: Trabalho[]): Promise<number> {
  return (await enfileirarNomeando(filaUrl, trabalhos)).length;
}

/**
 * Sends jobs in batches of 10 (SendMessageBatch's limit; 256 KiB a batch, far above our jobs) and
 * returns the ids of those that could not be sent, so a caller can fail only the work they came from.
 * With `prazo` (epoch ms), jobs refused for a reason that may pass — the queue unreachable or
 * throttling (functions/lib/indisponivel.ts), or an entry SQS failed on its side (not the sender's
 * fault) — are sent again, with a growing pause, until then: the stream's outbox waits out a short
 * queue outage instead of spending its event source's bounded retries (a resend is harmless:
 * consumers ignore a repeated `id_trabalho`).
 */
export async function enfileirarNomeando(filaUrl: string, trabalhos: Trabalho[], prazo?: number): Promise<string[]> {
  const definitivas: string[] = [];
  let pendentes = trabalhos;
  for (let n = 0; ; n += 1) {
    const { falhas, passageiras } = await enviarEmLotes(filaUrl, pendentes);
    definitivas.push(...falhas.filter((id) => !passageiras.has(id)));
    const repetir = pendentes.filter((t) => passageiras.has(t.id));
    if (!repetir.length || prazo === undefined || Date.now() + pausaIndisponivel(n) >= prazo) return [...definitivas, ...repetir.map((t) => t.id)];
    await new Promise((ok) => setTimeout(ok, pausaIndisponivel(n)));
    pendentes = repetir;
  }
}

/** One pass: the ids not sent, and which of them may pass if sent again. */
async function enviarEmLotes(filaUrl: string, trabalhos: Trabalho[]): Promise<{ falhas: string[]; passageiras: Set<string> }> {
  const falhas: string[] = [];
  const passageiras = new Set<string>();
  for (let i = 0; i < trabalhos.length; i += 10) {
    const lote = trabalhos.slice(i, i + 10);
    try {
      const r = await sqs().send(
        new SendMessageBatchCommand({
          QueueUrl: filaUrl,
          Entries: lote.map((t, k) => ({
            Id: String(k),
            MessageBody: JSON.stringify({ ...t.corpo, id_trabalho: t.id }),
            ...(t.grupo ? { MessageGroupId: t.grupo, MessageDeduplicationId: t.id.replace(/[^\w-]/g, "_").slice(0, 128) } : {}),
          })),
        }),
      );
      for (const f of r.Failed ?? []) {
        const t = lote[Number(f.Id)];
        if (!t) continue;
        falhas.push(t.id);
        if (f.SenderFault === false) passageiras.add(t.id);
      }
      if (r.Failed?.length) logger.error("trabalhos recusados pela fila", { fila: filaUrl.split("/").pop(), codigos: r.Failed.map((f) => f.Code) });
    } catch (erro) {
      falhas.push(...lote.map((t) => t.id));
      if (servicoIndisponivel(erro)) for (const t of lote) passageiras.add(t.id);
      logger.error("falha ao enfileirar", { fila: filaUrl.split("/").pop(), erro: (erro as Error).name, codigo: (erro as { code?: unknown }).code });
    }
  }
  return { falhas, passageiras };
}

export const filas = {
  boletos: () => ambiente().QUEUE_URL_BOLETO_JOBS,
  bloqueio: () => ambiente().QUEUE_URL_LOCK_JOBS,
  rotina: () => ambiente().QUEUE_URL_ROTINA_JOBS,
  mensagens: () => ambiente().QUEUE_URL_MENSAGENS_JOBS,
};

/**
 * Backoff of a failed message: it comes back after `segundos` instead of the queue's visibility
 * timeout (a FIFO group waits for it meanwhile). Best effort: a failure leaves the queue's own timeout.
 */
export async function adiarMensagem(filaUrl: string, receiptHandle: string, segundos: number): Promise<void> {
  try {
    await sqs().send(new ChangeMessageVisibilityCommand({ QueueUrl: filaUrl, ReceiptHandle: receiptHandle, VisibilityTimeout: Math.max(0, Math.min(43_200, Math.round(segundos))) }));
  } catch (erro) {
    logger.warn("não foi possível adiar a mensagem", { erro: (erro as Error).name });
  }
}
