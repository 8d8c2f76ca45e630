/** The item types `estoque` owns: the stock entry and the stock item (one per IMEI). Keys in functions/lib/db/keys.ts. */
import { z } from "zod";
import { StatusItem } from "../../shared/estoque/schemas";
import { entidade } from "../lib/db/entidade";
import { chaves, indices } from "../lib/db/keys";

export const EntradaGravada = z.object({
  id: z.string(),
  empresa_id: z.string(),
  produto_id: z.string(),
  fornecedor_id: z.string(),
  data_entrada: z.string(),
  valor_unitario_centavos: z.number().int(),
  quantidade_total: z.number().int(),
  imeis: z.array(z.string()),
  created_at: z.string(),
});
export type EntradaGravada = z.infer<typeof EntradaGravada>;

export const ItemGravado = z.object({
  id: z.string(),
  empresa_id: z.string(),
  entrada_id: z.string(),
  produto_id: z.string(),
  imei: z.string(),
  cor: z.string(),
  status: StatusItem,
  valor_unitario_centavos: z.number().int(),
  /** The product's selling price when the item entered stock. */
  preco_venda_centavos: z.number().int(),
  venda_id: z.string().optional(),
  /** While sold: the sale's total, which the position's ABC revenue sums (stream consumer). */
  receita_venda_centavos: z.number().int().optional(),
  data_registro: z.string(),
  created_at: z.string(),
});
export type ItemGravado = z.infer<typeof ItemGravado>;

export const Entrada = entidade("entrada_estoque", {
  atributos: EntradaGravada,
  chave: (e) => chaves.entrada(e.empresa_id, e.id),
});

/** At `IMEI#<imei>`: the item is its IMEI's uniqueness guard in the company. */
export const ItemEstoque = entidade("item_estoque", {
  atributos: ItemGravado,
  chave: (i) => chaves.itemImei(i.empresa_id, i.imei),
  indices: (i) => [indices.itemPorId(i.empresa_id, i.id), indices.itemPorStatus(i.empresa_id, i.status, i.id)],
});
