/**
 * DELETE /api/usuarios/{id} (admin) — the user, its e-mail guard and the counter in one
 * transaction (the plan's slot is free again), then the sign-in account. Deleting oneself is
 * refused (409). No other record refers to a staff user today, so nothing else blocks a delete.
 */
import { MSG_USUARIOS } from "../../../shared/usuarios/schemas";
import { removerUsuarioStaff } from "../../lib/cognito";
import { naoEncontrado } from "../../lib/errors";
import { rotaStaff, semConteudo } from "../../lib/http";
import { logger, auditoria } from "../../lib/logger";
import { exigirNaoExcluirASi } from "../domain";
import { EscritaRecusada, excluirRegistro, obterRegistro } from "../repo";

export const excluirUsuario = rotaStaff({ naoEncontrado: MSG_USUARIOS.naoEncontrado }, async ({ params, caller }) => {
  const registro = await obterRegistro(caller.empresaId, params.id ?? "");
  if (!registro) throw naoEncontrado(MSG_USUARIOS.naoEncontrado);
  exigirNaoExcluirASi(caller.usuarioId, registro.usuario.id);

  try {
    await excluirRegistro(caller.empresaId, registro.usuario);
  } catch (erro) {
    if (erro instanceof EscritaRecusada) throw naoEncontrado(MSG_USUARIOS.naoEncontrado);
    throw erro;
  }
  // The user is gone from the table, so any token it holds is already refused; a failure here
  // only leaves a sign-in account that can reach nothing, logged for cleanup.
  await removerUsuarioStaff(registro.cognitoUsername).catch((e: unknown) =>
    logger.error("usuário Cognito órfão após exclusão", { empresaId: caller.empresaId, usuarioId: registro.usuario.id, erro: (e as Error).name }),
  );
  auditoria("usuario_excluido", { empresaId: caller.empresaId, usuarioId: registro.usuario.id, por: caller.usuarioId });
  return semConteudo();
});
