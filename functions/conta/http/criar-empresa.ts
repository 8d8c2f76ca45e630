/** POST /api/empresas — company sign-up (public). Nothing is left half-made when a step fails. */
import { CriarEmpresaInput } from "../../../shared/conta/schemas";
import { MSG } from "../../../shared/mensagens";
import { criarUsuarioStaff, EmailJaCadastrado, removerUsuarioStaff } from "../../lib/cognito";
import { conflito, ErroApi } from "../../lib/errors";
import { criado, rotaPublica } from "../../lib/http";
import { agoraIso, novoId } from "../../lib/ids";
import { auditoria, logger } from "../../lib/logger";
import { novaEmpresa } from "../domain";
import { cnpjEmUso, salvarNovaEmpresa } from "../repo";
import { servicoIndisponivel } from "../../lib/indisponivel";

export const criarEmpresa = rotaPublica({ body: CriarEmpresaInput }, async ({ body }) => {
  // Early answer for the common case; the guard item in the transaction is what really protects it.
  if (await cnpjEmUso(body.cnpj)) throw conflito(MSG.cnpjDuplicadoEmpresa, { cnpj: MSG.cnpjDuplicadoEmpresa });

  const nova = novaEmpresa(body, { empresaId: novoId(), usuarioId: novoId() }, agoraIso());
  let username: string;
  try {
    username = await criarUsuarioStaff({
      email: body.admin.email,
      senha: body.admin.senha,
      empresaId: nova.empresa.id,
      usuarioId: nova.admin.id,
    });
  } catch (erro) {
    if (erro instanceof EmailJaCadastrado) throw conflito(MSG.emailDuplicado, { "admin.email": MSG.emailDuplicado });
    logger.error("falha ao criar administrador no Cognito", { erro: (erro as Error).name });
    // A store that could not be reached: 503, asked again (functions/lib/indisponivel.ts).
    if (servicoIndisponivel(erro)) throw erro;
    throw new ErroApi(500, "INTERNAL", MSG.criarAdminErro);
  }

  try {
    await salvarNovaEmpresa(nova, username);
  } catch (erro) {
    // Compensation: the sign-in account must not outlive a company that was never written.
    await removerUsuarioStaff(username).catch((e: unknown) =>
      logger.error("compensação falhou: usuário Cognito órfão", { username, erro: (e as Error).name }),
    );
    // A refusal keeps its meaning (CNPJ or e-mail taken); anything else was logged by the transaction helper.
    if (erro instanceof ErroApi) throw erro;
    // A store that could not be reached: 503, asked again (functions/lib/indisponivel.ts).
    if (servicoIndisponivel(erro)) throw erro;
    throw new ErroApi(500, "INTERNAL", MSG.criarEmpresaErro);
  }

  auditoria("empresa_criada", { empresaId: nova.empresa.id, usuarioId: nova.admin.id, plano: nova.empresa.plano });
  return criado({ empresa: nova.empresa, usuario: nova.admin });
});
