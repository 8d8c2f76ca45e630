/**
 * The browser's sanitiser for templates and documents: DOMPurify with the one policy of
 * shared/documentos/politica-html (the server applies it with sanitize-html). Vite resolves
 * every browser import of shared/documentos/sanitizar to this module (frontend/vite.config.ts),
 * so the preview, the contract and the warranty pages and printing show exactly what the server
 * would keep, without sanitize-html and postcss in the browser (~67 KiB gzip).
 */
import DOMPurify, { type Config, type DOMPurify as Purificador } from "dompurify";
import { CLASSE, COM_FORMATO, ESQUEMAS, ESTILOS, SEM_TEXTO, TAGS_PERMITIDAS } from "../../../../shared/documentos/politica-html";

const CONFIG: Config = {
  ALLOWED_TAGS: TAGS_PERMITIDAS,
  ALLOWED_ATTR: ["class", "style", "href"],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ADD_FORBID_CONTENTS: SEM_TEXTO,
};

const FORMATADAS = new Set(COM_FORMATO);

/** Only the editor's classes (ql-…); undefined when none is left. */
function filtrarClasses(valor: string): string | undefined {
  const classes = valor.split(/\s+/).filter((c) => CLASSE.test(c));
  return classes.length ? classes.join(" ") : undefined;
}

/** Only colour and background colour with a colour value, written as sanitize-html writes them. */
function filtrarEstilo(valor: string): string | undefined {
  const mantidas: string[] = [];
  for (const declaracao of valor.split(";")) {
    const i = declaracao.indexOf(":");
    if (i < 0) continue;
    const prop = declaracao.slice(0, i).trim();
    let v = declaracao.slice(i + 1).trim();
    const importante = /\s*!important$/i.test(v);
    if (importante) v = v.replace(/\s*!important$/i, "");
    if ((ESTILOS[prop] ?? []).some((r) => r.test(v))) mantidas.push(`${prop}:${v}${importante ? " !important" : ""}`);
  }
  return mantidas.length ? mantidas.join(";") : undefined;
}

/** http, https, mailto or a relative address; never protocol-relative (//host). */
function enderecoPermitido(valor: string): boolean {
  // Browsers ignore whitespace and control characters inside a scheme ("java\tscript:").
  const limpo = [...valor].filter((c) => c.charCodeAt(0) > 0x20 && (c.charCodeAt(0) < 0x7f || c.charCodeAt(0) > 0xa0)).join("");
  if (limpo.startsWith("//")) return false;
  const esquema = /^([a-z][a-z0-9+.-]*):/i.exec(limpo)?.[1];
  return esquema === undefined || ESQUEMAS.includes(esquema.toLowerCase());
}

/** A sanitiser on a DOMPurify instance (the page's window; tests pass jsdom's). */
export function criarSanitizador(purificador: Purificador): (html: string) => string {
  purificador.addHook("uponSanitizeAttribute", (no, dados) => {
    const tag = no.nodeName.toLowerCase();
    const nome = dados.attrName;
    const filtrado =
      !FORMATADAS.has(tag) ? undefined
      : nome === "class" ? filtrarClasses(dados.attrValue)
      : nome === "style" ? filtrarEstilo(dados.attrValue)
      : nome === "href" && tag === "a" && enderecoPermitido(dados.attrValue) ? dados.attrValue
      : undefined;
    if (filtrado === undefined) dados.keepAttr = false;
    else dados.attrValue = filtrado;
  });
  return (html) => purificador.sanitize(html, CONFIG);
}

let sanitizar: ((html: string) => string) | undefined;

export function sanitizarHtml(html: string): string {
  sanitizar ??= criarSanitizador(DOMPurify);
  return sanitizar(html);
}
