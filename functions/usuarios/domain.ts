/**
 * Pure rules of user management. An admin cannot delete, deactivate or change the role of their
 * own user: every change is made by an active admin, so the company always keeps at least one and
 * can never lock itself out of this screen.
 */
import type { TipoAcesso, Usuario } from "../../shared/conta/schemas";
import { MSG_USUARIOS, type CriarUsuarioInput } from "../../shared/usuarios/schemas";
import { conflito } from "../lib/errors";

export interface DadosUsuario {
  nome: string;
  email: string;
  tipo_acesso: TipoAcesso;
}

export function novoUsuario(input: CriarUsuarioInput, id: string, agora: string): Usuario {
  return { id, nome: input.nome, email: input.email, tipo_acesso: input.tipo_acesso, ativo: true, created_at: agora };
}

export const dadosDe = (u: DadosUsuario): DadosUsuario => ({ nome: u.nome, email: u.email, tipo_acesso: u.tipo_acesso });

export function exigirNaoExcluirASi(callerId: string, alvoId: string): void {
  if (callerId === alvoId) throw conflito(MSG_USUARIOS.excluirASiMesmo);
}

export function exigirNaoDesativarASi(callerId: string, alvoId: string, ativo: boolean): void {
  if (callerId === alvoId && !ativo) throw conflito(MSG_USUARIOS.desativarASiMesmo, { ativo: MSG_USUARIOS.desativarASiMesmo });
}

export function exigirNaoRebaixarASi(callerId: string, alvo: Usuario, tipo: TipoAcesso): void {
  if (callerId === alvo.id && tipo !== alvo.tipo_acesso) {
    throw conflito(MSG_USUARIOS.rebaixarASiMesmo, { tipo_acesso: MSG_USUARIOS.rebaixarASiMesmo });
  }
}

export const emailDuplicado = () => conflito(MSG_USUARIOS.emailDuplicado, { email: MSG_USUARIOS.emailDuplicado });
