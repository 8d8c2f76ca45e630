/**
 * The local stand-in for the EventBridge schedule: runs each scheduled handler at its daily UTC
 * time (shared/api/filas.ts AGENDAMENTOS) and on demand (`executar`, also reachable while
 * `npm start` runs as `POST /__local/agendamentos/<nome>` on the local API).
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ScheduledEvent } from "aws-lambda";
import { AGENDAMENTOS, type Agendamento } from "../../shared/api/filas";

export type HandlerAgendado = (evento: ScheduledEvent, contexto: unknown) => Promise<unknown>;

export interface Agenda {
  nomes(): string[];
  /** `detalhe` becomes the event's `detail` (the routine reads `data` from it, locally only). */
  executar(nome: string, detalhe?: Record<string, unknown>): Promise<unknown>;
  parar(): void;
}

/** Milliseconds from `agora` to the next daily occurrence of the cron's UTC hour and minute. */
export function msAteProxima(cron: Agendamento["cron"], agora = new Date()): number {
  const alvo = new Date(Date.UTC(agora.getUTCFullYear(), agora.getUTCMonth(), agora.getUTCDate(), Number(cron.hour), Number(cron.minute)));
  if (alvo.getTime() <= agora.getTime()) alvo.setUTCDate(alvo.getUTCDate() + 1);
  return alvo.getTime() - agora.getTime();
}

function evento(nome: string, detalhe: Record<string, unknown> = {}): ScheduledEvent {
  return {
    version: "0",
    id: `local-${Date.now()}`,
    "detail-type": "Scheduled Event",
    source: "aws.events",
    account: "000000000000",
    time: new Date().toISOString(),
    region: "us-east-1",
    resources: [`arn:aws:events:us-east-1:000000000000:rule/${nome}`],
    detail: detalhe,
  };
}

export async function iniciarAgenda(sobrepor: Record<string, HandlerAgendado> = {}, agendamentos = AGENDAMENTOS): Promise<Agenda> {
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
    return h(evento(nome, detalhe), { awsRequestId: `local-${Date.now()}`, functionName: `erp-local-${nome}` });
  };
  const agendar = (a: Agendamento) => {
    const t = setTimeout(async () => {
      await executar(a.nome).catch((e: unknown) => console.error(`[agenda] ${a.nome} falhou`, e));
      agendar(a);
    }, msAteProxima(a.cron));
    t.unref();
    timers.push(t);
  };
  for (const a of agendamentos) if (handlers.has(a.nome)) agendar(a);
  return { nomes: () => [...handlers.keys()], executar, parar: () => timers.forEach(clearTimeout) };
}
