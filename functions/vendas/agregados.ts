/**
 * Dashboard aggregates moved in the same transaction as the sale that changes them, so the
 * dashboard reads a fixed number of items however many sales exist.
 * - AGREGADO#VENDAS#<aaaa-mm>: count and revenue of the month, boleto count and revenue, and
 *   per day `dNN_qtd` / `dNN_receita` (the 31-cell grid).
 * - AGREGADO#FINANCEIRO: `pendente_centavos`, the open instalments (aberta or vencida).
 */
import { tabela } from "../lib/db/client";
import { chaves } from "../lib/db/keys";
import type { ItemTransacao } from "../estoque";
import type { VendaGravada } from "./domain";

/** sinal +1 records a sale, −1 takes it back out (cancellation). */
export function agregadoMes(empresaId: string, v: VendaGravada, sinal: 1 | -1): ItemTransacao {
  const dia = v.data_venda.slice(8, 10);
  const boleto = v.forma_pagamento === "BOLETO" ? 1 : 0;
  return {
    Update: {
      TableName: tabela(),
      Key: chaves.vendasMes(empresaId, v.data_venda.slice(0, 7)),
      UpdateExpression: "ADD qtd :q, receita_centavos :r, qtd_boleto :qb, receita_boleto_centavos :rb, #dq :q, #dr :r SET entidade = :e",
      ExpressionAttributeNames: { "#dq": `d${dia}_qtd`, "#dr": `d${dia}_receita` },
      ExpressionAttributeValues: {
        ":q": sinal,
        ":r": sinal * v.valor_total_centavos,
        ":qb": sinal * boleto,
        ":rb": sinal * boleto * v.valor_total_centavos,
        ":e": "agregado_vendas",
      },
    },
  };
}

export function agregadoPendente(empresaId: string, deltaCentavos: number): ItemTransacao {
  return {
    Update: {
      TableName: tabela(),
      Key: chaves.financeiro(empresaId),
      UpdateExpression: "ADD pendente_centavos :d SET entidade = :e",
      ExpressionAttributeValues: { ":d": deltaCentavos, ":e": "agregado_financeiro" },
    },
  };
}
