/** What other domains (and the demo seed) may use of `usuarios`. */
export { cadastrarUsuario } from "./cadastrar";
/** The company's users (the sales report labels sellers by name). */
export { listarUsuarios } from "./repo";
