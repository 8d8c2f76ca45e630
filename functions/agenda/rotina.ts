/**
 * The daily collection routine (issue 18, item 5), as of a Brasília date `dia`. Work unit: one
 * shard of the sharded index of instalments still to pay (keys.ts GSI2 `PARCELA_A_VENCER#<shard>`,
 * aberta or vencida, by due date), read up to `dia` so a missed day is caught up. A contract's
 * instalments fall in several shards, so each contract is handled by ONE shard: the shard of its
 * oldest instalment still to pay (due up to `dia` + 3, the reminders' horizon) as read at the start — the others skip it. For
 * that contract, in order:
 * 1. reconciliation: every instalment still to pay due up to `dia` with an issued slip is asked of
 *    its provider; a payment found is applied exactly as a webhook would (pagarParcela, origem
 *    banco, event id `reconciliacao:<idProvedor>` in the webhook's dedupe, `parcela_paga` event);
 * 2. `aberta` strictly after its `vencimento_util` → `vencida`, the contract → `inadimplente`, the
 *    sale ATIVA → INADIMPLENTE, with one `parcela_vencida` event each — ONE transaction per
 *    contract, every piece conditioned on the status read, so two routines at once change each
 *    instalment once (the loser re-reads and finds nothing left to do);
 * 3. reminders (lembretes.ts): 3 days before, on the due date and on each banking day of the grace,
 *    each recorded once per instalment and kind; instalments due up to `dia` + 3 are read for them;
 * 4. the automatic lock (functions/bloqueio/automatico.ts): announced the day before it may happen
 *    (date, amount, how to pay; a notice on the phone), then, on a later run on or after that day
 *    and still due on the fresh state, the `bloquear` command itself (once per overdue episode;
 *    the stream queues its lock job, which checks the provider again just before sending it).
 * Besides, each shard's payoff slips issued and not paid (keys.ts GSI2 `QUITACAO_EMITIDA#<shard>`,
 * whatever their date: a sale-day payoff has no instalment due to bring its contract here) are
 * asked of their provider, and a payment found settles the contract exactly as its webhook would
 * (boletos.pagarQuitacao, event id `reconciliacao:<idProvedor>`); they count in `reconciliadas`.
 * Every step is idempotent: a re-run of the same day changes nothing more.
 */
import type { Cliente } from "../../shared/cadastro/schemas";
import { vencimentoUtil } from "../../shared/boletos";
import { somarDias } from "../../shared/br/datas";
import { pagarParcela, pagarQuitacao, provedorPorNome } from "../boletos";
import { obterCliente } from "../cadastro";
import {
  emAbertoStatus,
  eventoContrato,
  mudarContrato,
  mudarParcela,
  obterContrato,
  parcelasAVencerNoShard,
  proximosVencimentos,
  quitacoesEmitidasNoShard,
  type ContratoComParcelas,
  type ParcelaGravada,
  type QuitacaoGravada,
} from "../contratos";
import { shardParcela } from "../lib/db/keys";
import { transacao, type Peca } from "../lib/db/transacao";
import { agoraIso } from "../lib/ids";
import { logger } from "../lib/logger";
import { mudarStatusVenda, obterVenda } from "../vendas";
import { DIAS_LEMBRETE_ANTES } from "./lembretes-regras";
import { lembrar } from "./lembretes";
import { avaliarBloqueio, type Verificacao } from "../bloqueio";
import { POR_ROTINA } from "../../shared/vendas/eventos";
import { emParalelo } from "./paralelo";
import { lerPolitica, type Politica } from "./politica";


export interface ResumoRotina {
  dia: string;
  reconciliadas: number;
  vencidas: number;
  contratos_inadimplentes: number;
  /** Reminders recorded by this run. */
  lembretes: number;
  /** Contracts whose device the lock rule allows locking today (asked now or before). */
  candidatos_bloqueio: number;
  /** Lock commands this run wrote. */
  bloqueios_solicitados: number;
  /** Locks this run announced (their date told to the customer). */
  bloqueios_agendados: number;
}

export const resumoVazio = (dia: string): ResumoRotina => ({ dia, reconciliadas: 0, vencidas: 0, contratos_inadimplentes: 0, lembretes: 0, candidatos_bloqueio: 0, bloqueios_solicitados: 0, bloqueios_agendados: 0 });

export function somarResumos(dia: string, partes: readonly ResumoRotina[]): ResumoRotina {
  const r = resumoVazio(dia);
  for (const p of partes) {
    r.reconciliadas += p.reconciliadas;
    r.vencidas += p.vencidas;
    r.contratos_inadimplentes += p.contratos_inadimplentes;
    r.lembretes += p.lembretes;
    r.candidatos_bloqueio += p.candidatos_bloqueio;
    r.bloqueios_solicitados += p.bloqueios_solicitados;
    r.bloqueios_agendados += p.bloqueios_agendados;
  }
  return r;
}

class Alterado extends Error {}
const alterado = () => new Alterado();

