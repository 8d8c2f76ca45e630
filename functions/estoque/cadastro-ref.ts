/**
 * What `estoque` needs of `cadastro` (through its index.ts): the product and supplier an entry
 * points at, the lists it joins names from, and the usage-counter fragments that make a product
 * or supplier with stock entries impossible to delete (and the entry fail if either vanished).
 */
import {
  listarFornecedores,
  listarProdutos,
  obterFornecedor,
  obterProduto,
  usarFornecedor,
  usarProduto,
} from "../cadastro";
import { naoEncontrado } from "../lib/errors";
import type { Peca } from "../lib/db/transacao";

export const referencias = {
  produto: obterProduto,
  fornecedor: obterFornecedor,
  produtos: listarProdutos,
  fornecedores: listarFornecedores,
  /** The product and supplier in use by the entry; either one gone refuses it with its 404. */
  usos: (empresaId: string, produtoId: string, fornecedorId: string): Peca[] => [
    { item: usarProduto(empresaId, produtoId, +1), seFalhar: () => naoEncontrado("Produto não encontrado") },
    { item: usarFornecedor(empresaId, fornecedorId, +1), seFalhar: () => naoEncontrado("Fornecedor não encontrado") },
  ],
};
