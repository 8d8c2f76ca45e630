/**
 * What a name or a free text may hold. Control characters (U+0000, ESC…, the C1 range), format
 * characters (the right-to-left override U+202E that makes "exe.pdf" read as "fdp.exe", the other
 * bidi embeddings and isolates U+202A–U+202E and U+2066–U+2069, zero-width spaces, the invisible
 * "tag" letters) and lone surrogates (half a character: invalid UTF-16 that breaks PDFs, CSVs and
 * DynamoDB's UTF-8) are refused; accents, any script and emoji stay. Line breaks and tabs only in a
 * multi-line field (an address, a reason, a template's body).
 *
 * One helper for every free-text field of every body, naming the field in its message:
 * `z.string().check(z.trim(), textoLimpo("Nome do modelo"), …)`.
 */
import * as z from "../zod";

export const MSG_TEXTO = {
  caracteresInvalidos: (campo: string) => `${campo} tem caracteres de controle ou invisíveis: digite novamente sem eles`,
} as const;

// Cc: C0/C1 controls; Cf: format; Cs: a surrogate left alone (a valid pair is one code point in /u).
const PROIBIDO = /[\p{Cc}\p{Cf}\p{Cs}]/u;
// Allowed exceptions that emoji need: the zero-width joiner (👨‍👩‍👧) and a flag's tag sequence (🏴 + tags + cancel tag).
const EMOJI_COM_FORMATO = /\u200D|\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}/gu;
const QUEBRAS = /[\n\r\t]/g;

/** True when `texto` holds no control, format or lone surrogate character (`multilinha` lets \n, \r and \t through). */
export function textoSemControle(texto: string, multilinha = false): boolean {
  let t = texto.replace(EMOJI_COM_FORMATO, "");
  if (multilinha) t = t.replace(QUEBRAS, "");
  return !PROIBIDO.test(t);
}

/** The zod check of every free-text field; `campo` is the field's label as the screen shows it ("Endereço"). */
export const textoLimpo = (campo: string, opcoes: { multilinha?: boolean } = {}) =>
  z.refine<string>((v) => textoSemControle(v, opcoes.multilinha ?? false), MSG_TEXTO.caracteresInvalidos(campo));
