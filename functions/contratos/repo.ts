/**
 * The only file that reads or writes contract and instalment items. Writes are transaction
 * pieces (other domains put them in THEIR transactions, as estoque.moverItem): each is conditioned
 * on the status it was read with, so two changes at once cannot both apply, and keeps the item's
 * indexes in step through the entity definitions (entidades.ts), including the contract's next
 * due date.
 */
import { GetCommand, QueryCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { buscaComCliente, buscaComModelo, modeloDaBusca, normalizarTextoBusca } from "../../shared/vendas/contratos";
import { lerEmLote } from "../lib/db/lote";
import type { StatusContrato, StatusParcela } from "../../shared/vendas/schemas";
import { db, tabela } from "../lib/db/client";
import { consultarTudo } from "../lib/db/consultas";
import type { Entidade } from "../lib/db/entidade";
import { chaves, empresaPk, indices, fimDoPrefixo } from "../lib/db/keys";
import type { Escrita, Peca } from "../lib/db/transacao";
import { contratoPodeIr, parcelaPodeIr, proximoVencimento } from "./domain";
import { parcelasEmAtraso } from "../../shared/bloqueio/regras";
import { hojeBrasil } from "../../shared/br/datas";
import { camposDoAparelho, novoComando } from "./aparelho";
import { eventoContrato } from "./eventos";
import { aparelhoTravado, desbloqueioPorPagamento, detalhesDoPagamento, liberacao, temMatricula } from "./aparelho-pagamento";
import { Quitacao, type QuitacaoGravada } from "./quitacao";
import type { FormaPagamentoBalcao } from "../../shared/vendas/pagamento-balcao";
import { Contrato, GuardaBoleto, Parcela, type ComandoAparelhoGravado, type ContratoGravado, type GuardaBoletoGravada, type ParcelaGravada } from "./entidades";

export interface ContratoComParcelas {
  contrato: ContratoGravado;
  parcelas: ParcelaGravada[];
  /** Its payoff slip (quitacao.ts), when one was ever asked. */
  quitacao?: QuitacaoGravada;
}

/** The contract and its instalments in one Query (instalments sort by number after the contract). */
export async function obterContrato(empresaId: string, contratoId: string): Promise<ContratoComParcelas | undefined> {
  const r = await db().send(
    new QueryCommand({
      TableName: tabela(),
      KeyConditionExpression: "PK = :pk AND SK BETWEEN :sk AND :skFim",
      ExpressionAttributeValues: { ":pk": empresaPk(empresaId), ":sk": chaves.contrato(empresaId, contratoId).SK, ":skFim": fimDoPrefixo(chaves.contrato(empresaId, contratoId).SK) },
      ConsistentRead: true,
    }),
  );
  const itens = r.Items ?? [];
  const contrato = itens.find((i) => i.entidade === Contrato.nome);
  if (!contrato) return undefined;
  const parcelas = itens.filter((i) => i.entidade === Parcela.nome).map((i) => Parcela.ler(i));
  const quitacao = itens.find((i) => i.entidade === Quitacao.nome);
  return { contrato: Contrato.ler(contrato), parcelas: parcelas.sort((a, b) => a.numero_parcela - b.numero_parcela), ...(quitacao ? { quitacao: Quitacao.ler(quitacao) } : {}) };
}

/**
 * A new contract with its instalments (fresh ids: a failed condition is a 500) and, only when the
 * customer consented to the lock at the sale (issue 37 item 6), the enrolment of its device at the
 * lock provider (command 1, `matricular`: the contract that sold the phone holds it; the stream
 * queues the job). Without consent: no enrolment, `matricula` stays null, no command is written.
 */
export function novoContrato(contrato: ContratoGravado, parcelas: readonly ParcelaGravada[]): Peca[] {
  if (contrato.consentimento_bloqueio !== true) return [Contrato.novo(contrato), ...parcelas.map((p) => Parcela.novo(p))];
  const { peca } = novoComando(contrato, { acao: "matricular", origem: "contrato", por: "contrato" });
  return [Contrato.novo({ ...contrato, comando_seq: contrato.comando_seq + 1, matricula: "pendente" }), peca, ...parcelas.map((p) => Parcela.novo(p))];
}

/** SET of `campos` plus the index attributes `depois` has (REMOVE of those it no longer has). */
function atualizar<T extends Record<string, unknown>>(e: Entidade<T>, depois: T, campos: Record<string, unknown>, condicao: { expr: string; valores: Record<string, unknown> }): Escrita {
  const idx = e.atualizacaoIndices(depois);
  const nomes: Record<string, string> = {};
  const valores: Record<string, unknown> = { ...idx.valores, ...condicao.valores };
  const sets = Object.entries(campos).map(([campo, valor], i) => {
    nomes[`#c${i}`] = campo;
    valores[`:c${i}`] = valor;
    return `#c${i} = :c${i}`;
  });
  return {
    Update: {
      TableName: tabela(),
      Key: e.chave(depois),
      UpdateExpression: `SET ${[...sets, ...idx.set].join(", ")}${idx.remove.length ? ` REMOVE ${idx.remove.join(", ")}` : ""}`,
      ConditionExpression: condicao.expr,
      ExpressionAttributeNames: nomes,
      ExpressionAttributeValues: valores,
    },
  };
}

export class TransicaoInvalida extends Error {}

/**
 * Device fields a command changes on the contract (contratos/aparelho.ts camposDoComando), for a
 * transaction that also changes the contract's status: DynamoDB allows one write per item in a
 * transaction, so both go in the same Update.
 */
export interface MudancaAparelho {
  campos: Record<string, unknown>;
  condicao: { expr: string; valores: Record<string, unknown> };
}

/**
 * Moves an instalment from the status it was read with to `para` (paga: with its payment date),
 * conditioned on that status; it leaves the open indexes as the entity says.
 */
export interface Pagamento {
  /** ISO date the money was paid. */
  data: string;
  valorCentavos: number;
  origem: "banco" | "manual" | "quitacao";
  /** At the counter ('Marcar Paga'): how it was paid and who received it. */
  forma?: FormaPagamentoBalcao;
  recebidoPor?: string;
}

export function mudarParcela(p: ParcelaGravada, para: StatusParcela, opcoes: { dataPagamento?: string; pagamento?: Pagamento; seFalhar: () => Error }): Peca {
  if (!parcelaPodeIr(p.status_parcela, para)) throw new TransicaoInvalida(`parcela ${p.id}: ${p.status_parcela} → ${para}`);
  const pagamento = para === "paga" ? opcoes.pagamento : undefined;
  const depois: ParcelaGravada = {
    ...p,
    status_parcela: para,
    data_pagamento: para === "paga" ? (pagamento?.data ?? opcoes.dataPagamento ?? null) : p.data_pagamento,
  };
  const campos: Record<string, unknown> = { status_parcela: para, data_pagamento: depois.data_pagamento };
  if (pagamento) Object.assign(campos, { valor_pago_centavos: pagamento.valorCentavos, origem_pagamento: pagamento.origem });
  if (pagamento?.forma) Object.assign(campos, { forma_pagamento: pagamento.forma, recebido_por: pagamento.recebidoPor ?? null });
  return {
    item: atualizar(Parcela, depois, campos, {
      expr: "status_parcela = :lido",
      valores: { ":lido": p.status_parcela },
    }),
    seFalhar: opcoes.seFalhar,
  };
}

/**
 * The contract's status and next due date, recomputed from `parcelas` AS THEY WILL BE after the
 * same transaction; conditioned on the status it was read with.
 */
export function mudarContrato(c: ContratoGravado, para: StatusContrato, parcelasDepois: readonly ParcelaGravada[], seFalhar: () => Error, aparelho?: MudancaAparelho): Peca {
  if (!contratoPodeIr(c.status_contrato, para)) throw new TransicaoInvalida(`contrato ${c.id}: ${c.status_contrato} → ${para}`);
  const depois: ContratoGravado = { ...c, status_contrato: para, proximo_vencimento: proximoVencimento(parcelasDepois), ...(aparelho?.campos ?? {}) };
  return {
    item: atualizar(Contrato, depois, { status_contrato: para, proximo_vencimento: depois.proximo_vencimento, ...(aparelho?.campos ?? {}) }, {
      expr: aparelho ? `status_contrato = :lido AND (${aparelho.condicao.expr})` : "status_contrato = :lido",
      valores: { ":lido": c.status_contrato, ...(aparelho?.condicao.valores ?? {}) },
    }),
    seFalhar,
  };
}

/**
 * The contract follows its sale's status; cancelling also cancels every instalment still to pay.
 * Cancellation or payoff (→ cancelado / liquidado from an open contract) also releases the device
 * (`liberar`, in the same transaction: the contract Update carries the device fields), named as
 * asked by `por` (the user). Returns the pieces and the instalments cancelled (their amount leaves
 * the open amounts).
 */
export function seguirVenda(a: ContratoComParcelas, para: StatusContrato, seFalhar: () => Error, por = "contrato"): { pecas: Peca[]; canceladas: ParcelaGravada[] } {
  const canceladas = para === "cancelado" ? a.parcelas.filter((p) => parcelaPodeIr(p.status_parcela, "cancelada")) : [];
  const depois = a.parcelas.map((p) => (canceladas.includes(p) ? { ...p, status_parcela: "cancelada" as const } : p));
  const { contrato } = a;
  const encerra = (para === "cancelado" || para === "liquidado") && (contrato.status_contrato === "ativo" || contrato.status_contrato === "inadimplente");
  const solta = encerra && temMatricula(contrato) ? liberacao(contrato, para === "cancelado" ? "contrato" : "pagamento", por, { status_contrato: para }) : undefined;
  return {
    pecas: [mudarContrato(contrato, para, depois, seFalhar, solta?.aparelho), ...(solta?.pecas ?? []), ...canceladas.map((p) => mudarParcela(p, "cancelada", { seFalhar }))],
    canceladas,
  };
}

/** Asserts an instalment still has the status it was read with (a sibling's payment decides the contract's). */
export const parcelaComoLida = (p: ParcelaGravada, seFalhar: () => Error): Peca => ({
  item: {
    ConditionCheck: {
      TableName: tabela(),
      Key: Parcela.chave(p),
      ConditionExpression: "status_parcela = :lido",
      ExpressionAttributeValues: { ":lido": p.status_parcela },
    },
  },
  seFalhar,
});

/**
 * Pieces that pay instalment `numero` of `a`: the instalment becomes `paga` with the payment; the
 * contract becomes `liquidado` when nothing is left to pay, or `ativo` again when an
 * `inadimplente` one has no overdue instalment left (shared/bloqueio/regras.ts parcelasEmAtraso on
 * the business day: `vencida`, or `aberta` past its vencimento_util). Every other open instalment is asserted
 * unchanged, so two payments at once cannot both miss that they were the last ones (one fails its
 * check and is read again). The device follows in the same transaction: payoff releases it
 * (`liberar`); otherwise a locked (or being locked) device with no overdue instalment left is
 * unlocked (`desbloquear`, origem pagamento, naming the payment: `evento` is the provider event's
 * id, absent for 'Marcar Paga'). `liquida` tells the caller to settle the sale (PAGA), `reativa`
 * to bring it back from INADIMPLENTE to ATIVA (their domain's pieces).
 */
export function registrarPagamento(
  a: ContratoComParcelas,
  numero: number,
  pagamento: Pagamento,
  seFalhar: () => Error,
  evento?: string,
): { pecas: Peca[]; liquida: boolean; reativa: boolean; comando?: ComandoAparelhoGravado } {
  const p = a.parcelas.find((x) => x.numero_parcela === numero);
  if (!p) throw new TransicaoInvalida(`parcela ${numero} não existe no contrato ${a.contrato.id}`);
  const depois = a.parcelas.map((x) => (x === p ? { ...x, status_parcela: "paga" as const } : x));
  const abertas = depois.filter((x) => x.status_parcela === "aberta" || x.status_parcela === "vencida");
  const pecas: Peca[] = [mudarParcela(p, "paga", { pagamento, seFalhar }), ...a.parcelas.filter((x) => x !== p && abertas.includes(x)).map((x) => parcelaComoLida(x, seFalhar))];
  const c = a.contrato;
  const atual = c.status_contrato;
  // Nothing overdue left by the lock's own rule (vencida, or aberta past its vencimento_util today): paying one of
  // two overdue instalments must not unlock the phone while the routine has not yet marked the other one.
  const emDia = parcelasEmAtraso(depois, hojeBrasil()).length === 0;
  const para: StatusContrato | null = atual === "cancelado" || atual === "liquidado" ? null : abertas.length === 0 ? "liquidado" : atual === "inadimplente" && emDia ? "ativo" : atual;
  if (!para) return { pecas, liquida: false, reativa: false };
  const causa = detalhesDoPagamento(numero, pagamento, evento);
  const aparelho =
    para === "liquidado" && temMatricula(c) ? liberacao(c, "pagamento", "pagamento", causa) : para !== "liquidado" && emDia && aparelhoTravado(c) ? desbloqueioPorPagamento(c, causa) : undefined;
  // Paying the instalment an automatic lock was announced for calls it off (docs/bloqueio.md: "Paying before it cancels
  // it"); a manual lock for a debt is called off when nothing overdue remains (issue 36: "if still due").
  const manual = c.bloqueio_agendado_por !== null;
  const cancelaAnuncio = c.bloqueio_previsto_para !== null && (manual ? emDia : c.bloqueio_agendado_parcela === p.id);
  let mudancaAparelho = aparelho?.aparelho;
  if (cancelaAnuncio) {
    mudancaAparelho ??= camposDoAparelho(c, {});
    Object.assign(mudancaAparelho.campos, { bloqueio_previsto_para: null, bloqueio_agendado_por: null, bloqueio_agendado_motivo: null });
    pecas.push(eventoContrato({ empresaId: c.empresa_id, contratoId: c.id, tipo: "bloqueio_cancelado", por: "pagamento", detalhes: { data_prevista: c.bloqueio_previsto_para, motivo: "pagamento", ...causa } }));
  }
  pecas.push(mudarContrato(c, para, depois, seFalhar, mudancaAparelho), ...(aparelho?.pecas ?? []));
  return { pecas, liquida: para === "liquidado", reativa: atual === "inadimplente" && para === "ativo", ...(aparelho ? { comando: aparelho.comando } : {}) };
}

const consultar = consultarTudo;

/** A company's contracts of one status by next due date, up to `ate` (inclusive) when given. */
export async function contratosPorStatus(empresaId: string, status: StatusContrato, ate?: string): Promise<ContratoGravado[]> {
  const itens = await consultar({
    IndexName: "GSI2",
    KeyConditionExpression: ate ? "GSI2PK = :pk AND GSI2SK <= :ate" : "GSI2PK = :pk",
    ExpressionAttributeValues: { ":pk": indices.contratosPorStatus(empresaId, status), ...(ate ? { ":ate": indices.vencendoAte(ate) } : {}) },
  });
  return itens.map((i) => Contrato.ler(i));
}

/** A customer's contracts in one company, newest first (the portal asks each company of the CPF). */
export async function contratosDoCliente(empresaId: string, clienteId: string): Promise<ContratoGravado[]> {
  const itens = await consultar({
    IndexName: "GSI3",
    KeyConditionExpression: "GSI3PK = :pk AND GSI3SK BETWEEN :p AND :pFim",
    ExpressionAttributeValues: { ":pk": indices.doCliente(empresaId, clienteId), ":p": "CONTRATO#", ":pFim": fimDoPrefixo("CONTRATO#") },
    ScanIndexForward: false,
  });
  return itens.map((i) => Contrato.ler(i));
}

/** A company's instalments still to pay (aberta or vencida) due within [de, ate], by due date. */
export async function parcelasEmAberto(empresaId: string, de: string, ate: string): Promise<ParcelaGravada[]> {
  const itens = await consultar({
    IndexName: "GSI3",
    KeyConditionExpression: "GSI3PK = :pk AND GSI3SK BETWEEN :de AND :ate",
    ExpressionAttributeValues: { ":pk": indices.parcelasEmAberto(empresaId), ":de": de, ":ate": indices.vencendoAte(ate) },
  });
  return itens.map((i) => Parcela.ler(i));
}

/**
 * One shard of the instalments still to pay (aberta or vencida) due up to `dia` (the daily routine;
 * catches missed days up). `empresaId` narrows it to one company (a filter on the item's `empresa_id`: the
 * local trigger uses it so a test's run touches only its own company).
 */
export async function parcelasAVencerNoShard(shard: string, dia: string, empresaId?: string): Promise<ParcelaGravada[]> {
  const itens = await consultar({
    IndexName: "GSI2",
    KeyConditionExpression: "GSI2PK = :pk AND GSI2SK <= :ate",
    ...(empresaId ? { FilterExpression: "empresa_id = :emp" } : {}),
    ExpressionAttributeValues: { ":pk": indices.parcelasAVencer(shard), ":ate": indices.vencendoAte(dia), ...(empresaId ? { ":emp": empresaId } : {}) },
  });
  return itens.map((i) => Parcela.ler(i));
}

/**
 * Each contract's next due date (its oldest instalment still to pay, kept by every status change:
 * mudarContrato), read strongly in batches of 100: the daily routine's cheap test of which shard
 * owns a contract before it reads the contract whole. Keyed `empresaId#contratoId`; a contract not
 * found is absent, one written before the field existed answers null.
 */
export async function proximosVencimentos(pares: readonly { empresa_id: string; contrato_id: string }[]): Promise<Map<string, string | null>> {
  const lidos = await lerEmLote(
    pares.map((p) => chaves.contrato(p.empresa_id, p.contrato_id)),
    { consistente: true, atributos: ["empresa_id", "id", "proximo_vencimento"] },
  );
  return new Map(lidos.map((i) => [`${String(i.empresa_id)}#${String(i.id)}`, typeof i.proximo_vencimento === "string" ? i.proximo_vencimento : null]));
}

/** Company, contract and instalment of a provider's charge (bank webhooks carry no company). */
export async function guardaDoBoleto(provedor: string, idProvedor: string): Promise<GuardaBoletoGravada | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.guardaBoleto(provedor, idProvedor), ConsistentRead: true }));
  return GuardaBoleto.lerTalvez(Item);
}

