/**
 * Queues and schedules, shared by infra (CDK) and the local runner.
 * `consumidor` names the SQS consumer module under functions/ (exporting `handler`), or null
 * while no consumer is built yet: messages then wait on the queue (and reach the DLQ only
 * after a consumer fails them `maxTentativas` times).
 */
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
