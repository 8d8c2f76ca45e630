/**
 * Which lock provider runs: configuration (`BLOQUEIO_PROVEDOR`, set per stage by infra/config.ts;
 * `simulado` by default locally and in tests), never code (functions/lib/provedores.ts).
 */
import { ambiente } from "../../lib/env";
import { registroDeProvedores } from "../../lib/provedores";
import { criarProvedorKnox } from "./knox";
import type { NomeProvedorBloqueio, ProvedorBloqueio } from "./porta";
import { criarProvedorBloqueioSimulado } from "./simulado";

export * from "./porta";

const registro = registroDeProvedores<NomeProvedorBloqueio, ProvedorBloqueio>("bloqueio", { simulado: () => criarProvedorBloqueioSimulado(), knox: () => criarProvedorKnox() }, () => ambiente().BLOQUEIO_PROVEDOR);

/** The provider named, or undefined when no adapter of that name exists. */
export const provedorBloqueioPorNome = registro.porNome;
/** Only the configured provider's confirmations are taken here (another's answers 404, like an unknown name). */
export const provedorBloqueioDoWebhook = registro.doWebhook;
/** The configured provider: commands are sent there. */
export const provedorBloqueio = registro.configurado;
