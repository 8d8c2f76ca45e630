/** The registries' fetchers, query options and mutations (routes of docs/api.md). */
import { Produto, type ProdutoInput } from "../../../../../shared/cadastro/produto";
import {
  Categoria,
  Cliente,
  Fornecedor,
  Marca,
  type CategoriaInput,
  type ClienteInput,
  type FornecedorInput,
  type MarcaInput,
} from "../../../../../shared/cadastro/schemas";
import { criarRecursoApi } from "./recurso-api";

export const marcasApi = criarRecursoApi<typeof Marca, MarcaInput>("marcas", "/api/marcas", Marca);
export const categoriasApi = criarRecursoApi<typeof Categoria, CategoriaInput>("categorias", "/api/categorias", Categoria);
export const fornecedoresApi = criarRecursoApi<typeof Fornecedor, FornecedorInput>("fornecedores", "/api/fornecedores", Fornecedor);
export const clientesApi = criarRecursoApi<typeof Cliente, ClienteInput>("clientes", "/api/clientes", Cliente);
export const produtosApi = criarRecursoApi<typeof Produto, ProdutoInput>("produtos", "/api/produtos", Produto);
