/** GET /api/estoque/posicao — KPIs and the position per product, from aggregates (no item reads). */
import { ok, rotaStaff } from "../../lib/http";
import { referencias } from "../cadastro-ref";
import { montarPosicao } from "../domain";
import { listarPosicoes } from "../repo";

export const obterPosicao = rotaStaff({}, async ({ caller }) => {
  const [produtos, posicoes] = await Promise.all([referencias.produtos(caller.empresaId), listarPosicoes(caller.empresaId)]);
  return ok(montarPosicao(produtos, posicoes));
});
