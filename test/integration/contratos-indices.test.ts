/**
 * The contracts domain's access patterns on DynamoDB Local (keys.ts): contracts by status and
 * next due date, a customer's contracts, a company's open instalments by due date, the sharded
 * instalments-due index of the daily routine, and the transitions that keep them in step. Also
 * the local bootstrap bringing an older .local/ table (no GSI3, per-day index) up to date.
 */
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient, GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it } from "vitest";
import { hojeBrasil, somarDias } from "../../shared/br/datas";
import {
  contratosDoCliente,
  contratosPorStatus,
  mudarContrato,
  mudarParcela,
  obterContrato,
  parcelasAVencerNoShard,
  parcelasEmAberto,
} from "../../functions/contratos";
import { conflito } from "../../functions/lib/errors";
import { shardParcela, shardsVencimento } from "../../functions/lib/db/keys";
import { transacao } from "../../functions/lib/db/transacao";
import { GuardaCpfCliente } from "../../functions/cadastro/repo/entidades";
import { criarTabela } from "../../scripts/local/recursos";
import { chamarApi, novaEmpresa } from "../support/api";
import { lojaComEstoque, vendaBoleto } from "../support/vendas";

const HOJE = hojeBrasil();
const alterado = () => conflito("alterado ao mesmo tempo");

async function vendaNoBoleto() {
  const a = await novaEmpresa();
  const { cliente, itens } = await lojaComEstoque(a.token, 1);
  const v = await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(cliente.id, itens[0]!.id, HOJE) });
  expect(v.status).toBe(201);
  return { a, cliente, venda: v.body.venda, contratoId: v.body.contrato.id as string, parcelas: v.body.parcelas as { id: string; data_vencimento: string }[] };
}

/** The routine's fan-out: every shard, everything due up to `dia`, of one company. */
async function aVencerDaEmpresa(empresaId: string, dia: string) {
  const porShard = await Promise.all(shardsVencimento().map((s) => parcelasAVencerNoShard(s, dia)));
  return porShard.flat().filter((p) => p.empresa_id === empresaId);
}

