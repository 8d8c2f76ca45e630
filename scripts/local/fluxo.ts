/**
 * The local stand-in for the Lambda event source on the table's DynamoDB Stream (beside runner.ts,
 * the one for SQS): reads every shard of the stream on DynamoDB Local from TRIM_HORIZON, follows
 * new shards (a child shard starts once its parent is read to its end, so a key's records keep
 * their order), calls the real consumer with the event Lambda would send, and honours
 * `batchItemFailures`: the batch is delivered again from the first failed record; a record that
 * fails `tentativas` times is skipped and logged (in AWS it would go to the DLQ) and the rest of
 * the batch goes on.
 */
import { DescribeTableCommand, DynamoDBClient } from "@aws-sdk/client-dynamodb";
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record,
  type Shard,
} from "@aws-sdk/client-dynamodb-streams";
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from "aws-lambda";

export interface OpcoesFluxo {
  endpoint: string;
  tabela: string;
  tamanhoLote: number;
  tentativas: number;
  handler: (evento: DynamoDBStreamEvent, contexto: unknown) => Promise<DynamoDBBatchResponse | void>;
  /** Pause between empty reads of a shard. */
  intervaloMs?: number;
  /** Names the poller in its logs (one per consumer of the stream: `agregados`, `saidas`). */
  nome?: string;
  /**
   * Where to go on from in each shard, kept up to date while it reads: a poller started again with
   * the map the previous one left goes on after the last acknowledged batch, as an event source
   * mapping keeps its checkpoint through an outage (the load-and-fault run stops and restarts the
   * stream reader: test/carga). Absent: every shard from TRIM_HORIZON.
   */
  posicoes?: Posicoes;
}

/** Shard id → read to its end, and the sequence number of the last record whose batch was acknowledged. */
export type Posicoes = Map<string, { fim: boolean; seq?: string }>;

export interface Fluxo {
  /**
   * Resolves true once every record written before the call has been delivered and its batch
   * acknowledged (false after `limiteMs`): a fresh discovery found no shard waiting for its parent,
   * and every shard is read to its end or came back empty from a read that began after the call.
   * DynamoDB Local writes a record into the stream with the write itself, so tests and benches
   * use this (POST /__local/fluxo/em-dia) instead of guessing when aggregates have settled: a
   * polled "looks right" can be the state before a sale's insert and its cancellation were applied.
   */
  emDia(limiteMs?: number): Promise<boolean>;
  parar(): Promise<void>;
}

const credentials = { accessKeyId: "local", secretAccessKey: "local" };
const esperar = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

/** The record as Lambda delivers it: images as wire JSON, the creation time in epoch seconds. */
function registroLambda(r: _Record, arn: string): DynamoDBRecord {
  const d = r.dynamodb ?? {};
  const json = <T>(v: unknown): T | undefined => (v === undefined ? undefined : (JSON.parse(JSON.stringify(v)) as T));
  const criado = d.ApproximateCreationDateTime;
  return {
    eventID: r.eventID,
    eventName: r.eventName,
    eventVersion: r.eventVersion ?? "1.1",
    eventSource: "aws:dynamodb",
    awsRegion: r.awsRegion ?? "us-east-1",
    eventSourceARN: arn,
    dynamodb: {
      ApproximateCreationDateTime: criado instanceof Date ? Math.floor(criado.getTime() / 1000) : Math.floor(Date.now() / 1000),
      Keys: json(d.Keys),
      NewImage: json(d.NewImage),
      OldImage: json(d.OldImage),
      SequenceNumber: d.SequenceNumber,
      SizeBytes: d.SizeBytes,
      StreamViewType: d.StreamViewType,
    },
  };
}

