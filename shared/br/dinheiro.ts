import { escalarDecimal } from "./decimal";
import { numeroBr } from "./numero";

/**
 * The largest amount any money field takes, screen and API alike (R$ 10.000.000,00 per field).
 * A phone shop never types more; staying far below 2^53 centavos keeps every sum exact and
 * every Intl format safe.
 */
export const VALOR_MAXIMO_CENTAVOS = 1_000_000_000;
export const VALOR_MAXIMO_REAIS = VALOR_MAXIMO_CENTAVOS / 100;

/** Reais (as crossing the API) to integer centavos; throws RangeError on NaN or Infinity. */
export function paraCentavos(reais: number): number {
  return escalarDecimal(reais, 2);
}

export function paraReais(centavos: number): number {
  return centavos / 100;
}

// Intl only beyond safe integers (never for a valid amount), made on first use: ICU's first
// format costs tens of milliseconds of a Lambda's cold start, and messages such as
// MSG_DINHEIRO.acimaDoMaximo are written when a module loads.
let brl: Intl.NumberFormat | undefined;
let numeroReais: Intl.NumberFormat | undefined;
const BRL = () => (brl ??= new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }));
const NUMERO_BR = () => (numeroReais ??= new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** |centavos| as ICU writes it in pt-BR: "1.234,56". */
function digitosReais(centavos: number): string {
  const abs = Math.abs(centavos);
  return `${numeroBr(Math.floor(abs / 100))},${String(abs % 100).padStart(2, "0")}`;
}

/**
 * "R$ 1.234,56". ICU separates symbol and number with U+00A0 (and some versions use U+202F);
 * plain spaces keep documents, tests and screen-reader text identical to the spec's "R$ 150,00".
 */
export function formatarReais(reais: number): string {
  // Round to the cent first so -0.001 shows "R$ 0,00", not "-R$ 0,00".
  const centavos = paraCentavos(reais);
  if (!Number.isSafeInteger(centavos)) return BRL().format(centavos / 100).replace(/[\u00A0\u202F]/g, " ");
  return `${centavos < 0 ? "-" : ""}R$ ${digitosReais(centavos)}`;
}

export function formatarCentavos(centavos: number): string {
  return formatarReais(paraReais(centavos));
}

/** "1.234,56" without the symbol: what a money input shows once the typing is done. */
export function formatarNumeroReais(reais: number): string {
  const centavos = paraCentavos(reais);
  if (!Number.isSafeInteger(centavos)) return NUMERO_BR().format(centavos / 100);
  return `${centavos < 0 ? "-" : ""}${digitosReais(centavos)}`;
}

export const MSG_DINHEIRO = {
  invalido: "Informe um valor em reais, como 1.999,90",
  negativo: "O valor não pode ser negativo",
  casas: "Use no máximo 2 casas decimais (centavos)",
  acimaDoMaximo: `O valor máximo é ${formatarCentavos(VALOR_MAXIMO_CENTAVOS)}`,
} as const;

export type LeituraReais = { ok: true; vazio: true } | { ok: true; vazio: false; centavos: number } | { ok: false; motivo: string };

// Groups of three after the first: "1.999.999". A lone run of digits is also an integer part.
const INTEIRO_AGRUPADO = /^\d{1,3}(\.\d{3})+$/;
const SO_DIGITOS = /^\d+$/;

/**
 * Reads an amount the way Brazilians type or paste it: `1999,90`, `1.999,90`, `R$ 1.999,90`,
 * `1999.90` and `1.999` (one thousand nine hundred and ninety-nine) all work. The comma is the
 * decimal mark; a dot is a thousands mark unless it is the only mark and one or two digits follow
 * it (`1999.90`, as a calculator or a spreadsheet pastes). Negative amounts, more than two
 * decimals, anything else and amounts above the maximum are refused with a pt-BR reason: a typed
 * amount is never silently turned into another one.
 */
export function lerReais(texto: string): LeituraReais {
  let t = texto.replace(/[\s\u00A0\u202F]/g, "");
  if (t === "") return { ok: true, vazio: true };
  if (/^[-−(]|^R\$[-−(]|[-−)]$/.test(t)) return { ok: false, motivo: MSG_DINHEIRO.negativo };
  t = t.replace(/^R\$/i, "");
  if (t === "" || !/^[\d.,]+$/.test(t)) return { ok: false, motivo: MSG_DINHEIRO.invalido };

  let inteiro: string;
  let fracao = "";
  const virgula = t.lastIndexOf(",");
  if (virgula >= 0) {
    inteiro = t.slice(0, virgula);
    fracao = t.slice(virgula + 1);
    if (fracao.includes(".") || fracao.includes(",")) return { ok: false, motivo: MSG_DINHEIRO.invalido };
    if (inteiro.includes(",")) return { ok: false, motivo: MSG_DINHEIRO.invalido };
    if (inteiro === "") inteiro = "0";
    if (!SO_DIGITOS.test(inteiro) && !INTEIRO_AGRUPADO.test(inteiro)) return { ok: false, motivo: MSG_DINHEIRO.invalido };
  } else {
    const pontos = t.split(".").length - 1;
    if (pontos === 0) inteiro = t;
    else if (INTEIRO_AGRUPADO.test(t)) inteiro = t;
    else if (pontos === 1) {
      [inteiro = "", fracao = ""] = t.split(".");
      if (inteiro === "") inteiro = "0";
      if (!SO_DIGITOS.test(inteiro) || !SO_DIGITOS.test(fracao)) return { ok: false, motivo: MSG_DINHEIRO.invalido };
    } else return { ok: false, motivo: MSG_DINHEIRO.invalido };
  }
  if (fracao !== "" && !SO_DIGITOS.test(fracao)) return { ok: false, motivo: MSG_DINHEIRO.invalido };
  if (fracao.length > 2) return { ok: false, motivo: MSG_DINHEIRO.casas };

  const digitos = inteiro.replace(/\./g, "").replace(/^0+(?=\d)/, "");
  // Compared as text first: a 40-digit paste must not become a float before it is refused.
  if (digitos.length > String(VALOR_MAXIMO_REAIS).length) return { ok: false, motivo: MSG_DINHEIRO.acimaDoMaximo };
  const centavos = Number(digitos) * 100 + Number(fracao.padEnd(2, "0"));
  if (centavos > VALOR_MAXIMO_CENTAVOS) return { ok: false, motivo: MSG_DINHEIRO.acimaDoMaximo };
  return { ok: true, vazio: false, centavos };
}
