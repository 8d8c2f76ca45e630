/**
 * Scheduled handler of `rotina-diaria` (shared/api/filas.ts AGENDAMENTOS: 06:00 Brasília).
 *
 * Fan-out: it sends one `rotina-jobs` message per shard of the open-instalments index (16) and
 * returns; each shard runs in its own consumer invocation (functions/agenda/consumidor.ts →
 * rotinaDoShard, idempotent) and records its summary under the run (`execucao`, resumos.ts). So the
 * day's work grows by adding invocations, never by one Lambda running longer; a failed shard is
 * retried by SQS on its own and lands in the DLQ after 3 attempts without holding the others. A
 * retry of the scheduled event (EventBridge retries, same event id) sends the same shards again:
 * they change nothing more and overwrite their own summaries.
 *
 * The day: Brasília's today. Only the local runner may pass another (`detail.data`, from
 * `POST /__local/agendamentos/rotina-diaria` with `{ "data": "YYYY-MM-DD" }`); in AWS the field is
 * ignored (APP_ENV is "dev" or "prod" there, never "local" or "test"), so nobody can run the routine as of another day there.
 */
import type { ScheduledEvent } from "aws-lambda";
import { hojeBrasil, dataIsoValida } from "../../shared/br/datas";
import { ambiente } from "../lib/env";
import { TrabalhoRotina } from "../../shared/api/filas";
import { shardsVencimento } from "../lib/db/keys";
import { novoId } from "../lib/ids";
import { auditoria } from "../lib/logger";
import { enfileirar, filas } from "../lib/sqs";
import { agora as agoraDoNegocio } from "../../shared/relogio";
/** The local runner (`npm start`) and the tests; AWS environments are infra/config.ts's "dev" and "prod". */
const AMBIENTES_LOCAIS = new Set(["local", "test"]);

/**
 * The day the routine runs as of (see above) and, locally only, one company to run it for
 * (`detail.empresa_id`: integration tests share one table and must not move each other's data).
 */
export function pedidoDaRotina(evento: Pick<ScheduledEvent, "detail"> | undefined, agora = agoraDoNegocio()): { dia: string; empresaId?: string } {
  const detalhe = (evento?.detail ?? {}) as { data?: unknown; empresa_id?: unknown };
  const local = AMBIENTES_LOCAIS.has(ambiente().APP_ENV);
  const dia = local && typeof detalhe.data === "string" && dataIsoValida(detalhe.data) ? detalhe.data : hojeBrasil(agora);
  const empresaId = local && typeof detalhe.empresa_id === "string" && /^[0-9A-Z]{1,40}$/.test(detalhe.empresa_id) ? detalhe.empresa_id : undefined;
  return { dia, ...(empresaId ? { empresaId } : {}) };
}

export interface RotinaEnfileirada {
  dia: string;
  execucao: string;
  shards: number;
}

/** Sends the run's shards to `rotina-jobs` (throws if any could not be sent: EventBridge retries the whole run). */
export async function enfileirarRotina(dia: string, execucao: string, empresaId?: string): Promise<RotinaEnfileirada> {
  const shards = shardsVencimento();
  const url = filas.rotina();
  if (!url) throw new Error("fila rotina-jobs sem URL configurada");
  const trabalhos = shards.map((shard) => {
    const corpo = TrabalhoRotina.parse({ tipo: "rotina_shard", id_trabalho: `rotina:${execucao}:${shard}`, execucao, dia, shard, ...(empresaId ? { empresa_id: empresaId } : {}) });
    return { id: corpo.id_trabalho, corpo };
  });
  const falhas = await enfileirar(url, trabalhos);
  if (falhas) throw new Error(`${falhas} shard(s) da rotina não enviados`);
  auditoria("rotina_diaria_enfileirada", { dia, execucao, shards: shards.length, ...(empresaId ? { empresaId } : {}) });
  return { dia, execucao, shards: shards.length };
}

/** The run's id: the scheduled event's (a retry of the same event is the same run). */
const execucaoDoEvento = (evento: Pick<ScheduledEvent, "id"> | undefined) => (evento?.id && /^[\w:-]{1,80}$/.test(evento.id) ? evento.id : novoId());

export const handler = async (evento: ScheduledEvent): Promise<RotinaEnfileirada> => {
  const { dia, empresaId } = pedidoDaRotina(evento);
  return enfileirarRotina(dia, execucaoDoEvento(evento), empresaId);
};
