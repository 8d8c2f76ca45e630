/**
 * The time of one HTTP request (functions/lib/http.ts): a second before the function's limit the
 * route answers 503 with Retry-After and its signal is aborted; from then on every DynamoDB call of
 * that request's leftover work fails at once (TempoEsgotado, checked by a step of the client:
 * db/client.ts) instead of being sent. In AWS the leftover work of a function that answered would
 * otherwise run on in the next invocation of the same container; in the local gateway, where every
 * function shares one process and one client, it kept the client's 50 sockets busy with requests
 * nobody waited for — after DynamoDB Local's restart in `npm run carga`, 800 calls queued and the
 * API stayed 30× slower for minutes.
 */
import { AsyncLocalStorage } from "node:async_hooks";

const execucao = new AsyncLocalStorage<AbortSignal>();

export class TempoEsgotado extends Error {
  override name = "TempoEsgotado";
}

/** Runs `f` as one request whose time ends when `sinal` is aborted. */
export const comPrazo = <T>(sinal: AbortSignal, f: () => Promise<T>): Promise<T> => execucao.run(sinal, f);

/** Throws TempoEsgotado when the current request's time is over (nothing outside a request is ever stopped). */
export function exigirTempo(): void {
  if (execucao.getStore()?.aborted) throw new TempoEsgotado("o tempo da requisição acabou: a chamada não foi feita");
}
