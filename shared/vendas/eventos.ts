/**
 * A contract's audit trail (`GET /api/contratos/{id}/eventos`, BLOQUEIO.md "Evidence"):
 * append-only events, oldest first. `por` is the user's id or the rule that acted ("rotina");
 * `detalhes` says which instalments, amounts and provider answers were involved.
 * `bloqueio_pendente`: the automatic-lock rule says this contract's device may be locked today
 * (the lock itself — `bloqueio_solicitado`, `bloqueado`… — is written by the lock jobs).
 */
import { z } from "../zod";

export const TIPOS_EVENTO_CONTRATO = [
  "lembrete",
  "parcela_vencida",
  "parcela_paga",
  "bloqueio_pendente",
  "bloqueio_solicitado",
  "bloqueado",
  "desbloqueio_solicitado",
  "desbloqueado",
  "suspenso",
  "retomado",
  // The lock provider's side (functions/bloqueio): a command refused (the device held by another
  // contract, never naming it) or failed after its retries; the device's enrolment and release confirmed.
  "bloqueio_recusado",
  "comando_falhou",
  "aparelho_matriculado",
  "aparelho_liberado",
] as const;
export type TipoEventoContrato = (typeof TIPOS_EVENTO_CONTRATO)[number];

export const EventoContrato = z.object({
  tipo: z.enum(TIPOS_EVENTO_CONTRATO),
  /** ISO instant it was recorded. */
  em: z.string(),
  por: z.string(),
  detalhes: z.record(z.string(), z.unknown()),
});
export type EventoContrato = z.infer<typeof EventoContrato>;

export const ListaEventosContrato = z.object({ items: z.array(EventoContrato) });
export type ListaEventosContrato = z.infer<typeof ListaEventosContrato>;
