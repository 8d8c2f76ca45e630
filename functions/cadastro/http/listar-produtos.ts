/**
 * GET /api/produtos?q=&limit=&cursor= — one page of product models with brand and category joined, newest first, matching the search
 * term; `next` (null on the last page) is the cursor of the following page.
 */
import { casa } from "../../../shared/cadastro/busca";
import { ListaPaginadaQuery } from "../../../shared/cadastro/schemas";
import { ok, rotaStaff } from "../../lib/http";
import { paginarProdutos } from "../repo/produtos";

export const listarProdutos = rotaStaff({ query: ListaPaginadaQuery }, async ({ query, caller }) => {
  const pagina = await paginarProdutos(caller.empresaId, { limite: query.limit, cursor: query.cursor }, casa.produtos(query.q));
  return ok({ items: pagina.items, next: pagina.next ?? null });
});
