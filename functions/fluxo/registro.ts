/**
 * A DynamoDB Stream record as the consumer needs it: the item before and after the change (plain
 * objects) and its company. Lambda and the local poller deliver the same JSON shape.
 */
import type { AttributeValue } from "@aws-sdk/client-dynamodb";
import { unmarshall } from "@aws-sdk/util-dynamodb";
import type { DynamoDBBatchResponse, DynamoDBRecord } from "aws-lambda";
import { empresaDaPk } from "../lib/db/keys";

export type Imagem = Record<string, unknown>;

export interface Registro {
  /** Unique per stream record: the dedupe key of "applied exactly once". */
  eventId: string;
  evento: "INSERT" | "MODIFY" | "REMOVE";
  empresaId: string | undefined;
  antes: Imagem | undefined;
  depois: Imagem | undefined;
}

// The Lambda event's AttributeValue is the wire JSON ({ S: "…" }, { N: "…" }, …), the same members
// the SDK's union type names; only binary differs (base64 text vs. bytes) and the table stores none.
const lerImagem = (imagem: Record<string, unknown> | undefined): Imagem | undefined =>
  imagem ? unmarshall(imagem as Record<string, AttributeValue>) : undefined;

export function lerRegistro(r: DynamoDBRecord): Registro {
  if (!r.eventID || !r.eventName) throw new Error("registro do stream sem eventID ou eventName");
  const antes = lerImagem(r.dynamodb?.OldImage);
  const depois = lerImagem(r.dynamodb?.NewImage);
  return { eventId: r.eventID, evento: r.eventName, empresaId: empresaDaPk((depois ?? antes)?.PK), antes, depois };
}

/** What `batchItemFailures` names for a stream record (Powertools does the same). */
export const seqDoRegistro = (r: DynamoDBRecord): string => r.dynamodb?.SequenceNumber ?? r.eventID ?? "";

/** A batch's failures in stream order, each once: Lambda resends from the lowest sequence number. */
export function resposta(registros: readonly DynamoDBRecord[], falhas: ReadonlySet<string>): DynamoDBBatchResponse {
  const ordem = registros.map(seqDoRegistro).filter((s, i, todos) => falhas.has(s) && todos.indexOf(s) === i);
  return { batchItemFailures: ordem.map((itemIdentifier) => ({ itemIdentifier })) };
}
