/**
 * The live summary of a boleto sale on the form, computed by the same functions the server uses
 * (all in centavos). It is the CDC art. 52 disclosure (shared/regras/credito.ts): cash price,
 * entry, amount financed, interest in reais, total, the schedule, the monthly rate and the CET —
 * and, with the offer's conditions (shared/regras/divulgacao-credito.ts), who lends, the frequency
 * in words, the late charges and until when the offer holds, plus what the instalments take of
 * the declared income (CDC art. 54-D).
 */
import { paraCentavos } from "../../../../shared/br/dinheiro";
import { temAteCasas } from "../../../../shared/br/decimal";
import { custoDoCredito, type CondicoesDoCredito, type CustoCredito } from "../../../../shared/regras/credito";
import { capacidadePagamento, type CapacidadePagamento } from "../../../../shared/regras/divulgacao-credito";
import { calcularParcelamento, entradaMinimaCentavos, planoDe, TABELA_PADRAO, type TabelaCredito } from "../../../../shared/regras/parcelamento";
import { dividirSemJuros, type VendaSemJuros } from "../../../../shared/regras/venda";
import type { FormaPagamento } from "../../../../shared/vendas/schemas";

export interface ResumoBoleto {
  /** What the sale will store and its contract freeze (POST /api/vendas/simulacao answers the same). */
  credito: CustoCredito;
  entradaMinimaCentavos: number;
  entradaMinimaPercentual: number;
  qtdParcelas: number;
  diasEntreParcelas: number;
  /** The share of the declared income (renda null when none, or while what is typed is not an amount). */
  capacidade: CapacidadePagamento;
}

export type ResultadoResumo = { ok: true; resumo: ResumoBoleto } | { ok: false; motivo: string };

/** A count the company's table offers (GET /api/empresa/credito; the seed's by default). */
export const ehOpcaoParcelas = (n: unknown, tabela: TabelaCredito = TABELA_PADRAO): n is number => planoDe(tabela, n) !== undefined;

/** The company's minimum entry (25% by default) pre-filled when a device is chosen, in reais. */
export function entradaSugerida(precoReais: number, tabela: TabelaCredito = TABELA_PADRAO): number {
  return entradaMinimaCentavos(paraCentavos(precoReais), tabela.entrada_minima_percentual) / 100;
}

/** null while the form lacks a device or an instalment option; a reason when the numbers do not add up. */
export function resumirBoleto(p: {
  precoReais: number | null;
  entradaReais: number | null | undefined;
  qtdParcelas: unknown;
  dataVenda: string;
  tabela?: TabelaCredito;
  /** Who lends, the late charges and the validity (condicoesDaOferta): what the sale will disclose. */
  condicoes?: CondicoesDoCredito;
  rendaReais?: number | null;
}): ResultadoResumo | null {
  const tabela = p.tabela ?? TABELA_PADRAO;
  if (p.precoReais === null || !ehOpcaoParcelas(p.qtdParcelas, tabela)) return null;
  if (p.entradaReais !== null && p.entradaReais !== undefined && !Number.isFinite(p.entradaReais)) return { ok: false, motivo: "Informe uma entrada válida para ver os valores." };
  try {
    const precoCentavos = paraCentavos(p.precoReais);
    const entradaCentavos = paraCentavos(p.entradaReais ?? 0);
    const r = calcularParcelamento({ precoCentavos, qtdParcelas: p.qtdParcelas, entradaCentavos, dataVenda: p.dataVenda, tabela });
    const credito = custoDoCredito({
      precoCentavos,
      entradaCentavos,
      dataVenda: p.dataVenda,
      parcelas: r.parcelas,
      ...(p.condicoes ? { condicoes: p.condicoes } : {}),
    });
    const capacidade = capacidadePagamento({ rendaMensalCentavos: rendaCentavos(p.rendaReais), parcelasCentavos: r.parcelas.map((x) => x.valorCentavos), intervaloDias: tabela.intervalo_dias });
    return {
      ok: true,
      resumo: {
        credito,
        entradaMinimaCentavos: entradaMinimaCentavos(precoCentavos, tabela.entrada_minima_percentual),
        entradaMinimaPercentual: tabela.entrada_minima_percentual,
        qtdParcelas: p.qtdParcelas,
        diasEntreParcelas: tabela.intervalo_dias,
        capacidade,
      },
    };
  } catch (erro) {
    if (erro instanceof RangeError) return { ok: false, motivo: erro.message };
    throw erro;
  }
}

/** An income the API would accept (positive, at most 2 decimals, within range), in centavos; null otherwise (the field shows why). */
function rendaCentavos(reais: number | null | undefined): number | null {
  if (typeof reais !== "number" || !Number.isFinite(reais) || reais <= 0 || !temAteCasas(reais, 2)) return null;
  const c = paraCentavos(reais);
  return Number.isSafeInteger(c) && c > 0 ? c : null;
}

export type ResumoCartao = VendaSemJuros;
export type ResultadoSemJuros = { ok: true; resumo: ResumoCartao } | { ok: false; motivo: string };

/**
 * Card and cash sales cost the product price; a credit card may split what is left after the
 * entry into n instalments without interest — dividirSemJuros, the server's own split. An entry
 * the server would refuse gives its reason, never a clamped amount.
 */
export function resumirSemJuros(p: { precoReais: number | null; entradaReais: number | null | undefined; qtdParcelas: unknown }): ResultadoSemJuros | null {
  if (p.precoReais === null) return null;
  const n = typeof p.qtdParcelas === "number" && Number.isInteger(p.qtdParcelas) && p.qtdParcelas >= 1 ? p.qtdParcelas : 1;
  try {
    const entrada = p.entradaReais ?? 0;
    if (!Number.isFinite(entrada)) return { ok: false, motivo: "Informe uma entrada válida para ver os valores." };
    return { ok: true, resumo: dividirSemJuros({ precoCentavos: paraCentavos(p.precoReais), entradaCentavos: paraCentavos(entrada), qtdParcelas: n }) };
  } catch (erro) {
    if (erro instanceof RangeError) return { ok: false, motivo: erro.message };
    throw erro;
  }
}

/**
 * What the summary still needs, named precisely ("a quantidade de parcelas"), or null when it
 * can show the values.
 */
export function faltaNoResumo(p: { temAparelho: boolean; forma: FormaPagamento | undefined | null; qtdParcelas: unknown; tabela?: TabelaCredito }): string | null {
  const falta: string[] = [];
  if (!p.temAparelho) falta.push("o aparelho");
  if (!p.forma) falta.push("a forma de pagamento");
  if (p.forma === "BOLETO" && !ehOpcaoParcelas(p.qtdParcelas, p.tabela)) falta.push("a quantidade de parcelas");
  if (falta.length === 0) return null;
  const lista = falta.length === 1 ? falta[0] : `${falta.slice(0, -1).join(", ")} e ${falta[falta.length - 1]}`;
  return `Escolha ${lista} para ver os valores${p.forma === "BOLETO" ? " do parcelamento" : ""}.`;
}
