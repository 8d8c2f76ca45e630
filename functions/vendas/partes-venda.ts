/**
 * What a sale is made of, read for POST /api/vendas and its simulation alike, in one round trip:
 * the device (in stock), the customer, the company (who lends, when the shop lends its own money:
 * shared/regras/divulgacao-credito.ts), its boleto plans and, for a boleto, its late charges (the
 * contract discloses them). A foreign or unknown id is 404, as in the sale.
 */
import { hojeBrasil } from "../../shared/br/datas";
import { ENCARGOS_PADRAO } from "../../shared/boletos/encargos";
import type { CriarVendaInput } from "../../shared/vendas/schemas";
import { MSG_VENDA } from "../../shared/vendas/schemas";
import { conflito, naoEncontrado } from "../lib/errors";
import { agoraIso, novoId } from "../lib/ids";
import { montarVenda } from "./domain";
import { encargosDaEmpresa, itemPorId, lerCredito, obterCliente, obterEmpresa, obterProduto } from "./dependencias";

export const aparelhoIndisponivel = () => conflito(MSG_VENDA.aparelhoIndisponivel, { imei_id: MSG_VENDA.aparelhoIndisponivel });

/** `extra` is read in the same round trip (the sale's templates). */
export async function lerPartesDaVenda<T>(empresaId: string, body: CriarVendaInput, extra: () => Promise<T>) {
  const boleto = body.forma_pagamento === "BOLETO";
  const [item, cliente, tabela, empresa, encargos, outros] = await Promise.all([
    itemPorId(empresaId, body.imei_id),
    obterCliente(empresaId, body.cliente_id),
    lerCredito(empresaId),
    obterEmpresa(empresaId),
    // Only a boleto's contract stipulates late charges.
    boleto ? encargosDaEmpresa(empresaId) : Promise.resolve(ENCARGOS_PADRAO),
    extra(),
  ]);
  if (!item || !cliente || !empresa) throw naoEncontrado(MSG_VENDA.naoEncontrado);
  if (item.status !== "em_estoque") throw aparelhoIndisponivel();
  const produto = await obterProduto(empresaId, item.produto_id);
  if (!produto) throw naoEncontrado(MSG_VENDA.naoEncontrado);
  return { item, cliente, produto, tabela, empresa, encargos, outros };
}

type Partes = Awaited<ReturnType<typeof lerPartesDaVenda>>;

/** The sale's amounts, contract and instalments from what was read (montarVenda, pure). */
export function montarDasPartes(body: CriarVendaInput, partes: Pick<Partes, "item" | "cliente" | "produto" | "tabela" | "empresa" | "encargos">, caller: { empresaId: string; usuarioId: string }) {
  const { item, cliente, produto, tabela, empresa, encargos } = partes;
  return montarVenda(body, {
    empresaId: caller.empresaId,
    vendaId: novoId(),
    contratoId: novoId(),
    usuarioId: caller.usuarioId,
    item,
    cliente: { nome: cliente.nome, cpf: cliente.cpf },
    nomeModelo: produto.nome_modelo,
    precoProduto: produto.preco_final,
    agora: agoraIso(),
    tabela,
    oferta: { hoje: hojeBrasil(), loja: empresa, encargos },
  });
}
