/**
 * Step 3 of the routine for one contract: the reminders due today (lembretes-regras.ts), each
 * recorded once per instalment and kind — a marker and its `lembrete` event in one transaction
 * (contratos.registrarLembrete): a re-run or a concurrent run finds the marker and writes nothing.
 * The message to the customer (issue 31: WhatsApp → SMS → e-mail, with the slip) is put in the
 * outbox in that same transaction (functions/mensagens). The routine runs at 06:00 Brasília, before
 * a person may be reached: the message waits (`agendada`) for 08:00 of the day, or for the next
 * allowed day on a Sunday or holiday. At most one collection message per contract per day: when
 * the contract already has that day's, the reminder is recorded without a message.
 */
import type { Cliente } from "../../shared/cadastro/schemas";
import { vencimentoUtil } from "../../shared/boletos";
import { encargosDe } from "../../shared/empresa/cobranca";
import { somarDias } from "../../shared/br/datas";
import { POR_ROTINA } from "../../shared/vendas/eventos";
import { devidoCentavos, emAbertoStatus, lembretesDaParcela, registrarLembrete, type ContratoComParcelas, type LembreteGravado, type ParcelaGravada } from "../contratos";
import { transacao } from "../lib/db/transacao";
import { instanteDaRotina } from "../../shared/api/filas";
import { agoraIso } from "../lib/ids";
import { destinosAlcancaveis, mensagemNaSaida, variaveisDaLoja } from "../mensagens";
import { mascararDestino } from "../../shared/mensagens/canais";
import type { Modelo } from "../../shared/mensagens/schemas";
import { dataBloqueioPrevista, DIAS_LEMBRETE_ANTES, lembreteDoDia, linkWhatsapp, podeTerLembrete, textoLembrete, type TipoLembrete } from "./lembretes-regras";
import { bloqueioAutomaticoPossivel, type Politica } from "./politica";
import { consentiuBloqueio } from "../../shared/bloqueio/regras";


class JaEnviado extends Error {}
class CobrancaDoDiaFeita extends Error {}

const MODELO_DO_LEMBRETE: Record<TipoLembrete, Modelo> = { antes: "lembrete_antes", vencimento: "lembrete_vencimento", atraso: "lembrete_atraso" };

export interface ResultadoLembretes {
  enviados: number;
  /** Reminders on record, by instalment number (only the instalments looked at). */
  porParcela: Map<number, LembreteGravado[]>;
}

/** The instalments still to pay whose banking due date is before `dia`: late on that day. */
const atrasadasEm = (a: ContratoComParcelas, dia: string): ParcelaGravada[] => a.parcelas.filter((p) => emAbertoStatus(p.status_parcela) && vencimentoUtil(p.data_vencimento) < dia);

/** The oldest instalment late on `dia` (the overdue episode). */
export function maisAntigaAtrasada(a: ContratoComParcelas, dia: string): ParcelaGravada | undefined {
  return atrasadasEm(a, dia)
    .sort((x, y) => x.data_vencimento.localeCompare(y.data_vencimento) || x.numero_parcela - y.numero_parcela)[0];
}

