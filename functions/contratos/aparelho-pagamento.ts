/**
 * The device following its contract's money (DESIGN-18 "Lifecycle"): a payment that leaves no
 * overdue instalment (vencida, or aberta past its vencimento_util) unlocks a locked (or being
 * locked) device; payoff or cancellation releases it (`liberar`: unlocked and its enrolment freed at the provider). These commands are asked in
 * the SAME transaction as the payment or the status change: their device fields are merged into
 * that transaction's contract Update (mudarContrato), as one write per item is all DynamoDB allows.
 */
import type { OrigemComando, StatusAparelho } from "../../shared/bloqueio/schemas";
import type { TipoEventoContrato } from "../../shared/vendas/eventos";
import type { Peca } from "../lib/db/transacao";
import { camposDoAparelho, eventoDoComando, novoComando, type NovoComando } from "./aparelho";
import type { ComandoAparelhoGravado, ContratoGravado } from "./entidades";
import type { MudancaAparelho, Pagamento } from "./repo";

/** A command asked together with a change of the contract's status. */
export interface ComandoJunto {
  /** Merge into mudarContrato (seq + 1 and the new lifecycle status, conditioned on the device as read). */
  aparelho: MudancaAparelho;
  /** The command item and its audit event. */
  pecas: Peca[];
  comando: ComandoAparelhoGravado;
}

function comandoJunto(c: ContratoGravado, cmd: NovoComando, statusAparelho: StatusAparelho, tipo: TipoEventoContrato): ComandoJunto {
  const { peca, comando } = novoComando(c, cmd);
  return { aparelho: camposDoAparelho(c, { comando: true, statusAparelho }), pecas: [peca, eventoDoComando(comando, tipo)], comando };
}

/** The device is locked or a lock is on its way: a payment that clears the arrears unlocks it. */
export const aparelhoTravado = (c: ContratoGravado) => c.status_aparelho === "bloqueado" || c.status_aparelho === "bloqueando";

/** The contract holds the device's enrolment (asked or active): payoff or cancellation must free it. */
export const temMatricula = (c: ContratoGravado) => c.matricula === "pendente" || c.matricula === "ativa";

/** What the audit names as the payment behind an unlock or a release. */
export function detalhesDoPagamento(numero: number, pagamento: Pagamento, evento: string | undefined) {
  return { pagamento: { numero_parcela: numero, evento: evento ?? pagamento.origem, origem: pagamento.origem, valor_pago_centavos: pagamento.valorCentavos, data: pagamento.data } };
}

/** `desbloquear` after a payment left nothing overdue (status → desbloqueando). */
export function desbloqueioPorPagamento(c: ContratoGravado, detalhes: Record<string, unknown>): ComandoJunto {
  return comandoJunto(c, { acao: "desbloquear", origem: "pagamento", por: "pagamento", detalhes }, "desbloqueando", "desbloqueio_solicitado");
}

/**
 * `liberar` at payoff (origem pagamento) or cancellation (origem contrato): the provider unlocks
 * the device if needed and frees its enrolment; the lifecycle goes back to `ativo`.
 */
export function liberacao(c: ContratoGravado, origem: Extract<OrigemComando, "pagamento" | "contrato">, por: string, detalhes: Record<string, unknown>): ComandoJunto {
  const extra = { ...detalhes, status_aparelho_anterior: c.status_aparelho, aparelho_bloqueado: c.aparelho_bloqueado };
  return comandoJunto(c, { acao: "liberar", origem, por, detalhes: extra }, "ativo", "liberacao_solicitada");
}