/** Contracts handled at once inside one shard: bounds the provider and table calls in flight. */
const CONTRATOS_POR_VEZ = 8;

const aPagarAte = (a: ContratoComParcelas, dia: string) =>
  a.parcelas.filter((p) => emAbertoStatus(p.status_parcela) && p.data_vencimento <= dia).sort((x, y) => x.data_vencimento.localeCompare(y.data_vencimento) || x.numero_parcela - y.numero_parcela);

/** Step 1: asks the provider about each slip; returns how many payments were applied and what was asked (the lock's fresh check). */
async function reconciliar(a: ContratoComParcelas, dia: string): Promise<{ pagas: number; verificacao: Verificacao }> {
  let pagas = 0;
  const verificacao: Verificacao = { verificado: true, em: agoraIso(), consultas: [] };
  for (const p of aPagarAte(a, dia)) {
    if (!p.boleto_provedor || !p.boleto_id_provedor) continue;
    const provedor = provedorPorNome(p.boleto_provedor);
    if (!provedor) {
      verificacao.verificado = false;
      continue;
    }
    try {
      const s = await provedor.consultar({ empresaId: p.empresa_id, idProvedor: p.boleto_id_provedor });
      verificacao.consultas.push({ numero_parcela: p.numero_parcela, provedor: provedor.nome, situacao: s.situacao });
      if (s.situacao !== "paga") continue;
      const r = await pagarParcela(
        p.empresa_id,
        p.contrato_id,
        p.numero_parcela,
        { data: s.dataPagamento, valorCentavos: s.valorPagoCentavos, origem: "banco" },
        { provedor: provedor.nome, eventoId: `reconciliacao:${p.boleto_id_provedor}` },
        { por: POR_ROTINA, detalhes: { reconciliacao: true, provedor: provedor.nome, id_provedor: p.boleto_id_provedor } },
      );
      if (r.resultado === "paga") pagas += 1;
    } catch (erro) {
      // A provider down must not stop the day's routine; this contract is just not eligible for a lock today.
      verificacao.verificado = false;
      logger.warn("reconciliação falhou", { parcela: p.id, provedor: p.boleto_provedor, erro: (erro as Error).name, mensagem: (erro as Error).message });
    }
  }
  return { pagas, verificacao };
}

/** A payoff slip issued and not paid: asked of its provider; true when its payment was applied now. */
async function reconciliarQuitacao(q: QuitacaoGravada): Promise<boolean> {
  if (!q.boleto_provedor || !q.boleto_id_provedor) return false;
  const provedor = provedorPorNome(q.boleto_provedor);
  if (!provedor) return false;
  try {
    const s = await provedor.consultar({ empresaId: q.empresa_id, idProvedor: q.boleto_id_provedor });
    if (s.situacao !== "paga") return false;
    const r = await pagarQuitacao(
      q.empresa_id,
      q.contrato_id,
      { data: s.dataPagamento, valorCentavos: s.valorPagoCentavos },
      { evento: { provedor: provedor.nome, eventoId: `reconciliacao:${q.boleto_id_provedor}` }, por: POR_ROTINA },
    );
    return r.resultado === "paga";
  } catch (erro) {
    // A provider down must not stop the day's routine: tomorrow's run asks again.
    logger.warn("reconciliação da quitação falhou", { contrato: q.contrato_id, provedor: q.boleto_provedor, erro: (erro as Error).name, mensagem: (erro as Error).message });
    return false;
  }
}

/** Step 2: one conditioned transaction; returns what it changed (nothing when another run did it first). */
async function vencer(a: ContratoComParcelas, dia: string): Promise<{ vencidas: number; inadimplente: boolean }> {
  const { contrato } = a;
  if (contrato.status_contrato !== "ativo" && contrato.status_contrato !== "inadimplente") return { vencidas: 0, inadimplente: false };
  const aVencer = a.parcelas.filter((p) => p.status_parcela === "aberta" && vencimentoUtil(p.data_vencimento) < dia);
  if (!aVencer.length) return { vencidas: 0, inadimplente: false };
  const depois = a.parcelas.map((p) => (aVencer.includes(p) ? { ...p, status_parcela: "vencida" as const } : p));
  const pecas: Peca[] = [mudarContrato(contrato, "inadimplente", depois, alterado)];
  for (const p of aVencer) {
    pecas.push(mudarParcela(p, "vencida", { seFalhar: alterado }));
    pecas.push(
      eventoContrato({
        empresaId: contrato.empresa_id,
        contratoId: contrato.id,
        tipo: "parcela_vencida",
        por: POR_ROTINA,
        detalhes: { numero_parcela: p.numero_parcela, data_vencimento: p.data_vencimento, vencimento_util: vencimentoUtil(p.data_vencimento), valor_centavos: p.valor_parcela_centavos, dia },
      }),
    );
  }
  const venda = await obterVenda(contrato.empresa_id, contrato.venda_id);
  if (venda?.status === "ATIVA") pecas.push({ item: mudarStatusVenda(contrato.empresa_id, venda.id, "ATIVA", "INADIMPLENTE"), seFalhar: alterado });
  await transacao(pecas);
  return { vencidas: aVencer.length, inadimplente: contrato.status_contrato === "ativo" };
}

