/** Kept apart from the sanitiser so the zod schemas (and every Lambda importing them) do not load sanitize-html. */

/**
 * True when the HTML shows no text: "", "<p><br></p>", "<p></p><p>&nbsp;</p>"… An editor
 * holding only empty paragraphs counts as empty (SPEC section 5, 'Conteúdo é obrigatório').
 */
export function conteudoVazio(html: string): boolean {
  const texto = html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|&#160;|&#xa0;/gi, " ")
    .replace(/[\s\u00a0\u200b\ufeff]/g, "");
  return texto.length === 0;
}
