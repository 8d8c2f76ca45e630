/** Inside a consumer's worker thread (consumidor-thread.ts): imports the real handler and runs each event it is handed. */
import { parentPort, workerData } from "node:worker_threads";
import type { Consumidor } from "./runner";
import type { RespostaThread } from "./consumidor-thread";

const porta = parentPort!;
const { handler } = (await import((workerData as { modulo: string }).modulo)) as { handler: Consumidor["handler"] };

porta.on("message", async ({ id, evento, contexto }: { id: number; evento: Parameters<Consumidor["handler"]>[0]; contexto: unknown }) => {
  let resposta: RespostaThread;
  try {
    resposta = { id, resposta: (await handler(evento, contexto)) ?? null };
  } catch (erro) {
    const e = erro instanceof Error ? erro : new Error(String(erro));
    resposta = { id, erro: { nome: e.name, mensagem: e.message, pilha: e.stack } };
  }
  porta.postMessage(resposta);
});
