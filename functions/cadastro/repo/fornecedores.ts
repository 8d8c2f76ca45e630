/** Suppliers: code per company, optional CNPJ unique in the company, used by stock entries. */
import type { Fornecedor, FornecedorInput } from "../../../shared/cadastro/schemas";
import { MSG_CADASTRO as M } from "../../../shared/cadastro/mensagens";
import { chaves, prefixos } from "../../lib/db/keys";
import type { Item } from "./comum";
import { FornecedorItem, GuardaCnpjFornecedor } from "./entidades";
import {
  atualizarComDocumento,
  criarComDocumento,
  excluirComDocumento,
  listarComDocumento,
  obterComDocumento,
  paginarComDocumento,
  type ConfigDocumento,
} from "./com-documento";
import type { PedidoPagina } from "./pagina";

/** Stock entries that point at the supplier (kept by the estoque domain through usarFornecedor). */
export const USO_FORNECEDOR = "uso_entradas";

const paraFornecedor = (item: Item): Fornecedor => {
  const f = FornecedorItem.ler(item);
  return { id: f.id, codigo: f.codigo, nome: f.nome, cnpj: f.cnpj, telefone: f.telefone, email: f.email, endereco: f.endereco, created_at: f.created_at };
};

const CONFIG: ConfigDocumento<Fornecedor> = {
  recurso: "fornecedor",
  registro: FornecedorItem,
  guardaItem: GuardaCnpjFornecedor,
  prefixo: prefixos.fornecedor,
  chave: chaves.fornecedor,
  campoDocumento: "cnpj",
  guarda: chaves.guardaCnpjFornecedor,
  campoDono: "fornecedor_id",
  uso: { atributo: USO_FORNECEDOR, tipo: "entradas" },
  sequenciaCodigo: "fornecedor",
  duplicado: M.cnpjDuplicadoFornecedor,
  paraDto: paraFornecedor,
};

export const listarFornecedores = (empresaId: string) => listarComDocumento(CONFIG, empresaId);
export const paginarFornecedores = (empresaId: string, pedido: PedidoPagina, filtro: (r: Fornecedor) => boolean) =>
  paginarComDocumento(CONFIG, empresaId, pedido, filtro);
export const obterFornecedor = (empresaId: string, id: string) => obterComDocumento(CONFIG, empresaId, id);
export const criarFornecedor = (empresaId: string, f: FornecedorInput) => criarComDocumento(CONFIG, empresaId, { ...f });
export const atualizarFornecedor = (empresaId: string, id: string, f: FornecedorInput) => atualizarComDocumento(CONFIG, empresaId, id, { ...f });
export const excluirFornecedor = (empresaId: string, id: string) => excluirComDocumento(CONFIG, empresaId, id);
