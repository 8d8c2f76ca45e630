/**
 * The whole backend on one machine: servers, resources, handler environment, gateway, queue
 * runner (each queue consumer in its own worker thread: consumidor-thread.ts), the table's stream pollers (aggregates and outbox), the simulated phones' loop (scripts/local/aparelhos.ts) and the simulated messenger's (scripts/local/mensageiro.ts). Used by `npm start` (fixed ports, data under .local/) and by the test setups (free
 * ports, data in a temp dir that is removed at the end).
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { GetQueueAttributesCommand, SQSClient } from "@aws-sdk/client-sqs";
import { CONSUMIDORES_FLUXO, FILAS, type ConsumidorFluxo } from "../../shared/api/filas";
import { recarregarAmbiente } from "../../functions/lib/env";
import { AMBIENTES } from "../../infra/config";
import { iniciarAparelhos, type LacoAparelhos } from "./aparelhos";
import { iniciarMensageiro, type LacoMensageiro } from "./mensageiro";
import { iniciarGateway, type Gateway } from "./gateway";
import type { Limite } from "./limitador";
import { criarRecursos, variaveisHandlers, type Endpoints, type Recursos } from "./recursos";
import { iniciarAgenda, type Agenda, type HandlerAgendado } from "./agenda";
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from "aws-lambda";
import { iniciarFluxo, type Fluxo, type Posicoes } from "./fluxo";
import { iniciarInterruptor, type Interruptor } from "./interruptor";
import { consumidorEmThread, type ConsumidorEmThread } from "./consumidor-thread";
import { iniciarRunner, type Consumidor, type Runner } from "./runner";
import { iniciarCognito, iniciarDynamo, iniciarS3, iniciarSqs, type Servidor } from "./servidores";
import { portaLivre } from "./portas";

export interface Portas {
  dynamodb: number;
  cognito: number;
  sqs: number;
  s3: number;
  api: number;
}

export interface OpcoesPilha {
  /** Folder for persistent data (npm start); absent = temporary (tests). */
  dados?: string;
  portas?: Partial<Portas>;
  prefixo?: string;
  registrar?: boolean;
  /** Consumers to run instead of those declared in shared/api/filas.ts (tests of the runner). */
  consumidores?: Record<string, Consumidor["handler"]>;
  /**
   * Wraps each declared consumer (run in its own thread: consumidor-thread.ts) with work done in
   * the stack's thread first, e.g. the integration setup's copy of each job to its company's queue.
   */
  envolverConsumidor?: (fila: string, consumidor: Consumidor["handler"]) => Consumidor["handler"];
  /** Scheduled handlers to run instead of those declared in shared/api/filas.ts. */
  agendados?: Record<string, HandlerAgendado>;
  /**
   * Run the schedules at their daily time on the machine's clock, as EventBridge would (npm
   * start). Off by default: a test stack runs a schedule only when a test asks, as of its day.
   */
  relogioReal?: boolean;
  /**
   * The site's address (SITE_URL: the customer area's full address in what reaches a customer);
   * default the gateway's own address (the tests' stacks serve no SPA).
   */
  siteUrl?: string;
  /**
   * Throttle of each public route; default the dev stage's (infra/config.ts). The test stacks
   * turn it off (null): every test signs a company up, far above a stage's public limit.
   */
  limitePublicas?: Limite | null;
  /**
   * Run the table's stream pollers (default). A bench that writes items together with the
   * aggregates they leave (test/bench/escala.ts) turns it off, so nothing is counted twice.
   */
  fluxo?: boolean;
  /**
   * The load-and-fault run (test/carga; local only): DynamoDB Local keeps its data in files (under
   * /dev/shm when there is one) so it can be stopped and started again, the queue is reached through a switch
   * (interruptor.ts: fauxqs keeps its messages in memory, SQS keeps them through an outage) and
   * `Pilha.falhas` stops and restarts each of them and the stream reader.
   */
  falhas?: boolean;
}

