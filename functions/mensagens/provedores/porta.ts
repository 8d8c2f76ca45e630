/**
 * The messaging provider port (issue 31 item 1), like the boleto and lock ones: send
 * `{ canal, destino, modelo, variaveis }` (with the text rendered from them) and receive delivery
 * status (`entregue`, `lida`, `falhou` with the reason). Adapters, chosen by configuration
 * (`MENSAGENS_PROVEDOR`):
 * - `simulado` (local and tests): an inbox per destination; its status comes back as signed
 *   notices to POST /api/webhooks/mensagens/simulado (`lerWebhook`);
 * - `aws`: WhatsApp through AWS End User Messaging Social, SMS through AWS End User Messaging SMS,
 *   e-mail through SES v2 (aws.ts); its status comes back through the services' event
 *   destinations, an SNS topic read by a Lambda of its own (jobs/status-aws.ts), never an HTTP
 *   route: it has no `lerWebhook`, so its webhook answers 404.
 * Both end in the same function that applies a status once (entrega.ts).
 *
 * `enviar` is idempotent as far as the provider allows: the same `idempotencia` never sends twice
 * with `simulado`; the AWS calls take no idempotency key, so with `aws` a job that crashed between
 * the service's answer and the record of it sends again (at least once; the consumer skips a
 * message already recorded as sent). It answers the provider's id of the message, which its
 * notices name. `variaveis` carry `boletos` (the slips' block) once the slips are issued.
 */
import type { Canal, Modelo } from "../../../shared/mensagens/schemas";

export type NomeProvedorMensagens = "simulado" | "aws";

export interface PedidoEnvio {
  /** `<mensagemId>:<tentativa>`: one send per message and channel. */
  idempotencia: string;
  canal: Canal;
  /** National phone digits or an e-mail address. */
  destino: string;
  modelo: Modelo;
  variaveis: Record<string, string>;
  texto: string;
  assunto: string;
}

export interface EventoEntrega {
  /** Unique per status of a message: a repeat of it changes nothing (repo.ts aplicarEntrega). */
  eventoId: string;
  /** The provider's id of the message, as `enviar` answered it. */
  idProvedor: string;
  /** Other ids the notice names the message by, tried when `idProvedor` is not known (WhatsApp: Meta's wamid). */
  outrosIds?: string[];
  status: "entregue" | "lida" | "falhou";
  motivo: string | null;
}

export interface ProvedorMensagens {
  readonly nome: NomeProvedorMensagens;
  /** Throws FalhaDefinitiva when the provider refuses the message (it will never take it), FalhaTransitoria when it may pass. */
  enviar(p: PedidoEnvio): Promise<{ idProvedor: string }>;
  /** Checks an HTTP notice's authenticity and reads its events; null when not authentic. Absent: the provider sends no HTTP notices. */
  lerWebhook?(req: { headers: Record<string, string | undefined>; corpo: string }): Promise<EventoEntrega[] | null>;
}

export { FalhaDefinitiva, FalhaTransitoria } from "../../lib/provedores";
