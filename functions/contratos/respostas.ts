/** Stored contracts and instalments as the API shows them (reais, no internal fields). */
import type { Contrato, Parcela } from "../../shared/vendas/schemas";
import type { ContratoGravado, ParcelaGravada } from "./entidades";

const reais = (c: number) => c / 100;

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
