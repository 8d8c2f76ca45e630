/** GET /api/contratos/{id} — the contract page: the generated document, parties and instalments. */
import type { ContratoDetalhe } from "../../../shared/vendas/schemas";
import { obterCliente, obterProduto } from "../../cadastro";
import { naoEncontrado } from "../../lib/errors";
import { ok, rotaStaff } from "../../lib/http";
import { contratoParaApi, obterContrato, parcelasParaApi, quitacaoParaApi } from "../../contratos";
import { encargosDaEmpresa } from "../../empresa";
import { itemPorImei } from "../../estoque";

export const obterContratoDetalhe = rotaStaff({ naoEncontrado: "Contrato não encontrado" }, async ({ params, caller }) => {
  const [achado, encargos] = await Promise.all([obterContrato(caller.empresaId, params.id ?? ""), encargosDaEmpresa(caller.empresaId)]);
  if (!achado) throw naoEncontrado("Contrato não encontrado");
  const { contrato, parcelas } = achado;
  // The colour lives on the stock item (the contract keeps only its IMEI), as the contract list reads it.
  const [cliente, produto, aparelho] = await Promise.all([
    obterCliente(caller.empresaId, contrato.cliente_id),
    obterProduto(caller.empresaId, contrato.produto_id),
    itemPorImei(caller.empresaId, contrato.imei),
  ]);
  const corpo: ContratoDetalhe = {
    ...contratoParaApi(contrato),
    cliente: cliente ? { id: cliente.id, nome: cliente.nome, cpf: cliente.cpf, telefone: cliente.telefone } : null,
    item: { id: contrato.imei_id, imei: contrato.imei, cor: aparelho?.cor ?? "" },
    produto: produto ? { id: produto.id, codigo: produto.codigo, nome_modelo: produto.nome_modelo, marca: produto.marca?.nome ?? null } : null,
    parcelas: await parcelasParaApi(parcelas, { encargos }),
    quitacao: achado.quitacao ? await quitacaoParaApi(achado.quitacao) : null,
  };
  return ok(corpo);
});
