/**
 * The real cost of a boleto sale's credit (issue 27), from its cash flows: the customer takes the
 * phone at its cash price, pays the entry on the sale day and each instalment on its due date.
 *
 * - CDC (Lei 8.078/1990) art. 52 requires the seller to inform, before the contract, the cash
 *   price, the interest and the effective annual rate, the additions, the number and frequency of
 *   the instalments and the total to pay.
 * - The effective annual rate is the CET of Res. CMN 3.517/2007 (art. 1º §1º's formula): the r
 *   with Σ FCj ÷ (1 + r)^((dj − d0) ÷ 365) = FC0, FC0 the credit granted (cash price − entry),
 *   FCj each instalment, days counted from the sale date. The shop charges no fee or insurance,
 *   so nothing is added to the flows.
 *
 * Amounts are integer centavos; percentages are rounded half up to 2 decimals once, at the end.
 */
import { diasEntre } from "../boletos/fator-vencimento";
import { dividirArredondado } from "../br/decimal";
import { formatarCentavos } from "../br/dinheiro";
import { calcularParcelamento, entradaMinimaCentavos, type ParcelaCalculada, type PlanoCredito, type TabelaCredito } from "./parcelamento";

export interface ParcelaDoCredito {
  numero: number;
  vencimento: string;
  valor_centavos: number;
}

/** What a boleto sale discloses, frozen at the sale (stored on its contract). */
export interface CustoCredito {
  valor_a_vista_centavos: number;
  entrada_centavos: number;
  /** Cash price − entry: the credit granted (not the sum of the instalments). */
  valor_financiado_centavos: number;
  /** Total − cash price. */
  juros_total_centavos: number;
  /** Entry + every instalment. */
  valor_total_centavos: number;
  /** Total ÷ cash price − 1, in percent. */
  acrescimo_percentual: number;
  /** null when nothing is financed (entry ≥ cash price): no rate exists for a credit of zero. */
  cet_anual_percentual: number | null;
  /** (1 + CET)^(1/12) − 1, in percent; null with the CET. */
  taxa_mensal_percentual: number | null;
  parcelas: ParcelaDoCredito[];
}

/** The same disclosure as the API answers it (`divulgacao`): amounts in reais. */
export interface DivulgacaoCredito {
  valor_a_vista: number;
  entrada: number;
  valor_financiado: number;
  juros_total: number;
  valor_total: number;
  acrescimo_percentual: number;
  cet_anual_percentual: number | null;
  taxa_mensal_percentual: number | null;
  parcelas: { numero: number; vencimento: string; valor: number }[];
}

/**
 * The highest CET a sale may disclose, in percent a year. Only a credit of centavos against the
 * instalments reaches it (R$ 0,01 financed for R$ 1.000,01 in 15 days is ~10^121 %): input no shop
 * means, refused at the entry (shared/regras/venda.ts), so every contract's CET is a number a
 * screen can show and the store can hold (a DynamoDB number stops at 10^126). Lawful ceilings are
 * far lower and another rule's (shared/design CREDITO.md).
 */
export const CET_MAXIMO_PERCENTUAL = 1e100;

/**
 * Half up at 2 decimals; the tiny nudge keeps a float just below ...5 (binary error) from rounding
 * down. A tiny negative (a plan without interest solved by bisection) is 0, never −0, which
 * toLocaleString prints "-0,00%".
 */
export function arredondarPercentual(valor: number): number {
  const escalado = Math.abs(valor) * 100;
  const arredondado = Math.floor(escalado + 0.5 + 1e-9) / 100;
  return valor < 0 && arredondado !== 0 ? -arredondado : arredondado;
}

/** Present value at annual rate r of flows due `dias` days after the sale (365-day year, per Res. 3.517). */
function valorPresente(fluxos: readonly { dias: number; valor: number }[], r: number): number {
  const base = 1 + r;
  return fluxos.reduce((s, f) => s + f.valor / base ** (f.dias / 365), 0);
}

/**
 * The annual rate r (a fraction) whose present value of the flows equals `financiado`, by
 * bisection: the present value falls strictly as r grows (every flow is positive and after day 0),
 * so one root exists once the bracket holds it; bisection cannot diverge as Newton can on the
 * 1,000%+ rates these plans reach. The bracket doubles as far as a double goes, so any credit the
 * plans allow has its rate, however absurd (a 1x plan in 15 days is ~10^9 a year; issue 36 item 8).
 * null only without a positive credit, or with a rate beyond a double (flows due within days).
 */
export function taxaInternaAnual(fluxos: readonly { dias: number; valor: number }[], financiado: number): number | null {
  if (financiado <= 0 || fluxos.length === 0) return null;
  if (fluxos.some((f) => f.dias <= 0 || f.valor < 0)) throw new RangeError("Cada parcela deve vencer depois da venda e ter valor positivo");
  let baixo = -0.999_999;
  let alto = 1;
  while (valorPresente(fluxos, alto) > financiado) {
    alto *= 2;
    if (!Number.isFinite(alto * 2)) return null;
  }
  if (valorPresente(fluxos, baixo) < financiado) return null;
  // About 1,100 halvings exhaust a double's precision from the widest bracket; the loop stops once the bracket cannot shrink.
  for (let i = 0; i < 2_200; i++) {
    const meio = (baixo + alto) / 2;
    if (meio === baixo || meio === alto) break;
    if (valorPresente(fluxos, meio) > financiado) baixo = meio;
    else alto = meio;
  }
  return (baixo + alto) / 2;
}

