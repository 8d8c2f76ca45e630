/**
 * Scheduled handler of `liberar-mensagens` (shared/api/filas.ts AGENDAMENTOS: every 15 minutes):
 * each message that waited for the hours a person may be reached (`agendada`, the sparse index of
 * keys.ts `mensagemAgendada`) and whose time came goes `pendente`; the stream then queues its job.
 * Idempotent: a message already released is skipped by its condition.
 */
import type { ScheduledEvent } from "aws-lambda";
import { ambiente } from "../../lib/env";
import { logger } from "../../lib/logger";
import { agendadasAte, liberar } from "../repo";
import { agora as agoraDoNegocio } from "../../../shared/relogio";

const LOTE = 100;

/** Releases every message due by `agora` (`empresaId`: local runs only, tests share one table). */
export async function liberarAgendadas(agora: Date, empresaId?: string): Promise<{ liberadas: number }> {
  let liberadas = 0;
  for (let volta = 0; volta < 1000; volta += 1) {
    const lote = await agendadasAte(agora.toISOString(), LOTE, empresaId);
    let mudou = 0;
    for (const m of lote) if (await liberar(m)) mudou += 1;
    liberadas += mudou;
    if (lote.length < LOTE || mudou === 0) break;
  }
  if (liberadas) logger.info("mensagens agendadas liberadas", { liberadas });
  return { liberadas };
}

/** Locally only (tests, demos): `detail.agora` (ISO instant) and `detail.empresa_id`; in AWS always now, every company. */
export const handler = async (evento: ScheduledEvent): Promise<{ liberadas: number }> => {
  const detalhe = (evento?.detail ?? {}) as { agora?: unknown; empresa_id?: unknown };
  const local = ["local", "test"].includes(ambiente().APP_ENV);
  const agora = local && typeof detalhe.agora === "string" && !Number.isNaN(Date.parse(detalhe.agora)) ? new Date(detalhe.agora) : agoraDoNegocio();
  const empresaId = local && typeof detalhe.empresa_id === "string" ? detalhe.empresa_id : undefined;
  return liberarAgendadas(agora, empresaId);
};
