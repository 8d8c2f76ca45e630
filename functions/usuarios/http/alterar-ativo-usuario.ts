/**
 * PATCH /api/usuarios/{id}/ativo (admin) — `{ ativo }`. The sign-in account is disabled/enabled
 * first, then the stored user; a deactivated user's tokens are refused on the next request
 * (functions/lib/auth.ts reads `ativo`). Deactivating oneself is refused (409).
 */
import { AlterarAtivoInput, MSG_USUARIOS } from "../../../shared/usuarios/schemas";
import { definirAtivoStaff } from "../../lib/cognito";
import { ErroApi, naoEncontrado } from "../../lib/errors";
import { ok, rotaStaff } from "../../lib/http";
import { logger, auditoria } from "../../lib/logger";
import { exigirNaoDesativarASi } from "../domain";
import { definirAtivo, EscritaRecusada, obterRegistro } from "../repo";
import { servicoIndisponivel } from "../../lib/indisponivel";

export const alterarAtivoUsuario = rotaStaff({ body: AlterarAtivoInput, naoEncontrado: MSG_USUARIOS.naoEncontrado }, async ({ body, params, caller }) => {
  const registro = await obterRegistro(caller.empresaId, params.id ?? "");
  if (!registro) throw naoEncontrado(MSG_USUARIOS.naoEncontrado);
  const { usuario, cognitoUsername } = registro;
  exigirNaoDesativarASi(caller.usuarioId, usuario.id, body.ativo);

  try {
    await definirAtivoStaff(cognitoUsername, body.ativo);
  } catch (erro) {
    logger.error("falha ao alterar status no Cognito", { empresaId: caller.empresaId, usuarioId: usuario.id, erro: (erro as Error).name });
    // A store that could not be reached: 503, asked again (functions/lib/indisponivel.ts).
    if (servicoIndisponivel(erro)) throw erro;
    throw new ErroApi(500, "INTERNAL", MSG_USUARIOS.erroStatus);
  }
  try {
    await definirAtivo(caller.empresaId, usuario.id, body.ativo);
  } catch (erro) {
    // Deleted meanwhile: put the sign-in account back as it was.
    await definirAtivoStaff(cognitoUsername, usuario.ativo).catch(() => undefined);
    if (erro instanceof EscritaRecusada) throw naoEncontrado(MSG_USUARIOS.naoEncontrado);
    throw erro;
  }

  auditoria("usuario_status_alterado", { empresaId: caller.empresaId, usuarioId: usuario.id, ativo: body.ativo, por: caller.usuarioId });
  return ok({ ...usuario, ativo: body.ativo });
});
