import { somenteDigitos } from "./digitos";
import { aplicarMascara } from "./mascara";

/**
 * Landline layout while typing up to 10 digits, mobile layout once the 11th arrives, so a
 * complete number of either kind reads right and the result never passes 15 characters.
 */
export function mascararTelefone(valor: string): string {
  const digitos = somenteDigitos(valor).slice(0, 11);
  return aplicarMascara(digitos, digitos.length === 11 ? "(00) 00000-0000" : "(00) 0000-0000");
}

/** DDD + 8 (landline) or 9 (mobile) digits. */
export function telefoneValido(valor: string): boolean {
  const n = somenteDigitos(valor).length;
  return n === 10 || n === 11;
}
