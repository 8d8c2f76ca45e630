/**
 * The `aws` provider's delivery events, as each service publishes them to its event destination
 * (an SNS topic: jobs/status-aws.ts reads it), turned into the port's events (porta.ts
 * EventoEntrega). Pure. What a status does not move (sent, queued, a delay…) gives no event: the
 * message is already `enviada` since the service took it.
 *
 * - WhatsApp (End User Messaging Social, "Message and event format"): `{ context, whatsAppWebhookEntry,
 *   aws_account_id, message_timestamp, messageId }`, the entry a JSON string of Meta's webhook entry
 *   whose `changes[].value.statuses[]` carry `{ id: <wamid>, status, errors? }`. delivered → entregue,
 *   read → lida, failed → falhou (Meta's error code and title). The message is found by the wamid,
 *   or by the AWS message id of the event's header (what SendWhatsAppMessage answered) when the
 *   entry has one status only.
 * - SMS (End User Messaging SMS, configuration-set event destination): `{ eventType, isFinal,
 *   messageId, messageStatus, messageStatusDescription, … }`. TEXT_DELIVERED → entregue;
 *   TEXT_SUCCESSFUL when final → entregue too (the carrier took it; "depending on the destination
 *   country TEXT_DELIVERED and TEXT_SUCCESSFUL may be used interchangeably"); the final failures
 *   (TEXT_BLOCKED, TEXT_INVALID, TEXT_UNREACHABLE, TEXT_CARRIER_UNREACHABLE, TEXT_CARRIER_BLOCKED,
 *   TEXT_SPAM, TEXT_TTL_EXPIRED, TEXT_INVALID_MESSAGE, TEXT_PROTECT_BLOCKED, TEXT_UNKNOWN — the
 *   last one AWS sends when no final status came in 72 hours) → falhou.
 * - E-mail (SES configuration-set event publishing): `{ eventType, mail: { messageId }, bounce?,
 *   reject?, … }` (`notificationType` in identity notifications). Delivery → entregue, Open → lida,
 *   Bounce / Reject / Rendering Failure → falhou; Send, Delivery Delay, Complaint, Click → nothing.
 *
 * Event ids are `<channel>:<message id>:<status>`: a status of a message is applied once however
 * many times the service or SNS delivers it.
 */
import type { Canal } from "../../../shared/mensagens/schemas";
import type { EventoEntrega } from "./porta";

type Obj = Record<string, unknown>;
const obj = (x: unknown): Obj | null => (x && typeof x === "object" && !Array.isArray(x) ? (x as Obj) : null);
const lista = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);
const str = (x: unknown): string | null => (typeof x === "string" && x ? x : typeof x === "number" ? String(x) : null);

/** An SNS message that is not one of these services' events (or not JSON). */
export class EventoIlegivel extends Error {
  override name = "EventoIlegivel";
}

/** Meta's error codes the evidence names in words (WhatsApp Cloud API error codes). */
const ERROS_WHATSAPP: Record<string, string> = {
  "131026": "número sem WhatsApp ou que não pode receber",
  "131049": "a Meta não entregou (limite de mensagens por pessoa)",
  "131050": "o cliente bloqueou as mensagens da empresa",
  "131042": "problema de pagamento da conta WhatsApp Business",
  "132000": "número de parâmetros diferente do modelo",
  "132001": "modelo inexistente ou não aprovado no idioma",
  "132018": "parâmetros do modelo inválidos",
};

function eventosWhatsapp(e: Obj): EventoEntrega[] {
  let entrada: unknown;
  try {
    entrada = JSON.parse(String(e.whatsAppWebhookEntry));
  } catch {
    throw new EventoIlegivel("whatsAppWebhookEntry não é JSON");
  }
  const statuses = lista(obj(entrada)?.changes).flatMap((c) => lista(obj(obj(c)?.value)?.statuses).map(obj).filter((s): s is Obj => s !== null));
  const idAws = str(e.messageId);
  return statuses.flatMap((s): EventoEntrega[] => {
    const wamid = str(s.id);
    const status = str(s.status);
    if (!wamid || !status) return [];
    const porta = status === "delivered" ? "entregue" : status === "read" ? "lida" : status === "failed" ? "falhou" : null;
    if (!porta) return [];
    let motivo: string | null = null;
    if (porta === "falhou") {
      const erro = obj(lista(s.errors)[0]);
      const codigo = str(erro?.code);
      const titulo = str(erro?.title) ?? str(erro?.message);
      motivo = `WhatsApp não entregue: ${(codigo && ERROS_WHATSAPP[codigo]) ?? titulo ?? "falha informada pela Meta"}${codigo ? ` (${codigo})` : ""}`;
    }
    // One status in the event: its header's id is that message's (SendWhatsAppMessage's answer).
    const outros = statuses.length === 1 && idAws && idAws !== wamid ? [idAws] : [];
    return [{ eventoId: `whatsapp:${wamid}:${status}`, idProvedor: wamid, outrosIds: outros, status: porta, motivo }];
  });
}

