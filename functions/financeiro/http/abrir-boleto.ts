/**
 * GET /api/parcelas/{parcelaId}/boleto and GET /api/contratos/{id}/quitacao/boleto (the payoff
 * slip, issue 27 item 5) — 'Abrir boleto': `{ link_boleto }`, the slip PDF's link
 * signed now. Links in a list answer die after VALIDADE_LINK_SEGUNDOS, and a screen stays open
 * longer (issue 30 item 2: a click after 15 minutes met the storage's raw 'Request has expired'),
 * so the screen asks for a link at the click and opens it at once. A slip not offered (not issued
 * yet, cancelled, its PDF missing) is a 404 in the API's envelope, never a storage error.
 */
import { lerIdParcela } from "../../../shared/api/parametros";
import { MSG_QUITACAO } from "../../../shared/regras/quitacao";
import { MSG_CONTRATO } from "../../../shared/vendas/contratos";
import { boletoOferecido, obterContrato } from "../../contratos";
import { naoEncontrado } from "../../lib/errors";
import { ok, rotaStaff } from "../../lib/http";
import { arquivoExiste, linkAssinado } from "../../lib/s3";

export const abrirBoletoParcela = rotaStaff({ naoEncontrado: MSG_CONTRATO.parcelaNaoEncontrada }, async ({ params, caller }) => {
  const alvo = lerIdParcela(params.parcelaId ?? "");
  if (!alvo) throw naoEncontrado(MSG_CONTRATO.parcelaNaoEncontrada);
  const lido = await obterContrato(caller.empresaId, alvo.contratoId);
  const p = lido?.parcelas.find((x) => x.numero_parcela === alvo.numero);
  if (!p) throw naoEncontrado(MSG_CONTRATO.parcelaNaoEncontrada);
  if (!boletoOferecido(p) || !(await arquivoExiste(p.boleto_pdf_chave))) throw naoEncontrado(MSG_CONTRATO.boletoIndisponivel);
  return ok({ link_boleto: await linkAssinado(p.boleto_pdf_chave) });
});

export const abrirBoletoQuitacao = rotaStaff({ naoEncontrado: MSG_CONTRATO.naoEncontrado }, async ({ params, caller }) => {
  const lido = await obterContrato(caller.empresaId, params.id ?? "");
  if (!lido) throw naoEncontrado(MSG_CONTRATO.naoEncontrado);
  const q = lido.quitacao;
  if (!q || q.status !== "emitido" || !q.boleto_pdf_chave || !(await arquivoExiste(q.boleto_pdf_chave))) throw naoEncontrado(MSG_QUITACAO.boletoIndisponivel);
  return ok({ link_boleto: await linkAssinado(q.boleto_pdf_chave) });
});
