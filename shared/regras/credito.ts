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

/** Who lends, as the customer is told (CDC art. 54-B §3: the "agente financiador"; shared/regras/divulgacao-credito.ts). */
export interface FinanciadorDivulgado {
  tipo: "propria_loja" | "instituicao_parceira";
  /** The shop's name (its own credit) or the partner institution's. */
  nome: string;
  cnpj: string;
  /** null when the shop has not registered its address yet. */
  endereco: string | null;
}

/**
 * What else the customer is told before signing besides the cost (issue 37; CDC arts. 52 and
 * 54-B, Decreto 5.903/2006 art. 3): who lends, how often the instalments fall, until when the
 * offer holds, and the late charges the contract stipulates (the company's at the sale).
 */
export interface CondicoesDoCredito {
  financiador: FinanciadorDivulgado;
  intervalo_dias: number;
  /** YYYY-MM-DD: the last day the offer holds. */
  valida_ate: string;
  multa_atraso_percentual: number;
  juros_mora_mensal_percentual: number;
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
  /**
   * The effective annual interest rate (compound, from the same flows), in percent; null with the
   * CET. It equals the CET while the sale adds no fee, insurance or tax to the flows, but CDC art.
   * 52 II and Res. CMN 3.517 name both, so both are disclosed. null on contracts from before it.
   */
  taxa_anual_percentual: number | null;
  parcelas: ParcelaDoCredito[];
  // The offer's conditions (CondicoesDoCredito): null without them (a plan's preview, contracts from before issue 37).
  financiador: FinanciadorDivulgado | null;
  /** "a cada 15 dias (quinzenal)" (periodicidadeTexto). */
  periodicidade: string | null;
  valida_ate: string | null;
  multa_atraso_percentual: number | null;
  juros_mora_mensal_percentual: number | null;
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
  /** The cash price again, named as Lei 6.463/1977 art. 1 and CDC art. 52 V ask: the total without financing. */
  valor_total_sem_financiamento: number;
  taxa_anual_percentual: number | null;
  financiador: FinanciadorDivulgado | null;
  periodicidade: string | null;
  valida_ate: string | null;
  multa_atraso_percentual: number | null;
  juros_mora_mensal_percentual: number | null;
  /** The right to pay off early with the interest reduced (CDC art. 52 §2), in one sentence. */
  quitacao_antecipada: string;
}

/**
 * The highest CET a sale may disclose, in percent a year. Only a credit of centavos against the
 * instalments reaches it (R$ 0,01 financed for R$ 1.000,01 in 15 days is ~10^121 %): input no shop
 * means, refused at the entry (shared/regras/venda.ts), so every contract's CET is a number a
 * screen can show and the store can hold (a DynamoDB number stops at 10^126). Lawful ceilings are
 * far lower and another rule's (shared/design docs/credito.md).
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
export function custoDoCredito(p: { precoCentavos: number; entradaCentavos: number; dataVenda: string; parcelas: readonly ParcelaCalculada[]; condicoes?: CondicoesDoCredito }): CustoCredito {
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
    taxa_anual_percentual: r === null ? null : arredondarPercentual(r * 100),
    parcelas,
    ...condicoesDivulgadas(p.condicoes),
  };
}

function condicoesDivulgadas(c: CondicoesDoCredito | undefined): Pick<CustoCredito, "financiador" | "periodicidade" | "valida_ate" | "multa_atraso_percentual" | "juros_mora_mensal_percentual"> {
  if (!c) return { financiador: null, periodicidade: null, valida_ate: null, multa_atraso_percentual: null, juros_mora_mensal_percentual: null };
  return {
    financiador: { tipo: c.financiador.tipo, nome: c.financiador.nome, cnpj: c.financiador.cnpj, endereco: c.financiador.endereco },
    periodicidade: periodicidadeTexto(c.intervalo_dias),
    valida_ate: c.valida_ate,
    multa_atraso_percentual: c.multa_atraso_percentual,
    juros_mora_mensal_percentual: c.juros_mora_mensal_percentual,
  };
}

/**
 * The instalments' frequency in words (CDC art. 52 IV; "quinzenal" said plainly: the Ceará
 * prosecutors' 2025 suit against PayJoy/BMP names unclear fortnightly instalments).
 */
export function periodicidadeTexto(intervaloDias: number): string {
  if (intervaloDias === 15) return "a cada 15 dias (quinzenal)";
  if (intervaloDias === 30) return "a cada 30 dias (mensal)";
  return `a cada ${intervaloDias} dias`;
}

/** CDC art. 52 §2, as the disclosure, the contract and the screen say it. */
export const TEXTO_QUITACAO_ANTECIPADA =
  "O cliente pode quitar a dívida antecipadamente, no todo ou em parte, a qualquer tempo, com redução proporcional dos juros (art. 52, § 2º, do CDC).";

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
    valor_total_sem_financiamento: reais(c.valor_a_vista_centavos),
    taxa_anual_percentual: c.taxa_anual_percentual,
    financiador: c.financiador,
    periodicidade: c.periodicidade,
    valida_ate: c.valida_ate,
    multa_atraso_percentual: c.multa_atraso_percentual,
    juros_mora_mensal_percentual: c.juros_mora_mensal_percentual,
    quitacao_antecipada: TEXTO_QUITACAO_ANTECIPADA,
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
