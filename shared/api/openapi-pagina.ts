/**
 * GET /api/docs: the OpenAPI document as one self-contained HTML page, rendered on the server —
 * no script, no font, no CDN, nothing fetched — so it reads the same locally and behind the SPA's
 * CSP. Operations grouped by domain, each with its caller, permission, parameters, body and answer schemas.
 */
import type { DocumentoOpenApi, EsquemaJson, Operacao } from "./openapi";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escaparHtml = (texto: string): string => texto.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** `code` spans from the backticks of the document's descriptions, everything else escaped. */
const comCodigo = (texto: string): string =>
  escaparHtml(texto).replace(/`([^`]+)`/g, (_, c: string) => `<code>${c}</code>`);

const ESTILO = `
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#1f2937}
h1{font-size:1.5rem}h2{margin-top:2rem;border-bottom:1px solid #d1d5db}
details{border:1px solid #e5e7eb;border-radius:6px;margin:.4rem 0;padding:.3rem .6rem}
summary{cursor:pointer;font-family:ui-monospace,monospace}
.m{display:inline-block;min-width:4.5rem;font-weight:700}
.GET{color:#1d4ed8}.POST{color:#15803d}.PUT{color:#b45309}.PATCH{color:#7c3aed}.DELETE{color:#b91c1c}
pre{background:#f3f4f6;padding:.5rem;overflow:auto;font-size:13px}
table{border-collapse:collapse}td,th{border:1px solid #e5e7eb;padding:.2rem .5rem;text-align:left}
`;

function parametros(op: Operacao): string {
  if (!op.parameters.length) return "";
  const linhas = op.parameters
    .map((p) => `<tr><td><code>${escaparHtml(p.name)}</code></td><td>${p.in}</td><td>${p.required ? "sim" : "não"}</td><td><code>${escaparHtml(JSON.stringify(p.schema))}</code></td></tr>`)
    .join("");
  return `<table><thead><tr><th>parâmetro</th><th>em</th><th>obrigatório</th><th>esquema</th></tr></thead><tbody>${linhas}</tbody></table>`;
}

const esquema = (s: EsquemaJson): string => `<pre>${escaparHtml(JSON.stringify(s, null, 2))}</pre>`;

function operacao(metodo: string, caminho: string, op: Operacao): string {
  const m = metodo.toUpperCase();
  const corpo = op.requestBody ? `<p>Corpo (JSON):</p>${esquema(op.requestBody.content["application/json"].schema)}` : "";
  const codigos = Object.keys(op.responses).join(", ");
  const sucesso = Object.entries(op.responses).find(([c]) => c.startsWith("2"))?.[1] as { content?: { "application/json"?: { schema: EsquemaJson } } } | undefined;
  const resposta = sucesso?.content?.["application/json"] ? `<p>Resposta de sucesso (JSON):</p>${esquema(sucesso.content["application/json"].schema)}` : "";
  return `<details id="${escaparHtml(op.operationId)}"><summary><span class="m ${m}">${m}</span>${escaparHtml(caminho)}</summary>
<p>${comCodigo(op.description)}</p>${parametros(op)}${corpo}${resposta}<p>Respostas: ${escaparHtml(codigos)}</p></details>`;
}

/** The whole page for `doc`. */
export function paginaDocs(doc: DocumentoOpenApi): string {
  const porTag = new Map<string, string[]>();
  for (const [caminho, metodos] of Object.entries(doc.paths)) {
    for (const [metodo, op] of Object.entries(metodos)) {
      const tag = op.tags[0] ?? "outros";
      porTag.set(tag, [...(porTag.get(tag) ?? []), operacao(metodo, caminho, op)]);
    }
  }
  const secoes = [...porTag].map(([tag, ops]) => `<h2 id="${escaparHtml(tag)}">${escaparHtml(tag)}</h2>\n${ops.join("\n")}`).join("\n");
  const descricao = doc.info.description
    .split("\n")
    .filter((l) => l.startsWith("- "))
    .map((l) => `<li>${comCodigo(l.slice(2))}</li>`)
    .join("");
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escaparHtml(doc.info.title)}</title><style>${ESTILO}</style></head>
<body><h1>${escaparHtml(doc.info.title)}</h1>
<p>O contrato completo, para gerar clientes: <a href="openapi.json">/api/openapi.json</a> (OpenAPI ${escaparHtml(doc.openapi)}).</p>
<ul>${descricao}</ul>
${secoes}
</body></html>
`;
}
