/**
 * Brazilian phones, one rule for the API and the masked field. The national number is the DDD
 * (11-99) followed by 8 digits starting 2-5 (landline) or 9 digits starting with 9 (mobile).
 * Owners paste numbers from WhatsApp ("+55 11 98765-4321"), so a leading +55, 55 or trunk 0 is
 * removed; anything else, a foreign number included, is refused and never cut to fit.
 */
import { somenteDigitos } from "./digitos";
import { aplicarMascara } from "./mascara";

/**
 * Longest phone as typed or pasted the API reads: "+55 (11) 98765-4321" is 19 characters, the
 * rest is room for the spaces and marks a copy brings. Longer input is refused, never cut.
 */
export const TELEFONE_MAX_DIGITADO = 30;

const NACIONAL = /^(?:1[1-9]|[2-9]\d)(?:9\d{8}|[2-5]\d{7})$/;

/**
 * Punctuation people write around a number, plus what a copy brings along: NBSP, typographic
 * dashes and the invisible direction marks WhatsApp puts around a number (U+202A…U+202C).
 */
const SEPARADORES = /[\s().\-\p{Pd}\p{Cf}]/gu;

/**
 * The national number (10 or 11 digits) or null. The number as written is tried first, then
 * without a 55 or 0 in front: a national number has 10 or 11 digits and never starts with 0,
 * and one behind 55 has 12 or 13, so "11987654321" (DDD 11) and "5511987654321" (+55, DDD 11)
 * can never be read two ways. After a "+" only Brazil's 55 is accepted.
 */
export function normalizarTelefone(valor: string): string | null {
  const s = valor.replace(SEPARADORES, "");
  if (!/^\+?\d+$/.test(s)) return null;
  if (s.startsWith("+")) {
    const nacional = s.slice(3);
    return s.startsWith("+55") && NACIONAL.test(nacional) ? nacional : null;
  }
  if (NACIONAL.test(s)) return s;
  for (const prefixo of ["55", "0"]) {
    const nacional = s.slice(prefixo.length);
    if (s.startsWith(prefixo) && NACIONAL.test(nacional)) return nacional;
  }
  return null;
}

export function telefoneValido(valor: string): boolean {
  return normalizarTelefone(valor) !== null;
}

/**
 * What the field shows. A valid number, pasted with +55 or not, shows as "(11) 98765-4321". While
 * a national number is being typed the mask grows with it (landline layout up to 10 digits, mobile
 * at 11). Anything that cannot become a national number as it stands (a "+", a leading 0, more
 * than 11 digits) shows as bare digits, so "+1 415 555 0100" reads "+14155550100" and is refused,
 * rather than being masked into a Brazilian-looking number.
 */
export function mascararTelefone(valor: string): string {
  const nacional = normalizarTelefone(valor);
  if (nacional) return formatar(nacional);
  const digitos = somenteDigitos(valor);
  const internacional = valor.replace(SEPARADORES, "").startsWith("+");
  if (internacional || digitos.startsWith("0") || digitos.length > 11) return (internacional ? "+" : "") + digitos;
  return formatar(digitos);
}

function formatar(digitos: string): string {
  return aplicarMascara(digitos, digitos.length === 11 ? "(00) 00000-0000" : "(00) 0000-0000");
}
