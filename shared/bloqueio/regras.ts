/**
 * The device lock's rules, pure and in ONE place (docs/bloqueio.md "Policy"; issue 26): which manual
 * action each device state allows, which plan has which lock, the UF rule, the overdue rule, why a
 * manual action is refused, and the automatic rule with its announcement. The manual-lock route,
 * the daily routine, the lock job, the audit PDF and 'Controle de Boletos' all call these; a change
 * to one rule is a change here and in its unit test (test/unit/bloqueio-regras.test.ts).
 *
 * The automatic rule: whether a contract's device may be locked automatically on day `dia`
 * (Brasília). Grace counts in banking days from the oldest overdue instalment's `vencimento_util`;
 * a boleto paid on the last day of grace is compensated the next banking day, so a lock needs at
 * least `diasCarencia + 1` banking days strictly between `vencimento_util` and `dia`, and `dia`
 * itself must be a banking day. Never on a plan without the feature, with the setting off, while
 * `suspenso`, in a UF where locking is off (the customer's or the company's), or under the
 * company's minimum amount overdue. The fresh provider check happens before calling this (the
 * routine reconciles first; the lock job checks again).
 */
import { diaBancario, somarDiasBancarios, vencimentoUtil } from "../boletos/dias-bancarios";
import { somarDias } from "../br/datas";
import { diaEmBrasilia, proximoHorarioPermitido } from "../mensagens/horario";
import type { StatusContrato, StatusParcela } from "../vendas/schemas";
import { MSG_BLOQUEIO, MSG_PEDIDO_APARELHO, type AcaoManual, type SituacaoMatricula, type StatusAparelho } from "./schemas";

/** Which plan has which lock (SPEC section 6): the manual lock from Pro, the automatic one on Master. */
export const PLANOS_COM_BLOQUEIO = { manual: ["pro", "master"], automatico: ["master"] } as const satisfies Record<string, readonly string[]>;

export const planoPermite = (plano: string, tipo: keyof typeof PLANOS_COM_BLOQUEIO): boolean => (PLANOS_COM_BLOQUEIO[tipo] as readonly string[]).includes(plano);

/**
 * UFs whose law forbids locking a phone for late payment, whatever the shop's list says: Ceará's law
 * of Nov 2025 (R$ 10.000 per phone locked; docs/credito.md, last section). A shop there cannot turn the
 * automatic lock on, and no customer or shop of these UFs is ever locked.
 */
export const UFS_COM_LEI_CONTRA_BLOQUEIO = ["CE"] as const;

const normal = (uf: string | null | undefined) => (uf ?? "").trim().toUpperCase();

/** The customer's or the store's UF has a law against the lock (UFS_COM_LEI_CONTRA_BLOQUEIO). */
export const ufComLeiContraBloqueio = (...ufs: readonly (string | null | undefined)[]): boolean =>
  ufs.some((uf) => (UFS_COM_LEI_CONTRA_BLOQUEIO as readonly string[]).includes(normal(uf)));

/** Locking is off in the customer's or the store's UF (the company's `ufs_sem_bloqueio`, and always where a law forbids it). Case and spaces never matter. */
export function ufSemBloqueio(ufsSemBloqueio: readonly string[], ...ufs: readonly (string | null | undefined)[]): boolean {
  const lista = new Set(ufsSemBloqueio.map(normal));
  return ufComLeiContraBloqueio(...ufs) || ufs.some((uf) => !!uf && lista.has(normal(uf)));
}

/**
 * The customer consented to the remote lock at the sale (issue 37 item 6): the contract's recorded
 * answer; a contract written before consent was asked (null) reads as consented only when it holds
 * an enrolment — it was enrolled under the old rule, with the lock clause signed. Without consent
 * the device is never enrolled and there is no lock of any kind.
 */
export const consentiuBloqueio = (c: { consentimento_bloqueio: boolean | null; matricula: SituacaoMatricula | null }): boolean =>
  c.consentimento_bloqueio ?? c.matricula !== null;

/** What the overdue rule needs of an instalment (a stored one, or the API's). */
export interface ParcelaDoAtraso {
  numero_parcela: number;
  status_parcela: StatusParcela;
  data_vencimento: string;
}

/**
 * Overdue on `dia`: unpaid and past its `vencimento_util` (a slip due on a non-banking day is paid
 * without charges on the next banking day, docs/boletos.md), or already marked `vencida` by the routine.
 */
