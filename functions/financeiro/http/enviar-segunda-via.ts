/**
 * POST /api/parcelas/{parcelaId}/segunda-via — 'Enviar 2ª via' (issue 31 item 4; a finance action):
 * the instalment's slip (linha digitável and Pix, read when the message leaves) goes to the
 * customer now through their channels (WhatsApp → SMS → e-mail, skipping what they refused). It was
 * asked at the counter, so the hours rule does not hold it (`urgente`). 202
 * `{ mensagem: { id, status } }`; 409 for a paid or cancelled instalment, a slip not issued, or a
 * customer with no channel left; another company's instalment is 404.
 */
import { lerIdParcela } from "../../../shared/api/parametros";
import { MSG_CONTRATO } from "../../../shared/vendas/contratos";
import { obterCliente } from "../../cadastro";
import { obterEmpresa } from "../../conta";
import { emAbertoStatus, obterContrato } from "../../contratos";
import { transacao } from "../../lib/db/transacao";
import { conflito, naoEncontrado } from "../../lib/errors";
import { aceito, rotaStaff } from "../../lib/http";
import { mensagemNaSaida, variaveisDaLoja } from "../../mensagens";

export const MSG_SEGUNDA_VIA = {
  semBoleto: "O boleto desta parcela ainda não foi emitido",
  naoAberta: "Só parcelas em aberto têm 2ª via",
  semContato: "Cliente sem WhatsApp, celular ou e-mail para receber a 2ª via",
} as const;

export const enviarSegundaVia = rotaStaff({ naoEncontrado: MSG_CONTRATO.parcelaNaoEncontrada }, async ({ params, caller }) => {
  const alvo = lerIdParcela(params.parcelaId ?? "");
  if (!alvo) throw naoEncontrado(MSG_CONTRATO.parcelaNaoEncontrada);
  const lido = await obterContrato(caller.empresaId, alvo.contratoId);
  const p = lido?.parcelas.find((x) => x.numero_parcela === alvo.numero);
  if (!lido || !p) throw naoEncontrado(MSG_CONTRATO.parcelaNaoEncontrada);
  if (!emAbertoStatus(p.status_parcela) || lido.contrato.status_contrato === "cancelado") throw conflito(MSG_SEGUNDA_VIA.naoAberta);
  if (p.boleto_status !== "emitido" || !p.linha_digitavel) throw conflito(MSG_SEGUNDA_VIA.semBoleto);
  const [cliente, empresa] = await Promise.all([obterCliente(caller.empresaId, lido.contrato.cliente_id), obterEmpresa(caller.empresaId)]);
  if (!cliente || !empresa) throw naoEncontrado(MSG_CONTRATO.parcelaNaoEncontrada);
  const msg = mensagemNaSaida({
    empresaId: caller.empresaId,
    contratoId: lido.contrato.id,
    modelo: "segunda_via",
    variaveis: { ...variaveisDaLoja(empresa, cliente), descricao: `parcela ${p.numero_parcela} de ${lido.contrato.qtd_parcelas}` },
    para: { cliente },
    urgente: true,
    parcelas: [p.numero_parcela],
    por: caller.usuarioId,
  });
  if (msg.status === "falhou") throw conflito(MSG_SEGUNDA_VIA.semContato);
  await transacao(msg.pecas);
  return aceito({ mensagem: { id: msg.id, status: msg.status } });
});
