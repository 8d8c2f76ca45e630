/** Dates on the customer screen: typed "dd/mm/aaaa", sent and stored "YYYY-MM-DD" (docs/api.md). */
import { dataIsoValida } from "../br/datas";
import { aplicarMascara } from "../br/mascara";

const DATA_BR = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** "31/12/1990" → "1990-12-31"; anything that is not a real calendar day → null. */
export function dataBrParaIso(valor: string): string | null {
  const m = DATA_BR.exec(valor.trim());
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  return dataIsoValida(iso) ? iso : null;
}

/** "1990-12-31" → "31/12/1990" (for filling the form from a stored record). */
export function dataIsoParaBr(iso: string | null | undefined): string {
  if (!iso || !dataIsoValida(iso)) return "";
  const [ano, mes, dia] = iso.split("-");
  return `${dia}/${mes}/${ano}`;
}

export function mascararData(valor: string): string {
  return aplicarMascara(valor, "00/00/0000");
}

/** A birth date: a real day, not before 1900 and not after today (both YYYY-MM-DD, compared as text). */
export function dataNascimentoValida(iso: string, hoje: string): boolean {
  return dataIsoValida(iso) && iso >= "1900-01-01" && iso <= hoje;
}
