/** Lambda entry of the `empresa` domain (the company's own data and plan). */
import { dominio } from "../lib/http";
import { atualizarCobranca } from "./http/atualizar-cobranca";
import { atualizarCredito } from "./http/atualizar-credito";
import { atualizarEmpresa } from "./http/atualizar-empresa";
import { obterCobranca } from "./http/obter-cobranca";
import { obterCredito } from "./http/obter-credito";
import { obterEmpresaDetalhe } from "./http/obter-empresa";
import { primeirosPassosRota } from "./http/primeiros-passos";

export const handler = dominio("empresa", {
  "GET /api/empresa": obterEmpresaDetalhe,
  "PUT /api/empresa": atualizarEmpresa,
  "GET /api/empresa/cobranca": obterCobranca,
  "PUT /api/empresa/cobranca": atualizarCobranca,
  "GET /api/empresa/credito": obterCredito,
  "PUT /api/empresa/credito": atualizarCredito,
  "POST /api/empresa/primeiros-passos": primeirosPassosRota,
});
