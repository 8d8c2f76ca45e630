/** Início da contagem da oferta (spec §9): 2 dias 14 h 23 min 45 s. */
export const CONTAGEM_INICIAL_SEGUNDOS = 2 * 86400 + 14 * 3600 + 23 * 60 + 45;

export interface PartesContagem {
  dias: number;
  horas: number;
  minutos: number;
  segundos: number;
}

/** Decompõe um total de segundos em dias/horas/min/seg; nunca devolve valores negativos. */
export function partesContagem(segundos: number): PartesContagem {
  const total = Number.isFinite(segundos) ? Math.max(0, Math.floor(segundos)) : 0;
  return {
    dias: Math.floor(total / 86400),
    horas: Math.floor((total % 86400) / 3600),
    minutos: Math.floor((total % 3600) / 60),
    segundos: total % 60,
  };
}

/** "7" → "07"; valores com mais dígitos ficam como estão. */
export function doisDigitos(valor: number): string {
  return String(valor).padStart(2, "0");
}
