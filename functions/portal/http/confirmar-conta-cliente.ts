/**
 * POST /api/clientes/conta/confirmar `{ cpf, codigo, email, senha }` — step 2 of the customer
 * sign-up (issue 31 item 7; deviation from SPEC section 5, see shared/portal/schemas.ts): the code
 * sent to the phone on file proves the CPF; 201 links a new account to it. The same flow lets the
 * real customer take back an account someone else linked: the new account replaces it, the old
 * Cognito user is deleted and GET /api/cliente/me reads only for the linked account's `sub`, so
 * the old sign-in (and its unexpired tokens) reads nothing. Every link is told to the customer's
 * phone(s) in the same transaction. Race-safe: a try is claimed before the code is compared (at
 * most 5 comparisons per code), and one confirmation alone spends it.
 */
import { hojeBrasil } from "../../../shared/br/datas";
import { ConfirmarContaClienteInput, MSG_PORTAL } from "../../../shared/portal/schemas";
import { criarUsuarioCliente, definirSenhaCliente, EmailJaCadastrado, removerUsuarioCliente } from "../../lib/cognito";
import { conflito, erroValidacao, ErroApi } from "../../lib/errors";
import { criado, rotaPublica } from "../../lib/http";
import { agoraIso, novoId } from "../../lib/ids";
import { auditoria, logger, mascarar } from "../../lib/logger";
import { codigoConfere, LIMITE_ERROS_CODIGO_DIA, MAX_TENTATIVAS_CODIGO } from "../codigo-conta";
import { avisosDeContaVinculada, avisosDeTentativas, destinatariosDoCpf } from "../conta-cliente";
import { enderecoDoCliente } from "../../lib/borda";
import { aguardarAte, DURACAO_MINIMA_FALHA_MS, errosDoCodigoNoDia, hashDe, LIMITE_IP } from "../limites";
import {
  avisarUmaVez,
  ContaMudou,
  contarTentativa,
  devolverTentativa,
  devolverTentativaCodigo,
  encerrarCodigo,
  lerCodigo,
  lerConta,
  liberarCodigo,
  reservarTentativa,
  reservarTentativaCodigo,
  usarCodigo,
  vincularConta,
} from "../repo";
import { servicoIndisponivel } from "../../lib/indisponivel";

const muitasTentativas = () => new ErroApi(429, "RATE_LIMITED", MSG_PORTAL.muitasTentativas);
const codigoInvalido = () => erroValidacao({ codigo: MSG_PORTAL.codigoInvalido });
const SENHA_FRACA = "Senha deve ter pelo menos 6 caracteres";

