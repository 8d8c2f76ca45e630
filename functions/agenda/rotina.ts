/**
 * The daily collection routine (issue 18, item 5), as of a Brasília date `dia`. Work unit: one
 * shard of the sharded index of instalments still to pay (keys.ts GSI2 `PARCELA_A_VENCER#<shard>`,
 * aberta or vencida, by due date), read up to `dia` so a missed day is caught up. A contract's
 * instalments fall in several shards, so each contract is handled by ONE shard: the shard of its
 * oldest instalment still to pay (due up to `dia`) as read at the start — the others skip it. For
 * that contract, in order:
 * 1. reconciliation: every instalment still to pay due up to `dia` with an issued slip is asked of
 *    its provider; a payment found is applied exactly as a webhook would (pagarParcela, origem
 *    banco, event id `reconciliacao:<idProvedor>` in the webhook's dedupe, `parcela_paga` event);
 * 2. `aberta` strictly after its `vencimento_util` → `vencida`, the contract → `inadimplente`, the
 *    sale ATIVA → INADIMPLENTE, with one `parcela_vencida` event each — ONE transaction per
 *    contract, every piece conditioned on the status read, so two routines at once change each
 *    instalment once (the loser re-reads and finds nothing left to do);
 * 3. the automatic-lock rule (shared/regras/bloqueio.ts) on the fresh state: when met, a
 *    `bloqueio_pendente` event, once per overdue instalment (contratos.marcarBloqueioPendente).
 *    Issuing the lock itself (a `pedido_bloqueio` item the stream turns into a lock job, with the
 *    provider checked again just before) is the lock step's: it plugs in where that event is written.
 * Every step is idempotent: a re-run of the same day changes nothing more.
 */
import { vencimentoUtil } from "../../shared/boletos";
import type { ConfigCobranca } from "../../shared/empresa/cobranca";
import { deveBloquear, type DecisaoBloqueio } from "../../shared/regras/bloqueio";
import { pagarParcela } from "../boletos/pagar-parcela";
import { provedorPorNome } from "../boletos/provedores";
import { obterCliente } from "../cadastro";
import { obterEmpresa } from "../conta";
import {
  emAbertoStatus,
  eventoContrato,
  marcarBloqueioPendente,
  mudarContrato,
  mudarParcela,
  obterContrato,
  parcelasAVencerNoShard,
  type ContratoComParcelas,
  type ParcelaGravada,
} from "../contratos";
import { lerCobranca } from "../empresa";
import { shardParcela } from "../lib/db/keys";
import { transacao, type Peca } from "../lib/db/transacao";
import { logger } from "../lib/logger";
import { mudarStatusVenda, obterVenda } from "../vendas";
import { emParalelo } from "./paralelo";

export const POR_ROTINA = "rotina";

export interface ResumoRotina {
  dia: string;
  reconciliadas: number;
  vencidas: number;
  contratos_inadimplentes: number;
  candidatos_bloqueio: number;
}

export const resumoVazio = (dia: string): ResumoRotina => ({ dia, reconciliadas: 0, vencidas: 0, contratos_inadimplentes: 0, candidatos_bloqueio: 0 });

export function somarResumos(dia: string, partes: readonly ResumoRotina[]): ResumoRotina {
  const r = resumoVazio(dia);
  for (const p of partes) {
    r.reconciliadas += p.reconciliadas;
    r.vencidas += p.vencidas;
    r.contratos_inadimplentes += p.contratos_inadimplentes;
    r.candidatos_bloqueio += p.candidatos_bloqueio;
  }
  return r;
}

/** What the lock rule needs of a company, read once per company per shard run. */
interface Politica {
  cobranca: ConfigCobranca;
  plano: string;
  uf: string | null;
}

class Alterado extends Error {}
const alterado = () => new Alterado();
class JaMarcado extends Error {}

/** Contracts handled at once inside one shard: bounds the provider and table calls in flight. */
const CONTRATOS_POR_VEZ = 8;

const aPagarAte = (a: ContratoComParcelas, dia: string) =>
  a.parcelas.filter((p) => emAbertoStatus(p.status_parcela) && p.data_vencimento <= dia).sort((x, y) => x.data_vencimento.localeCompare(y.data_vencimento) || x.numero_parcela - y.numero_parcela);

