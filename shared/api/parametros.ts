/**
 * Schemas of the path parameters of the route table, by parameter name, and of the ids a body
 * points at. Every id of this API is a ULID (functions/lib/ids.ts): 26 characters of Crockford
 * base32, upper case as generated. Anything else cannot name a record, so the HTTP chain
 * answers 404 before any read (docs/api.md: missing and foreign look the same), and a body id longer
 * than any id is a 400 that never reaches a key.
 */
import * as z from "../zod";

export const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;
/** Room for a ULID and any id scheme a future item type may use; never a 100 KB key. */
export const TAMANHO_MAXIMO_ID = 64;

export const IdUlid = z.string().check(z.regex(ULID));

/** An instalment's id is its contract's ULID and its number: `<ULID>-07` (functions/vendas/domain.ts idParcela). */
export const ID_PARCELA = /^([0-9A-HJKMNP-TV-Z]{26})-(\d{2})$/;
export const IdParcela = z.string().check(z.regex(ID_PARCELA));
/** The contract and number an instalment id names, or undefined. */
export function lerIdParcela(id: string): { contratoId: string; numero: number } | undefined {
  const m = ID_PARCELA.exec(id);
  return m ? { contratoId: m[1]!, numero: Number(m[2]) } : undefined;
}

/**
 * One schema per `{name}` used in shared/api/routes.ts. The chain refuses to load a domain
 * whose routes name a parameter missing here, so a new parameter must choose its schema.
 */
export const PARAMETROS_CAMINHO: Readonly<Record<string, z.ZodMiniType<string>>> = {
  id: IdUlid,
  /** POST /api/parcelas/{parcelaId}/pagar, GET …/boleto (docs/api.md writes it `{id}`: the same segment). */
  parcelaId: IdParcela,
  /** POST /api/webhooks/boletos/{provider}: a provider's name. */
  provider: z.string().check(z.regex(/^[a-z][a-z0-9-]{1,30}$/)),
  /** GET /api/portal/boletos/{token}: 128 random bits, base64url (functions/portal/links.ts). */
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{22}$/)),
};

/** Names of the `{params}` of a route path. */
export const parametrosDoCaminho = (caminho: string): string[] => [...caminho.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/** An id in a body: blank → the field's "required" text; longer than any id → "not found" (400). */
export const idReferencia = (obrigatorio: string, naoEncontrado: string) =>
  z.string({ error: obrigatorio }).check(z.trim(), z.minLength(1, obrigatorio), z.maxLength(TAMANHO_MAXIMO_ID, naoEncontrado));
