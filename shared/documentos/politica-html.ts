/**
 * The one HTML policy for templates and generated documents: what the rich-text editor (Quill)
 * produces and nothing more. Two sanitisers apply it: sanitize-html on the server (./sanitizar,
 * what is stored) and DOMPurify in the browser (frontend/src/features/documentos/
 * sanitizar-navegador.ts, what is shown and printed); test/unit/documentos-sanitizar*.test.ts
 * hold both to the same results.
 */
export const BLOCOS = ["p", "h1", "h2", "h3", "ol", "ul", "li"];
export const INLINE = ["strong", "em", "u", "s", "a", "span", "br"];
/**
 * A table carries no attribute: it is what {{tabela_parcelas}} prints (the instalment schedule,
 * CDC art. 52), and a template may hold one too; it cannot carry a script or a link.
 */
export const TABELA = ["table", "thead", "tbody", "tr", "th", "td"];
export const TAGS_PERMITIDAS = [...BLOCOS, ...INLINE, ...TABELA];
/** Tags that may carry class and style (all but br); `a` also carries href. */
export const COM_FORMATO = [...BLOCOS, ...INLINE.filter((t) => t !== "br")];

/** ql-align-center, ql-indent-1, ql-color-red, ql-bg-yellow, ql-size-large, ql-font-serif… */
export const CLASSE = /^ql-[a-z0-9-]+$/;

// Quill writes colours as rgb(...) or #hex; nothing else (no url(), no expression()) passes.
export const COR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i, /^[a-z]{3,20}$/i];
export const ESTILOS: Record<string, RegExp[]> = { color: COR, "background-color": COR };

export const ESQUEMAS = ["http", "https", "mailto"];

/** Removed together with their text (script, style…); other tags not allowed leave their text. */
export const SEM_TEXTO = ["script", "style", "textarea", "option", "noscript", "title", "iframe", "object"];
