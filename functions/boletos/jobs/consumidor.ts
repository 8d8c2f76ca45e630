/**
 * The consumer of `boleto-jobs` (shared/api/filas.ts; the loop: functions/lib/consumidor-sqs.ts):
 * issues slips and writes off charges.
 * - a provider error that may pass (FalhaTransitoria, timeouts, throttling) fails the message, which
 *   comes back after the visibility timeout; at its last attempt the instalment is marked `falhou`
 *   with the reason (the message then goes to the DLQ);
 * - a refusal that will not pass (FalhaDefinitiva) marks `falhou` at once and is acknowledged.
 */
import { TrabalhoBoleto } from "../../../shared/api/filas";
import { marcarFalhaEmissao, marcarFalhaQuitacao } from "../../contratos";
import { consumidorSqs, type Tentativa } from "../../lib/consumidor-sqs";
import { logger } from "../../lib/logger";
import { FalhaDefinitiva } from "../../lib/provedores";
import { provedorPorNome } from "../provedores";
import { emitirBoleto } from "./emitir-boleto";
import { emitirQuitacao } from "./emitir-quitacao";

export async function processarTrabalho(t: TrabalhoBoleto, tentativa: Tentativa): Promise<void> {
  if (t.tipo === "baixar") {
    const provedor = provedorPorNome(t.provedor);
    if (!provedor) {
      logger.error("baixa para provedor desconhecido ignorada", { provedor: t.provedor, idProvedor: t.id_provedor });
      return;
    }
    await provedor.baixar({ empresaId: t.empresa_id, idProvedor: t.id_provedor });
    logger.info("cobrança baixada", { provedor: t.provedor, idProvedor: t.id_provedor });
    return;
  }
  try {
    await (t.tipo === "emitir_quitacao" ? emitirQuitacao(t) : emitirBoleto(t));
  } catch (erro) {
    const definitiva = erro instanceof FalhaDefinitiva;
    logger.warn("emissão de boleto falhou", { trabalho: t.id_trabalho, versao: t.versao, tentativa: tentativa.numero, definitiva, erro: (erro as Error).name, mensagem: (erro as Error).message });
    if (definitiva || tentativa.ultima) {
      const motivo = definitiva ? (erro as Error).message : `Não foi possível emitir após ${tentativa.numero} tentativas: ${(erro as Error).message}`;
      if (t.tipo === "emitir_quitacao") await marcarFalhaQuitacao(t.empresa_id, t.contrato_id, t.versao, motivo);
      else await marcarFalhaEmissao(t.empresa_id, t.contrato_id, t.numero_parcela, t.versao, motivo);
    }
    if (!definitiva) throw erro;
  }
}

export const handler = consumidorSqs({ fila: "boleto-jobs", trabalho: TrabalhoBoleto, processar: processarTrabalho });
