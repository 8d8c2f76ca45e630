/**
 * Queues, their consumers, the table's stream consumer and the daily schedule, all derived from
 * shared/api/filas.ts. A queue always exists (the API enqueues before a consumer is built); a
 * consumer or schedule handler set to null simply gets no function yet.
 */
import { CfnOutput, Duration, Stack, type StackProps, Validations } from "aws-cdk-lib";
import { PolicyStatement, ServicePrincipal } from "aws-cdk-lib/aws-iam";
import { Key } from "aws-cdk-lib/aws-kms";
import { ConfigurationSet, EmailSendingEvent, EventDestination } from "aws-cdk-lib/aws-ses";
import { CfnConfigurationSet } from "aws-cdk-lib/aws-smsvoice";
import { Topic } from "aws-cdk-lib/aws-sns";
import { LambdaSubscription } from "aws-cdk-lib/aws-sns-subscriptions";
import { Rule, Schedule } from "aws-cdk-lib/aws-events";
import { LambdaFunction } from "aws-cdk-lib/aws-events-targets";
import { StartingPosition } from "aws-cdk-lib/aws-lambda";
import { DynamoEventSource, SqsDlq, SqsEventSource } from "aws-cdk-lib/aws-lambda-event-sources";
import { type IQueue, Queue, QueueEncryption } from "aws-cdk-lib/aws-sqs";
import type { Construct } from "constructs";
import { AGENDAMENTOS, type Agendamento, CONSUMIDORES_FLUXO, type ConsumidorFluxo, FILAS, type Fila } from "../../shared/api/filas";
import { type AmbienteConfig, mensagensAwsDaConfig } from "../config";
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
  /** The table's stream consumers; defaults to CONSUMIDORES_FLUXO (aggregates and outbox); null builds none. */
  fluxo?: readonly ConsumidorFluxo[] | null;
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
  /** The table's stream consumers by name (`agregados`, `saidas`), each with the DLQ of the batches it gave up on. */
  readonly fluxos = new Map<ConsumidorFluxo["nome"], { funcao: NodeFunction; dlq: Queue }>();
  /**
   * Messaging provider `aws` only: the SNS topic the services publish delivery events to, the
   * function subscribed to it and the DLQ of the events it gave up on, and the configuration sets.
   */
  readonly statusMensagens?: { topico: Topic; funcao: NodeFunction; dlq: Queue; conjuntos: { sms?: string; email?: string } };

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

    this.statusMensagens = this.eventosDeMensagens(props, entrada);

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
      // The messages job sends through the messaging provider (and only it may).
      if (fila.nome === "mensagens-jobs") fn.bindProvedorMensagens(config.mensagens, this.statusMensagens?.conjuntos);
      this.consumidores.set(fila.nome, fn);
    }

    // Two consumers on one stream: AWS recommends at most two Lambda consumers per shard (more are
    // throttled on GetRecords' 5 reads a second per shard); a third reader needs an EventBridge Pipe or Kinesis.
    const fluxos = props.fluxo === undefined ? CONSUMIDORES_FLUXO : (props.fluxo ?? []);
    if (fluxos.length > 2) throw new Error(`${fluxos.length} consumidores no stream da tabela: a AWS recomenda no máximo dois por shard`);
    for (const fluxo of fluxos) this.fluxos.set(fluxo.nome, this.consumidorDoFluxo(fluxo, entrada(fluxo.handler), props));

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
   * Delivery status of the `aws` messaging provider (docs/arquitetura.md "Mensagens"): one SNS topic
   * where the three services publish their events, and a function subscribed to it
   * (functions/mensagens/jobs/status-aws.ts) that applies them to the messages. SNS delivers to
   * the function itself, so no HTTP route is public for it and there is no signature to check:
   * only these services of this account may publish (the topic's policy).
   * - SES: a configuration set whose event destination is the topic (SendEmail names it);
   * - End User Messaging SMS: a configuration set likewise (SendTextMessage names it);
   * - End User Messaging Social: the WhatsApp Business Account's event destination is set to the
   *   topic by the operator (one per WABA, no CloudFormation resource: docs/operacao.md 1.4), from
   *   the `TopicoEventosMensagens` output.
   * The topic is encrypted with a key of its own (the events carry phone numbers and addresses):
   * the services' principals may use it to publish, as each service's guide asks for an encrypted
   * topic. A failed invocation is retried twice by Lambda, then the event goes to the DLQ (alarmed).
   */
  private eventosDeMensagens({ config, recursos }: JobsStackProps, entrada: ResolverEntrada): JobsStack["statusMensagens"] {
    const aws = mensagensAwsDaConfig(config.mensagens);
    if (!aws) return undefined;
    const conta = Stack.of(this).account;
    const nomeConjunto = `erp-celulares-${config.nome}-mensagens`;
    const servicos = [
      ...(aws.whatsapp ? ["social-messaging.amazonaws.com"] : []),
      ...(aws.sms ? ["sms-voice.amazonaws.com"] : []),
      ...(aws.email ? ["ses.amazonaws.com"] : []),
    ];
    const chave = new Key(this, "ChaveEventosMensagens", {
      description: "SSE of the messaging providers' delivery events topic (phone numbers, addresses)",
      enableKeyRotation: true,
      removalPolicy: config.remocao,
    });
    chave.addToResourcePolicy(
      new PolicyStatement({
        sid: "ServicosDeMensagensPublicam",
        principals: servicos.map((s) => new ServicePrincipal(s)),
        actions: ["kms:GenerateDataKey*", "kms:Decrypt"],
        resources: ["*"],
        conditions: { StringEquals: { "aws:SourceAccount": conta } },
      }),
    );
    const topico = new Topic(this, "EventosMensagens", { displayName: `ERP celulares (${config.nome}): eventos de entrega de mensagens`, masterKey: chave, enforceSSL: true });

    const conjuntos: { sms?: string; email?: string } = {};
    if (aws.whatsapp) {
      topico.addToResourcePolicy(
        new PolicyStatement({
          sid: "WhatsappPublica",
          principals: [new ServicePrincipal("social-messaging.amazonaws.com")],
          actions: ["sns:Publish"],
          resources: [topico.topicArn],
          conditions: { StringEquals: { "aws:SourceAccount": conta } },
        }),
      );
    }
    if (aws.sms) {
      const conjunto = new CfnConfigurationSet(this, "ConjuntoSms", {
        configurationSetName: nomeConjunto,
        eventDestinations: [{ eventDestinationName: "status-para-sns", enabled: true, matchingEventTypes: ["TEXT_ALL"], snsDestination: { topicArn: topico.topicArn } }],
      });
      const politica = topico.addToResourcePolicy(
        new PolicyStatement({
          sid: "SmsPublica",
          principals: [new ServicePrincipal("sms-voice.amazonaws.com")],
          actions: ["sns:Publish"],
          resources: [topico.topicArn],
          conditions: { StringEquals: { "aws:SourceAccount": conta }, ArnLike: { "aws:SourceArn": Stack.of(this).formatArn({ service: "sms-voice", resource: "configuration-set", resourceName: nomeConjunto }) } },
        }),
      );
      // The event destination is checked against the topic's policy when it is created.
      if (politica.policyDependable) conjunto.node.addDependency(politica.policyDependable);
      conjuntos.sms = nomeConjunto;
    }
    if (aws.email) {
      const conjunto = new ConfigurationSet(this, "ConjuntoEmail", { configurationSetName: nomeConjunto, reputationMetrics: true });
      // The L2 destination adds the topic policy for ses.amazonaws.com (this account, this configuration set).
      conjunto.addEventDestination("StatusParaSns", {
        destination: EventDestination.snsTopic(topico),
        events: [EmailSendingEvent.DELIVERY, EmailSendingEvent.OPEN, EmailSendingEvent.BOUNCE, EmailSendingEvent.REJECT, EmailSendingEvent.RENDERING_FAILURE, EmailSendingEvent.COMPLAINT],
      });
      conjuntos.email = nomeConjunto;
    }

    const dlq = new Queue(this, "StatusMensagensDlq", {
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      removalPolicy: config.remocao,
    });
    const funcao = new NodeFunction(this, "StatusMensagens", {
      entry: entrada("mensagens/jobs/status-aws"),
      ambiente: config.nome,
      retencaoLogs: config.retencaoLogs,
      remocaoLogs: config.remocao,
      timeout: Duration.seconds(30),
      description: "Delivery events of WhatsApp, SMS and e-mail (SNS) applied to the messages (mensagens/jobs/status-aws)",
      retryAttempts: 2,
      maxEventAge: Duration.hours(6),
      deadLetterQueue: dlq,
    }).bindTable(recursos.tabela);
    topico.addSubscription(new LambdaSubscription(funcao));
    Validations.of(dlq).acknowledge({
      id: "AwsSolutions-SQS3",
      reason: "This queue is itself a dead-letter destination: the status function's failed asynchronous invocations (SNS events) land here.",
    });
    new CfnOutput(this, "TopicoEventosMensagens", {
      description: "SNS topic of the messages' delivery events: set it as the WhatsApp Business Account's event destination (docs/operacao.md 1.4)",
      value: topico.topicArn,
    });
    return { topico, funcao, dlq, conjuntos };
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
   * A stream consumer with least privilege: read/write on the table (its dedupe items, the
   * aggregates), send to its own queues only (the outbox: boleto-jobs and lock-jobs; the
   * aggregates: none); the event source adds the stream read and the DLQ send. A batch that keeps
   * failing is bisected to isolate the bad record, retried a bounded number of times, and then
   * its shard and sequence numbers go to the DLQ (the records stay in the stream for 24 h to be
   * replayed); records older than `idadeMaximaSegundos` too. The aggregates keep the construct ids
   * they had as the only consumer (ConsumidorFluxo, FluxoDlq), so a deploy does not replace them.
   */
  private consumidorDoFluxo(fluxo: ConsumidorFluxo, entry: string, props: JobsStackProps) {
    const { config, recursos } = props;
    const sufixo = fluxo.nome === "agregados" ? "" : fluxo.nome.charAt(0).toUpperCase() + fluxo.nome.slice(1);
    const dlq = new Queue(this, `Fluxo${sufixo}Dlq`, {
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      removalPolicy: config.remocao,
    });
    const funcao = new NodeFunction(this, `ConsumidorFluxo${sufixo}`, {
      entry,
      ambiente: config.nome,
      retencaoLogs: config.retencaoLogs,
      remocaoLogs: config.remocao,
      timeout: Duration.seconds(60),
      description:
        fluxo.filas.length > 0
          ? `DynamoDB Stream consumer: the jobs outbox to ${fluxo.filas.join(", ")} (${fluxo.handler})`
          : `DynamoDB Stream consumer: aggregates exactly once, folded per batch (${fluxo.handler})`,
    }).bindTable(recursos.tabela);
    for (const nome of fluxo.filas) {
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
