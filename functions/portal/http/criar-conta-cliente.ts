/**
 * POST /api/clientes/conta — a shop's customer creates their account (spec sections 5 and 8):
 * the CPF must be some shop's customer; one account per CPF, which then sees that CPF's records
 * in every shop (the token's immutable custom:cpf). The messages are the spec's, so an unknown
 * CPF is told apart here: the same per-CPF and per-address limits as the lookup bound how many
 * CPFs one can try.
 */
import { CriarContaClienteInput, MSG_PORTAL } from "../../../shared/portal/schemas";
import { clientesDoCpfEmTodasAsEmpresas } from "../../cadastro";
import { criarUsuarioCliente, EmailJaCadastrado } from "../../lib/cognito";
import { conflito, ErroApi, naoEncontrado } from "../../lib/errors";
import { criado, rotaPublica } from "../../lib/http";
import { agoraIso } from "../../lib/ids";
import { auditoria, logger, mascarar } from "../../lib/logger";
import { enderecoDoCliente } from "../../lib/borda";
import { hashDe, LIMITE_CPF, LIMITE_IP } from "../limites";
import { confirmarConta, devolverTentativa, liberarConta, reservarConta, reservarTentativa } from "../repo";

const muitasTentativas = () => new ErroApi(429, "RATE_LIMITED", MSG_PORTAL.muitasTentativas);

export const criarContaCliente = rotaPublica({ body: CriarContaClienteInput }, async ({ body, evento }) => {
  const agoraS = Math.floor(Date.now() / 1000);
  const ip = enderecoDoCliente(evento);
  const cpf = { tipo: "cpf" as const, hash: hashDe("cpf", body.cpf) };
  const registro = { cpf_hash: cpf.hash.slice(0, 16), ip: mascarar(ip) };
  if (!(await reservarTentativa({ tipo: "ip", hash: hashDe("ip", ip), ...LIMITE_IP }, agoraS))) throw muitasTentativas();
  if (!(await reservarTentativa({ ...cpf, ...LIMITE_CPF }, agoraS))) throw muitasTentativas();

  if (!(await clientesDoCpfEmTodasAsEmpresas(body.cpf)).length) {
    auditoria("conta_cliente", { ...registro, resultado: "cliente_nao_encontrado" });
    throw naoEncontrado(MSG_PORTAL.clienteNaoEncontrado);
  }
  await devolverTentativa(cpf, agoraS);
  if (!(await reservarConta({ cpf: body.cpf, email: body.email, username: null, created_at: agoraIso() }))) {
    auditoria("conta_cliente", { ...registro, resultado: "cpf_ja_vinculado" });
    throw conflito(MSG_PORTAL.cpfJaVinculado, { cpf: MSG_PORTAL.cpfJaVinculado });
  }
  let username: string;
  try {
    username = await criarUsuarioCliente({ email: body.email, senha: body.senha, cpf: body.cpf });
  } catch (erro) {
    await liberarConta(body.cpf, body.email);
    if (erro instanceof EmailJaCadastrado) throw conflito(MSG_PORTAL.emailJaCadastrado, { email: MSG_PORTAL.emailJaCadastrado });
    if ((erro as { name?: string }).name === "InvalidPasswordException") throw new ErroApi(400, "VALIDATION", "Senha deve ter pelo menos 6 caracteres", { senha: "Senha deve ter pelo menos 6 caracteres" });
    logger.error("falha ao criar conta de cliente no Cognito", { erro: (erro as Error).name });
    throw new ErroApi(500, "INTERNAL", MSG_PORTAL.erroCriarUsuario);
  }
  try {
    await confirmarConta(body.cpf, body.email, username);
  } catch (erro) {
    logger.error("conta de cliente criada sem vínculo gravado", { erro: (erro as Error).name });
    throw new ErroApi(500, "INTERNAL", MSG_PORTAL.erroVincular);
  }
  auditoria("conta_cliente", { ...registro, resultado: "criada" });
  return criado({ email: body.email });
});
