/**
 * A consumer in its own worker thread, as in AWS each consumer is its own Lambda: the real handler
 * module runs there, so its CPU work (the boleto consumer renders a PDF per slip with pdf-lib and
 * bwip-js; the stream consumer folds every write into the aggregates) never holds the event loop
 * of the gateway that answers the API. The pollers (runner.ts for SQS, fluxo.ts for the table's
 * stream) stay in the main thread; they call `handler`, which hands the event to the thread and
 * resolves with the consumer's `batchItemFailures`. A thrown error or a thread that dies fails the
 * whole batch (delivered again, as a crashed Lambda's would be: at least once); the next batch
 * starts a fresh thread.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { Consumidor } from "./runner";

/** A queue consumer's event and answer: the defaults below. */
type EventoFila = Parameters<Consumidor["handler"]>[0];
type RespostaFila = Awaited<ReturnType<Consumidor["handler"]>>;

/** A consumer's handler: an event (SQS, DynamoDB stream) in, its batch response (or nothing) out. */
export type HandlerConsumidor<E = EventoFila, R = RespostaFila> = (evento: E, contexto: unknown) => Promise<R | void>;

export interface ConsumidorEmThread<E = EventoFila, R = RespostaFila> {
  handler: HandlerConsumidor<E, R>;
  parar(): Promise<void>;
}

/** What the thread answers for one event (consumidor-thread-entrada.ts). */
export type RespostaThread = { id: number; resposta: unknown } | { id: number; erro: { nome: string; mensagem: string; pilha?: string } };

/** tsx's loader (its ESM API), registered in the thread before it imports TypeScript: a worker does not inherit the parent's tsx loader, and the handlers' TypeScript needs it. */
function apiTsx(): string {
  const pacote = createRequire(import.meta.url).resolve("tsx/package.json");
  const { exports } = JSON.parse(readFileSync(pacote, "utf8")) as { exports: Record<string, { import: { default: string } }> };
  return pathToFileURL(path.join(path.dirname(pacote), exports["./esm/api"]!.import.default)).href;
}
const TSX = apiTsx();
const ENTRADA = new URL("./consumidor-thread-entrada.ts", import.meta.url).href;
const INICIO = `(async () => { (await import(${JSON.stringify(TSX)})).register(); await import(${JSON.stringify(ENTRADA)}); })().catch((erro) => { throw erro; });`;

/** `modulo`: the consumer module's file URL (exports `handler`); `nome`: the queue or stream, for logs. */
export function consumidorEmThread<E = EventoFila, R = RespostaFila>(modulo: string, nome: string): ConsumidorEmThread<E, R> {
  const pendentes = new Map<number, { ok: (resposta: R | undefined) => void; falha: (e: Error) => void }>();
  let proximo = 0;
  let thread: Worker | undefined;
  let parado = false;

  const falharPendentes = (erro: Error) => {
    for (const p of pendentes.values()) p.falha(erro);
    pendentes.clear();
  };
  const iniciar = () => {
    // The handlers read their endpoints from process.env: the thread gets the stack's, set before it starts.
    const t = new Worker(INICIO, { eval: true, workerData: { modulo }, env: { ...process.env }, name: `consumidor ${nome}` });
    t.on("message", (m: RespostaThread) => {
      const p = pendentes.get(m.id);
      if (!p) return;
      pendentes.delete(m.id);
      if ("erro" in m) p.falha(Object.assign(new Error(m.erro.mensagem), { name: m.erro.nome, stack: m.erro.pilha }));
      else p.ok((m.resposta ?? undefined) as R | undefined);
    });
    t.on("error", (erro) => {
      if (thread === t) thread = undefined;
      falharPendentes(erro);
    });
    t.on("exit", (codigo) => {
      if (thread === t) thread = undefined;
      falharPendentes(new Error(`a thread do consumidor de ${nome} terminou (${codigo})`));
    });
    return t;
  };
  thread = iniciar();

  return {
    handler: (evento, contexto) =>
      new Promise((ok, falha) => {
        if (parado) return falha(new Error(`consumidor de ${nome} parado`));
        const id = ++proximo;
        pendentes.set(id, { ok, falha });
        (thread ??= iniciar()).postMessage({ id, evento, contexto });
      }),
    parar: async () => {
      parado = true;
      const t = thread;
      thread = undefined;
      await t?.terminate();
    },
  };
}