/** (total ÷ price − 1) in percent, half up at 2 decimals, in integers: exact. */
function acrescimoPercentual(totalCentavos: number, precoCentavos: number): number {
  return Number(dividirArredondado(BigInt(totalCentavos - precoCentavos) * 10_000n, BigInt(precoCentavos))) / 100;
}

/**
 * The cost of the credit of a boleto sale from its cash price, entry, sale date and the
 * instalments it stores (calcularParcelamento's schedule: the caller passes what the sale writes,
 * so the disclosure and the slips can never differ).
 */
export function custoDoCredito(p: { precoCentavos: number; entradaCentavos: number; dataVenda: string; parcelas: readonly ParcelaCalculada[] }): CustoCredito {
  const { precoCentavos, entradaCentavos, dataVenda } = p;
  if (!Number.isSafeInteger(precoCentavos) || precoCentavos <= 0) throw new RangeError("Preço deve ser maior que zero");
  if (!Number.isSafeInteger(entradaCentavos) || entradaCentavos < 0) throw new RangeError("Entrada deve ser maior ou igual a zero");
  const parcelas = [...p.parcelas].sort((a, b) => a.numero - b.numero).map((x): ParcelaDoCredito => ({ numero: x.numero, vencimento: x.vencimento, valor_centavos: x.valorCentavos }));
  const somaParcelas = parcelas.reduce((s, x) => s + x.valor_centavos, 0);
  const total = entradaCentavos + somaParcelas;
  const financiado = precoCentavos - entradaCentavos;
  const r = taxaInternaAnual(
    parcelas.map((x) => ({ dias: diasEntre(dataVenda, x.vencimento), valor: x.valor_centavos })),
    financiado,
  );
  return {
    valor_a_vista_centavos: precoCentavos,
    entrada_centavos: entradaCentavos,
    valor_financiado_centavos: financiado,
    juros_total_centavos: total - precoCentavos,
    valor_total_centavos: total,
    acrescimo_percentual: acrescimoPercentual(total, precoCentavos),
    cet_anual_percentual: r === null ? null : arredondarPercentual(r * 100),
    // From the unrounded annual rate: rounding twice could move the second decimal.
    taxa_mensal_percentual: r === null ? null : arredondarPercentual(((1 + r) ** (1 / 12) - 1) * 100),
    parcelas,
  };
}

const reais = (c: number) => c / 100;

export function divulgacaoEmReais(c: CustoCredito): DivulgacaoCredito {
  return {
    valor_a_vista: reais(c.valor_a_vista_centavos),
    entrada: reais(c.entrada_centavos),
    valor_financiado: reais(c.valor_financiado_centavos),
    juros_total: reais(c.juros_total_centavos),
    valor_total: reais(c.valor_total_centavos),
    acrescimo_percentual: c.acrescimo_percentual,
    cet_anual_percentual: c.cet_anual_percentual,
    taxa_mensal_percentual: c.taxa_mensal_percentual,
    parcelas: c.parcelas.map((x) => ({ numero: x.numero, vencimento: x.vencimento, valor: reais(x.valor_centavos) })),
  };
}

/**
 * The instalments in words, never hiding a different one: "12x de R$ 118,05", or
 * "11x de R$ 118,05 e a última de R$ 118,12" when rounding put the remainder on the last
 * (calcularParcelamento does). Any other spread is listed by group in due order.
 */
export function descreverParcelas(valoresCentavos: readonly number[]): string {
  const grupos: { valor: number; qtd: number }[] = [];
  for (const v of valoresCentavos) {
    const ultimo = grupos[grupos.length - 1];
    if (ultimo && ultimo.valor === v) ultimo.qtd += 1;
    else grupos.push({ valor: v, qtd: 1 });
  }
  const [primeiro, segundo] = grupos;
  if (!primeiro) return "";
  if (grupos.length === 1) return `${primeiro.qtd}x de ${formatarCentavos(primeiro.valor)}`;
  if (grupos.length === 2 && segundo?.qtd === 1) return `${primeiro.qtd}x de ${formatarCentavos(primeiro.valor)} e a última de ${formatarCentavos(segundo.valor)}`;
  return grupos.map((g) => `${g.qtd}x de ${formatarCentavos(g.valor)}`).join(", ");
}

/** "1.300,83%" — how the screens and documents print a percentage. */
export function formatarPercentual(valor: number | null): string {
  if (valor === null) return "—";
  return `${valor.toLocaleString("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;
}

/** The reference sale the settings screen prices each plan on (the rates barely move with the price). */
export const PRECO_REFERENCIA_CENTAVOS = 100_000;

/**
 * What a plan of the table implies at its minimum entry, on a R$ 1.000,00 sale dated `hoje`: the
 * settings screen shows it beside each plan. null when the plan cannot be sold (e.g. an entry so
 * high nothing is left for the instalments).
 */
export function custoDoPlano(tabela: TabelaCredito, plano: PlanoCredito, hoje: string): CustoCredito | null {
  const t: TabelaCredito = { ...tabela, planos: [plano] };
  const entradaCentavos = entradaMinimaCentavos(PRECO_REFERENCIA_CENTAVOS, tabela.entrada_minima_percentual);
  try {
    const p = calcularParcelamento({ precoCentavos: PRECO_REFERENCIA_CENTAVOS, qtdParcelas: plano.qtd_parcelas, entradaCentavos, dataVenda: hoje, tabela: t });
    return custoDoCredito({ precoCentavos: PRECO_REFERENCIA_CENTAVOS, entradaCentavos, dataVenda: hoje, parcelas: p.parcelas });
  } catch (erro) {
    if (erro instanceof RangeError) return null;
    throw erro;
  }
}