/** SMS event types that end a message undelivered, in words (End User Messaging SMS "Event types for SMS"). */
const FALHAS_SMS: Record<string, string> = {
  TEXT_BLOCKED: "bloqueada pelo aparelho ou pela operadora",
  TEXT_TTL_EXPIRED: "prazo de entrega esgotado",
  TEXT_CARRIER_UNREACHABLE: "operadora inalcançável",
  TEXT_INVALID: "número inválido",
  TEXT_INVALID_MESSAGE: "texto inválido",
  TEXT_CARRIER_BLOCKED: "bloqueada pela operadora",
  TEXT_UNREACHABLE: "aparelho inalcançável (desligado ou sem sinal)",
  TEXT_SPAM: "recusada pela operadora como spam",
  TEXT_UNKNOWN: "sem confirmação da operadora",
  TEXT_PROTECT_BLOCKED: "bloqueada pela proteção da conta",
};

function eventosSms(e: Obj): EventoEntrega[] {
  const tipo = str(e.eventType)!;
  const id = str(e.messageId);
  if (!id) throw new EventoIlegivel("evento de SMS sem messageId");
  const final = e.isFinal !== false;
  const evento = (status: EventoEntrega["status"], motivo: string | null): EventoEntrega[] => [{ eventoId: `sms:${id}:${tipo}`, idProvedor: id, status, motivo }];
  if (tipo === "TEXT_DELIVERED" || (tipo === "TEXT_SUCCESSFUL" && e.isFinal === true)) return evento("entregue", null);
  const falha = FALHAS_SMS[tipo];
  if (falha && final) return evento("falhou", `SMS não entregue: ${falha} (${tipo})`);
  return [];
}

function eventosEmail(e: Obj, tipo: string): EventoEntrega[] {
  const id = str(obj(e.mail)?.messageId);
  if (!id) throw new EventoIlegivel("evento de e-mail sem mail.messageId");
  const evento = (status: EventoEntrega["status"], motivo: string | null): EventoEntrega[] => [{ eventoId: `email:${id}:${tipo}`, idProvedor: id, status, motivo }];
  switch (tipo) {
    case "Delivery":
      return evento("entregue", null);
    case "Open":
      return evento("lida", null);
    case "Bounce": {
      const b = obj(e.bounce);
      const detalhe = [str(b?.bounceType), str(b?.bounceSubType)].filter(Boolean).join("/");
      return evento("falhou", `E-mail devolvido${detalhe ? ` (${detalhe})` : ""}`);
    }
    case "Reject":
      return evento("falhou", `E-mail rejeitado pelo SES${str(obj(e.reject)?.reason) ? ` (${str(obj(e.reject)?.reason)})` : ""}`);
    case "Rendering Failure":
    case "RenderingFailure":
      return evento("falhou", "E-mail não montado pelo SES");
    default:
      return [];
  }
}

/** The channel and the port's events of one SNS message (empty: an event that moves no status, or not a delivery event). */
export function lerEventoAws(mensagem: string): { canal: Canal | null; eventos: EventoEntrega[] } {
  let e: Obj | null;
  try {
    e = obj(JSON.parse(mensagem));
  } catch {
    throw new EventoIlegivel("mensagem do SNS não é JSON");
  }
  if (!e) throw new EventoIlegivel("mensagem do SNS não é um objeto");
  if (typeof e.whatsAppWebhookEntry === "string") return { canal: "whatsapp", eventos: eventosWhatsapp(e) };
  const tipo = str(e.eventType) ?? str(e.notificationType);
  if (tipo?.startsWith("TEXT_")) return { canal: "sms", eventos: eventosSms(e) };
  if (tipo && obj(e.mail)) return { canal: "email", eventos: eventosEmail(e, tipo) };
  return { canal: null, eventos: [] };
}
