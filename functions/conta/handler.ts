/** Lambda entry of the `conta` domain (company sign-up, signed-in user). */
import { dominio } from "../lib/http";
import { criarEmpresa } from "./http/criar-empresa";
import { obterMe } from "./http/obter-me";

export const handler = dominio("conta", {
  "POST /api/empresas": criarEmpresa,
  "GET /api/me": obterMe,
});
