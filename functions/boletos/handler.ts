/** Lambda entry of the `boletos` domain: the providers' payment notices. */
import { dominio } from "../lib/http";
import { receberWebhook } from "./http/receber-webhook";

export const handler = dominio("boletos", {
  "POST /api/webhooks/boletos/{provider}": receberWebhook,
});
