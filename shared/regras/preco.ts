import { dividirArredondado, escalarDecimal } from "../br/decimal";
import { paraCentavos, paraReais } from "../br/dinheiro";

export type TipoMargem = "real" | "percentual";

// Percentual margins keep 6 decimals: 33.333% and 33.33% give different prices at the cent.
const CASAS_MARGEM = 6;
const CEM_POR_CENTO = 100n * 10n ** BigInt(CASAS_MARGEM);

/**
 * Selling price in reais, exact to the cent (half up). real: cost + margin in reais.
 * percentual: margin on the selling price (markdown), price = cost / (1 − margin/100), so
 * 20% on R$ 100 is R$ 125; at 100% or more no price exists and 0 is returned.
 */
export function calcularPrecoFinal(custoBase: number, tipoMargem: TipoMargem, valorMargem: number): number {
  const custo = paraCentavos(custoBase);
  if (tipoMargem === "real") return paraReais(custo + paraCentavos(valorMargem));

  const margem = BigInt(escalarDecimal(valorMargem, CASAS_MARGEM));
  if (margem >= CEM_POR_CENTO) return 0;
  // BigInt: R$ 1.000 at 99.99% already needs 10^17 in the numerator.
  const centavos = dividirArredondado(BigInt(custo) * CEM_POR_CENTO, CEM_POR_CENTO - margem);
  return paraReais(Number(centavos));
}
