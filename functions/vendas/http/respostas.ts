/** Stored sales as the API shows them (reais, no internal fields); contracts: functions/contratos. */
import type { Venda } from "../../../shared/vendas/schemas";
import type { VendaNaLista } from "../entidades";

const reais = (c: number) => c / 100;

export const vendaParaApi = (v: VendaNaLista): Venda => ({
  id: v.id,
  cliente_id: v.cliente_id,
  imei_id: v.imei_id,
  valor_total: reais(v.valor_total_centavos),
  valor_produto: reais(v.valor_produto_centavos),
  forma_pagamento: v.forma_pagamento,
  entrada: reais(v.entrada_centavos),
  qtd_parcelas: v.qtd_parcelas,
  valor_parcela: reais(v.valor_parcela_centavos),
  status: v.status,
  data_venda: v.data_venda,
  contrato_id: v.contrato_id,
  created_at: v.created_at,
});
