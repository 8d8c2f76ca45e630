/**
 * Whether a message is still true when it leaves (issue 36 item 3). A message waits — for the
 * hours a person may be reached (horario.ts), for its slips, for a provider that failed — and what
 * caused it may be gone by then: the instalment paid, the contract paid off or cancelled, the lock
 * called off or undone, a newer collection message written. Such a message is not sent: it ends
 * `descartada` with the reason, which the contract's history shows.
 *
 * Payment confirmations, receipts and account codes are facts of the moment they were made and
 * always leave.
 */
import type { StatusAparelho } from "../bloqueio/schemas";
import type { StatusContrato, StatusParcela } from "../vendas/schemas";
import { MODELOS_COBRANCA, type Modelo, type StatusMensagem } from "./schemas";

/** What the check reads of the contract when the message is about to leave. */
export interface SituacaoDoContrato {
  status_contrato: StatusContrato;
  parcelas: readonly { numero_parcela: number; status_parcela: StatusParcela }[];
  status_aparelho: StatusAparelho;
  aparelho_bloqueado: boolean;
  /** The announced automatic lock's day; null once called off (paid, suspended) or done. */
  bloqueio_previsto_para: string | null;
}

/** What the check reads of the message and of the contract's other messages. */
export interface MensagemParaVigencia {
  id: string;
  modelo: Modelo;
  parcelas: readonly number[];
  status: StatusMensagem;
}

export const MOTIVOS_DESCARTE = {
  contratoQuitado: "Descartada: o contrato já foi quitado",
  contratoCancelado: "Descartada: o contrato foi cancelado",
  parcelasPagas: "Descartada: a parcela já foi paga",
  bloqueioCancelado: "Descartada: o bloqueio anunciado foi cancelado",
  jaDesbloqueado: "Descartada: o aparelho já foi desbloqueado",
  bloqueadoDeNovo: "Descartada: o aparelho foi bloqueado de novo",
  substituida: "Descartada: substituída por uma cobrança mais recente",
} as const;

/** Messages that speak of money still owed (and show its slips). */
const FALAM_DE_DIVIDA: ReadonlySet<Modelo> = new Set<Modelo>([...MODELOS_COBRANCA, "segunda_via", "boas_vindas"]);

/** A message still on its way: not yet sent, failed or discarded. */
export const aCaminho = (s: StatusMensagem): boolean => s === "agendada" || s === "pendente";

/**
 * Why `m` must not leave now, or null when it may. `outras` are the contract's other messages
 * (ids sort by creation: ULIDs).
 */
export function motivoDescarte(m: MensagemParaVigencia, c: SituacaoDoContrato, outras: readonly MensagemParaVigencia[] = []): string | null {
  if (FALAM_DE_DIVIDA.has(m.modelo)) {
    if (c.status_contrato === "liquidado") return MOTIVOS_DESCARTE.contratoQuitado;
    if (c.status_contrato === "cancelado") return MOTIVOS_DESCARTE.contratoCancelado;
    const sobre = c.parcelas.filter((p) => m.parcelas.includes(p.numero_parcela));
    // A reminder or second copy about instalments that are all settled tells of a debt that is gone.
    if (m.modelo !== "boas_vindas" && sobre.length > 0 && sobre.every((p) => p.status_parcela === "paga" || p.status_parcela === "cancelada")) return MOTIVOS_DESCARTE.parcelasPagas;
  }
  if (m.modelo === "bloqueio_agendado" && c.bloqueio_previsto_para === null) return MOTIVOS_DESCARTE.bloqueioCancelado;
  if (m.modelo === "bloqueado" && !c.aparelho_bloqueado && c.status_aparelho !== "bloqueando") return MOTIVOS_DESCARTE.jaDesbloqueado;
  if (m.modelo === "desbloqueado" && c.aparelho_bloqueado && c.status_aparelho !== "desbloqueando") return MOTIVOS_DESCARTE.bloqueadoDeNovo;
  // A newer reminder of the same kind says it again with today's figures (and a newer announcement, its date).
  if (MODELOS_COBRANCA.includes(m.modelo) && outras.some((o) => o.id > m.id && o.modelo === m.modelo && o.status !== "descartada" && o.status !== "falhou")) {
    return MOTIVOS_DESCARTE.substituida;
  }
  return null;
}

/**
 * The older message of the same contract that must leave first (the messages of one contract leave
 * in the order they were made), or null. Only one already on its way (`pendente`) holds a message
 * back: one still waiting for the hours (`agendada`) does not hold back one the shop sends at once.
 */
export function anteriorACaminho(m: Pick<MensagemParaVigencia, "id">, outras: readonly MensagemParaVigencia[]): MensagemParaVigencia | null {
  return outras.find((o) => o.id < m.id && o.status === "pendente") ?? null;
}