export async function iniciarFluxo(op: OpcoesFluxo): Promise<Fluxo> {
  const ddb = new DynamoDBClient({ endpoint: op.endpoint, region: "us-east-1", credentials });
  const { Table } = await ddb.send(new DescribeTableCommand({ TableName: op.tabela }));
  ddb.destroy();
  const arn = Table?.LatestStreamArn;
  if (!arn) throw new Error(`a tabela ${op.tabela} não tem stream (scripts/local/recursos.ts o liga)`);
  const streams = new DynamoDBStreamsClient({ endpoint: op.endpoint, region: "us-east-1", credentials });
  const intervalo = op.intervaloMs ?? 100;
  const rotulo = op.nome ? `[fluxo ${op.nome}]` : "[fluxo]";
  const posicoes: Posicoes = op.posicoes ?? new Map();
  let ativo = true;
  /** Shard id → read to its end (true) or still being read (false). */
  const shards = new Map<string, boolean>();
  const lacos: Promise<void>[] = [];
  /** Shard id → when the newest read that found no record began (performance.now()). */
  const vazioDesde = new Map<string, number>();
  /** When the newest discovery that left no shard waiting for its parent began. */
  let descobertaCompletaDesde = -1;

  /**
   * Delivers one batch until every record is acknowledged or one record runs out of tries. Tries
   * count per failing record: when the batch moves past a record that failed before, the next one
   * to fail starts its own count (a record never inherits the tries of the one before it).
   */
  const entregar = async (registros: _Record[], shardId: string) => {
    let pendentes = registros;
    let falhando: string | undefined;
    let tentativas = 0;
    while (ativo && pendentes.length) {
      let falhas: string[];
      try {
        const r = await op.handler({ Records: pendentes.map((x) => registroLambda(x, arn)) }, { awsRequestId: `local-${Date.now()}`, functionName: `erp-local-fluxo${op.nome ? `-${op.nome}` : ""}` });
        falhas = (r?.batchItemFailures ?? []).map((f) => f.itemIdentifier);
      } catch (erro) {
        // A thrown error fails the whole batch, as Lambda does.
        console.error(`${rotulo} consumidor falhou`, erro);
        falhas = [pendentes[0]!.dynamodb!.SequenceNumber!];
      }
      if (!falhas.length) return;
      const primeira = pendentes.findIndex((x) => falhas.includes(x.dynamodb?.SequenceNumber ?? ""));
      pendentes = primeira < 0 ? pendentes : pendentes.slice(primeira);
      const seq = pendentes[0]?.dynamodb?.SequenceNumber;
      tentativas = seq === falhando ? tentativas + 1 : 1;
      falhando = seq;
      if (tentativas >= op.tentativas) {
        console.error(`${rotulo} ${shardId}: registro ${seq} descartado após ${tentativas} tentativas (na AWS iria para a DLQ)`);
        // Only the record that ran out of tries is given up; the rest of the batch goes on.
        pendentes = pendentes.slice(1);
        falhando = undefined;
        tentativas = 0;
        continue;
      }
      await esperar(Math.min(2000, 50 * 2 ** tentativas));
    }
  };

  const lerShard = async (shardId: string) => {
    let iterador: string | undefined;
    let ultimaSeq: string | undefined = posicoes.get(shardId)?.seq;
    const novoIterador = async () =>
      (
        await streams.send(
          new GetShardIteratorCommand({
            StreamArn: arn,
            ShardId: shardId,
            ...(ultimaSeq ? { ShardIteratorType: "AFTER_SEQUENCE_NUMBER", SequenceNumber: ultimaSeq } : { ShardIteratorType: "TRIM_HORIZON" }),
          }),
        )
      ).ShardIterator;
    while (ativo) {
      try {
        iterador ??= await novoIterador();
        if (!iterador) break;
        const inicioLeitura = performance.now();
        const r = await streams.send(new GetRecordsCommand({ ShardIterator: iterador, Limit: op.tamanhoLote }));
        const registros = r.Records ?? [];
        if (registros.length) {
          await entregar(registros, shardId);
          if (!ativo) return;
          ultimaSeq = registros.at(-1)?.dynamodb?.SequenceNumber ?? ultimaSeq;
          posicoes.set(shardId, { fim: false, seq: ultimaSeq });
        }
        if (!registros.length) vazioDesde.set(shardId, inicioLeitura);
        iterador = r.NextShardIterator;
        // No next iterator: the shard is closed and read to its end; its children may start.
        if (!iterador) break;
        if (!registros.length) await esperar(intervalo);
      } catch (erro) {
        if (!ativo) return;
        // An expired or trimmed iterator: start again after the last delivered record.
        console.error(`${rotulo} ${shardId}:`, (erro as Error).message);
        iterador = undefined;
        await esperar(500);
      }
    }
    if (!ativo) return;
    shards.set(shardId, true);
    posicoes.set(shardId, { fim: true, seq: ultimaSeq });
  };

  const descobrir = async () => {
    const comeco = performance.now();
    let esperando = false;
    const todos: Shard[] = [];
    let inicio: string | undefined;
    do {
      const r = await streams.send(new DescribeStreamCommand({ StreamArn: arn, ExclusiveStartShardId: inicio }));
      todos.push(...(r.StreamDescription?.Shards ?? []));
      inicio = r.StreamDescription?.LastEvaluatedShardId;
    } while (inicio);
    for (const s of todos) {
      if (!s.ShardId || shards.has(s.ShardId)) continue;
      // Read to its end by an earlier poller (posicoes): nothing left in it.
      if (posicoes.get(s.ShardId)?.fim) {
        shards.set(s.ShardId, true);
        continue;
      }
      const pai = s.ParentShardId;
      // A child waits for its parent; a parent no longer listed was trimmed and holds nothing.
      if (pai && todos.some((x) => x.ShardId === pai) && shards.get(pai) !== true) {
        esperando = true;
        continue;
      }
      shards.set(s.ShardId, false);
      lacos.push(lerShard(s.ShardId));
    }
    if (!esperando) descobertaCompletaDesde = Math.max(descobertaCompletaDesde, comeco);
  };

  await descobrir();
  const vigia = (async () => {
    while (ativo) {
      await esperar(1000);
      if (!ativo) break;
      await descobrir().catch((erro: Error) => ativo && console.error(`${rotulo} DescribeStream:`, erro.message));
    }
  })();

  const emDia = async (limiteMs = 30_000) => {
    const desde = performance.now();
    const prazo = desde + limiteMs;
    while (ativo && performance.now() < prazo) {
      if (descobertaCompletaDesde < desde) await descobrir().catch((erro: Error) => console.error(`${rotulo} DescribeStream:`, erro.message));
      const lidos = [...shards].every(([id, fim]) => fim || (vazioDesde.get(id) ?? -1) >= desde);
      if (descobertaCompletaDesde >= desde && lidos) return true;
      await esperar(25);
    }
    return false;
  };

  return {
    emDia,
    parar: async () => {
      ativo = false;
      await Promise.allSettled([vigia, ...lacos]);
      streams.destroy();
    },
  };
}
