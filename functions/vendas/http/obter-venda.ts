/** GET /api/vendas/{id} — one sale with its contract (without the document) and instalments. */
import { MSG_VENDA } from "../../../shared/vendas/schemas";
import { naoEncontrado } from "../../lib/errors";
import { ok, rotaStaff } from "../../lib/http";
import { contratoParaApi, encargosDaEmpresa, obterContrato, parcelasParaApi } from "../dependencias";
import { obterVenda as buscarVenda } from "../repo";
import { detalharUma } from "./detalhes";

export const obterVenda = rotaStaff({ naoEncontrado: MSG_VENDA.vendaNaoEncontrada }, async ({ params, caller }) => {
  const venda = await buscarVenda(caller.empresaId, params.id ?? "");
  if (!venda) throw naoEncontrado(MSG_VENDA.vendaNaoEncontrada);
  const [detalhe, contrato, encargos] = await Promise.all([
    detalharUma(caller.empresaId, venda),
    venda.contrato_id ? obterContrato(caller.empresaId, venda.contrato_id) : undefined,
    venda.contrato_id ? encargosDaEmpresa(caller.empresaId) : undefined,
  ]);
  const semDocumento = contrato ? (({ conteudo_gerado: _c, ...resto }) => resto)(contratoParaApi(contrato.contrato)) : null;
  return ok({ ...detalhe, contrato: semDocumento, parcelas: await parcelasParaApi(contrato?.parcelas ?? [], { encargos }) });
});
