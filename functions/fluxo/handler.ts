/**
 * The table's stream consumer (ARCHITECTURE.md, "DynamoDB"): keeps every aggregate exactly once
 * and is the outbox of the jobs. It lives in its own folder, not in a domain, because it serves
 * all of them: each domain says what its items add (its `agregados.ts`, through its index.ts),
 * and the jobs it queues belong to boletos and bloqueio. Deployed by infra/stacks/jobs-stack.ts
 * from shared/api/filas.ts (FLUXO_TABELA), run locally by scripts/local/fluxo.ts.
 *
 * Records are applied one after the other: in parallel they would race on the same aggregate
 * items (TransactionConflict). A failed record is reported in `batchItemFailures`; Lambda resends
 * from it, and the records after it that did apply are skipped by their dedupe items.
 */
import { BatchProcessor, EventType, processPartialResponse } from "@aws-lambda-powertools/batch";
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from "aws-lambda";
import { aplicarRegistro } from "./aplicar";

const processador = new BatchProcessor(EventType.DynamoDBStreams);

export const handler = async (evento: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> =>
  processPartialResponse(evento, aplicarRegistro, processador, { processInParallel: false });
