/**
 * Pure rules of a boleto contract and its instalments: which status changes are allowed and what
 * the contract's next due date is (its place in the contracts-by-due-date index).
 */
import type { StatusContrato, StatusParcela } from "../../shared/vendas/schemas";
import { emAbertoStatus, type ParcelaGravada } from "./entidades";

/** Instalment: aberta → vencida (the routine) / paga / cancelada; vencida → paga / cancelada. */
const PARCELA: Record<StatusParcela, readonly StatusParcela[]> = {
  aberta: ["vencida", "paga", "cancelada"],
  vencida: ["paga", "cancelada"],
  paga: [],
  cancelada: [],
};

/**
 * Contract: ativo → inadimplente / liquidado / cancelado; inadimplente → ativo (caught up) /
 * liquidado / cancelado; liquidado → cancelado (a paid sale may still be cancelled, spec section 4).
 */
const CONTRATO: Record<StatusContrato, readonly StatusContrato[]> = {
  ativo: ["inadimplente", "liquidado", "cancelado"],
  inadimplente: ["ativo", "liquidado", "cancelado"],
  liquidado: ["cancelado"],
  cancelado: [],
};

export const parcelaPodeIr = (de: StatusParcela, para: StatusParcela) => PARCELA[de].includes(para);
export const contratoPodeIr = (de: StatusContrato, para: StatusContrato) => de === para || CONTRATO[de].includes(para);

/** Earliest due date still to pay (aberta or vencida), or null when nothing is. */
export function proximoVencimento(parcelas: readonly Pick<ParcelaGravada, "status_parcela" | "data_vencimento">[]): string | null {
  const datas = parcelas.filter((p) => emAbertoStatus(p.status_parcela)).map((p) => p.data_vencimento).sort();
  return datas[0] ?? null;
}

/** Open amount of a contract: instalments still aberta or vencida. */
export const emAberto = (parcelas: readonly ParcelaGravada[]) =>
  parcelas.filter((p) => emAbertoStatus(p.status_parcela)).reduce((s, p) => s + p.valor_parcela_centavos, 0);
