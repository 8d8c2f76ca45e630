/**
 * Job queues seen per company. Every test's boleto sale queues its slip jobs on the ONE shared
 * `boleto-jobs` queue; reading it would take other tests' messages. While a queue has no consumer
 * of its own (shared/api/filas.ts), the integration setup runs `repassarPorEmpresa` as its
 * consumer through the real local runner: each job goes on to a queue of its company, which only
 * that company's test reads (`trabalhosDaEmpresa`). A queue WITH a consumer runs it for real,
 * wrapped by `espelharPorEmpresa`: each message's first delivery is also copied to its company's
 * queue, so a test can still see which jobs were sent.
 */
import { CreateQueueCommand, DeleteMessageBatchCommand, GetQueueUrlCommand, ReceiveMessageCommand, SendMessageCommand, SQSClient } from "@aws-sdk/client-sqs";
import type { SQSBatchResponse, SQSEvent } from "aws-lambda";

const PREFIXO = "teste-por-empresa";

const cliente = () =>
  new SQSClient({ endpoint: process.env.SQS_ENDPOINT, region: "us-east-1", credentials: { accessKeyId: "l", secretAccessKey: "l" }, useQueueUrlAsEndpoint: false });

const nomeDaFila = (fila: string, empresaId: string) => `${PREFIXO}-${fila}-${empresaId}`.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 80);

export function repassarPorEmpresa(fila: string) {
  return async (evento: SQSEvent): Promise<SQSBatchResponse> => {
    const sqs = cliente();
    const falhas: { itemIdentifier: string }[] = [];
    for (const m of evento.Records) {
      try {
        const empresa = String((JSON.parse(m.body) as { empresa_id?: unknown }).empresa_id ?? "sem-empresa");
        const { QueueUrl } = await sqs.send(new CreateQueueCommand({ QueueName: nomeDaFila(fila, empresa) }));
        await sqs.send(new SendMessageCommand({ QueueUrl, MessageBody: m.body }));
      } catch {
        falhas.push({ itemIdentifier: m.messageId });
      }
    }
    sqs.destroy();
    return { batchItemFailures: falhas };
  };
}

type HandlerSqs = (evento: SQSEvent, contexto: unknown) => Promise<SQSBatchResponse | void>;

export function espelharPorEmpresa(fila: string, consumidor: HandlerSqs): HandlerSqs {
  const copiar = repassarPorEmpresa(fila);
  return async (evento, contexto) => {
    const primeiras = evento.Records.filter((m) => m.attributes.ApproximateReceiveCount === "1");
    if (primeiras.length) await copiar({ Records: primeiras });
    return consumidor(evento, contexto);
  };
}

const lidos = new Map<string, unknown[]>();

/** Every job of this company read so far from its queue (call it inside `expect.poll`). */
export async function trabalhosDaEmpresa(fila: string, empresaId: string): Promise<Record<string, unknown>[]> {
  const sqs = cliente();
  try {
    const nome = nomeDaFila(fila, empresaId);
    const url = await sqs.send(new GetQueueUrlCommand({ QueueName: nome })).then((r) => r.QueueUrl, () => undefined);
    if (!url) return [];
    const acumulados = lidos.get(nome) ?? [];
    for (;;) {
      const r = await sqs.send(new ReceiveMessageCommand({ QueueUrl: url, MaxNumberOfMessages: 10, WaitTimeSeconds: 0 }));
      const msgs = r.Messages ?? [];
      if (!msgs.length) break;
      acumulados.push(...msgs.map((m) => JSON.parse(m.Body ?? "{}")));
      await sqs.send(new DeleteMessageBatchCommand({ QueueUrl: url, Entries: msgs.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle! })) }));
    }
    lidos.set(nome, acumulados);
    return acumulados as Record<string, unknown>[];
  } finally {
    sqs.destroy();
  }
}
