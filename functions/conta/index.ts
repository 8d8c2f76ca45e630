/** What other domains may use of `conta`. */
export { obterEmpresa, obterUsuario } from "./repo";
/** The stored user and its e-mail guard: the account owns them (sign-up writes the admin; `usuarios` manages the others). */
export { GuardaEmail, usuarioDto, UsuarioItem } from "./usuario-item";