export const parcelaEmAtraso = (p: ParcelaDoAtraso, dia: string): boolean =>
  p.status_parcela === "vencida" || (p.status_parcela === "aberta" && vencimentoUtil(p.data_vencimento) < dia);

/** The overdue instalments on `dia`, oldest first. */
export function parcelasEmAtraso<P extends ParcelaDoAtraso>(parcelas: readonly P[], dia: string): P[] {
  return parcelas.filter((p) => parcelaEmAtraso(p, dia)).sort((x, y) => x.data_vencimento.localeCompare(y.data_vencimento) || x.numero_parcela - y.numero_parcela);
}

const encerrado = (c: StatusContrato) => c === "liquidado" || c === "cancelado";

/**
 * The manual actions a device state offers (the screen shows these buttons; the route refuses the
 * others with `recusaDaAcao`'s reason): a closed contract has no device to act on but to unlock one still locked; a suspended one
 * only resumes; a locked or locking one unlocks; an active one (or one being unlocked) locks; any other can be put on hold.
 */
export function acoesPermitidas(statusAparelho: StatusAparelho, statusContrato: StatusContrato, consentimento = true): AcaoManual[] {
  // A closed contract keeps only the way back for a phone still locked (its release may have failed).
  if (encerrado(statusContrato)) return statusAparelho === "bloqueando" || statusAparelho === "bloqueado" ? ["desbloquear"] : [];
  // Without the customer's consent there is no enrolment: nothing to lock or hold (only ways back, for safety).
  if (!consentimento) return statusAparelho === "bloqueando" || statusAparelho === "bloqueado" ? ["desbloquear"] : statusAparelho === "suspenso" ? ["retomar"] : [];
  switch (statusAparelho) {
    // An unlock under way may be overtaken by a new lock (commands are ordered per device: the newer wins).
    case "ativo":
    case "desbloqueando":
      return ["bloquear", "suspender"];
    case "bloqueando":
    case "bloqueado":
      return ["desbloquear", "suspender"];
    case "suspenso":
      return ["retomar"];
  }
}

/** What the screens call the device: its lock state, or — the contract closed — its release. */
export type EstadoDoAparelho = StatusAparelho | "liberando" | "liberado";

/**
 * The device as the screens name it (issue 36 item 12: a paid-off contract's phone, released at
 * the provider, read 'Ativo'). A closed contract's phone goes back to `ativo` with a `liberar`
 * command (payoff or cancellation): `liberado` once the provider confirmed it (the enrolment
 * `liberada`) or when nothing held it here (no enrolment, or refused: another contract holds it);
 * `liberando` while that command is on its way. A phone still locked, or an open contract's, shows
 * its lock state.
 */
export function estadoDoAparelho(c: { status_aparelho: StatusAparelho; status_contrato: StatusContrato; matricula: SituacaoMatricula | null }): EstadoDoAparelho {
  if (c.status_aparelho !== "ativo") return c.status_aparelho;
  if (c.matricula === "liberada") return "liberado";
  if (!encerrado(c.status_contrato)) return "ativo";
  return c.matricula === "ativa" || c.matricula === "pendente" ? "liberando" : "liberado";
}

/**
 * The notice after a manual action was accepted, from the route's answer (`status_aparelho`,
 * `bloqueio_previsto_para`): a lock or unlock sent and waiting for the phone says so (the card
 * shows 'Bloqueando…' / 'Desbloqueando…' meanwhile); a lock for a debt names its announced day.
 */
export function avisoDoPedido(acao: AcaoManual, r: { status_aparelho: StatusAparelho; bloqueio_previsto_para: string | null }): string {
  switch (acao) {
    case "bloquear":
      if (r.status_aparelho === "bloqueando") return MSG_PEDIDO_APARELHO.bloqueioSolicitado;
      if (r.status_aparelho === "bloqueado") return MSG_PEDIDO_APARELHO.bloqueado;
      return r.bloqueio_previsto_para ? MSG_PEDIDO_APARELHO.bloqueioAgendado(r.bloqueio_previsto_para) : MSG_PEDIDO_APARELHO.bloqueioSolicitado;
    case "desbloquear":
      return r.status_aparelho === "desbloqueando" ? MSG_PEDIDO_APARELHO.desbloqueioSolicitado : MSG_PEDIDO_APARELHO.desbloqueado;
    case "suspender":
      return MSG_PEDIDO_APARELHO.suspenso;
    case "retomar":
      return MSG_PEDIDO_APARELHO.retomado;
  }
}

