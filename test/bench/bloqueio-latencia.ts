/**
 * The lock job latency for the routine bench: filled in once the lock route and the lock-jobs
 * consumer exist on main. Until then it measures nothing and says so.
 */
import type { Pilha } from "../../scripts/local/pilha";

export async function medirLatenciaBloqueio(_pilha: Pilha): Promise<number[] | null> {
  console.log("bloqueio: latência não medida (rota de bloqueio ainda não existe nesta versão)");
  return null;
}
