/**
 * Paying one instalment, from a bank notice (webhook or reconciliation) or from 'Marcar Paga': one
 * transaction moves the instalment to `paga` with what was received, the contract to `liquidado`
 * when nothing is left to pay and then its sale to `PAGA` (or, when nothing is overdue any more,
 * an `inadimplente` contract back to `ativo` and its sale INADIMPLENTE → ATIVA), the device with
 * it (contratos.registrarPagamento: unlock or release, same transaction); a bank event also records its id in the
 * same transaction, so a repeated notice is applied once. The dashboard and finance aggregates
 * follow from the table's stream; a `banco`-paid slip needs no write-off, a `manual` one is
 * written off at the provider by the stream's outbox.
 */
import { tabela } from "../lib/db/client";
import { chaves } from "../lib/db/keys";
import { transacao, type Peca } from "../lib/db/transacao";
import { auditoria, logger } from "../lib/logger";
import { eventoContrato, obterContrato, registrarPagamento, type ContratoComParcelas, type Pagamento } from "../contratos";
import { obterVenda, recebimentoVenda } from "../vendas";
import { mensagemPagamentoRecebido } from "../mensagens";
import { agoraIso } from "../../shared/relogio";

/** A provider event being applied: its id is written with the payment (dedupe, kept 90 days). */
export interface EventoAplicado {
  provedor: string;
  eventoId: string;
}

/** Who the contract's audit trail names for the payment (`parcela_paga` in the same transaction). */
export interface RegistroPagamento {
  por: string;
  detalhes?: Record<string, unknown>;
}

export type ResultadoPagamento =
  | { resultado: "paga"; liquidou: boolean }
  /** Already paid (by a notice or by hand): nothing changed. */
  | { resultado: "ja_paga" }
  /** Cancelled instalment or contract: money arrived for something no longer owed (audited). */
  | { resultado: "cancelada" }
  | { resultado: "evento_repetido" }
  | { resultado: "nao_encontrada" };

const DIAS_GUARDA_EVENTO = 90;

class Alterado extends Error {}
export class EventoRepetido extends Error {}

export function pecaEvento(e: EventoAplicado, empresaId: string, parcelaId: string): Peca {
  return {
    item: {
      Put: {
        TableName: tabela(),
        Item: {
          ...chaves.eventoBoleto(e.provedor, e.eventoId),
          entidade: "evento_boleto",
          empresa_id: empresaId,
          parcela_id: parcelaId,
          aplicado_em: agoraIso(),
          expira_em: Math.floor(Date.now() / 1000) + DIAS_GUARDA_EVENTO * 86_400,
        },
        ConditionExpression: "attribute_not_exists(PK)",
      },
    },
    seFalhar: () => new EventoRepetido(),
  };
}

async function tentar(empresaId: string, a: ContratoComParcelas, numero: number, pagamento: Pagamento, evento?: EventoAplicado, registro?: RegistroPagamento): Promise<ResultadoPagamento> {
  const p = a.parcelas.find((x) => x.numero_parcela === numero);
  if (!p) return { resultado: "nao_encontrada" };
  if (p.status_parcela === "paga") return { resultado: "ja_paga" };
  if (p.status_parcela === "cancelada" || a.contrato.status_contrato === "cancelado") return { resultado: "cancelada" };
  const alterado = () => new Alterado();
  const { pecas, liquida, reativa } = registrarPagamento(a, numero, pagamento, alterado, evento?.eventoId);
  const venda = await obterVenda(empresaId, a.contrato.venda_id);
  if (venda && (venda.status === "ATIVA" || venda.status === "INADIMPLENTE")) {
    // The money counts as received on the sale (issue 36 item 4) and, when it settles the contract,
    // the sale is PAGA; when nothing is overdue any more, an INADIMPLENTE sale is current again.
    const para = liquida ? "PAGA" : reativa && venda.status === "INADIMPLENTE" ? "ATIVA" : undefined;
    pecas.push({ item: recebimentoVenda(venda, { valorCentavos: pagamento.valorCentavos, faceCentavos: p.valor_parcela_centavos, ...(para ? { para } : {}) }), seFalhar: alterado });
  }
  if (evento) pecas.push(pecaEvento(evento, empresaId, p.id));
  if (registro) {
    pecas.push(
      eventoContrato({
        empresaId,
        contratoId: a.contrato.id,
        tipo: "parcela_paga",
        por: registro.por,
        detalhes: { numero_parcela: numero, valor_pago_centavos: pagamento.valorCentavos, data_pagamento: pagamento.data, origem: pagamento.origem, evento: evento?.eventoId ?? null, liquidou: liquida, ...registro.detalhes },
      }),
    );
  }
  // The customer is told (issue 31): the message leaves through the outbox with this payment.
  pecas.push(...(await mensagemPagamentoRecebido({ empresaId, contratoId: a.contrato.id, clienteId: a.contrato.cliente_id, numero, qtd: a.contrato.qtd_parcelas, valorCentavos: pagamento.valorCentavos, por: registro?.por ?? "pagamento" })));
  await transacao(pecas);
  return { resultado: "paga", liquidou: liquida };
}

/**
 * Pays instalment `numero` of contract `contratoId`. Re-reads and retries when another change
 * touched the contract meanwhile (a sibling paid at the same moment), a few times.
 */
export async function pagarParcela(
  empresaId: string,
  contratoId: string,
  numero: number,
  pagamento: Pagamento,
  evento?: EventoAplicado,
  registro?: RegistroPagamento,
): Promise<ResultadoPagamento> {
  for (let tentativa = 1; ; tentativa += 1) {
    const a = await obterContrato(empresaId, contratoId);
    if (!a) return { resultado: "nao_encontrada" };
    try {
      const r = await tentar(empresaId, a, numero, pagamento, evento, registro);
      if (r.resultado === "paga") {
        auditoria("parcela_paga", { empresaId, contratoId, numero, origem: pagamento.origem, valorCentavos: pagamento.valorCentavos, liquidou: r.liquidou, evento: evento?.eventoId });
      } else if (r.resultado === "cancelada" || (r.resultado === "ja_paga" && evento)) {
        // Money the provider says arrived for something already settled: someone must look at it.
        logger.warn("pagamento recebido para parcela já paga ou cancelada", { empresaId, contratoId, numero, resultado: r.resultado, evento: evento?.eventoId });
      }
      return r;
    } catch (erro) {
      if (erro instanceof EventoRepetido) return { resultado: "evento_repetido" };
      if (erro instanceof Alterado && tentativa < 4) continue;
      throw erro;
    }
  }
}
