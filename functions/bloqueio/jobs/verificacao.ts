/**
 * The fresh payment check before an automatic lock (docs/bloqueio.md "Policy": only after a fresh
 * payment-status check with the boleto provider): every instalment still to pay, due up to the
 * day, with an issued slip, is asked of its provider right now; a payment found is applied
 * exactly as the bank's notice would be (pagarParcela, origem banco, the reconciliation's event
 * id, so a notice arriving later is a repeat). A provider that does not answer throws: the job is
 * retried, and a lock is never sent without the check.
 */
import { pagarParcela, provedorPorNome } from "../../boletos";
import { emAbertoStatus, type ContratoComParcelas } from "../../contratos";
import { FalhaTransitoria } from "../provedores/porta";

export interface Verificacao {
  consultadas: number;
  /** Instalments found paid at the provider (and applied now). */
  pagas: { numero_parcela: number; valor_pago_centavos: number; data_pagamento: string }[];
}

export async function verificarPagamentos(a: ContratoComParcelas, ate: string): Promise<Verificacao> {
  const r: Verificacao = { consultadas: 0, pagas: [] };
  for (const p of a.parcelas) {
    if (!emAbertoStatus(p.status_parcela) || p.data_vencimento > ate || !p.boleto_provedor || !p.boleto_id_provedor) continue;
    const provedor = provedorPorNome(p.boleto_provedor);
    if (!provedor) throw new FalhaTransitoria(`Provedor de boletos ${p.boleto_provedor} indisponível para a verificação`);
    const s = await provedor.consultar({ empresaId: p.empresa_id, idProvedor: p.boleto_id_provedor });
    r.consultadas += 1;
    if (s.situacao !== "paga") continue;
    await pagarParcela(
      p.empresa_id,
      p.contrato_id,
      p.numero_parcela,
      { data: s.dataPagamento, valorCentavos: s.valorPagoCentavos, origem: "banco" },
      { provedor: provedor.nome, eventoId: `reconciliacao:${p.boleto_id_provedor}` },
      { por: "rotina", detalhes: { reconciliacao: true, verificacao_antes_do_bloqueio: true, provedor: provedor.nome, id_provedor: p.boleto_id_provedor } },
    );
    r.pagas.push({ numero_parcela: p.numero_parcela, valor_pago_centavos: s.valorPagoCentavos, data_pagamento: s.dataPagamento });
  }
  return r;
}
