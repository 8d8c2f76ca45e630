/**
 * Opaque list cursors (API.md: `?limit=` and `next`/`?cursor=`). The cursor is the DynamoDB
 * LastEvaluatedKey, base64url-encoded; a cursor is only ever used inside a Query whose partition
 * key comes from the caller's company, so a foreign cursor cannot read another company's data
 * (DynamoDB rejects a start key outside the queried partition; we answer 400 before that).
 */
import { erroValidacao } from "../errors";

export function codificarCursor(chave: Record<string, unknown> | undefined): string | undefined {
  return chave ? Buffer.from(JSON.stringify(chave)).toString("base64url") : undefined;
}

export function decodificarCursor(cursor: string | undefined, pkEsperada: string): Record<string, unknown> | undefined {
  if (!cursor) return undefined;
  try {
    const chave = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as Record<string, unknown>;
    const pks = Object.entries(chave).filter(([k]) => k === "PK" || k.endsWith("PK"));
    if (typeof chave !== "object" || !pks.length || !pks.some(([, v]) => typeof v === "string" && v.startsWith(pkEsperada))) throw new Error();
    return chave;
  } catch {
    throw erroValidacao({ cursor: "Cursor inválido" });
  }
}
