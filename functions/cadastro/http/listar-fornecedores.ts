/**
 * GET /api/fornecedores?q=&limit=&cursor= — one page of the company's suppliers, newest first, matching the search
 * term; `next` (null on the last page) is the cursor of the following page.
 */
import { casa } from "../../../shared/cadastro/busca";
import { ListaPaginadaQuery } from "../../../shared/cadastro/schemas";
import { ok, rotaStaff } from "../../lib/http";
import { paginarFornecedores } from "../repo/fornecedores";

export const listarFornecedores = rotaStaff({ query: ListaPaginadaQuery }, async ({ query, caller }) => {
  const pagina = await paginarFornecedores(caller.empresaId, { limite: query.limit, cursor: query.cursor }, casa.fornecedores(query.q));
  return ok({ items: pagina.items, next: pagina.next ?? null });
});
