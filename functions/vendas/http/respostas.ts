/** Stored sales, contracts and instalments as the API shows them (reais, no internal fields). */
import type { Contrato, Parcela, Venda } from "../../../shared/vendas/schemas";
import type { ContratoGravado, ParcelaGravada, VendaGravada } from "../domain";

const reais = (c: number) => c / 100;

export const vendaParaApi = (v: VendaGravada): Venda => ({
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

export const contratoParaApi = (c: ContratoGravado): Contrato => ({
  id: c.id,
  venda_id: c.venda_id,
  cliente_id: c.cliente_id,
  imei_id: c.imei_id,
  valor_total: reais(c.valor_total_centavos),
  qtd_parcelas: c.qtd_parcelas,
  valor_entrada: reais(c.valor_entrada_centavos),
  status_contrato: c.status_contrato,
  data_venda: c.data_venda,
  conteudo_gerado: c.conteudo_gerado,
  created_at: c.created_at,
});

export const parcelaParaApi = (p: ParcelaGravada): Parcela => ({
  id: p.id,
  contrato_id: p.contrato_id,
  numero_parcela: p.numero_parcela,
  valor_parcela: reais(p.valor_parcela_centavos),
  data_vencimento: p.data_vencimento,
  status_parcela: p.status_parcela,
  data_pagamento: p.data_pagamento,
  link_boleto: p.link_boleto,
  nosso_numero: p.nosso_numero,
  codigo_barras: p.codigo_barras,
  linha_digitavel: p.linha_digitavel,
});
