/**
 * The automatic lock, step 4 of the daily routine for one contract (docs/bloqueio.md "Policy" and
 * "Announced before it happens"; the rules: shared/bloqueio/regras.ts), on the contract as it is
 * after reconciliation, the overdue transitions and the reminders, as of the run's day `dia`:
 * 1. announce: from the day before the first possible lock day (or later, on the day the routine
 *    runs), when the rule would be met on the announced day — Master plan, setting on, not
 *    `suspenso`, no listed UF, the minimum amount, and this run's provider check answered with no
 *    payment — the lock is SCHEDULED, not done: `bloqueio_previsto_para` (that day or the next
 *    banking day after the run), the `bloqueio_agendado` event (date, instalments, amount) and an
 *    `avisar` command that shows the notice on the phone (date, amount, how to pay, the store's
 *    WhatsApp), in one transaction;
 * 2. lock: on a LATER run, on or after the announced day, when the rule is still met — the
 *    `bloquear` command (origem/por "rotina", the overdue instalments and amounts, the grace, the
 *    day, the provider check and the announcement in `detalhes`), status_aparelho → bloqueando and
 *    `bloqueio_solicitado`, in one transaction; announcement and lock never on the same run;
 * 3. an announced lock the store's policy no longer allows (hold, plan, setting, UF, minimum) is
 *    called off (`bloqueio_cancelado`); a payment of its instalment calls it off too (contratos).
 * A contract without the customer's consent to the lock (issue 37 item 6) is never announced nor
 * locked: the routine leaves it at once (an announcement it might carry is called off).
 * A MANUAL lock for a debt is announced the same way by the shop (ciclo.ts, anuncio.ts;
 * `bloqueio_agendado_por` says who): it follows the manual rule instead (avaliarManual: Pro or
 * Master, no hold, UF, enrolment, something still overdue), and locks on the same terms (a later run,
 * on or after the day, a banking day, the fresh check, the notice delivered) in the user's name.
 * Every write is conditioned on the device as read (command sequence, lifecycle) and on each
 * overdue instalment still as read: two routines at once write once, and a payment that lands
 * meanwhile cancels the write.
 * The announcement is also a message to the customer (issue 31: WhatsApp → SMS → e-mail, in the
 * announcement's transaction; it is a notice the law of the lock requires, so it is not held back by
 * the one-collection-message-a-day rule). A lock needs a DELIVERED notice (issue 31 item 6): the
 * message `entregue` or `lida` on some channel, or the notice shown on the phone (`avisar`
 * confirmed). While neither is known the lock waits; when every channel failed (or the customer has
 * none) and the phone never showed it, there is no automatic lock and the contract shows
 * `contato_falhou` until a new announcement. Once per overdue episode (`bloqueio_automatico_parcela` = its oldest
 * instalment): a device already bloqueando/bloqueado is left alone, and one unlocked by hand is not
 * locked again for the same episode. The lock job checks the slips at the provider once more.
 */
import type { Cliente } from "../../shared/cadastro/schemas";
import { consentiuBloqueio, dataDoBloqueioAnunciado, deveBloquear, parcelasEmAtraso, recusaDaAcao, ufSemBloqueio, type EntradaBloqueio, type MotivoSemBloqueio } from "../../shared/bloqueio/regras";
import { MSG_BLOQUEIO } from "../../shared/bloqueio/schemas";
import { diaBancario, vencimentoUtil } from "../../shared/boletos";
import type { ConfigCobranca } from "../../shared/empresa/cobranca";
import { POR_ROTINA } from "../../shared/vendas/eventos";
import { camposDoAparelho, comandosDoContrato, eventoContrato, eventoDoComando, mudarAparelho, novoComando, parcelaComoLida, type ContratoComParcelas, type ContratoGravado, type ParcelaGravada } from "../contratos";
import { mensagensDoContrato } from "../mensagens";
import { instanteDaRotina } from "../../shared/api/filas";
import { statusEntregue } from "../../shared/mensagens/schemas";
import { transacao, type Peca } from "../lib/db/transacao";
import { logger } from "../lib/logger";
import { descreverParcelas, motivoDoAviso, pecasDoAnuncio } from "./anuncio";
import { montarTela } from "./tela";


/** What the lock needs of the company (the routine reads it once per company per shard run). */
export interface PoliticaBloqueio {
  cobranca: ConfigCobranca;
  plano: string;
  uf: string | null;
  loja: { nome_fantasia: string; whatsapp: string | null };
}

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
  /** This run announced a lock (the date told to the customer). */
  agendado: boolean;
}

