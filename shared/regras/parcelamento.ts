import { dividirArredondado, escalarDecimal } from "../br/decimal";
import { dataIsoValida, somarDias } from "../br/datas";

/**
 * Boleto instalment sale (SPEC section 9). Every amount here is integer centavos. The plans are
 * the company's own (GET/PUT /api/empresa/credito, issue 27); TABELA_PADRAO is the seed's, what a
 * company that never saved its table sells with.
 */

export interface PlanoCredito {
  qtd_parcelas: number;
  /**
   * What is financed (cash price − entry) ÷ divisor is the sum of the instalments; in [0,5, 1]
   * (shared/empresa/credito.ts DIVISOR_MINIMO), at most 4 decimals. The entry bears no interest.
   */
  divisor: number;
}

export interface TabelaCredito {
  /** Minimum boleto entry, percent of the cash price (0–90, at most 2 decimals). */
  entrada_minima_percentual: number;
  /** Days between instalments (15 or 30); instalment k is due intervalo·k days after the sale. */
  intervalo_dias: number;
  planos: PlanoCredito[];
}

/**
 * What a company that never saved its plans sells with: the shop's own credit at 1% a month of
 * simple interest on what is financed (shared/regras/teto-credito.ts, the ceiling a court applies
 * to a shop lending its own money; docs/credito.md). Each divisor is the Gauss method's
 * at exactly 1% a month rounded up at the 4th decimal, so the rate stays at or under it.
 */
export const TABELA_PADRAO: TabelaCredito = {
  entrada_minima_percentual: 25,
  intervalo_dias: 15,
  planos: [
    { qtd_parcelas: 8, divisor: 0.9784 },
    { qtd_parcelas: 12, divisor: 0.9694 },
    { qtd_parcelas: 16, divisor: 0.9607 },
    { qtd_parcelas: 18, divisor: 0.9565 },
  ],
};

/**
 * The seed's table (SPEC section 9: total = cash price ÷ 0,62 / 0,60 / 0,58 / 0,55). From 19% to
 * 34% a month, lawful only from a financial institution (docs/credito.md): the plans screen offers it
 * as a preset with a partner lender, never as anyone's default.
 */
export const TABELA_SEMENTE: TabelaCredito = {
  entrada_minima_percentual: 25,
  intervalo_dias: 15,
  planos: [
    { qtd_parcelas: 8, divisor: 0.62 },
    { qtd_parcelas: 12, divisor: 0.6 },
    { qtd_parcelas: 16, divisor: 0.58 },
    { qtd_parcelas: 18, divisor: 0.55 },
  ],
};

export const OPCOES_PARCELAS = [8, 12, 16, 18] as const;
export type QtdParcelas = number;

/** The default divisors (TABELA_PADRAO) by count. */
export const DIVISORES: Readonly<Record<number, number>> = Object.fromEntries(TABELA_PADRAO.planos.map((p) => [p.qtd_parcelas, p.divisor]));
export const PERCENTUAL_ENTRADA_MINIMA = TABELA_PADRAO.entrada_minima_percentual;
export const DIAS_ENTRE_PARCELAS = TABELA_PADRAO.intervalo_dias;

/** The counts a table offers, in order: [8, 12, 16, 18]. */
export const qtdsDoPlano = (t: TabelaCredito): number[] => t.planos.map((p) => p.qtd_parcelas).sort((a, b) => a - b);

/** "Para boleto, escolha 8x, 12x, 16x ou 18x" — the allowed counts of this company, listed. */
export function msgParcelasBoleto(t: TabelaCredito): string {
  const qtds = qtdsDoPlano(t).map((n) => `${n}x`);
  const lista = qtds.length > 1 ? `${qtds.slice(0, -1).join(", ")} ou ${qtds[qtds.length - 1]}` : (qtds[0] ?? "");
  return `Para boleto, escolha ${lista}`;
}

export const planoDe = (t: TabelaCredito, n: unknown): PlanoCredito | undefined => t.planos.find((p) => p.qtd_parcelas === n);

export interface ParcelaCalculada {
  numero: number;
  valorCentavos: number;
  vencimento: string;
}

export interface Parcelamento {
  totalCentavos: number;
  entradaCentavos: number;
  financiadoCentavos: number;
  /** The regular instalment; the last one may be larger by the division remainder. */
  valorParcelaCentavos: number;
  parcelas: ParcelaCalculada[];
}

