/**
 * The table's two stream consumers called in-process with DynamoDB Stream events as Lambda builds
 * them, on DynamoDB Local and the local SQS: the aggregates' (handler.ts) applies each record
 * exactly once however often it is delivered and reports a failing record alone; the outbox's
 * (saidas-handler.ts) sends each record's jobs once, and a job that cannot be sent keeps its record
 * unmarked while the aggregates go on. Each test uses a company id of its own, so the pollers'
 * real records never mix in.
 */
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import type { DynamoDBRecord } from "aws-lambda";
import { afterEach, describe, expect, it } from "vitest";
import { handler } from "../../functions/fluxo/handler";
import { handler as saidasHandler } from "../../functions/fluxo/saidas-handler";
import { db, tabela } from "../../functions/lib/db/client";
import { chaves } from "../../functions/lib/db/keys";
import { recarregarAmbiente } from "../../functions/lib/env";
import { novoId } from "../../functions/lib/ids";
import { trabalhosDaEmpresa } from "../support/filas";
import { evento, registro } from "../support/stream";
import { ESPERA_FLUXO_MS } from "../support/fluxo";

const venda = (empresaId: string, extra: Record<string, unknown> = {}) => {
  const id = novoId();
  return {
    ...chaves.venda(empresaId, id),
    entidade: "venda",
    id,
    data_venda: "2026-11-05",
    valor_total_centavos: 100000,
    forma_pagamento: "PIX",
    produto_id: "P1",
    status: "ATIVA",
    ...extra,
  };
};

async function agregado(chave: { PK: string; SK: string }): Promise<Record<string, unknown>> {
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chave, ConsistentRead: true }));
  return Item ?? {};
}

const aplicado = async (r: DynamoDBRecord) => Boolean((await db().send(new GetCommand({ TableName: tabela(), Key: chaves.registroFluxo(r.eventID!), ConsistentRead: true }))).Item);
const enviado = async (r: DynamoDBRecord) => Boolean((await db().send(new GetCommand({ TableName: tabela(), Key: chaves.registroSaidas(r.eventID!), ConsistentRead: true }))).Item);

const filaOriginal = process.env.QUEUE_URL_BOLETO_JOBS;
afterEach(() => {
  process.env.QUEUE_URL_BOLETO_JOBS = filaOriginal;
  recarregarAmbiente();
});

