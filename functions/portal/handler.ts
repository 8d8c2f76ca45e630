/** Lambda entry of the `portal` domain: the public customer area and the customers' accounts. */
import { dominio } from "../lib/http";
import { abrirBoletoPortal } from "./http/abrir-boleto";
import { consultarPortal } from "./http/consultar";
import { confirmarContaCliente } from "./http/confirmar-conta-cliente";
import { emitirQuitacaoCliente, emitirQuitacaoPortal } from "./http/emitir-quitacao";
import { obterMeCliente } from "./http/obter-me-cliente";
import { solicitarCodigoConta } from "./http/solicitar-codigo-conta";

export const handler = dominio("portal", {
  "POST /api/portal/consulta": consultarPortal,
  "POST /api/clientes/conta": solicitarCodigoConta,
  "POST /api/clientes/conta/confirmar": confirmarContaCliente,
  "GET /api/cliente/me": obterMeCliente,
  "GET /api/portal/boletos/{token}": abrirBoletoPortal,
  "POST /api/portal/quitacao": emitirQuitacaoPortal,
  "POST /api/cliente/quitacao": emitirQuitacaoCliente,
});
