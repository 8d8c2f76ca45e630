/** The slip PDF: pure rendering (no AWS, no table), for the boleto consumer and the local bank. */
export { renderizarBoletosPdf } from "./renderizar-boletos";
export { BoletosDoPdf, LojaDoBoleto, PagadorDoBoleto, SlipDoPdf } from "./entrada";
