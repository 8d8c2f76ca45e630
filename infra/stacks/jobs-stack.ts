/**
 * Queues, their consumers, the table's stream consumer and the daily schedule, all derived from
 * shared/api/filas.ts. A queue always exists (the API enqueues before a consumer is built); a
 * consumer or schedule handler set to null simply gets no function yet.
 */
import { Duration, Stack, type StackProps, Validations } from "aws-cdk-lib";
import { Rule, Schedule } from "aws-cdk-lib/aws-events";
import { LambdaFunction } from "aws-cdk-lib/aws-events-targets";
import { StartingPosition } from "aws-cdk-lib/aws-lambda";
import { DynamoEventSource, SqsDlq, SqsEventSource } from "aws-cdk-lib/aws-lambda-event-sources";
import { type IQueue, Queue, QueueEncryption } from "aws-cdk-lib/aws-sqs";
import type { Construct } from "constructs";
import { AGENDAMENTOS, type Agendamento, type ConsumidorFluxo, FILAS, type Fila, FLUXO_TABELA } from "../../shared/api/filas";
import type { AmbienteConfig } from "../config";
import { JobQueue } from "../constructs/job-queue";
import {
  entradaPadrao,
  NodeFunction,
  type NodeFunctionProps,
  type RecursosApp,
  type ResolverEntrada,
} from "../constructs/node-function";

/** Consumers that talk to the boleto provider: the slip job issues the charges; the routine's shards reconcile open slips. */
const FILAS_DO_PROVEDOR: ReadonlySet<Fila["nome"]> = new Set(["boleto-jobs", "rotina-jobs"]);

export interface JobsStackProps extends StackProps {
  config: AmbienteConfig;
  /** Everything but the queues, which this stack creates. */
  recursos: Omit<RecursosApp, "filas">;
  /** Defaults to FILAS; tests pass their own. */
  filas?: readonly Fila[];
  /** Defaults to AGENDAMENTOS. */
  agendamentos?: readonly Agendamento[];
  /** Defaults to FLUXO_TABELA; null builds no stream consumer. */
  fluxo?: ConsumidorFluxo | null;
  /** Module path under functions/ → entry file; tests point it at a fixture. */
  entrada?: ResolverEntrada;
}

