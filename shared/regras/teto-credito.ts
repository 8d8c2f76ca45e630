/**
 * Who lends, and the rate a plan may charge (issue 37; docs/credito.md). The figures are
 * configuration with their sources (referencias-credito.json), not constants of this file:
 *
 * - A shop financing its own sales ("propria_loja") is not a financial institution: the Lei de
 *   Usura binds it (Decreto 22.626/1933 arts. 1 and 4: twice the legal rate, no interest on
 *   interest). The STJ capped a retailer's own instalment sales at 1% a month without
 *   compounding (REsp 1.720.656/MG, 2020). A plan above the ceiling is refused.
 * - A partner financial institution ("instituicao_parceira", the shop as its correspondent, Res.
 *   CMN 4.935/2021) is exempt (Súmula 596 STF), but courts cut rates far above the BCB average for
 *   the same credit (REsp 1.061.530/RS): above fator_alerta_media × that average the plan is
 *   saved only with an explicit, audited confirmation.
 *
 * The rate of a plan. Interest is charged on what is financed (calcularParcelamento): the
 * instalments add up to financed ÷ divisor, so a plan's rates depend on its divisor, count and
 * interval only, never on the price or the entry.
 * - Simple interest (the ceiling's measure): the Gauss method, the equal-instalment schedule
 *   courts apply when compounding is barred. Its equation of value at the last due date, with
 *   t_k = k·h months (h = interval ÷ 30): F·(1 + i·T) = Σ PMT·(1 + i·(T − t_k)), T = n·h. With
 *   R = n·PMT ÷ F = 1 ÷ divisor: R = (1 + i·n·h) ÷ (1 + i·h·(n − 1) ÷ 2), so
 *   i = (R − 1) ÷ (h·(n − R·(n − 1) ÷ 2)). The Gauss schedule at i costs less than a compound
 *   (Price) schedule at the same i, so this is the stricter of the two readings.
 * - The effective (compound) monthly rate and the CET a year are the disclosure's
 *   (shared/regras/credito.ts custoDoCredito, Res. CMN 3.517/2007), compared with the BCB average.
 */
import referencias from "../empresa/referencias-credito.json";
import { arredondarPercentual, custoDoPlano } from "./credito";
import type { PlanoCredito, TabelaCredito } from "./parcelamento";

export const TIPOS_FINANCIADOR = ["propria_loja", "instituicao_parceira"] as const;
export type TipoFinanciador = (typeof TIPOS_FINANCIADOR)[number];

/** The ceiling of own-account credit in force, and where it comes from. */
export interface TetoCredito {
  taxa_mensal_percentual: number;
  regime: "juros_simples";
  fonte: string;
}

/** The market average a lender's plan is compared with, dated. */
export interface MediaCredito {
  taxa_mensal_percentual: number;
  /** "2025-11": the month the average refers to. */
  referencia: string;
  fonte: string;
}

export interface ReferenciasCredito {
  teto_propria_loja: TetoCredito;
  media_credito_pessoal: MediaCredito;
  fator_alerta_media: number;
  fonte_alerta: string;
}

export const REFERENCIAS_CREDITO: ReferenciasCredito = referencias as ReferenciasCredito;

/** The effective monthly rate above which a lender's plan needs the shop's confirmation (1,5 × 6,2% = 9,3%). */
export function limiteAlertaMensal(r: ReferenciasCredito = REFERENCIAS_CREDITO): number {
  return arredondarPercentual(r.media_credito_pessoal.taxa_mensal_percentual * r.fator_alerta_media);
}

/**
 * The simple monthly rate (a fraction) of a plan by the Gauss method (see above). 0 for a divisor
 * of 1 (no interest). The denominator is positive for every divisor from 0,5 (R ≤ 2 < 2n ÷ (n − 1)).
 */
export function taxaSimplesMensal(plano: PlanoCredito, intervaloDias: number): number {
  const n = plano.qtd_parcelas;
  const h = intervaloDias / 30;
  const r = 1 / plano.divisor;
  return (r - 1) / (h * (n - (r * (n - 1)) / 2));
}

/** The smallest divisor (4 decimals, rounded up) whose simple monthly rate is at most `taxaPercentual`. */
export function divisorParaTaxaSimples(qtdParcelas: number, intervaloDias: number, taxaPercentual: number): number {
  const i = taxaPercentual / 100;
  const h = intervaloDias / 30;
  const exato = (1 + (i * h * (qtdParcelas - 1)) / 2) / (1 + i * qtdParcelas * h);
  // Rounded up at the 4th decimal; the small tolerance keeps 0.97840000001 (binary error) at 0,9784.
  return Math.ceil(exato * 10_000 - 1e-7) / 10_000;
}

/** What the plans screen and GET /api/empresa/credito show beside each plan's divisor. */
export interface TaxasDoPlano {
  qtd_parcelas: number;
  divisor: number;
  /** Simple interest a month (Gauss), percent: the ceiling's measure. */
  juros_simples_mensal_percentual: number;
  /** Effective monthly rate as disclosed (compound, from the CET); null when the plan cannot be priced. */
  taxa_mensal_percentual: number | null;
  cet_anual_percentual: number | null;
  /** Passes the own-account ceiling (refused for propria_loja). */
  acima_do_teto: boolean;
  /** Above fator_alerta_media × the BCB average (a lender's plan needs a confirmation). */
  acima_da_media: boolean;
}

// A rate within a billionth of a percent of the ceiling is at it: the divisors are rounded up to stay under.
const TOLERANCIA_PERCENTUAL = 1e-9;

export function taxasDoPlano(tabela: TabelaCredito, plano: PlanoCredito, hoje: string, r: ReferenciasCredito = REFERENCIAS_CREDITO): TaxasDoPlano {
  const simples = taxaSimplesMensal(plano, tabela.intervalo_dias) * 100;
  const custo = custoDoPlano(tabela, plano, hoje);
  const mensal = custo?.taxa_mensal_percentual ?? null;
  return {
    qtd_parcelas: plano.qtd_parcelas,
    divisor: plano.divisor,
    juros_simples_mensal_percentual: arredondarPercentual(simples),
    taxa_mensal_percentual: mensal,
    cet_anual_percentual: custo?.cet_anual_percentual ?? null,
    acima_do_teto: simples > r.teto_propria_loja.taxa_mensal_percentual + TOLERANCIA_PERCENTUAL,
    acima_da_media: mensal !== null && mensal > limiteAlertaMensal(r),
  };
}

/** The default own-account plans at the ceiling in force: 8/12/16/18x every 15 days, 25% down. */
export function planosNoTeto(r: ReferenciasCredito = REFERENCIAS_CREDITO, intervaloDias = 15): PlanoCredito[] {
  return [8, 12, 16, 18].map((n) => ({ qtd_parcelas: n, divisor: divisorParaTaxaSimples(n, intervaloDias, r.teto_propria_loja.taxa_mensal_percentual) }));
}
