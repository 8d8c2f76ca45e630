/** Boleto contracts for the 'Controle de Boletos' tests, created through the API like a user would. */
import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { db, tabela } from "../../functions/lib/db/client";
import { chaves } from "../../functions/lib/db/keys";
import { hojeBrasil } from "../../shared/br/datas";
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
  return v.body as { venda: { id: string; entrada: number }; contrato: { id: string }; parcelas: { id: string; numero_parcela: number; valor_parcela: number }[] };
}

/**
 * Empties a contract's document, as a sale made before issue 36 (item 7) left it when the shop had
 * no active contract template; today every sale gets one (the default when none is active), so the
 * screens' "no document" states are reached only by such an old contract.
 */
export async function contratoAntigoSemDocumento(empresaId: string, contratoId: string): Promise<void> {
  await db().send(
    new UpdateCommand({ TableName: tabela(), Key: chaves.contrato(empresaId, contratoId), UpdateExpression: "SET conteudo_gerado = :vazio", ConditionExpression: "attribute_exists(PK)", ExpressionAttributeValues: { ":vazio": "" } }),
  );
}

export { semearContratos } from "./semear-contratos";
