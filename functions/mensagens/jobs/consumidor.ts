/**
 * The consumer of `mensagens-jobs` (shared/api/filas.ts; the loop: functions/lib/consumidor-sqs.ts):
 * sends one message on its current channel through the configured provider.
 * - Idempotent per message and channel: a message no longer `pendente` on that channel is skipped,
 *   and the provider's own idempotency key (`<id>:<tentativa>`) never sends it twice.
 * - A message showing slips waits for them to be issued (a slip still `emitindo`: the job comes
 *   back with backoff), then its text is rendered with their linha digitável and Pix; at the last
 *   attempt it leaves without the slips not issued (the customer area has them).
 * - A message of a contract is checked again as it leaves (shared/mensagens/vigencia.ts): one whose
 *   cause is gone (paid, paid off, cancelled, superseded, the lock undone) ends `descartada`; one
 *   made after another of the same contract still on its way waits for it (the contract's messages
 *   leave in the order they were made), except at its last attempt.
 * - A provider refusal (FalhaDefinitiva) fails the channel at once: the next channel is tried (a new
 *   job through the stream) or the message is `falhou`. A failure that may pass comes back with
 *   backoff; at its last attempt the channel is failed the same way.
 */
import { TrabalhoMensagem } from "../../../shared/api/filas";
import { blocoBoleto, textoMensagem } from "../../../shared/mensagens/textos";
import { anteriorACaminho, motivoDescarte } from "../../../shared/mensagens/vigencia";
import { obterContrato, type ContratoComParcelas } from "../../contratos";
import { consumidorSqs, type Tentativa } from "../../lib/consumidor-sqs";
import { logger } from "../../lib/logger";
import { FalhaDefinitiva, FalhaTransitoria } from "../../lib/provedores";
import { filas } from "../../lib/sqs";
import { destinoAtual, type MensagemGravada } from "../entidades";
import { provedorMensagens } from "../provedores";
import { descartar, falharCanal, marcarEnviada, MensagemMudou, mensagensDoContrato, obterMensagem } from "../repo";

/**
 * The text as it leaves: with the slips it shows, once they are issued (at the job's last attempt,
 * with those already issued), and the variables it was written from (with `boletos`, the slips'
 * block: a WhatsApp template takes it as a parameter).
 */
function textoFinal(m: MensagemGravada, c: ContratoComParcelas | undefined, ultima: boolean): { texto: string; assunto: string; variaveis: Record<string, string> } {
  const semBoletos = { texto: m.texto, assunto: m.assunto, variaveis: m.variaveis };
  if (!m.parcelas.length || !c) return semBoletos;
  const todas = c.parcelas.filter((p) => m.parcelas.includes(p.numero_parcela));
  if (!ultima && todas.some((p) => p.boleto_status === "emitindo")) throw new FalhaTransitoria("boleto ainda em emissão");
  const parcelas = todas.filter((p) => p.boleto_status === "emitido");
  if (!parcelas.length) return semBoletos;
  const boletos = parcelas
    .map((p) =>
      blocoBoleto({
        numero: p.numero_parcela,
        qtd: c.contrato.qtd_parcelas,
        vencimento: p.vencimento_boleto ?? p.data_vencimento,
        valorCentavos: p.valor_boleto_centavos ?? p.valor_parcela_centavos,
        linhaDigitavel: p.linha_digitavel,
        pix: p.pix_copia_e_cola,
      }),
    )
    .join("\n\n");
  const variaveis = { ...m.variaveis, boletos };
  return { ...textoMensagem(m.modelo, variaveis), variaveis };
}

export async function processarMensagem(t: TrabalhoMensagem, tentativa: Tentativa): Promise<void> {
  const m = await obterMensagem(t.empresa_id, t.contrato_id, t.mensagem_id);
  if (!m || m.status !== "pendente" || m.tentativa !== t.tentativa) return;
  const d = destinoAtual(m);
  if (!d) return;
  const c = m.empresa_id && m.contrato_id ? await obterContrato(m.empresa_id, m.contrato_id) : undefined;
  if (c) {
    const outras = (await mensagensDoContrato(c.contrato.empresa_id, c.contrato.id)).filter((o) => o.id !== m.id);
    const motivo = motivoDescarte(m, { ...c.contrato, parcelas: c.parcelas }, outras);
    if (motivo) {
      logger.info("mensagem descartada", { mensagem: m.id, modelo: m.modelo, motivo });
      await descartar(m, motivo).catch((erro: unknown) => {
        if (!(erro instanceof MensagemMudou)) throw erro;
      });
      return;
    }
    const anterior = anteriorACaminho(m, outras);
    if (anterior && !tentativa.ultima) throw new FalhaTransitoria(`mensagem anterior do contrato ainda a caminho (${anterior.id})`);
  }
  const provedor = provedorMensagens();
  try {
    const { texto, assunto, variaveis } = textoFinal(m, c, tentativa.ultima);
    const { idProvedor } = await provedor.enviar({ idempotencia: `${m.id}:${m.tentativa}`, canal: d.canal, destino: d.destino, modelo: m.modelo, variaveis, texto, assunto });
    await marcarEnviada(m, provedor.nome, idProvedor, texto).catch((erro: unknown) => {
      // Another delivery of this job recorded it first.
      if (!(erro instanceof MensagemMudou)) throw erro;
    });
  } catch (erro) {
    const definitiva = erro instanceof FalhaDefinitiva;
    logger.warn("envio de mensagem falhou", { mensagem: m.id, canal: d.canal, tentativa: tentativa.numero, definitiva, erro: (erro as Error).name, motivo: (erro as Error).message });
    if (definitiva || tentativa.ultima) {
      const motivo = definitiva ? (erro as Error).message : `Não foi possível enviar após ${tentativa.numero} tentativas`;
      await falharCanal(m, motivo).catch((e: unknown) => {
        if (!(e instanceof MensagemMudou)) throw e;
      });
      return;
    }
    throw erro;
  }
}

export const handler = consumidorSqs({ fila: "mensagens-jobs", trabalho: TrabalhoMensagem, processar: processarMensagem, url: filas.mensagens });