class JaFeito extends Error {}
const jaFeito = () => new JaFeito();

/** Reasons that make an announced lock one that will not happen (the customer is told it is off). */
const CANCELA_ANUNCIO: ReadonlySet<MotivoSemBloqueio> = new Set(["plano", "desligado", "suspenso", "uf", "valor_minimo", "sem_atraso"]);

/** One conditioned write; false when another run or a payment changed the contract first (nothing written). */
async function gravar(pecas: Peca[]): Promise<boolean> {
  try {
    await transacao(pecas);
    return true;
  } catch (erro) {
    if (erro instanceof JaFeito) return false;
    throw erro;
  }
}

export async function avaliarBloqueio(
  a: ContratoComParcelas,
  dia: string,
  politica: PoliticaBloqueio,
  verificacao: Verificacao,
  cliente: () => Promise<Cliente | undefined>,
): Promise<ResultadoBloqueio> {
  const nao: ResultadoBloqueio = { candidato: false, solicitado: false, agendado: false };
  const { contrato } = a;
  if (contrato.status_contrato !== "ativo" && contrato.status_contrato !== "inadimplente") return nao;
  // No consent at the sale: no enrolment and no lock of any kind, not even announced (reminders and slips go on).
  if (!consentiuBloqueio(contrato)) {
    if (contrato.bloqueio_previsto_para !== null) await cancelarAnuncio(a, "sem_consentimento");
    return nao;
  }
  const atrasadas = parcelasEmAtraso(a.parcelas, dia);
  const antiga = atrasadas[0];
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
  // The customer's UF only when everything else says yes: one read per candidate, not per contract.
  const decidir = async (e: EntradaBloqueio) => {
    const d = deveBloquear(e);
    if (!d.bloquear) return d;
    e.ufCliente = (await cliente())?.uf ?? null;
    return deveBloquear(e);
  };

  // A manual lock for a debt, announced by the shop: its own rule (the manual one), locked in the user's name.
  if (contrato.bloqueio_previsto_para !== null && contrato.bloqueio_agendado_por !== null) return avaliarManual(a, atrasadas, dia, politica, verificacao, cliente);

  const anunciado = contrato.bloqueio_previsto_para !== null && !!antiga && contrato.bloqueio_agendado_parcela === antiga.id;
  if (contrato.bloqueio_previsto_para !== null && !anunciado) {
    // The episode it was announced for is over (its instalment settled): off; the next run may announce anew.
    await cancelarAnuncio(a, "sem_atraso");
    return nao;
  }
  if (anunciado) {
    const decisao = await decidir(entrada);
    if (!decisao.bloquear) {
      if (CANCELA_ANUNCIO.has(decisao.motivo)) await cancelarAnuncio(a, decisao.motivo);
      return nao;
    }
    // Never on the run that announced it, never before the announced day, and only after this run's fresh provider check.
    if (dia <= (contrato.bloqueio_agendado_dia ?? dia) || dia < contrato.bloqueio_previsto_para!) return nao;
    if (!verificacao.verificado) return nao;
    if (await avisoAindaNaoChegou(contrato)) return { ...nao, candidato: true };
    return bloquear(a, atrasadas, politica, verificacao, {
      motivo: `Bloqueio automático: parcela ${antiga!.numero_parcela} em atraso após ${entrada.diasCarencia} dias úteis de carência`,
      detalhes: { valor_em_atraso_centavos: entrada.valorEmAtrasoCentavos, dias_carencia: entrada.diasCarencia, dia: entrada.dia },
    });
  }

  if (!antiga || !verificacao.verificado) return nao;
  // Locked (or asked) for this episode already: still counted as a candidate while the rule holds, never asked twice.
  if (contrato.status_aparelho === "bloqueando" || contrato.status_aparelho === "bloqueado" || contrato.bloqueio_automatico_parcela === antiga.id) return { ...nao, candidato: (await decidir(entrada)).bloquear };
  if (contrato.matricula !== "pendente" && contrato.matricula !== "ativa") {
    logger.warn("bloqueio automático sem matrícula do aparelho", { empresaId: contrato.empresa_id, contratoId: contrato.id, matricula: contrato.matricula });
    return nao;
  }
  const dataPrevista = dataDoBloqueioAnunciado(entrada.vencimentoUtil!, cobranca.dias_carencia, dia);
  if (!dataPrevista || !(await decidir({ ...entrada, dia: dataPrevista })).bloquear) return nao;
  return anunciar(a, atrasadas, entrada, politica, dataPrevista, (await cliente()) ?? null);
}

