/**
 * POST /api/parcelas/{parcelaId}/enviar-recibo — 'Enviar recibo' (issue 27 item 6, through issue 31's
 * messaging port; a finance action): the receipt of a paid instalment goes to the customer now
 * through their channels (WhatsApp → SMS → e-mail, skipping what they refused). It is asked at the
 * counter, so the hours rule does not hold it (`urgente`), as 'Enviar 2ª via'. The message says what
 * was paid, the amount, the date and the method, and carries the receipt's own text (recibo.ts: the
 * lines of the PDF): no route lets a customer open a receipt without a staff login, and the customer
 * area's slip links last minutes, too short for a message read later. 202 `{ mensagem: { id, status } }`;
 * 409 for an unpaid instalment or a customer with no channel left; another company's is 404.
 */
import { formatarData } from "../../../shared/br/datas";
import { formatarCentavos } from "../../../shared/br/dinheiro";
import { MSG_CONTRATO } from "../../../shared/vendas/contratos";
import { MSG_RECIBO } from "../../../shared/vendas/pagamento-balcao";
import { transacao } from "../../lib/db/transacao";
import { conflito, naoEncontrado } from "../../lib/errors";
import { aceito, rotaStaff } from "../../lib/http";
import { mensagemNaSaida, variaveisDaLoja } from "../../mensagens";
import { formaNaFrase, textoDoRecibo } from "../recibo";
import { reciboDaParcela } from "../recibos";

export const enviarRecibo = rotaStaff({ naoEncontrado: MSG_CONTRATO.parcelaNaoEncontrada }, async ({ params, caller }) => {
  const { dados, contrato, parcela, cliente, empresa } = await reciboDaParcela(caller.empresaId, params.parcelaId ?? "");
  if (!cliente) throw naoEncontrado(MSG_CONTRATO.parcelaNaoEncontrada);
  const msg = mensagemNaSaida({
    empresaId: caller.empresaId,
    contratoId: contrato.id,
    modelo: "recibo",
    variaveis: {
      ...variaveisDaLoja(empresa, cliente),
      descricao: `parcela ${parcela.numero_parcela} de ${contrato.qtd_parcelas}`,
      valor: formatarCentavos(dados.valorCentavos),
      data: formatarData(dados.data),
      forma: formaNaFrase(dados),
      recibo: textoDoRecibo(dados),
    },
    para: { cliente },
    urgente: true,
    por: caller.usuarioId,
  });
  if (msg.status === "falhou") throw conflito(MSG_RECIBO.semContato);
  await transacao(msg.pecas);
  return aceito({ mensagem: { id: msg.id, status: msg.status } });
});
