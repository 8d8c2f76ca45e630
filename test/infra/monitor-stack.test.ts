import { describe, expect, it } from "vitest";
import { AMBIENTES } from "../../infra/config";
import { IDADE_MAXIMA_FLUXO_MS, LIMITE_5XX_PERCENT, ROTA_WEBHOOK_PAGAMENTO, ROTINA_PRAZO } from "../../infra/stacks/monitor-stack";
import { FILAS } from "../../shared/api/filas";
import { ROTAS } from "../../shared/api/routes";
import { montar, recursos, template, unico } from "./support";

const EMAIL = "operacao@exemplo.com.br";

function montado() {
  const stacks = montar({ ...AMBIENTES.prod, emailAlarmes: EMAIL });
  const t = template(stacks.monitor);
  const alarmes = recursos(t, "AWS::CloudWatch::Alarm");
  const porId = (prefixo: string) => alarmes.filter(([id]) => id.startsWith(prefixo)).map(([, a]) => a.Properties as Record<string, unknown>);
  return { stacks, t, alarmes, porId };
}

describe("monitor stack (issue 28 item 5)", () => {
  it("sends every alarm and its recovery to one SNS topic with the operator's e-mail", () => {
    const { t, alarmes } = montado();
    const [topicoId] = unico(t, "AWS::SNS::Topic");
    t.hasResourceProperties("AWS::SNS::Subscription", { Protocol: "email", Endpoint: EMAIL, TopicArn: { Ref: topicoId } });
    expect(alarmes.length).toBeGreaterThanOrEqual(FILAS.length + 7);
    for (const [id, a] of alarmes) {
      expect(a.Properties?.AlarmActions, id).toEqual([{ Ref: topicoId }]);
      expect(a.Properties?.OKActions, id).toEqual([{ Ref: topicoId }]);
    }
  });

  it("alarms on every DLQ (each queue's, the stream's, the messages' delivery events') holding any message", () => {
    const { porId } = montado();
    const dlqs = porId("Dlq");
    // Each queue's, plus the two stream consumers' (aggregates, outbox), plus the delivery events' of prod's `aws` messaging provider.
    expect(dlqs).toHaveLength(FILAS.length + 3);
    expect(porId("Dlqstatusmensagens")).toHaveLength(1);
    for (const a of dlqs) expect(a).toMatchObject({ MetricName: "ApproximateNumberOfMessagesVisible", Namespace: "AWS/SQS", Threshold: 0, ComparisonOperator: "GreaterThanThreshold" });
  });

  it("alarms on each stream consumer's iterator age above 60 s and on any throttled Lambda", () => {
    const { porId } = montado();
    expect(porId("FluxoAtrasado")).toEqual([expect.objectContaining({ MetricName: "IteratorAge", Namespace: "AWS/Lambda", Statistic: "Maximum", Threshold: IDADE_MAXIMA_FLUXO_MS })]);
    expect(porId("FluxoSaidasAtrasado")).toEqual([expect.objectContaining({ MetricName: "IteratorAge", Namespace: "AWS/Lambda", Statistic: "Maximum", Threshold: IDADE_MAXIMA_FLUXO_MS })]);
    expect(IDADE_MAXIMA_FLUXO_MS).toBe(60_000);
    expect(porId("LambdaThrottled")).toEqual([expect.objectContaining({ MetricName: "Throttles", Namespace: "AWS/Lambda", Threshold: 0 })]);
  });

  it("alarms on API 5xx above 1 % of requests over 5 minutes", () => {
    const { porId } = montado();
    const [a] = porId("Api5xx");
    expect(a).toMatchObject({ Threshold: LIMITE_5XX_PERCENT, ComparisonOperator: "GreaterThanThreshold", EvaluationPeriods: 1 });
    expect(LIMITE_5XX_PERCENT).toBe(1);
    const metricas = a!.Metrics as { Id: string; Expression?: string; MetricStat?: { Metric: { MetricName: string }; Period: number } }[];
    expect(metricas.find((m) => m.Expression)?.Expression).toBe("IF(total > 0, 100 * erros / total, 0)");
    expect(metricas.filter((m) => m.MetricStat).map((m) => [m.Id, m.MetricStat!.Metric.MetricName, m.MetricStat!.Period]).sort()).toEqual([
      ["erros", "5xx", 300],
      ["total", "Count", 300],
    ]);
  });

  it("alarms when the daily routine did not run, failed, or was not done by 07:00 in Brasília", () => {
    const { porId } = montado();
    expect(porId("RotinaNaoRodou")).toEqual([
      expect.objectContaining({ MetricName: "Invocations", Period: 86400, Threshold: 1, ComparisonOperator: "LessThanThreshold", TreatMissingData: "breaching" }),
    ]);
    expect(porId("RotinaFalhou").map((a) => a.MetricName)).toEqual(["Errors", "Errors"]);
    // 06:00 start (09:00 UTC cron) + 1 h = 07:00 in Brasília.
    expect(porId("RotinaAtrasada")).toEqual([expect.objectContaining({ MetricName: "ApproximateAgeOfOldestMessage", Threshold: ROTINA_PRAZO.toSeconds() })]);
    expect(ROTINA_PRAZO.toHours()).toBe(1);
  });

  it("alarms when no payment webhook arrived in 24 h of a banking day, on the route's detailed metric", () => {
    const { porId, stacks } = montado();
    expect(ROTAS.some((r) => r.metodo === ROTA_WEBHOOK_PAGAMENTO.metodo && r.caminho === ROTA_WEBHOOK_PAGAMENTO.caminho && r.dominio === "boletos")).toBe(true);
    const [a] = porId("SemWebhookDePagamento");
    expect(a).toMatchObject({ Threshold: 1, ComparisonOperator: "LessThanThreshold", TreatMissingData: "breaching" });
    const metricas = JSON.stringify(a!.Metrics);
    expect(metricas).toContain("IF(DAY(avisos) <= 5, avisos, 1)");
    expect(metricas).toContain(`"Value":"${ROTA_WEBHOOK_PAGAMENTO.caminho}"`);
    // API Gateway only writes per-route metrics where detailed metrics are on.
    const estagio = unico(template(stacks.api), "AWS::ApiGatewayV2::Stage")[1];
    const chave = `${ROTA_WEBHOOK_PAGAMENTO.metodo} ${ROTA_WEBHOOK_PAGAMENTO.caminho}`;
    expect((estagio.Properties?.RouteSettings as Record<string, { DetailedMetricsEnabled?: boolean }>)[chave]?.DetailedMetricsEnabled).toBe(true);
  });

  it("has one dashboard showing every alarm", () => {
    const { t, alarmes } = montado();
    const [, painel] = unico(t, "AWS::CloudWatch::Dashboard");
    const corpo = JSON.stringify(painel.Properties?.DashboardBody);
    for (const [id] of alarmes) expect(corpo, id).toContain(id);
    t.hasResourceProperties("AWS::CloudWatch::Dashboard", { DashboardName: "erp-celulares-prod" });
  });

  it("warns at synth when no e-mail receives the alarms", () => {
    const { monitor } = montar("dev");
    const avisos = monitor.node.metadata.filter((m) => m.type === "aws:cdk:warning").map((m) => String(m.data));
    expect(avisos.some((a) => a.includes("emailAlarmes"))).toBe(true);
  });
});
