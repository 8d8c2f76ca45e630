/** GET /api/estoque/entradas?limit=&cursor= — entries newest first, paged, with product and supplier. */
import { PaginaQuery } from "../../../shared/estoque/schemas";
import { ok, rotaStaff } from "../../lib/http";
import { referencias } from "../cadastro-ref";
import { entradaParaApi } from "./entrada-api";
import { paginarEntradas } from "../repo";

export const listarEntradas = rotaStaff({ query: PaginaQuery }, async ({ query, caller }) => {
  const [pagina, produtos, fornecedores] = await Promise.all([
    paginarEntradas(caller.empresaId, query.limit, query.cursor),
    referencias.produtos(caller.empresaId),
    referencias.fornecedores(caller.empresaId),
  ]);
  const p = new Map(produtos.map((x) => [x.id, x]));
  const f = new Map(fornecedores.map((x) => [x.id, x]));
  return ok({ items: pagina.items.map((e) => entradaParaApi(e, p.get(e.produto_id), f.get(e.fornecedor_id))), next: pagina.next ?? null });
});
