/**
 * The local stream poller on DynamoDB Local's real stream, with a table of its own: events shaped
 * as Lambda sends them, a reported failure delivered again starting at the failed record, a record
 * that keeps failing given up after the configured tries (in AWS: the DLQ) without stopping the
 * shard, and a table made without a stream getting one on start.
 */
import { randomUUID } from "node:crypto";
import { CreateTableCommand, DeleteTableCommand, DescribeTableCommand, DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DeleteCommand, DynamoDBDocumentClient, PutCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from "aws-lambda";
import { afterEach, describe, expect, it } from "vitest";
import { iniciarFluxo, type Fluxo } from "../../scripts/local/fluxo";
import { criarTabela } from "../../scripts/local/recursos";

const cliente = () => new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT, region: "us-east-1", credentials: { accessKeyId: "l", secretAccessKey: "l" } });

let fluxo: Fluxo | undefined;
/** The second reader of the same stream (scripts/local/pilha.ts runs one per consumer: aggregates, outbox). */
let outro: Fluxo | undefined;
const tabelas: string[] = [];
afterEach(async () => {
  await fluxo?.parar();
  fluxo = undefined;
  await outro?.parar();
  outro = undefined;
  const ddb = cliente();
  for (const t of tabelas.splice(0)) await ddb.send(new DeleteTableCommand({ TableName: t })).catch(() => undefined);
  ddb.destroy();
});

async function novaTabela() {
  const nome = `teste-fluxo-${randomUUID().slice(0, 8)}`;
  await criarTabela(process.env.DYNAMODB_ENDPOINT!, nome);
  tabelas.push(nome);
  return nome;
}

