/**
 * POST /api/portal/quitacao `{ cpf, telefone, pedido }` — the customer asks the payoff slip of one
 * of their contracts themselves (issue 27 item 5, CDC art. 52 §2): `pedido` is the opaque token the
 * lookup handed out with `contratos[].quitacao` (no company or contract id leaves the API), and the
 * lookup's proof is asked again — the CPF and the phone of that shop's customer record — under the
 * lookup's own limits (per client address and per CPF, functions/portal/limites.ts). An unknown or
 * expired token, another person's token or a wrong phone answer the same 404 after the same minimum
 * time. Today's payoff is quoted (the staff route's rule) and ONE slip asked; asking again the same
 * day for the same amount answers the slip already asked (a double tap never makes two).
 * 201 `{ quitacao: { valor, data, boleto: { status, valor, vencimento, linha_digitavel, pix_copia_e_cola } } }`.
 * POST /api/cliente/quitacao `{ pedido }` — the same for a signed-in customer (/cliente): the proof
 * is the account still linked to the CPF, and the token must be of a customer record with that CPF.
 */
import { hojeBrasil } from "../../../shared/br/datas";
import { somenteDigitos } from "../../../shared/br/digitos";
import { MSG_PORTAL, PedidoQuitacaoClienteInput, PedidoQuitacaoPortalInput, type QuitacaoPortal } from "../../../shared/portal/schemas";
import { obterCliente } from "../../cadastro";
import { obterContrato, type QuitacaoGravada } from "../../contratos";
import { cotarQuitacao, pedirBoletoQuitacao } from "../../financeiro";
import { enderecoDoCliente } from "../../lib/borda";
import { ErroApi, naoEncontrado } from "../../lib/errors";
import { criado, rotaCliente, rotaPublica } from "../../lib/http";
import { auditoria, mascarar } from "../../lib/logger";
import type { PedidoQuitacaoPortalGravado } from "../entidades";
import { boletoQuitacao } from "../consulta";
import { telefoneConfere } from "../domain";
import { aguardarAte, DURACAO_MINIMA_FALHA_MS, hashDe, LIMITE_CPF, LIMITE_IP } from "../limites";
import { devolverTentativa, lerPedidoQuitacao, reservarTentativa } from "../repo";
import { exigirContaVinculada } from "./obter-me-cliente";

const muitasTentativas = () => new ErroApi(429, "RATE_LIMITED", MSG_PORTAL.muitasTentativas);

const vigente = (q: QuitacaoGravada | undefined, hoje: string, valorCentavos: number) =>
  q && (q.status === "emitindo" || q.status === "emitido") && q.data === hoje && q.valor_centavos === valorCentavos ? q : undefined;

async function resposta(q: QuitacaoGravada): Promise<{ quitacao: Omit<QuitacaoPortal, "pedido"> }> {
  return { quitacao: { valor: q.valor_centavos / 100, data: q.data, boleto: await boletoQuitacao(q) } };
}

export const emitirQuitacaoPortal = rotaPublica({ body: PedidoQuitacaoPortalInput }, async ({ body, evento }) => {
  const inicio = Date.now();
  const agoraS = Math.floor(inicio / 1000);
  const ip = enderecoDoCliente(evento);
  const cpf = { tipo: "cpf" as const, hash: hashDe("cpf", body.cpf) };
  const registro = { cpf_hash: cpf.hash.slice(0, 16), ip: mascarar(ip) };
  if (!(await reservarTentativa({ tipo: "ip", hash: hashDe("ip", ip), ...LIMITE_IP }, agoraS))) {
    auditoria("portal_quitacao", { ...registro, resultado: "limite_ip" });
    throw muitasTentativas();
  }
  if (!(await reservarTentativa({ ...cpf, ...LIMITE_CPF }, agoraS))) {
    auditoria("portal_quitacao", { ...registro, resultado: "limite_cpf" });
    throw muitasTentativas();
  }
  const pedido = await lerPedidoQuitacao(body.pedido, agoraS);
  const cliente = pedido ? await obterCliente(pedido.empresa_id, pedido.cliente_id) : undefined;
  const confere = !!cliente && somenteDigitos(cliente.cpf ?? "") === body.cpf && telefoneConfere(body.telefone, cliente.telefone);
  if (!pedido || !confere) {
    auditoria("portal_quitacao", { ...registro, resultado: "nao_encontrado" });
    await aguardarAte(inicio, DURACAO_MINIMA_FALHA_MS);
    throw naoEncontrado(MSG_PORTAL.quitacaoIndisponivel);
  }
  await devolverTentativa(cpf, agoraS);
  return criado(await pedirQuitacao(pedido, "cliente:portal", registro));
});

/** Today's payoff of the token's contract and ONE slip (a second ask the same day answers the first). */
async function pedirQuitacao(pedido: PedidoQuitacaoPortalGravado, por: string, registro: Record<string, string>) {
  const hoje = hojeBrasil();
  const { lido, quitacao } = await cotarQuitacao(pedido.empresa_id, pedido.contrato_id, hoje);
  const valor = quitacao.valor_quitacao_centavos;
  let q = vigente(lido.quitacao, hoje, valor);
  if (!q) {
    try {
      q = await pedirBoletoQuitacao(lido, quitacao, por, hoje);
    } catch (erro) {
      // Two taps at once: the other one asked it; answer that slip.
      const outro = erro instanceof ErroApi && erro.status === 409 ? vigente((await obterContrato(pedido.empresa_id, pedido.contrato_id))?.quitacao, hoje, valor) : undefined;
      if (!outro) throw erro;
      q = outro;
    }
  }
  auditoria("portal_quitacao", { ...registro, resultado: "pedida", empresaId: pedido.empresa_id, contratoId: pedido.contrato_id, quitacao: q.id });
  return resposta(q);
}

export const emitirQuitacaoCliente = rotaCliente({ body: PedidoQuitacaoClienteInput }, async ({ body, caller }) => {
  const registro = { cpf_hash: hashDe("cpf", caller.cpf).slice(0, 16), conta: caller.contaId };
  await exigirContaVinculada(caller);
  const pedido = await lerPedidoQuitacao(body.pedido, Math.floor(Date.now() / 1000));
  const cliente = pedido ? await obterCliente(pedido.empresa_id, pedido.cliente_id) : undefined;
  // The token must be of a customer record with the account's own CPF (another person's token: 404).
  if (!pedido || !cliente || somenteDigitos(cliente.cpf ?? "") !== caller.cpf) {
    auditoria("portal_quitacao", { ...registro, resultado: "nao_encontrado" });
    throw naoEncontrado(MSG_PORTAL.quitacaoIndisponivel);
  }
  return criado(await pedirQuitacao(pedido, "cliente:conta", registro));
});
