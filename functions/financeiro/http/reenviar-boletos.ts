/**
 * POST /api/contratos/{id}/reenviar-boletos — asks a new slip for every `aberta`/`vencida`
 * instalment in ONE transaction (each: slip version + 1, `emitindo`, conditioned on the version and
 * status read); the stream's outbox queues one job per new version, and the job re-issues a
 * `vencida` one with a new due date and the late charges. 202 `{ enfileirados }`; a liquidated or
 * cancelled contract is 409 with its reason (recusaReenvio). Two resends at
 * once: one bumps, the other finds the versions moved and answers 409, never a second bump.
 */
import { MSG_CONTRATO, recusaReenvio } from "../../../shared/vendas/contratos";
import type { ReenvioBoletos } from "../../../shared/vendas/schemas";
import { emAbertoStatus, obterContrato, pedirNovoBoleto } from "../../contratos";
import { transacao } from "../../lib/db/transacao";
import { conflito, naoEncontrado } from "../../lib/errors";
import { aceito, rotaStaff } from "../../lib/http";
import { auditoria } from "../../lib/logger";

export const reenviarBoletos = rotaStaff({ naoEncontrado: MSG_CONTRATO.naoEncontrado }, async ({ params, caller }) => {
  const { empresaId } = caller;
  const lido = await obterContrato(empresaId, params.id ?? "");
  if (!lido) throw naoEncontrado(MSG_CONTRATO.naoEncontrado);
  // A closed contract has no slip to send: its own reason, not a bare "nothing open" (issue 36 item 12).
  const recusa = recusaReenvio(lido.contrato.status_contrato);
  if (recusa) throw conflito(recusa);
  const abertas = lido.parcelas.filter((p) => emAbertoStatus(p.status_parcela));
  if (!abertas.length) throw conflito(MSG_CONTRATO.nenhumaEmAberto);
  const alterada = () => conflito(MSG_CONTRATO.alteradaAoMesmoTempo);
  await transacao(abertas.map((p) => pedirNovoBoleto(p, alterada)));
  auditoria("boletos_reenviados", { empresaId, contratoId: lido.contrato.id, usuarioId: caller.usuarioId, parcelas: abertas.map((p) => p.numero_parcela) });
  const corpo: ReenvioBoletos = { enfileirados: abertas.length };
  return aceito(corpo);
});
