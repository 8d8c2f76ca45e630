/** Filters of the stock position screen, applied in the browser to the per-product rows. */
import type { LinhaPosicao } from "../../../features/estoque/api/estoque-api";

export interface FiltrosPosicao {
  marca: string | null;
  categoria: string | null;
  nivel: LinhaPosicao["nivel"] | null;
  abc: LinhaPosicao["classe_abc"] | null;
  texto: string;
}

export const FILTROS_VAZIOS: FiltrosPosicao = { marca: null, categoria: null, nivel: null, abc: null, texto: "" };

export function filtrarPosicao(linhas: LinhaPosicao[], f: FiltrosPosicao): LinhaPosicao[] {
  const texto = f.texto.trim().toLocaleLowerCase("pt-BR");
  return linhas.filter(
    (l) =>
      (!f.marca || l.produto.marca?.id === f.marca) &&
      (!f.categoria || l.produto.categoria?.id === f.categoria) &&
      (!f.nivel || l.nivel === f.nivel) &&
      (!f.abc || l.classe_abc === f.abc) &&
      (!texto || `${l.produto.codigo} ${l.produto.nome_modelo}`.toLocaleLowerCase("pt-BR").includes(texto)),
  );
}

/** Distinct brands or categories present in the rows, for the filter dropdowns. */
export function opcoesDe(linhas: LinhaPosicao[], campo: "marca" | "categoria"): { label: string; value: string }[] {
  const m = new Map<string, string>();
  for (const l of linhas) {
    const r = l.produto[campo];
    if (r) m.set(r.id, r.nome);
  }
  return [...m].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label, "pt-BR"));
}
