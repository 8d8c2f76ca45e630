/**
 * Queues, their consumers and the daily schedule, all derived from shared/api/filas.ts.
 * A queue always exists (the API enqueues before a consumer is built); a consumer or schedule
 * handler set to null simply gets no function yet.
 */
import { Duration, Stack, type StackProps } from "aws-cdk-lib";
import { Rule, Schedule } from "aws-cdk-lib/aws-events";
import { LambdaFunction } from "aws-cdk-lib/aws-events-targets";
import { SqsEventSource } from "aws-cdk-lib/aws-lambda-event-sources";
import type { IQueue } from "aws-cdk-lib/aws-sqs";
import type { Construct } from "constructs";
import { AGENDAMENTOS, type Agendamento, FILAS, type Fila } from "../../shared/api/filas";
import type { AmbienteConfig } from "../config";
import { JobQueue } from "../constructs/job-queue";
import {
  entradaPadrao,
  NodeFunction,
  type NodeFunctionProps,
  type RecursosApp,
  type ResolverEntrada,
} from "../constructs/node-function";

export interface JobsStackProps extends StackProps {
  config: AmbienteConfig;
  /** Everything but the queues, which this stack creates. */
  recursos: Omit<RecursosApp, "filas">;
  /** Defaults to FILAS; tests pass their own. */
  filas?: readonly Fila[];
  /** Defaults to AGENDAMENTOS. */
  agendamentos?: readonly Agendamento[];
  /** Module path under functions/ → entry file; tests point it at a fixture. */
  entrada?: ResolverEntrada;
}

export class JobsStack extends Stack {
  /** Queue by FILAS name, for the API's functions (send) and the consumers. */
  readonly filas = new Map<string, IQueue>();
  readonly filasComDlq = new Map<string, JobQueue>();
  readonly consumidores = new Map<string, NodeFunction>();

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
      }).bindRecursos(recursos);

    for (const fila of filas) {
      if (fila.consumidor === null) continue;
      const jq = this.filasComDlq.get(fila.nome);
      if (!jq) continue;
      // AWS guidance: visibility timeout ≥ 6 × function timeout, so a throttled retry of the
      // batch does not see its messages reappear while still being processed.
      const fn = funcao(`Consumidor-${fila.nome}`, fila.consumidor, {
        timeout: Duration.seconds(Math.max(1, Math.floor(fila.visibilidadeSegundos / 6))),
        description: `SQS consumer of ${fila.nome} (${fila.consumidor})`,
      });
      fn.addEventSource(
        new SqsEventSource(jq.fila, { batchSize: fila.tamanhoLote, reportBatchItemFailures: true }),
      );
      this.consumidores.set(fila.nome, fn);
    }

    for (const ag of props.agendamentos ?? AGENDAMENTOS) {
      if (ag.handler === null) continue;
      const fn = funcao(`Agendamento-${ag.nome}`, ag.handler, {
        // The daily routine walks every company's open instalments.
        timeout: Duration.minutes(5),
        memorySize: 1024,
        description: `Schedule ${ag.nome} (${ag.handler})`,
      });
      new Rule(this, `Regra-${ag.nome}`, {
        description: `${ag.nome}: cron ${ag.cron.minute} ${ag.cron.hour} * * ? * (UTC)`,
        schedule: Schedule.cron({ minute: ag.cron.minute, hour: ag.cron.hour }),
        targets: [new LambdaFunction(fn, { retryAttempts: 2, maxEventAge: Duration.hours(2) })],
      });
    }
  }
}
