/** Lambda entry of the `conta` domain (company sign-up, signed-in user, the API's OpenAPI contract). */
import { dominio } from "../lib/http";
import { criarEmpresa } from "./http/criar-empresa";
import { obterMe } from "./http/obter-me";
import { obterDocsApi, obterOpenApi } from "./http/obter-openapi";

export const handler = dominio("conta", {
  "POST /api/empresas": criarEmpresa,
  "GET /api/me": obterMe,
  "GET /api/openapi.json": obterOpenApi,
  "GET /api/docs": obterDocsApi,
});
