/**
 * The DynamoDB document client, one per process. Locally the endpoint points at DynamoDB Local
 * with fixed dummy credentials; in AWS the SDK's default chain is used.
 */
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient, TransactWriteCommand, type TransactWriteCommandInput } from "@aws-sdk/lib-dynamodb";
import { ambiente } from "../env";

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
    doc = DynamoDBDocumentClient.from(base, {
      marshallOptions: { removeUndefinedValues: true, convertEmptyValues: false },
    });
  }
  return doc;
}

export const tabela = (): string => ambiente().TABLE_NAME;

/**
 * Reasons a TransactWriteItems was cancelled, one per item in request order
 * ("ConditionalCheckFailed", "None", ...); empty when the error is not a cancellation.
 */
export function motivosCancelamento(erro: unknown): string[] {
  if (typeof erro !== "object" || erro === null) return [];
  const e = erro as { name?: string; CancellationReasons?: { Code?: string }[]; message?: string };
  if (e.name !== "TransactionCanceledException") return [];
  if (e.CancellationReasons) return e.CancellationReasons.map((r) => r.Code ?? "None");
  // DynamoDB Local sometimes only lists the reasons in the message: "[ConditionalCheckFailed, None]".
  const m = /\[([^\]]*)\]/.exec(e.message ?? "");
  return m?.[1] ? m[1].split(",").map((s) => s.trim()) : [];
}

/**
 * Runs one TransactWriteItems: [] when it committed; when DynamoDB cancelled it, the reason of each
 * item in request order, for the caller to map to its own conflict or not-found; anything else throws.
 */
export async function executarTransacao(itens: NonNullable<TransactWriteCommandInput["TransactItems"]>): Promise<string[]> {
  try {
    await db().send(new TransactWriteCommand({ TransactItems: itens }));
    return [];
  } catch (erro) {
    const motivos = motivosCancelamento(erro);
    if (!motivos.length) throw erro;
    return motivos;
  }
}

export const condicaoFalhou = (erro: unknown): boolean =>
  typeof erro === "object" && erro !== null && (erro as { name?: string }).name === "ConditionalCheckFailedException";
