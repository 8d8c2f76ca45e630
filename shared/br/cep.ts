/**
 * CEP (Código de Endereçamento Postal): 8 digits, shown 00000-000 and stored bare. People paste
 * it from the Correios site or an invoice ("01310-100", "01.310-100", "01310 100"), so the mask
 * punctuation and what a copy brings along (spaces, NBSP, typographic dashes, invisible format
 * marks) are dropped; any other character, or a count other than 8 digits, is refused and never
 * cut to fit.
 */
import { aplicarMascara } from "./mascara";

/** The longest CEP as typed or pasted the API reads: "01.310-100" plus room for spaces; longer is refused. */
export const CEP_MAX_DIGITADO = 20;

const SEPARADORES = /[\s.\-\p{Pd}\p{Cf}]/gu;

/** "01310-100" → "01310100"; null when it is not exactly 8 digits once the punctuation is gone. */
export function normalizarCep(valor: string): string | null {
  const s = valor.replace(SEPARADORES, "");
  return /^\d{8}$/.test(s) ? s : null;
}

export function cepValido(valor: string): boolean {
  return normalizarCep(valor) !== null;
}

/** Progressive mask of the field: "013101" → "01310-1"; a stored "01310100" → "01310-100". */
export function mascararCep(valor: string): string {
  return aplicarMascara(valor, "00000-000");
}
