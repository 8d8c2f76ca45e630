/** What other domains may use of `vendas` (contracts and instalments: functions/contratos). */
export { mudarStatusVenda, obterVenda, recebimentoVenda } from "./repo";
export { detalharUma } from "./http/detalhes";
export type { VendaGravada } from "./entidades";
export { contribuicoesParcela, contribuicoesVenda } from "./agregados";
export { SEM_VENDEDOR } from "./agregados-relatorios";
