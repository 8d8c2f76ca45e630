/**
 * The consumer of `lock-jobs` (shared/api/filas.ts), a FIFO queue whose message group is the
 * device (IMEI): one device's commands never overtake each other. Within a batch, the messages
 * of one group are processed in order and a group stops at its first failure: that message and
 * the rest of its group are reported as failures (AWS's rule for FIFO partial batch responses),
 * while other groups go on in parallel.
 * - a failure that may pass comes back with backoff: the message's visibility is set to
 *   2^(attempt) × BASE seconds (capped) instead of the queue's timeout;
 * - at the last attempt the command is marked `falhou` (with its event) and the message goes to
 *   the DLQ; a message that is not a job (poison) fails every attempt and reaches the DLQ.
 */
import type { SQSBatchResponse, SQSEvent, SQSRecord } from "aws-lambda";
import { FILAS, TrabalhoBloqueio } from "../../../shared/api/filas";
import { ambiente } from "../../lib/env";
import { logger } from "../../lib/logger";
import { adiarMensagem } from "../../lib/sqs";
import { executarComando } from "./executar-comando";

const FILA = FILAS.find((f) => f.nome === "lock-jobs");
const MAX_TENTATIVAS = FILA?.maxTentativas ?? 5;
/** Backoff of attempt n: BASE·2^(n-1) s, capped at the queue's visibility timeout. */
export const BACKOFF_BASE_S = 5;
export const backoffSegundos = (tentativa: number) => Math.min(FILA?.visibilidadeSegundos ?? 60, BACKOFF_BASE_S * 2 ** Math.max(0, tentativa - 1));

export class MensagemInvalida extends Error {
  override name = "MensagemInvalida";
}

function lerTrabalho(r: SQSRecord): TrabalhoBloqueio {
  let bruto: unknown;
  try {
    bruto = JSON.parse(r.body);
  } catch {
    throw new MensagemInvalida("corpo não é JSON");
  }
  const t = TrabalhoBloqueio.safeParse(bruto);
  if (!t.success) throw new MensagemInvalida("corpo não é um trabalho de bloqueio");
  return t.data;
}

const tentativaDe = (r: SQSRecord) => Number(r.attributes?.ApproximateReceiveCount ?? "1");

export async function processarMensagem(r: SQSRecord): Promise<void> {
  const tentativa = tentativaDe(r);
  let t: TrabalhoBloqueio;
  try {
    t = lerTrabalho(r);
  } catch (erro) {
    logger.error("mensagem inválida em lock-jobs (vai para a DLQ)", { messageId: r.messageId, tentativa, motivo: (erro as Error).message });
    throw erro;
  }
  const resultado = await executarComando(t, { ultimaTentativa: tentativa >= MAX_TENTATIVAS });
  logger.info("trabalho de bloqueio", { id: t.id_trabalho, tentativa, resultado });
}

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

/**
 * FIFO partial batch: groups in parallel, each group's messages in order; a group stops at its
 * first failure, which is reported with every later message of its group (`aoFalhar` gets the
 * failed one, for its backoff). Returns the ids to report as failures.
 */
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

async function adiar(r: SQSRecord): Promise<void> {
  const url = ambiente().QUEUE_URL_LOCK_JOBS;
  if (url && r.receiptHandle) await adiarMensagem(url, r.receiptHandle, backoffSegundos(tentativaDe(r)));
}

export const handler = async (evento: SQSEvent): Promise<SQSBatchResponse> => {
  const falhas = await processarEmGrupos(evento.Records, processarMensagem, adiar);
  return { batchItemFailures: falhas.map((itemIdentifier) => ({ itemIdentifier })) };
};
