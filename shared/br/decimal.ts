/**
 * Exact decimal helpers for money and percentages. Amounts arrive as JS numbers in reais, so
 * they are turned into integers once and all further arithmetic stays in integers.
 */

/**
 * `valor` as an integer count of 10^-casas units, half away from zero. The product is cut to 15
 * significant digits first because binary floats land just below the half (1.005 * 100 is
 * 100.49999999999999) and would otherwise round the wrong way.
 */
export function escalarDecimal(valor: number, casas: number): number {
  if (!Number.isFinite(valor)) throw new RangeError(`Valor numérico inválido: ${valor}`);
  const inteiro = Math.round(Number((Math.abs(valor) * 10 ** casas).toPrecision(15)));
  if (!Number.isSafeInteger(inteiro)) throw new RangeError(`Valor fora do intervalo suportado: ${valor}`);
  // Without the guard a tiny negative would become -0 and later format as "-R$ 0,00".
  return valor < 0 && inteiro !== 0 ? -inteiro : inteiro;
}

/** numerador / divisor rounded half away from zero; divisor must be positive. */
export function dividirArredondado(numerador: bigint, divisor: bigint): bigint {
  if (divisor <= 0n) throw new RangeError("Divisor deve ser positivo");
  const negativo = numerador < 0n;
  const n = negativo ? -numerador : numerador;
  const q = (2n * n + divisor) / (2n * divisor);
  return negativo ? -q : q;
}
