import { somenteDigitos } from "./digitos";

/**
 * Progressive input mask: each `0` in the pattern takes one digit and each `X` one letter or
 * digit (upper-cased); anything else in the pattern is a literal. A literal is written only
 * when a character follows it, so "1234" under "000.000.000-00" gives "123.4" and the caret
 * never sits after a dangling separator while the user types or erases. A letter that reaches
 * a `0` place is dropped, never moved elsewhere: "12ABC34501DEX5" gives "12.ABC.345/01DE-5".
 */
export function aplicarMascara(valor: string, padrao: string): string {
  const caracteres = padrao.includes("X") ? valor.replace(/[^0-9A-Za-z]/g, "").toUpperCase() : somenteDigitos(valor);
  let saida = "";
  let literais = "";
  let i = 0;
  for (const simbolo of padrao) {
    if (simbolo !== "0" && simbolo !== "X") {
      literais += simbolo;
      continue;
    }
    if (simbolo === "0") {
      while (i < caracteres.length && !/\d/.test(caracteres[i]!)) i += 1;
    }
    if (i >= caracteres.length) break;
    saida += literais + caracteres[i];
    literais = "";
    i += 1;
  }
  return saida;
}
