/**
 * A 503 says "try again shortly": the API answers it, with `Retry-After`, when a store it depends
 * on could not be reached or is shedding load (functions/lib/indisponivel.ts), and a webhook whose
 * notice must come again. The SPA's API client (frontend/src/lib/api-client.ts) asks again after
 * the time it says, a bounded number of times, before showing the error; the load-and-fault run
 * (test/carga) asks the same way.
 *
 * Every method is asked again, writes included: the API answers 503 only when its store failed, and
 * the AWS SDK had already repeated the same write on those very errors before giving up, so a
 * write repeated here is one more of the same — the API's writes are conditional (an IMEI sells once,
 * an instalment is paid once, a sale is cancelled once), a repeat is refused, never doubled.
 */

/** What the API sends in `Retry-After` with a 503 (seconds). */
export const RETRY_AFTER_SEGUNDOS = 2;
/** Asks again at most this many times after the first 503. */
export const REPETICOES_503 = 4;
/** Never waits longer than this for one repetition, whatever the header says. */
const ESPERA_MAXIMA_MS = 15_000;
const ESPERA_MINIMA_MS = 250;

/** `Retry-After` in ms: delay-seconds or an HTTP date (RFC 9110 §10.2.3); null when absent or unreadable. */
export function lerRetryAfter(valor: string | null | undefined, agora: number = Date.now()): number | null {
  const v = valor?.trim();
  if (!v) return null;
  if (/^\d+$/.test(v)) return Number(v) * 1000;
  // An HTTP date names its weekday and month ("Fri, 27 Nov 2026 12:00:03 GMT"); "-1" is no date.
  if (!/[a-z]/i.test(v)) return null;
  const data = Date.parse(v);
  return Number.isNaN(data) ? null : Math.max(0, data - agora);
}

/**
 * How long to wait before asking again after answer `status` to attempt `tentativa` (1 = the
 * first), or null when not to ask again: anything but 503, or the repetitions spent. At least what
 * `Retry-After` says, and at least 1 s, 2 s, 4 s, 8 s for the 1st, 2nd… repetition (a store that
 * takes a while to come back gets that while: ~15 s in all), plus up to half again at random, so
 * the clients that met the same outage do not all come back at the same instant. At most 15 s.
 */
export function esperaParaRepetir(status: number, retryAfter: string | null | undefined, tentativa: number, agora: number = Date.now(), aleatorio: () => number = Math.random): number | null {
  if (status !== 503 || tentativa > REPETICOES_503) return null;
  const base = Math.max(lerRetryAfter(retryAfter, agora) ?? 0, 1000 * 2 ** (tentativa - 1));
  return Math.min(ESPERA_MAXIMA_MS, Math.max(ESPERA_MINIMA_MS, Math.round(base * (1 + aleatorio() / 2))));
}
