/**
 * POST /api/parcelas/{parcelaId}/segunda-via — 'Enviar 2ª via' (issue 31 item 4; a finance action):
 * the instalment's slip (linha digitável and Pix, read when the message leaves) goes to the
 * customer now through their channels (WhatsApp → SMS → e-mail, skipping what they refused). It was
 * asked at the counter, so the hours rule does not hold it (`urgente`). 202
 * `{ mensagem: { id, status } }`; 409 for a paid or cancelled instalment, a slip not issued, or a
 * customer with no channel left; another company's instalment is 404.
 *
 * Not a way to flood the customer (issue 36 item 10): one 2ª via per instalment per channel (the
 * first one the message tries) in SEGUNDA_VIA_UNICA_S — 30 taps at once or three in a row send ONE,
 * each answered 202 with that message (a conditional mark written with it, never read-then-write) —
 * and at most LIMITE_SEGUNDA_VIA_DIA per contract per Brasília day (then 429).
 */
import { lerIdParcela } from "../../../shared/api/parametros";
import { MSG_CONTRATO } from "../../../shared/vendas/contratos";
import { obterCliente } from "../../cadastro";
import { obterEmpresa } from "../../conta";
import { emAbertoStatus, obterContrato } from "../../contratos";
import { MSG_TRANSACAO, transacao } from "../../lib/db/transacao";
import { conflito, ErroApi, naoEncontrado } from "../../lib/errors";
import { aceito, rotaStaff } from "../../lib/http";
import { destinosAlcancaveis, mensagemNaSaida, mensagemUnica, variaveisDaLoja } from "../../mensagens";

/** One 2ª via per instalment per channel in this many seconds. */
export const SEGUNDA_VIA_UNICA_S = 10 * 60;
/** 2ª vias per contract per Brasília day. */
export const LIMITE_SEGUNDA_VIA_DIA = 5;

export const MSG_SEGUNDA_VIA = {
  semBoleto: "O boleto desta parcela ainda não foi emitido",
  naoAberta: "Só parcelas em aberto têm 2ª via",
  semContato: "Cliente sem WhatsApp, celular ou e-mail para receber a 2ª via",
  limiteDiario: `Limite de ${LIMITE_SEGUNDA_VIA_DIA} envios de 2ª via por dia para este contrato. Tente novamente amanhã.`,
} as const;

class JaEnviada extends Error {}

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
  const unica = `segunda-via#${String(p.numero_parcela).padStart(2, "0")}#${destinosAlcancaveis(cliente)[0]?.canal ?? "-"}`;
  const msg = mensagemNaSaida({
    empresaId: caller.empresaId,
    contratoId: lido.contrato.id,
    modelo: "segunda_via",
    variaveis: { ...variaveisDaLoja(empresa, cliente), descricao: `parcela ${p.numero_parcela} de ${lido.contrato.qtd_parcelas}` },
    para: { cliente },
    urgente: true,
    parcelas: [p.numero_parcela],
    por: caller.usuarioId,
    unica: { chave: unica, validadeS: SEGUNDA_VIA_UNICA_S, seRepetida: () => new JaEnviada() },
    limiteDiario: { chave: "segunda-via", limite: LIMITE_SEGUNDA_VIA_DIA, seExceder: () => new ErroApi(429, "RATE_LIMITED", MSG_SEGUNDA_VIA.limiteDiario) },
  });
  if (msg.status === "falhou") throw conflito(MSG_SEGUNDA_VIA.semContato);
  try {
    await transacao(msg.pecas);
  } catch (erro) {
    if (!(erro instanceof JaEnviada)) throw erro;
    // The same copy asked again (or at the same moment): the message already on its way.
    const ja = await mensagemUnica(caller.empresaId, lido.contrato.id, unica);
    if (!ja) throw conflito(MSG_TRANSACAO.conflito);
    return aceito({ mensagem: { id: ja.id, status: ja.status } });
  }
  return aceito({ mensagem: { id: msg.id, status: msg.status } });
});
