/**
 * The one loop of every job queue's consumer (shared/api/filas.ts): each message parsed with its
 * job schema — one that is not a job (poison) fails every attempt and reaches the DLQ after the
 * queue's max receives — then handed to the domain with its attempt number, failures reported one
 * by one (partial batch responses), so one bad message never holds its batch back.
 * - A standard queue: Powertools' BatchProcessor, messages in parallel; given its URL, a failed
 *   message comes back with the same backoff as a FIFO one (below) instead of the whole timeout.
 * - A FIFO queue (message group = the device): groups in parallel, each group's messages in order,
 *   a group stopping at its first failure, which is reported with every later message of its group
 *   (AWS's rule for FIFO partial batch responses); the failed one comes back with backoff — its
 *   visibility set to 2^(attempt−1) × BASE seconds, capped at the queue's timeout. Powertools'
 *   SqsFifoPartialProcessor (with skipGroupOnError) keeps the group semantics but walks the whole
 *   batch one message at a time and has no hook for the backoff: with devices from many shops in
 *   one batch, groups in parallel is what keeps a slow provider call from delaying every other phone.
 */
import { BatchProcessor, EventType, processPartialResponse } from "@aws-lambda-powertools/batch";
import type { SQSBatchResponse, SQSEvent, SQSRecord } from "aws-lambda";
import type * as z from "zod/mini";
import { FILAS, type Fila } from "../../shared/api/filas";
import { logger } from "./logger";
import { adiarMensagem } from "./sqs";

export class MensagemInvalida extends Error {
  override name = "MensagemInvalida";
}

export const tentativaDe = (r: SQSRecord) => Number(r.attributes?.ApproximateReceiveCount ?? "1");

/** Backoff of attempt n of a FIFO queue: BASE·2^(n-1) s, capped at the queue's visibility timeout. */
export const BACKOFF_BASE_S = 5;
export const backoffSegundos = (fila: Pick<Fila, "visibilidadeSegundos">, tentativa: number) => Math.min(fila.visibilidadeSegundos, BACKOFF_BASE_S * 2 ** Math.max(0, tentativa - 1));

/** The message group: SQS's own attribute, else the job's IMEI, else the message alone. */
function grupoDe(r: SQSRecord): string {
  const doSqs = (r.attributes as { MessageGroupId?: string } | undefined)?.MessageGroupId;
  if (doSqs) return doSqs;
  try {
    const imei = (JSON.parse(r.body) as { imei?: unknown }).imei;
    if (typeof imei === "string") return imei;
  } catch {
    // poison: a group of its own
  }
  return `mensagem:${r.messageId}`;
}

/** FIFO partial batch (see above); `aoFalhar` gets each group's failed message, for its backoff. Returns the ids to report. */
export async function processarEmGrupos(registros: SQSRecord[], processar: (r: SQSRecord) => Promise<void>, aoFalhar: (r: SQSRecord) => Promise<void> = async () => undefined): Promise<string[]> {
  const grupos = new Map<string, SQSRecord[]>();
  for (const r of registros) {
    const g = grupoDe(r);
    grupos.set(g, [...(grupos.get(g) ?? []), r]);
  }
  const falhas: string[] = [];
  await Promise.all(
    [...grupos.values()].map(async (lista) => {
      for (let i = 0; i < lista.length; i += 1) {
        try {
          await processar(lista[i]!);
        } catch {
          falhas.push(...lista.slice(i).map((m) => m.messageId));
          await aoFalhar(lista[i]!);
          return;
        }
      }
    }),
  );
  return falhas;
}

export interface Tentativa {
  numero: number;
  /** The queue will not deliver it again: the domain records the failure now. */
  ultima: boolean;
}

export interface OpcoesConsumidor<T> {
  fila: Fila["nome"];
  trabalho: z.ZodMiniType<T>;
  /** Throws to have the message come back (a failure that may pass). */
  processar(t: T, tentativa: Tentativa): Promise<void>;
  /** The queue's URL, for the FIFO backoff. */
  url?: () => string;
}

export function consumidorSqs<T>(op: OpcoesConsumidor<T>): (evento: SQSEvent) => Promise<SQSBatchResponse> {
  const fila = FILAS.find((f) => f.nome === op.fila);
  if (!fila) throw new Error(`fila desconhecida: ${op.fila}`);
  const processar = async (r: SQSRecord): Promise<void> => {
    const numero = tentativaDe(r);
    let t: T;
    try {
      const lido = op.trabalho.safeParse(JSON.parse(r.body));
      if (!lido.success) throw new MensagemInvalida(`corpo não é um trabalho de ${op.fila}`);
      t = lido.data;
    } catch (erro) {
      logger.error(`mensagem inválida em ${op.fila} (vai para a DLQ)`, { messageId: r.messageId, tentativa: numero, motivo: (erro as Error).message });
      throw erro instanceof MensagemInvalida ? erro : new MensagemInvalida("corpo não é JSON");
    }
    await op.processar(t, { numero, ultima: numero >= fila.maxTentativas });
  };
  const adiar = async (r: SQSRecord) => {
    const url = op.url?.();
    if (url && r.receiptHandle) await adiarMensagem(url, r.receiptHandle, backoffSegundos(fila, tentativaDe(r)));
  };
  if (!fila.fifo) {
    // With its URL, a standard queue's failed message comes back with the same backoff (not after the whole visibility timeout).
    const comBackoff = op.url
      ? async (r: SQSRecord) => {
          try {
            await processar(r);
          } catch (erro) {
            if (!(erro instanceof MensagemInvalida)) await adiar(r);
            throw erro;
          }
        }
      : processar;
    // A processor per invocation: it keeps the batch's results, and the local runner or a test may run two batches at once.
    // A batch whose every message failed (a welcome waiting for its slip, a provider down) answers
    // each as a failure like any other, instead of throwing: SQS retries the same messages with the
    // backoff set above, and the function's Errors metric (and its alarm) counts defects, not waits.
    return (evento) => processPartialResponse(evento, comBackoff, new BatchProcessor(EventType.SQS), { processInParallel: true, throwOnFullBatchFailure: false });
  }
  return async (evento) => {
    const falhas = await processarEmGrupos(evento.Records, processar, adiar);
    return { batchItemFailures: falhas.map((itemIdentifier) => ({ itemIdentifier })) };
  };
}
