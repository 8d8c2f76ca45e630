/**
 * One job queue and its dead-letter queue. A message that a consumer fails `maxTentativas`
 * times moves to the DLQ and stays there 14 days (the SQS maximum) for inspection and redrive;
 * consumers are idempotent, so a redrive never issues a second slip or lock command.
 */
import { Duration, type RemovalPolicy } from "aws-cdk-lib";
import { Queue, QueueEncryption } from "aws-cdk-lib/aws-sqs";
import { Construct } from "constructs";
import type { Fila } from "../../shared/api/filas";

export interface JobQueueProps {
  fila: Pick<Fila, "maxTentativas" | "visibilidadeSegundos" | "fifo">;
  remocao: RemovalPolicy;
}

export class JobQueue extends Construct {
  readonly fila: Queue;
  readonly dlq: Queue;

  constructor(scope: Construct, id: string, { fila, remocao }: JobQueueProps) {
    super(scope, id);
    // A FIFO queue's DLQ must be FIFO too; each message carries its own deduplication id (the job's id).
    const fifo = fila.fifo ? { fifo: true, contentBasedDeduplication: false } : {};
    this.dlq = new Queue(this, "Dlq", {
      ...fifo,
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      removalPolicy: remocao,
    });
    this.fila = new Queue(this, "Fila", {
      ...fifo,
      // Must cover the consumer's timeout (jobs-stack keeps the timeout at a sixth of it).
      visibilityTimeout: Duration.seconds(fila.visibilidadeSegundos),
      deadLetterQueue: { queue: this.dlq, maxReceiveCount: fila.maxTentativas },
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      removalPolicy: remocao,
    });
  }
}
