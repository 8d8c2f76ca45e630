/**
 * POST /api/contratos/{id}/bloqueio `{ acao, motivo?, a_pedido_do_cliente? }` → 202
 * `{ status_aparelho, bloqueio_previsto_para }`: a manual lock, unlock, hold or resume. A lock for a
 * debt is announced, not done: the device stays as it was and `bloqueio_previsto_para` is the day
 * the routine locks it if still overdue; at the customer's request it locks at once (null) (the rules: shared/bloqueio/regras.ts;
 * the writes: ../ciclo.ts). A write that finds the contract changed re-reads and decides again.
 */
import { PedidoBloqueioManual } from "../../../shared/bloqueio/schemas";
import { MSG_CONTRATO } from "../../../shared/vendas/contratos";
import { obterEmpresa } from "../../conta";
import { obterContrato } from "../../contratos";
import { MSG_TRANSACAO, transacao } from "../../lib/db/transacao";
import { conflito, naoEncontrado } from "../../lib/errors";
import { aceito, rotaStaff } from "../../lib/http";
import { auditoria } from "../../lib/logger";
import { Alterado, planejarAcao } from "../ciclo";

export const pedirBloqueio = rotaStaff({ body: PedidoBloqueioManual, naoEncontrado: MSG_CONTRATO.naoEncontrado }, async ({ body, params, caller }) => {
  const { empresaId, usuarioId } = caller;
  const empresa = await obterEmpresa(empresaId);
  if (!empresa) throw naoEncontrado(MSG_CONTRATO.naoEncontrado);
  const pedido = { acao: body.acao, por: usuarioId, motivo: body.motivo || null, aPedidoDoCliente: body.a_pedido_do_cliente === true };
  for (let tentativa = 1; ; tentativa += 1) {
    const lido = await obterContrato(empresaId, params.id ?? "");
    if (!lido) throw naoEncontrado(MSG_CONTRATO.naoEncontrado);
    const plano = await planejarAcao(lido, empresa, pedido);
    try {
      await transacao(plano.pecas);
    } catch (erro) {
      if (erro instanceof Alterado && tentativa < 3) continue;
      if (erro instanceof Alterado) throw conflito(MSG_TRANSACAO.conflito);
      throw erro;
    }
    auditoria("bloqueio_manual", { empresaId, contratoId: lido.contrato.id, usuarioId, acao: body.acao, de: lido.contrato.status_aparelho, para: plano.status, previsto: plano.previsto });
    return aceito({ status_aparelho: plano.status, bloqueio_previsto_para: plano.previsto });
  }
});
