/** GET /api/dashboard — one BatchGetItem of aggregates, whatever the number of sales. */
import { hojeBrasil } from "../../../shared/br/datas";
import { semCustos } from "../../../shared/usuarios/permissoes";
import { ok, rotaStaff } from "../../lib/http";
import { montarDashboard } from "../domain";
import { lerAgregados } from "../repo";

export const obterDashboard = rotaStaff({}, async ({ caller }) => {
  const mes = hojeBrasil().slice(0, 7);
  return ok(semCustos(caller.papel, montarDashboard(await lerAgregados(caller.empresaId, mes), mes), ["valor_estoque_custo"]));
});
