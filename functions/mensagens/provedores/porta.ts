/**
 * The messaging provider port (issue 31 item 1), like the boleto and lock ones: send
 * `{ canal, destino, modelo, variaveis }` (with the text rendered from them) and receive delivery
 * status (`entregue`, `lida`, `falhou` with the reason) through signed notices. Adapters:
 * `simulado` (local and tests: an inbox per destination, notices by the local loop) and, by
 * configuration (`MENSAGENS_PROVEDOR`), `aws` (not built yet: End User Messaging Social for
 * WhatsApp, End User Messaging SMS, SES v2 for e-mail).
 *
 * `enviar` is idempotent: the same `idempotencia` never sends twice (a job redelivered after a
 * crash); it answers the provider's id of the message, which its notices name.
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
  eventoId: string;
  idProvedor: string;
  status: "entregue" | "lida" | "falhou";
  motivo: string | null;
}

export interface ProvedorMensagens {
  readonly nome: NomeProvedorMensagens;
  /** Throws FalhaDefinitiva when the provider refuses the message (it will never take it), FalhaTransitoria when it may pass. */
  enviar(p: PedidoEnvio): Promise<{ idProvedor: string }>;
  /** Checks the notice's authenticity and reads its events; null when not authentic. */
  lerWebhook(req: { headers: Record<string, string | undefined>; corpo: string }): Promise<EventoEntrega[] | null>;
}

export { FalhaDefinitiva, FalhaTransitoria } from "../../lib/provedores";
