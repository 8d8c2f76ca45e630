/**
 * POST /api/webhooks/mensagens/{provider}: a messaging provider's delivery notices (the signed-notice
 * route: functions/lib/webhook-assinado.ts). Each event names the provider's message id: guard →
 * message → its status, applied once (the event id is written in the same transaction: repo.ts
 * aplicarEntrega). A notice may arrive before the send that caused it is recorded (the provider
 * answers fast; the guard is written just after): a message not known yet is answered 503, and the
 * provider delivers the notice again.
 */
import { logger } from "../../lib/logger";
import { rotaWebhookAssinado } from "../../lib/webhook-assinado";
import { provedorMensagensDoWebhook } from "../provedores";
import { aplicarEntrega, mensagemDoProvedor, obterMensagem } from "../repo";

export const MSG_WEBHOOK_MENSAGENS = {
  provedorDesconhecido: "Provedor de mensagens não encontrado",
  naoAutentico: "Aviso sem assinatura válida",
  corpoGrande: "Aviso grande demais",
  corpoInvalido: "Aviso em formato inválido",
  tenteDepois: "Aviso não pôde ser lido agora: reenvie",
} as const;

export const receberWebhookMensagens = rotaWebhookAssinado({
  tipo: "mensagem",
  mensagens: MSG_WEBHOOK_MENSAGENS,
  provedor: provedorMensagensDoWebhook,
  async aplicar(provedor, eventos) {
    let adiar = false;
    for (const e of eventos) {
      const g = await mensagemDoProvedor(provedor, e.idProvedor);
      const m = g && (await obterMensagem(g.empresa_id, g.contrato_id, g.mensagem_id));
      if (!g || !m) {
        logger.warn("aviso de mensagem ainda desconhecida (reenviar)", { provedor, idProvedor: e.idProvedor, evento: e.eventoId });
        adiar = true;
        continue;
      }
      const r = await aplicarEntrega(m, g.tentativa, { provedor, eventoId: e.eventoId, status: e.status, motivo: e.motivo });
      logger.info("aviso de mensagem aplicado", { provedor, evento: e.eventoId, mensagem: m.id, status: e.status, resultado: r });
    }
    return { adiar };
  },
});
