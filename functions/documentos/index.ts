/**
 * What other domains may use of `documentos`: the active template of a type at sale time (one
 * GetItem; render it with shared/documentos/renderizar.ts `renderizarDocumento`) and the default
 * templates the company sign-up writes in its own transaction.
 */
export { itensModelosNovaEmpresa, modeloAtivo } from "./repo";
