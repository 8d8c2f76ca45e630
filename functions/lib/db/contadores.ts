/** Per-company counters: sequential codes (brands, products…) and the counts plan limits use. */
import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { formatarCodigo } from "../ids";
import { db, tabela } from "./client";
import { chaves } from "./keys";

/** Next code of a sequence, e.g. proximoCodigo(empresaId, "marca") → "0011". Gaps are possible, repeats are not. */
export async function proximoCodigo(empresaId: string, sequencia: string): Promise<string> {
  const r = await db().send(
    new UpdateCommand({
      TableName: tabela(),
      Key: chaves.contador(empresaId, sequencia),
      UpdateExpression: "ADD valor :um SET entidade = :e",
      ExpressionAttributeValues: { ":um": 1, ":e": "contador" },
      ReturnValues: "UPDATED_NEW",
    }),
  );
  return formatarCodigo(Number(r.Attributes?.valor ?? 1));
}
