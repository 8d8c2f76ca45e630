/**
 * The consumer of `boleto-jobs` (shared/api/filas.ts): issues slips and writes off charges. Powertools'
 * BatchProcessor reports each failed message alone (partial batch failures), so one bad message
 * never holds its batch back:
 * - a message that is not a job (poison) fails every attempt and reaches the DLQ after the queue's
 *   max receives;
 * - a provider error that may pass (FalhaTransitoria, timeouts, throttling) fails the message, which
 *   comes back after the visibility timeout; at its last attempt the instalment is marked `falhou`
 *   with the reason (the message then goes to the DLQ);
 * - a refusal that will not pass (FalhaDefinitiva) marks `falhou` at once and is acknowledged.
 */
import { BatchProcessor, EventType, processPartialResponse } from "@aws-lambda-powertools/batch";
import type { SQSBatchResponse, SQSEvent, SQSRecord } from "aws-lambda";
import { FILAS, TrabalhoBoleto } from "../../../shared/api/filas";
import { marcarFalhaEmissao, marcarFalhaQuitacao } from "../../contratos";
import { logger } from "../../lib/logger";
import { provedorPorNome } from "../provedores";
import { FalhaDefinitiva } from "../provedores/porta";
import { emitirBoleto } from "./emitir-boleto";
import { emitirQuitacao } from "./emitir-quitacao";

const MAX_TENTATIVAS = FILAS.find((f) => f.nome === "boleto-jobs")?.maxTentativas ?? 5;

export class MensagemInvalida extends Error {
  override name = "MensagemInvalida";
}

function lerTrabalho(r: SQSRecord): TrabalhoBoleto {
  let bruto: unknown;
  try {
    bruto = JSON.parse(r.body);
  } catch {
    throw new MensagemInvalida("corpo não é JSON");
  }
  const t = TrabalhoBoleto.safeParse(bruto);
  if (!t.success) throw new MensagemInvalida("corpo não é um trabalho de boleto");
  return t.data;
}

export async function processarMensagem(r: SQSRecord): Promise<void> {
  const tentativa = Number(r.attributes?.ApproximateReceiveCount ?? "1");
  let t: TrabalhoBoleto;
  try {
    t = lerTrabalho(r);
  } catch (erro) {
    logger.error("mensagem inválida em boleto-jobs (vai para a DLQ)", { messageId: r.messageId, tentativa, motivo: (erro as Error).message });
    throw erro;
  }
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
    const ultima = tentativa >= MAX_TENTATIVAS;
    logger.warn("emissão de boleto falhou", { trabalho: t.id_trabalho, versao: t.versao, tentativa, definitiva, erro: (erro as Error).name, mensagem: (erro as Error).message });
    if (definitiva || ultima) {
      const motivo = definitiva ? (erro as Error).message : `Não foi possível emitir após ${tentativa} tentativas: ${(erro as Error).message}`;
      if (t.tipo === "emitir_quitacao") await marcarFalhaQuitacao(t.empresa_id, t.contrato_id, t.versao, motivo);
      else await marcarFalhaEmissao(t.empresa_id, t.contrato_id, t.numero_parcela, t.versao, motivo);
    }
    if (!definitiva) throw erro;
  }
}

// A processor per invocation: it keeps the batch's results, and the local runner or a test may run two batches at once.
export const handler = async (evento: SQSEvent): Promise<SQSBatchResponse> =>
  processPartialResponse(evento, processarMensagem, new BatchProcessor(EventType.SQS), { processInParallel: true });
