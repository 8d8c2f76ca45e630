/**
 * The local queue runner on the real local SQS server: partial batch failures are honoured and a
 * message that keeps failing lands in the dead-letter queue after the configured retries.
 */
import { randomUUID } from "node:crypto";
import { CreateQueueCommand, GetQueueAttributesCommand, ReceiveMessageCommand, SendMessageCommand, SQSClient } from "@aws-sdk/client-sqs";
import type { SQSBatchResponse, SQSEvent } from "aws-lambda";
import { afterEach, describe, expect, it } from "vitest";
import { iniciarRunner, type Runner } from "../../scripts/local/runner";
import { ESPERA_FLUXO_MS } from "../support/fluxo";

const sqs = () =>
  new SQSClient({ endpoint: process.env.SQS_ENDPOINT, region: "us-east-1", credentials: { accessKeyId: "l", secretAccessKey: "l" }, useQueueUrlAsEndpoint: false });

async function filaComDlq(maxReceiveCount: number) {
  const c = sqs();
  const nome = `teste-${randomUUID().slice(0, 8)}`;
  const dlq = await c.send(new CreateQueueCommand({ QueueName: `${nome}-dlq` }));
  const { Attributes } = await c.send(new GetQueueAttributesCommand({ QueueUrl: dlq.QueueUrl!, AttributeNames: ["QueueArn"] }));
  const fila = await c.send(
    new CreateQueueCommand({
      QueueName: nome,
      Attributes: { VisibilityTimeout: "1", RedrivePolicy: JSON.stringify({ deadLetterTargetArn: Attributes!.QueueArn, maxReceiveCount }) },
    }),
  );
  return { url: fila.QueueUrl!, dlqUrl: dlq.QueueUrl!, arn: Attributes!.QueueArn!.replace("-dlq", "") };
}

let runner: Runner | undefined;
afterEach(async () => {
  await runner?.parar();
  runner = undefined;
});

describe("runner local das filas", () => {
  it("entrega os lotes ao consumidor, apaga os que deram certo e manda para a DLQ o que falhou em todas as tentativas", async () => {
    // Prepare
    const { url, dlqUrl, arn } = await filaComDlq(3);
    const entregas = new Map<string, number>();
    const consumidor = async (evento: SQSEvent): Promise<SQSBatchResponse> => {
      const falhas = [];
      for (const r of evento.Records) {
        entregas.set(r.body, (entregas.get(r.body) ?? 0) + 1);
        if (r.body.startsWith("falhar")) falhas.push({ itemIdentifier: r.messageId });
      }
      return { batchItemFailures: falhas };
    };
    runner = iniciarRunner(process.env.SQS_ENDPOINT!, [{ fila: "teste", url, arn, tamanhoLote: 10, handler: consumidor }]);
    // Act
    const c = sqs();
    for (const corpo of ["ok-1", "falhar-1", "ok-2"]) await c.send(new SendMessageCommand({ QueueUrl: url, MessageBody: corpo }));
    // Assess
    await expect.poll(() => entregas.get("falhar-1") ?? 0, { timeout: ESPERA_FLUXO_MS, interval: 200 }).toBe(3);
    await expect
      .poll(
        async () => {
          const r = await c.send(new ReceiveMessageCommand({ QueueUrl: dlqUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 1 }));
          return (r.Messages ?? []).map((m) => m.Body);
        },
        { timeout: ESPERA_FLUXO_MS, interval: 300 },
      )
      .toEqual(["falhar-1"]);
    expect(entregas.get("ok-1")).toBe(1);
    expect(entregas.get("ok-2")).toBe(1);
  });

  it("um consumidor que lança erro falha o lote inteiro, que volta para a fila", async () => {
    const { url, arn } = await filaComDlq(5);
    let chamadas = 0;
    const recebidos: string[] = [];
    runner = iniciarRunner(process.env.SQS_ENDPOINT!, [
      {
        fila: "teste",
        url,
        arn,
        tamanhoLote: 10,
        handler: async (evento) => {
          chamadas += 1;
          if (chamadas === 1) throw new Error("provedor fora do ar");
          recebidos.push(...evento.Records.map((r) => r.body));
        },
      },
    ]);
    await sqs().send(new SendMessageCommand({ QueueUrl: url, MessageBody: "parcela-1" }));
    await expect.poll(() => recebidos, { timeout: ESPERA_FLUXO_MS, interval: 200 }).toEqual(["parcela-1"]);
    expect(chamadas).toBe(2);
  });
});
