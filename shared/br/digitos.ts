/** Keeps only 0-9: masks, pasted text and stored documents all compare on bare digits. */
export function somenteDigitos(valor: string): string {
  return valor.replace(/\D/g, "");
}
