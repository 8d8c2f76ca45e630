/** Joins a stored sale with its customer and product as the API shows them (VendaDetalhe). */
import type { VendaDetalhe } from "../../../shared/vendas/schemas";
import { obterCliente, obterClientes, obterProduto, obterProdutos } from "../dependencias";
import type { VendaGravada } from "../domain";
import type { VendaNaLista } from "../entidades";
import { vendaParaApi } from "./respostas";

type Cliente = { id: string; nome: string; cpf: string | null; telefone: string | null };
type Produto = { id: string; codigo: string; nome_modelo: string; marca: { nome: string } | null };

/** A sale as the list reads it, or whole (whose document says whether there is a warranty when the flag is absent). */
type VendaMostrada = VendaNaLista & { conteudo_garantia_gerado?: string };

export function detalhar(v: VendaMostrada, cliente?: Cliente, produto?: Produto): VendaDetalhe {
  return {
    ...vendaParaApi(v),
    cliente: cliente ? { id: cliente.id, nome: cliente.nome, cpf: cliente.cpf, telefone: cliente.telefone } : null,
    item: { id: v.imei_id, imei: v.imei, cor: v.cor },
    produto: produto ? { id: produto.id, codigo: produto.codigo, nome_modelo: produto.nome_modelo, marca: produto.marca?.nome ?? null } : null,
    garantia_gerada: v.garantia_gerada ?? Boolean(v.conteudo_garantia_gerado),
  };
}

/** For a page of a list: the page's customers and products read in one batch each (never the company's whole lists). */
export async function detalharPagina(empresaId: string, vendas: readonly VendaMostrada[]): Promise<VendaDetalhe[]> {
  const unicos = (f: (v: VendaMostrada) => string) => [...new Set(vendas.map(f))];
  const [c, p] = await Promise.all([obterClientes(empresaId, unicos((v) => v.cliente_id)), obterProdutos(empresaId, unicos((v) => v.produto_id))]);
  return vendas.map((v) => detalhar(v, c.get(v.cliente_id), p.get(v.produto_id)));
}

export async function detalharUma(empresaId: string, v: VendaGravada): Promise<VendaDetalhe> {
  const [cliente, produto] = await Promise.all([obterCliente(empresaId, v.cliente_id), obterProduto(empresaId, v.produto_id)]);
  return detalhar(v, cliente, produto);
}
