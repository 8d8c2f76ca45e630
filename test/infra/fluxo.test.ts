/** The table's stream and its two consumers: the aggregates exactly once, and the jobs outbox on a path of its own. */
import { Match } from "aws-cdk-lib/assertions";
import { describe, expect, it } from "vitest";
import { CONSUMIDORES_FLUXO, FLUXO_SAIDAS, FLUXO_TABELA } from "../../shared/api/filas";
import { variavelDaFila } from "../../infra/constructs/node-function";
import { montar, recursos, template, unico } from "./support";

type Declaracao = { Action: string | string[]; Resource: unknown; Effect: string };

/** The function built for a consumer: `ConsumidorFluxo` (aggregates, the id it had alone) or `ConsumidorFluxoSaidas`. */
function consumidor(prefixo: "ConsumidorFluxo" | "ConsumidorFluxoSaidas", ambiente: "dev" | "prod" = "prod") {
  const t = template(montar(ambiente).jobs);
  const doConsumidor = ([id]: [string, unknown]) => id.startsWith(prefixo) && !(prefixo === "ConsumidorFluxo" && id.startsWith("ConsumidorFluxoSaidas"));
  const [idFn, fn] = recursos(t, "AWS::Lambda::Function").find(doConsumidor)!;
  const [, politica] = recursos(t, "AWS::IAM::Policy").find(doConsumidor)!;
  const declaracoes = (politica.Properties!.PolicyDocument as { Statement: Declaracao[] }).Statement;
  const [, mapeamento] = recursos(t, "AWS::Lambda::EventSourceMapping").find(([, m]) => JSON.stringify(m.Properties?.FunctionName).includes(idFn))!;
  return { t, idFn, fn, declaracoes, mapeamento };
}

const acoes = (d: Declaracao) => (Array.isArray(d.Action) ? d.Action : [d.Action]);
const CASOS = [
  { nome: "agregados", prefixo: "ConsumidorFluxo", config: FLUXO_TABELA, dlq: /^FluxoDlq/ },
  { nome: "saídas", prefixo: "ConsumidorFluxoSaidas", config: FLUXO_SAIDAS, dlq: /^FluxoSaidasDlq/ },
] as const;

