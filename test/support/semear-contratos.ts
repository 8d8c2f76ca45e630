/** Contracts written straight into the table, for the big-list test and the bench (no vitest import: the bench runs outside vitest). */
import { BatchWriteCommand, type BatchWriteCommandInput } from "@aws-sdk/lib-dynamodb";
import { proximoVencimento } from "../../functions/contratos/domain";
import { APARELHO_NOVO, BOLETO_PEDIDO, Contrato, Parcela, type ContratoGravado, type ParcelaGravada } from "../../functions/contratos/entidades";
import { somarDias } from "../../shared/br/datas";
import { db, tabela } from "../../functions/lib/db/client";
import { novoId } from "../../functions/lib/ids";
import { textoBuscaContrato } from "../../shared/vendas/contratos";
import { agoraIso } from "../../shared/relogio";

/**
 * Writes `total` contracts of company `empresaId` straight into the table (BatchWriteItem, 25 at a
 * time; a sale each through the API would take minutes), oldest first, each with the search text
 * `nomeCliente(i)` / IMEI / model gives it and `status(i)`. No customers or products (cliente/produto
 * come back null); the newest `comParcelas` contracts get their 8 instalments (without a slip
 * request: no job is queued), so a page of them reads what a real page reads. Answers the ids in
 * creation order. The bench (test/bench) seeds its 20,000 contracts with it.
 */
export async function semearContratos(
  empresaId: string,
  total: number,
  opcoes: { nomeCliente?: (i: number) => string; status?: (i: number) => ContratoGravado["status_contrato"]; nomeModelo?: string; comParcelas?: number } = {},
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
      ...APARELHO_NOVO,
      divulgacao: null,
      consentimento_bloqueio: false,
      consentimento_bloqueio_por: null,
      consentimento_bloqueio_em: null,
      status_contrato: status(i),
      proximo_vencimento: null,
      data_venda: "2026-01-10",
      conteudo_gerado: "<p>contrato</p>",
      created_at: agoraIso(),
      busca: textoBuscaContrato({ nomeCliente: nomeCliente(i), cpf: null, imei, nomeModelo: opcoes.nomeModelo ?? "Galaxy A15" }),
    };
  });
  const parcelas = contratos.slice(contratos.length - Math.min(total, opcoes.comParcelas ?? 0)).flatMap((c) =>
    Array.from({ length: c.qtd_parcelas }, (_, n): ParcelaGravada => ({
      ...BOLETO_PEDIDO,
      boleto_status: null,
      id: `${c.id}-${String(n + 1).padStart(2, "0")}`,
      empresa_id: empresaId,
      contrato_id: c.id,
      numero_parcela: n + 1,
      valor_parcela_centavos: 9375,
      data_vencimento: somarDias(c.data_venda, 15 * (n + 1)),
      status_parcela: c.status_contrato === "liquidado" ? "paga" : c.status_contrato === "cancelado" ? "cancelada" : "aberta",
      data_pagamento: null,
      link_boleto: null,
      nosso_numero: null,
      codigo_barras: null,
      linha_digitavel: null,
    })),
  );
  // As every write keeps it (mudarContrato): the oldest instalment still to pay.
  const porContrato = new Map<string, ParcelaGravada[]>();
  for (const p of parcelas) {
    const lista = porContrato.get(p.contrato_id) ?? [];
    lista.push(p);
    porContrato.set(p.contrato_id, lista);
  }
  for (const c of contratos) c.proximo_vencimento = proximoVencimento(porContrato.get(c.id) ?? []);
  const itens = [...contratos.map((c) => Contrato.item(c)), ...parcelas.map((p) => Parcela.item(p))];
  for (let i = 0; i < itens.length; i += 25) {
    let pedido: BatchWriteCommandInput["RequestItems"] = { [tabela()]: itens.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) };
    while (pedido && Object.keys(pedido).length) pedido = (await db().send(new BatchWriteCommand({ RequestItems: pedido }))).UnprocessedItems;
  }
  return contratos.map((c) => c.id);
}
