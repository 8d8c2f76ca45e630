/** Contracts written straight into the table, for the big-list test and the bench (no vitest import: the bench runs outside vitest). */
import { BatchWriteCommand, type BatchWriteCommandInput } from "@aws-sdk/lib-dynamodb";
import { Contrato, type ContratoGravado } from "../../functions/contratos/entidades";
import { db, tabela } from "../../functions/lib/db/client";
import { novoId } from "../../functions/lib/ids";
import { textoBuscaContrato } from "../../shared/vendas/contratos";

/**
 * Writes `total` contracts of company `empresaId` straight into the table (BatchWriteItem, 25 at a
 * time; a sale each through the API would take minutes), oldest first, each with the search text
 * `nomeCliente(i)` / IMEI / model gives it and `status(i)`. No instalments, customers or products:
 * enough for the list's index and page reads (cliente/produto come back null). Answers the ids in
 * creation order. The bench (test/bench) can seed its 20,000 contracts with it.
 */
export async function semearContratos(
  empresaId: string,
  total: number,
  opcoes: { nomeCliente?: (i: number) => string; status?: (i: number) => ContratoGravado["status_contrato"]; nomeModelo?: string } = {},
): Promise<string[]> {
  const nomeCliente = opcoes.nomeCliente ?? ((i: number) => `Cliente ${i}`);
  const status = opcoes.status ?? (() => "ativo" as const);
  const contratos = Array.from({ length: total }, (_, i): ContratoGravado => {
    const imei = String(350000000000000 + i);
    return {
      id: novoId(),
      empresa_id: empresaId,
      venda_id: novoId(),
      cliente_id: novoId(),
      imei_id: novoId(),
      imei,
      produto_id: novoId(),
      valor_total_centavos: 100000,
      qtd_parcelas: 8,
      valor_entrada_centavos: 25000,
      status_contrato: status(i),
      proximo_vencimento: null,
      data_venda: "2026-01-10",
      conteudo_gerado: "<p>contrato</p>",
      created_at: new Date().toISOString(),
      busca: textoBuscaContrato({ nomeCliente: nomeCliente(i), cpf: null, imei, nomeModelo: opcoes.nomeModelo ?? "Galaxy A15" }),
    };
  });
  for (let i = 0; i < contratos.length; i += 25) {
    let pedido: BatchWriteCommandInput["RequestItems"] = { [tabela()]: contratos.slice(i, i + 25).map((c) => ({ PutRequest: { Item: Contrato.item(c) } })) };
    while (pedido && Object.keys(pedido).length) pedido = (await db().send(new BatchWriteCommand({ RequestItems: pedido }))).UnprocessedItems;
  }
  return contratos.map((c) => c.id);
}
