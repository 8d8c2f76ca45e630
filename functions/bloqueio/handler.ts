/** Lambda entry of the `bloqueio` domain: the manual lock actions and the lock providers' device confirmations. */
import { dominio } from "../lib/http";
import { pedirBloqueio } from "./http/pedir-bloqueio";
import { receberWebhookBloqueio } from "./http/receber-webhook";

export const handler = dominio("bloqueio", {
  "POST /api/contratos/{id}/bloqueio": pedirBloqueio,
  "POST /api/webhooks/bloqueio/{provider}": receberWebhookBloqueio,
});
