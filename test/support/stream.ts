/**
 * DynamoDB Stream events as Lambda builds them (NEW_AND_OLD_IMAGES, images as wire JSON), for
 * calling the stream's consumers in-process. Each record gets a fresh eventID and a growing
 * sequence number; pass the same record again to model a redelivery.
 */
import { marshall } from "@aws-sdk/util-dynamodb";
import type { DynamoDBRecord, DynamoDBStreamEvent } from "aws-lambda";
import { novoId } from "../../functions/lib/ids";

let sequencia = 1000;

export function registro(evento: DynamoDBRecord["eventName"], antes?: Record<string, unknown>, depois?: Record<string, unknown>): DynamoDBRecord {
  const chave = depois ?? antes!;
  sequencia += 1;
  return {
    eventID: `teste-${novoId()}`,
    eventName: evento,
    eventVersion: "1.1",
    eventSource: "aws:dynamodb",
    awsRegion: "us-east-1",
    eventSourceARN: "arn:aws:dynamodb:us-east-1:000000000000:table/teste/stream/local",
    dynamodb: {
      Keys: marshall({ PK: chave.PK, SK: chave.SK }) as never,
      ...(antes ? { OldImage: marshall(antes, { removeUndefinedValues: true }) as never } : {}),
      ...(depois ? { NewImage: marshall(depois, { removeUndefinedValues: true }) as never } : {}),
      SequenceNumber: String(sequencia).padStart(21, "0"),
      SizeBytes: 100,
      StreamViewType: "NEW_AND_OLD_IMAGES",
    },
  };
}

export const evento = (...Records: DynamoDBRecord[]): DynamoDBStreamEvent => ({ Records });
