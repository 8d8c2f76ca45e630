/**
 * The consumer of `lock-jobs` (shared/api/filas.ts), a FIFO queue whose message group is the
 * device (IMEI): one device's commands never overtake each other (the loop, its group semantics and
 * the backoff: functions/lib/consumidor-sqs.ts). At the last attempt the command is marked `falhou`
 * (with its event) and the message goes to the DLQ.
 */
import { TrabalhoBloqueio } from "../../../shared/api/filas";
import { consumidorSqs } from "../../lib/consumidor-sqs";
import { logger } from "../../lib/logger";
import { filas } from "../../lib/sqs";
import { executarComando } from "./executar-comando";

export const handler = consumidorSqs({
  fila: "lock-jobs",
  trabalho: TrabalhoBloqueio,
  url: filas.bloqueio,
  async processar(t, tentativa) {
    const resultado = await executarComando(t, { ultimaTentativa: tentativa.ultima });
    logger.info("trabalho de bloqueio", { id: t.id_trabalho, tentativa: tentativa.numero, resultado });
  },
});
