/**
 * Search text copied from other items follows its source: a contract's `busca` holds its customer's
 * name and CPF and its product's model name (the contracts list filters on it without reading customers), so a customer's change
 * of either is carried into their contracts here, after the change committed (never in the
 * customer's own request: a customer may have many contracts, and the registry knows nothing of them).
 */
import { atualizarBuscaDoCliente, atualizarBuscaDoProduto } from "../contratos";
import type { Registro } from "./registro";

const textoOuNulo = (v: unknown) => (typeof v === "string" ? v : null);

export async function seguirBuscas(r: Registro): Promise<void> {
  if (r.evento !== "MODIFY" || !r.empresaId || !r.antes || !r.depois) return;
  const { antes, depois } = r;
  if (depois.entidade === "produto") {
    if (typeof depois.id === "string" && typeof antes.nome_modelo === "string" && typeof depois.nome_modelo === "string" && antes.nome_modelo !== depois.nome_modelo) {
      await atualizarBuscaDoProduto(r.empresaId, depois.id, antes.nome_modelo, depois.nome_modelo);
    }
    return;
  }
  if (depois.entidade !== "cliente") return;
  if (antes.nome === depois.nome && textoOuNulo(antes.cpf) === textoOuNulo(depois.cpf)) return;
  if (typeof depois.id !== "string" || typeof depois.nome !== "string") return;
  await atualizarBuscaDoCliente(r.empresaId, depois.id, { nome: depois.nome, cpf: textoOuNulo(depois.cpf) });
}
