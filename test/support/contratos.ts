/** Boleto contracts for the 'Controle de Boletos' tests, created through the API like a user would. */
import { BatchWriteCommand, type BatchWriteCommandInput } from "@aws-sdk/lib-dynamodb";
import { Contrato, type ContratoGravado } from "../../functions/contratos/entidades";
import { db, tabela } from "../../functions/lib/db/client";
import { novoId } from "../../functions/lib/ids";
import { hojeBrasil } from "../../shared/br/datas";
import { textoBuscaContrato } from "../../shared/vendas/contratos";
import { chamarApi } from "./api";
import { entrada, produtoEFornecedor } from "./estoque";
import { novoCpf, novoImei } from "./fabricas";
import { vendaBoleto } from "./vendas";

/** `qtd` devices of a new product model named `nome_modelo` (price R$ 960,00). */
export async function aparelhos(token: string, qtd: number, nome_modelo = "Galaxy A15 128GB") {
  const { produto, fornecedor } = await produtoEFornecedor(token, { nome_modelo });
  const imeis = Array.from({ length: qtd }, () => novoImei());
  const e = await chamarApi("POST", "/api/estoque/entradas", { token, body: entrada(produto.id, fornecedor.id, imeis) });
  if (e.status !== 201) throw new Error(`entrada: ${e.status} ${JSON.stringify(e.body)}`);
  return { produto, itens: e.body.itens as { id: string; imei: string; cor: string }[] };
}

export async function cliente(token: string, nome: string, cpf: string = novoCpf()) {
  const c = await chamarApi("POST", "/api/clientes", { token, body: { nome, cpf, telefone: "(81) 99876-5432", endereco: "Rua da Aurora, 100", data_nasc: null } });
  if (c.status !== 201) throw new Error(`cliente: ${c.status} ${JSON.stringify(c.body)}`);
  return c.body as { id: string; nome: string; cpf: string };
}

/** A boleto sale (12 instalments, R$ 250,00 down unless `extra` says otherwise): its sale, contract and instalments. */
export async function venderNoBoleto(token: string, clienteId: string, itemId: string, dataVenda = hojeBrasil(), extra: Record<string, unknown> = {}) {
  const v = await chamarApi("POST", "/api/vendas", { token, body: vendaBoleto(clienteId, itemId, dataVenda, extra) });
  if (v.status !== 201) throw new Error(`venda: ${v.status} ${JSON.stringify(v.body)}`);
  return v.body as { venda: { id: string }; contrato: { id: string }; parcelas: { id: string; numero_parcela: number; valor_parcela: number }[] };
}

/**
 * Writes `total` contracts of company `empresaId` straight into the table (BatchWriteItem, 25 at a
 * time; a sale each through the API would take minutes), oldest first, each with the search text
 * `nomeCliente(i)` / IMEI / model gives it and `status(i)`. No instalments, customers or products:
 * enough for the list's index and page reads (cliente/produto come back null). Answers the ids in
 * creation order. The bench (test/bench) can seed its 20,000 contracts with it.
 */
export async function semearContratos(
  empresaId: string,
  total: number,
  opcoes: { nomeCliente?: (i: number) => string; status?: (i: number) => ContratoGravado["status_contrato"]; nomeModelo?: string } = {},
): Promise<string[]> {
  const nomeCliente = opcoes.nomeCliente ?? ((i: number) => `Cliente ${i}`);
  const status = opcoes.status ?? (() => "ativo" as const);
  const contratos = Array.from({ length: total }, (_, i): ContratoGravado => {
    const imei = String(350000000000000 + i);
    return {
      id: novoId(),
      empresa_id: empresaId,
      venda_id: novoId(),
      cliente_id: novoId(),
      imei_id: novoId(),
      imei,
      produto_id: novoId(),
      valor_total_centavos: 100000,
      qtd_parcelas: 8,
      valor_entrada_centavos: 25000,
      status_contrato: status(i),
      proximo_vencimento: null,
      data_venda: "2026-01-10",
      conteudo_gerado: "<p>contrato</p>",
      created_at: new Date().toISOString(),
      busca: textoBuscaContrato({ nomeCliente: nomeCliente(i), cpf: null, imei, nomeModelo: opcoes.nomeModelo ?? "Galaxy A15" }),
    };
  });
  for (let i = 0; i < contratos.length; i += 25) {
    let pedido: BatchWriteCommandInput["RequestItems"] = { [tabela()]: contratos.slice(i, i + 25).map((c) => ({ PutRequest: { Item: Contrato.item(c) } })) };
    while (pedido && Object.keys(pedido).length) pedido = (await db().send(new BatchWriteCommand({ RequestItems: pedido }))).UnprocessedItems;
  }
  return contratos.map((c) => c.id);
}
