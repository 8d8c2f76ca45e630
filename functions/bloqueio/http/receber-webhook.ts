/**
 * POST /api/webhooks/bloqueio/{provider}: a lock provider's device confirmations (the signed-notice
 * route: functions/lib/webhook-assinado.ts). Each event is applied once (confirmar.ts); a notice for
 * a command this app has not recorded yet (the job records the acceptance right after the provider
 * answers) is 503, so the provider delivers it again.
 */
import { logger } from "../../lib/logger";
import { rotaWebhookAssinado } from "../../lib/webhook-assinado";
import { aplicarConfirmacao } from "../confirmar";
import { provedorBloqueioDoWebhook } from "../provedores";

export const MSG_WEBHOOK_BLOQUEIO = { provedorDesconhecido: "Provedor de bloqueio não encontrado", tenteDepois: "Comando ainda não registrado: reenvie o aviso" } as const;

export const receberWebhookBloqueio = rotaWebhookAssinado({
  tipo: "bloqueio",
  mensagens: MSG_WEBHOOK_BLOQUEIO,
  provedor: provedorBloqueioDoWebhook,
  async aplicar(provedor, eventos) {
    let adiar = false;
    for (const e of eventos) {
      const r = await aplicarConfirmacao(provedor, e);
      if (r === "desconhecido") adiar = true;
      logger.info("aviso de bloqueio", { provedor, evento: e.eventoId, idProvedor: e.idProvedor, resultado: r });
    }
    return { adiar };
  },
});
