/**
 * Step 4 of the routine for one contract: the automatic lock (BLOQUEIO.md "Policy",
 * shared/regras/bloqueio.ts) on the contract as it is after reconciliation, the overdue transitions
 * and the reminders. When the rule is met — Master plan, setting on, not `suspenso`, no listed UF
 * (the customer's or the store's), a banking day, the grace plus one banking day elapsed since the
 * oldest overdue instalment's `vencimento_util`, the minimum amount, and this run's provider check
 * answered with no payment — and a reminder of that instalment went out on an earlier day, the
 * routine asks for the lock itself: a `bloquear` command (origem/por "rotina", the overdue
 * instalments and amounts, the grace, the day and the provider check in `detalhes`, the lock-screen
 * text), status_aparelho → bloqueando and the `bloqueio_solicitado` event, in ONE transaction
 * conditioned on the device as read (command sequence, lifecycle) and on each overdue instalment
 * still `vencida`: two routines at once ask once, and a payment that lands meanwhile cancels it.
 * Once per overdue episode (`bloqueio_automatico_parcela` = its oldest instalment): a device
 * already bloqueando/bloqueado is left alone, and one unlocked by hand is not locked again for the
 * same episode. The lock job checks the slips at the provider once more before sending it.
 */
import type { Cliente } from "../../shared/cadastro/schemas";
import { textoTelaBloqueio } from "../../shared/bloqueio/tela";
import { vencimentoUtil } from "../../shared/boletos";
import { deveBloquear, type EntradaBloqueio } from "../../shared/regras/bloqueio";
import { camposDoAparelho, emAbertoStatus, eventoDoComando, mudarAparelho, novoComando, parcelaComoLida, type ContratoComParcelas, type LembreteGravado } from "../contratos";
import { transacao } from "../lib/db/transacao";
import { logger } from "../lib/logger";
import { maisAntigaAtrasada, POR_ROTINA } from "./lembretes";
import type { Politica } from "./politica";

/** What this run's reconciliation asked the boleto providers (the "fresh check"). */
export interface Verificacao {
  /** Every slip due up to the day was asked and answered. */
  verificado: boolean;
  em: string;
  consultas: { numero_parcela: number; provedor: string; situacao: string }[];
}

export interface ResultadoBloqueio {
  /** The rule is met today (whether or not a command was written now). */
  candidato: boolean;
  /** This run wrote the lock command. */
  solicitado: boolean;
}

class JaPedido extends Error {}

export async function avaliarBloqueio(
  a: ContratoComParcelas,
  dia: string,
  politica: Politica,
  verificacao: Verificacao,
  lembretes: ReadonlyMap<number, readonly LembreteGravado[]>,
  cliente: () => Promise<Cliente | undefined>,
): Promise<ResultadoBloqueio> {
  const nao: ResultadoBloqueio = { candidato: false, solicitado: false };
  const { contrato } = a;
  if (!verificacao.verificado || (contrato.status_contrato !== "ativo" && contrato.status_contrato !== "inadimplente")) return nao;
  const atrasadas = a.parcelas.filter((p) => emAbertoStatus(p.status_parcela) && vencimentoUtil(p.data_vencimento) < dia);
  const antiga = maisAntigaAtrasada(a, dia);
  const { cobranca } = politica;
  const entrada: EntradaBloqueio = {
    vencimentoUtil: antiga ? vencimentoUtil(antiga.data_vencimento) : null,
    dia,
    diasCarencia: cobranca.dias_carencia,
    valorEmAtrasoCentavos: atrasadas.reduce((s, p) => s + p.valor_parcela_centavos, 0),
    valorMinimoCentavos: Math.round(cobranca.valor_minimo_atraso * 100),
    ufCliente: null,
    ufEmpresa: politica.uf,
    ufsSemBloqueio: cobranca.ufs_sem_bloqueio,
    suspenso: contrato.status_aparelho === "suspenso",
    plano: politica.plano,
    bloqueioAutomatico: cobranca.bloqueio_automatico,
  };
  if (!deveBloquear(entrada).bloquear || !antiga) return nao;
  // The customer's UF only when everything else says yes: one read per candidate, not per contract.
  entrada.ufCliente = (await cliente())?.uf ?? null;
  if (!deveBloquear(entrada).bloquear) return nao;
  const candidato: ResultadoBloqueio = { candidato: true, solicitado: false };
  if (contrato.status_aparelho === "bloqueando" || contrato.status_aparelho === "bloqueado") return candidato;
  if (contrato.bloqueio_automatico_parcela === antiga.id) return candidato;
  if (contrato.matricula !== "pendente" && contrato.matricula !== "ativa") {
    logger.warn("bloqueio automático sem matrícula do aparelho", { empresaId: contrato.empresa_id, contratoId: contrato.id, matricula: contrato.matricula });
    return candidato;
  }
  const lembrete = (lembretes.get(antiga.numero_parcela) ?? []).filter((l) => l.dia < dia).sort((x, y) => x.dia.localeCompare(y.dia))[0];
  if (!lembrete) return candidato;

  const detalhes = {
    parcelas: atrasadas.map((p) => ({ numero_parcela: p.numero_parcela, data_vencimento: p.data_vencimento, vencimento_util: vencimentoUtil(p.data_vencimento), valor_centavos: p.valor_parcela_centavos })),
    valor_em_atraso_centavos: entrada.valorEmAtrasoCentavos,
    dias_carencia: cobranca.dias_carencia,
    dia,
    verificacao_provedor: { em: verificacao.em, resultado: "sem pagamento", ...(verificacao.consultas.length ? { consultas: verificacao.consultas } : {}) },
    lembrete: { chave: lembrete.chave, dia: lembrete.dia },
  };
  const { peca, comando } = novoComando(contrato, {
    acao: "bloquear",
    origem: "rotina",
    por: POR_ROTINA,
    motivo: `Bloqueio automático: parcela ${antiga.numero_parcela} em atraso após ${cobranca.dias_carencia} dias úteis de carência`,
    tela: textoTelaBloqueio(politica.loja),
    detalhes,
  });
  const mudanca = camposDoAparelho(contrato, { comando: true, statusAparelho: "bloqueando" });
  mudanca.campos.bloqueio_automatico_parcela = antiga.id;
  const jaPedido = () => new JaPedido();
  try {
    await transacao([mudarAparelho(contrato, mudanca, jaPedido), peca, eventoDoComando(comando, "bloqueio_solicitado"), ...atrasadas.map((p) => parcelaComoLida(p, jaPedido))]);
  } catch (erro) {
    // Another run asked first, or a payment / a manual action changed the contract: nothing written.
    if (erro instanceof JaPedido) return candidato;
    throw erro;
  }
  return { candidato: true, solicitado: true };
}