/**
 * 'Reenviar boletos': asks for a new slip of an open instalment — its slip version + 1, the slip
 * `emitindo` again and its last error cleared; the stream's outbox queues the job of the new
 * version (and the job writes the older charge off). Conditioned on the version and status read,
 * so two resends at once bump a version once: the later one fails its condition (`seFalhar`).
 */
export function pedirNovoBoleto(p: ParcelaGravada, seFalhar: () => Error): Peca {
  if (p.status_parcela !== "aberta" && p.status_parcela !== "vencida") throw new TransicaoInvalida(`parcela ${p.id}: ${p.status_parcela} não tem boleto a reenviar`);
  // Items written before slips existed have no version (read as 1): the condition accepts that too.
  const versaoLida = p.boleto_versao === 1 ? "(boleto_versao = :versao OR attribute_not_exists(boleto_versao))" : "boleto_versao = :versao";
  return {
    item: {
      Update: {
        TableName: tabela(),
        Key: Parcela.chave(p),
        UpdateExpression: "SET boleto_versao = :nova, boleto_status = :emitindo, boleto_erro = :nulo",
        ConditionExpression: `status_parcela = :status AND ${versaoLida}`,
        ExpressionAttributeValues: { ":nova": p.boleto_versao + 1, ":emitindo": "emitindo", ":nulo": null, ":status": p.status_parcela, ":versao": p.boleto_versao },
      },
    },
    seFalhar,
  };
}

