/** GET /api/dashboard — one BatchGetItem of aggregates, whatever the number of sales. */
import { hojeBrasil } from "../../../shared/br/datas";
import { ok, rotaStaff } from "../../lib/http";
import { montarDashboard } from "../domain";
import { lerAgregados } from "../repo";

export const obterDashboard = rotaStaff({}, async ({ caller }) => {
  const mes = hojeBrasil().slice(0, 7);
  // valor_estoque_custo leaves for roles without cost permission in the route chain (comoPapelVe).
  return ok(montarDashboard(await lerAgregados(caller.empresaId, mes), mes));
});
