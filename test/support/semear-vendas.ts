/** Sales written straight into the table (BatchWriteItem) for lists too long to sell one by one through the API; the stream then counts them like any sale. No vitest import. */
import { BatchWriteCommand } from "@aws-sdk/lib-dynamodb";
import { db, tabela } from "../../functions/lib/db/client";
import { novoId } from "../../functions/lib/ids";
import { Venda } from "../../functions/vendas/entidades";
import { statusAoVender } from "../../shared/vendas/schemas";
import { agoraIso } from "../../shared/relogio";

/** `total` PIX sales (paid, as the API makes them) of R$ 1.000,00 of one customer and product on `data`, one device each (not in stock: the list only shows the sale). */
export async function semearVendas(empresaId: string, total: number, o: { clienteId: string; produtoId: string; usuarioId: string; data: string }): Promise<string[]> {
  const agora = agoraIso();
  const itens = Array.from({ length: total }, (_, i) =>
    Venda.item({
      id: novoId(), empresa_id: empresaId, cliente_id: o.clienteId, imei_id: novoId(), imei: String(352000000000000 + i), cor: "Preto", produto_id: o.produtoId,
      forma_pagamento: "PIX", valor_produto_centavos: 100000, valor_total_centavos: 100000, entrada_centavos: 0, qtd_parcelas: 1, valor_parcela_centavos: 100000,
      status: statusAoVender("PIX"), data_venda: o.data, contrato_id: null, conteudo_garantia_gerado: "<p>garantia</p>", garantia_gerada: true, usuario_id: o.usuarioId, vendedor_id: o.usuarioId, created_at: agora,
    }),
  );
  for (let i = 0; i < itens.length; i += 25) {
    let pedido: Record<string, unknown>[] | undefined = itens.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    while (pedido?.length) {
      const r = await db().send(new BatchWriteCommand({ RequestItems: { [tabela()]: pedido as never } }));
      pedido = r.UnprocessedItems?.[tabela()] as Record<string, unknown>[] | undefined;
    }
  }
  return itens.map((i) => String(i.id));
}
