/**
 * `rotina-jobs` consumer: one shard of the daily routine per message (the schedule's fan-out,
 * functions/agenda/rotina-diaria.ts). rotinaDoShard is idempotent, so a redelivered or retried
 * shard changes nothing more; its summary item is overwritten, never added twice.
 */
import type { SQSBatchResponse, SQSEvent } from "aws-lambda";
import { TrabalhoRotina } from "../../shared/api/filas";
import { auditoria, logger } from "../lib/logger";
import { gravarResumoShard } from "./resumos";
import { rotinaDoShard } from "./rotina";

export const handler = async (evento: SQSEvent): Promise<SQSBatchResponse> => {
  const falhas: { itemIdentifier: string }[] = [];
  for (const m of evento.Records) {
    let trabalho: TrabalhoRotina;
    try {
      trabalho = TrabalhoRotina.parse(JSON.parse(m.body));
    } catch {
      // Malformed: retrying cannot fix it; it reaches the DLQ after maxTentativas for inspection.
      logger.error("trabalho da rotina malformado", { messageId: m.messageId });
      falhas.push({ itemIdentifier: m.messageId });
      continue;
    }
    try {
      const resumo = await rotinaDoShard(trabalho.shard, trabalho.dia, trabalho.empresa_id);
      await gravarResumoShard(trabalho.execucao, trabalho.shard, resumo);
      auditoria("rotina_diaria", { ...resumo, shard: trabalho.shard, execucao: trabalho.execucao });
    } catch (erro) {
      logger.error("shard da rotina falhou", { shard: trabalho.shard, dia: trabalho.dia, execucao: trabalho.execucao, erro: (erro as Error).name, mensagem: (erro as Error).message });
      falhas.push({ itemIdentifier: m.messageId });
    }
  }
  return { batchItemFailures: falhas };
};