/**
 * The announced lock waits for its notice to reach the customer (issue 31 item 6): true while it has
 * not; a notice that failed on every channel marks the contract 'Cliente sem contato' once.
 */
async function avisoAindaNaoChegou(contrato: ContratoGravado): Promise<boolean> {
  const aviso = await situacaoDoAviso(contrato);
  if (aviso === "entregue") return false;
  if (aviso === "falhou" && !contrato.contato_falhou) await marcarContatoFalhou(contrato);
  return true;
}

/** Why an announced manual lock is called off (the manual rule's refusal → the audit's code, shared/vendas/eventos-texto.ts). */
const CANCELA_MANUAL: ReadonlyMap<string, string> = new Map([
  [MSG_BLOQUEIO.plano, "plano_manual"],
  [MSG_BLOQUEIO.suspenso, "suspenso"],
  [MSG_BLOQUEIO.ufSemBloqueio, "uf"],
  [MSG_BLOQUEIO.matriculaRecusada, "matricula"],
  [MSG_BLOQUEIO.semConsentimento, "sem_consentimento"],
  [MSG_BLOQUEIO.jaBloqueado, "ja_bloqueado"],
  [MSG_BLOQUEIO.semAtraso, "sem_atraso"],
]);

/**
 * A manual lock for a debt announced by the shop (ciclo.ts): on a LATER run than the announcing day,
 * on or after the announced day, on a banking day, with this run's fresh provider check and the
 * notice delivered (as the automatic lock), when an instalment is still overdue and the manual rule
 * still allows it (plan, hold, UF, enrolment) — the `bloquear` command in the name of the user who
 * asked, with their reason. Nothing overdue any more, or a rule that no longer allows it: called off.
 */
async function avaliarManual(a: ContratoComParcelas, atrasadas: ParcelaGravada[], dia: string, politica: PoliticaBloqueio, verificacao: Verificacao, cliente: () => Promise<Cliente | undefined>): Promise<ResultadoBloqueio> {
  const nao: ResultadoBloqueio = { candidato: false, solicitado: false, agendado: false };
  const { contrato } = a;
  const recusa = recusaDaAcao("bloquear", {
    plano: politica.plano,
    statusContrato: contrato.status_contrato,
    statusAparelho: contrato.status_aparelho,
    aparelhoBloqueado: contrato.aparelho_bloqueado,
    matricula: contrato.matricula,
    consentimento: consentiuBloqueio(contrato),
    ufSemBloqueio: atrasadas.length > 0 && ufSemBloqueio(politica.cobranca.ufs_sem_bloqueio, (await cliente())?.uf, politica.uf),
    parcelasEmAtraso: atrasadas.length,
    aPedidoDoCliente: false,
  });
  if (recusa) {
    await cancelarAnuncio(a, CANCELA_MANUAL.get(recusa.mensagem) ?? "sem_atraso");
    return nao;
  }
  if (dia <= (contrato.bloqueio_agendado_dia ?? dia) || dia < contrato.bloqueio_previsto_para! || !diaBancario(dia)) return nao;
  if (!verificacao.verificado) return nao;
  if (await avisoAindaNaoChegou(contrato)) return { ...nao, candidato: true };
  return bloquear(a, atrasadas, politica, verificacao, {
    manual: { por: contrato.bloqueio_agendado_por!, motivo: contrato.bloqueio_agendado_motivo },
    detalhes: { valor_em_atraso_centavos: atrasadas.reduce((s, p) => s + p.valor_parcela_centavos, 0), dia },
  });
}

/**
 * Whether the announcement of the contract's scheduled lock reached the customer: `entregue` (a
 * message delivered or read on some channel, or the phone showed the notice), `falhou` (every
 * message failed and the phone did not show it) or `aguardando` (not known yet).
 */
async function situacaoDoAviso(c: ContratoGravado): Promise<"entregue" | "falhou" | "aguardando"> {
  const desde = c.bloqueio_agendado_dia ?? "";
  const [mensagens, comandos] = await Promise.all([mensagensDoContrato(c.empresa_id, c.id), comandosDoContrato(c.empresa_id, c.id)]);
  const avisos = mensagens.filter((m) => m.modelo === "bloqueio_agendado" && m.em >= desde);
  // The phone's notice of this announcement (its command names the announced day).
  const daTela = comandos.filter((cmd) => cmd.acao === "avisar" && cmd.motivo === motivoDoAviso(c.bloqueio_previsto_para ?? ""));
  if (daTela.some((cmd) => cmd.situacao === "confirmado") || avisos.some((m) => statusEntregue(m.status))) return "entregue";
  const telaEmCurso = daTela.some((cmd) => cmd.situacao === "pendente" || cmd.situacao === "aceito");
  return avisos.every((m) => m.status === "falhou") && !telaEmCurso ? "falhou" : "aguardando";
}

