/**
 * What other domains may use of `boletos` (slips and their providers): paying an instalment exactly
 * once (the daily routine's reconciliation, the lock job's fresh check, 'Marcar Paga'), the
 * provider registry, and the printing helpers of the slip PDF (the audit PDF uses them too).
 */
export { pagarParcela, type ResultadoPagamento } from "./pagar-parcela";
export { pagarQuitacao, type ResultadoQuitacao } from "./pagar-quitacao";
export { provedorBoletos, provedorPorNome } from "./provedores";
export { enderecoEmLinha, formatarCnpjAlfanumerico, quebrarLinhas, textoImprimivel } from "./pdf/texto";
