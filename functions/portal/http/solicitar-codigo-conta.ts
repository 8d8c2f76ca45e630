/**
 * POST /api/clientes/conta `{ cpf }` — step 1 of the customer sign-up (issue 31 item 7; deviation
 * from SPEC section 5, see shared/portal/schemas.ts SolicitarCodigoContaInput): 202 with ONE body
 * whether the CPF is a customer or not, after the same minimum time; when it is, a 6-digit code
 * goes to the phone(s) on file (codigo-conta.ts), written with its messages in one transaction.
 * Limits: the customer area's per-address window (limites.ts) and LIMITE_CODIGOS_CPF → 429; a CPF
 * whose wrong codes of the day reached LIMITE_ERROS_CODIGO_DIA → 429 until the next day (customer
 * or not: the same answer).
 */
import { hojeBrasil } from "../../../shared/br/datas";
import { MSG_PORTAL, SolicitarCodigoContaInput } from "../../../shared/portal/schemas";
import { ErroApi } from "../../lib/errors";
import { aceito, rotaPublica } from "../../lib/http";
import { agoraIso, novoId } from "../../lib/ids";
import { auditoria, mascarar } from "../../lib/logger";
import { DURACAO_MINIMA_CODIGO_MS, gerarCodigo, hashCodigo, LIMITE_CODIGOS_CPF, LIMITE_ERROS_CODIGO_DIA, VALIDADE_CODIGO_S } from "../codigo-conta";
import { destinatariosDoCpf, mensagensDoCodigo } from "../conta-cliente";
import { enderecoDoCliente } from "../../lib/borda";
import { aguardarAte, errosDoCodigoNoDia, hashDe, LIMITE_IP } from "../limites";
import { gravarCodigo, reservarTentativa, tentativasNaJanela } from "../repo";

const muitasTentativas = () => new ErroApi(429, "RATE_LIMITED", MSG_PORTAL.muitasTentativas);

export const solicitarCodigoConta = rotaPublica({ body: SolicitarCodigoContaInput }, async ({ body, evento }) => {
  const inicio = Date.now();
  const agoraS = Math.floor(inicio / 1000);
  const ip = enderecoDoCliente(evento);
  // The code window is its own (a purpose inside the hash): the lookup's per-CPF window counts failed lookups.
  const cpf = { tipo: "cpf" as const, hash: hashDe("cpf", `codigo-conta:${body.cpf}`) };
  const registro = { cpf_hash: hashDe("cpf", body.cpf).slice(0, 16), ip: mascarar(ip) };
  if (!(await reservarTentativa({ tipo: "ip", hash: hashDe("ip", ip), ...LIMITE_IP }, agoraS))) {
    auditoria("conta_cliente", { ...registro, resultado: "codigo_limite_ip" });
    throw muitasTentativas();
  }
  if ((await tentativasNaJanela(errosDoCodigoNoDia(body.cpf, hojeBrasil(new Date(inicio))), agoraS)) >= LIMITE_ERROS_CODIGO_DIA.limite) {
    auditoria("conta_cliente", { ...registro, resultado: "codigo_limite_erros_dia" });
    throw new ErroApi(429, "RATE_LIMITED", MSG_PORTAL.codigosSoAmanha);
  }
  if (!(await reservarTentativa({ ...cpf, ...LIMITE_CODIGOS_CPF }, agoraS))) {
    auditoria("conta_cliente", { ...registro, resultado: "codigo_limite_cpf" });
    throw muitasTentativas();
  }

  const destinatarios = await destinatariosDoCpf(body.cpf);
  if (destinatarios.length) {
    const codigo = gerarCodigo();
    const id = novoId();
    await gravarCodigo(
      { cpf: body.cpf, id, hash: hashCodigo(body.cpf, id, codigo), tentativas: 0, usado_por: null, enviado_para: destinatarios.map((d) => d.mascarado), created_at: agoraIso() },
      agoraS + VALIDADE_CODIGO_S,
      mensagensDoCodigo(destinatarios, codigo),
    );
  }
  auditoria("conta_cliente", { ...registro, resultado: destinatarios.length ? "codigo_enviado" : "codigo_sem_destino", telefones: destinatarios.map((d) => d.mascarado) });
  await aguardarAte(inicio, DURACAO_MINIMA_CODIGO_MS);
  return aceito({ mensagem: MSG_PORTAL.codigoEnviado });
});
