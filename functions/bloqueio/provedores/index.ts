/**
 * Which lock provider runs: configuration (`BLOQUEIO_PROVEDOR`, set per stage by infra/config.ts;
 * `simulado` by default locally and in tests), never code. One instance per process and name.
 */
import { ambiente } from "../../lib/env";
import { criarProvedorKnox } from "./knox";
import type { NomeProvedorBloqueio, ProvedorBloqueio } from "./porta";
import { criarProvedorBloqueioSimulado } from "./simulado";

export * from "./porta";

const FABRICAS: Record<NomeProvedorBloqueio, () => ProvedorBloqueio> = {
  simulado: () => criarProvedorBloqueioSimulado(),
  knox: () => criarProvedorKnox(),
};

const instancias = new Map<string, ProvedorBloqueio>();

/** The provider named, or undefined when no adapter of that name exists (the webhook answers 404). */
export function provedorBloqueioPorNome(nome: string): ProvedorBloqueio | undefined {
  const fabrica = Object.hasOwn(FABRICAS, nome) ? FABRICAS[nome as NomeProvedorBloqueio] : undefined;
  if (!fabrica) return undefined;
  let p = instancias.get(nome);
  if (!p) {
    p = fabrica();
    instancias.set(nome, p);
  }
  return p;
}

/** The configured provider: commands are sent there. */
export function provedorBloqueio(): ProvedorBloqueio {
  const nome = ambiente().BLOQUEIO_PROVEDOR;
  const p = provedorBloqueioPorNome(nome);
  if (!p) throw new Error(`provedor de bloqueio "${nome}" não disponível`);
  return p;
}
