/**
 * The check digits of a bank slip (FEBRABAN layout, Carta-Circular BCB 2.926/2000). Each takes
 * a string of digits only; callers strip masks first.
 */

function exigirDigitos(digitos: string): void {
  if (!/^\d+$/.test(digitos)) throw new RangeError(`Esperados só dígitos: ${digitos}`);
}

/**
 * Mod 10 of the linha digitável fields 1–3: from the right, weights 2, 1, 2, 1…; a two-digit
 * product adds its digits; digit = (10 − sum mod 10) mod 10.
 */
export function modulo10(digitos: string): number {
  exigirDigitos(digitos);
  let soma = 0;
  let peso = 2;
  for (let i = digitos.length - 1; i >= 0; i -= 1) {
    const produto = Number(digitos[i]) * peso;
    soma += produto > 9 ? produto - 9 : produto;
    peso = peso === 2 ? 1 : 2;
  }
  return (10 - (soma % 10)) % 10;
}

/** Sum of the digits from the right with weights 2…9 repeating, the base of every mod 11 here. */
export function somaModulo11(digitos: string): number {
  exigirDigitos(digitos);
  let soma = 0;
  let peso = 2;
  for (let i = digitos.length - 1; i >= 0; i -= 1) {
    soma += Number(digitos[i]) * peso;
    peso = peso === 9 ? 2 : peso + 1;
  }
  return soma;
}

/**
 * The barcode's general digit over its 43 digits without position 5: 11 − (sum mod 11), where
 * 0, 10 and 11 become 1 (a general digit is never 0).
 */
export function digitoGeralCodigoBarras(digitos43: string): number {
  if (digitos43.length !== 43) throw new RangeError("O dígito geral é calculado sobre 43 dígitos");
  const dv = 11 - (somaModulo11(digitos43) % 11);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}

/**
 * Mod 11 as banks print it beside their code and as our simulated bank checks its nosso
 * número: 11 − (sum mod 11), where 10 and 11 become 0 (001-9, 237-2, 341-7, 104-0).
 */
export function modulo11Banco(digitos: string): number {
  const dv = 11 - (somaModulo11(digitos) % 11);
  return dv >= 10 ? 0 : dv;
}