async function marcarContatoFalhou(c: ContratoGravado): Promise<void> {
  const mudanca = camposDoAparelho(c, {});
  mudanca.campos.contato_falhou = true;
  await gravar([mudarAparelho(c, mudanca, jaFeito)]);
}

async function anunciar(a: ContratoComParcelas, atrasadas: ParcelaGravada[], entrada: EntradaBloqueio, politica: PoliticaBloqueio, dataPrevista: string, cliente: Cliente | null): Promise<ResultadoBloqueio> {
  const pecas = pecasDoAnuncio(a.contrato, atrasadas, politica.loja, cliente, { dataPrevista, dia: entrada.dia, origem: "rotina", por: POR_ROTINA, diasCarencia: entrada.diasCarencia, agora: instanteDaRotina(entrada.dia) }, jaFeito);
  return { candidato: false, solicitado: false, agendado: await gravar(pecas) };
}

async function cancelarAnuncio(a: ContratoComParcelas, motivo: MotivoSemBloqueio | string): Promise<void> {
  const { contrato } = a;
  const mudanca = camposDoAparelho(contrato, {});
  Object.assign(mudanca.campos, { bloqueio_previsto_para: null, bloqueio_agendado_por: null, bloqueio_agendado_motivo: null });
  await gravar([
    mudarAparelho(contrato, mudanca, jaFeito),
    eventoContrato({ empresaId: contrato.empresa_id, contratoId: contrato.id, tipo: "bloqueio_cancelado", por: POR_ROTINA, detalhes: { data_prevista: contrato.bloqueio_previsto_para, motivo } }),
  ]);
}

interface ComoBloquear {
  /** The automatic lock's reason (its rule); a manual one carries the user's. */
  motivo?: string;
  /** A manual lock announced by the shop: the user who asked and their reason. */
  manual?: { por: string; motivo: string | null };
  detalhes: Record<string, unknown>;
}

async function bloquear(a: ContratoComParcelas, atrasadas: ParcelaGravada[], politica: PoliticaBloqueio, verificacao: Verificacao, como: ComoBloquear): Promise<ResultadoBloqueio> {
  const { contrato } = a;
  const antiga = atrasadas[0]!;
  const candidato: ResultadoBloqueio = { candidato: true, solicitado: false, agendado: false };
  const { manual } = como;
  if (contrato.status_aparelho === "bloqueando" || contrato.status_aparelho === "bloqueado" || (!manual && contrato.bloqueio_automatico_parcela === antiga.id)) return candidato;
  if (contrato.matricula !== "pendente" && contrato.matricula !== "ativa") return candidato;
  const detalhes = {
    parcelas: descreverParcelas(atrasadas),
    ...como.detalhes,
    verificacao_provedor: { em: verificacao.em, resultado: "sem pagamento", ...(verificacao.consultas.length ? { consultas: verificacao.consultas } : {}) },
    anuncio: { dia: contrato.bloqueio_agendado_dia, data_prevista: contrato.bloqueio_previsto_para, ...(manual ? { por: manual.por } : {}) },
  };
  const { peca, comando } = novoComando(contrato, {
    acao: "bloquear",
    origem: manual ? "manual" : "rotina",
    por: manual ? manual.por : POR_ROTINA,
    motivo: manual ? manual.motivo : (como.motivo ?? null),
    tela: montarTela(politica.loja).texto,
    detalhes,
  });
  const mudanca = camposDoAparelho(contrato, { comando: true, statusAparelho: "bloqueando" });
  Object.assign(mudanca.campos, { bloqueio_previsto_para: null, bloqueio_agendado_por: null, bloqueio_agendado_motivo: null, ...(manual ? {} : { bloqueio_automatico_parcela: antiga.id }) });
  const feito = await gravar([mudarAparelho(contrato, mudanca, jaFeito), peca, eventoDoComando(comando, "bloqueio_solicitado"), ...atrasadas.map((p) => parcelaComoLida(p, jaFeito))]);
  return { ...candidato, solicitado: feito };
}