function exigirCentavos(valor: number, rotulo: string): void {
  if (!Number.isSafeInteger(valor)) throw new RangeError(`${rotulo} deve ser um valor inteiro em centavos`);
}

/**
 * The table's minimum share of the price, rounded up, so the minimum is never a fraction of a
 * cent below it. The percentage goes in as hundredths (25 → 2500): integer arithmetic, exact.
 */
export function entradaMinimaCentavos(precoCentavos: number, percentual: number = PERCENTUAL_ENTRADA_MINIMA): number {
  exigirCentavos(precoCentavos, "Preço");
  if (precoCentavos < 0) throw new RangeError("Preço deve ser maior ou igual a zero");
  const centesimos = escalarDecimal(percentual, 2);
  // Integer numerator: the quotient is exact when whole and at least 1/10000 from one when not.
  return Math.ceil((precoCentavos * centesimos) / 10_000);
}

/**
 * The entry meets the boleto minimum. The ceiling (entry <= total) depends on the instalment
 * count, so calcularParcelamento enforces it.
 */
export function entradaValida(precoCentavos: number, entradaCentavos: number, percentual: number = PERCENTUAL_ENTRADA_MINIMA): boolean {
  return Number.isSafeInteger(entradaCentavos) && entradaCentavos >= entradaMinimaCentavos(precoCentavos, percentual);
}

/**
 * Splits a boleto sale by the company's table. Interest is charged on what is financed only: the
 * instalments add up to (price − entry) ÷ divisor, rounded half up at the cent (in integers:
 * financed · 10000 ÷ (divisor · 10000)), and total = entry + instalments. (The seed's formula,
 * total = price ÷ divisor whatever the entry, charged the same interest on a smaller credit:
 * docs/desvios.md.) Each instalment is floor(sum / n) and the last takes the remainder, so entry +
 * instalments === total to the cent. Instalment k is due intervalo·k days after the sale. Does not
 * apply the minimum entry (previews run while the entry is typed): callers check entradaValida.
 * Throws RangeError with a pt-BR message on invalid input (a count not in the table lists the
 * allowed ones).
 */
export function calcularParcelamento(p: {
  precoCentavos: number;
  qtdParcelas: number;
  entradaCentavos: number;
  dataVenda: string;
  tabela?: TabelaCredito;
}): Parcelamento {
  const { precoCentavos, qtdParcelas: n, entradaCentavos, dataVenda } = p;
  const tabela = p.tabela ?? TABELA_PADRAO;
  const plano = planoDe(tabela, n);
  if (!plano) throw new RangeError(msgParcelasBoleto(tabela));
  exigirCentavos(precoCentavos, "Preço");
  exigirCentavos(entradaCentavos, "Entrada");
  if (precoCentavos <= 0) throw new RangeError("Preço deve ser maior que zero");
  if (entradaCentavos < 0) throw new RangeError("Entrada deve ser maior ou igual a zero");
  if (entradaCentavos > precoCentavos) throw new RangeError("Entrada não pode ser maior que o valor total");
  if (!dataIsoValida(dataVenda)) throw new RangeError(`Data da venda inválida: ${dataVenda}`);

  const divisorDezMilesimos = BigInt(escalarDecimal(plano.divisor, 4));
  if (divisorDezMilesimos <= 0n) throw new RangeError("Divisor do plano deve ser maior que zero");
  const financiadoCentavos = Number(dividirArredondado(BigInt(precoCentavos - entradaCentavos) * 10_000n, divisorDezMilesimos));
  const totalCentavos = entradaCentavos + financiadoCentavos;
  const valorParcelaCentavos = Math.floor(financiadoCentavos / n);
  const parcelas = Array.from({ length: n }, (_, i): ParcelaCalculada => {
    const numero = i + 1;
    return {
      numero,
      valorCentavos: numero === n ? financiadoCentavos - valorParcelaCentavos * (n - 1) : valorParcelaCentavos,
      vencimento: somarDias(dataVenda, tabela.intervalo_dias * numero),
    };
  });
  return { totalCentavos, entradaCentavos, financiadoCentavos, valorParcelaCentavos, parcelas };
}
