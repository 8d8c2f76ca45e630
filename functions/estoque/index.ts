/** What other domains may use of `estoque`. */
export { itemPorId, itemPorImei, itensPorImeis, type ItemGravado, type ItemTransacao, type Peca } from "./repo";
export { moverItem } from "./movimentos";
export { contribuicoesItem } from "./agregados";
