/** What other domains (and the demo seed) may use of `usuarios`. */
export { cadastrarUsuario } from "./cadastrar";
/** The sign-up writes the admin and its e-mail guard in its own transaction. */
export { GuardaEmail, usuarioDto, UsuarioItem } from "./entidades";
/** The company's users (the sales report labels sellers by name). */
export { listarUsuarios } from "./repo";
