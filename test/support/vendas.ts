/** A shop ready to sell: product (price R$ 1.000,00), supplier, devices in stock and a customer. */
import { chamarApi } from "./api";
import { entrada, produtoEFornecedor } from "./estoque";
import { novoCpf, novoImei } from "./fabricas";

export async function lojaComEstoque(token: string, aparelhos = 2, nomeCliente = "Maria da Silva") {
  const { produto, fornecedor } = await produtoEFornecedor(token, { custo_base: 800, tipo_margem: "percentual", valor_margem: 20 });
  const imeis = Array.from({ length: aparelhos }, () => novoImei());
  const e = await chamarApi("POST", "/api/estoque/entradas", { token, body: entrada(produto.id, fornecedor.id, imeis) });
  if (e.status !== 201) throw new Error(`entrada: ${e.status} ${JSON.stringify(e.body)}`);
  const c = await chamarApi("POST", "/api/clientes", {
    token,
    body: { nome: nomeCliente, cpf: novoCpf(), telefone: "(81) 99876-5432", endereco: "Rua da Aurora, 100, Recife - PE", data_nasc: null },
  });
  if (c.status !== 201) throw new Error(`cliente: ${c.status} ${JSON.stringify(c.body)}`);
  return { produto, fornecedor, cliente: c.body, itens: e.body.itens as { id: string; imei: string; cor: string }[] };
}

/** A boleto sale's body; without `consentimento_bloqueio: true` in `extra` the customer does not consent to the lock (no enrolment). */
export const vendaBoleto = (clienteId: string, itemId: string, dataVenda: string, extra: Record<string, unknown> = {}) => ({
  cliente_id: clienteId,
  imei_id: itemId,
  forma_pagamento: "BOLETO",
  data_venda: dataVenda,
  entrada: 250,
  qtd_parcelas: 12,
  ...extra,
});
