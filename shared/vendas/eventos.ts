/**
 * A contract's audit trail (`GET /api/contratos/{id}/eventos`, docs/bloqueio.md "Evidence"):
 * append-only events, oldest first. `por` is the user's id or the rule that acted ("rotina");
 * `detalhes` says which instalments, amounts and provider answers were involved.
 * - `lembrete`: a reminder recorded by the daily routine (channel and text in `detalhes`);
 * - `bloqueio_solicitado` / `desbloqueio_solicitado` / `liberacao_solicitada`: a command to the
 *   device asked for (by a user, the routine or a payment); `bloqueado` / `desbloqueado`: the
 *   provider's confirmation; `suspenso` / `retomado`: a manual hold and its end.
 * - `bloqueio_pendente`: no longer written (the routine now asks for the lock itself); kept so
 *   trails recorded before still read.
 */
import * as z from "../zod";
import { preguicoso } from "../preguicoso";

export const TIPOS_EVENTO_CONTRATO = [
  "lembrete",
  "parcela_vencida",
  "parcela_paga",
  "bloqueio_pendente",
  "bloqueio_solicitado",
  "bloqueado",
  "desbloqueio_solicitado",
  "desbloqueado",
  "liberacao_solicitada",
  "suspenso",
  "retomado",
  // The lock provider's side (functions/bloqueio): a command refused (the device held by another
  // contract, never naming it) or failed after its retries; the device's enrolment and release confirmed.
  "bloqueio_recusado",
  "comando_falhou",
  "aparelho_matriculado",
  "aparelho_liberado",
  // The automatic lock announced (date, instalments, amount) and the notice shown on the phone;
  // called off by a payment of the episode's instalment or a hold.
  "bloqueio_agendado",
  "aviso_exibido",
  "bloqueio_cancelado",
  // A message to the customer (issue 31): created (agendada or na fila) and each delivery status
  // after it (enviada, entregue, lida, falhou), with its channel, template and masked destination.
  "mensagem",
  // A payoff slip issued (issue 36 item 10): its amount and due date, by whoever asked it (a user,
  // the customer area or the customer's account).
  "quitacao_emitida",
] as const;
export type TipoEventoContrato = (typeof TIPOS_EVENTO_CONTRATO)[number];

/** `por` of what the daily routine does (the audit names it "Rotina automática"). */
export const POR_ROTINA = "rotina";

export const EventoContrato = preguicoso(() => z.object({
  tipo: z.enum(TIPOS_EVENTO_CONTRATO),
  /** ISO instant it was recorded. */
  em: z.string(),
  por: z.string(),
  detalhes: z.record(z.string(), z.unknown()),
}));
export type EventoContrato = z.infer<typeof EventoContrato>;

export const ListaEventosContrato = preguicoso(() => z.object({ items: z.array(EventoContrato) }));
export type ListaEventosContrato = z.infer<typeof ListaEventosContrato>;

export const MSG_EVENTOS = { formato: "Formato deve ser json ou pdf" } as const;

/** `GET /api/contratos/{id}/eventos?formato=pdf`: the same trail as a PDF (for the customer, Procon or a court). */
export const ConsultaEventosContrato = preguicoso(() => z.object({ formato: z._default(z.enum(["json", "pdf"], { error: MSG_EVENTOS.formato }), "json") }));
export type ConsultaEventosContrato = z.infer<typeof ConsultaEventosContrato>;
