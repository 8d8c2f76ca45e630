/**
 * The API's contract for its clients (the Master plan's public API, scripts): the OpenAPI 3.1
 * document of the route table, and the same as a page to read. Public (it describes routes, no
 * data); built once per cold start, when first asked, from schemas loaded on demand.
 */
import type { DocumentoOpenApi } from "../../../shared/api/openapi";
import { ROTAS } from "../../../shared/api/routes";
import { rotaPublica } from "../../lib/http";

let documento: Promise<DocumentoOpenApi> | undefined;
function obterDocumento(): Promise<DocumentoOpenApi> {
  // The generator is a lazy chunk: the sign-up and /api/me share this Lambda's cold start.
  documento ??= import("../../../shared/api/openapi")
    .then(async ({ carregarEsquemas, documentoOpenApi }) => documentoOpenApi(ROTAS, await carregarEsquemas(ROTAS)))
    .catch((erro: unknown) => {
      documento = undefined;
      throw erro;
    });
  return documento;
}

/** Clients may keep it a few minutes: it changes only with a deploy. */
const CACHE = { "cache-control": "public, max-age=300" };

export const obterOpenApi = rotaPublica({}, async () => ({ status: 200, corpo: await obterDocumento(), cabecalhos: CACHE }));

export const obterDocsApi = rotaPublica({}, async () => ({
  status: 200,
  arquivo: { texto: (await import("../../../shared/api/openapi-pagina")).paginaDocs(await obterDocumento()), tipo: "text/html; charset=utf-8", nome: "api.html", exibir: "inline" as const },
  // The page runs no script and loads nothing: its own policy says so (CloudFront's may replace it).
  cabecalhos: { ...CACHE, "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'" },
}));
