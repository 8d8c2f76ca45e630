/**
 * The automatic-lock rule (BLOQUEIO.md "Policy"), pure: whether a contract's device may be locked
 * automatically on day `dia` (Brasília). Grace counts in banking days from the oldest overdue
 * instalment's `vencimento_util`; a boleto paid on the last day of grace is compensated the next
 * banking day, so a lock needs at least `diasCarencia + 1` banking days strictly between
 * `vencimento_util` and `dia`, and `dia` itself must be a banking day. Never on a plan without the
 * feature, with the setting off, while `suspenso`, in a UF where locking is off (the customer's or
 * the company's), or under the company's minimum amount overdue. The fresh provider check happens
 * before calling this (the routine reconciles first; the lock job checks again).
 */
import { diaBancario, vencimentoUtil } from "../boletos/dias-bancarios";
import { somarDias } from "../br/datas";

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

export function deveBloquear(e: EntradaBloqueio): DecisaoBloqueio {
  const nao = (motivo: MotivoSemBloqueio): DecisaoBloqueio => ({ bloquear: false, motivo });
  if (e.plano !== "master") return nao("plano");
  if (!e.bloqueioAutomatico) return nao("desligado");
  if (e.suspenso) return nao("suspenso");
  const ufs = new Set(e.ufsSemBloqueio);
  if ((e.ufCliente && ufs.has(e.ufCliente)) || (e.ufEmpresa && ufs.has(e.ufEmpresa))) return nao("uf");
  if (!diaBancario(e.dia)) return nao("dia_sem_expediente");
  if (!e.vencimentoUtil || e.valorEmAtrasoCentavos <= 0) return nao("sem_atraso");
  if (e.valorEmAtrasoCentavos < e.valorMinimoCentavos) return nao("valor_minimo");
  if (diasBancariosEntre(e.vencimentoUtil, e.dia) < e.diasCarencia + 1) return nao("carencia");
  return { bloquear: true };
}
