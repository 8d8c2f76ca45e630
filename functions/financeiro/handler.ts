/** Lambda entry of the `financeiro` domain (boleto contracts and instalments). */
import { dominio } from "../lib/http";
import { obterContratoDetalhe } from "./http/obter-contrato";

export const handler = dominio("financeiro", {
  "GET /api/contratos/{id}": obterContratoDetalhe,
});
