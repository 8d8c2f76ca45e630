/**
 * Which provider issues and settles slips: configuration (`BOLETOS_PROVEDOR`, set per environment
 * by infra/config.ts; `simulado` by default locally and in tests), never code. One instance per
 * process and name.
 */
import { ambiente } from "../../lib/env";
import type { NomeProvedor, ProvedorBoletos } from "./porta";
import { criarProvedorAsaas } from "./asaas";
import { criarProvedorSimulado } from "./simulado";

export * from "./porta";

const FABRICAS: Partial<Record<NomeProvedor, () => ProvedorBoletos>> = {
  simulado: () => criarProvedorSimulado(),
  asaas: () => criarProvedorAsaas(),
};

const instancias = new Map<string, ProvedorBoletos>();

/** The provider named, or undefined when no adapter of that name is built (the webhook answers 404). */
export function provedorPorNome(nome: string): ProvedorBoletos | undefined {
  const fabrica = Object.hasOwn(FABRICAS, nome) ? FABRICAS[nome as NomeProvedor] : undefined;
  if (!fabrica) return undefined;
  let p = instancias.get(nome);
  if (!p) {
    p = fabrica();
    instancias.set(nome, p);
  }
  return p;
}

/**
 * The provider whose notices this environment takes: only the configured one. Another adapter is
 * built only for slips it already issued (jobs, the daily routine); its webhook here would run
 * without its URL or secret (a 500 "Asaas sem URL"), so a notice for it is 404 like an unknown name.
 */
export function provedorDoWebhook(nome: string): ProvedorBoletos | undefined {
  return nome === ambiente().BOLETOS_PROVEDOR ? provedorPorNome(nome) : undefined;
}

/** The configured provider: new slips are issued there. */
export function provedorBoletos(): ProvedorBoletos {
  const nome = ambiente().BOLETOS_PROVEDOR;
  const p = provedorPorNome(nome);
  if (!p) throw new Error(`provedor de boletos "${nome}" não disponível`);
  return p;
}
