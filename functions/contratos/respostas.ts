/** Stored contracts and instalments as the API shows them (reais, no internal fields). */
import { calcularEncargos, vencimentoUtil, type EncargosAtraso } from "../../shared/boletos";
import { hojeBrasil } from "../../shared/br/datas";
import { divulgacaoEmReais } from "../../shared/regras/credito";
import { consentiuBloqueio } from "../../shared/bloqueio/regras";
import { capacidadeEmReais } from "../../shared/regras/divulgacao-credito";
import type { Contrato, Parcela } from "../../shared/vendas/schemas";
import { linkAssinado } from "../lib/s3";
import type { ContratoGravado, ParcelaGravada } from "./entidades";
import { vencimentoDoBoletoQuitacao, type QuitacaoGravada } from "./quitacao";
import type { QuitacaoEmitida } from "../../shared/regras/quitacao";

const reais = (c: number) => c / 100;

/** The payoff slip; its PDF link is signed at each read (as the instalments'), only while it can be paid. */
export const quitacaoParaApi = async (q: QuitacaoGravada): Promise<QuitacaoEmitida> => ({
  id: q.id,
  valor: reais(q.valor_centavos),
  data: q.data,
  emitido_em: hojeBrasil(new Date(q.criado_em)),
  vencimento: vencimentoDoBoletoQuitacao(q),
  status: q.status,
  linha_digitavel: q.linha_digitavel,
  pix_copia_e_cola: q.pix_copia_e_cola,
  link_boleto: q.status === "emitido" && q.boleto_pdf_chave ? await linkAssinado(q.boleto_pdf_chave) : null,
  data_pagamento: q.data_pagamento,
  erro: q.boleto_erro,
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
  status_aparelho: c.status_aparelho,
  matricula: c.matricula,
  consentimento_bloqueio: consentiuBloqueio(c),
  bloqueio_previsto_para: c.bloqueio_previsto_para,
  comando_sem_confirmacao: c.comando_sem_confirmacao,
  contato_falhou: c.contato_falhou,
  divulgacao: c.divulgacao ? divulgacaoEmReais(c.divulgacao) : null,
  capacidade_pagamento: c.capacidade_pagamento ? capacidadeEmReais(c.capacidade_pagamento) : null,
});

export interface OpcoesParcela {
  /** Today in Brasília (the day the amount due is computed for). */
  hoje?: string;
  /** The company's late charges; the legal caps (ENCARGOS_PADRAO) when absent. */
  encargos?: EncargosAtraso;
  /** The signed link of the slip PDF, when the caller signed one. */
  link?: string | null;
}

/** What paying `p` on `hoje` costs, in centavos: 0 once paid or cancelled. */
export function devidoCentavos(p: ParcelaGravada, hoje: string, encargos?: EncargosAtraso): number {
  if (p.status_parcela === "paga" || p.status_parcela === "cancelada") return 0;
  return calcularEncargos({ valorCentavos: p.valor_parcela_centavos, dataVencimento: p.data_vencimento, dataPagamento: hoje, encargos }).totalCentavos;
}

export const parcelaParaApi = (p: ParcelaGravada, op: OpcoesParcela = {}): Parcela => ({
  id: p.id,
  contrato_id: p.contrato_id,
  numero_parcela: p.numero_parcela,
  valor_parcela: reais(p.valor_parcela_centavos),
  data_vencimento: p.data_vencimento,
  vencimento_util: vencimentoUtil(p.data_vencimento),
  status_parcela: p.status_parcela,
  data_pagamento: p.data_pagamento,
  valor_pago: p.valor_pago_centavos === null ? null : reais(p.valor_pago_centavos),
  origem_pagamento: p.origem_pagamento,
  valor_devido: reais(devidoCentavos(p, op.hoje ?? hojeBrasil(), op.encargos)),
  boleto_status: p.boleto_status,
  link_boleto: op.link ?? null,
  nosso_numero: p.nosso_numero,
  codigo_barras: p.codigo_barras,
  linha_digitavel: p.linha_digitavel,
  pix_copia_e_cola: p.pix_copia_e_cola,
  vencimento_boleto: p.vencimento_boleto,
  valor_boleto: p.valor_boleto_centavos === null ? null : reais(p.valor_boleto_centavos),
  forma_pagamento: p.forma_pagamento,
});

/** Whether `p`'s slip PDF is offered: issued, with a PDF, and not cancelled (a cancelled slip must not be paid). */
export const boletoOferecido = (p: ParcelaGravada): p is ParcelaGravada & { boleto_pdf_chave: string } =>
  !!p.boleto_pdf_chave && p.boleto_status === "emitido" && p.status_parcela !== "cancelada";

/**
 * Instalments for an answer, by number, each slip with a freshly signed link (signing is local:
 * no request per instalment). A cancelled instalment's slip is not offered (it must not be paid).
 * A screen kept open outlives these links (VALIDADE_LINK_SEGUNDOS): 'Abrir boleto' asks
 * GET /api/parcelas/{id}/boleto for a link signed at the click (financeiro/http/abrir-boleto.ts).
 */
export async function parcelasParaApi(parcelas: readonly ParcelaGravada[], op: Omit<OpcoesParcela, "link"> = {}): Promise<Parcela[]> {
  const hoje = op.hoje ?? hojeBrasil();
  const ordenadas = [...parcelas].sort((a, b) => a.numero_parcela - b.numero_parcela);
  return Promise.all(
    ordenadas.map(async (p) => {
      return parcelaParaApi(p, { ...op, hoje, link: boletoOferecido(p) ? await linkAssinado(p.boleto_pdf_chave) : null });
    }),
  );
}
