/**
 * POST /api/webhooks/mensagens/{provider}: a messaging provider's signed delivery notices (the
 * signed-notice route: functions/lib/webhook-assinado.ts). Only a provider that sends HTTP notices
 * has one (the simulated messenger); `aws` brings its status through SNS (jobs/status-aws.ts), so
 * its name here answers 404. Each event is applied once by entrega.ts; an event of a message not
 * recorded yet is answered 503, and the provider delivers the notice again.
 */
import { rotaWebhookAssinado } from "../../lib/webhook-assinado";
import { aplicarAvisosDeEntrega } from "../entrega";
import { provedorMensagensDoWebhook } from "../provedores";

export const MSG_WEBHOOK_MENSAGENS = { provedorDesconhecido: "Provedor de mensagens não encontrado" } as const;

export const receberWebhookMensagens = rotaWebhookAssinado({
  tipo: "mensagem",
  mensagens: MSG_WEBHOOK_MENSAGENS,
  provedor: provedorMensagensDoWebhook,
  aplicar: async (provedor, eventos) => ({ adiar: (await aplicarAvisosDeEntrega(provedor, eventos)).desconhecidos.length > 0 }),
});
