import { dataIsoValida, somarDias } from "../br/datas";

/**
 * Due-date factor of the barcode (positions 6–9). First cycle: days since 07/10/1997, so 1000
 * is 03/07/2000 and 9999 is 21/02/2025. FEBRABAN restarted the count at 1000 on 22/02/2025
 * (= days since 29/05/2022); the second cycle's 9999 falls on 13/10/2049. "0000" means the
 * slip has no due date.
 */

export const FATOR_SEM_VENCIMENTO = "0000";

const BASE_PRIMEIRO_CICLO = "1997-10-07";
/** 22/02/2025 carries factor 1000 again: the base moves by the 9000 days the cycle spans. */
const CICLO_DIAS = 9000;
const PRIMEIRO_DIA = "2000-07-03"; // factor 1000 of the first cycle, the first one ever printed

/** Rule for reading a factor back: the candidate between 3,000 days before and 5,500 after today. */
const JANELA_ANTES = 3000;
const JANELA_DEPOIS = 5500;

/** Calendar days from `de` to `ate` (negative when `ate` is earlier). */
export function diasEntre(de: string, ate: string): number {
  const [a1, m1, d1] = de.split("-").map(Number) as [number, number, number];
  const [a2, m2, d2] = ate.split("-").map(Number) as [number, number, number];
  return Math.round((Date.UTC(a2, m2 - 1, d2) - Date.UTC(a1, m1 - 1, d1)) / 86_400_000);
}

/** The 4-digit factor of a due date ("YYYY-MM-DD"), or "0000" for a slip without one. */
export function fatorVencimento(vencimento: string | null): string {
  if (vencimento === null) return FATOR_SEM_VENCIMENTO;
  if (!dataIsoValida(vencimento)) throw new RangeError(`Data inválida: ${vencimento}`);
  const dias = diasEntre(BASE_PRIMEIRO_CICLO, vencimento);
  if (dias < 1000) throw new RangeError(`Vencimento anterior ao primeiro fator (${PRIMEIRO_DIA}): ${vencimento}`);
  // Factors repeat every 9,000 days from 1000 to 9999; the cycle a date falls in is implied.
  const fator = ((dias - 1000) % CICLO_DIAS) + 1000;
  return String(fator);
}

/**
 * The due date a factor stands for, seen from `hoje`: of the dates carrying this factor in
 * every cycle, the one within 3,000 days before and 5,500 days after today. `null` for "0000".
 */
export function dataDoFator(fator: string, hoje: string): string | null {
  if (!/^\d{4}$/.test(fator)) throw new RangeError(`Fator de vencimento inválido: ${fator}`);
  if (!dataIsoValida(hoje)) throw new RangeError(`Data inválida: ${hoje}`);
  if (fator === FATOR_SEM_VENCIMENTO) return null;
  const n = Number(fator);
  if (n < 1000) throw new RangeError(`Fator de vencimento inválido: ${fator}`);
  // Cycle 0 starts at 03/07/2000; later cycles add 9,000 days. The window (8,500 days) is
  // shorter than a cycle, so at most one candidate fits.
  const base = somarDias(BASE_PRIMEIRO_CICLO, n);
  const desdeBase = diasEntre(base, hoje);
  const ciclo = Math.max(0, Math.ceil((desdeBase - JANELA_ANTES) / CICLO_DIAS));
  const candidata = somarDias(base, ciclo * CICLO_DIAS);
  const distancia = diasEntre(hoje, candidata);
  if (distancia >= -JANELA_ANTES && distancia <= JANELA_DEPOIS) return candidata;
  throw new RangeError(`Fator ${fator} fora da janela de vencimentos vista de ${hoje}`);
}
