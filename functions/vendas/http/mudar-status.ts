/**
 * PATCH /api/vendas/{id}/status — spec section 4: ATIVA → PAGA or INADIMPLENTE; anything but
 * CANCELADA → CANCELADA. Cancelling returns the device to `em_estoque` and cancels the contract and
 * its open instalments, all in one transaction; the aggregates follow from the stream (the
 * cancelled sale and instalments leave them). Every write is conditioned on the status it was
 * read with, so two clicks cannot both apply.
 */
import { CONTRATO_DA_VENDA, MSG_VENDA, MudarStatusInput, transicoesPermitidas } from "../../../shared/vendas/schemas";
import { conflito, naoEncontrado } from "../../lib/errors";
import { ok, rotaStaff } from "../../lib/http";
import { auditoria } from "../../lib/logger";
import { itemPorImei, moverItem, type ItemTransacao } from "../dependencias";
import { cancelarParcela, executar, mudarStatusContrato, mudarStatusVenda, obterContrato, obterVenda, TransacaoRecusada } from "../repo";
import { detalharUma } from "./detalhes";

export const mudarStatus = rotaStaff({ body: MudarStatusInput, naoEncontrado: MSG_VENDA.vendaNaoEncontrada }, async ({ body, params, caller }) => {
  const { empresaId } = caller;
  const venda = await obterVenda(empresaId, params.id ?? "");
  if (!venda) throw naoEncontrado(MSG_VENDA.vendaNaoEncontrada);
  if (!transicoesPermitidas(venda.status).includes(body.status)) throw conflito(MSG_VENDA.transicaoInvalida(venda.status, body.status));

  const transacao: ItemTransacao[] = [mudarStatusVenda(empresaId, venda.id, venda.status, body.status)];
  if (venda.contrato_id) transacao.push(mudarStatusContrato(empresaId, venda.contrato_id, CONTRATO_DA_VENDA[body.status]));

  if (body.status === "CANCELADA") {
    const item = await itemPorImei(empresaId, venda.imei);
    if (item && (item.status === "vendido" || item.status === "bloqueado") && item.venda_id === venda.id) {
      transacao.push(...moverItem(empresaId, item, item.status, "em_estoque", { vendaId: null }));
    }
    if (venda.contrato_id) {
      const contrato = await obterContrato(empresaId, venda.contrato_id);
      const abertas = (contrato?.parcelas ?? []).filter((p) => p.status_parcela === "aberta" || p.status_parcela === "vencida");
      transacao.push(...abertas.map((p) => cancelarParcela(empresaId, p)));
    }
  }

  try {
    await executar(transacao);
  } catch (erro) {
    if (erro instanceof TransacaoRecusada) throw conflito("A venda foi alterada por outra pessoa ao mesmo tempo. Recarregue e tente novamente.");
    throw erro;
  }
  auditoria("venda_status_alterado", { empresaId, vendaId: venda.id, de: venda.status, para: body.status, usuarioId: caller.usuarioId });
  return ok(await detalharUma(empresaId, { ...venda, status: body.status }));
});
