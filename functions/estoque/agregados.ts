/**
 * What one stock item adds to the stock aggregates, read from its stream image (the table's stream
 * consumer applies them; no request transaction touches these items):
 * - POSICAO#<produtoId> and AGREGADO#ESTOQUE: one in the counter of its status, one in
 *   `total_registrados`, its cost and selling price while `em_estoque`, and while sold the
 *   sale's revenue it carries (`receita_venda_centavos`, the ABC curve's figure).
 * - REL#ESTQ#PROD#<produtoId>: while `em_estoque` with an entry date, one in `qtd` (the product's
 *   units counted by age), and REL#ESTQ#DIAS#<quarter of its entry>#<produtoId>: one in `dMMDD`
 *   (its entry day). The stock report reads the totals and only the day cells of the quarters
 *   since 90 days ago (at most two): a unit is 0–30, 31–60 or 61–90 days old by its day there, and
 *   over 90 days otherwise (total − those), so the read is about three items per product however
 *   spread the entry dates are, and a unit changes bucket as days pass without any write. Only for an image with
 *   the stock's reports' mark (lib/db/agregados.ts VERSAO_RELATORIOS.item_estoque).
 * - nothing while it carries `entrada_pendente` (repo-entrada-grande.ts).
 */
import * as z from "zod/mini";
import { STATUS_ITEM } from "../../shared/estoque/schemas";
import { trimestreDe } from "../../shared/relatorios/relatorios";
import { contaNosRelatorios, VERSAO_RELATORIOS, type Contribuicao } from "../lib/db/agregados";
import { chaves } from "../lib/db/keys";

const ItemNoFluxo = z.object({
  produto_id: z.string().check(z.minLength(1)),
  status: z.enum(STATUS_ITEM),
  valor_unitario_centavos: z.number().check(z.int()),
  preco_venda_centavos: z.optional(z.number().check(z.int())),
  receita_venda_centavos: z.optional(z.number().check(z.int())),
  /** The entry date (age in stock); every stored item has it. */
  data_registro: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
});

export function contribuicoesItem(empresaId: string, imagem: Record<string, unknown>): Contribuicao[] {
  // An item of a big entry still in progress adds nothing: it counts once its mark is cleared
  // (after the entry is confirmed), and a rolled-back one never counts.
  if (typeof imagem.entrada_pendente === "string") return [];
  const item = ItemNoFluxo.parse(imagem);
  const emEstoque = item.status === "em_estoque";
  const valores = {
    [item.status]: 1,
    total_registrados: 1,
    custo_em_estoque_centavos: emEstoque ? item.valor_unitario_centavos : 0,
    venda_em_estoque_centavos: emEstoque ? (item.preco_venda_centavos ?? 0) : 0,
    receita_centavos: item.receita_venda_centavos ?? 0,
  };
  const idade: Contribuicao[] =
    emEstoque && item.data_registro && contaNosRelatorios(imagem, VERSAO_RELATORIOS.item_estoque) ? contribuicoesIdade(empresaId, item.produto_id, item.data_registro) : [];
  return [
    { chave: chaves.posicaoProduto(empresaId, item.produto_id), entidade: "agregado_estoque", fixos: { produto_id: item.produto_id }, valores },
    { chave: chaves.estoqueTotal(empresaId), entidade: "agregado_estoque", valores },
    ...idade,
  ];
}

/** One device in stock in the stock age aggregates: its product's count and its entry day's cell. */
function contribuicoesIdade(empresaId: string, produtoId: string, dataEntrada: string): Contribuicao[] {
  const trimestre = trimestreDe(dataEntrada);
  const dia = `d${dataEntrada.slice(5, 7)}${dataEntrada.slice(8, 10)}`;
  return [
    { chave: chaves.relEstoqueProduto(empresaId, produtoId), entidade: "agregado_rel_estoque", fixos: { produto_id: produtoId }, valores: { qtd: 1 } },
    { chave: chaves.relEstoqueDias(empresaId, trimestre, produtoId), entidade: "agregado_rel_estoque_dias", fixos: { produto_id: produtoId, trimestre }, valores: { [dia]: 1 } },
  ];
}
