/**
 * zod schemas of the stock API's answers, typed against the shared DTO interfaces (see
 * respostas-vendas.ts): entries, items with their product, and the stock position.
 */
import * as z from "zod/mini";
import { STATUS_ITEM, type EntradaEstoque, type ItemEstoque, type PosicaoEstoque } from "../../../../../shared/estoque/schemas";
import { nulo } from "../../../lib/respostas";

const RefNome = z.object({ id: z.string(), nome: z.string() });

const ItemEstoqueDto = z.object({
  id: z.string(),
  entrada_id: z.string(),
  produto_id: z.string(),
  imei: z.string(),
  cor: z.string(),
  status: z.enum(STATUS_ITEM),
  // Absent for a role without `verCustos` (shared/usuarios/permissoes.ts comoPapelVe).
  valor_unitario: z.optional(z.number()),
  data_registro: z.string(),
  created_at: z.string(),
}) satisfies z.ZodMiniType<ItemEstoque, unknown>;

export const ItemComProdutoDto = z.extend(ItemEstoqueDto, {
  produto: nulo(z.object({ id: z.string(), codigo: z.string(), nome_modelo: z.string(), preco_final: z.number(), marca: nulo(RefNome) })),
});
export type ItemComProduto = z.output<typeof ItemComProdutoDto>;

export const ListaItensDto = z.object({ items: z.array(ItemComProdutoDto), next: nulo(z.string()) });

export const EntradaEstoqueDto = z.object({
  id: z.string(),
  produto_id: z.string(),
  fornecedor_id: z.string(),
  data_entrada: z.string(),
  valor_unitario: z.optional(z.number()),
  quantidade_total: z.number(),
  created_at: z.string(),
  produto: nulo(z.extend(RefNome, { codigo: z.optional(z.string()) })),
  fornecedor: nulo(RefNome),
  itens: z.optional(z.array(ItemEstoqueDto)),
}) satisfies z.ZodMiniType<EntradaEstoque, unknown>;

export const PaginaEntradasDto = z.object({ items: z.array(EntradaEstoqueDto), next: nulo(z.string()) });

export const PosicaoEstoqueDto = z.object({
  kpis: z.object({ disponivel: z.number(), vendido: z.number(), bloqueado: z.number(), valor_custo: z.optional(z.number()), valor_venda: z.number(), abaixo_minimo: z.number() }),
  produtos: z.array(
    z.object({
      produto: z.object({
        id: z.string(),
        codigo: z.string(),
        nome_modelo: z.string(),
        preco_final: z.number(),
        estoque_minimo: nulo(z.number()),
        marca: nulo(RefNome),
        categoria: nulo(RefNome),
      }),
      disponivel: z.number(),
      vendido: z.number(),
      bloqueado: z.number(),
      defeito: z.number(),
      nivel: z.enum(["zerado", "baixo", "normal"]),
      classe_abc: z.enum(["A", "B", "C"]),
      receita: z.number(),
      valor_custo: z.optional(z.number()),
      valor_venda: z.number(),
    }),
  ),
}) satisfies z.ZodMiniType<PosicaoEstoque, unknown>;
