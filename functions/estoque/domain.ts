/** Pure rules of stock: a new entry's items, and the stock position (levels, ABC, KPIs). */
import { paraCentavos, paraReais } from "../../shared/br/dinheiro";
import type { CriarEntradaInput, ItemEstoque, LinhaPosicao, PosicaoEstoque, ProdutoPosicao } from "../../shared/estoque/schemas";

export type { ProdutoPosicao };
import { classificarAbc } from "../../shared/regras/abc";
import { nivelEstoque } from "../../shared/regras/nivel-estoque";
import type { EntradaGravada, ItemGravado, Posicao } from "./repo";

/** `precoVenda` is the product's price at entry: the dashboard values stock at it (one aggregate read). */
export function novaEntrada(input: CriarEntradaInput, ids: { empresaId: string; entradaId: string; itemIds: string[] }, agora: string, precoVenda: number) {
  const valor = paraCentavos(input.valor_unitario);
  const precoVendaCentavos = paraCentavos(precoVenda);
  const entrada: EntradaGravada = {
    id: ids.entradaId,
    empresa_id: ids.empresaId,
    produto_id: input.produto_id,
    fornecedor_id: input.fornecedor_id,
    data_entrada: input.data_entrada,
    valor_unitario_centavos: valor,
    quantidade_total: input.itens.length,
    imeis: input.itens.map((i) => i.imei),
    created_at: agora,
  };
  const itens: ItemGravado[] = input.itens.map((i, n) => ({
    id: ids.itemIds[n]!,
    empresa_id: ids.empresaId,
    entrada_id: ids.entradaId,
    produto_id: input.produto_id,
    imei: i.imei,
    cor: i.cor,
    status: "em_estoque",
    valor_unitario_centavos: valor,
    preco_venda_centavos: precoVendaCentavos,
    data_registro: input.data_entrada,
    created_at: agora,
  }));
  return { entrada, itens };
}

export const itemParaApi = ({ valor_unitario_centavos, preco_venda_centavos: _p, venda_id: _v, receita_venda_centavos: _r, empresa_id: _e, entrada_pendente: _m, ...i }: ItemGravado): ItemEstoque => ({
  ...i,
  valor_unitario: paraReais(valor_unitario_centavos),
});

/** One row per product of the company (products with no stock yet show zero), best sellers first. */
export function montarPosicao(produtos: ProdutoPosicao[], posicoes: Posicao[]): PosicaoEstoque {
  const porProduto = new Map(posicoes.map((p) => [p.produto_id, p]));
  const abc = classificarAbc(produtos.map((p) => ({ id: p.id, receita: paraReais(porProduto.get(p.id)?.receita_centavos ?? 0) })));
  const linhas = produtos.map((produto): LinhaPosicao => {
    const p = porProduto.get(produto.id);
    const disponivel = p?.em_estoque ?? 0;
    return {
      produto,
      disponivel,
      vendido: p?.vendido ?? 0,
      bloqueado: p?.bloqueado ?? 0,
      defeito: p?.defeito ?? 0,
      nivel: nivelEstoque(disponivel, produto.estoque_minimo),
      classe_abc: abc.get(produto.id) ?? "C",
      receita: paraReais(p?.receita_centavos ?? 0),
      valor_custo: paraReais(p?.custo_em_estoque_centavos ?? 0),
      valor_venda: paraReais(paraCentavos(produto.preco_final) * disponivel),
    };
  });
  linhas.sort((a, b) => b.receita - a.receita || a.produto.nome_modelo.localeCompare(b.produto.nome_modelo, "pt-BR"));
  const soma = (f: (l: LinhaPosicao) => number) => linhas.reduce((s, l) => s + f(l), 0);
  return {
    kpis: {
      disponivel: soma((l) => l.disponivel),
      vendido: soma((l) => l.vendido),
      bloqueado: soma((l) => l.bloqueado),
      valor_custo: paraReais(soma((l) => paraCentavos(l.valor_custo ?? 0))),
      valor_venda: paraReais(soma((l) => paraCentavos(l.valor_venda))),
      abaixo_minimo: linhas.filter((l) => l.nivel !== "normal" && l.produto.estoque_minimo !== null).length,
    },
    produtos: linhas,
  };
}
