export type NivelEstoque = "zerado" | "baixo" | "normal";

/**
 * Stock level of a product. A null/undefined minimum means no minimum control (the field may be
 * left empty), so such a product is never "baixo". A negative count (a data fault) still reads
 * as zerado rather than hiding behind "baixo" or "normal".
 */
export function nivelEstoque(disponivel: number, estoqueMinimo: number | null | undefined): NivelEstoque {
  if (disponivel <= 0) return "zerado";
  if (estoqueMinimo != null && disponivel <= estoqueMinimo) return "baixo";
  return "normal";
}