/** What the manual-action rule needs to know of a contract and its store. */
export interface EstadoParaAcao {
  plano: string;
  statusContrato: StatusContrato;
  statusAparelho: StatusAparelho;
  /** The device itself reports locked (a late confirmation may leave it locked while `ativo`). */
  aparelhoBloqueado: boolean;
  matricula: SituacaoMatricula | null;
  /** The customer consented to the lock at the sale (`consentiuBloqueio`). */
  consentimento: boolean;
  /** Locking is off in the customer's or the store's UF (`ufSemBloqueio`). */
  ufSemBloqueio: boolean;
  /** …because a state law forbids it there (`ufComLeiContraBloqueio`): the refusal says so. */
  ufComLei?: boolean;
  /** How many instalments are overdue today (`parcelasEmAtraso`). */
  parcelasEmAtraso: number;
  /** The lock is the customer's own request (lost or stolen phone): the one lock without a debt. */
  aPedidoDoCliente: boolean;
}

export type RecusaDaAcao = { tipo: "plano" | "conflito"; mensagem: string };

/**
 * Why a manual action is refused, or null when it may go ahead (docs/bloqueio.md "Policy"): a lock only
 * on Pro and Master, never on a closed contract, without the customer's consent given at the sale
 * (not even at the customer's own request: without consent there is no enrolment, so the lock cannot
 * work), while `suspenso`, twice, without the device enrolled to this contract or in a UF where
 * locking is off — and only when an instalment is overdue (a phone is never locked for a debt that
 * does not exist; the default contract's lock clause says so), unless the customer asked for it. An unlock, a hold or its end is never held back
 * by the plan (a device locked before a downgrade can always be released).
 */
export function recusaDaAcao(acao: AcaoManual, e: EstadoParaAcao): RecusaDaAcao | null {
  const conflito = (mensagem: string): RecusaDaAcao => ({ tipo: "conflito", mensagem });
  switch (acao) {
    case "bloquear":
      if (!planoPermite(e.plano, "manual")) return { tipo: "plano", mensagem: MSG_BLOQUEIO.plano };
      if (encerrado(e.statusContrato)) return conflito(MSG_BLOQUEIO.contratoEncerrado);
      if (!e.consentimento) return conflito(MSG_BLOQUEIO.semConsentimento);
      if (e.statusAparelho === "suspenso") return conflito(MSG_BLOQUEIO.suspenso);
      if (e.statusAparelho === "bloqueando" || e.statusAparelho === "bloqueado") return conflito(MSG_BLOQUEIO.jaBloqueado);
      if (e.matricula !== "pendente" && e.matricula !== "ativa") return conflito(MSG_BLOQUEIO.matriculaRecusada);
      if (e.ufComLei) return conflito(MSG_BLOQUEIO.ufComLei);
      if (e.ufSemBloqueio) return conflito(MSG_BLOQUEIO.ufSemBloqueio);
      if (!e.aPedidoDoCliente && e.parcelasEmAtraso === 0) return conflito(MSG_BLOQUEIO.semAtraso);
      return null;
    case "desbloquear": {
      // A device confirmed locked whose lifecycle says `ativo` (a late confirmation) may be unlocked too.
      const travado = e.statusAparelho === "bloqueando" || e.statusAparelho === "bloqueado" || (e.statusAparelho === "ativo" && e.aparelhoBloqueado);
      return travado ? null : conflito(MSG_BLOQUEIO.naoBloqueado);
    }
    case "suspender":
      if (encerrado(e.statusContrato)) return conflito(MSG_BLOQUEIO.contratoEncerrado);
      if (!e.consentimento) return conflito(MSG_BLOQUEIO.semConsentimento);
      return e.statusAparelho === "suspenso" ? conflito(MSG_BLOQUEIO.jaSuspenso) : null;
    case "retomar":
      if (e.statusAparelho !== "suspenso") return conflito(MSG_BLOQUEIO.naoSuspenso);
      return encerrado(e.statusContrato) ? conflito(MSG_BLOQUEIO.contratoEncerrado) : null;
  }
}

export type MotivoSemBloqueio = "plano" | "desligado" | "suspenso" | "uf" | "dia_sem_expediente" | "sem_atraso" | "valor_minimo" | "carencia";

export interface EntradaBloqueio {
  /** `vencimento_util` of the oldest overdue instalment (null: nothing overdue). */
  vencimentoUtil: string | null;
  /** The day the decision is for (YYYY-MM-DD, Brasília). */
  dia: string;
  diasCarencia: number;
  valorEmAtrasoCentavos: number;
  valorMinimoCentavos: number;
  ufCliente: string | null;
  ufEmpresa: string | null;
  ufsSemBloqueio: readonly string[];
  suspenso: boolean;
  plano: string;
  bloqueioAutomatico: boolean;
}