describe("stream da tabela e seus consumidores", () => {
  it("liga o stream da tabela com as imagens antiga e nova", () => {
    const t = template(montar("prod").data);
    const [, tabela] = unico(t, "AWS::DynamoDB::Table");
    expect(tabela.Properties?.StreamSpecification).toEqual({ StreamViewType: "NEW_AND_OLD_IMAGES" });
  });

  it("tem dois consumidores no mesmo stream, o máximo que a AWS recomenda por shard", () => {
    const t = template(montar("prod").jobs);
    const mapeamentos = recursos(t, "AWS::Lambda::EventSourceMapping").filter(([, m]) => JSON.stringify(m.Properties?.EventSourceArn).includes("StreamArn"));
    expect(mapeamentos).toHaveLength(2);
    expect(new Set(mapeamentos.map(([, m]) => JSON.stringify(m.Properties?.EventSourceArn))).size).toBe(1);
    expect(CONSUMIDORES_FLUXO.map((c) => c.handler)).toEqual(["fluxo/handler", "fluxo/saidas-handler"]);
    expect(() => montar("dev", { fluxo: [FLUXO_TABELA, FLUXO_SAIDAS, { ...FLUXO_SAIDAS, nome: "saidas" }] })).toThrow(/no máximo dois/);
  });

  it.each(CASOS)("consome o stream ($nome) desde TRIM_HORIZON com falhas parciais, bisseção, tentativas e idade limitadas e DLQ própria", ({ prefixo, config, dlq }) => {
    const { t, mapeamento } = consumidor(prefixo);
    expect(mapeamento.Properties).toMatchObject({
      StartingPosition: "TRIM_HORIZON",
      BatchSize: config.tamanhoLote,
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: config.tentativas,
      MaximumRecordAgeInSeconds: config.idadeMaximaSegundos,
      FunctionResponseTypes: ["ReportBatchItemFailures"],
    });
    expect(mapeamento.Properties?.MaximumBatchingWindowInSeconds ?? 0).toBe(config.janelaSegundos);
    expect(config.tentativas).toBeGreaterThan(0);
    expect(config.idadeMaximaSegundos).toBeLessThan(24 * 3600);
    expect(JSON.stringify(mapeamento.Properties?.EventSourceArn)).toContain("StreamArn");
    const destino = (mapeamento.Properties?.DestinationConfig as { OnFailure: { Destination: { "Fn::GetAtt": [string, string] } } }).OnFailure.Destination;
    const idDlq = destino["Fn::GetAtt"][0];
    expect(idDlq).toMatch(dlq);
    t.hasResource("AWS::SQS::Queue", { Properties: Match.objectLike({ MessageRetentionPeriod: 14 * 24 * 3600 }), DeletionPolicy: "Retain" });
    expect(t.toJSON().Resources[idDlq].Properties.MessageRetentionPeriod).toBe(14 * 24 * 3600);
  });

  it("dá ao consumidor dos agregados só a tabela (sem Scan), o stream e sua DLQ: nenhuma fila de trabalhos", () => {
    const { fn, declaracoes } = consumidor("ConsumidorFluxo");
    const variaveis = Object.keys((fn.Properties?.Environment as { Variables: Record<string, unknown> }).Variables).sort();
    expect(variaveis).toEqual(["APP_ENV", "TABLE_NAME"]);
    const todas = declaracoes.flatMap(acoes);
    expect(todas).not.toContain("dynamodb:Scan");
    expect(todas.some((a) => a.startsWith("s3:") || a.startsWith("cognito-idp:"))).toBe(false);
    expect(todas).toEqual(expect.arrayContaining(["dynamodb:UpdateItem", "dynamodb:PutItem", "dynamodb:BatchGetItem", "dynamodb:GetRecords", "dynamodb:GetShardIterator", "dynamodb:DescribeStream"]));
    const filasComEnvio = declaracoes.filter((d) => acoes(d).includes("sqs:SendMessage")).map((d) => (d.Resource as { "Fn::GetAtt": [string, string] })["Fn::GetAtt"][0]);
    expect(filasComEnvio).toHaveLength(1);
    expect(filasComEnvio[0]).toMatch(/^FluxoDlq/);
  });

  it("dá ao consumidor das saídas só a tabela (sem Scan), o stream e o envio para as filas de FLUXO_SAIDAS (boleto-jobs, lock-jobs) e sua DLQ", () => {
    const { fn, declaracoes } = consumidor("ConsumidorFluxoSaidas");
    expect(FLUXO_SAIDAS.filas).toEqual(expect.arrayContaining(["boleto-jobs", "lock-jobs"]));
    const variaveis = Object.keys((fn.Properties?.Environment as { Variables: Record<string, unknown> }).Variables).sort();
    expect(variaveis).toEqual(["APP_ENV", "TABLE_NAME", ...FLUXO_SAIDAS.filas.map(variavelDaFila)].sort());
    const todas = declaracoes.flatMap(acoes);
    expect(todas).not.toContain("dynamodb:Scan");
    expect(todas.some((a) => a.startsWith("s3:") || a.startsWith("cognito-idp:"))).toBe(false);
    expect(todas).toEqual(expect.arrayContaining(["dynamodb:BatchGetItem", "dynamodb:BatchWriteItem", "dynamodb:GetRecords", "dynamodb:GetShardIterator", "dynamodb:DescribeStream"]));
    const filasComEnvio = declaracoes
      .filter((d) => acoes(d).includes("sqs:SendMessage"))
      .map((d) => (d.Resource as { "Fn::GetAtt": [string, string] })["Fn::GetAtt"][0])
      .sort();
    const esperadas = [...FLUXO_SAIDAS.filas.map((f) => new RegExp(`^Fila${f.replace(/-/g, "")}Fila`)), /^FluxoSaidasDlq/];
    expect(filasComEnvio).toHaveLength(esperadas.length);
    for (const e of esperadas) expect(filasComEnvio.filter((id) => e.test(id)), String(e)).toHaveLength(1);
    expect(todas.some((a) => a.startsWith("sqs:") && !["sqs:SendMessage", "sqs:GetQueueAttributes", "sqs:GetQueueUrl"].includes(a))).toBe(false);
  });

  it("sem consumidor declarado não cria função nem mapeamento do stream", () => {
    const t = template(montar("dev", { fluxo: null }).jobs);
    expect(recursos(t, "AWS::Lambda::Function").filter(([id]) => id.startsWith("ConsumidorFluxo"))).toEqual([]);
    expect(recursos(t, "AWS::SQS::Queue").filter(([id]) => id.startsWith("Fluxo"))).toEqual([]);
  });
});
