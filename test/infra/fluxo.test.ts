/** The table's stream and its one consumer (aggregates exactly once, the jobs outbox). */
import { Match } from "aws-cdk-lib/assertions";
import { describe, expect, it } from "vitest";
import { FLUXO_TABELA } from "../../shared/api/filas";
import { montar, recursos, template, unico } from "./support";

type Declaracao = { Action: string | string[]; Resource: unknown; Effect: string };

function consumidor(ambiente: "dev" | "prod" = "prod") {
  const t = template(montar(ambiente).jobs);
  const [idFn, fn] = recursos(t, "AWS::Lambda::Function").find(([id]) => id.startsWith("ConsumidorFluxo"))!;
  const [, politica] = recursos(t, "AWS::IAM::Policy").find(([id]) => id.startsWith("ConsumidorFluxo"))!;
  const declaracoes = (politica.Properties!.PolicyDocument as { Statement: Declaracao[] }).Statement;
  return { t, idFn, fn, declaracoes };
}

const acoes = (d: Declaracao) => (Array.isArray(d.Action) ? d.Action : [d.Action]);

describe("stream da tabela e seu consumidor", () => {
  it("liga o stream da tabela com as imagens antiga e nova", () => {
    const t = template(montar("prod").data);
    const [, tabela] = unico(t, "AWS::DynamoDB::Table");
    expect(tabela.Properties?.StreamSpecification).toEqual({ StreamViewType: "NEW_AND_OLD_IMAGES" });
  });

  it("consome o stream desde TRIM_HORIZON com falhas parciais, bisseção, tentativas e idade limitadas e DLQ", () => {
    const { t, idFn } = consumidor();
    const [, mapeamento] = recursos(t, "AWS::Lambda::EventSourceMapping").find(([, m]) => JSON.stringify(m.Properties?.FunctionName).includes(idFn))!;
    expect(mapeamento.Properties).toMatchObject({
      StartingPosition: "TRIM_HORIZON",
      BatchSize: FLUXO_TABELA.tamanhoLote,
      MaximumBatchingWindowInSeconds: FLUXO_TABELA.janelaSegundos,
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: FLUXO_TABELA.tentativas,
      MaximumRecordAgeInSeconds: FLUXO_TABELA.idadeMaximaSegundos,
      FunctionResponseTypes: ["ReportBatchItemFailures"],
    });
    expect(FLUXO_TABELA.tentativas).toBeGreaterThan(0);
    expect(FLUXO_TABELA.idadeMaximaSegundos).toBeLessThan(24 * 3600);
    expect(JSON.stringify(mapeamento.Properties?.EventSourceArn)).toContain("StreamArn");
    const destino = (mapeamento.Properties?.DestinationConfig as { OnFailure: { Destination: { "Fn::GetAtt": [string, string] } } }).OnFailure.Destination;
    const idDlq = destino["Fn::GetAtt"][0];
    expect(idDlq).toMatch(/^FluxoDlq/);
    t.hasResource("AWS::SQS::Queue", { Properties: Match.objectLike({ MessageRetentionPeriod: 14 * 24 * 3600 }), DeletionPolicy: "Retain" });
    expect(t.toJSON().Resources[idDlq].Properties.MessageRetentionPeriod).toBe(14 * 24 * 3600);
  });

  it("dá ao consumidor só a tabela (sem Scan), o stream e o envio para boleto-jobs, lock-jobs, mensagens-jobs e sua DLQ", () => {
    const { fn, declaracoes } = consumidor();
    const variaveis = Object.keys((fn.Properties?.Environment as { Variables: Record<string, unknown> }).Variables).sort();
    expect(variaveis).toEqual(["APP_ENV", "QUEUE_URL_BOLETO_JOBS", "QUEUE_URL_LOCK_JOBS", "QUEUE_URL_MENSAGENS_JOBS", "TABLE_NAME"]);
    const todas = declaracoes.flatMap(acoes);
    expect(todas).not.toContain("dynamodb:Scan");
    expect(todas.some((a) => a.startsWith("s3:") || a.startsWith("cognito-idp:"))).toBe(false);
    expect(todas).toEqual(expect.arrayContaining(["dynamodb:UpdateItem", "dynamodb:PutItem", "dynamodb:GetRecords", "dynamodb:GetShardIterator", "dynamodb:DescribeStream"]));
    const filasComEnvio = declaracoes
      .filter((d) => acoes(d).includes("sqs:SendMessage"))
      .map((d) => (d.Resource as { "Fn::GetAtt": [string, string] })["Fn::GetAtt"][0])
      .sort();
    expect(filasComEnvio).toHaveLength(4);
    expect(filasComEnvio[0]).toMatch(/^FilaboletojobsFila/);
    expect(filasComEnvio[1]).toMatch(/^FilalockjobsFila/);
    expect(filasComEnvio[2]).toMatch(/^FilamensagensjobsFila/);
    expect(filasComEnvio[3]).toMatch(/^FluxoDlq/);
    expect(todas.some((a) => a.startsWith("sqs:") && !["sqs:SendMessage", "sqs:GetQueueAttributes", "sqs:GetQueueUrl"].includes(a))).toBe(false);
  });

  it("sem consumidor declarado não cria função nem mapeamento do stream", () => {
    const t = template(montar("dev", { fluxo: null }).jobs);
    expect(recursos(t, "AWS::Lambda::Function").filter(([id]) => id.startsWith("ConsumidorFluxo"))).toEqual([]);
    expect(recursos(t, "AWS::SQS::Queue").filter(([id]) => id.startsWith("FluxoDlq"))).toEqual([]);
  });
});