describe("poller local do stream da tabela", () => {
  it("entrega INSERT, MODIFY e REMOVE como o Lambda; reentrega a partir do registro que falhou e desiste após as tentativas", async () => {
    // Prepare
    const tabela = await novaTabela();
    const lotes: { sk: string; evento: string; seq: string }[][] = [];
    const falhas = new Map<string, number>();
    let formato: DynamoDBStreamEvent["Records"][number] | undefined;
    /** The record a redelivery must start at, and whether each one did. */
    let reinicio: string | undefined;
    const reiniciosCertos: boolean[] = [];
    const handler = async (e: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
      const lote = e.Records.map((r) => ({ sk: String(r.dynamodb?.Keys?.SK?.S), evento: String(r.eventName), seq: String(r.dynamodb?.SequenceNumber) }));
      lotes.push(lote);
      if (reinicio) reiniciosCertos.push(lote[0]?.seq === reinicio);
      formato ??= e.Records.find((r) => r.eventName === "MODIFY");
      // "falha-2x" fails its first two deliveries; "sempre" fails every time.
      const ruim = lote.find((r) => r.sk === "sempre" || (r.sk === "falha-2x" && (falhas.get(r.sk) ?? 0) < 2));
      reinicio = undefined;
      if (!ruim) return { batchItemFailures: [] };
      falhas.set(ruim.sk, (falhas.get(ruim.sk) ?? 0) + 1);
      // After the third try the poller gives the record up and moves on.
      if (falhas.get(ruim.sk)! < 3) reinicio = ruim.seq;
      return { batchItemFailures: [{ itemIdentifier: ruim.seq }] };
    };
    fluxo = await iniciarFluxo({ endpoint: process.env.DYNAMODB_ENDPOINT!, tabela, tamanhoLote: 10, tentativas: 3, handler, intervaloMs: 50 });
    const doc = DynamoDBDocumentClient.from(cliente());
    // Act
    for (const sk of ["a", "falha-2x", "b", "sempre", "c"]) await doc.send(new PutCommand({ TableName: tabela, Item: { PK: "P", SK: sk, valor: 1 } }));
    await doc.send(new UpdateCommand({ TableName: tabela, Key: { PK: "P", SK: "a" }, UpdateExpression: "SET valor = :v", ExpressionAttributeValues: { ":v": 2 } }));
    await doc.send(new DeleteCommand({ TableName: tabela, Key: { PK: "P", SK: "b" } }));
    // Assess: the shard goes on past the record given up, to the last change.
    const depoisDeSempre = () => lotes.slice(lotes.findLastIndex((l) => l.some((r) => r.sk === "sempre")) + 1).flat();
    await expect.poll(() => falhas.get("sempre") === 3 && depoisDeSempre().some((r) => r.sk === "b" && r.evento === "REMOVE"), { timeout: 20_000, interval: 100 }).toBe(true);
    const entregas = (sk: string) => lotes.flat().filter((r) => r.sk === sk && r.evento === "INSERT").length;
    // Tries count per record, whether or not two failing records share a batch: "falha-2x" is
    // acknowledged on its third delivery, "sempre" is given up after failing three times, and the
    // record after it is not lost with it.
    expect(falhas.get("falha-2x")).toBe(2);
    expect(entregas("falha-2x")).toBeGreaterThanOrEqual(3);
    expect(falhas.get("sempre")).toBe(3);
    expect(depoisDeSempre().some((r) => r.sk === "c" && r.evento === "INSERT")).toBe(true);
    // Every delivery after a failure started at the failed record.
    expect(reiniciosCertos.length).toBeGreaterThanOrEqual(4);
    expect(reiniciosCertos.every(Boolean)).toBe(true);
    expect(formato).toMatchObject({
      eventSource: "aws:dynamodb",
      eventName: "MODIFY",
      dynamodb: { Keys: { PK: { S: "P" }, SK: { S: "a" } }, OldImage: { valor: { N: "1" } }, NewImage: { valor: { N: "2" } }, StreamViewType: "NEW_AND_OLD_IMAGES" },
    });
    expect(formato?.eventSourceARN).toContain(tabela);
    expect(typeof formato?.dynamodb?.ApproximateCreationDateTime).toBe("number");
    doc.destroy();
  });

  it("em dia: responde só depois que cada registro escrito antes da pergunta foi entregue e confirmado", async () => {
    // Prepare: a slow consumer (small batches, 40 ms each) that only counts an item once it returns.
    const tabela = await novaTabela();
    const confirmados = new Set<string>();
    const handler = async (e: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
      await new Promise((ok) => setTimeout(ok, 40));
      for (const r of e.Records) confirmados.add(String(r.dynamodb?.Keys?.SK?.S));
      return { batchItemFailures: [] };
    };
    fluxo = await iniciarFluxo({ endpoint: process.env.DYNAMODB_ENDPOINT!, tabela, tamanhoLote: 2, tentativas: 3, handler, intervaloMs: 50 });
    const doc = DynamoDBDocumentClient.from(cliente());
    const sks = Array.from({ length: 24 }, (_, i) => `item-${String(i).padStart(2, "0")}`);
    // Act
    for (const sk of sks) await doc.send(new PutCommand({ TableName: tabela, Item: { PK: "P", SK: sk } }));
    const atrasados = sks.filter((sk) => !confirmados.has(sk)).length;
    const emDia = await fluxo.emDia(20_000);
    // Assess: 12 batches of 40 ms cannot all be done when the writes return; after the answer, all are.
    expect(atrasados).toBeGreaterThan(0);
    expect(emDia).toBe(true);
    expect(sks.filter((sk) => !confirmados.has(sk))).toEqual([]);
    doc.destroy();
  });

  it("dois leitores do mesmo stream: um consumidor parado não atrasa o outro, e cada um recebe todo registro", async () => {
    // Prepare: the aggregates' stand-in holds its first batch until released; the outbox's answers at once.
    const tabela = await novaTabela();
    let soltar: () => void = () => undefined;
    const preso = new Promise<void>((ok) => (soltar = ok));
    const lentos = new Set<string>();
    const rapidos = new Set<string>();
    const lento = async (e: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
      await preso;
      for (const r of e.Records) lentos.add(String(r.dynamodb?.Keys?.SK?.S));
      return { batchItemFailures: [] };
    };
    const rapido = async (e: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
      for (const r of e.Records) rapidos.add(String(r.dynamodb?.Keys?.SK?.S));
      return { batchItemFailures: [] };
    };
    const op = { endpoint: process.env.DYNAMODB_ENDPOINT!, tabela, tamanhoLote: 5, tentativas: 3, intervaloMs: 50 };
    fluxo = await iniciarFluxo({ ...op, handler: lento, nome: "agregados" });
    outro = await iniciarFluxo({ ...op, handler: rapido, nome: "saidas" });
    const doc = DynamoDBDocumentClient.from(cliente());
    const sks = Array.from({ length: 12 }, (_, i) => `item-${String(i).padStart(2, "0")}`);
    try {
      // Act
      for (const sk of sks) await doc.send(new PutCommand({ TableName: tabela, Item: { PK: "P", SK: sk } }));
      // Assess: the fast reader is up to date while the slow one has applied nothing.
      expect(await outro.emDia(20_000)).toBe(true);
      expect([...rapidos].sort()).toEqual(sks);
      expect(lentos.size).toBe(0);
    } finally {
      // Never left held: stopping a reader waits for its batch.
      soltar();
    }
    expect(await fluxo.emDia(20_000)).toBe(true);
    expect([...lentos].sort()).toEqual(sks);
    doc.destroy();
  });

  it("liga o stream de uma tabela local criada antes dele", async () => {
    const nome = `teste-sem-stream-${randomUUID().slice(0, 8)}`;
    tabelas.push(nome);
    const ddb = cliente();
    await ddb.send(
      new CreateTableCommand({
        TableName: nome,
        BillingMode: "PAY_PER_REQUEST",
        AttributeDefinitions: [{ AttributeName: "PK", AttributeType: "S" }, { AttributeName: "SK", AttributeType: "S" }],
        KeySchema: [{ AttributeName: "PK", KeyType: "HASH" }, { AttributeName: "SK", KeyType: "RANGE" }],
      }),
    );
    await criarTabela(process.env.DYNAMODB_ENDPOINT!, nome);
    const { Table } = await ddb.send(new DescribeTableCommand({ TableName: nome }));
    expect(Table?.StreamSpecification).toEqual({ StreamEnabled: true, StreamViewType: "NEW_AND_OLD_IMAGES" });
    expect(Table?.LatestStreamArn).toBeTruthy();
    ddb.destroy();
  });
});
