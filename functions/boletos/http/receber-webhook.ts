/**
 * POST /api/webhooks/boletos/{provider}: a provider's payment notices (the signed-notice route:
 * functions/lib/webhook-assinado.ts). Each `pago` event goes guard → instalment → pagarParcela with
 * the event id in the same transaction (a repeated notice is applied once; one for an instalment
 * already paid changes nothing), then 200 at once. A charge this app does not know is answered 200
 * (logged), so the provider does not retry it forever.
 */
import { guardaDoBoleto } from "../../contratos";
import { logger } from "../../lib/logger";
import { rotaWebhookAssinado } from "../../lib/webhook-assinado";
import { pagarParcela } from "../pagar-parcela";
import { pagarQuitacao } from "../pagar-quitacao";
import { provedorDoWebhook } from "../provedores";

export const MSG_WEBHOOK = { provedorDesconhecido: "Provedor de boletos não encontrado" } as const;

export const receberWebhook = rotaWebhookAssinado({
  tipo: "boleto",
  mensagens: MSG_WEBHOOK,
  provedor: provedorDoWebhook,
  async aplicar(provedor, eventos) {
    for (const e of eventos) {
      if (e.tipo !== "pago") {
        logger.info("aviso de boleto ignorado", { provedor, evento: e.eventoId, descricao: e.descricao });
        continue;
      }
      const g = await guardaDoBoleto(provedor, e.idProvedor);
      if (!g) {
        logger.warn("pagamento de cobrança desconhecida", { provedor, idProvedor: e.idProvedor, evento: e.eventoId });
        continue;
      }
      // numero_parcela 0: the contract's payoff slip (functions/contratos/quitacao.ts).
      const r =
        g.numero_parcela === 0
          ? await pagarQuitacao(g.empresa_id, g.contrato_id, { data: e.dataPagamento, valorCentavos: e.valorPagoCentavos }, { evento: { provedor, eventoId: e.eventoId } })
          : await pagarParcela(
              g.empresa_id,
              g.contrato_id,
              g.numero_parcela,
              { data: e.dataPagamento, valorCentavos: e.valorPagoCentavos, origem: "banco" },
              { provedor, eventoId: e.eventoId },
              { por: `banco:${provedor}` },
            );
      logger.info("aviso de pagamento aplicado", { provedor, evento: e.eventoId, parcela: g.parcela_id, resultado: r.resultado });
    }
    return { adiar: false };
  },
});
