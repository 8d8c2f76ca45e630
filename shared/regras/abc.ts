import { paraCentavos } from "../br/dinheiro";

export type ClasseAbc = "A" | "B" | "C";

// Shares compared as integers: acumulado * 100 <= total * limite.
const LIMITE_A = 80;
const LIMITE_B = 95;

/**
 * ABC curve by revenue (receita in reais). Products are ranked by revenue descending, ties by
 * id ascending (plain code-unit order) so equal revenues always split the same way; the
 * cumulative share including the product gives A (<= 80%), B (<= 95%) or C.
 *
 * Decisions beyond the spec's rule:
 * - The top product is A even when its share alone passes 80% (usual ABC convention); by the
 *   letter of the rule a store selling one product would see it as C.
 * - A product with zero revenue is C, and nothing sold at all makes every product C.
 * - Negative revenue (returns exceeding sales) counts as zero: it is C and does not shrink the total.
 * - Sums are in integer centavos, so shares land exactly on 80% / 95% instead of 80.00000001%.
 * - ids must be unique (they key the result); a repeated id throws RangeError.
 */
export function classificarAbc<T extends { id: string; receita: number }>(
  produtos: readonly T[],
): Map<string, ClasseAbc> {
  const ranking = produtos
    .map((p) => ({ id: p.id, centavos: Math.max(0, paraCentavos(p.receita)) }))
    .sort((a, b) => b.centavos - a.centavos || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const total = ranking.reduce((soma, p) => soma + p.centavos, 0);

  const classes = new Map<string, ClasseAbc>();
  let acumulado = 0;
  for (const [posicao, p] of ranking.entries()) {
    if (classes.has(p.id)) throw new RangeError(`Produto repetido na curva ABC: ${p.id}`);
    acumulado += p.centavos;
    let classe: ClasseAbc = "C";
    if (p.centavos > 0) {
      if (posicao === 0 || acumulado * 100 <= total * LIMITE_A) classe = "A";
      else if (acumulado * 100 <= total * LIMITE_B) classe = "B";
    }
    classes.set(p.id, classe);
  }
  return classes;
}