/** Sets a contract's `busca` while the contract exists and `condicao` holds; false when it did not. */
async function gravarBusca(c: { empresa_id: string; id: string }, busca: string, condicao = "attribute_exists(PK)", valores: Record<string, unknown> = {}): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tabela(),
        Key: chaves.contrato(c.empresa_id, c.id),
        UpdateExpression: "SET busca = :b",
        ConditionExpression: condicao,
        ExpressionAttributeValues: { ":b": busca, ...valores },
      }),
    );
    return true;
  } catch (erro) {
    // A contract gone meanwhile (or not this product's) has nothing to change.
    if ((erro as { name?: string }).name !== "ConditionalCheckFailedException") throw erro;
    return false;
  }
}

/**
 * A customer's name or CPF changed: their contracts' `busca` (the contracts list's search) follows.
 * Called by the stream consumer with the customer's new image; idempotent (the same image gives the
 * same text), so a redelivered record changes nothing more. Returns how many contracts it rewrote.
 */
export async function atualizarBuscaDoCliente(empresaId: string, clienteId: string, cliente: { nome: string; cpf: string | null }): Promise<number> {
  let escritos = 0;
  for (const c of await contratosDoCliente(empresaId, clienteId)) {
    const busca = buscaComCliente(c.busca, cliente);
    if (busca !== undefined && busca !== c.busca && (await gravarBusca(c, busca))) escritos += 1;
  }
  return escritos;
}

