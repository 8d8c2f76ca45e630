/**
 * An amount in words, as receipts write it (issue 27 item 6): "mil e duzentos reais e cinquenta
 * centavos". Portuguese rules (Academia Brasileira de Letras / the usual cheque and receipt style):
 * "cem" alone and "cento e …" otherwise; "mil" without "um"; milhão/milhões, bilhão/bilhões;
 * "e" joins hundreds, tens and units inside a group, and joins a group to the last one when that
 * one is below a hundred or a round hundred ("mil e cinquenta", "dois mil e trezentos", but "dois
 * mil trezentos e dez"); "de reais" after a round million or billion; singular "real"/"centavo".
 * Input in integer centavos (0 to 999.999.999.999,99).
 */

const UNIDADES = ["zero", "um", "dois", "três", "quatro", "cinco", "seis", "sete", "oito", "nove", "dez", "onze", "doze", "treze", "quatorze", "quinze", "dezesseis", "dezessete", "dezoito", "dezenove"];
const DEZENAS = ["", "", "vinte", "trinta", "quarenta", "cinquenta", "sessenta", "setenta", "oitenta", "noventa"];
const CENTENAS = ["", "cento", "duzentos", "trezentos", "quatrocentos", "quinhentos", "seiscentos", "setecentos", "oitocentos", "novecentos"];
const ESCALAS: [string, string][] = [
  ["", ""],
  ["mil", "mil"],
  ["milhão", "milhões"],
  ["bilhão", "bilhões"],
];

/** 1..999 in words. */
function grupo(n: number): string {
  if (n === 100) return "cem";
  const c = Math.floor(n / 100);
  const resto = n % 100;
  const partes: string[] = [];
  if (c) partes.push(CENTENAS[c]!);
  if (resto) {
    if (resto < 20) partes.push(UNIDADES[resto]!);
    else {
      const d = Math.floor(resto / 10);
      const u = resto % 10;
      partes.push(u ? `${DEZENAS[d]} e ${UNIDADES[u]}` : DEZENAS[d]!);
    }
  }
  return partes.join(" e ");
}

/** A whole number in words (0..999.999.999.999). */
export function numeroPorExtenso(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 999_999_999_999) throw new RangeError(`Número fora do intervalo: ${n}`);
  if (n === 0) return "zero";
  const grupos: { valor: number; escala: number }[] = [];
  for (let i = 0, resto = n; resto > 0; i += 1, resto = Math.floor(resto / 1000)) {
    if (resto % 1000) grupos.unshift({ valor: resto % 1000, escala: i });
  }
  return grupos
    .map(({ valor, escala }, i) => {
      const [singular, plural] = ESCALAS[escala]!;
      const palavras = escala === 1 && valor === 1 ? "mil" : escala === 0 ? grupo(valor) : `${grupo(valor)} ${valor === 1 ? singular : plural}`;
      if (i === 0) return palavras;
      const ultimo = i === grupos.length - 1;
      return ultimo && (valor < 100 || valor % 100 === 0) ? ` e ${palavras}` : ` ${palavras}`;
    })
    .join("");
}

/** An amount of integer centavos in words: "mil e duzentos reais e cinquenta centavos". */
export function valorPorExtenso(centavos: number): string {
  if (!Number.isInteger(centavos) || centavos < 0 || centavos > 99_999_999_999_999) throw new RangeError(`Valor fora do intervalo: ${centavos}`);
  const reais = Math.floor(centavos / 100);
  const cents = centavos % 100;
  const partes: string[] = [];
  if (reais > 0) {
    // "um milhão de reais", "dois bilhões de reais": a round million or billion takes "de".
    const de = reais >= 1_000_000 && reais % 1_000_000 === 0 ? " de" : "";
    partes.push(`${numeroPorExtenso(reais)}${de} ${reais === 1 ? "real" : "reais"}`);
  }
  if (cents > 0) partes.push(`${numeroPorExtenso(cents)} ${cents === 1 ? "centavo" : "centavos"}`);
  return partes.length ? partes.join(" e ") : "zero real";
}