/** Step 1: asks the provider about each slip; returns how many payments were applied, and whether every check answered. */
async function reconciliar(a: ContratoComParcelas, dia: string): Promise<{ pagas: number; verificado: boolean }> {
  let pagas = 0;
  let verificado = true;
  for (const p of aPagarAte(a, dia)) {
    if (!p.boleto_provedor || !p.boleto_id_provedor) continue;
    const provedor = provedorPorNome(p.boleto_provedor);
    if (!provedor) {
      verificado = false;
      continue;
    }
    try {
      const s = await provedor.consultar({ empresaId: p.empresa_id, idProvedor: p.boleto_id_provedor });
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
      verificado = false;
      logger.warn("reconciliação falhou", { parcela: p.id, provedor: p.boleto_provedor, erro: (erro as Error).name, mensagem: (erro as Error).message });
    }
  }
  return { pagas, verificado };
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

/** Step 3: the rule on the contract as it is now; the event once per oldest overdue instalment. */
async function avaliarBloqueio(a: ContratoComParcelas, dia: string, politica: Politica, verificado: boolean): Promise<boolean> {
  const { contrato } = a;
  if (!verificado || (contrato.status_contrato !== "ativo" && contrato.status_contrato !== "inadimplente")) return false;
  const atrasadas: ParcelaGravada[] = aPagarAte(a, dia).filter((p) => vencimentoUtil(p.data_vencimento) < dia);
  const maisAntiga = atrasadas[0];
  const { cobranca } = politica;
  const entrada = {
    vencimentoUtil: maisAntiga ? vencimentoUtil(maisAntiga.data_vencimento) : null,
    dia,
    diasCarencia: cobranca.dias_carencia,
    valorEmAtrasoCentavos: atrasadas.reduce((s, p) => s + p.valor_parcela_centavos, 0),
    valorMinimoCentavos: Math.round(cobranca.valor_minimo_atraso * 100),
    ufCliente: null as string | null,
    ufEmpresa: politica.uf,
    ufsSemBloqueio: cobranca.ufs_sem_bloqueio,
    // Device suspension (`suspenso`) is the lock step's state; until it exists no contract is suspended.
    suspenso: false,
    plano: politica.plano,
    bloqueioAutomatico: cobranca.bloqueio_automatico,
  };
  let decisao: DecisaoBloqueio = deveBloquear(entrada);
  if (!decisao.bloquear || !maisAntiga) return false;
  // The customer's UF only when everything else says yes: one read per candidate, not per contract.
  entrada.ufCliente = (await obterCliente(contrato.empresa_id, contrato.cliente_id))?.uf ?? null;
  decisao = deveBloquear(entrada);
  if (!decisao.bloquear) return false;
  try {
    await transacao([
      marcarBloqueioPendente(contrato.empresa_id, contrato.id, maisAntiga.id, () => new JaMarcado()),
      eventoContrato({
        empresaId: contrato.empresa_id,
        contratoId: contrato.id,
        tipo: "bloqueio_pendente",
        por: POR_ROTINA,
        detalhes: {
          dia,
          imei: contrato.imei,
          dias_carencia: cobranca.dias_carencia,
          valor_em_atraso_centavos: entrada.valorEmAtrasoCentavos,
          parcelas: atrasadas.map((p) => ({ numero_parcela: p.numero_parcela, data_vencimento: p.data_vencimento, vencimento_util: vencimentoUtil(p.data_vencimento), valor_centavos: p.valor_parcela_centavos })),
          verificacao_provedor: "sem pagamento (consultado nesta rotina)",
        },
      }),
    ]);
  } catch (erro) {
    if (!(erro instanceof JaMarcado)) throw erro;
  }
  return true;
}

async function processarContrato(empresaId: string, contratoId: string, shard: string, dia: string, politica: () => Promise<Politica>): Promise<ResumoRotina> {
  const r = resumoVazio(dia);
  let a = await obterContrato(empresaId, contratoId);
  if (!a) return r;
  const dono = aPagarAte(a, dia)[0];
  if (!dono || shardParcela(dono.id) !== shard) return r;

  const { pagas, verificado } = await reconciliar(a, dia);
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
  if (await avaliarBloqueio(a, dia, await politica(), verificado)) r.candidatos_bloqueio = 1;
  return r;
}

/** One shard as of `dia`: the unit of the fan-out (idempotent; safe to run twice or at once). `empresaId`: local runs only. */
export async function rotinaDoShard(shard: string, dia: string, empresaId?: string): Promise<ResumoRotina> {
  const parcelas = await parcelasAVencerNoShard(shard, dia, empresaId);
  const contratos = [...new Map(parcelas.map((p) => [`${p.empresa_id}#${p.contrato_id}`, p])).values()];
  const politicas = new Map<string, Promise<Politica>>();
  const politica = (empresaId: string) => () => {
    let p = politicas.get(empresaId);
    if (!p) {
      p = Promise.all([lerCobranca(empresaId), obterEmpresa(empresaId)]).then(([cobranca, empresa]) => ({ cobranca, plano: empresa?.plano ?? "start", uf: empresa?.uf ?? null }));
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
  return somarResumos(dia, partes);
}