/**
 * A product model was renamed: its contracts' `busca` takes the new name. No index lists a
 * product's contracts, so the stream consumer (never a request) reads the company's search index
 * for contracts whose text holds the OLD name (GSI4: ~250 bytes a contract), keeps those of this
 * product (their `produto_id`, read by key) and rewrites them, each conditioned on its product.
 * Idempotent like the customer's. Returns how many contracts it rewrote.
 */
export async function atualizarBuscaDoProduto(empresaId: string, produtoId: string, nomeAntigo: string, nomeNovo: string): Promise<number> {
  const antigo = normalizarTextoBusca(nomeAntigo);
  if (!antigo || antigo === normalizarTextoBusca(nomeNovo)) return 0;
  const candidatos = await consultar({
    IndexName: "GSI4",
    KeyConditionExpression: "GSI4PK = :pk",
    FilterExpression: "contains(busca, :modelo)",
    ExpressionAttributeValues: { ":pk": indices.contratos(empresaId), ":modelo": antigo },
    ProjectionExpression: "GSI4SK, busca",
  });
  const doModelo = candidatos.filter((i) => modeloDaBusca(String(i.busca ?? "")) === antigo).map((i) => String(i.GSI4SK));
  if (!doModelo.length) return 0;
  const lidos = await lerEmLote(doModelo.map((id) => chaves.contrato(empresaId, id)), { atributos: ["id", "produto_id", "busca"] });
  let escritos = 0;
  for (const c of lidos.filter((i) => i.produto_id === produtoId)) {
    const busca = buscaComModelo(String(c.busca), nomeNovo);
    if (busca !== undefined && (await gravarBusca({ empresa_id: empresaId, id: String(c.id) }, busca, "attribute_exists(PK) AND produto_id = :p", { ":p": produtoId }))) escritos += 1;
  }
  return escritos;
}

