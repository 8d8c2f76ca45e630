/** What other domains may use of `estoque`. */
export { itemPorId, type ItemGravado, type ItemTransacao } from "./repo";
export { moverItem } from "./movimentos";
