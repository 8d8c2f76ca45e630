/**
 * Lambda time limit of a domain's HTTP function, in seconds, where the default 10 s is not enough.
 * API Gateway gives up on an integration at 30 s, so 29 is the ceiling. `estoque`: an entry of
 * 1,000 IMEIs is written in steps (functions/estoque/repo-entrada-grande.ts).
 */
import type { Dominio } from "./routes";

export const TEMPO_LIMITE_PADRAO_S = 10;
export const TEMPO_LIMITE_S: Partial<Record<Dominio, number>> = { estoque: 29 };

export const tempoLimiteS = (dominio: Dominio): number => TEMPO_LIMITE_S[dominio] ?? TEMPO_LIMITE_PADRAO_S;
