/**
 * Alarms and the one dashboard (issue 28 item 5): every alarm notifies one SNS topic, to which
 * the operator's e-mail (config.emailAlarmes) is subscribed. What each alarm means and what to do
 * is in infra/README.md ("Alarmes").
 */
import { Annotations, Duration, Stack, type StackProps } from "aws-cdk-lib";
import {
  Alarm,
  AlarmStatusWidget,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  TreatMissingData,
} from "aws-cdk-lib/aws-cloudwatch";
import { SnsAction } from "aws-cdk-lib/aws-cloudwatch-actions";
import { Topic } from "aws-cdk-lib/aws-sns";
import { EmailSubscription } from "aws-cdk-lib/aws-sns-subscriptions";
import type { Construct } from "constructs";
import type { AmbienteConfig } from "../config";
import type { ApiStack } from "./api-stack";
import type { JobsStack } from "./jobs-stack";

/** The routine starts at 06:00 in Brasília (AGENDAMENTOS) and must be done by 07:00: one hour. */
export const ROTINA_PRAZO = Duration.hours(1);
/** SPEC/issue 28: the stream consumers fall behind when their iterator age passes 60 s. */
export const IDADE_MAXIMA_FLUXO_MS = 60_000;
/** API 5xx above 1 % of requests over 5 minutes. */
export const LIMITE_5XX_PERCENT = 1;
/** The payment webhook's route (detailed route metrics are on for the public routes, api-stack.ts). */
export const ROTA_WEBHOOK_PAGAMENTO = { metodo: "POST", caminho: "/api/webhooks/boletos/{provider}" } as const;

/** Alarm and DLQ names of a stream consumer: the aggregates keep the ids they had as the only consumer. */
const nomeDoFluxo = (nome: string) => (nome === "agregados" ? "fluxo" : `fluxo-${nome}`);
const idAtraso = (nome: string) => (nome === "agregados" ? "FluxoAtrasado" : `Fluxo${nome.charAt(0).toUpperCase()}${nome.slice(1)}Atrasado`);

export interface MonitorStackProps extends StackProps {
  config: AmbienteConfig;
  api: ApiStack;
  jobs: JobsStack;
}

export class MonitorStack extends Stack {
  readonly topico: Topic;
  readonly alarmes: Alarm[] = [];
  readonly painel: Dashboard;

