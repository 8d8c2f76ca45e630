/**
 * What other domains may use of `mensagens` (issue 31): the producer API (put a message in the
 * outbox in the same transaction as what causes it: saida.ts), the variables every text carries
 * (the store's name and WhatsApp, the customer area's address: variaveis.ts) and the reads of a
 * contract's messages (repo.ts).
 */
export { destinosAlcancaveis, mensagemNaSaida, MOTIVO_SEM_CONTATO, type MensagemNaSaida, type NovaMensagem } from "./saida";
export { mensagemParaApi, mensagensDoContrato } from "./leitura";
export { mensagemUnica } from "./repo";
export { variaveisDaLoja, whatsappDaLoja, type LojaDaMensagem } from "./variaveis";
export { mensagemDoAparelho, mensagemPagamentoRecebido, mensagemQuitacao, type PagamentoRecebido } from "./avisos";
