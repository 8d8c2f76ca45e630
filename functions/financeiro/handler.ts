/** Lambda entry of the `financeiro` domain (boleto contracts and instalments). */
import { dominio } from "../lib/http";
import { listarContratos } from "./http/listar-contratos";
import { obterContratoDetalhe } from "./http/obter-contrato";
import { marcarParcelaPaga } from "./http/pagar-parcela";
import { reenviarBoletos } from "./http/reenviar-boletos";

export const handler = dominio("financeiro", {
  "GET /api/contratos": listarContratos,
  "GET /api/contratos/{id}": obterContratoDetalhe,
  "POST /api/contratos/{id}/reenviar-boletos": reenviarBoletos,
  "POST /api/parcelas/{parcelaId}/pagar": marcarParcelaPaga,
});
