/**
 * POST /api/parcelas/{parcelaId}/pagar `{ forma_pagamento?, data_pagamento? }` — 'Marcar Paga': an
 * `aberta` or `vencida` instalment becomes `paga` on `data_pagamento` (default today, Brasília; not
 * in the future nor before the sale: 400 naming the field) for what paying on that day cost (with
 * late charges once past its banking due date), `origem_pagamento` manual, with how it was paid
 * (`forma_pagamento`, default DINHEIRO) and who received it (issue 27 item 6). One transaction (functions/boletos/pagar-parcela.ts): the
 * contract becomes `liquidado` and its sale `PAGA` when nothing is left; the slip is written off
 * at the provider by the stream's outbox. A second call is a 409, never a second payment.
 */
import { lerIdParcela } from "../../../shared/api/parametros";
import { hojeBrasil } from "../../../shared/br/datas";
import { MSG_CONTRATO } from "../../../shared/vendas/contratos";
import { PagamentoBalcao, recusaDataPagamento } from "../../../shared/vendas/pagamento-balcao";
import { pagarParcela } from "../../boletos";
import { devidoCentavos, obterContrato, parcelasParaApi, type ParcelaGravada } from "../../contratos";
import { encargosDaEmpresa } from "../../empresa";
import { conflito, ErroApi, erroValidacao, naoEncontrado } from "../../lib/errors";
import { ok, rotaStaff } from "../../lib/http";
import { auditoria } from "../../lib/logger";

async function lerParcela(empresaId: string, contratoId: string, numero: number): Promise<ParcelaGravada | undefined> {
  return (await obterContrato(empresaId, contratoId))?.parcelas.find((p) => p.numero_parcela === numero);
}

/** Why a read instalment cannot be paid by hand, or null when it can. */
function recusa(p: ParcelaGravada | undefined, contratoCancelado: boolean): ErroApi | null {
  if (!p) return naoEncontrado(MSG_CONTRATO.parcelaNaoEncontrada);
  if (p.status_parcela === "paga") return conflito(MSG_CONTRATO.parcelaJaPaga);
  if (p.status_parcela === "cancelada" || contratoCancelado) return conflito(MSG_CONTRATO.parcelaCancelada);
  return null;
}

export const marcarParcelaPaga = rotaStaff({ body: PagamentoBalcao, naoEncontrado: MSG_CONTRATO.parcelaNaoEncontrada }, async ({ params, body, caller }) => {
  const { empresaId } = caller;
  const alvo = lerIdParcela(params.parcelaId ?? "");
  if (!alvo) throw naoEncontrado(MSG_CONTRATO.parcelaNaoEncontrada);
  const { contratoId, numero } = alvo;
  const [lido, encargos] = await Promise.all([obterContrato(empresaId, contratoId), encargosDaEmpresa(empresaId)]);
  const p = lido?.parcelas.find((x) => x.numero_parcela === numero);
  const antes = recusa(p, lido?.contrato.status_contrato === "cancelado");
  if (antes) throw antes;
  const hoje = hojeBrasil();
  const data = body.data_pagamento ?? hoje;
  const recusaData = recusaDataPagamento(data, hoje, lido!.contrato.data_venda);
  if (recusaData) throw erroValidacao({ data_pagamento: recusaData }, recusaData);
  const forma = body.forma_pagamento ?? "DINHEIRO";
  let r: Awaited<ReturnType<typeof pagarParcela>>;
  try {
    r = await pagarParcela(
      empresaId,
      contratoId,
      numero,
      { data, valorCentavos: devidoCentavos(p!, data, encargos), origem: "manual", forma, recebidoPor: caller.usuarioId },
      undefined,
      { por: caller.usuarioId, detalhes: { forma_pagamento: forma } },
    );
  } catch (erro) {
    // Many payments of one contract at once can outlast the retries: if this one is paid by now, say so.
    if (erro instanceof ErroApi) throw erro;
    const agora = await lerParcela(empresaId, contratoId, numero);
    if (agora?.status_parcela === "paga") throw conflito(MSG_CONTRATO.parcelaJaPaga);
    throw erro;
  }
  if (r.resultado === "ja_paga") throw conflito(MSG_CONTRATO.parcelaJaPaga);
  if (r.resultado === "cancelada") throw conflito(MSG_CONTRATO.parcelaCancelada);
  if (r.resultado !== "paga") throw naoEncontrado(MSG_CONTRATO.parcelaNaoEncontrada);
  auditoria("parcela_marcada_paga", { empresaId, contratoId, numero, usuarioId: caller.usuarioId, liquidou: r.liquidou, forma, data });
  const paga = await lerParcela(empresaId, contratoId, numero);
  const [corpo] = await parcelasParaApi(paga ? [paga] : [], { hoje, encargos });
  return ok(corpo);
});
