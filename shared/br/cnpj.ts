/**
 * CNPJ, numeric or alphanumeric (IN RFB 2.229/2024, given to new registrations since July 2026):
 * 12 characters from 0-9 and A-Z plus 2 numeric check digits, mod 11 over each character's ASCII
 * code minus 48, so every numeric CNPJ stays valid as it is. The arithmetic is the `cnpj`
 * package's; what a user may type around it (mask, spaces, lower case) is decided here.
 */
import { validate } from "cnpj";
import { aplicarMascara } from "./mascara";

/**
 * Mask punctuation and what a copy from a PDF or a web page brings along with it: spaces
 * (NBSP included), any dash (U+2010…) and invisible format marks (U+200B, U+202A…).
 */
const SEPARADORES = /[\s.\-/\p{Pd}\p{Cf}]/gu;

/**
 * "12.abc.345/01de-35" → "12ABC34501DE35", the form stored and compared everywhere. Only a-z is
 * upper-cased: `toUpperCase` would turn "ß" into "SS" and "ı" into "I", making letters the
 * user never typed.
 */
export function normalizarCnpj(valor: string): string {
  return valor.replace(SEPARADORES, "").replace(/[a-z]/g, (c) => c.toUpperCase());
}

/**
 * Masked or bare, any case. False for letters in the check-digit places, a wrong check digit,
 * all-same characters (they satisfy the arithmetic but are never issued) and any other symbol.
 */
export function cnpjValido(valor: string): boolean {
  return validate(normalizarCnpj(valor));
}

/** 00.000.000/0000-00 with letters (upper-cased) in the first 12 places; the last 2 take digits only. */
export function mascararCnpj(valor: string): string {
  return aplicarMascara(valor, "XX.XXX.XXX/XXXX-00");
}
