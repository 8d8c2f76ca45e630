/**
 * Step 3 of the routine for one contract: the reminders due today (lembretes-regras.ts), each
 * recorded once per instalment and kind — a marker and its `lembrete` event in one transaction
 * (contratos.registrarLembrete): a re-run or a concurrent run finds the marker and writes nothing.
 * Channels: the WhatsApp text (with a wa.me link to the customer's phone) and the e-mail text are
 * recorded in the event; sending through a real channel is a later step.
 */
import type { Cliente } from "../../shared/cadastro/schemas";
import { vencimentoUtil } from "../../shared/boletos";
import { encargosDe } from "../../shared/empresa/cobranca";
import { somarDias } from "../../shared/br/datas";
import { POR_ROTINA } from "../../shared/vendas/eventos";
import { devidoCentavos, emAbertoStatus, lembretesDaParcela, registrarLembrete, type ContratoComParcelas, type LembreteGravado, type ParcelaGravada } from "../contratos";
import { transacao } from "../lib/db/transacao";
import { agoraIso } from "../lib/ids";
import { dataBloqueioPrevista, DIAS_LEMBRETE_ANTES, lembreteDoDia, linkWhatsapp, podeTerLembrete, textoLembrete } from "./lembretes-regras";
import { bloqueioAutomaticoPossivel, type Politica } from "./politica";


class JaEnviado extends Error {}

export interface ResultadoLembretes {
  enviados: number;
  /** Reminders on record, by instalment number (only the instalments looked at). */
  porParcela: Map<number, LembreteGravado[]>;
}

/** The oldest instalment still to pay whose banking due date is before `dia` (the overdue episode). */
export function maisAntigaAtrasada(a: ContratoComParcelas, dia: string): ParcelaGravada | undefined {
  return a.parcelas
    .filter((p) => emAbertoStatus(p.status_parcela) && vencimentoUtil(p.data_vencimento) < dia)
    .sort((x, y) => x.data_vencimento.localeCompare(y.data_vencimento) || x.numero_parcela - y.numero_parcela)[0];
}

export async function lembrar(a: ContratoComParcelas, dia: string, politica: Politica, cliente: () => Promise<Cliente | undefined>): Promise<ResultadoLembretes> {
  const r: ResultadoLembretes = { enviados: 0, porParcela: new Map() };
  const { contrato } = a;
  if (contrato.status_contrato !== "ativo" && contrato.status_contrato !== "inadimplente") return r;
  const carencia = politica.cobranca.dias_carencia;
  const horizonte = somarDias(dia, DIAS_LEMBRETE_ANTES);
  const antiga = maisAntigaAtrasada(a, dia);
  const candidatas = a.parcelas.filter(
    (p) => emAbertoStatus(p.status_parcela) && p.data_vencimento <= horizonte && (p === antiga || podeTerLembrete(p.data_vencimento, dia, carencia)),
  );
  for (const p of candidatas) {
    const enviados = await lembretesDaParcela(contrato.empresa_id, contrato.id, p.numero_parcela);
    r.porParcela.set(p.numero_parcela, enviados);
    const devido = lembreteDoDia(p.data_vencimento, dia, carencia, enviados.map((l) => l.chave));
    if (!devido) continue;
    const c = await cliente();
    const possivel = devido.tipo === "atraso" && bloqueioAutomaticoPossivel(politica, c?.uf, contrato.status_aparelho);
    const valorDevido = devidoCentavos(p, dia, encargosDe(politica.cobranca));
    const dataBloqueio = possivel ? dataBloqueioPrevista(p.data_vencimento, dia, carencia) : null;
    const texto = textoLembrete({
      tipo: devido.tipo,
      cliente: c?.nome ?? "cliente",
      loja: politica.loja.nome_fantasia,
      numero: p.numero_parcela,
      qtd: contrato.qtd_parcelas,
      valorCentavos: p.valor_parcela_centavos,
      devidoCentavos: valorDevido,
      dataVencimento: p.data_vencimento,
      dia,
      dataBloqueio,
    });
    const canais = [
      { canal: "whatsapp", destino: c?.telefone ?? null, link: linkWhatsapp(c?.telefone, texto.whatsapp), texto: texto.whatsapp },
      // The customer record has no e-mail yet: the text is recorded for when a channel sends it.
      { canal: "email", destino: null, assunto: texto.assunto, texto: texto.email },
    ];
    const detalhes = {
      tipo_lembrete: devido.tipo,
      data_vencimento: p.data_vencimento,
      vencimento_util: vencimentoUtil(p.data_vencimento),
      valor_centavos: p.valor_parcela_centavos,
      valor_devido_centavos: valorDevido,
      canais,
      ...(dataBloqueio ? { data_bloqueio_prevista: dataBloqueio } : {}),
    };
    try {
      await transacao(registrarLembrete({ empresaId: contrato.empresa_id, contratoId: contrato.id, numeroParcela: p.numero_parcela, chave: devido.chave, dia, por: POR_ROTINA, detalhes }, () => new JaEnviado()));
      r.enviados += 1;
      enviados.push({ empresa_id: contrato.empresa_id, contrato_id: contrato.id, numero_parcela: p.numero_parcela, chave: devido.chave, dia, em: agoraIso() });
    } catch (erro) {
      // Another run sent it first: recorded once.
      if (!(erro instanceof JaEnviado)) throw erro;
    }
  }
  return r;
}
