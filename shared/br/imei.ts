import { somenteDigitos } from "./digitos";

/** IMEIs are pasted from boxes and spreadsheets with spaces, dashes, dots or slashes. */
export function normalizarImei(valor: string): string {
  return somenteDigitos(valor);
}

/** 14-digit TAC+serial plus the Luhn check digit as the 15th. */
export function imeiValido(imei: string): boolean {
  const d = normalizarImei(imei);
  if (d.length !== 15) return false;
  let soma = 0;
  for (let i = 0; i < 15; i += 1) {
    let n = Number(d[i]);
    // Luhn doubles every second digit counting from the check digit (positions 2, 4… from the left, 1-based).
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    soma += n;
  }
  return soma % 10 === 0;
}