describe("contratos e parcelas: padrões de acesso", () => {
  it("uma venda no boleto aparece por status e próximo vencimento, no cliente, nas parcelas em aberto e nos shards de vencimento", async () => {
    const { a, cliente, contratoId, parcelas } = await vendaNoBoleto();
    const primeiro = parcelas[0]!.data_vencimento;

    const ativos = await contratosPorStatus(a.empresa.id, "ativo");
    expect(ativos.map((c) => [c.id, c.proximo_vencimento])).toEqual([[contratoId, primeiro]]);
    expect(await contratosPorStatus(a.empresa.id, "ativo", somarDias(primeiro, -1))).toEqual([]);
    expect((await contratosPorStatus(a.empresa.id, "ativo", primeiro)).map((c) => c.id)).toEqual([contratoId]);

    expect((await contratosDoCliente(a.empresa.id, cliente.id)).map((c) => c.id)).toEqual([contratoId]);

    const abertas = await parcelasEmAberto(a.empresa.id, HOJE, somarDias(HOJE, 400));
    expect(abertas.map((p) => p.id)).toEqual(parcelas.map((p) => p.id));
    expect(abertas.map((p) => p.data_vencimento)).toEqual([...abertas.map((p) => p.data_vencimento)].sort());
    const tresPrimeiras = await parcelasEmAberto(a.empresa.id, HOJE, parcelas[2]!.data_vencimento);
    expect(tresPrimeiras.map((p) => p.numero_parcela)).toEqual([1, 2, 3]);

    // Nothing is due today; by the last due date all twelve are, each in its own shard.
    expect(await aVencerDaEmpresa(a.empresa.id, HOJE)).toEqual([]);
    const todas = await aVencerDaEmpresa(a.empresa.id, parcelas[11]!.data_vencimento);
    expect(todas.map((p) => p.id).sort()).toEqual(parcelas.map((p) => p.id).sort());
    const naPrimeira = await parcelasAVencerNoShard(shardParcela(parcelas[0]!.id), primeiro);
    expect(naPrimeira.map((p) => p.id)).toContain(parcelas[0]!.id);
  });

  it("pagar a primeira parcela a tira das listas em aberto e leva o próximo vencimento do contrato para a segunda", async () => {
    const { a, contratoId, parcelas } = await vendaNoBoleto();
    const atual = (await obterContrato(a.empresa.id, contratoId))!;
    const p1 = atual.parcelas[0]!;
    const depois = atual.parcelas.map((p) => (p.id === p1.id ? { ...p, status_parcela: "paga" as const } : p));
    await transacao([mudarParcela(p1, "paga", { dataPagamento: HOJE, seFalhar: alterado }), mudarContrato(atual.contrato, "ativo", depois, alterado)]);

    const lido = (await obterContrato(a.empresa.id, contratoId))!;
    expect(lido.parcelas[0]).toMatchObject({ status_parcela: "paga", data_pagamento: HOJE });
    expect(lido.contrato.proximo_vencimento).toBe(parcelas[1]!.data_vencimento);
    expect((await contratosPorStatus(a.empresa.id, "ativo")).map((c) => c.proximo_vencimento)).toEqual([parcelas[1]!.data_vencimento]);
    expect((await parcelasEmAberto(a.empresa.id, HOJE, somarDias(HOJE, 400))).map((p) => p.numero_parcela)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect((await aVencerDaEmpresa(a.empresa.id, parcelas[11]!.data_vencimento)).map((p) => p.id)).not.toContain(p1.id);

    // The same change again, from the status read before: the condition refuses it.
    await expect(transacao([mudarParcela(p1, "paga", { dataPagamento: HOJE, seFalhar: alterado })])).rejects.toMatchObject({ status: 409 });
  });

  it("vencida continua na lista da rotina (reconciliação e carência diárias) e em aberto; o contrato inadimplente muda de partição", async () => {
    const { a, contratoId } = await vendaNoBoleto();
    const atual = (await obterContrato(a.empresa.id, contratoId))!;
    const p1 = atual.parcelas[0]!;
    const depois = atual.parcelas.map((p) => (p.id === p1.id ? { ...p, status_parcela: "vencida" as const } : p));
    await transacao([mudarParcela(p1, "vencida", { seFalhar: alterado }), mudarContrato(atual.contrato, "inadimplente", depois, alterado)]);

    expect((await aVencerDaEmpresa(a.empresa.id, p1.data_vencimento)).map((p) => [p.id, p.status_parcela])).toEqual([[p1.id, "vencida"]]);
    expect((await parcelasEmAberto(a.empresa.id, HOJE, p1.data_vencimento)).map((p) => [p.id, p.status_parcela])).toEqual([[p1.id, "vencida"]]);
    expect(await contratosPorStatus(a.empresa.id, "ativo")).toEqual([]);
    expect((await contratosPorStatus(a.empresa.id, "inadimplente")).map((c) => [c.id, c.proximo_vencimento])).toEqual([[contratoId, p1.data_vencimento]]);
    expect(() => mudarParcela({ ...p1, status_parcela: "paga" }, "aberta", { seFalhar: alterado })).toThrow();
  });

  it("cancelar a venda põe o contrato em cancelado sem vencimento e tira as parcelas de todas as listas", async () => {
    const { a, cliente, venda, contratoId, parcelas } = await vendaNoBoleto();
    expect((await chamarApi("PATCH", `/api/vendas/${venda.id}/status`, { token: a.token, body: { status: "CANCELADA" } })).status).toBe(200);
    expect(await contratosPorStatus(a.empresa.id, "ativo")).toEqual([]);
    expect((await contratosPorStatus(a.empresa.id, "cancelado")).map((c) => [c.id, c.proximo_vencimento])).toEqual([[contratoId, null]]);
    expect((await contratosDoCliente(a.empresa.id, cliente.id)).map((c) => c.status_contrato)).toEqual(["cancelado"]);
    expect(await parcelasEmAberto(a.empresa.id, HOJE, somarDias(HOJE, 400))).toEqual([]);
    expect(await aVencerDaEmpresa(a.empresa.id, parcelas[11]!.data_vencimento)).toEqual([]);
  });

  it("os contratos do cliente são os da empresa: o mesmo id em outra empresa não acha nada", async () => {
    const { cliente } = await vendaNoBoleto();
    const b = await novaEmpresa();
    expect(await contratosDoCliente(b.empresa.id, cliente.id)).toEqual([]);
    expect(await contratosPorStatus(b.empresa.id, "ativo")).toEqual([]);
  });
});

describe("inicialização local sobre um .local/ antigo", () => {
  it("acrescenta o índice que faltava e reescreve contratos e parcelas no formato novo, uma vez só", async () => {
    const ddb = new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT, region: "us-east-1", credentials: { accessKeyId: "local", secretAccessKey: "local" } });
    const doc = DynamoDBDocumentClient.from(ddb);
    const nome = `antiga-${Date.now()}`;
    const gsi = (n: string) => ({
      IndexName: n,
      KeySchema: [
        { AttributeName: `${n}PK`, KeyType: "HASH" as const },
        { AttributeName: `${n}SK`, KeyType: "RANGE" as const },
      ],
      Projection: { ProjectionType: "ALL" as const },
    });
    await ddb.send(
      new CreateTableCommand({
        TableName: nome,
        BillingMode: "PAY_PER_REQUEST",
        AttributeDefinitions: ["PK", "SK", "GSI1PK", "GSI1SK", "GSI2PK", "GSI2SK"].map((a) => ({ AttributeName: a, AttributeType: "S" })),
        KeySchema: [
          { AttributeName: "PK", KeyType: "HASH" },
          { AttributeName: "SK", KeyType: "RANGE" },
        ],
        GlobalSecondaryIndexes: [gsi("GSI1"), gsi("GSI2")],
      }),
    );
    // Exactly what the previous version wrote for a boleto sale (no empresa_id on the contract, per-day GSI2).
    const contratoId = "01JCONTRATOANTIGO000000000";
    await doc.send(
      new PutCommand({
        TableName: nome,
        Item: {
          PK: "EMP#E9", SK: `CONTRATO#${contratoId}`, GSI1PK: "EMP#E9#CONTRATOS", GSI1SK: contratoId, entidade: "contrato",
          id: contratoId, venda_id: "V9", cliente_id: "K9", imei_id: "I9", imei: "490154203237518", produto_id: "P9",
          valor_total_centavos: 100000, qtd_parcelas: 8, valor_entrada_centavos: 25000, status_contrato: "ativo",
          data_venda: "2026-11-01", conteudo_gerado: "", created_at: "2026-11-01T10:00:00.000Z",
        },
      }),
    );
    await doc.send(
      new PutCommand({
        TableName: nome,
        Item: {
          PK: "EMP#E9", SK: `CONTRATO#${contratoId}#PARCELA#01`, GSI2PK: "PARCELA_ABERTA#2026-12-01", GSI2SK: `EMP#E9#${contratoId}-01`, entidade: "parcela",
          empresa_id: "E9", id: `${contratoId}-01`, contrato_id: contratoId, numero_parcela: 1, valor_parcela_centavos: 9375, data_vencimento: "2026-12-01",
          status_parcela: "aberta", data_pagamento: null, link_boleto: null, nosso_numero: null, codigo_barras: null, linha_digitavel: null,
        },
      }),
    );

    // The contract's customer and product, as the registry keeps them (the contract has no `busca` yet).
    await doc.send(
      new PutCommand({
        TableName: nome,
        Item: { PK: "EMP#E9", SK: "CLIENTE#K9", entidade: "cliente", empresa_id: "E9", id: "K9", nome: "João Conceição", cpf: "52998224725", telefone: null, endereco: null, data_nasc: null, versao: 1, created_at: "2026-11-01T09:00:00.000Z" },
      }),
    );
    await doc.send(new PutCommand({ TableName: nome, Item: { PK: "EMP#E9", SK: "PRODUTO#P9", entidade: "produto", empresa_id: "E9", id: "P9", nome_modelo: "Galaxy A15 128GB" } }));

    // A customer's CPF guard as written before: the CPF only in the key.
    await doc.send(
      new PutCommand({
        TableName: nome,
        Item: { PK: "EMP#E9", SK: "CLIENTE_CPF#52998224725", GSI1PK: "CLIENTE_CPF#52998224725", GSI1SK: "EMP#E9", entidade: "guarda_cpf_cliente", empresa_id: "E9", cliente_id: "K9" },
      }),
    );

    await criarTabela(process.env.DYNAMODB_ENDPOINT!, nome);
    const { Table } = await ddb.send(new DescribeTableCommand({ TableName: nome }));
    expect(Table?.GlobalSecondaryIndexes?.map((g) => g.IndexName).sort()).toEqual(["GSI1", "GSI2", "GSI3", "GSI4"]);
    expect(Table?.GlobalSecondaryIndexes?.find((g) => g.IndexName === "GSI4")?.Projection).toEqual({ ProjectionType: "INCLUDE", NonKeyAttributes: ["busca", "status_contrato"] });

    const contrato = (await doc.send(new GetCommand({ TableName: nome, Key: { PK: "EMP#E9", SK: `CONTRATO#${contratoId}` } }))).Item!;
    expect(contrato).toMatchObject({
      empresa_id: "E9",
      proximo_vencimento: "2026-12-01",
      GSI1PK: "EMP#E9#CONTRATOS",
      GSI2PK: "EMP#E9#CONTRATOS#ativo",
      GSI2SK: `2026-12-01#${contratoId}`,
      GSI3PK: "EMP#E9#CLIENTE#K9",
      GSI3SK: `CONTRATO#${contratoId}`,
      GSI4PK: "EMP#E9#CONTRATOS",
      GSI4SK: contratoId,
      busca: "joao conceicao|52998224725|490154203237518|galaxy a15 128gb",
    });
    const parcela = (await doc.send(new GetCommand({ TableName: nome, Key: { PK: "EMP#E9", SK: `CONTRATO#${contratoId}#PARCELA#01` } }))).Item!;
    expect(parcela).toMatchObject({
      GSI2PK: `PARCELA_A_VENCER#${shardParcela(`${contratoId}-01`)}`,
      GSI2SK: `2026-12-01#EMP#E9#${contratoId}-01`,
      GSI3PK: "EMP#E9#PARCELAS_EM_ABERTO",
      GSI3SK: `2026-12-01#${contratoId}-01`,
    });

    const guarda = (await doc.send(new GetCommand({ TableName: nome, Key: { PK: "EMP#E9", SK: "CLIENTE_CPF#52998224725" } }))).Item!;
    expect(GuardaCpfCliente.ler(guarda)).toEqual({ empresa_id: "E9", cpf: "52998224725", cliente_id: "K9" });

    // A second start finds nothing to do and changes nothing.
    await criarTabela(process.env.DYNAMODB_ENDPOINT!, nome);
    expect((await doc.send(new GetCommand({ TableName: nome, Key: { PK: "EMP#E9", SK: `CONTRATO#${contratoId}` } }))).Item).toEqual(contrato);
    ddb.destroy();
  });
});
