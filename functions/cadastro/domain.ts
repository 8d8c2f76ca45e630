/** Pure rules of the product models: price and stored shape. No I/O. (List search: shared/cadastro/busca.ts.) */
import { paraCentavos, paraReais } from "../../shared/br/dinheiro";
import type { Produto, ProdutoInput } from "../../shared/cadastro/produto";
import type { RegistroSimples } from "../../shared/cadastro/schemas";
import { calcularPrecoFinal } from "../../shared/regras/preco";
import type { ProdutoGravado } from "./repo/entidades";

/**
 * What a product model stores: money in integer centavos, the final price computed here from
 * the cost and margin (the client's live value is only a preview), never taken from the body.
 */
export function camposProduto(p: ProdutoInput) {
  return {
    nome_modelo: p.nome_modelo,
    marca_id: p.marca_id,
    categoria_id: p.categoria_id,
    descricao: p.descricao,
    custo_base_centavos: paraCentavos(p.custo_base),
    tipo_margem: p.tipo_margem,
    // A margin in reais is money: kept to the cent like every amount.
    valor_margem: p.tipo_margem === "real" ? paraReais(paraCentavos(p.valor_margem)) : p.valor_margem,
    preco_final_centavos: paraCentavos(calcularPrecoFinal(p.custo_base, p.tipo_margem, p.valor_margem)),
    estoque_minimo: p.estoque_minimo,
  };
}
export type CamposProduto = ReturnType<typeof camposProduto>;

type Relacao = Pick<RegistroSimples, "id" | "nome"> | undefined;

/** The API shape; a relation that no longer exists shows as null ('Marca não informada' on screen). */
export function produtoDto(item: ProdutoGravado, marca: Relacao, categoria: Relacao): Produto {
  return {
    id: item.id,
    codigo: item.codigo,
    nome_modelo: item.nome_modelo,
    marca_id: item.marca_id,
    categoria_id: item.categoria_id,
    descricao: item.descricao,
    custo_base: paraReais(item.custo_base_centavos),
    tipo_margem: item.tipo_margem,
    valor_margem: item.valor_margem,
    preco_final: paraReais(item.preco_final_centavos),
    estoque_minimo: item.estoque_minimo,
    marca: marca ? { id: marca.id, nome: marca.nome } : null,
    categoria: categoria ? { id: categoria.id, nome: categoria.nome } : null,
    created_at: item.created_at,
  };
}