  constructor(scope: Construct, id: string, props: MonitorStackProps) {
    super(scope, id, props);
    const { config, api, jobs } = props;
    // SSE with the AWS-managed SNS key: alarms carry names and numbers, no personal data.
    this.topico = new Topic(this, "Alarmes", { displayName: `ERP celulares (${config.nome}): alarmes`, enforceSSL: true });
    if (config.emailAlarmes) this.topico.addSubscription(new EmailSubscription(config.emailAlarmes));
    else Annotations.of(this).addWarningV2("erp:monitor:sem-email", `Nenhum e-mail recebe os alarmes de ${config.nome}: defina emailAlarmes em infra/config.ts.`);
    const acao = new SnsAction(this.topico);
    const alarme = (idAlarme: string, descricao: string, p: Omit<ConstructorParameters<typeof Alarm>[2], "alarmDescription">) => {
      const a = new Alarm(this, idAlarme, { alarmDescription: descricao, ...p });
      a.addAlarmAction(acao);
      a.addOkAction(acao);
      this.alarmes.push(a);
      return a;
    };
    const maiorQue = ComparisonOperator.GREATER_THAN_THRESHOLD;

    // Any DLQ not empty: a job (slip, lock, routine shard) or a stream batch gave up.
    const dlqs = [
      ...[...jobs.filasComDlq].map(([nome, jq]) => [nome, jq.dlq] as const),
      ...[...jobs.fluxos].map(([nome, f]) => [nomeDoFluxo(nome), f.dlq] as const),
      // Delivery events of the `aws` messaging provider the status function gave up on.
      ...(jobs.statusMensagens ? [["status-mensagens", jobs.statusMensagens.dlq] as const] : []),
    ];
    for (const [nome, dlq] of dlqs) {
      alarme(`Dlq-${nome}`, `DLQ de ${nome} tem mensagens: veja infra/README.md "Reprocessar uma DLQ".`, {
        metric: dlq.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: "Maximum" }),
        threshold: 0,
        comparisonOperator: maiorQue,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
    }

    // A stream consumer behind: the aggregates (dashboard, reports) or the outbox (slips, locks) late.
    for (const [nome, fluxo] of jobs.fluxos) {
      alarme(idAtraso(nome), `Consumidor ${nome} do stream da tabela com IteratorAge > ${IDADE_MAXIMA_FLUXO_MS / 1000} s.`, {
        metric: fluxo.funcao.metric("IteratorAge", { period: Duration.minutes(1), statistic: "Maximum" }),
        threshold: IDADE_MAXIMA_FLUXO_MS,
        comparisonOperator: maiorQue,
        evaluationPeriods: 3,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
    }

    // API 5xx as a share of all requests over 5 minutes.
    const estagio = { ApiId: api.api.apiId, Stage: api.stage.stageName };
    const daApi = (nome: string) => new Metric({ namespace: "AWS/ApiGateway", metricName: nome, dimensionsMap: estagio, statistic: "Sum", period: Duration.minutes(5) });
    const percentual5xx = new MathExpression({
      expression: "IF(total > 0, 100 * erros / total, 0)",
      usingMetrics: { erros: daApi("5xx"), total: daApi("Count") },
      label: "5xx (%)",
      period: Duration.minutes(5),
    });
    alarme("Api5xx", `Mais de ${LIMITE_5XX_PERCENT}% das respostas da API com 5xx em 5 minutos.`, {
      metric: percentual5xx,
      threshold: LIMITE_5XX_PERCENT,
      comparisonOperator: maiorQue,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });

    // The daily routine: it did not run, it failed, or a shard still waits an hour after the start.
    const rotina = jobs.agendamentos.get("rotina-diaria");
    if (rotina) {
      alarme("RotinaNaoRodou", "A rotina diária não foi invocada nas últimas 24 h.", {
        metric: rotina.metricInvocations({ period: Duration.days(1), statistic: "Sum" }),
        threshold: 1,
        comparisonOperator: ComparisonOperator.LESS_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.BREACHING,
      });
      const falhas = [rotina, jobs.consumidores.get("rotina-jobs")].filter((f) => f !== undefined);
      falhas.forEach((fn, i) =>
        alarme(`RotinaFalhou${i}`, `A rotina diária falhou (${fn.node.id}: erros na última hora).`, {
          metric: fn.metricErrors({ period: Duration.hours(1), statistic: "Sum" }),
          threshold: 0,
          comparisonOperator: maiorQue,
          evaluationPeriods: 1,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        }),
      );
    }
    const filaRotina = jobs.filas.get("rotina-jobs");
    if (filaRotina) {
      // Non-deleted shards older than the deadline: the routine was not done by 07:00 in Brasília.
      alarme("RotinaAtrasada", "A rotina diária não terminou até as 07:00 (Brasília): um shard espera há mais de 1 h.", {
        metric: filaRotina.metricApproximateAgeOfOldestMessage({ period: Duration.minutes(5), statistic: "Maximum" }),
        threshold: ROTINA_PRAZO.toSeconds(),
        comparisonOperator: maiorQue,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
    }

    // No payment notice for 24 h on a banking day (Monday–Friday; CloudWatch knows no holidays:
    // the day after a national holiday may alarm once). DAY() is 1 = Monday … 7 = Sunday.
    const webhooks = new Metric({
      namespace: "AWS/ApiGateway",
      metricName: "Count",
      dimensionsMap: { ...estagio, Method: ROTA_WEBHOOK_PAGAMENTO.metodo, Resource: ROTA_WEBHOOK_PAGAMENTO.caminho },
      statistic: "Sum",
      period: Duration.days(1),
    });
    alarme("SemWebhookDePagamento", "Nenhum aviso de pagamento do banco nas últimas 24 h de um dia útil.", {
      metric: new MathExpression({
        expression: "IF(DAY(avisos) <= 5, avisos, 1)",
        usingMetrics: { avisos: new MathExpression({ expression: "FILL(webhook, 0)", usingMetrics: { webhook: webhooks }, period: Duration.days(1) }) },
        label: "avisos de pagamento (dias úteis)",
        period: Duration.days(1),
      }),
      threshold: 1,
      comparisonOperator: ComparisonOperator.LESS_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.BREACHING,
    });

    // Any Lambda throttled (account-wide in this region: every function of the app).
    alarme("LambdaThrottled", "Alguma Lambda foi limitada (throttled) na região.", {
      metric: new Metric({ namespace: "AWS/Lambda", metricName: "Throttles", statistic: "Sum", period: Duration.minutes(5) }),
      threshold: 0,
      comparisonOperator: maiorQue,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });

    this.painel = new Dashboard(this, "Painel", { dashboardName: `erp-celulares-${config.nome}` });
    this.painel.addWidgets(new AlarmStatusWidget({ title: "Alarmes", alarms: this.alarmes, width: 24 }));
    this.painel.addWidgets(
      new GraphWidget({ title: "API: requisições e 5xx", left: [daApi("Count"), daApi("5xx")], right: [percentual5xx], width: 12 }),
      new GraphWidget({ title: "Avisos de pagamento por dia", left: [webhooks], width: 12 }),
      new GraphWidget({
        title: "DLQs (mensagens visíveis)",
        left: dlqs.map(([nome, dlq]) => dlq.metricApproximateNumberOfMessagesVisible({ label: nome, statistic: "Maximum" })),
        width: 12,
      }),
      new GraphWidget({
        title: "Stream da tabela: IteratorAge (ms)",
        left: [...jobs.fluxos].map(([nome, f]) => f.funcao.metric("IteratorAge", { statistic: "Maximum", label: nome })),
        width: 12,
      }),
    );
  }
}
