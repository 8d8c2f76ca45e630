/** The item types `estoque` owns: the stock entry and the stock item (one per IMEI). Keys in functions/lib/db/keys.ts. */
import * as z from "zod/mini";
import { StatusItem } from "../../shared/estoque/schemas";
import { MARCA_RELATORIOS } from "../lib/db/agregados";
import { entidade } from "../lib/db/entidade";
import { chaves, indices } from "../lib/db/keys";
import { preguicoso } from "../../shared/preguicoso";

export const EntradaGravada = preguicoso(() => z.object({
  id: z.string(),
  empresa_id: z.string(),
  produto_id: z.string(),
  fornecedor_id: z.string(),
  data_entrada: z.string(),
  valor_unitario_centavos: z.number().check(z.int()),
  quantidade_total: z.number().check(z.int()),
  imeis: z.array(z.string()),
  created_at: z.string(),
  /**
   * Only while an entry too big for one transaction is being written (repo-entrada-grande.ts):
   * `pendente` (items being written, invisible), `cancelando` (being rolled back, invisible),
   * `confirmada` (visible; its items' marks being cleared). Absent: a finished entry.
   */
  situacao: z.optional(z.enum(["pendente", "cancelando", "confirmada"])),
  /** ISO instant after which a `pendente` entry counts as abandoned and may be rolled back by anyone. */
  prazo_pendente: z.optional(z.string()),
}));
export type EntradaGravada = z.infer<typeof EntradaGravada>;

export const ItemGravado = preguicoso(() => z.object({
  id: z.string(),
  empresa_id: z.string(),
  entrada_id: z.string(),
  produto_id: z.string(),
  imei: z.string(),
  cor: z.string(),
  status: StatusItem,
  valor_unitario_centavos: z.number().check(z.int()),
  /** The product's selling price when the item entered stock. */
  preco_venda_centavos: z.number().check(z.int()),
  venda_id: z.optional(z.string()),
  /** While sold: the sale's total, which the position's ABC revenue sums (stream consumer). */
  receita_venda_centavos: z.optional(z.number().check(z.int())),
  data_registro: z.string(),
  created_at: z.string(),
  /**
   * Written by a big entry still in progress: the item is visible only once that entry is
   * confirmed (readers check it, repo.ts `visiveis`), and adds to no aggregate while marked.
   */
  entrada_pendente: z.optional(z.string()),
}));
export type ItemGravado = z.infer<typeof ItemGravado>;

export const Entrada = entidade("entrada_estoque", {
  atributos: EntradaGravada,
  chave: (e) => chaves.entrada(e.empresa_id, e.id),
  // Entries in progress are listed (sparse) so the next entry of the company finishes or rolls them back.
  indices: (e) => (e.situacao ? [indices.entradaEmCurso(e.empresa_id, e.id)] : []),
});

/** At `IMEI#<imei>`: the item is its IMEI's uniqueness guard in the company. */
export const ItemEstoque = entidade("item_estoque", {
  atributos: ItemGravado,
  chave: (i) => chaves.itemImei(i.empresa_id, i.imei),
  indices: (i) => [indices.itemPorId(i.empresa_id, i.id), indices.itemPorStatus(i.empresa_id, i.status, i.id)],
  marcas: MARCA_RELATORIOS,
});
