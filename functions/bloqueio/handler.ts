/** Lambda entry of the `bloqueio` domain: the lock providers' device confirmations. */
import { dominio } from "../lib/http";
import { receberWebhookBloqueio } from "./http/receber-webhook";

export const handler = dominio("bloqueio", {
  "POST /api/webhooks/bloqueio/{provider}": receberWebhookBloqueio,
});
