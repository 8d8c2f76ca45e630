/**
 * Pure rules of writing a stock entry too big for one transaction (repo-entrada-grande.ts).
 *
 * - Up to ITENS_NUMA_TRANSACAO items, the entry is one transaction as always (entry, items,
 *   the IMEI counter and the product/supplier usage: n + 4 ≤ 100 writes).
 * - Beyond that, the items go in lots of ITENS_POR_LOTE (plus one check that the entry is still
 *   pending: 100 writes), in IMEI order. The order is what makes two overlapping entries at the
 *   same moment end with exactly one winner: both claim the shared IMEIs from the smallest up, so
 *   the one that claims the smallest shared IMEI first never meets the other's items (the loser
 *   holds only IMEIs below it), and the loser rolls back. In any other order both could lose.
 * - A pending entry not confirmed by its deadline is abandoned (its writer died): anyone may roll
 *   it back. The writer's own confirmation is conditioned on the deadline not having passed, so
 *   a rollback and a confirmation can never both happen.
 */
import type { ItemGravado } from "./entidades";

export const ITENS_NUMA_TRANSACAO = 90;
export const ITENS_POR_LOTE = 99;
/** Far more than a 1,000-IMEI entry takes to write; short enough that a retry is not blocked for long. */
export const PRAZO_PENDENTE_MS = 2 * 60_000;

export const cabeNumaTransacao = (quantidade: number): boolean => quantidade <= ITENS_NUMA_TRANSACAO;

/** The items in IMEI order, cut in lots of `tamanho`. */
export function lotesDeItens<T extends Pick<ItemGravado, "imei">>(itens: readonly T[], tamanho = ITENS_POR_LOTE): T[][] {
  const ordenados = [...itens].sort((a, b) => (a.imei < b.imei ? -1 : a.imei > b.imei ? 1 : 0));
  const lotes: T[][] = [];
  for (let i = 0; i < ordenados.length; i += tamanho) lotes.push(ordenados.slice(i, i + tamanho));
  return lotes;
}

export const prazoPendente = (agora: Date): string => new Date(agora.getTime() + PRAZO_PENDENTE_MS).toISOString();

/** A pending entry whose deadline passed may be rolled back by anyone. */
export const abandonada = (e: { situacao?: string; prazo_pendente?: string }, agora: Date): boolean =>
  e.situacao === "pendente" && e.prazo_pendente !== undefined && e.prazo_pendente < agora.toISOString();
