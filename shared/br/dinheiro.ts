import { escalarDecimal } from "./decimal";

/** Reais (as crossing the API) to integer centavos; throws RangeError on NaN or Infinity. */
export function paraCentavos(reais: number): number {
  return escalarDecimal(reais, 2);
}

export function paraReais(centavos: number): number {
  return centavos / 100;
}

const BRL = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

/**
 * "R$ 1.234,56". ICU separates symbol and number with U+00A0 (and some versions use U+202F);
 * plain spaces keep documents, tests and screen-reader text identical to the spec's "R$ 150,00".
 */
export function formatarReais(reais: number): string {
  // Round to the cent first so -0.001 shows "R$ 0,00", not "-R$ 0,00".
  const centavos = paraCentavos(reais);
  return BRL.format(centavos === 0 ? 0 : centavos / 100).replace(/[\u00A0\u202F]/g, " ");
}

export function formatarCentavos(centavos: number): string {
  return formatarReais(paraReais(centavos));
}

/** The largest amount any money field takes: R$ 10.000.000,00. */
export const VALOR_MAXIMO_CENTAVOS = 1_000_000_000;
