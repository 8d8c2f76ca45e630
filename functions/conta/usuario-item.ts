/** The item types of staff users: the user and its e-mail guard (unique across the staff pool). */
import * as z from "zod/mini";
import { Usuario } from "../../shared/conta/schemas";
import { entidade } from "../lib/db/entidade";
import { chaves } from "../lib/db/keys";
import { preguicoso } from "../../shared/preguicoso";

export const UsuarioGravado = z.extend(Usuario, {
  empresa_id: z.string(),
  /** The sign-in account's username in the staff pool. */
  cognito_username: z.string(),
  updated_at: z.optional(z.string()),
});
export type UsuarioGravado = z.infer<typeof UsuarioGravado>;

export const UsuarioItem = entidade("usuario", {
  atributos: UsuarioGravado,
  chave: (u) => chaves.usuario(u.empresa_id, u.id),
});

/** The API's user: the stored one without the tenant and the sign-in account. */
export const usuarioDto = ({ empresa_id: _e, cognito_username: _c, updated_at: _u, ...u }: UsuarioGravado): Usuario => u;

export const GuardaEmailGravada = preguicoso(() => z.object({ email: z.string(), empresa_id: z.string(), usuario_id: z.string() }));
export type GuardaEmailGravada = z.infer<typeof GuardaEmailGravada>;

/** `EMAIL#<email lower-cased>`: written, moved and deleted in the same transaction as its user. */
export const GuardaEmail = entidade("guarda_email", {
  atributos: GuardaEmailGravada,
  chave: (g) => chaves.guardaEmail(g.email),
});
