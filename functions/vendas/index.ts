/** What other domains may use of `vendas`: contracts and instalments written with each sale. */
export { obterContrato, obterVenda } from "./repo";
export { contratoParaApi, parcelaParaApi } from "./http/respostas";
export { detalharUma } from "./http/detalhes";
export type { ContratoGravado, ParcelaGravada, VendaGravada } from "./domain";
export { contribuicoesParcela, contribuicoesVenda } from "./agregados";
