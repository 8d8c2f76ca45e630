/** GET /api/produtos?q= — product models with brand and category joined, newest first. */
import { filtrar } from "../../../shared/cadastro/busca";
import { ListaQuery } from "../../../shared/cadastro/schemas";
import { ok, rotaStaff } from "../../lib/http";
import { listarProdutos as buscar } from "../repo/produtos";

export const listarProdutos = rotaStaff({ query: ListaQuery }, async ({ query, caller }) =>
  ok({ items: filtrar.produtos(query.q, await buscar(caller.empresaId)) }),
);
