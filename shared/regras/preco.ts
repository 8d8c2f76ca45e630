import { dividirArredondado, escalarDecimal } from "../br/decimal";
import { formatarCentavos, paraCentavos, paraReais, VALOR_MAXIMO_CENTAVOS } from "../br/dinheiro";

export type TipoMargem = "real" | "percentual";

// Percentual margins keep 6 decimals: 33.333% and 33.33% give different prices at the cent.
const CASAS_MARGEM = 6;
const CEM_POR_CENTO = 100n * 10n ** BigInt(CASAS_MARGEM);

/**
 * Selling price in reais, exact to the cent (half up). real: cost + margin in reais.
 * percentual: margin on the selling price (markdown), price = cost / (1 − margin/100), so
 * 20% on R$ 100 is R$ 125; at 100% or more no price exists and 0 is returned (erroMargem refuses
 * such a product before it is saved).
 */
export function calcularPrecoFinal(custoBase: number, tipoMargem: TipoMargem, valorMargem: number): number {
  return paraReais(Number(precoFinalCentavos(custoBase, tipoMargem, valorMargem)));
}

/** The price in centavos as a BigInt, so a huge cost and margin can be compared before converting. */
function precoFinalCentavos(custoBase: number, tipoMargem: TipoMargem, valorMargem: number): bigint {
  const custo = BigInt(paraCentavos(custoBase));
  if (tipoMargem === "real") return custo + BigInt(paraCentavos(valorMargem));

  const margem = BigInt(escalarDecimal(valorMargem, CASAS_MARGEM));
  if (margem >= CEM_POR_CENTO) return 0n;
  // BigInt: R$ 1.000 at 99.99% already needs 10^17 in the numerator.
  return dividirArredondado(custo * CEM_POR_CENTO, CEM_POR_CENTO - margem);
}

/** The percentual margin is on the selling price, so 100% or more has no price (SPEC section 5). */
export const MARGEM_PERCENTUAL_LIMITE = 100;

export const MSG_PRECO = {
  margemPercentual: "A margem percentual deve ser menor que 100%: ela é calculada sobre o preço de venda",
  precoAcimaDoMaximo: `O preço final passaria de ${formatarCentavos(VALOR_MAXIMO_CENTAVOS)}: reduza o custo ou a margem`,
} as const;

/**
 * Why this cost and margin cannot be saved, or null when they can: one rule for the form and the
 * API. A percentual margin of 100% or more would price the phone at nothing, and a price above
 * the money maximum could not be sold by any money field.
 */
export function erroMargem(custoBase: number, tipoMargem: TipoMargem, valorMargem: number): { campo: "valor_margem"; mensagem: string } | null {
  if (tipoMargem === "percentual" && valorMargem >= MARGEM_PERCENTUAL_LIMITE) return { campo: "valor_margem", mensagem: MSG_PRECO.margemPercentual };
  if (precoFinalCentavos(custoBase, tipoMargem, valorMargem) > BigInt(VALOR_MAXIMO_CENTAVOS)) return { campo: "valor_margem", mensagem: MSG_PRECO.precoAcimaDoMaximo };
  return null;
}

/**
 * The price a form previews while typing, or null when the inputs are not a valid product yet
 * (empty, out of range, impossible margin): a preview never throws.
 */
export function precoFinalPrevisto(custoBase: unknown, tipoMargem: unknown, valorMargem: unknown): number | null {
  if (typeof custoBase !== "number" || typeof valorMargem !== "number" || !Number.isFinite(custoBase) || !Number.isFinite(valorMargem)) return null;
  if (tipoMargem !== "real" && tipoMargem !== "percentual") return null;
  if (custoBase < 0 || valorMargem < 0 || custoBase > VALOR_MAXIMO_CENTAVOS / 100 || valorMargem > VALOR_MAXIMO_CENTAVOS / 100) return null;
  if (erroMargem(custoBase, tipoMargem, valorMargem)) return null;
  return calcularPrecoFinal(custoBase, tipoMargem, valorMargem);
}
