/**
 * PUT /api/usuarios/{id} (admin) — name, e-mail, role and, when given, a new password (blank keeps
 * the current one). The table is written first (404, duplicate e-mail), then the sign-in account;
 * if the account refuses the new e-mail the table change is undone.
 */
import { AtualizarUsuarioInput, MSG_USUARIOS } from "../../../shared/usuarios/schemas";
import { alterarEmailStaff, definirSenhaStaff, EmailJaCadastrado } from "../../lib/cognito";
import { ErroApi, naoEncontrado } from "../../lib/errors";
import { ok, rotaStaff } from "../../lib/http";
import { logger, auditoria } from "../../lib/logger";
import { dadosDe, emailDuplicado, exigirNaoRebaixarASi } from "../domain";
import { atualizarDados, EscritaRecusada, obterRegistro } from "../repo";
import { servicoIndisponivel } from "../../lib/indisponivel";

export const atualizarUsuario = rotaStaff({ body: AtualizarUsuarioInput, naoEncontrado: MSG_USUARIOS.naoEncontrado }, async ({ body, params, caller }) => {
  const registro = await obterRegistro(caller.empresaId, params.id ?? "");
  if (!registro) throw naoEncontrado(MSG_USUARIOS.naoEncontrado);
  const { usuario, cognitoUsername } = registro;
  exigirNaoRebaixarASi(caller.usuarioId, usuario, body.tipo_acesso);

  const de = dadosDe(usuario);
  const para = dadosDe(body);
  try {
    await atualizarDados(caller.empresaId, usuario.id, de, para);
  } catch (erro) {
    if (erro instanceof EscritaRecusada && erro.motivo === "email_duplicado") throw emailDuplicado();
    if (erro instanceof EscritaRecusada) throw naoEncontrado(MSG_USUARIOS.naoEncontrado);
    throw erro;
  }

  if (para.email !== de.email) {
    try {
      await alterarEmailStaff(cognitoUsername, para.email);
    } catch (erro) {
      await atualizarDados(caller.empresaId, usuario.id, para, de).catch((e: unknown) =>
        logger.error("compensação falhou: e-mail da tabela difere do Cognito", { empresaId: caller.empresaId, usuarioId: usuario.id, erro: (e as Error).name }),
      );
      if (erro instanceof EmailJaCadastrado) throw emailDuplicado();
      logger.error("falha ao alterar e-mail no Cognito", { empresaId: caller.empresaId, usuarioId: usuario.id, erro: (erro as Error).name });
      // A store that could not be reached: 503, asked again (functions/lib/indisponivel.ts).
      if (servicoIndisponivel(erro)) throw erro;
      throw new ErroApi(500, "INTERNAL", MSG_USUARIOS.erroSalvar);
    }
  }

  if (body.senha) {
    try {
      await definirSenhaStaff(cognitoUsername, body.senha);
    } catch (erro) {
      logger.error("falha ao definir senha no Cognito", { empresaId: caller.empresaId, usuarioId: usuario.id, erro: (erro as Error).name });
      // A store that could not be reached: 503, asked again (functions/lib/indisponivel.ts).
      if (servicoIndisponivel(erro)) throw erro;
      throw new ErroApi(500, "INTERNAL", `${MSG_USUARIOS.erroSalvar}: os dados foram salvos, mas a senha não foi alterada.`);
    }
  }

  auditoria("usuario_atualizado", { empresaId: caller.empresaId, usuarioId: usuario.id, tipo_acesso: para.tipo_acesso, senhaAlterada: Boolean(body.senha) });
  return ok({ ...usuario, ...para });
});
