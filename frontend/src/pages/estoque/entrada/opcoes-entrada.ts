/** How the entry wizard names a product in its dropdown (the lists come from the registries' queries). */
import type { Produto } from "../../../../../shared/cadastro/produto";

export const rotuloProduto = (p: Pick<Produto, "codigo" | "nome_modelo" | "marca">) =>
  `${p.codigo} — ${p.nome_modelo}${p.marca ? ` (${p.marca.nome})` : ""}`;
