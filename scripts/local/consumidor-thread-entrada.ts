/** Inside a consumer's worker thread (consumidor-thread.ts): imports the real handler and runs each event it is handed. */
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import type { Consumidor } from "./runner";
import type { RespostaThread } from "./consumidor-thread";

/**
 * In AWS a consumer is its own Lambda, with a CPU of its own; here it shares the machine with the
 * gateway that answers the API. So the thread runs at background priority (nice 10): a burst of
 * slip PDFs still uses every idle cycle, but no longer makes a sale or a screen wait for a core.
 * Linux keeps a nice value per thread and names the calling one in /proc/thread-self
 * ("<pid>/task/<tid>"); elsewhere the thread keeps the process's priority.
 */
function prioridadeDeFundo() {
  try {
    const tid = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, 10);
  } catch {
    // Not Linux (no /proc/thread-self): nothing to lower.
  }
}
prioridadeDeFundo();

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
