/**
 * POST /api/contratos/{id}/quitacao/pagar — 'Marcar Paga' on the contract's payoff slip (issue 27
 * item 5): the money came in at the counter, so it settles exactly as the slip's bank payment does
 * (functions/boletos/pagar-quitacao.ts: every open instalment `paga`, the contract `liquidado`, the
 * sale PAGA, the device released, in one transaction), dated today (Brasília) for the amount the
 * slip quoted; the stream's outbox writes the charge off at the provider. 200 `{ quitacao }`. No
 * payoff asked, or the contract closed, is 409; a second call is a 409, never a second payment.
 */
import { hojeBrasil } from "../../../shared/br/datas";
import { MSG_QUITACAO } from "../../../shared/regras/quitacao";
import { MSG_CONTRATO } from "../../../shared/vendas/contratos";
import { pagarQuitacao } from "../../boletos";
import { obterContrato, quitacaoParaApi } from "../../contratos";
import { conflito, naoEncontrado } from "../../lib/errors";
import { ok, rotaStaff } from "../../lib/http";

export const marcarQuitacaoPaga = rotaStaff({ naoEncontrado: MSG_CONTRATO.naoEncontrado }, async ({ params, caller }) => {
  const { empresaId } = caller;
  const contratoId = params.id ?? "";
  const lido = await obterContrato(empresaId, contratoId);
  if (!lido) throw naoEncontrado(MSG_CONTRATO.naoEncontrado);
  const q = lido.quitacao;
  if (!q) throw conflito(MSG_QUITACAO.semBoleto);
  if (q.status === "paga") throw conflito(MSG_QUITACAO.jaPaga);
  const { status_contrato: status } = lido.contrato;
  if (status === "liquidado" || status === "cancelado") throw conflito(MSG_QUITACAO.contratoEncerrado);
  const r = await pagarQuitacao(empresaId, contratoId, { data: hojeBrasil(), valorCentavos: q.valor_centavos }, { usuarioId: caller.usuarioId });
  if (r.resultado === "ja_paga") throw conflito(MSG_QUITACAO.jaPaga);
  if (r.resultado !== "paga") throw naoEncontrado(MSG_CONTRATO.naoEncontrado);
  const depois = await obterContrato(empresaId, contratoId);
  return ok({ quitacao: depois?.quitacao ? await quitacaoParaApi(depois.quitacao) : null });
});
