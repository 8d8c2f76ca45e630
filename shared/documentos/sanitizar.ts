/**
 * The one HTML policy for templates and generated documents: what the rich-text editor (Quill)
 * produces and nothing more. Runs on the server (what is stored) and in the browser (what is
 * shown), so a template can never carry a script, an event handler or a `javascript:` link.
 */
import sanitizeHtml from "sanitize-html";

const BLOCOS = ["p", "h1", "h2", "h3", "ol", "ul", "li"];
const INLINE = ["strong", "em", "u", "s", "a", "span", "br"];
const COM_FORMATO = [...BLOCOS, ...INLINE.filter((t) => t !== "br")];

// Quill writes colours as rgb(...) or #hex; nothing else (no url(), no expression()) passes.
const COR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i, /^[a-z]{3,20}$/i];

const OPCOES: sanitizeHtml.IOptions = {
  allowedTags: [...BLOCOS, ...INLINE],
  allowedAttributes: {
    ...Object.fromEntries(COM_FORMATO.map((t) => [t, ["class", "style"]])),
    a: ["href", "class", "style"],
  },
  // ql-align-center, ql-indent-1, ql-color-red, ql-bg-yellow, ql-size-large, ql-font-serif…
  allowedClasses: { "*": [/^ql-[a-z0-9-]+$/] },
  allowedStyles: { "*": { color: COR, "background-color": COR } },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // The text of removed script/style/textarea elements goes with them.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "title", "iframe", "object"],
};

export function sanitizarHtml(html: string): string {
  return sanitizeHtml(html, OPCOES);
}
