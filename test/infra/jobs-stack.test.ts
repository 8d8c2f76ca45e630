import { Match, type Template } from "aws-cdk-lib/assertions";
import { describe, expect, it } from "vitest";
import { AGENDAMENTOS, FILAS, type Fila } from "../../shared/api/filas";
import { montar, recursos, template, unico } from "./support";

const DLQ_RETENCAO = 14 * 24 * 3600;

/** The main queue (the one with a redrive policy) of each FILAS entry, by visibility and tries. */
function filaPrincipal(t: Template, fila: Fila) {
  const achadas = recursos(t, "AWS::SQS::Queue").filter(([id]) => id.startsWith(`Fila${fila.nome.replace(/-/g, "")}Fila`));
  expect(achadas, fila.nome).toHaveLength(1);
  return achadas[0]!;
}

describe("jobs stack", () => {
  it.each(FILAS.map((f) => [f.nome, f] as const))("gives %s a DLQ redrive, its visibility timeout and SSL-only access", (_, fila) => {
    const t = template(montar("prod").jobs);
    const [, q] = filaPrincipal(t, fila);
    expect(q.Properties?.VisibilityTimeout).toBe(fila.visibilidadeSegundos);
    const redrive = q.Properties?.RedrivePolicy as { maxReceiveCount: number; deadLetterTargetArn: { "Fn::GetAtt": [string, string] } };
    expect(redrive.maxReceiveCount).toBe(fila.maxTentativas);
    const dlqId = redrive.deadLetterTargetArn["Fn::GetAtt"][0];
    t.hasResource("AWS::SQS::Queue", {
      Properties: Match.objectLike({ MessageRetentionPeriod: DLQ_RETENCAO }),
      DeletionPolicy: "Retain",
    });
    expect(t.toJSON().Resources[dlqId].Properties.MessageRetentionPeriod).toBe(DLQ_RETENCAO);
    for (const id of [filaPrincipal(t, fila)[0], dlqId]) {
      t.hasResourceProperties("AWS::SQS::QueuePolicy", {
        Queues: [{ Ref: id }],
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: "Deny", Condition: { Bool: { "aws:SecureTransport": "false" } } }),
          ]),
        },
      });
    }
  });

  it("lock-jobs is FIFO with a FIFO DLQ; rotina-jobs runs at most 4 shards at once and the schedule may only send to it", () => {
    const t = template(montar("prod").jobs);
    const lock = FILAS.find((f) => f.nome === "lock-jobs")!;
    const [, q] = filaPrincipal(t, lock);
    expect(q.Properties?.FifoQueue).toBe(true);
    const dlqId = (q.Properties?.RedrivePolicy as { deadLetterTargetArn: { "Fn::GetAtt": [string] } }).deadLetterTargetArn["Fn::GetAtt"][0];
    expect(t.toJSON().Resources[dlqId].Properties.FifoQueue).toBe(true);
    const [idRotina] = filaPrincipal(t, FILAS.find((f) => f.nome === "rotina-jobs")!);
    t.hasResourceProperties("AWS::Lambda::EventSourceMapping", {
      EventSourceArn: { "Fn::GetAtt": [idRotina, "Arn"] },
      BatchSize: 1,
      ScalingConfig: { MaximumConcurrency: 4 },
      FunctionResponseTypes: ["ReportBatchItemFailures"],
    });
  });

  it("mensagens-jobs: a standard queue with its DLQ after 6 receives, its consumer with partial batch failures, and the release schedule every 15 minutes", () => {
    const t = template(montar("prod").jobs);
    const fila = FILAS.find((f) => f.nome === "mensagens-jobs")!;
    const [id, q] = filaPrincipal(t, fila);
    expect(q.Properties?.FifoQueue).toBeUndefined();
    expect((q.Properties?.RedrivePolicy as { maxReceiveCount: number }).maxReceiveCount).toBe(6);
    t.hasResourceProperties("AWS::Lambda::EventSourceMapping", { EventSourceArn: { "Fn::GetAtt": [id, "Arn"] }, BatchSize: 10, FunctionResponseTypes: ["ReportBatchItemFailures"] });
    t.hasResourceProperties("AWS::Events::Rule", { ScheduleExpression: "cron(0/15 * * * ? *)", Description: Match.stringLikeRegexp("^liberar-mensagens") });
  });

  it("creates a queue pair per FILAS entry and functions only for the consumers and handlers that exist", () => {
    const t = template(montar().jobs);
    const consumidores = FILAS.filter((f) => f.consumidor !== null).length;
    const agendados = AGENDAMENTOS.filter((a) => a.handler !== null).length;
    // Plus the table's two stream consumers (aggregates, outbox), each with its event source mapping and its DLQ (fluxo.test.ts).
    t.resourceCountIs("AWS::SQS::Queue", FILAS.length * 2 + 2);
    t.resourceCountIs("AWS::Lambda::EventSourceMapping", consumidores + 2);
    t.resourceCountIs("AWS::Lambda::Function", consumidores + agendados + 2);
    t.resourceCountIs("AWS::Events::Rule", agendados);
  });

  it("handles null consumers and schedule handlers cleanly: queues, no function", () => {
    const filas = FILAS.map((f) => ({ ...f, consumidor: null }));
    const agendamentos = AGENDAMENTOS.map((a) => ({ ...a, handler: null }));
    const t = template(montar("dev", { filas, agendamentos, fluxo: null }).jobs);
    t.resourceCountIs("AWS::SQS::Queue", FILAS.length * 2);
    t.resourceCountIs("AWS::Lambda::Function", 0);
    t.resourceCountIs("AWS::Lambda::EventSourceMapping", 0);
    t.resourceCountIs("AWS::Events::Rule", 0);
  });

  it("wires a non-null consumer with partial batch failures, its batch size and a timeout within the visibility", () => {
    const filas: Fila[] = [
      { ...FILAS[0]!, consumidor: "boletos/jobs/consumidor" },
      { ...FILAS[1]!, consumidor: null },
    ];
    const agendamentos = AGENDAMENTOS.map((a) => ({ ...a, handler: null }));
    const { jobs } = montar("dev", { filas, agendamentos, fluxo: null });
    const t = template(jobs);
    t.resourceCountIs("AWS::Lambda::EventSourceMapping", 1);
    const [idQ] = filaPrincipal(t, filas[0]!);
    t.hasResourceProperties("AWS::Lambda::EventSourceMapping", {
      EventSourceArn: { "Fn::GetAtt": [idQ, "Arn"] },
      BatchSize: filas[0]!.tamanhoLote,
      FunctionResponseTypes: ["ReportBatchItemFailures"],
    });
    const [, fn] = unico(t, "AWS::Lambda::Function");
    expect(fn.Properties?.Timeout as number).toBeLessThanOrEqual(filas[0]!.visibilidadeSegundos / 6);
    expect(fn.Properties?.LoggingConfig).toBeDefined();
    // Least privilege: the table, the bucket and the provider choice; no queue to send to.
    const variaveis = (fn.Properties?.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(variaveis)).toEqual(expect.arrayContaining(["TABLE_NAME", "BUCKET_NAME", "BOLETOS_PROVEDOR"]));
    expect(Object.keys(variaveis).filter((v) => v.startsWith("QUEUE_URL_"))).toEqual([]);
    const politica = JSON.stringify(unico(t, "AWS::IAM::Policy")[1].Properties);
    expect(politica).not.toContain("sqs:SendMessage");
    expect(politica).not.toContain("dynamodb:Scan");
    expect(politica).toContain("s3:PutObject");
  });

  it("the declared boleto-jobs consumer is the slip consumer", () => {
    expect(FILAS.find((f) => f.nome === "boleto-jobs")?.consumidor).toBe("boletos/jobs/consumidor");
  });

  it("targets a non-null schedule handler from a daily cron rule in UTC", () => {
    const agendamentos = [{ ...AGENDAMENTOS[0]!, handler: "agenda/jobs/rotina-diaria" }];
    const filas = FILAS.map((f) => ({ ...f, consumidor: null }));
    const t = template(montar("dev", { agendamentos, filas, fluxo: null }).jobs);
    const { minute, hour } = agendamentos[0]!.cron;
    const [idFn] = unico(t, "AWS::Lambda::Function");
    t.hasResourceProperties("AWS::Events::Rule", {
      ScheduleExpression: `cron(${minute} ${hour} * * ? *)`,
      Targets: [Match.objectLike({ Arn: { "Fn::GetAtt": [idFn, "Arn"] } })],
    });
  });
});
