/**
 * Aggregates as projections of items (docs/arquitetura.md: kept by the stream consumer, never inside a
 * request's transaction). Each domain says what ONE of its items adds to which aggregate item; the
 * consumer applies `contribuição(depois) − contribuição(antes)` for every changed item, so an
 * insert, a status change, a cancellation or a delete moves the aggregates the same way, and an
 * aggregate always equals the sum over its items (test/integration/fluxo-conservacao).
 */

/** What one item adds to one aggregate item: numbers to ADD, plus fixed attributes to SET. */
export interface Contribuicao {
  chave: { PK: string; SK: string };
  /** The aggregate item's `entidade`. */
  entidade: string;
  /** Attributes that never change for that aggregate (e.g. the position's `produto_id`). */
  fixos?: Record<string, string>;
  valores: Record<string, number>;
}

/** Net change per aggregate item: `depois − antes`, without zero values or untouched items. */
export function diferenca(antes: Contribuicao[], depois: Contribuicao[]): Contribuicao[] {
  const porChave = new Map<string, Contribuicao>();
  const somar = (lista: Contribuicao[], sinal: 1 | -1) => {
    for (const c of lista) {
      const id = `${c.chave.PK}\u0000${c.chave.SK}`;
      const atual = porChave.get(id) ?? { chave: c.chave, entidade: c.entidade, fixos: c.fixos, valores: {} };
      for (const [nome, valor] of Object.entries(c.valores)) atual.valores[nome] = (atual.valores[nome] ?? 0) + sinal * valor;
      porChave.set(id, atual);
    }
  };
  somar(antes, -1);
  somar(depois, 1);
  const resultado: Contribuicao[] = [];
  for (const c of porChave.values()) {
    const valores = Object.fromEntries(Object.entries(c.valores).filter(([, v]) => v !== 0));
    if (Object.keys(valores).length) resultado.push({ ...c, valores });
  }
  return resultado;
}

/**
 * The report aggregates' mark (REL#…, functions/relatorios): a sale, instalment or stock item
 * counts in them only while it carries `rel_versao` at least its type's version below. Every item
 * written by its entity definition has the current one from its first write; items written before
 * the reports existed (or before their type's aggregates last changed layout) do not, and the
 * backfill (scripts/local/migracao-relatorios.ts) raises it once, under a condition on the old
 * value. The stream consumer then applies `contribuição(com marca) − contribuição(sem marca)` like
 * any change, so an item is counted exactly once whoever marks it, and a second backfill finds
 * nothing to mark.
 */
export const MARCA_RELATORIOS = { rel_versao: 4 } as const;

/**
 * The mark each item type needs to count: the stock aggregates changed layout at version 2 (per
 * product totals and per entry-day cells, functions/estoque/agregados.ts), so a stock item marked
 * 1 (counted in the old per-month items, which nothing keeps any more) counts again only once the
 * backfill raises its mark. A sale counts in the sales report rows from version 1 and in the
 * finance list's totals (REL#VFIN/VFDIA, functions/vendas/agregados-totais.ts, added with version
 * 2) from version 2, so the backfill raises sales marked 1 and adds only those totals. Instalments
 * count from version 1, and in the per-due-day paid-on-time cells (functions/vendas/agregados-
 * relatorios.ts, added with version 3) from version 3: the backfill raises instalments marked 1
 * or 2 and adds only those cells. A sale counts in the totals' received and pending cells
 * (`_recebido`, `_pendente`: money actually received, issue 36 item 4) from version 4
 * (VERSAO_RECEBIDO): the backfill raises sales marked 2 or 3 and adds only those cells.
 */
export const VERSAO_RELATORIOS = { venda: 4, parcela: 3, item_estoque: 2 } as const;
/** From this mark a sale's finance totals hold what was received and what is pending (functions/vendas/agregados-totais.ts). */
export const VERSAO_RECEBIDO = 4;
/** From this mark a sale counts in the finance totals (REL#VFIN/VFDIA) at all. */
export const VERSAO_TOTAIS = 2;

export const contaNosRelatorios = (imagem: Record<string, unknown>, desde = 1): boolean =>
  typeof imagem.rel_versao === "number" && imagem.rel_versao >= desde;
