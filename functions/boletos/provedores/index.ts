/**
 * Which provider issues and settles slips: configuration (`BOLETOS_PROVEDOR`, set per environment
 * by infra/config.ts; `simulado` by default locally and in tests), never code (functions/lib/provedores.ts).
 */
import { ambiente } from "../../lib/env";
import { registroDeProvedores } from "../../lib/provedores";
import type { NomeProvedor, ProvedorBoletos } from "./porta";
import { criarProvedorAsaas } from "./asaas";
import { criarProvedorSimulado } from "./simulado";

export * from "./porta";

const registro = registroDeProvedores<NomeProvedor, ProvedorBoletos>("boletos", { simulado: () => criarProvedorSimulado(), asaas: () => criarProvedorAsaas() }, () => ambiente().BOLETOS_PROVEDOR);

/** The provider named, or undefined when no adapter of that name is built (slips it already issued: jobs, the daily routine). */
export const provedorPorNome = registro.porNome;
/** Only the configured provider's notices are taken here (another's answers 404, like an unknown name). */
export const provedorDoWebhook = registro.doWebhook;
/** The configured provider: new slips are issued there. */
export const provedorBoletos = registro.configurado;
