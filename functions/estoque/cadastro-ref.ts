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
  type ItemTransacao,
} from "../cadastro";

export const referencias = {
  produto: obterProduto,
  fornecedor: obterFornecedor,
  produtos: listarProdutos,
  fornecedores: listarFornecedores,
  /** Fragment 0 = product, 1 = supplier (gravarEntrada reports the failing index). */
  usos: (empresaId: string, produtoId: string, fornecedorId: string): ItemTransacao[] => [
    usarProduto(empresaId, produtoId, +1),
    usarFornecedor(empresaId, fornecedorId, +1),
  ],
};
