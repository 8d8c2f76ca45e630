/**
 * Queues, the table's stream consumer and schedules, shared by infra (CDK) and the local runner,
 * plus the job messages' schemas (producer and consumers parse the same shape).
 * `consumidor` names the SQS consumer module under functions/ (exporting `handler`), or null
 * while no consumer is built yet: messages then wait on the queue (and reach the DLQ only
 * after a consumer fails them `maxTentativas` times).
 */
import * as z from "../zod";
import { preguicoso } from "../preguicoso";
import { ACOES_COMANDO } from "../bloqueio/schemas";

export interface Fila {
  nome: "boleto-jobs" | "lock-jobs" | "rotina-jobs" | "mensagens-jobs";
  /** Path under functions/ without extension, e.g. "boletos/jobs/emitir-boleto". */
  consumidor: string | null;
  maxTentativas: number;
  visibilidadeSegundos: number;
  tamanhoLote: number;
  /** At most this many consumer invocations at once (SQS event source maxConcurrency, ≥ 2; the local runner runs as many pollers). Absent: Lambda's default scaling, one local poller. */
  concorrencia?: number;
  /** FIFO queue (name ends in `.fifo`): jobs carry a message group (the device) and are delivered in order within it. */
  fifo?: boolean;
}

export const FILAS: readonly Fila[] = [
  { nome: "boleto-jobs", consumidor: "boletos/jobs/consumidor", maxTentativas: 5, visibilidadeSegundos: 60, tamanhoLote: 10 },
  { nome: "lock-jobs", consumidor: "bloqueio/jobs/consumidor", maxTentativas: 5, visibilidadeSegundos: 60, tamanhoLote: 5, fifo: true },
  // One shard of the daily routine per message (functions/agenda/consumidor.ts): a 5-minute consumer (a sixth of the visibility).
  // Four shards at a time: bounds the calls to the boleto provider's status API during reconciliation.
  { nome: "rotina-jobs", consumidor: "agenda/consumidor", maxTentativas: 3, visibilidadeSegundos: 1800, tamanhoLote: 1, concorrencia: 4 },
  // One message to one channel per job (functions/mensagens/jobs/consumidor.ts); a failure comes back with backoff (5 s·2^n).
  { nome: "mensagens-jobs", consumidor: "mensagens/jobs/consumidor", maxTentativas: 6, visibilidadeSegundos: 120, tamanhoLote: 10 },
];

export interface Agendamento {
  nome: string;
  /** Path under functions/ without extension; null while not built. */
  handler: string | null;
  /**
   * EventBridge cron in UTC: a daily time (`{ minute: "0", hour: "9" }`; 09:00 UTC = 06:00 in
   * Brasília, no DST since 2019) or every N minutes (`{ minute: "0/15", hour: "*" }`).
   */
  cron: { minute: string; hour: string };
  /** The handler talks to the lock provider (its URL and secret are bound to it). */
  provedorBloqueio?: boolean;
}

export const AGENDAMENTOS: readonly Agendamento[] = [
  { nome: "rotina-diaria", handler: "agenda/rotina-diaria", cron: { minute: "0", hour: "9" } },
  // A device command accepted and not confirmed: asked again after 30 minutes, given up after 24 hours.
  { nome: "verificar-comandos", handler: "bloqueio/jobs/verificar-comandos", cron: { minute: "0/15", hour: "*" }, provedorBloqueio: true },
  // Messages that waited for the hours a person may be reached (shared/mensagens/horario.ts) leave when they come.
  { nome: "liberar-mensagens", handler: "mensagens/jobs/liberar-agendadas", cron: { minute: "0/15", hour: "*" } },
];

/** The instant the daily routine of Brasília day `dia` runs (its AGENDAMENTOS cron, in UTC): the hours of its messages count from it. */
export function instanteDaRotina(dia: string): Date {
  const { cron } = AGENDAMENTOS.find((a) => a.nome === "rotina-diaria")!;
  return new Date(`${dia}T${cron.hour.padStart(2, "0")}:${cron.minute.padStart(2, "0")}:00Z`);
}

