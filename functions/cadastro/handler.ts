/** Lambda entry of the `cadastro` domain: brands, categories, suppliers, customers, product models. */
import { dominio } from "../lib/http";
import { atualizarCliente } from "./http/atualizar-cliente";
import { atualizarFornecedor } from "./http/atualizar-fornecedor";
import { atualizarProduto } from "./http/atualizar-produto";
import { categorias } from "./http/categorias";
import { criarCliente } from "./http/criar-cliente";
import { criarFornecedor } from "./http/criar-fornecedor";
import { criarProduto } from "./http/criar-produto";
import { excluirCliente } from "./http/excluir-cliente";
import { excluirFornecedor } from "./http/excluir-fornecedor";
import { excluirProduto } from "./http/excluir-produto";
import { listarClientes } from "./http/listar-clientes";
import { listarFornecedores } from "./http/listar-fornecedores";
import { listarProdutos } from "./http/listar-produtos";
import { marcas } from "./http/marcas";
import { obterProduto } from "./http/obter-produto";

export const handler = dominio("cadastro", {
  "GET /api/marcas": marcas.listar,
  "POST /api/marcas": marcas.criar,
  "PUT /api/marcas/{id}": marcas.atualizar,
  "DELETE /api/marcas/{id}": marcas.excluir,
  "GET /api/categorias": categorias.listar,
  "POST /api/categorias": categorias.criar,
  "PUT /api/categorias/{id}": categorias.atualizar,
  "DELETE /api/categorias/{id}": categorias.excluir,
  "GET /api/fornecedores": listarFornecedores,
  "POST /api/fornecedores": criarFornecedor,
  "PUT /api/fornecedores/{id}": atualizarFornecedor,
  "DELETE /api/fornecedores/{id}": excluirFornecedor,
  "GET /api/clientes": listarClientes,
  "POST /api/clientes": criarCliente,
  "PUT /api/clientes/{id}": atualizarCliente,
  "DELETE /api/clientes/{id}": excluirCliente,
  "GET /api/produtos": listarProdutos,
  "POST /api/produtos": criarProduto,
  "GET /api/produtos/{id}": obterProduto,
  "PUT /api/produtos/{id}": atualizarProduto,
  "DELETE /api/produtos/{id}": excluirProduto,
});
