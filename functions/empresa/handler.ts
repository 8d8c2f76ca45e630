/** Lambda entry of the `empresa` domain (the company's own data and plan). */
import { dominio } from "../lib/http";
import { atualizarEmpresa } from "./http/atualizar-empresa";
import { obterEmpresaDetalhe } from "./http/obter-empresa";

export const handler = dominio("empresa", {
  "GET /api/empresa": obterEmpresaDetalhe,
  "PUT /api/empresa": atualizarEmpresa,
});