/**
 * The table's DynamoDB Stream (NEW_AND_OLD_IMAGES) feeds TWO consumers (docs/arquitetura.md,
 * "DynamoDB"; AWS recommends at most two Lambda consumers per stream shard, so there is no room
 * for a third — a third reader would take an EventBridge Pipe or Kinesis):
 * - FLUXO_TABELA keeps every aggregate exactly once, folding a batch's deltas per aggregate item;
 * - FLUXO_SAIDAS is the outbox: it queues the slip, lock and message jobs a committed change causes, on
 *   a path of its own, so a customer's slip never waits behind the dashboard's aggregates.
 * CDK builds one event source (and DLQ) for each from this; the local stack runs one poller for
 * each (scripts/local/fluxo.ts) with the same numbers.
 */
export interface ConsumidorFluxo {
  /** Names its CDK constructs and its local poller. */
  nome: "agregados" | "saidas";
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
  /** The queues it sends to (FILAS names): infra grants the send and passes their URLs. */
  filas: readonly Fila["nome"][];
}

/**
 * The aggregates: a batch of up to 100 records becomes a few transactions (each at most
 * TransactWriteItems' 100 items), so a 1 s window gathering a full batch costs little latency
 * and saves most of the writes.
 */
export const FLUXO_TABELA: ConsumidorFluxo = {
  nome: "agregados",
  handler: "fluxo/handler",
  tamanhoLote: 100,
  janelaSegundos: 1,
  tentativas: 10,
  idadeMaximaSegundos: 12 * 3600,
  filas: [],
};

/**
 * The outbox: no batching window (a job leaves as soon as its record is read; Lambda polls each
 * shard about four times a second), and a batch is one BatchGetItem, a few SendMessageBatch calls
 * and a few BatchWriteItem calls, so 100 records still fit well within its 60 s timeout.
 */
export const FLUXO_SAIDAS: ConsumidorFluxo = {
  nome: "saidas",
  handler: "fluxo/saidas-handler",
  tamanhoLote: 100,
  janelaSegundos: 0,
  tentativas: 10,
  idadeMaximaSegundos: 12 * 3600,
  filas: ["boleto-jobs", "lock-jobs", "mensagens-jobs"],
};

export const CONSUMIDORES_FLUXO: readonly ConsumidorFluxo[] = [FLUXO_TABELA, FLUXO_SAIDAS];

/**
 * `boleto-jobs` (consumer functions/boletos/jobs/consumidor.ts). `id_trabalho` is the idempotency key.
 * - `emitir`: issue version `versao` of one instalment's slip (1 at the sale, +1 per re-issue);
 *   the consumer issues each version of an instalment once, ever.
 * - `baixar`: write off a charge at its provider (paid by hand, cancelled, or replaced by a re-issue).
 */
export const TrabalhoEmitirBoleto = preguicoso(() => z.object({
  tipo: z.literal("emitir"),
  id_trabalho: z.string().check(z.minLength(1), z.maxLength(80)),
  empresa_id: z.string().check(z.minLength(1), z.maxLength(40)),
  contrato_id: z.string().check(z.minLength(1), z.maxLength(40)),
  parcela_id: z.string().check(z.minLength(1), z.maxLength(60)),
  numero_parcela: z.number().check(z.int(), z.gte(1), z.lte(18)),
  versao: z.number().check(z.int(), z.gte(1), z.lte(1000)),
}));
export const TrabalhoBaixarBoleto = preguicoso(() => z.object({
  tipo: z.literal("baixar"),
  id_trabalho: z.string().check(z.minLength(1), z.maxLength(120)),
  empresa_id: z.string().check(z.minLength(1), z.maxLength(40)),
  provedor: z.string().check(z.minLength(1), z.maxLength(30)),
  id_provedor: z.string().check(z.minLength(1), z.maxLength(80)),
}));
/** `emitir_quitacao`: issue version `versao` of a contract's payoff slip (functions/contratos/quitacao.ts), once. */
export const TrabalhoEmitirQuitacao = preguicoso(() => z.object({
  tipo: z.literal("emitir_quitacao"),
  id_trabalho: z.string().check(z.minLength(1), z.maxLength(80)),
  empresa_id: z.string().check(z.minLength(1), z.maxLength(40)),
  contrato_id: z.string().check(z.minLength(1), z.maxLength(40)),
  versao: z.number().check(z.int(), z.gte(1), z.lte(100_000)),
}));
export const TrabalhoBoleto = preguicoso(() => z.discriminatedUnion("tipo", [TrabalhoEmitirBoleto, TrabalhoBaixarBoleto, TrabalhoEmitirQuitacao]));
export type TrabalhoEmitirQuitacao = z.infer<typeof TrabalhoEmitirQuitacao>;
export type TrabalhoBoleto = z.infer<typeof TrabalhoBoleto>;
export type TrabalhoEmitirBoleto = z.infer<typeof TrabalhoEmitirBoleto>;

