/**
 * Boleto rules every slip, screen and provider uses: pure, no I/O.
 *
 * Written here rather than taken from @brazilian-utils/brazilian-utils (kept as a dev
 * dependency to cross-check these rules in the unit tests): it validates and parses slips but
 * only generates random ones, not one from bank, due date, amount and free field; its holiday
 * list leaves out Carnaval Monday and 31 December, which close banks (docs/boletos.md), and works
 * on local-time Dates; its Pix generator returns null instead of saying what is wrong and
 * refuses the Banco Central manual's own example key, which these rules reproduce exactly.
 */
export * from "./digitos-verificadores";
export * from "./fator-vencimento";
export * from "./codigo-barras";
export * from "./campo-livre-simulado";
export * from "./boleto-simulado";
export * from "./pix";
export * from "./dias-bancarios";
export * from "./encargos";
export { MSG_BOLETO } from "./mensagens";
export * from "./reemissao";
