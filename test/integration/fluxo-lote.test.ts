/**
 * The aggregates' consumer folds a batch (functions/fluxo/dobrar.ts): records on one aggregate
 * item are summed and the item written once per transaction, each record's dedupe mark in the
 * same transaction; a redelivered batch changes nothing; a chunk that fails (a crash, a refused
 * write) is reported by its first record and the redelivery from there applies the rest exactly
 * once; a mark written by a concurrent delivery between the read of the marks and the write makes
 * the chunk go record by record. Called in-process on DynamoDB Local, a company id per test.
 */
import { GetCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import type { DynamoDBRecord } from "aws-lambda";
import { afterEach, describe, expect, it, vi } from "vitest";
import { handler } from "../../functions/fluxo/handler";
import { aplicar } from "../../functions/fluxo/repo";
import { diferenca } from "../../functions/lib/db/agregados";
import { db, tabela } from "../../functions/lib/db/client";
import { chaves } from "../../functions/lib/db/keys";
import { novoId } from "../../functions/lib/ids";
import { contribuicoesVenda } from "../../functions/vendas";
import { evento, registro } from "../support/stream";

const venda = (empresaId: string, valor: number, extra: Record<string, unknown> = {}) => {
  const id = novoId();
  return { ...chaves.venda(empresaId, id), entidade: "venda", id, data_venda: "2026-11-05", valor_total_centavos: valor, forma_pagamento: "PIX", produto_id: "P1", status: "ATIVA", ...extra };
};

async function agregado(chave: { PK: string; SK: string }): Promise<Record<string, unknown>> {
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chave, ConsistentRead: true }));
  return Item ?? {};
}
const aplicado = async (r: DynamoDBRecord) => Boolean((await db().send(new GetCommand({ TableName: tabela(), Key: chaves.registroFluxo(r.eventID!), ConsistentRead: true }))).Item);

type Itens = NonNullable<TransactWriteCommand["input"]["TransactItems"]>;

/**
 * Watches the consumer's transactions: each one's items, as sent. `antes` runs before a
 * transaction is sent and may throw in its place (a crash, a refused write).
 */
function espiarTransacoes(antes?: (itens: Itens, n: number) => Promise<void>) {
  const cliente = db();
  const original = cliente.send.bind(cliente) as (c: unknown) => Promise<unknown>;
  const transacoes: Itens[] = [];
  vi.spyOn(cliente, "send").mockImplementation((async (comando: unknown) => {
    if (comando instanceof TransactWriteCommand) {
      const itens = comando.input.TransactItems ?? [];
      transacoes.push(itens);
      await antes?.(itens, transacoes.length);
    }
    return original(comando);
  }) as never);
  return transacoes;
}

