/**
 * The server's sanitiser (sanitize-html) for templates and generated documents, with the one
 * policy of ./politica-html: a template can never carry a script, an event handler or a
 * `javascript:` link. The browser applies the same policy with DOMPurify (Vite resolves this
 * module to frontend/src/features/documentos/sanitizar-navegador.ts: sanitize-html and postcss
 * weigh ~67 KiB gzip and never reach the browser).
 */
import sanitizeHtml from "sanitize-html";
import { CLASSE, COM_FORMATO, ESQUEMAS, ESTILOS, SEM_TEXTO, TAGS_PERMITIDAS } from "./politica-html";

const OPCOES: sanitizeHtml.IOptions = {
  allowedTags: TAGS_PERMITIDAS,
  allowedAttributes: {
    ...Object.fromEntries(COM_FORMATO.map((t) => [t, ["class", "style"]])),
    a: ["href", "class", "style"],
  },
  allowedClasses: { "*": [CLASSE] },
  allowedStyles: { "*": ESTILOS },
  allowedSchemes: ESQUEMAS,
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // The text of removed script/style/textarea elements goes with them.
  nonTextTags: SEM_TEXTO,
};

export function sanitizarHtml(html: string): string {
  return sanitizeHtml(html, OPCOES);
}
