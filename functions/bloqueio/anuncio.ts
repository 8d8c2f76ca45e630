/**
 * The lock announced before it happens (docs/bloqueio.md "Announced before it happens"), the same for the
 * automatic lock (the routine) and the manual one for a debt (POST /api/contratos/{id}/bloqueio, not at
 * the customer's request): ONE set of pieces for the caller's transaction —
 * `bloqueio_previsto_para` (the day), `bloqueio_agendado_dia` (the day it was announced),
 * `bloqueio_agendado_parcela` (the episode's oldest overdue instalment) and, for a manual one, who
 * asked and why (`bloqueio_agendado_por`, `bloqueio_agendado_motivo`: the routine locks on that day in
 * their name); an `avisar` command that shows the notice on the phone (date, amount, how to pay, the
 * store's WhatsApp); the `bloqueio_agendado` event; the `bloqueio_agendado` message to the customer
 * (WhatsApp → SMS → e-mail, held to the allowed hours); each overdue instalment asserted as read (a
 * payment that lands meanwhile cancels the write). Conditioned on the device as read.
 */
import type { Cliente } from "../../shared/cadastro/schemas";
import { textoAvisoBloqueio } from "../../shared/bloqueio/tela";
import { vencimentoUtil } from "../../shared/boletos";
import { formatarData } from "../../shared/br/datas";
import { formatarCentavos } from "../../shared/br/dinheiro";
import type { OrigemComando } from "../../shared/bloqueio/schemas";
import { camposDoAparelho, eventoContrato, mudarAparelho, novoComando, parcelaComoLida, type ContratoGravado, type ParcelaGravada } from "../contratos";
import { mensagemNaSaida, variaveisDaLoja } from "../mensagens";
import type { Peca } from "../lib/db/transacao";
import { areaCliente, type LojaDaTela } from "./tela";

export interface Anuncio {
  /** The day the lock may happen (YYYY-MM-DD, a banking day). */
  dataPrevista: string;
  /** The day it is announced (the routine's run day, or today for a manual one). */
  dia: string;
  origem: Extract<OrigemComando, "rotina" | "manual">;
  /** POR_ROTINA, or the user who asked. */
  por: string;
  /** The user's reason (manual): the lock command carries it on the day. */
  motivo?: string | null;
  /** The company's grace (automatic lock only: the audit names it). */
  diasCarencia?: number;
  /** The message's instant (the routine's scheduled time; now when absent). */
  agora?: Date;
}

export const descreverParcelas = (atrasadas: readonly ParcelaGravada[]) =>
  atrasadas.map((p) => ({ numero_parcela: p.numero_parcela, data_vencimento: p.data_vencimento, vencimento_util: vencimentoUtil(p.data_vencimento), valor_centavos: p.valor_parcela_centavos }));

/** What the phone's notice names as the announced lock (situacaoDoAviso finds the notice of this announcement by it). */
export const motivoDoAviso = (dataPrevista: string) => `Bloqueio agendado para ${dataPrevista}`;

export function pecasDoAnuncio(contrato: ContratoGravado, atrasadas: readonly ParcelaGravada[], loja: LojaDaTela, cliente: Cliente | null, anuncio: Anuncio, seFalhar: () => Error): Peca[] {
  const { dataPrevista } = anuncio;
  const antiga = atrasadas[0];
  if (!antiga) throw new Error("anúncio de bloqueio sem parcela em atraso");
  const valor = atrasadas.reduce((s, p) => s + p.valor_parcela_centavos, 0);
  const manual = anuncio.origem === "manual";
  const texto = textoAvisoBloqueio(loja, { dataPrevista, valorCentavos: valor, areaCliente: areaCliente() });
  const detalhes = {
    data_prevista: dataPrevista,
    parcelas: descreverParcelas(atrasadas),
    valor,
    ...(anuncio.diasCarencia !== undefined ? { dias_carencia: anuncio.diasCarencia } : {}),
    dia: anuncio.dia,
    ...(manual ? { origem: "manual", ...(anuncio.motivo ? { motivo: anuncio.motivo } : {}) } : {}),
  };
  const { peca, comando } = novoComando(contrato, { acao: "avisar", origem: anuncio.origem, por: anuncio.por, motivo: motivoDoAviso(dataPrevista), tela: texto, detalhes: { data_prevista: dataPrevista } });
  const mudanca = camposDoAparelho(contrato, { comando: true });
  Object.assign(mudanca.campos, {
    bloqueio_previsto_para: dataPrevista,
    bloqueio_agendado_dia: anuncio.dia,
    bloqueio_agendado_parcela: antiga.id,
    bloqueio_agendado_por: manual ? anuncio.por : null,
    bloqueio_agendado_motivo: manual ? (anuncio.motivo ?? null) : null,
    contato_falhou: false,
  });
  const mensagem = mensagemNaSaida({
    empresaId: contrato.empresa_id,
    contratoId: contrato.id,
    modelo: "bloqueio_agendado",
    variaveis: { ...variaveisDaLoja(loja, cliente), data_bloqueio: formatarData(dataPrevista), valor: formatarCentavos(valor) },
    para: { cliente: cliente ?? { id: contrato.cliente_id } },
    por: anuncio.por,
    ...(anuncio.agora ? { agora: anuncio.agora } : {}),
  });
  return [
    ...mensagem.pecas,
    mudarAparelho(contrato, mudanca, seFalhar),
    peca,
    eventoContrato({ empresaId: contrato.empresa_id, contratoId: contrato.id, tipo: "bloqueio_agendado", por: anuncio.por, detalhes: { ...detalhes, comando_seq: comando.seq, imei: contrato.imei, texto } }),
    ...atrasadas.map((p) => parcelaComoLida(p, seFalhar)),
  ];
}
