/**
 * How the simulated providers (the bank, the lock provider; never in AWS) sign their notices and
 * how the webhooks check them, the way real payment providers do (Stripe, Pagar.me): HMAC-SHA256 with a shared secret over `<timestamp>.<raw body>`,
 * sent as two headers. The timestamp bounds a replay of a captured notice to the window; the event
 * id (deduped by the webhook) makes a replay inside it harmless. Pure: no I/O, the clock is a parameter;
 * by default the machine's, not the business clock (shared/relogio.ts): a signature's window is not a business rule.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const CABECALHO_TIMESTAMP = "x-simulado-timestamp";
export const CABECALHO_ASSINATURA = "x-simulado-assinatura";
/** A notice older (or newer, clock skew) than this is refused. */
export const JANELA_ASSINATURA_SEGUNDOS = 300;

const hmac = (segredo: string, timestamp: string, corpo: string) =>
  createHmac("sha256", segredo).update(`${timestamp}.${corpo}`, "utf8").digest("hex");

/** The headers of a notice with body `corpo` sent at `agora`. */
export function assinarAviso(segredo: string, corpo: string, agora: Date = new Date()): Record<string, string> {
  if (!segredo) throw new Error("segredo do banco simulado não configurado");
  const timestamp = String(Math.floor(agora.getTime() / 1000));
  return { [CABECALHO_TIMESTAMP]: timestamp, [CABECALHO_ASSINATURA]: `v1=${hmac(segredo, timestamp, corpo)}` };
}

/** Header lookup regardless of case (API Gateway lower-cases them; a test or proxy may not). */
function cabecalho(headers: Record<string, string | undefined>, nome: string): string | undefined {
  const achado = Object.entries(headers).find(([k]) => k.toLowerCase() === nome);
  return achado?.[1];
}

/**
 * True only when the notice was signed with `segredo` over exactly these bytes within the window.
 * An empty secret authenticates nothing. The comparison takes the same time wherever the digests differ.
 */
export function avisoAutentico(segredo: string, headers: Record<string, string | undefined>, corpo: string, agora: Date = new Date()): boolean {
  if (!segredo) return false;
  const timestamp = cabecalho(headers, CABECALHO_TIMESTAMP)?.trim() ?? "";
  const assinatura = /^v1=([0-9a-f]{64})$/.exec(cabecalho(headers, CABECALHO_ASSINATURA)?.trim() ?? "")?.[1];
  if (!/^\d{1,12}$/.test(timestamp) || !assinatura) return false;
  if (Math.abs(Math.floor(agora.getTime() / 1000) - Number(timestamp)) > JANELA_ASSINATURA_SEGUNDOS) return false;
  const esperado = Buffer.from(hmac(segredo, timestamp, corpo), "hex");
  const recebido = Buffer.from(assinatura, "hex");
  return recebido.length === esperado.length && timingSafeEqual(recebido, esperado);
}