export async function lembrar(a: ContratoComParcelas, dia: string, politica: Politica, cliente: () => Promise<Cliente | undefined>): Promise<ResultadoLembretes> {
  const r: ResultadoLembretes = { enviados: 0, porParcela: new Map() };
  const { contrato } = a;
  if (contrato.status_contrato !== "ativo" && contrato.status_contrato !== "inadimplente") return r;
  const carencia = politica.cobranca.dias_carencia;
  const horizonte = somarDias(dia, DIAS_LEMBRETE_ANTES);
  const antiga = maisAntigaAtrasada(a, dia);
  const encargos = encargosDe(politica.cobranca);
  const atrasadas = atrasadasEm(a, dia);
  const candidatas = a.parcelas.filter(
    (p) => emAbertoStatus(p.status_parcela) && p.data_vencimento <= horizonte && (p === antiga || podeTerLembrete(p.data_vencimento, dia, carencia)),
  );
  for (const p of candidatas) {
    const enviados = await lembretesDaParcela(contrato.empresa_id, contrato.id, p.numero_parcela);
    r.porParcela.set(p.numero_parcela, enviados);
    const devido = lembreteDoDia(p.data_vencimento, dia, carencia, enviados.map((l) => l.chave));
    if (!devido) continue;
    const c = await cliente();
    // A customer who did not consent to the lock is never told of one (issue 37 item 6): the reminder goes without it.
    const possivel = devido.tipo === "atraso" && consentiuBloqueio(contrato) && bloqueioAutomaticoPossivel(politica, c?.uf, contrato.status_aparelho);
    const valorDevido = devidoCentavos(p, dia, encargos);
    const outras = atrasadas.filter((x) => x !== p);
    const dataBloqueio = possivel ? dataBloqueioPrevista(p.data_vencimento, dia, carencia) : null;
    const variaveis = variaveisDaLoja(politica.loja, c);
    const texto = textoLembrete({
      areaCliente: variaveis.area_cliente || null,
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
      outrasAtrasadas: outras.length ? { qtd: outras.length, devidoCentavos: outras.reduce((s, x) => s + devidoCentavos(x, dia, encargos), 0) } : null,
    });
    const mensagem = () =>
      mensagemNaSaida({
        empresaId: contrato.empresa_id,
        contratoId: contrato.id,
        modelo: MODELO_DO_LEMBRETE[devido.tipo],
        variaveis: { ...variaveis, resumo: texto.resumo },
        para: { cliente: c ?? { id: contrato.cliente_id } },
        parcelas: [p.numero_parcela],
        por: POR_ROTINA,
        agora: instanteDaRotina(dia),
        cobranca: { seFalhar: () => new CobrancaDoDiaFeita() },
      });
    // The channels the message will try, in order (the text recorded per channel, masked destinations).
    const canais = destinosAlcancaveis(c ?? {}).map((d) => ({
      canal: d.canal,
      destino: mascararDestino(d.destino),
      ...(d.canal === "whatsapp" ? { link: linkWhatsapp(d.destino, texto.whatsapp) } : {}),
      ...(d.canal === "email" ? { assunto: texto.assunto, texto: texto.email } : { texto: texto.whatsapp }),
    }));
    const detalhes = {
      tipo_lembrete: devido.tipo,
      data_vencimento: p.data_vencimento,
      vencimento_util: vencimentoUtil(p.data_vencimento),
      valor_centavos: p.valor_parcela_centavos,
      valor_devido_centavos: valorDevido,
      canais,
      ...(dataBloqueio ? { data_bloqueio_prevista: dataBloqueio } : {}),
    };
    const lembrete = (extra: Record<string, unknown>) =>
      registrarLembrete({ empresaId: contrato.empresa_id, contratoId: contrato.id, numeroParcela: p.numero_parcela, chave: devido.chave, dia, por: POR_ROTINA, detalhes: { ...detalhes, ...extra } }, () => new JaEnviado());
    try {
      const m = mensagem();
      try {
        await transacao([...lembrete({ mensagem_id: m.id }), ...m.pecas]);
      } catch (erro) {
        if (!(erro instanceof CobrancaDoDiaFeita)) throw erro;
        // The contract's collection message of the day went already (another instalment's): this one is recorded without a message.
        await transacao(lembrete({ mensagem_id: null, sem_mensagem: "uma mensagem de cobrança por contrato por dia" }));
      }
      r.enviados += 1;
      enviados.push({ empresa_id: contrato.empresa_id, contrato_id: contrato.id, numero_parcela: p.numero_parcela, chave: devido.chave, dia, em: agoraIso() });
    } catch (erro) {
      // Another run sent it first: recorded once.
      if (!(erro instanceof JaEnviado)) throw erro;
    }
  }
  return r;
}