/**
 * `lock-jobs` (a FIFO queue: message group = the IMEI, so one device's commands are delivered in
 * order; consumer functions/bloqueio/jobs/consumidor.ts): one command to one device
 * (shared/bloqueio/schemas.ts). Queued by the stream consumer when a `comando_aparelho` item is
 * created (functions/contratos/aparelho.ts); the job reads the command by (empresa, contrato, seq)
 * and skips a lock or unlock when a newer command of the contract exists.
 */
export const TrabalhoBloqueio = preguicoso(() => z.object({
  tipo: z.enum(ACOES_COMANDO),
  id_trabalho: z.string().check(z.minLength(1), z.maxLength(80)),
  empresa_id: z.string().check(z.minLength(1), z.maxLength(40)),
  contrato_id: z.string().check(z.minLength(1), z.maxLength(40)),
  seq: z.number().check(z.int(), z.gte(1)),
  imei: z.string().check(z.regex(/^\d{15}$/)),
}));
export type TrabalhoBloqueio = z.infer<typeof TrabalhoBloqueio>;

/**
 * `rotina-jobs`: one shard of the daily routine as of `dia` (functions/agenda/rotina.ts
 * rotinaDoShard, idempotent). The schedule sends one per shard; `execucao` names the run (its
 * shards' summaries are kept under it). `empresa_id`: local runs only (tests share one table).
 */
export const TrabalhoRotina = preguicoso(() => z.object({
  tipo: z.literal("rotina_shard"),
  id_trabalho: z.string().check(z.minLength(1), z.maxLength(120)),
  execucao: z.string().check(z.minLength(1), z.maxLength(80)),
  dia: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  shard: z.string().check(z.regex(/^\d{2}$/)),
  empresa_id: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
}));
export type TrabalhoRotina = z.infer<typeof TrabalhoRotina>;

/**
 * `mensagens-jobs` (consumer functions/mensagens/jobs/consumidor.ts): send message `mensagem_id`
 * on its channel number `tentativa` (functions/mensagens/entidades.ts). Queued by the stream
 * consumer when a message becomes `pendente` (written so, released from `agendada`, or moved to
 * its next channel); the consumer sends only a message still `pendente` at that channel, so a
 * repeated job sends nothing twice.
 */
export const TrabalhoMensagem = preguicoso(() => z.object({
  tipo: z.literal("enviar"),
  id_trabalho: z.string().check(z.minLength(1), z.maxLength(120)),
  empresa_id: z.nullable(z.string().check(z.minLength(1), z.maxLength(40))),
  contrato_id: z.nullable(z.string().check(z.minLength(1), z.maxLength(40))),
  mensagem_id: z.string().check(z.minLength(1), z.maxLength(40)),
  tentativa: z.number().check(z.int(), z.gte(0), z.lte(10)),
}));
export type TrabalhoMensagem = z.infer<typeof TrabalhoMensagem>;
