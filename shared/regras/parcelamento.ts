import { dividirArredondado, escalarDecimal } from "../br/decimal";
import { dataIsoValida, somarDias } from "../br/datas";

/** Boleto instalment sale (SPEC section 9). Every amount here is integer centavos. */

export const OPCOES_PARCELAS = [8, 12, 16, 18] as const;
export type QtdParcelas = (typeof OPCOES_PARCELAS)[number];

/** Total with interest = price / divisor. */
export const DIVISORES = { 8: 0.62, 12: 0.6, 16: 0.58, 18: 0.55 } as const satisfies Record<QtdParcelas, number>;
export const PERCENTUAL_ENTRADA_MINIMA = 25;
export const DIAS_ENTRE_PARCELAS = 15;

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

/** 25% of the price rounded up, so the minimum is never a fraction of a cent below a quarter. */
export function entradaMinimaCentavos(precoCentavos: number): number {
  exigirCentavos(precoCentavos, "Preço");
  if (precoCentavos < 0) throw new RangeError("Preço deve ser maior ou igual a zero");
  // Integer numerator: the quotient is exact when whole and at least 0.01 from one when not.
  return Math.ceil((precoCentavos * PERCENTUAL_ENTRADA_MINIMA) / 100);
}

/**
 * The entry meets the boleto minimum. The ceiling (entry <= total) depends on the instalment
 * count, so calcularParcelamento enforces it.
 */
export function entradaValida(precoCentavos: number, entradaCentavos: number): boolean {
  return Number.isSafeInteger(entradaCentavos) && entradaCentavos >= entradaMinimaCentavos(precoCentavos);
}

function ehOpcao(n: number): n is QtdParcelas {
  return (OPCOES_PARCELAS as readonly number[]).includes(n);
}

/**
 * Splits a boleto sale. total = price / divisor rounded half up at the cent (done as
 * price * 100 / 62 in integers); each instalment is floor(financed / n) and the last takes the
 * remainder, so entry + instalments === total to the cent. Instalment k is due 15·k days after
 * the sale. Does not apply the 25% minimum (previews run while the entry is typed): callers
 * check entradaValida. Throws RangeError with a pt-BR message on invalid input.
 */
export function calcularParcelamento(p: {
  precoCentavos: number;
  qtdParcelas: QtdParcelas;
  entradaCentavos: number;
  dataVenda: string;
}): Parcelamento {
  const { precoCentavos, qtdParcelas: n, entradaCentavos, dataVenda } = p;
  if (!ehOpcao(n)) throw new RangeError("Para boleto, escolha 8x, 12x, 16x ou 18x");
  exigirCentavos(precoCentavos, "Preço");
  exigirCentavos(entradaCentavos, "Entrada");
  if (precoCentavos <= 0) throw new RangeError("Preço deve ser maior que zero");
  if (entradaCentavos < 0) throw new RangeError("Entrada deve ser maior ou igual a zero");
  if (!dataIsoValida(dataVenda)) throw new RangeError(`Data da venda inválida: ${dataVenda}`);

  const divisorCentesimos = BigInt(escalarDecimal(DIVISORES[n], 2));
  const totalCentavos = Number(dividirArredondado(BigInt(precoCentavos) * 100n, divisorCentesimos));
  if (entradaCentavos > totalCentavos) throw new RangeError("Entrada não pode ser maior que o valor total");

  const financiadoCentavos = totalCentavos - entradaCentavos;
  const valorParcelaCentavos = Math.floor(financiadoCentavos / n);
  const parcelas = Array.from({ length: n }, (_, i): ParcelaCalculada => {
    const numero = i + 1;
    return {
      numero,
      valorCentavos: numero === n ? financiadoCentavos - valorParcelaCentavos * (n - 1) : valorParcelaCentavos,
      vencimento: somarDias(dataVenda, DIAS_ENTRE_PARCELAS * numero),
    };
  });
  return { totalCentavos, entradaCentavos, financiadoCentavos, valorParcelaCentavos, parcelas };
}
