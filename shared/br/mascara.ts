import { somenteDigitos } from "./digitos";

/**
 * Progressive input mask: each `0` in the pattern takes one digit; a literal is written only when
 * a digit follows it, so "1234" under "000.000.000-00" gives "123.4" and the caret never sits
 * after a dangling separator while the user types or erases.
 */
export function aplicarMascara(valor: string, padrao: string): string {
  const digitos = somenteDigitos(valor);
  let saida = "";
  let i = 0;
  for (const simbolo of padrao) {
    if (i >= digitos.length) break;
    if (simbolo === "0") {
      saida += digitos[i];
      i += 1;
    } else {
      saida += simbolo;
    }
  }
  return saida;
}
