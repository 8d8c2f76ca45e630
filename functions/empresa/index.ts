/**
 * What other domains may use of `empresa`: the company's usage against its plan; its collection
 * settings (lerCobranca, encargosDaEmpresa: one GetItem; configCobrancaDe for a caller that reads
 * the `chaves.configCobranca` item in its own BatchGet); its boleto plans (lerCredito: one GetItem);
 * the first steps' flags on the company item (marcarPasso: a piece of the caller's transaction).
 */
export { lerUso } from "./repo";
export { encargosDaEmpresa, lerCobranca } from "./cobranca";
export { configCobrancaDe } from "./entidades";
export { lerCredito } from "./credito";
export { marcarPasso } from "./passos";
