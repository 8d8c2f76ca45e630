/** GET /api/contratos?status=&q=&cursor=&limit= — 'Controle de Boletos': the company's boleto contracts, newest first. */
import { ListarContratosQuery } from "../../../shared/vendas/contratos";
import { ok, rotaStaff } from "../../lib/http";
import { listarContratosDaEmpresa } from "../lista-contratos";

export const listarContratos = rotaStaff({ query: ListarContratosQuery }, async ({ query, caller }) =>
  ok(await listarContratosDaEmpresa(caller.empresaId, { status: query.status, q: query.q, limite: query.limit, cursor: query.cursor })),
);