/** One part of the stack that can be stopped and started again (local only). */
export interface Falha {
  parar(): Promise<void>;
  iniciar(): Promise<void>;
}

/**
 * - `dynamodb`: DynamoDB Local's process stopped (connections refused) and started again on the
 *   same port with the same data;
 * - `fila`: the queue's port closed and its open connections reset, then open again (messages kept);
 * - `fluxo`: both stream pollers and their consumer threads stopped, then new ones going on from
 *   where the old ones were acknowledged (as an event source mapping's checkpoint).
 */
export interface Falhas {
  dynamodb: Falha;
  fila: Falha;
  fluxo: Falha;
}

/** A consumer of the stream (functions/fluxo), in a thread of its own like the queues' (its own Lambda in AWS). */
function consumidorDoFluxo(c: ConsumidorFluxo): ConsumidorEmThread<DynamoDBStreamEvent, DynamoDBBatchResponse> {
  return consumidorEmThread(pathToFileURL(path.resolve("functions", `${c.handler}.ts`)).href, `fluxo-${c.nome}`);
}

/**
 * The stream's two consumers (aggregates, outbox) each with its own poller reading every shard,
 * as two event source mappings do in AWS; the stack is up to date when both are (`emDia`).
 * `parar` stops the pollers, then the consumers' threads. `posicoes` (per consumer) keeps where
 * each poller is, so pollers started again with it go on from there.
 */
async function iniciarFluxos(endpoint: string, tabela: string, posicoes?: Map<string, Posicoes>): Promise<Fluxo> {
  const fluxos: Fluxo[] = [];
  const threads: ConsumidorEmThread<DynamoDBStreamEvent, DynamoDBBatchResponse>[] = [];
  const parar = async () => {
    await Promise.allSettled(fluxos.map((f) => f.parar()));
    await Promise.allSettled(threads.map((t) => t.parar()));
  };
  try {
    for (const c of CONSUMIDORES_FLUXO) {
      const consumidor = consumidorDoFluxo(c);
      threads.push(consumidor);
      let p = posicoes?.get(c.nome);
      if (posicoes && !p) posicoes.set(c.nome, (p = new Map()));
      fluxos.push(await iniciarFluxo({ endpoint, tabela, tamanhoLote: c.tamanhoLote, tentativas: c.tentativas, handler: consumidor.handler, nome: c.nome, ...(p ? { posicoes: p } : {}) }));
    }
  } catch (erro) {
    await parar();
    throw erro;
  }
  return {
    emDia: async (limiteMs) => (await Promise.all(fluxos.map((f) => f.emDia(limiteMs)))).every(Boolean),
    parar,
  };
}

export interface ConfigSpa {
  apiUrl: string;
  region: string;
  staffUserPoolId: string;
  staffUserPoolClientId: string;
  customerUserPoolId: string;
  customerUserPoolClientId: string;
  cognitoEndpoint?: string;
}

export interface Pilha {
  endpoints: Endpoints;
  recursos: Recursos;
  env: Record<string, string>;
  api: Gateway;
  agenda: Agenda;
  configSpa: ConfigSpa;
  /** With `falhas: true` only (the load-and-fault run). */
  falhas?: Falhas;
  parar(): Promise<void>;
}

/**
 * The runner's consumers: each declared one in its own worker thread (consumidor-thread.ts), as
 * in AWS each is its own Lambda, never on the event loop of the gateway's handlers.
 */
