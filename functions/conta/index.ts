/** What other domains may use of `conta`. */
export { obterEmpresa, obterUsuario } from "./repo";
