/** Pasting a column of IMEIs (one per line, as a barcode scanner or a spreadsheet gives them). */
export interface ItemDigitado {
  imei: string;
  cor: string;
}

/** The list with the pasted IMEIs from `indice` on (rows added as needed); null for a single value. */
export function colarImeis(itens: ItemDigitado[], indice: number, texto: string): ItemDigitado[] | null {
  const linhas = texto.split(/[\r\n\t;,]+/).map((l) => l.trim()).filter(Boolean);
  if (linhas.length < 2) return null;
  const novos = [...itens];
  linhas.forEach((imei, k) => {
    const i = indice + k;
    novos[i] = { imei, cor: novos[i]?.cor || novos[indice]?.cor || "" };
  });
  return novos;
}