async function consumidoresDeclarados(
  sqsEndpoint: string,
  recursos: Recursos,
  threads: Pick<ConsumidorEmThread, "parar">[],
  sobrepor?: OpcoesPilha["consumidores"],
  envolver?: OpcoesPilha["envolverConsumidor"],
): Promise<Consumidor[]> {
  const sqs = new SQSClient({ endpoint: sqsEndpoint, region: "us-east-1", credentials: { accessKeyId: "local", secretAccessKey: "local" }, useQueueUrlAsEndpoint: false });
  const lista: Consumidor[] = [];
  for (const f of FILAS) {
    const fila = recursos.filas[f.nome];
    if (!fila) continue;
    let handler = sobrepor?.[f.nome];
    if (!handler && f.consumidor) {
      const thread = consumidorEmThread(pathToFileURL(path.resolve("functions", `${f.consumidor}.ts`)).href, f.nome);
      threads.push(thread);
      handler = envolver ? envolver(f.nome, thread.handler) : thread.handler;
    }
    if (!handler) continue;
    const { Attributes } = await sqs.send(new GetQueueAttributesCommand({ QueueUrl: fila.url, AttributeNames: ["QueueArn"] }));
    lista.push({ fila: f.nome, url: fila.url, arn: Attributes?.QueueArn ?? "", tamanhoLote: f.tamanhoLote, ...(f.concorrencia ? { concorrencia: f.concorrencia } : {}), handler });
  }
  sqs.destroy();
  return lista;
}

/** Handlers read their endpoints from process.env, so one process can hold one stack only. */
let pilhaAtiva = false;

