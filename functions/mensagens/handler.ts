/** Lambda entry of the `mensagens` domain: the messaging providers' delivery notices. */
import { dominio } from "../lib/http";
import { receberWebhookMensagens } from "./http/receber-webhook";

export const handler = dominio("mensagens", {
  "POST /api/webhooks/mensagens/{provider}": receberWebhookMensagens,
});
