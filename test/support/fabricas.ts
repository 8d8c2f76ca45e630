/** Test data: valid, unique CNPJs, CPFs, IMEIs and e-mails so every test can make its own company. */
export { novoCnpj, novoCnpjAlfanumerico, novoCpf, novoEmail, novoImei } from "../../scripts/local/geradores";
