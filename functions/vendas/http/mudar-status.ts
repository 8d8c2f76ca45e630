/**
 * PATCH /api/vendas/{id}/status — spec section 4: ATIVA → PAGA or INADIMPLENTE; anything but
 * CANCELADA → CANCELADA. Cancelling returns the device to `em_estoque` and cancels the contract and
 * its open instalments, all in one transaction; the aggregates follow from the stream (the
 * cancelled sale and instalments leave them). Every write is conditioned on the status it was
 * read with, so two clicks cannot both apply. A counter sale is born PAGA (statusAoVender), so
 * cancelling is all that is left for it; its cells move from PAGA to CANCELADA in the totals. A
 * boleto sale is never marked PAGA or INADIMPLENTE by hand (409, shared recusaMudancaStatus): its
 * contract is settled by its instalments or its payoff, and falls overdue by the routine.
 */
import { CONTRATO_DA_VENDA, MSG_VENDA, MudarStatusInput, recusaMudancaStatus } from "../../../shared/vendas/schemas";
import { conflito, naoEncontrado } from "../../lib/errors";
import { ok, rotaStaff } from "../../lib/http";
import { auditoria } from "../../lib/logger";
import { transacao, type Peca } from "../../lib/db/transacao";
import { itemPorImei, moverItem, obterContrato, seguirVenda } from "../dependencias";
import { mudarStatusVenda, obterVenda, vendaPagaAMao } from "../repo";
import { detalharUma } from "./detalhes";

export const mudarStatus = rotaStaff({ body: MudarStatusInput, naoEncontrado: MSG_VENDA.vendaNaoEncontrada }, async ({ body, params, caller }) => {
  const { empresaId } = caller;
  const venda = await obterVenda(empresaId, params.id ?? "");
  if (!venda) throw naoEncontrado(MSG_VENDA.vendaNaoEncontrada);
  // A boleto sale moves with its contract only (issue 36 item 2): by hand it may only be cancelled.
  const recusa = recusaMudancaStatus(venda, body.status);
  if (recusa) throw conflito(recusa);

  // Every condition here is "still as it was read": failing, someone changed the sale meanwhile.
  const alterada = () => conflito("A venda foi alterada por outra pessoa ao mesmo tempo. Recarregue e tente novamente.");
  // PAGA by hand: what was still open counts as received (issue 36 item 4).
  const escrita = body.status === "PAGA" ? vendaPagaAMao(venda) : mudarStatusVenda(empresaId, venda.id, venda.status, body.status);
  const pecas: Peca[] = [{ item: escrita, seFalhar: alterada }];
  // The contract follows the sale (functions/contratos owns it); cancelling cancels what is still to pay.
  const contrato = venda.contrato_id ? await obterContrato(empresaId, venda.contrato_id) : undefined;
  const doContrato = contrato ? seguirVenda(contrato, CONTRATO_DA_VENDA[body.status], alterada, caller.usuarioId) : undefined;
  if (doContrato) pecas.push(...doContrato.pecas);

  if (body.status === "CANCELADA") {
    const item = await itemPorImei(empresaId, venda.imei);
    if (item && (item.status === "vendido" || item.status === "bloqueado") && item.venda_id === venda.id) {
      pecas.push(...moverItem(empresaId, item, item.status, "em_estoque", { receitaCentavos: -venda.valor_total_centavos, vendaId: null, seFalhar: alterada }));
    }
  }

  await transacao(pecas);
  auditoria("venda_status_alterado", { empresaId, vendaId: venda.id, de: venda.status, para: body.status, usuarioId: caller.usuarioId });
  return ok(await detalharUma(empresaId, { ...venda, status: body.status }));
});
