/** GET /api/clientes?q= — the company's customers, newest first, filtered by the search term. */
import { filtrar } from "../../../shared/cadastro/busca";
import { ListaQuery } from "../../../shared/cadastro/schemas";
import { ok, rotaStaff } from "../../lib/http";
import { listarClientes as buscar } from "../repo/clientes";

export const listarClientes = rotaStaff({ query: ListaQuery }, async ({ query, caller }) =>
  ok({ items: filtrar.clientes(query.q, await buscar(caller.empresaId)) }),
);
