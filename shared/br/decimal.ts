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

/**
 * True when `valor` is a decimal with at most `casas` places. Binary float noise of such a value
 * (0.1 + 0.2 from a screen's sum) is tolerated, as escalarDecimal rounds it away; a finer value is
 * not (1.005, 0.001), and neither is a non-zero value that would round to zero units: the
 * subnormals 1e-310 and 5e-324 fall below any tolerance yet would be stored as R$ 0,00 or
 * reach BigInt as the text "5e-324".
 */
export function temAteCasas(valor: number, casas: number): boolean {
  if (!Number.isFinite(valor)) return false;
  const escalado = valor * 10 ** casas;
  const unidades = Math.round(escalado);
  if (unidades === 0 && valor !== 0) return false;
  return Math.abs(escalado - unidades) < 1e-6;
}