export async function iniciarPilha(op: OpcoesPilha = {}): Promise<Pilha> {
  if (pilhaAtiva) throw new Error("Já existe uma pilha local neste processo: os handlers leem os endpoints de process.env e as duas se misturariam.");
  pilhaAtiva = true;
  const temporario = op.dados ? undefined : mkdtempSync(path.join(os.tmpdir(), "erp-pilha-"));
  const base = op.dados ?? temporario!;
  // The load-and-fault run keeps DynamoDB Local's data in files, so a restart finds them: in
  // memory-backed /dev/shm when the machine has it (as fast as -inMemory; on a disk ~3× slower).
  const dynamoTemporario = !op.dados && op.falhas ? mkdtempSync(path.join(existsSync("/dev/shm") ? "/dev/shm" : os.tmpdir(), "erp-pilha-dynamodb-")) : undefined;
  const dirDynamo = op.dados ? path.join(base, "dynamodb") : dynamoTemporario;
  const portas: Portas = {
    dynamodb: op.portas?.dynamodb ?? (await portaLivre()),
    cognito: op.portas?.cognito ?? (await portaLivre()),
    sqs: op.portas?.sqs ?? (await portaLivre()),
    s3: op.portas?.s3 ?? (await portaLivre()),
    api: op.portas?.api ?? 0,
  };
  const servidores: Servidor[] = [];
  let gateway: Gateway | undefined;
  let runner: Runner | undefined;
  const threads: Pick<ConsumidorEmThread, "parar">[] = [];
  let fluxo: Fluxo | undefined;
  let agenda: Agenda | undefined;
  let aparelhos: LacoAparelhos | undefined;
  let mensageiro: LacoMensageiro | undefined;
  let interruptor: Interruptor | undefined;
  const parar = async () => {
    agenda?.parar();
    await aparelhos?.parar();
    await mensageiro?.parar();
    await fluxo?.parar();
    await runner?.parar();
    await Promise.allSettled(threads.map((t) => t.parar()));
    await gateway?.parar();
    await interruptor?.parar();
    await Promise.allSettled(servidores.reverse().map((s) => s.parar()));
    if (temporario) rmSync(temporario, { recursive: true, force: true });
    if (dynamoTemporario) rmSync(dynamoTemporario, { recursive: true, force: true });
    pilhaAtiva = false;
  };
  try {
    const [dynamo, cognito, sqs, s3] = await Promise.all([
      // Tests keep DynamoDB in memory; npm start and the load-and-fault run keep it on disk.
      iniciarDynamo(portas.dynamodb, dirDynamo),
      iniciarCognito(portas.cognito, path.join(base, "cognito")),
      iniciarSqs(portas.sqs),
      iniciarS3(portas.s3, path.join(base, "s3")),
    ]);
    servidores.push(dynamo, cognito, sqs, s3);
    // The load-and-fault run reaches the queue through a switch it can turn off.
    if (op.falhas) interruptor = await iniciarInterruptor({ porta: Number(new URL(sqs.endpoint).port) });
    const endpoints: Endpoints = { dynamodb: dynamo.endpoint, cognito: cognito.endpoint, sqs: interruptor?.endpoint ?? sqs.endpoint, s3: s3.endpoint };
    const recursos = await criarRecursos(endpoints, op.prefixo);
    const env = variaveisHandlers(endpoints, recursos);
    Object.assign(process.env, env);
    recarregarAmbiente();

    const emissor = (pool: string, cliente: string) => ({
      issuer: `${cognito.endpoint}/${pool}`,
      audience: cliente,
      jwksUri: `${cognito.endpoint}/${pool}/.well-known/jwks.json`,
    });
    agenda = await iniciarAgenda({ sobrepor: op.agendados, relogioReal: op.relogioReal === true });
    const agendaPronta = agenda;
    gateway = await iniciarGateway({
      agenda: agendaPronta,
      fluxo: () => fluxo,
      porta: portas.api,
      staff: emissor(recursos.staffUserPoolId, recursos.staffUserPoolClientId),
      cliente: emissor(recursos.customerUserPoolId, recursos.customerUserPoolClientId),
      registrar: op.registrar,
      limitePublicas: op.limitePublicas === undefined ? AMBIENTES.dev.limites.publicas : op.limitePublicas,
    });
    // Known once the gateway listens; set before any consumer thread starts (each copies the environment).
    process.env.SITE_URL = op.siteUrl ?? gateway.url;
    env.SITE_URL = process.env.SITE_URL;
    recarregarAmbiente();
    // The simulated phones confirm the lock provider's commands to this gateway (never in AWS).
    const urlApi = gateway.url;
    aparelhos = iniciarAparelhos(() => urlApi);
    // The simulated messenger tells this gateway each message's delivery (never in AWS).
    mensageiro = iniciarMensageiro(() => urlApi);
    runner = iniciarRunner(endpoints.sqs, await consumidoresDeclarados(endpoints.sqs, recursos, threads, op.consumidores, op.envolverConsumidor));
    const posicoes = op.falhas ? new Map<string, Posicoes>() : undefined;
    if (op.fluxo !== false) fluxo = await iniciarFluxos(dynamo.endpoint, recursos.tableName, posicoes);

    const configSpa: ConfigSpa = {
      apiUrl: "",
      region: "us-east-1",
      staffUserPoolId: recursos.staffUserPoolId,
      staffUserPoolClientId: recursos.staffUserPoolClientId,
      customerUserPoolId: recursos.customerUserPoolId,
      customerUserPoolClientId: recursos.customerUserPoolClientId,
      cognitoEndpoint: cognito.endpoint,
    };
    let falhas: Falhas | undefined;
    if (op.falhas) {
      const chave = interruptor!;
      let banco = dynamo;
      falhas = {
        dynamodb: {
          parar: () => banco.parar(),
          iniciar: async () => {
            // A JVM on a busy machine may take a while: more than a first start's 30 s.
            const novo = await iniciarDynamo(portas.dynamodb, dirDynamo, 180_000);
            servidores[servidores.indexOf(banco)] = novo;
            banco = novo;
          },
        },
        fila: { parar: () => chave.desligar(), iniciar: () => chave.ligar() },
        fluxo: {
          parar: async () => {
            const f = fluxo;
            fluxo = undefined;
            await f?.parar();
          },
          iniciar: async () => {
            fluxo ??= await iniciarFluxos(dynamo.endpoint, recursos.tableName, posicoes);
          },
        },
      };
    }
    return { endpoints, recursos, env, api: gateway, agenda, configSpa, ...(falhas ? { falhas } : {}), parar };
  } catch (erro) {
    await parar();
    throw erro;
  }
}
