/**
 * The DynamoDB document client, one per process. Locally the endpoint points at DynamoDB Local
 * with fixed dummy credentials; in AWS the SDK's default chain is used.
 */
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { ambiente } from "../env";
import { exigirTempo } from "../prazo";

let doc: DynamoDBDocumentClient | undefined;
let endpointAtual: string | undefined;

export function db(): DynamoDBDocumentClient {
  const env = ambiente();
  if (!doc || endpointAtual !== env.DYNAMODB_ENDPOINT) {
    endpointAtual = env.DYNAMODB_ENDPOINT;
    const base = new DynamoDBClient({
      region: env.AWS_REGION,
      ...(env.DYNAMODB_ENDPOINT
        ? { endpoint: env.DYNAMODB_ENDPOINT, credentials: { accessKeyId: "local", secretAccessKey: "local" } }
        : {}),
    });
    // The cost bench only (test/bench/custo.ts; never set in AWS): each call's consumed capacity, reported (./medicao, a lazy chunk).
    if (process.env.ERP_MEDIR_CAPACIDADE === "1") {
      base.middlewareStack.add((next, contexto) => async (args) => (await import("./medicao")).medirChamada(next as never, contexto, args) as never, { step: "initialize", name: "medirCapacidadeBench" });
    }
    // A request whose time is over (functions/lib/prazo.ts) sends nothing more.
    base.middlewareStack.add(
      (next) => async (args) => {
        exigirTempo();
        return next(args);
      },
      { step: "initialize", name: "prazoDaRequisicao" },
    );
    doc = DynamoDBDocumentClient.from(base, {
      marshallOptions: { removeUndefinedValues: true, convertEmptyValues: false },
    });
  }
  return doc;
}

export const tabela = (): string => ambiente().TABLE_NAME;

/** A single conditional write (Put/Update/Delete outside a transaction) whose condition failed. */
export const condicaoFalhou = (erro: unknown): boolean =>
  typeof erro === "object" && erro !== null && (erro as { name?: string }).name === "ConditionalCheckFailedException";
