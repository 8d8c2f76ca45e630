/** Lambda entry of the `financeiro` domain (boleto contracts and instalments, and the receipts of what was paid). */
import { dominio } from "../lib/http";
import { abrirBoletoParcela, abrirBoletoQuitacao } from "./http/abrir-boleto";
import { cotarQuitacaoContrato } from "./http/cotar-quitacao";
import { emitirQuitacaoContrato } from "./http/emitir-quitacao";
import { enviarRecibo } from "./http/enviar-recibo";
import { enviarSegundaVia } from "./http/enviar-segunda-via";
import { listarContratos } from "./http/listar-contratos";
import { listarEventosContrato } from "./http/listar-eventos";
import { listarMensagensContrato } from "./http/listar-mensagens";
import { obterContratoDetalhe } from "./http/obter-contrato";
import { marcarQuitacaoPaga } from "./http/pagar-quitacao";
import { marcarParcelaPaga } from "./http/pagar-parcela";
import { reciboParcela } from "./http/recibo-parcela";
import { reciboVenda } from "./http/recibo-venda";
import { reenviarBoletos } from "./http/reenviar-boletos";
import { termoQuitacao } from "./http/termo-quitacao";

export const handler = dominio("financeiro", {
  "GET /api/contratos": listarContratos,
  "GET /api/contratos/{id}": obterContratoDetalhe,
  "GET /api/contratos/{id}/eventos": listarEventosContrato,
  "GET /api/contratos/{id}/mensagens": listarMensagensContrato,
  "GET /api/contratos/{id}/quitacao": cotarQuitacaoContrato,
  "POST /api/contratos/{id}/quitacao": emitirQuitacaoContrato,
  "POST /api/contratos/{id}/quitacao/pagar": marcarQuitacaoPaga,
  "GET /api/contratos/{id}/quitacao/boleto": abrirBoletoQuitacao,
  "GET /api/contratos/{id}/quitacao/termo": termoQuitacao,
  "POST /api/contratos/{id}/reenviar-boletos": reenviarBoletos,
  "POST /api/parcelas/{parcelaId}/pagar": marcarParcelaPaga,
  "GET /api/parcelas/{parcelaId}/boleto": abrirBoletoParcela,
  "GET /api/parcelas/{parcelaId}/recibo": reciboParcela,
  "POST /api/parcelas/{parcelaId}/segunda-via": enviarSegundaVia,
  "POST /api/parcelas/{parcelaId}/enviar-recibo": enviarRecibo,
  "GET /api/vendas/{id}/recibo": reciboVenda,
});
