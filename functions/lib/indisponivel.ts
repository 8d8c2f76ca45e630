/**
 * Whether an error says a store the function depends on (DynamoDB, SQS, S3) could not be reached
 * or is shedding load — the request may pass in a few seconds: the connection refused or reset, no
 * answer in time, throttling, the service's own 5xx. http.ts answers those 503 with `Retry-After`
 * (and the SPA asks again: shared/api/repetir.ts); a 500 stays what it says, a defect.
 *
 * The same families the AWS SDK retries by itself (it has already tried 3 times when the error
 * reaches us), by name and code only: no SDK import, so no function pays for it at load.
 */

/** Error names of throttling, timeouts and a service that is down (DynamoDB, SQS, S3, STS). */
const NOMES = new Set([
  "ThrottlingException",
  "Throttling",
  "ThrottledException",
  "ProvisionedThroughputExceededException",
  "RequestLimitExceeded",
  "RequestThrottled",
  "RequestThrottledException",
  "TooManyRequestsException",
  "SlowDown",
  "LimitExceededException",
  "TransactionConflictException",
  "TransactionInProgressException",
  "TimeoutError",
  "RequestTimeout",
  "RequestTimeoutException",
  "ServiceUnavailable",
  "ServiceUnavailableException",
  "InternalServerError",
  "InternalFailure",
  "AWS.SimpleQueueService.ServiceUnavailable",
  "KmsThrottled",
  // The request's own time ran out (prazo.ts): its leftover work's calls are refused.
  "TempoEsgotado",
]);

/** Node's codes for a connection that could not be made or broke (the SDK's own list, and a few more). */
const CODIGOS = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "ECONNABORTED", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN", "UND_ERR_SOCKET", "UND_ERR_CONNECT_TIMEOUT"]);

/** A transaction cancelled only for these reasons is load, not a failed condition. */
const MOTIVOS = new Set(["ThrottlingError", "ProvisionedThroughputExceeded", "RequestLimitExceeded", "Throttling", "TransactionConflict"]);

interface ErroAws {
  name?: unknown;
  code?: unknown;
  $metadata?: { httpStatusCode?: unknown };
  $retryable?: unknown;
  CancellationReasons?: { Code?: string }[];
  cause?: unknown;
  errors?: unknown;
}

export function servicoIndisponivel(erro: unknown, profundidade = 0): boolean {
  if (typeof erro !== "object" || erro === null || profundidade > 5) return false;
  const e = erro as ErroAws;
  const nome = typeof e.name === "string" ? e.name : "";
  if (nome === "AbortError") return false;
  if (NOMES.has(nome)) return true;
  if (typeof e.code === "string" && CODIGOS.has(e.code)) return true;
  if (nome === "TransactionCanceledException") {
    const motivos = (e.CancellationReasons ?? []).map((r) => r.Code ?? "None").filter((c) => c !== "None");
    return motivos.length > 0 && motivos.every((m) => MOTIVOS.has(m));
  }
  const status = e.$metadata?.httpStatusCode;
  // The service itself answered 5xx (its own failure) or 429; a 4xx of ours is a defect, not load.
  if (typeof status === "number" && (status === 429 || status >= 500)) return true;
  if (e.$retryable !== undefined && e.$retryable !== null) return true;
  // fetch/undici and Node's happy eyeballs wrap the socket's error.
  if (e.cause !== undefined && servicoIndisponivel(e.cause, profundidade + 1)) return true;
  return Array.isArray(e.errors) && e.errors.some((x) => servicoIndisponivel(x, profundidade + 1));
}

const esperar = (ms: number) => new Promise<void>((ok) => setTimeout(ok, ms));

/** Pause before attempt `n + 1` of something that found a store unreachable: 250 ms, 500 ms, 1 s, 2 s, then 2 s. */
export const pausaIndisponivel = (n: number): number => Math.min(2000, 250 * 2 ** n);

/**
 * `f` again while it fails because a store is unreachable (servicoIndisponivel), with a growing
 * pause, until `prazo` (epoch ms); anything else, or past the deadline, throws as it came. A stream
 * consumer waits out a short outage inside one invocation this way instead of spending the event
 * source's bounded retries in seconds: spent, they send the records to the DLQ, and an aggregate's
 * delta or a slip's job would be lost to an outage of half a minute (seen in `npm run carga`).
 * `f` must be safe to run again (the consumers' writes are: dedupe marks, idempotent jobs).
 */
export async function aguardarDisponivel<T>(f: () => Promise<T>, prazo: number, agora: () => number = Date.now): Promise<T> {
  for (let n = 0; ; n += 1) {
    try {
      return await f();
    } catch (erro) {
      if (!servicoIndisponivel(erro) || agora() + pausaIndisponivel(n) >= prazo) throw erro;
      await esperar(pausaIndisponivel(n));
    }
  }
}

/**
 * Until when a stream consumer may wait for its stores in this invocation: 40 s, or less when the
 * function has less time left (20 s kept to finish and answer). Locally there is no limit to read: 40 s.
 */
export function prazoDeEspera(contexto?: { getRemainingTimeInMillis?: () => number }, agora: number = Date.now()): number {
  const restante = typeof contexto?.getRemainingTimeInMillis === "function" ? contexto.getRemainingTimeInMillis() : Number.POSITIVE_INFINITY;
  return agora + Math.max(0, Math.min(40_000, restante - 20_000));
}