const mes = (empresa: string) => chaves.vendasMes(empresa, "2026-11");
const ehMes = (empresa: string) => (i: Itens[number]) => i.Update?.Key?.SK === mes(empresa).SK && i.Update?.Key?.PK === mes(empresa).PK;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("consumidor dos agregados dobra o lote", () => {
  it("60 vendas e 10 cancelamentos de uma empresa num lote gravam o item do mês uma vez, com a soma exata", async () => {
    // Prepare
    const empresa = novoId();
    const vendas = Array.from({ length: 60 }, (_, i) => venda(empresa, 10_000 + i * 137));
    const canceladas = vendas.slice(0, 10);
    const registros = [...vendas.map((v) => registro("INSERT", undefined, v)), ...canceladas.map((v) => registro("MODIFY", v, { ...v, status: "CANCELADA" }))];
    const transacoes = espiarTransacoes();
    // Act
    expect(await handler(evento(...registros))).toEqual({ batchItemFailures: [] });
    // Assess: every record marked, the month item updated once in all the batch's transactions.
    const ativas = vendas.slice(10);
    expect(await agregado(mes(empresa))).toMatchObject({ qtd: 50, receita_centavos: ativas.reduce((s, v) => s + v.valor_total_centavos, 0), d05_qtd: 50 });
    expect(transacoes.flat().filter(ehMes(empresa))).toHaveLength(1);
    for (const t of transacoes) expect(t.length).toBeLessThanOrEqual(100);
    expect(transacoes.flat().filter((i) => i.Put?.Item?.entidade === "registro_fluxo")).toHaveLength(70);
    for (const r of registros) expect(await aplicado(r), r.eventID).toBe(true);
  });

  it("o mesmo lote reentregue (mesmos eventIDs) não muda nada nem grava nada", async () => {
    const empresa = novoId();
    const registros = Array.from({ length: 30 }, () => registro("INSERT", undefined, venda(empresa, 25_000)));
    await handler(evento(...registros));
    const antes = await agregado(mes(empresa));
    const transacoes = espiarTransacoes();
    expect(await handler(evento(...registros))).toEqual({ batchItemFailures: [] });
    expect(transacoes).toEqual([]);
    expect(await agregado(mes(empresa))).toEqual(antes);
    expect(antes).toMatchObject({ qtd: 30, receita_centavos: 750_000 });
  });

  it("um pedaço que falha é relatado pelo seu primeiro registro; a reentrega a partir dele aplica o resto uma vez", async () => {
    // Prepare: each sale moves report items of its own product and seller (4 new items and its mark), so 80 sales take several transactions.
    const empresa = novoId();
    const vendas = Array.from({ length: 80 }, (_, i) => venda(empresa, 1_000, { produto_id: `P${i}`, vendedor_id: `U${i}`, custo_centavos: 500, rel_versao: 3 }));
    const registros = vendas.map((v) => registro("INSERT", undefined, v));
    // The second transaction is refused (not transient: the transaction helper does not retry it).
    const transacoes = espiarTransacoes(async (_, n) => {
      if (n === 2) throw Object.assign(new Error("recusada no teste"), { name: "ValidationException" });
    });
    // Act
    const resposta = await handler(evento(...registros));
    // Assess
    expect(transacoes.length).toBe(2);
    const noPrimeiro = transacoes[0]!.filter((i) => i.Put?.Item?.entidade === "registro_fluxo").length;
    expect(noPrimeiro).toBeGreaterThan(0);
    expect(noPrimeiro).toBeLessThan(80);
    expect(resposta.batchItemFailures).toEqual([{ itemIdentifier: registros[noPrimeiro]!.dynamodb!.SequenceNumber }]);
    expect(await agregado(mes(empresa))).toMatchObject({ qtd: noPrimeiro, receita_centavos: noPrimeiro * 1_000 });
    expect(await aplicado(registros[noPrimeiro - 1]!)).toBe(true);
    expect(await aplicado(registros[noPrimeiro]!)).toBe(false);

    // Lambda resends from the reported record; this time the writes go through.
    vi.restoreAllMocks();
    expect(await handler(evento(...registros.slice(noPrimeiro)))).toEqual({ batchItemFailures: [] });
    // And a redelivery of the whole batch afterwards counts nothing twice.
    expect(await handler(evento(...registros))).toEqual({ batchItemFailures: [] });
    expect(await agregado(mes(empresa))).toMatchObject({ qtd: 80, receita_centavos: 80_000 });
    for (const v of vendas.slice(0, 3)) {
      const [porProduto] = diferenca([], contribuicoesVenda(empresa, v)).filter((c) => c.chave.SK.includes(v.produto_id) && !c.chave.SK.startsWith("AGREGADO#VENDAS#"));
      if (porProduto) expect(await agregado(porProduto.chave), porProduto.chave.SK).toMatchObject(porProduto.valores);
    }
  });

  it("uma entrega concorrente que aplica um registro entre a leitura das marcas e a escrita faz o pedaço ir registro a registro, sem contar duas vezes", async () => {
    const empresa = novoId();
    const vendas = Array.from({ length: 5 }, () => venda(empresa, 2_000));
    const registros = vendas.map((v) => registro("INSERT", undefined, v));
    let concorrente = false;
    espiarTransacoes(async (_, n) => {
      if (n !== 1 || concorrente) return;
      concorrente = true;
      // The other delivery of the third record commits first.
      await aplicar(registros[2]!.eventID!, contribuicoesVenda(empresa, vendas[2]!));
    });
    expect(await handler(evento(...registros))).toEqual({ batchItemFailures: [] });
    expect(await agregado(mes(empresa))).toMatchObject({ qtd: 5, receita_centavos: 10_000 });
    for (const r of registros) expect(await aplicado(r)).toBe(true);
  });
});
