/**
 * A contract's payoff slip paid (bank webhook or reconciliation, or 'Marcar Paga' on it; issue 27
 * item 5, CDC art. 52 §2): ONE transaction
 * marks every instalment still open `paga` (origem quitacao), the contract `liquidado` with the
 * device released, the sale `PAGA`, the payoff item `paga`, the audit events and the provider
 * event's id (a repeated notice fails that piece and changes nothing; by hand, the item's own
 * condition — version read and not yet `paga` — makes a second click change nothing), the money
 * received on the sale (its discount apart) and the customer's 'Contrato quitado' message. A single slip paid at the
 * same moment makes the conditions fail: the contract is read again and the payoff settles what is
 * left. The single slips' charges are written off by the stream's outbox.
 */
import { eventoContrato, obterContrato, registrarQuitacao } from "../contratos";
import { transacao, type Peca } from "../lib/db/transacao";
import { auditoria, logger } from "../lib/logger";
import { mensagemQuitacao } from "../mensagens";
import { obterVenda, recebimentoVenda } from "../vendas";
import { pecaEvento, type EventoAplicado, EventoRepetido } from "./pagar-parcela";

export type ResultadoQuitacao = { resultado: "paga"; liquidou: boolean } | { resultado: "ja_paga" } | { resultado: "evento_repetido" } | { resultado: "nao_encontrada" };

class Alterado extends Error {}

/** Who paid: the bank (a provider event, deduped by its id) or a staff user by 'Marcar Paga' (its charge written off by the outbox). */
export type FontePagamentoQuitacao = { evento: EventoAplicado; por?: string } | { usuarioId: string };

export async function pagarQuitacao(empresaId: string, contratoId: string, pagamento: { data: string; valorCentavos: number }, fonte: FontePagamentoQuitacao): Promise<ResultadoQuitacao> {
  const evento = "evento" in fonte ? fonte.evento : undefined;
  const por = "evento" in fonte ? (fonte.por ?? `banco:${fonte.evento.provedor}`) : fonte.usuarioId;
  const origem = evento ? "banco" : "manual";
  for (let tentativa = 1; ; tentativa += 1) {
    const a = await obterContrato(empresaId, contratoId);
    if (!a?.quitacao) return { resultado: "nao_encontrada" };
    if (a.quitacao.status === "paga") {
      if (evento) logger.warn("pagamento recebido para quitação já paga", { empresaId, contratoId, evento: evento.eventoId });
      return { resultado: "ja_paga" };
    }
    const alterado = () => new Alterado();
    try {
      const { pecas, liquida } = registrarQuitacao(a, { ...pagamento, origem }, alterado, evento?.eventoId);
      const extras: Peca[] = [];
      if (liquida) {
        const venda = await obterVenda(empresaId, a.contrato.venda_id);
        const cotado = new Map(a.quitacao.parcelas.map((l) => [l.numero_parcela, l.valor_a_pagar_centavos]));
        const abertas = a.parcelas.filter((x) => x.status_parcela === "aberta" || x.status_parcela === "vencida");
        if (venda && (venda.status === "ATIVA" || venda.status === "INADIMPLENTE")) {
          // Received: each instalment at what the slip quoted for it (its valor_pago); the interest
          // taken off is the sale's discount, not revenue (issue 36 item 4).
          let valor = 0;
          let face = 0;
          let desconto = 0;
          for (const p of abertas) {
            const pago = cotado.get(p.numero_parcela) ?? p.valor_parcela_centavos;
            valor += pago;
            face += p.valor_parcela_centavos;
            desconto += Math.max(0, p.valor_parcela_centavos - pago);
          }
          extras.push({ item: recebimentoVenda(venda, { valorCentavos: valor, faceCentavos: face, descontoCentavos: desconto, para: "PAGA" }), seFalhar: alterado });
        }
        // The customer is told, with the termo de quitação in the customer area (issue 36 item 3).
        extras.push(
          ...(await mensagemQuitacao({ empresaId, contratoId, clienteId: a.contrato.cliente_id, produtoId: a.contrato.produto_id, valorCentavos: pagamento.valorCentavos, data: pagamento.data, por })),
        );
        for (const p of abertas) {
          extras.push(
            eventoContrato({
              empresaId, contratoId, tipo: "parcela_paga", por,
              detalhes: { numero_parcela: p.numero_parcela, valor_pago_centavos: cotado.get(p.numero_parcela) ?? p.valor_parcela_centavos, data_pagamento: pagamento.data, origem: "quitacao", evento: evento?.eventoId ?? null, quitacao: a.quitacao.id, quitacao_paga: origem },
            }),
          );
        }
      } else {
        // The contract was closed before the money arrived: someone must look at it (refund or credit).
        logger.warn("quitação paga para contrato já encerrado", { empresaId, contratoId, status: a.contrato.status_contrato, evento: evento?.eventoId });
      }
      await transacao([...pecas, ...extras, ...(evento ? [pecaEvento(evento, empresaId, a.quitacao.id)] : [])]);
      auditoria("quitacao_paga", { empresaId, contratoId, quitacao: a.quitacao.id, valorCentavos: pagamento.valorCentavos, liquidou: liquida, origem, evento: evento?.eventoId, por });
      return { resultado: "paga", liquidou: liquida };
    } catch (erro) {
      if (erro instanceof EventoRepetido) return { resultado: "evento_repetido" };
      if (erro instanceof Alterado && tentativa < 4) continue;
      throw erro;
    }
  }
}
