/**
 * Stock answers as a role may see them (issue 30, 'see costs and margins'): without `verCustos`
 * (shared/usuarios/permissoes.ts) a device's and an entry's cost (`valor_unitario`) and the
 * position's value at cost (`valor_custo`, per product and in the KPIs) are absent, not zero.
 * The stock routes answer through these; the screens hide the columns by the same permission.
 */
import type { Papel } from "../api/routes";
import { semCustos } from "../usuarios/permissoes";
import type { EntradaEstoque, ItemEstoque, PosicaoEstoque } from "./schemas";

export const CAMPOS_CUSTO_ITEM = ["valor_unitario"] as const;
export const CAMPOS_CUSTO_POSICAO = ["valor_custo"] as const;

export const itemComoPapelVe = <T extends ItemEstoque>(papel: Papel, item: T): T => semCustos(papel, item, CAMPOS_CUSTO_ITEM) as T;

export const entradaComoPapelVe = (papel: Papel, e: EntradaEstoque): EntradaEstoque => {
  const entrada = semCustos(papel, e, CAMPOS_CUSTO_ITEM) as EntradaEstoque;
  return e.itens ? { ...entrada, itens: e.itens.map((i) => itemComoPapelVe(papel, i)) } : entrada;
};

export const posicaoComoPapelVe = (papel: Papel, p: PosicaoEstoque): PosicaoEstoque => ({
  kpis: semCustos(papel, p.kpis, CAMPOS_CUSTO_POSICAO) as PosicaoEstoque["kpis"],
  produtos: p.produtos.map((l) => semCustos(papel, l, CAMPOS_CUSTO_POSICAO) as PosicaoEstoque["produtos"][number]),
});
