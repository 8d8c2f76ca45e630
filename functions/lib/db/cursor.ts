/**
 * Opaque list cursors (docs/api.md: `?limit=` and `next`/`?cursor=`). A cursor is the position of a
 * Query (table or index keys) sealed with AES-256-GCM: a client can neither read the keys (ids,
 * key layout) nor forge a position; any change to a cursor fails authentication and is a 400.
 * The key comes from CURSOR_SEGREDO (a secret generated at deploy; a new one per local stack);
 * a cursor is also only ever used inside a Query whose partition comes from the caller's company
 * and each list still checks the position it opens (defence in depth).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { ambiente } from "../env";
import { erroValidacao } from "../errors";

const cursorInvalido = () => erroValidacao({ cursor: "Cursor inválido" });

const IV = 12;
const TAG = 16;
let chaveProcesso: Buffer | undefined;

function chave(): Buffer {
  const { CURSOR_SEGREDO: segredo, APP_ENV } = ambiente();
  if (segredo) return createHash("sha256").update(`cursor:${segredo}`).digest();
  // Without a secret a key per process would break paging between two Lambda instances: only the
  // local stack's in-process tests may go without one.
  if (!["local", "test"].includes(APP_ENV)) throw new Error("CURSOR_SEGREDO ausente");
  return (chaveProcesso ??= randomBytes(32));
}

/** The sealed cursor of a position (base64url of IV ‖ ciphertext ‖ tag). */
export function selarCursor(posicao: Record<string, unknown>): string {
  const iv = randomBytes(IV);
  const cifra = createCipheriv("aes-256-gcm", chave(), iv);
  const corpo = Buffer.concat([cifra.update(JSON.stringify(posicao), "utf8"), cifra.final()]);
  return Buffer.concat([iv, corpo, cifra.getAuthTag()]).toString("base64url");
}

/** The position a cursor sealed, as an object; 400 'Cursor inválido' when it was not sealed here or was changed. */
export function abrirCursor(cursor: string): Record<string, unknown> {
  const bruto = Buffer.from(cursor, "base64url");
  if (bruto.length < IV + TAG + 2 || bruto.toString("base64url") !== cursor) throw cursorInvalido();
  let posicao: unknown;
  try {
    const decifra = createDecipheriv("aes-256-gcm", chave(), bruto.subarray(0, IV));
    decifra.setAuthTag(bruto.subarray(bruto.length - TAG));
    posicao = JSON.parse(Buffer.concat([decifra.update(bruto.subarray(IV, bruto.length - TAG)), decifra.final()]).toString("utf8"));
  } catch {
    throw cursorInvalido();
  }
  if (typeof posicao !== "object" || posicao === null || Array.isArray(posicao)) throw cursorInvalido();
  return posicao as Record<string, unknown>;
}

export function codificarCursor(chaveDynamo: Record<string, unknown> | undefined): string | undefined {
  return chaveDynamo ? selarCursor(chaveDynamo) : undefined;
}

/** The start key of a cursor whose partition attribute(s) belong to `pkEsperada`'s company. */
export function decodificarCursor(cursor: string | undefined, pkEsperada: string): Record<string, unknown> | undefined {
  if (!cursor) return undefined;
  const chaveDynamo = abrirCursor(cursor);
  const pks = Object.entries(chaveDynamo).filter(([k]) => k === "PK" || k.endsWith("PK"));
  if (!pks.length || !pks.some(([, v]) => typeof v === "string" && v.startsWith(pkEsperada))) throw cursorInvalido();
  return chaveDynamo;
}
