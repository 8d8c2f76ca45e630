/** Joins a stored sale with its customer and product as the API shows them (VendaDetalhe). */
import type { VendaDetalhe } from "../../../shared/vendas/schemas";
import { listarClientes, listarProdutos, obterCliente, obterProduto } from "../dependencias";
import type { VendaGravada } from "../domain";
import { vendaParaApi } from "./respostas";

type Cliente = { id: string; nome: string; cpf: string | null; telefone: string | null };
type Produto = { id: string; codigo: string; nome_modelo: string; marca: { nome: string } | null };

export function detalhar(v: VendaGravada, cliente?: Cliente, produto?: Produto): VendaDetalhe {
  return {
    ...vendaParaApi(v),
    cliente: cliente ? { id: cliente.id, nome: cliente.nome, cpf: cliente.cpf, telefone: cliente.telefone } : null,
    item: { id: v.imei_id, imei: v.imei, cor: v.cor },
    produto: produto ? { id: produto.id, codigo: produto.codigo, nome_modelo: produto.nome_modelo, marca: produto.marca?.nome ?? null } : null,
    garantia_gerada: Boolean(v.conteudo_garantia_gerado),
  };
}

/** For lists: the company's customers and products read once, not once per sale. */
export async function detalhador(empresaId: string): Promise<(v: VendaGravada) => VendaDetalhe> {
  const [clientes, produtos] = await Promise.all([listarClientes(empresaId), listarProdutos(empresaId)]);
  const c = new Map(clientes.map((x) => [x.id, x]));
  const p = new Map(produtos.map((x) => [x.id, x]));
  return (v) => detalhar(v, c.get(v.cliente_id), p.get(v.produto_id));
}

export async function detalharUma(empresaId: string, v: VendaGravada): Promise<VendaDetalhe> {
  const [cliente, produto] = await Promise.all([obterCliente(empresaId, v.cliente_id), obterProduto(empresaId, v.produto_id)]);
  return detalhar(v, cliente, produto);
}
