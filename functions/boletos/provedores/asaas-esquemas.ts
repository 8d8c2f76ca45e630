/**
 * What the Asaas API v3 answers, as its public documentation describes it, and the money on its
 * wire. Only the fields the adapter reads are declared; anything else in an answer is ignored, so
 * a field Asaas adds tomorrow changes nothing, while a field we rely on that comes missing or
 * mistyped fails the parse (a malformed answer, never a crash further on).
 */
import * as z from "zod/mini";
import { preguicoso } from "../../../shared/preguicoso";
import { ouNulo } from "../../../shared/zod";

/** Asaas' charge and customer ids ("pay_…", "cus_…"): opaque, underscores allowed since 2026. */
const Id = preguicoso(() => z.string().check(z.minLength(1), z.maxLength(100)));
const DataIso = preguicoso(() => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "data AAAA-MM-DD")));

/**
 * Centavos → the JSON number Asaas reads as reais. Written from the integer's digits
 * ("153.50" → 153.5), never by dividing: JSON.stringify prints a number's shortest round-trip
 * form, which for a decimal literal of up to 15 digits is that literal, so the wire carries the
 * exact amount.
 */
export function reaisParaAsaas(centavos: number): number {
  if (!Number.isSafeInteger(centavos) || centavos < 0) throw new RangeError(`Valor em centavos inválido: ${centavos}`);
  const texto = String(centavos).padStart(3, "0");
  return Number(`${texto.slice(0, -2)}.${texto.slice(-2)}`);
}

/**
 * Reais as Asaas wrote them → centavos, from the number's decimal form (153.5 → "153.5" →
 * 15350), so no float product can drift; null for anything that is not a non-negative amount
 * with at most two decimals.
 */
export function centavosDeAsaas(reais: number): number | null {
  if (!Number.isFinite(reais) || reais < 0) return null;
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(reais));
  if (!m) return null;
  const centavos = Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
  return Number.isSafeInteger(centavos) ? centavos : null;
}

// zod mini's transform gets the bare parse payload, without `addIssue`: the issue goes straight into
// its list (a custom issue on the value, with its own message).
const Dinheiro = preguicoso(() => z.pipe(z.number(), z.transform((v: number, ctx) => {
  const c = centavosDeAsaas(v);
  if (c === null) {
    ctx.issues.push({ code: "custom", message: "valor em reais com no máximo 2 casas", input: v });
    return z.NEVER;
  }
  return c;
})));

export const ClienteAsaas = preguicoso(() => z.object({
  id: Id,
  cpfCnpj: ouNulo(z.string()),
  externalReference: ouNulo(z.string()),
  deleted: z._default(z.optional(z.boolean()), false),
}));
export type ClienteAsaas = z.infer<typeof ClienteAsaas>;

export const CobrancaAsaas = preguicoso(() => z.object({
  id: Id,
  customer: z.string().check(z.minLength(1)),
  status: z.string().check(z.minLength(1)),
  /** Reais on the wire, centavos after the parse. What was charged (with the fees, once paid late). */
  value: Dinheiro,
  dueDate: DataIso,
  externalReference: ouNulo(z.string()),
  deleted: z._default(z.optional(z.boolean()), false),
  nossoNumero: ouNulo(z.string()),
  paymentDate: ouNulo(DataIso),
  clientPaymentDate: ouNulo(DataIso),
  confirmedDate: ouNulo(DataIso),
}));
export type CobrancaAsaas = z.infer<typeof CobrancaAsaas>;

export const listaAsaas = <T extends z.core.$ZodType>(item: T) =>
  z.object({ hasMore: z.boolean(), data: z.array(item) });

/** `GET /v3/payments/{id}/identificationField`: digits only; dots and spaces are dropped first. */
export const LinhaDigitavelAsaas = preguicoso(() => z.object({
  identificationField: z.pipe(z.transform((v: unknown) => (typeof v === "string" ? v.replace(/[\s.]/g, "") : v)), z.string().check(z.regex(/^\d{47}$/, "47 dígitos"))),
  nossoNumero: z.string().check(z.minLength(1), z.maxLength(40)),
  barCode: z.string().check(z.regex(/^\d{44}$/, "44 dígitos")),
}));

/** `GET /v3/payments/{id}/pixQrCode`: `payload` is the copy-and-paste BR Code. */
export const PixAsaas = preguicoso(() => z.object({
  payload: z.string().check(z.startsWith("000201", "BR Code começa por 000201"), z.maxLength(512)),
  encodedImage: z.string().check(z.minLength(1)),
  expirationDate: ouNulo(z.string()),
}));

export const ExclusaoAsaas = preguicoso(() => z.object({ deleted: z.boolean(), id: Id }));

/** The body of a 400: `{ errors: [{ code, description }] }`. */
export const ErrosAsaas = preguicoso(() => z.object({
  errors: z.array(z.object({ code: z.optional(z.string()), description: z.string().check(z.minLength(1)) })).check(z.minLength(1)),
}));

/** A webhook notice: one event per POST; `payment` is there for every PAYMENT_* event. */
export const EventoAsaas = preguicoso(() => z.object({
  id: z.string().check(z.minLength(1), z.maxLength(200)),
  event: z.string().check(z.minLength(1), z.maxLength(100)),
  payment: z.optional(CobrancaAsaas),
}));
export type EventoAsaas = z.infer<typeof EventoAsaas>;
