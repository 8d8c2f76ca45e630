/**
 * The local stand-in for the EventBridge schedule: runs each scheduled handler on demand
 * (`executar`, also reachable while `npm start` runs as `POST /__local/agendamentos/<nome>` on the
 * local API) and, only when asked (`relogioReal`: `npm start`), at its daily UTC time
 * (shared/api/filas.ts AGENDAMENTOS). Test stacks never run on the real clock: a routine that
 * fired mid-suite ran as of the real today over fixtures with fixed dates (a CI run spanning
 * 09:00 UTC failed that way); a test runs the routine as of the day it names.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { randomUUID } from "node:crypto";
import type { ScheduledEvent } from "aws-lambda";
import { resumoDaExecucao } from "../../functions/agenda/resumos";
import { AGENDAMENTOS, type Agendamento } from "../../shared/api/filas";

export type HandlerAgendado = (evento: ScheduledEvent, contexto: unknown) => Promise<unknown>;

export interface Agenda {
  nomes(): string[];
  /** `detalhe` becomes the event's `detail` (the routine reads `data` from it, locally only). */
  executar(nome: string, detalhe?: Record<string, unknown>): Promise<unknown>;
  parar(): void;
}

/** Milliseconds from `agora` to the next occurrence of the cron: every N minutes (`0/N`, hour `*`) or daily at its UTC hour and minute. */
export function msAteProxima(cron: Agendamento["cron"], agora = new Date()): number {
  const cada = /^0\/(\d+)$/.exec(cron.minute);
  if (cada && cron.hour === "*") {
    const passo = Number(cada[1]) * 60_000;
    const inicioDaHora = Date.UTC(agora.getUTCFullYear(), agora.getUTCMonth(), agora.getUTCDate(), agora.getUTCHours());
    return passo - ((agora.getTime() - inicioDaHora) % passo);
  }
  const alvo = new Date(Date.UTC(agora.getUTCFullYear(), agora.getUTCMonth(), agora.getUTCDate(), Number(cron.hour), Number(cron.minute)));
  if (alvo.getTime() <= agora.getTime()) alvo.setUTCDate(alvo.getUTCDate() + 1);
  return alvo.getTime() - agora.getTime();
}

function evento(nome: string, detalhe: Record<string, unknown> = {}): ScheduledEvent {
  return {
    version: "0",
    id: `local-${randomUUID()}`,
    "detail-type": "Scheduled Event",
    source: "aws.events",
    account: "000000000000",
    time: new Date().toISOString(),
    region: "us-east-1",
    resources: [`arn:aws:events:us-east-1:000000000000:rule/${nome}`],
    detail: detalhe,
  };
}

/** A schedule that fanned its work out to a queue (the daily routine: one message per shard). */
interface FanOut {
  dia: string;
  execucao: string;
  shards: number;
}
const ehFanOut = (r: unknown): r is FanOut =>
  typeof r === "object" && r !== null && typeof (r as FanOut).execucao === "string" && typeof (r as FanOut).shards === "number" && typeof (r as FanOut).dia === "string";

const ESPERA_MAXIMA_MS = 5 * 60_000;

/**
 * On demand (tests, demos), the trigger answers when the run is over: it waits until every shard
 * recorded its summary (the queue's consumer runs in the local runner) and answers their sum.
 */
async function esperarFanOut(r: FanOut): Promise<unknown> {
  const limite = Date.now() + ESPERA_MAXIMA_MS;
  for (let espera = 50; ; espera = Math.min(500, espera * 2)) {
    const { shards, resumo } = await resumoDaExecucao(r.execucao, r.dia);
    // The run's summary, as the routine counts it (the run id is in the log of each shard).
    if (shards >= r.shards) return resumo;
    if (Date.now() > limite) throw new Error(`rotina ${r.execucao}: ${shards} de ${r.shards} shards concluídos após ${ESPERA_MAXIMA_MS / 1000} s`);
    await new Promise((ok) => setTimeout(ok, espera));
  }
}

export interface OpcoesAgenda {
  sobrepor?: Record<string, HandlerAgendado>;
  agendamentos?: readonly Agendamento[];
  /** Also run each schedule at its daily time on the machine's clock (npm start only). */
  relogioReal?: boolean;
}

export async function iniciarAgenda({ sobrepor = {}, agendamentos = AGENDAMENTOS, relogioReal = false }: OpcoesAgenda = {}): Promise<Agenda> {
  const handlers = new Map<string, HandlerAgendado>();
  for (const a of agendamentos) {
    const h =
      sobrepor[a.nome] ??
      (a.handler ? ((await import(pathToFileURL(path.resolve("functions", `${a.handler}.ts`)).href)) as { handler: HandlerAgendado }).handler : undefined);
    if (h) handlers.set(a.nome, h);
  }
  const timers: NodeJS.Timeout[] = [];
  const executar = async (nome: string, detalhe?: Record<string, unknown>) => {
    const h = handlers.get(nome);
    if (!h) throw new Error(`Agendamento desconhecido ou ainda sem handler: ${nome}`);
    const r = await h(evento(nome, detalhe), { awsRequestId: `local-${Date.now()}`, functionName: `erp-local-${nome}` });
    return ehFanOut(r) ? esperarFanOut(r) : r;
  };
  const agendar = (a: Agendamento) => {
    const t = setTimeout(async () => {
      await executar(a.nome).catch((e: unknown) => console.error(`[agenda] ${a.nome} falhou`, e));
      agendar(a);
    }, msAteProxima(a.cron));
    t.unref();
    timers.push(t);
  };
  if (relogioReal) for (const a of agendamentos) if (handlers.has(a.nome)) agendar(a);
  return { nomes: () => [...handlers.keys()], executar, parar: () => timers.forEach(clearTimeout) };
}
