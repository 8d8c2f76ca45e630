/**
 * The local stand-in for SQS → Lambda event source mappings: long-polls each queue that has a
 * consumer, calls the real consumer with an SQS event, and deletes only the messages the consumer
 * did not report in `batchItemFailures` (partial batch failures). Failed messages come back after
 * the visibility timeout and, past the queue's maxReceiveCount, move to its DLQ — done by the
 * SQS server itself, exactly as in AWS.
 */
import { DeleteMessageBatchCommand, ReceiveMessageCommand, SQSClient, type Message } from "@aws-sdk/client-sqs";
import type { SQSBatchResponse, SQSEvent } from "aws-lambda";

export interface Consumidor {
  fila: string;
  url: string;
  arn: string;
  tamanhoLote: number;
  /** Pollers of this queue at once (the queue's `concorrencia`, as Lambda would run invocations); default 1. */
  concorrencia?: number;
  handler: (evento: SQSEvent, contexto: unknown) => Promise<SQSBatchResponse | void>;
}

export interface Runner {
  parar(): Promise<void>;
}

function eventoSqs(mensagens: Message[], arn: string): SQSEvent {
  return {
    Records: mensagens.map((m) => ({
      messageId: m.MessageId!,
      receiptHandle: m.ReceiptHandle!,
      body: m.Body ?? "",
      attributes: {
        ApproximateReceiveCount: m.Attributes?.ApproximateReceiveCount ?? "1",
        SentTimestamp: m.Attributes?.SentTimestamp ?? String(Date.now()),
        SenderId: "local",
        ApproximateFirstReceiveTimestamp: m.Attributes?.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
      },
      messageAttributes: {},
      md5OfBody: m.MD5OfBody ?? "",
      eventSource: "aws:sqs",
      eventSourceARN: arn,
      awsRegion: "us-east-1",
    })),
  };
}

export function iniciarRunner(sqsEndpoint: string, consumidores: Consumidor[]): Runner {
  const sqs = new SQSClient({
    endpoint: sqsEndpoint,
    region: "us-east-1",
    credentials: { accessKeyId: "local", secretAccessKey: "local" },
    useQueueUrlAsEndpoint: false,
  });
  let ativo = true;
  const laco = async (c: Consumidor) => {
    while (ativo) {
      try {
        const { Messages = [] } = await sqs.send(
          new ReceiveMessageCommand({ QueueUrl: c.url, MaxNumberOfMessages: c.tamanhoLote, WaitTimeSeconds: 1, MessageSystemAttributeNames: ["All"] }),
        );
        if (!Messages.length || !ativo) continue;
        let falhas = new Set<string>();
        try {
          const r = await c.handler(eventoSqs(Messages, c.arn), { awsRequestId: `local-${Date.now()}`, functionName: `erp-local-${c.fila}` });
          falhas = new Set((r?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
        } catch (erro) {
          // A thrown error fails the whole batch, as Lambda does.
          console.error(`[runner] ${c.fila}: consumidor falhou`, erro);
          falhas = new Set(Messages.map((m) => m.MessageId!));
        }
        const concluidas = Messages.filter((m) => !falhas.has(m.MessageId!));
        if (concluidas.length) {
          await sqs.send(
            new DeleteMessageBatchCommand({
              QueueUrl: c.url,
              Entries: concluidas.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle! })),
            }),
          );
        }
      } catch (erro) {
        if (ativo) {
          console.error(`[runner] ${c.fila}:`, (erro as Error).message);
          await new Promise((r) => setTimeout(r, 500));
        }
      }
    }
  };
  const lacos = consumidores.flatMap((c) => Array.from({ length: Math.max(1, c.concorrencia ?? 1) }, () => laco(c)));
  return {
    parar: async () => {
      ativo = false;
      await Promise.allSettled(lacos);
      sqs.destroy();
    },
  };
}