export type DecisaoBloqueio = { bloquear: true } | { bloquear: false; motivo: MotivoSemBloqueio };

/** Banking days strictly between `de` and `ate` (both excluded); 0 when `ate` is not after `de`. */
export function diasBancariosEntre(de: string, ate: string): number {
  let n = 0;
  for (let d = somarDias(de, 1); d < ate; d = somarDias(d, 1)) if (diaBancario(d)) n += 1;
  return n;
}

/** The first day an automatic lock may happen for an instalment of `vencimentoUtilDaParcela`. */
export function primeiroDiaDeBloqueio(vencimentoUtilDaParcela: string, diasCarencia: number): string {
  let dia = somarDias(vencimentoUtilDaParcela, 1);
  while (!diaBancario(dia) || diasBancariosEntre(vencimentoUtilDaParcela, dia) < diasCarencia + 1) dia = vencimentoUtil(somarDias(dia, 1));
  return dia;
}

/** The store's policy would lock this contract's device automatically some day (plan, setting, not suspended, UF). */
export const bloqueioAutomaticoPossivel = (e: Pick<EntradaBloqueio, "plano" | "bloqueioAutomatico" | "suspenso" | "ufsSemBloqueio" | "ufCliente" | "ufEmpresa">): boolean =>
  planoPermite(e.plano, "automatico") && e.bloqueioAutomatico && !e.suspenso && !ufSemBloqueio(e.ufsSemBloqueio, e.ufCliente, e.ufEmpresa);

export function deveBloquear(e: EntradaBloqueio): DecisaoBloqueio {
  const nao = (motivo: MotivoSemBloqueio): DecisaoBloqueio => ({ bloquear: false, motivo });
  if (!planoPermite(e.plano, "automatico")) return nao("plano");
  if (!e.bloqueioAutomatico) return nao("desligado");
  if (e.suspenso) return nao("suspenso");
  if (ufSemBloqueio(e.ufsSemBloqueio, e.ufCliente, e.ufEmpresa)) return nao("uf");
  if (!diaBancario(e.dia)) return nao("dia_sem_expediente");
  if (!e.vencimentoUtil || e.valorEmAtrasoCentavos <= 0) return nao("sem_atraso");
  if (e.valorEmAtrasoCentavos < e.valorMinimoCentavos) return nao("valor_minimo");
  if (diasBancariosEntre(e.vencimentoUtil, e.dia) < e.diasCarencia + 1) return nao("carencia");
  return { bloquear: true };
}

/**
 * The lock announced before it happens (docs/bloqueio.md "Announced before it happens"): on the run of
 * the day before the first possible lock day — or, when the routine runs later than that, on the
 * day it runs (a Saturday included) — the lock is scheduled instead of done, for that first day or
 * the next banking day after the run, whichever is later. Null: too early to announce on `dia`.
 * Vectors (grace 5): vencimento_util 2026-11-23 → announced on 2026-12-01 for 2026-12-02; 2026-11-25
 * with runs only on 12-01, 12-02, 12-05 (Saturday) → announced on 12-05 for 12-07.
 */
export function dataDoBloqueioAnunciado(vencimentoUtilDaParcela: string, diasCarencia: number, dia: string): string | null {
  const primeiro = primeiroDiaDeBloqueio(vencimentoUtilDaParcela, diasCarencia);
  if (dia < somarDias(primeiro, -1)) return null;
  const depoisDaExecucao = somarDiasBancarios(dia, 1);
  return primeiro > depoisDaExecucao ? primeiro : depoisDaExecucao;
}

/**
 * The day a manual lock for a debt may happen when the shop asks for it at `instante` (issue 36 item
 * 5; the default contract's lock clause promises the notice): announced like the automatic one, it happens no
 * sooner than the banking day after the day its message may go out (a request at night or on a
 * Sunday is told to the customer the next allowed morning, and the lock comes a banking day later).
 * Vectors: Monday 07/12/2026 11:00 → 08/12; Friday 04/12 21:00 (message Saturday 08:00) → 07/12;
 * Wednesday 30/12 10:00 → 04/01/2027 (31/12 and 01/01 have no banking).
 */
export const dataDoBloqueioManual = (instante: Date): string => somarDiasBancarios(diaEmBrasilia(proximoHorarioPermitido(instante)), 1);
