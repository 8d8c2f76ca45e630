/** An entry as the API shows it: reais, joined names, and null for a missing relation. */
import { paraReais } from "../../../shared/br/dinheiro";
import type { EntradaEstoque } from "../../../shared/estoque/schemas";
import type { ProdutoPosicao } from "../domain";
import type { EntradaGravada } from "../repo";

export function entradaParaApi(e: EntradaGravada, produto?: ProdutoPosicao, fornecedor?: { id: string; nome: string }): EntradaEstoque {
  return {
    id: e.id,
    produto_id: e.produto_id,
    fornecedor_id: e.fornecedor_id,
    data_entrada: e.data_entrada,
    valor_unitario: paraReais(e.valor_unitario_centavos),
    quantidade_total: e.quantidade_total,
    created_at: e.created_at,
    produto: produto ? { id: produto.id, nome: produto.nome_modelo, codigo: produto.codigo } : null,
    fornecedor: fornecedor ? { id: fornecedor.id, nome: fornecedor.nome } : null,
  };
}
