/** The item type `vendas` owns: the sale. Keys and indexes in functions/lib/db/keys.ts. */
import * as z from "zod/mini";
import { FORMAS_PAGAMENTO_BALCAO } from "../../shared/vendas/pagamento-balcao";
import { FORMAS_PAGAMENTO, StatusVenda } from "../../shared/vendas/schemas";
import { MARCA_RELATORIOS } from "../lib/db/agregados";
import { entidade } from "../lib/db/entidade";
import { chaves, indices } from "../lib/db/keys";
import { preguicoso } from "../../shared/preguicoso";

export const VendaGravada = preguicoso(() => z.object({
  id: z.string(),
  empresa_id: z.string(),
  cliente_id: z.string(),
  imei_id: z.string(),
  imei: z.string(),
  cor: z.string(),
  produto_id: z.string(),
  forma_pagamento: z.enum(FORMAS_PAGAMENTO),
  /** Price of the device (cash price); for boleto the total adds the interest. */
  valor_produto_centavos: z.number().check(z.int()),
  valor_total_centavos: z.number().check(z.int()),
  entrada_centavos: z.number().check(z.int()),
  /** A boleto sale's entry, paid at the counter: how (its receipt). Absent without entry, for other methods and on sales made before it. */
  forma_entrada: z.optional(z.enum(FORMAS_PAGAMENTO_BALCAO)),
  qtd_parcelas: z.number().check(z.int()),
  valor_parcela_centavos: z.number().check(z.int()),
  status: StatusVenda,
  data_venda: z.string(),
  contrato_id: z.nullable(z.string()),
  conteudo_garantia_gerado: z.string(),
  /**
   * Whether `conteudo_garantia_gerado` holds a document, written with it: the sales list shows it
   * without reading the document. Absent on sales written before it: then the document says (repo.ts comGarantiaGerada).
   */
  garantia_gerada: z.optional(z.boolean()),
  usuario_id: z.string(),
  /** Who sold it (the signed-in user at creation; the sales report groups by it). Absent on sales made before it existed: 'Sem vendedor'. */
  vendedor_id: z.optional(z.string()),
  /** The device's stock entry unit cost, copied at sale time (the report's cost and margin). Absent on older sales: cost 0. */
  custo_centavos: z.optional(z.number().check(z.int())),
  /**
   * Money actually received (entry, each instalment at what was paid, the payoff), the face of the
   * instalments still open and an early payoff's discount, kept by each payment (repo.ts
   * recebimentoVenda; issue 36 item 4). Absent until the first payment: shared/vendas/dinheiro-venda.ts.
   */
  recebido_centavos: z.optional(z.number().check(z.int())),
  aberto_centavos: z.optional(z.number().check(z.int())),
  desconto_centavos: z.optional(z.number().check(z.int())),
  created_at: z.string(),
  updated_at: z.optional(z.string()),
}));
export type VendaGravada = z.infer<typeof VendaGravada>;

export const Venda = entidade("venda", {
  atributos: VendaGravada,
  chave: (v) => chaves.venda(v.empresa_id, v.id),
  indices: (v) => [indices.vendaPorData(v.empresa_id, v.data_venda, v.id)],
  marcas: MARCA_RELATORIOS,
});

/** What the sales list shows of a sale (GET /api/vendas reads only these: repo.ts), never its documents. */
export const VendaNaLista = preguicoso(() =>
  z.pick(VendaGravada, {
    id: true,
    empresa_id: true,
    cliente_id: true,
    imei_id: true,
    imei: true,
    cor: true,
    produto_id: true,
    forma_pagamento: true,
    valor_produto_centavos: true,
    valor_total_centavos: true,
    entrada_centavos: true,
    qtd_parcelas: true,
    valor_parcela_centavos: true,
    status: true,
    data_venda: true,
    contrato_id: true,
    garantia_gerada: true,
    created_at: true,
  }),
);
export type VendaNaLista = z.infer<typeof VendaNaLista>;

/** A sale as the list reads it (a projection of `Venda`): parsed, never cast. */
export const VendaListada = entidade("venda", {
  atributos: VendaNaLista,
  chave: (v) => chaves.venda(v.empresa_id, v.id),
  indices: (v) => [indices.vendaPorData(v.empresa_id, v.data_venda, v.id)],
});