export const confirmarContaCliente = rotaPublica({ body: ConfirmarContaClienteInput }, async ({ body, evento }) => {
  const inicio = Date.now();
  const agoraS = Math.floor(inicio / 1000);
  const ip = enderecoDoCliente(evento);
  const registro = { cpf_hash: hashDe("cpf", body.cpf).slice(0, 16), ip: mascarar(ip) };
  const recusar = async (resultado: string) => {
    auditoria("conta_cliente", { ...registro, resultado });
    // Unknown CPF, no code, a wrong one: the same answer after the same minimum time.
    await aguardarAte(inicio, DURACAO_MINIMA_FALHA_MS);
    return codigoInvalido();
  };
  if (!(await reservarTentativa({ tipo: "ip", hash: hashDe("ip", ip), ...LIMITE_IP }, agoraS))) {
    auditoria("conta_cliente", { ...registro, resultado: "confirmar_limite_ip" });
    throw muitasTentativas();
  }

  // The CPF's day, claimed before anything is compared: past the limit, nothing is.
  const erros = { ...errosDoCodigoNoDia(body.cpf, hojeBrasil(new Date(inicio))), ...LIMITE_ERROS_CODIGO_DIA };
  const errosNoDia = await contarTentativa(erros, agoraS);
  if (errosNoDia > erros.limite) {
    await devolverTentativa(erros, agoraS);
    throw await recusar("codigo_limite_erros_dia");
  }
  // A refused confirmation keeps its claim; the one that reaches the limit tells the phones on file (once).
  const errou = async (resultado: string) => {
    if (errosNoDia === erros.limite) {
      await avisarUmaVez(erros, agoraS + erros.duracaoS, avisosDeTentativas(await destinatariosDoCpf(body.cpf), erros.limite));
      auditoria("conta_cliente", { ...registro, resultado: "aviso_erros_dia" });
    }
    return recusar(resultado);
  };

  const codigo = await lerCodigo(body.cpf, agoraS);
  if (!codigo) throw await errou("codigo_ausente");
  // Claimed first, compared after: the 5th wrong try voids the code whatever runs concurrently.
  if (!(await reservarTentativaCodigo(body.cpf, codigo.id, MAX_TENTATIVAS_CODIGO, agoraS))) throw await errou("codigo_esgotado");
  if (!codigoConfere(codigo, body.codigo)) throw await errou("codigo_errado");
  // The right code is no wrong guess.
  await devolverTentativa(erros, agoraS);
  const pedido = novoId();
  if (!(await usarCodigo(body.cpf, codigo.id, pedido, agoraS))) throw await recusar("codigo_ja_usado");
  const devolver = async () => {
    await liberarCodigo(body.cpf, codigo.id, pedido);
    await devolverTentativaCodigo(body.cpf, codigo.id);
  };

  const [antiga, destinatarios] = await Promise.all([lerConta(body.cpf), destinatariosDoCpf(body.cpf)]);
  const avisos = avisosDeContaVinculada(destinatarios, body.email);

  // The customer's own account, same e-mail (a forgotten password): the code sets a new password.
  if (antiga?.username && antiga.email === body.email) {
    try {
      await definirSenhaCliente(antiga.username, body.senha);
    } catch (erro) {
      await devolver();
      if ((erro as { name?: string }).name === "InvalidPasswordException") throw erroValidacao({ senha: SENHA_FRACA });
      throw erro;
    }
    await encerrarCodigo(body.cpf, { id: codigo.id, pedido }, avisos);
    auditoria("conta_cliente", { ...registro, resultado: "senha_redefinida" });
    return criado({ email: body.email });
  }

  let nova: { username: string; sub: string };
  try {
    nova = await criarUsuarioCliente({ email: body.email, senha: body.senha, cpf: body.cpf });
  } catch (erro) {
    await devolver();
    if (erro instanceof EmailJaCadastrado) throw conflito(MSG_PORTAL.emailJaCadastrado, { email: MSG_PORTAL.emailJaCadastrado });
    if ((erro as { name?: string }).name === "InvalidPasswordException") throw erroValidacao({ senha: SENHA_FRACA });
    logger.error("falha ao criar conta de cliente no Cognito", { erro: (erro as Error).name });
    // A store that could not be reached: 503, asked again (functions/lib/indisponivel.ts).
    if (servicoIndisponivel(erro)) throw erro;
    throw new ErroApi(500, "INTERNAL", MSG_PORTAL.erroCriarUsuario);
  }
  try {
    await vincularConta({ cpf: body.cpf, email: body.email, username: nova.username, sub: nova.sub, created_at: agoraIso() }, antiga, { id: codigo.id, pedido }, avisos);
  } catch (erro) {
    // Nothing linked: the new Cognito user goes (no half-written account).
    await removerUsuarioCliente(nova.username);
    if (erro instanceof ContaMudou) throw await recusar("conta_mudou");
    logger.error("conta de cliente criada sem vínculo gravado", { erro: (erro as Error).name });
    await devolver();
    // A store that could not be reached: 503, asked again (functions/lib/indisponivel.ts).
    if (servicoIndisponivel(erro)) throw erro;
    throw new ErroApi(500, "INTERNAL", MSG_PORTAL.erroVincular);
  }
  // The account linked before (by someone else, or an older one) stops signing in. Already unlinked
  // above: if this deletion fails, its tokens still read nothing (obter-me-cliente.ts checks the link).
  if (antiga?.username && antiga.username !== nova.username) {
    await removerUsuarioCliente(antiga.username).catch((erro: unknown) => logger.error("conta antiga de cliente não removida do Cognito", { erro: (erro as Error).name }));
  }
  auditoria("conta_cliente", { ...registro, resultado: antiga ? "conta_substituida" : "criada", avisos: destinatarios.map((d) => d.mascarado) });
  return criado({ email: body.email });
});
