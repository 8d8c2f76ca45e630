/**
 * GET /api/vendas/{id}/recibo?formato=a4|80mm — the receipt of a sale paid at the counter (PIX,
 * cash, debit or credit card: issue 27 item 7) as a PDF, the same receipt as an instalment's
 * (recibos.ts, recibo-pdf.ts): the store, the customer (CPF masked), the device, the amount in
 * figures and in words, the method, the sale's date and the seller who received it. A boleto sale's
 * is its entry's (issue 36 item 12: the entry, its method, the contract it opened); one without
 * entry is a 409 (its receipts are its paid instalments'), an unpaid or cancelled sale too; another
 * company's id, or one that cannot be an id, is 404. Served by `financeiro`, where receipts live.
 */
import { ConsultaRecibo } from "../../../shared/vendas/pagamento-balcao";
import { MSG_VENDA } from "../../../shared/vendas/schemas";
import { rotaStaff } from "../../lib/http";
import { reciboDaVenda, respostaReciboPdf } from "../recibos";

export const reciboVenda = rotaStaff({ query: ConsultaRecibo, naoEncontrado: MSG_VENDA.vendaNaoEncontrada }, async ({ params, query, caller }) => {
  const { dados } = await reciboDaVenda(caller.empresaId, params.id ?? "");
  return respostaReciboPdf(dados, query.formato);
});