export class JobsStack extends Stack {
  /** Queue by FILAS name, for the API's functions (send) and the consumers. */
  readonly filas = new Map<string, IQueue>();
  readonly filasComDlq = new Map<string, JobQueue>();
  readonly consumidores = new Map<string, NodeFunction>();
  /** Schedule functions by AGENDAMENTOS name (the monitor stack watches the daily routine). */
  readonly agendamentos = new Map<string, NodeFunction>();
  /** The table's stream consumer and the DLQ of the batches it gave up on. */
  fluxo?: { funcao: NodeFunction; dlq: Queue };

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id, props);
    const { config } = props;
    const filas = props.filas ?? FILAS;
    const entrada = props.entrada ?? entradaPadrao;

    for (const fila of filas) {
      const jq = new JobQueue(this, `Fila-${fila.nome}`, { fila, remocao: config.remocao });
      this.filas.set(fila.nome, jq.fila);
      this.filasComDlq.set(fila.nome, jq);
    }
    const recursos: RecursosApp = { ...props.recursos, filas: this.filas };
    const funcao = (idFn: string, modulo: string, extra: Partial<NodeFunctionProps>) =>
      new NodeFunction(this, idFn, {
        entry: entrada(modulo),
        ambiente: config.nome,
        retencaoLogs: config.retencaoLogs,
        remocaoLogs: config.remocao,
        ...extra,
        // The customer area's full address in the lock's notice and screen (the routine, the lock job).
        ...(config.siteUrl ? { environment: { ...extra.environment, SITE_URL: config.siteUrl } } : {}),
      }).bindRecursos(recursos);

    for (const fila of filas) {
      if (fila.consumidor === null) continue;
      const jq = this.filasComDlq.get(fila.nome);
      if (!jq) continue;
      // AWS guidance: visibility timeout ≥ 6 × function timeout, so a throttled retry of the
      // batch does not see its messages reappear while still being processed.
      const extra = {
        timeout: Duration.seconds(Math.max(1, Math.floor(fila.visibilidadeSegundos / 6))),
        description: `SQS consumer of ${fila.nome} (${fila.consumidor})`,
      };
      const fn =
        fila.nome === "boleto-jobs"
          ? this.consumidorDeBoletos(`Consumidor-${fila.nome}`, entrada(fila.consumidor), extra, props)
          : funcao(`Consumidor-${fila.nome}`, fila.consumidor, extra);
      fn.addEventSource(
        new SqsEventSource(jq.fila, { batchSize: fila.tamanhoLote, reportBatchItemFailures: true, ...(fila.concorrencia ? { maxConcurrency: Math.max(2, fila.concorrencia) } : {}) }),
      );
      if (FILAS_DO_PROVEDOR.has(fila.nome)) fn.bindProvedorBoletos(config.boletos);
      // The lock job talks to the lock provider, and to the boleto provider for the fresh payment check before an automatic lock.
      if (fila.nome === "lock-jobs") fn.bindProvedorBloqueio(config.bloqueio).bindProvedorBoletos(config.boletos);
      this.consumidores.set(fila.nome, fn);
    }

    const fluxo = props.fluxo === undefined ? FLUXO_TABELA : props.fluxo;
    if (fluxo) this.fluxo = this.consumidorDoFluxo(fluxo, entrada(fluxo.handler), props);

    for (const ag of props.agendamentos ?? AGENDAMENTOS) {
      if (ag.handler === null) continue;
      // The daily routine only fans its shards out to rotina-jobs: the work (reconciliation with the
      // boleto provider, overdue, locks) runs in that queue's consumer.
      const fn = funcao(`Agendamento-${ag.nome}`, ag.handler, {
        timeout: Duration.seconds(30),
        description: `Schedule ${ag.nome} (${ag.handler})`,
      });
      if (ag.provedorBloqueio) fn.bindProvedorBloqueio(config.bloqueio);
      this.agendamentos.set(ag.nome, fn);
      new Rule(this, `Regra-${ag.nome}`, {
        description: `${ag.nome}: cron ${ag.cron.minute} ${ag.cron.hour} * * ? * (UTC)`,
        schedule: Schedule.cron({ minute: ag.cron.minute, hour: ag.cron.hour }),
        targets: [new LambdaFunction(fn, { retryAttempts: 2, maxEventAge: Duration.hours(2) })],
      });
    }
  }

  /**
   * The slip consumer with least privilege: the table (instalments, the provider's guard, the
   * simulated bank's books) and writing slip PDFs to the bucket; it sends to no queue (write-offs
   * leave through the stream's outbox). The event source adds the receive/delete on its queue.
   */
  private consumidorDeBoletos(id: string, entry: string, extra: Partial<NodeFunctionProps>, { config, recursos }: JobsStackProps) {
    const fn = new NodeFunction(this, id, {
      entry,
      ambiente: config.nome,
      retencaoLogs: config.retencaoLogs,
      remocaoLogs: config.remocao,
      ...extra,
      environment: { BOLETOS_PROVEDOR: config.boletos.provedor },
    })
      .bindTable(recursos.tabela)
      .bindBucket(recursos.bucket, "escrita");
    return fn;
  }

  /**
   * The stream consumer with least privilege: read/write on the table (the dedupe item and the
   * aggregates), send to boleto-jobs, lock-jobs and mensagens-jobs only; the event source adds the stream read
   * and the DLQ send. A batch that keeps failing is bisected to isolate the bad record, retried a
   * bounded number of times, and then its shard and sequence numbers go to the DLQ (the records
   * stay in the stream for 24 h to be replayed); records older than `idadeMaximaSegundos` too.
   */
  private consumidorDoFluxo(fluxo: ConsumidorFluxo, entry: string, props: JobsStackProps) {
    const { config, recursos } = props;
    const dlq = new Queue(this, "FluxoDlq", {
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      removalPolicy: config.remocao,
    });
    const funcao = new NodeFunction(this, "ConsumidorFluxo", {
      entry,
      ambiente: config.nome,
      retencaoLogs: config.retencaoLogs,
      remocaoLogs: config.remocao,
      timeout: Duration.seconds(60),
      description: `DynamoDB Stream consumer: aggregates exactly once and the jobs outbox (${fluxo.handler})`,
    }).bindTable(recursos.tabela);
    for (const nome of ["boleto-jobs", "lock-jobs", "mensagens-jobs"]) {
      const fila = this.filas.get(nome);
      if (fila) funcao.bindQueue(nome, fila);
    }
    funcao.addEventSource(
      new DynamoEventSource(recursos.tabela, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: fluxo.tamanhoLote,
        maxBatchingWindow: Duration.seconds(fluxo.janelaSegundos),
        bisectBatchOnError: true,
        retryAttempts: fluxo.tentativas,
        maxRecordAge: Duration.seconds(fluxo.idadeMaximaSegundos),
        reportBatchItemFailures: true,
        onFailure: new SqsDlq(dlq),
      }),
    );
    Validations.of(funcao.papel).acknowledge({
      id: "AwsSolutions-IAM5[Resource::*]",
      reason:
        "dynamodb:ListStreams, added by the stream event source: it has no resource-level permissions (Service " +
        "Authorization Reference, Amazon DynamoDB actions), so its Resource is '*'. The stream reads are on the table's stream ARN.",
    });
    Validations.of(dlq).acknowledge({
      id: "AwsSolutions-SQS3",
      reason: "This queue is itself a dead-letter destination: the stream event source's onFailure (SqsDlq) sends the failed batches' shard and sequence numbers here.",
    });
    return { funcao, dlq };
  }
}
