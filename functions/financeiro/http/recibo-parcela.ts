/**
 * GET /api/parcelas/{parcelaId}/recibo?formato=a4|80mm — the receipt of a paid instalment as a PDF
 * (issue 27 item 6; recibos.ts reads it, recibo-pdf.ts draws it): the store, the customer (CPF
 * masked), the item and instalment, the amount in figures and in words, how and when it was paid
 * and who received it (the user for 'Marcar Paga'; the bank otherwise). An unpaid instalment is a
 * 409; another company's id is 404.
 */
import { MSG_CONTRATO } from "../../../shared/vendas/contratos";
import { ConsultaRecibo } from "../../../shared/vendas/pagamento-balcao";
import { rotaStaff } from "../../lib/http";
import { reciboDaParcela, respostaReciboPdf } from "../recibos";

export const reciboParcela = rotaStaff({ query: ConsultaRecibo, naoEncontrado: MSG_CONTRATO.parcelaNaoEncontrada }, async ({ params, query, caller }) => {
  const { dados } = await reciboDaParcela(caller.empresaId, params.parcelaId ?? "");
  return respostaReciboPdf(dados, query.formato);
});