async function processarContrato(empresaId: string, contratoId: string, shard: string, dia: string, politica: () => Promise<Politica>): Promise<ResumoRotina> {
  const r = resumoVazio(dia);
  let a = await obterContrato(empresaId, contratoId);
  if (!a) return r;
  const dono = aPagarAte(a, somarDias(dia, DIAS_LEMBRETE_ANTES))[0];
  if (!dono || shardParcela(dono.id) !== shard) return r;

  const { pagas, verificacao } = await reconciliar(a, dia);
  r.reconciliadas = pagas;
  for (let tentativa = 1; ; tentativa += 1) {
    if (pagas || tentativa > 1) a = await obterContrato(empresaId, contratoId);
    if (!a) return r;
    try {
      const v = await vencer(a, dia);
      r.vencidas = v.vencidas;
      r.contratos_inadimplentes = v.inadimplente ? 1 : 0;
      if (v.vencidas) a = (await obterContrato(empresaId, contratoId)) ?? a;
      break;
    } catch (erro) {
      if (erro instanceof Alterado && tentativa < 4) continue;
      throw erro;
    }
  }
  const c = a.contrato;
  let lido: Promise<Cliente | undefined> | undefined;
  const cliente = () => (lido ??= obterCliente(c.empresa_id, c.cliente_id));
  const p = await politica();
  const lembretes = await lembrar(a, dia, p, cliente);
  r.lembretes = lembretes.enviados;
  const b = await avaliarBloqueio(a, dia, p, verificacao, cliente);
  r.candidatos_bloqueio = b.candidato ? 1 : 0;
  r.bloqueios_solicitados = b.solicitado ? 1 : 0;
  r.bloqueios_agendados = b.agendado ? 1 : 0;
  return r;
}

/**
 * The contracts this shard may own, each once: a contract whose next due date (read in batches,
 * proximosVencimentos) is earlier than its earliest instalment in this shard has an older one to
 * pay in another shard, which owns it, so it is not read whole here. With 8 instalments spread
 * over 16 shards a contract appears in ~6 of them and is owned by one: this spares ~5 of every 6
 * whole-contract reads. Equal or unknown (null) dates are read and decided by the exact rule
 * (processarContrato); a contract no longer found is left out, as processarContrato would.
 */
async function contratosTalvezDoShard(parcelas: readonly ParcelaGravada[]): Promise<ParcelaGravada[]> {
  const primeira = new Map<string, ParcelaGravada>();
  for (const p of parcelas) {
    const chave = `${p.empresa_id}#${p.contrato_id}`;
    const atual = primeira.get(chave);
    if (!atual || p.data_vencimento < atual.data_vencimento) primeira.set(chave, p);
  }
  const proximos = await proximosVencimentos([...primeira.values()]);
  return [...primeira].filter(([chave, p]) => {
    const proximo = proximos.get(chave);
    return proximo !== undefined && (proximo === null || proximo >= p.data_vencimento);
  }).map(([, p]) => p);
}

/** One shard as of `dia`: the unit of the fan-out (idempotent; safe to run twice or at once). `empresaId`: local runs only. */
export async function rotinaDoShard(shard: string, dia: string, empresaId?: string): Promise<ResumoRotina> {
  // Payoffs first: a contract settled by its payoff slip needs no overdue marking nor reminder.
  const quitacoes = await quitacoesEmitidasNoShard(shard, empresaId);
  const quitadas = (await emParalelo(quitacoes, CONTRATOS_POR_VEZ, reconciliarQuitacao)).filter(Boolean).length;
  // Read up to the reminders' horizon: an instalment due in the next days gets its "antes" reminder.
  const parcelas = await parcelasAVencerNoShard(shard, somarDias(dia, DIAS_LEMBRETE_ANTES), empresaId);
  const contratos = await contratosTalvezDoShard(parcelas);
  const politicas = new Map<string, Promise<Politica>>();
  const politica = (empresaId: string) => () => {
    let p = politicas.get(empresaId);
    if (!p) {
      p = lerPolitica(empresaId);
      politicas.set(empresaId, p);
    }
    return p;
  };
  const partes = await emParalelo(contratos, CONTRATOS_POR_VEZ, async (p) => {
    try {
      return await processarContrato(p.empresa_id, p.contrato_id, shard, dia, politica(p.empresa_id));
    } catch (erro) {
      // One contract's failure is logged and retried by tomorrow's run; it never stops the others.
      logger.error("rotina falhou num contrato", { empresaId: p.empresa_id, contratoId: p.contrato_id, shard, dia, erro: (erro as Error).name, mensagem: (erro as Error).message });
      return resumoVazio(dia);
    }
  });
  const r = somarResumos(dia, partes);
  r.reconciliadas += quitadas;
  return r;
}
