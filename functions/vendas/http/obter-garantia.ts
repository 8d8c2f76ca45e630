/** GET /api/vendas/{id}/garantia — the warranty document stored at sale time. */
import { MSG_VENDA } from "../../../shared/vendas/schemas";
import { naoEncontrado } from "../../lib/errors";
import { ok, rotaStaff } from "../../lib/http";
import { obterVenda } from "../repo";
import { detalharUma } from "./detalhes";

export const obterGarantia = rotaStaff({ naoEncontrado: MSG_VENDA.vendaNaoEncontrada }, async ({ params, caller }) => {
  const venda = await obterVenda(caller.empresaId, params.id ?? "");
  if (!venda) throw naoEncontrado(MSG_VENDA.vendaNaoEncontrada);
  return ok({ venda: await detalharUma(caller.empresaId, venda), html: venda.conteudo_garantia_gerado });
});
