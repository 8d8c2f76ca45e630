/** GET /api/fornecedores?q= — the company's suppliers, newest first, filtered by the search term. */
import { filtrar } from "../../../shared/cadastro/busca";
import { ListaQuery } from "../../../shared/cadastro/schemas";
import { ok, rotaStaff } from "../../lib/http";
import { listarFornecedores as buscar } from "../repo/fornecedores";

export const listarFornecedores = rotaStaff({ query: ListaQuery }, async ({ query, caller }) =>
  ok({ items: filtrar.fornecedores(query.q, await buscar(caller.empresaId)) }),
);
