/** What other domains (and the demo seed) may use of `usuarios`. */
export { cadastrarUsuario } from "./cadastrar";
