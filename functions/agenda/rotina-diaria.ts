/**
 * Scheduled handler of `rotina-diaria` (shared/api/filas.ts AGENDAMENTOS: 06:00 Brasília).
 *
 * Fan-out: the 16 shards of the open-instalments index run in parallel inside this Lambda, four
 * at a time, each with at most 8 contracts in flight (functions/agenda/rotina.ts). Why not one SQS
 * message per shard: the shard is already the unit (rotinaDoShard is idempotent and a queue
 * consumer could call it as is), but the work per shard is small at this product's scale (the
 * bench's 10,000 open instalments are ~600 per shard, mostly one Query and one read per contract),
 * a queue would need the schedule to send, a consumer to dispatch and a second place to gather the
 * day's summary, and EventBridge already retries a failed invocation (retryAttempts 2) — a re-run
 * repeats nothing. When the day outgrows the 5-minute timeout, the handler sends `{ shard, dia }`
 * jobs to `boleto-jobs` instead and its consumer calls rotinaDoShard.
 *
 * The day: Brasília's today. Only the local runner may pass another (`detail.data`, from
 * `POST /__local/agendamentos/rotina-diaria` with `{ "data": "YYYY-MM-DD" }`); in AWS the field is
 * ignored (APP_ENV is "dev" or "prod" there, never "local" or "test"), so nobody can run the routine as of another day there.
 */
import type { ScheduledEvent } from "aws-lambda";
import { hojeBrasil, dataIsoValida } from "../../shared/br/datas";
import { ambiente } from "../lib/env";
import { shardsVencimento } from "../lib/db/keys";
import { auditoria } from "../lib/logger";
import { rotinaDoShard, somarResumos, type ResumoRotina } from "./rotina";
import { emParalelo } from "./paralelo";

const SHARDS_POR_VEZ = 4;
/** The local runner (`npm start`) and the tests; AWS environments are infra/config.ts's "dev" and "prod". */
const AMBIENTES_LOCAIS = new Set(["local", "test"]);

/**
 * The day the routine runs as of (see above) and, locally only, one company to run it for
 * (`detail.empresa_id`: integration tests share one table and must not move each other's data).
 */
export function pedidoDaRotina(evento: Pick<ScheduledEvent, "detail"> | undefined, agora = new Date()): { dia: string; empresaId?: string } {
  const detalhe = (evento?.detail ?? {}) as { data?: unknown; empresa_id?: unknown };
  const local = AMBIENTES_LOCAIS.has(ambiente().APP_ENV);
  const dia = local && typeof detalhe.data === "string" && dataIsoValida(detalhe.data) ? detalhe.data : hojeBrasil(agora);
  const empresaId = local && typeof detalhe.empresa_id === "string" && /^[0-9A-Z]{1,40}$/.test(detalhe.empresa_id) ? detalhe.empresa_id : undefined;
  return { dia, ...(empresaId ? { empresaId } : {}) };
}

export async function executarRotina(dia: string, empresaId?: string): Promise<ResumoRotina> {
  const partes = await emParalelo(shardsVencimento(), SHARDS_POR_VEZ, (s) => rotinaDoShard(s, dia, empresaId));
  const resumo = somarResumos(dia, partes);
  auditoria("rotina_diaria", { ...resumo });
  return resumo;
}

export const handler = async (evento: ScheduledEvent): Promise<ResumoRotina> => {
  const { dia, empresaId } = pedidoDaRotina(evento);
  return executarRotina(dia, empresaId);
};
