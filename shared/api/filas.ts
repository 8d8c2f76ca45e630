/**
 * Queues, the table's stream consumer and schedules, shared by infra (CDK) and the local runner,
 * plus the job messages' schemas (producer and consumers parse the same shape).
 * `consumidor` names the SQS consumer module under functions/ (exporting `handler`), or null
 * while no consumer is built yet: messages then wait on the queue (and reach the DLQ only
 * after a consumer fails them `maxTentativas` times).
 */
import { z } from "../zod";

export interface Fila {
  nome: "boleto-jobs" | "lock-jobs";
  /** Path under functions/ without extension, e.g. "boletos/jobs/emitir-boleto". */
  consumidor: string | null;
  maxTentativas: number;
  visibilidadeSegundos: number;
  tamanhoLote: number;
}

export const FILAS: readonly Fila[] = [
  { nome: "boleto-jobs", consumidor: null, maxTentativas: 5, visibilidadeSegundos: 60, tamanhoLote: 10 },
  { nome: "lock-jobs", consumidor: null, maxTentativas: 5, visibilidadeSegundos: 60, tamanhoLote: 5 },
];

export interface Agendamento {
  nome: string;
  /** Path under functions/ without extension; null while not built. */
  handler: string | null;
  /** EventBridge cron in UTC. 09:00 UTC = 06:00 in Brasília (no DST since 2019). */
  cron: { minute: string; hour: string };
}

export const AGENDAMENTOS: readonly Agendamento[] = [
  { nome: "rotina-diaria", handler: null, cron: { minute: "0", hour: "9" } },
];

/**
 * The table's DynamoDB Stream (NEW_AND_OLD_IMAGES) feeds ONE consumer: it keeps every aggregate
 * exactly once and is the outbox of the jobs (ARCHITECTURE.md, "DynamoDB"). CDK builds its event
 * source from this; the local poller (scripts/local/fluxo.ts) follows the same numbers.
 */
export interface ConsumidorFluxo {
  /** Path under functions/ without extension. */
  handler: string;
  tamanhoLote: number;
  /** How long Lambda gathers records before invoking (latency vs. invocations). */
  janelaSegundos: number;
  /** Retries of a failing batch (bisected on each error) before it goes to the DLQ. */
  tentativas: number;
  /**
   * Records older than this go to the DLQ instead of being retried. Half the stream's 24 h
   * retention: the DLQ holds only the shard and sequence numbers, so an operator still has
   * 12 h to replay them from the stream.
   */
  idadeMaximaSegundos: number;
}

export const FLUXO_TABELA: ConsumidorFluxo = {
  handler: "fluxo/handler",
  tamanhoLote: 100,
  janelaSegundos: 1,
  tentativas: 10,
  idadeMaximaSegundos: 12 * 3600,
};

/** `boleto-jobs`: issue the slip of one instalment. `id_trabalho` is the idempotency key. */
export const TrabalhoBoleto = z.object({
  tipo: z.literal("emitir"),
  id_trabalho: z.string().min(1).max(80),
  empresa_id: z.string().min(1).max(40),
  contrato_id: z.string().min(1).max(40),
  parcela_id: z.string().min(1).max(60),
  numero_parcela: z.number().int().min(1).max(18),
});
export type TrabalhoBoleto = z.infer<typeof TrabalhoBoleto>;

/**
 * `lock-jobs`: lock or unlock one device (BLOQUEIO.md). Queued by the stream consumer when a
 * lock request item (`pedido_bloqueio`) is created; the lock issue defines who writes it.
 */
export const TrabalhoBloqueio = z.object({
  tipo: z.enum(["bloquear", "desbloquear"]),
  id_trabalho: z.string().min(1).max(80),
  empresa_id: z.string().min(1).max(40),
  pedido_id: z.string().min(1).max(40),
  imei: z.string().regex(/^\d{15}$/),
});
export type TrabalhoBloqueio = z.infer<typeof TrabalhoBloqueio>;
