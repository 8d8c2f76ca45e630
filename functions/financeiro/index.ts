/**
 * What other domains may use of `financeiro`: the payoff quote of a contract and asking its payoff
 * slip (the customer area issues it too, functions/portal).
 */
export { cotarQuitacao, pedirBoletoQuitacao, quitacaoDoContrato } from "./quitacao";
export { quitacaoPaga, respostaTermoPdf, termoDaQuitacao } from "./termo-quitacao";
