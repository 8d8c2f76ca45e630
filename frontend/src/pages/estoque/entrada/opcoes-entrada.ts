/** Products and suppliers offered by the entry wizard (their own screens own the full lists). */
import { queryOptions } from "@tanstack/react-query";
import { requisitar } from "../../../lib/api-client";

export interface OpcaoProduto {
  id: string;
  codigo: string;
  nome_modelo: string;
  custo_base: number;
  marca: { id: string; nome: string } | null;
}
export interface OpcaoFornecedor {
  id: string;
  nome: string;
}

export const opcoesEntrada = {
  produtos: () => queryOptions({ queryKey: ["cadastro", "produtos", "opcoes"], queryFn: () => requisitar<{ items: OpcaoProduto[] }>("/api/produtos") }),
  fornecedores: () =>
    queryOptions({ queryKey: ["cadastro", "fornecedores", "opcoes"], queryFn: () => requisitar<{ items: OpcaoFornecedor[] }>("/api/fornecedores") }),
};

export const rotuloProduto = (p: OpcaoProduto) => `${p.codigo} — ${p.nome_modelo}${p.marca ? ` (${p.marca.nome})` : ""}`;
