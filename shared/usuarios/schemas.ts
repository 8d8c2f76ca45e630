/** Staff users of a company (`/api/usuarios`, /configuracoes/empresas/usuarios): inputs, DTOs, texts. */
import { PAPEIS } from "../api/routes";
import { Email, Senha, Usuario } from "../conta/schemas";
import { SENHA_MINIMA_EQUIPE } from "../conta/senha";
import { textoLimpo } from "../br/texto";
import { MSG } from "../mensagens";
import * as z from "../zod";
import { preguicoso } from "../preguicoso";

export const MSG_USUARIOS = {
  erroCarregar: "Erro ao carregar usuários",
  erroSalvar: "Erro ao salvar usuário",
  erroExcluir: "Erro ao excluir usuário",
  erroStatus: "Erro ao alterar status do usuário",
  confirmarExclusao: "Tem certeza que deseja excluir este usuário?",
  nomeObrigatorio: "Nome é obrigatório",
  tipoAcessoObrigatorio: "Tipo de acesso é obrigatório",
  emailDuplicado: "Este email já está cadastrado para outro usuário.",
  naoEncontrado: "Usuário não encontrado",
  // A company must never lock itself out: the admin doing the change stays an active admin.
  excluirASiMesmo: "Você não pode excluir o seu próprio usuário.",
  desativarASiMesmo: "Você não pode desativar o seu próprio usuário.",
  rebaixarASiMesmo: "Você não pode alterar o seu próprio tipo de acesso.",
} as const;

export const TipoAcessoUsuario = preguicoso(() => z.enum(PAPEIS, { error: MSG_USUARIOS.tipoAcessoObrigatorio }));

const campos = {
  nome: z.string({ error: MSG_USUARIOS.nomeObrigatorio }).check(z.trim(), z.minLength(1, MSG_USUARIOS.nomeObrigatorio), z.maxLength(120), textoLimpo("Nome")),
  email: Email,
  tipo_acesso: TipoAcessoUsuario,
};

/** POST /api/usuarios and the "Novo Usuário" dialog: senha required, at least SENHA_MINIMA_EQUIPE (8) characters. */
export const CriarUsuarioInput = preguicoso(() => z.object({ ...campos, senha: Senha }));
export type CriarUsuarioInput = z.infer<typeof CriarUsuarioInput>;

/** PUT /api/usuarios/{id} and the edit dialog: a blank senha keeps the current password. */
export const AtualizarUsuarioInput = preguicoso(() => z.object({
  ...campos,
  senha: z.pipe(
    z.nullish(z.string().check(z.maxLength(256))).check(z.refine((s) => !s || s.length >= SENHA_MINIMA_EQUIPE, MSG.senhaCurta)),
    z.transform((s) => (s ? s : undefined)),
  ),
}));
export type AtualizarUsuarioInput = z.infer<typeof AtualizarUsuarioInput>;

/** PATCH /api/usuarios/{id}/ativo */
export const AlterarAtivoInput = preguicoso(() => z.object({ ativo: z.boolean({ error: "Informe ativo: true ou false" }) }));
export type AlterarAtivoInput = z.infer<typeof AlterarAtivoInput>;

export const ListaUsuarios = preguicoso(() => z.object({ items: z.array(Usuario) }));
export type ListaUsuarios = z.infer<typeof ListaUsuarios>;

export { Usuario };
