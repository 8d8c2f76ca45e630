/**
 * The business clock: what "now" is for every rule of the product — today's date, the hours a
 * customer may be reached, due dates and grace days, when a command or a message was made. Every
 * rule asks it (or takes an `agora` its caller got from it), never `new Date()`.
 *
 * In AWS and under `npm start` it is the machine's clock. A test stack pins it
 * (test/support/relogio.ts): the stack and every test worker get the same
 * `RELOGIO_DESLOCAMENTO_MS`, the distance from the machine's clock to the instant the tests chose,
 * so the suite runs on the same day and hour whenever and wherever it runs (issue 36 item 1). The
 * variable is honoured only where APP_ENV is "local" or "test": no deployed stage can move it.
 * In the browser it is the page's clock (the end-to-end tests pin Chromium's to the same instant).
 *
 * What is not a business rule stays on the machine's clock: token expiry, signatures and their
 * tolerance, presigned links, time-outs, retry pauses, DynamoDB TTLs.
 */

/** The environment variable a test stack sets (milliseconds, may be negative). */
export const VARIAVEL_DESLOCAMENTO = "RELOGIO_DESLOCAMENTO_MS";

interface ProcessoMinimo {
  env?: Record<string, string | undefined>;
}

function deslocamentoMs(): number {
  const env = (globalThis as { process?: ProcessoMinimo }).process?.env;
  const bruto = env?.[VARIAVEL_DESLOCAMENTO];
  if (!bruto || (env?.APP_ENV !== "local" && env?.APP_ENV !== "test")) return 0;
  const n = Number(bruto);
  return Number.isFinite(n) ? n : 0;
}

/** Now, in milliseconds since the epoch, on the business clock. */
export function agoraMs(): number {
  return Date.now() + deslocamentoMs();
}

/** Now on the business clock. */
export function agora(): Date {
  return new Date(agoraMs());
}

/** Now on the business clock, as an ISO instant (UTC). */
export function agoraIso(): string {
  return agora().toISOString();
}

/** The distance from the machine's clock that pins the business clock at `instante` from now on. */
export function deslocamentoPara(instante: Date, maquina: number = Date.now()): number {
  return instante.getTime() - maquina;
}
