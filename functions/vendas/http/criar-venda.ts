/**
 * POST /api/vendas — one atomic write per sale: the sale, the device `vendido` (only if still
 * `em_estoque`), for BOLETO the contract and its instalments, the generated contract and warranty
 * from the active templates. Nothing in it is shared with another sale of the company: the
 * dashboard and stock aggregates follow from the stream, and the stream consumer (functions/fluxo)
 * queues each new instalment's slip job, so no commit can lose its slips (STYLE.md, DynamoDB 10).
 */
import { hojeBrasil } from "../../../shared/br/datas";
import type { DadosDocumento } from "../../../shared/documentos/renderizar";
import type { TipoDocumento } from "../../../shared/documentos/placeholders";
import { CriarVendaInput, MSG_VENDA } from "../../../shared/vendas/schemas";
import { conflito, naoEncontrado } from "../../lib/errors";
import { criado, rotaStaff } from "../../lib/http";
import { agoraIso, novoId } from "../../lib/ids";
import { auditoria } from "../../lib/logger";
import { contratoParaApi, itemPorId, modeloAtivo, moverItem, novoContrato, obterCliente, obterEmpresa, obterProduto, parcelaParaApi, usarCliente } from "../dependencias";
import { dadosDoDocumento, montarVenda } from "../domain";
import { transacao } from "../../lib/db/transacao";
import { novaVenda } from "../repo";
import { vendaParaApi } from "./respostas";

/**
 * A document from its template, or "" without one. sanitize-html and postcss are a lazy chunk:
 * only a sale with an active template loads them, not the cold start of every vendas route.
 */
async function gerarDocumento(modelo: { conteudo: string } | null | undefined, tipo: TipoDocumento, dados: DadosDocumento): Promise<string> {
  if (!modelo) return "";
  const { renderizarDocumento } = await import("../../../shared/documentos/renderizar");
  return renderizarDocumento(modelo.conteudo, tipo, dados).html;
}

export const criarVenda = rotaStaff({ body: CriarVendaInput }, async ({ body, caller }) => {
  const { empresaId } = caller;
  // The active templates depend on nothing read here: fetched with the rest, not one round trip later.
  const [item, cliente, empresa, modeloGarantia, modeloContrato] = await Promise.all([
    itemPorId(empresaId, body.imei_id),
    obterCliente(empresaId, body.cliente_id),
    obterEmpresa(empresaId),
    modeloAtivo(empresaId, "garantia"),
    body.forma_pagamento === "BOLETO" ? modeloAtivo(empresaId, "contrato") : null,
  ]);
  if (!item || !cliente || !empresa) throw naoEncontrado(MSG_VENDA.naoEncontrado);
  if (item.status !== "em_estoque") throw conflito(MSG_VENDA.aparelhoIndisponivel, { imei_id: MSG_VENDA.aparelhoIndisponivel });
  const produto = await obterProduto(empresaId, item.produto_id);
  if (!produto) throw naoEncontrado(MSG_VENDA.naoEncontrado);

  const { venda, contrato, parcelas } = montarVenda(body, {
    empresaId,
    vendaId: novoId(),
    contratoId: novoId(),
    usuarioId: caller.usuarioId,
    item,
    cliente: { nome: cliente.nome, cpf: cliente.cpf },
    nomeModelo: produto.nome_modelo,
    precoProduto: produto.preco_final,
    agora: agoraIso(),
  });

  // Documents from the active templates; none active leaves the document empty (spec section 4).
  const dados = dadosDoDocumento(venda, { cliente, empresa, produto: { nome_modelo: produto.nome_modelo, marca: produto.marca?.nome ?? null } }, hojeBrasil());
  venda.conteudo_garantia_gerado = await gerarDocumento(modeloGarantia, "garantia", dados);
  venda.garantia_gerada = Boolean(venda.conteudo_garantia_gerado);
  if (contrato) contrato.conteudo_gerado = await gerarDocumento(modeloContrato, "contrato", dados);

  // Two sales of the same device at once: the item's condition lets exactly one through.
  const indisponivel = () => conflito(MSG_VENDA.aparelhoIndisponivel, { imei_id: MSG_VENDA.aparelhoIndisponivel });
  await transacao([
    novaVenda(venda),
    ...(contrato ? novoContrato(contrato, parcelas) : []),
    ...moverItem(empresaId, item, "em_estoque", "vendido", { receitaCentavos: venda.valor_total_centavos, vendaId: venda.id, seFalhar: indisponivel }),
    { item: usarCliente(empresaId, cliente.id, +1), seFalhar: () => naoEncontrado(MSG_VENDA.naoEncontrado) },
  ]);

  auditoria("venda_criada", { empresaId, vendaId: venda.id, usuarioId: caller.usuarioId, forma: venda.forma_pagamento, contratoId: contrato?.id ?? null });
  return criado({
    venda: vendaParaApi(venda),
    ...(contrato ? { contrato: contratoParaApi(contrato), parcelas: parcelas.map((p) => parcelaParaApi(p)) } : {}),
  });
});
