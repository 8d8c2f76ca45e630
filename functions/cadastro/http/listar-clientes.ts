/**
 * GET /api/clientes?q=&limit=&cursor= — one page of the company's customers, newest first, matching the search
 * term; `next` (null on the last page) is the cursor of the following page.
 */
import { casa } from "../../../shared/cadastro/busca";
import { ListaPaginadaQuery } from "../../../shared/cadastro/schemas";
import { ok, rotaStaff } from "../../lib/http";
import { paginarClientes } from "../repo/clientes";

export const listarClientes = rotaStaff({ query: ListaPaginadaQuery }, async ({ query, caller }) => {
  const pagina = await paginarClientes(caller.empresaId, { limite: query.limit, cursor: query.cursor }, casa.clientes(query.q));
  return ok({ items: pagina.items, next: pagina.next ?? null });
});
