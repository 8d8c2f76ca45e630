/** Boleto rules every slip, screen and provider uses: pure, no I/O. */
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
