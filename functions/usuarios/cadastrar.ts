/**
 * Creating a staff user: the sign-in account in the staff pool, then the user, its e-mail guard
 * and the plan-limited counter in one transaction; if the transaction is refused the sign-in
 * account is deleted again, so neither side outlives the other. Used by POST /api/usuarios and
 * by the demo seed.
 */
import type { Usuario } from "../../shared/conta/schemas";
import { cabeMaisUmUsuario } from "../../shared/empresa/planos";
import { mensagemLimiteUsuarios } from "../../shared/regras/planos";
import { MSG_USUARIOS, type CriarUsuarioInput } from "../../shared/usuarios/schemas";
import { obterEmpresa } from "../conta";
import { lerUso } from "../empresa";
import { criarUsuarioStaff, EmailJaCadastrado, removerUsuarioStaff } from "../lib/cognito";
import { conflito, ErroApi, limitePlano, naoEncontrado } from "../lib/errors";
import { agoraIso, novoId } from "../lib/ids";
import { logger, auditoria } from "../lib/logger";
import { emailDuplicado, novoUsuario } from "./domain";
import { emailEmUso, EscritaRecusada, inserirUsuario } from "./repo";
import { servicoIndisponivel } from "../lib/indisponivel";

const PLANO_ALTERADO = "O plano da empresa foi alterado enquanto o usuário era salvo. Tente novamente.";

export async function cadastrarUsuario(empresaId: string, input: CriarUsuarioInput): Promise<Usuario> {
  const [empresa, uso] = await Promise.all([obterEmpresa(empresaId), lerUso(empresaId)]);
  if (!empresa) throw naoEncontrado("Empresa não encontrada");
  // Early answers for the common cases, before any account exists; the transaction's
  // conditions are what really enforce the limit and the unique e-mail.
  if (!cabeMaisUmUsuario(empresa.plano, uso.usuarios)) throw limitePlano(mensagemLimiteUsuarios(empresa.plano));
  if (await emailEmUso(input.email)) throw emailDuplicado();

  const usuario = novoUsuario(input, novoId(), agoraIso());
  let username: string;
  try {
    username = await criarUsuarioStaff({ email: usuario.email, senha: input.senha, empresaId, usuarioId: usuario.id });
  } catch (erro) {
    if (erro instanceof EmailJaCadastrado) throw emailDuplicado();
    logger.error("falha ao criar usuário no Cognito", { empresaId, erro: (erro as Error).name });
    // A store that could not be reached: 503, asked again (functions/lib/indisponivel.ts).
    if (servicoIndisponivel(erro)) throw erro;
    throw new ErroApi(500, "INTERNAL", MSG_USUARIOS.erroSalvar);
  }

  try {
    await inserirUsuario(empresaId, empresa.plano, usuario, username);
  } catch (erro) {
    await removerUsuarioStaff(username).catch((e: unknown) =>
      logger.error("compensação falhou: usuário Cognito órfão", { empresaId, username, erro: (e as Error).name }),
    );
    if (erro instanceof EscritaRecusada) {
      if (erro.motivo === "limite_plano") throw limitePlano(mensagemLimiteUsuarios(empresa.plano));
      if (erro.motivo === "email_duplicado") throw emailDuplicado();
      throw conflito(PLANO_ALTERADO);
    }
    throw erro;
  }
  auditoria("usuario_criado", { empresaId, usuarioId: usuario.id, tipo_acesso: usuario.tipo_acesso });
  return usuario;
}