describe("consumidor do stream da tabela", () => {
  it("aplica uma venda uma só vez, mesmo entregue duas vezes, e tira do mês a venda cancelada", async () => {
    // Prepare
    const empresa = novoId();
    const v = venda(empresa, { forma_pagamento: "BOLETO", valor_total_centavos: 166667 });
    const criacao = registro("INSERT", undefined, v);
    // Act
    expect(await handler(evento(criacao))).toEqual({ batchItemFailures: [] });
    expect(await handler(evento(criacao))).toEqual({ batchItemFailures: [] });
    // Assess
    const mes = await agregado(chaves.vendasMes(empresa, "2026-11"));
    expect(mes).toMatchObject({ qtd: 1, receita_centavos: 166667, qtd_boleto: 1, receita_boleto_centavos: 166667, d05_qtd: 1, d05_receita: 166667, entidade: "agregado_vendas" });
    const dedupe = (await db().send(new GetCommand({ TableName: tabela(), Key: chaves.registroFluxo(criacao.eventID!) }))).Item;
    expect(dedupe?.expira_em).toBeGreaterThan(Date.now() / 1000 + 24 * 3600);

    const cancelamento = registro("MODIFY", v, { ...v, status: "CANCELADA" });
    await handler(evento(cancelamento, cancelamento));
    expect(await agregado(chaves.vendasMes(empresa, "2026-11"))).toMatchObject({ qtd: 0, receita_centavos: 0, qtd_boleto: 0, d05_qtd: 0 });
  });

  it("move posição e totais do estoque pelas imagens do aparelho: entrada, venda com receita e cancelamento", async () => {
    const empresa = novoId();
    const item = { ...chaves.itemImei(empresa, "490154203237518"), entidade: "item_estoque", id: novoId(), produto_id: "P1", status: "em_estoque", valor_unitario_centavos: 81250, preco_venda_centavos: 100000 };
    const vendido = { ...item, status: "vendido", venda_id: "V1", receita_venda_centavos: 166667 };
    await handler(evento(registro("INSERT", undefined, item), registro("MODIFY", item, vendido)));
    const esperado = { em_estoque: 0, vendido: 1, total_registrados: 1, custo_em_estoque_centavos: 0, venda_em_estoque_centavos: 0, receita_centavos: 166667 };
    expect(await agregado(chaves.posicaoProduto(empresa, "P1"))).toMatchObject({ ...esperado, produto_id: "P1" });
    expect(await agregado(chaves.estoqueTotal(empresa))).toMatchObject(esperado);
    await handler(evento(registro("MODIFY", vendido, item)));
    expect(await agregado(chaves.estoqueTotal(empresa))).toMatchObject({ em_estoque: 1, vendido: 0, custo_em_estoque_centavos: 81250, venda_em_estoque_centavos: 100000, receita_centavos: 0 });
  });

  it("relata só o registro que falhou; reentregue a partir dele, o que já foi aplicado não conta de novo", async () => {
    // Prepare: a sale image without its total is corrupt and must not be guessed.
    const empresa = novoId();
    const r1 = registro("INSERT", undefined, venda(empresa));
    const ruim = registro("INSERT", undefined, venda(empresa, { valor_total_centavos: undefined }));
    const r3 = registro("INSERT", undefined, venda(empresa, { valor_total_centavos: 50000 }));
    // Act
    const resposta = await handler(evento(r1, ruim, r3));
    // Assess
    expect(resposta.batchItemFailures).toEqual([{ itemIdentifier: ruim.dynamodb!.SequenceNumber }]);
    expect(await agregado(chaves.vendasMes(empresa, "2026-11"))).toMatchObject({ qtd: 2, receita_centavos: 150000 });
    // Lambda resends from the failed record on: r3 is skipped by its dedupe item.
    const reenvio = await handler(evento(ruim, r3));
    expect(reenvio.batchItemFailures).toEqual([{ itemIdentifier: ruim.dynamodb!.SequenceNumber }]);
    expect(await agregado(chaves.vendasMes(empresa, "2026-11"))).toMatchObject({ qtd: 2, receita_centavos: 150000 });
    expect(await aplicado(ruim)).toBe(false);
  });

  it("a saída dos trabalhos enfileira o boleto de uma parcela nova uma vez, mesmo entregue duas vezes, e os agregados somam o pendente uma vez", async () => {
    const empresa = novoId();
    const contratoId = novoId();
    const parcela = {
      ...chaves.parcela(empresa, contratoId, 3),
      entidade: "parcela",
      empresa_id: empresa,
      id: `${contratoId}-03`,
      contrato_id: contratoId,
      numero_parcela: 3,
      valor_parcela_centavos: 11805,
      status_parcela: "aberta",
      // Written as a sale writes it: its slip asked for (BOLETO_PEDIDO).
      boleto_status: "emitindo",
      boleto_versao: 1,
      data_vencimento: "2026-12-05",
    };
    const r = registro("INSERT", undefined, parcela);
    // Twice in one batch, then the batch again (a redelivery).
    expect(await saidasHandler(evento(r, r))).toEqual({ batchItemFailures: [] });
    expect(await saidasHandler(evento(r, r))).toEqual({ batchItemFailures: [] });
    expect(await enviado(r)).toBe(true);
    // The outbox moves no aggregate; the aggregates' consumer queues no job.
    expect(await agregado(chaves.financeiro(empresa))).toEqual({});
    await handler(evento(r, r));
    expect(await agregado(chaves.financeiro(empresa))).toMatchObject({ pendente_centavos: 11805 });
    const esperado = [{ tipo: "emitir", id_trabalho: `emitir:${contratoId}-03:v1`, empresa_id: empresa, contrato_id: contratoId, parcela_id: `${contratoId}-03`, numero_parcela: 3, versao: 1 }];
    await expect.poll(() => trabalhosDaEmpresa("boleto-jobs", empresa), { timeout: ESPERA_FLUXO_MS, interval: 200 }).toEqual(esperado);
    // Paid or cancelled, it leaves the open amount.
    await handler(evento(registro("MODIFY", parcela, { ...parcela, status_parcela: "paga" })));
    expect(await agregado(chaves.financeiro(empresa))).toMatchObject({ pendente_centavos: 0 });
    // Nothing more came in meanwhile: one slip job for the one record, however often delivered.
    expect(await trabalhosDaEmpresa("boleto-jobs", empresa)).toEqual(esperado);
  });

  it("um comando novo ao aparelho enfileira o trabalho de bloqueio, no grupo do IMEI", async () => {
    const empresa = novoId();
    const contratoId = novoId();
    const comando = { ...chaves.comandoAparelho(empresa, contratoId, 3), entidade: "comando_aparelho", id: novoId(), contrato_id: contratoId, seq: 3, imei: "490154203237518", acao: "bloquear" };
    expect((await saidasHandler(evento(registro("INSERT", undefined, comando)))).batchItemFailures).toEqual([]);
    await expect.poll(() => trabalhosDaEmpresa("lock-jobs", empresa), { timeout: ESPERA_FLUXO_MS, interval: 200 }).toEqual([
      { tipo: "bloquear", id_trabalho: `bloquear:${contratoId}:3`, empresa_id: empresa, contrato_id: contratoId, seq: 3, imei: "490154203237518" },
    ]);
  });

  it("sem conseguir enviar o trabalho, relata o registro e não o marca; os agregados não esperam; na nova entrega envia", async () => {
    const empresa = novoId();
    const contratoId = novoId();
    const parcela = { ...chaves.parcela(empresa, contratoId, 1), entidade: "parcela", id: `${contratoId}-01`, contrato_id: contratoId, numero_parcela: 1, valor_parcela_centavos: 5000, status_parcela: "aberta", boleto_status: "emitindo", boleto_versao: 1, data_vencimento: "2026-12-05" };
    const r = registro("INSERT", undefined, parcela);
    const semTrabalho = registro("INSERT", undefined, venda(empresa));
    process.env.QUEUE_URL_BOLETO_JOBS = `${filaOriginal}-nao-existe`;
    recarregarAmbiente();
    expect(await saidasHandler(evento(semTrabalho, r))).toEqual({ batchItemFailures: [{ itemIdentifier: r.dynamodb!.SequenceNumber }] });
    expect(await enviado(r)).toBe(false);
    // The aggregates are another consumer: the queue's trouble does not hold them.
    expect(await handler(evento(semTrabalho, r))).toEqual({ batchItemFailures: [] });
    expect(await agregado(chaves.financeiro(empresa))).toMatchObject({ pendente_centavos: 5000 });

    process.env.QUEUE_URL_BOLETO_JOBS = filaOriginal;
    recarregarAmbiente();
    expect((await saidasHandler(evento(r))).batchItemFailures).toEqual([]);
    expect(await enviado(r)).toBe(true);
    await expect.poll(() => trabalhosDaEmpresa("boleto-jobs", empresa), { timeout: ESPERA_FLUXO_MS, interval: 200 }).toHaveLength(1);
    expect(await agregado(chaves.financeiro(empresa))).toMatchObject({ pendente_centavos: 5000 });
  });

  it("ignora itens que não alimentam agregados nem trabalhos, sem gravar nada", async () => {
    const empresa = novoId();
    const cliente = { ...chaves.cliente(empresa, "C1"), entidade: "cliente", id: "C1", nome: "Maria" };
    const r = registro("MODIFY", cliente, { ...cliente, nome: "Maria da Silva" });
    expect((await handler(evento(r))).batchItemFailures).toEqual([]);
    expect((await saidasHandler(evento(r))).batchItemFailures).toEqual([]);
    expect(await aplicado(r)).toBe(false);
    expect(await enviado(r)).toBe(false);
  });
});
