import { somenteDigitos } from "./digitos";
import { aplicarMascara } from "./mascara";

/** Receita Federal weights: 5..2 then 9..2 for the first digit, one more leading weight for the second. */
const PESOS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const PESOS_2 = [6, ...PESOS_1];

function digitoVerificador(digitos: string, pesos: readonly number[]): number {
  const soma = pesos.reduce((acc, peso, i) => acc + Number(digitos[i]) * peso, 0);
  const resto = soma % 11;
  return resto < 2 ? 0 : 11 - resto;
}

/** Numeric CNPJ only (the 14-digit form every stored company and supplier uses today). */
export function cnpjValido(cnpj: string): boolean {
  const d = somenteDigitos(cnpj);
  // Repeated digits satisfy the arithmetic but are not real registrations.
  if (d.length !== 14 || /^(\d)\1+$/.test(d)) return false;
  return digitoVerificador(d, PESOS_1) === Number(d[12]) && digitoVerificador(d, PESOS_2) === Number(d[13]);
}

export function mascararCnpj(valor: string): string {
  return aplicarMascara(valor, "00.000.000/0000-00");
}
