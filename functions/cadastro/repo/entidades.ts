/**
 * The registries' item types: brands, categories, suppliers, customers, product models and the
 * document guards (supplier CNPJ, customer CPF) unique within the company. Records carry `versao`
 * (optimistic concurrency, comum.ts) and usage counters kept by other domains' transactions.
 */
import * as z from "zod/mini";
import { CANAIS } from "../../../shared/mensagens/schemas";
import { entidade } from "../../lib/db/entidade";
import { chaves, indices } from "../../lib/db/keys";
import { preguicoso } from "../../../shared/preguicoso";
import { ouNulo } from "../../../shared/zod";

/** Optional text: stored as null (or absent in items written before the field existed). */
const opcional = preguicoso(() => ouNulo(z.string()));
const uso = preguicoso(() => z.optional(z.number().check(z.int())));
const versao = preguicoso(() => z.optional(z.number().check(z.int())));

export const RegistroSimplesGravado = preguicoso(() => z.object({
  id: z.string(),
  empresa_id: z.string(),
  codigo: z.string(),
  nome: z.string(),
  uso_produtos: uso,
  created_at: z.string(),
}));
export type RegistroSimplesGravado = z.infer<typeof RegistroSimplesGravado>;

export const Marca = entidade("marca", { atributos: RegistroSimplesGravado, chave: (m) => chaves.marca(m.empresa_id, m.id) });
export const Categoria = entidade("categoria", { atributos: RegistroSimplesGravado, chave: (c) => chaves.categoria(c.empresa_id, c.id) });

export const FornecedorGravado = preguicoso(() => z.object({
  id: z.string(),
  empresa_id: z.string(),
  codigo: z.string(),
  nome: z.string(),
  cnpj: opcional,
  telefone: opcional,
  email: opcional,
  endereco: opcional,
  versao,
  uso_entradas: uso,
  created_at: z.string(),
}));
export const FornecedorItem = entidade("fornecedor", { atributos: FornecedorGravado, chave: (f) => chaves.fornecedor(f.empresa_id, f.id) });

export const ClienteGravado = preguicoso(() => z.object({
  id: z.string(),
  empresa_id: z.string(),
  nome: z.string(),
  cpf: opcional,
  telefone: opcional,
  // Absent in customers saved before the messages (issue 31): no e-mail, no channel refused.
  email: opcional,
  nao_contatar_por: z._default(z.array(z.enum(CANAIS)), []),
  endereco: opcional,
  // Absent in customers saved before the address fields existed: read as null.
  cep: opcional,
  cidade: opcional,
  uf: opcional,
  data_nasc: opcional,
  versao,
  uso_vendas: uso,
  created_at: z.string(),
}));
export const ClienteItem = entidade("cliente", { atributos: ClienteGravado, chave: (c) => chaves.cliente(c.empresa_id, c.id) });

export const ProdutoGravado = preguicoso(() => z.object({
  id: z.string(),
  empresa_id: z.string(),
  codigo: z.string(),
  nome_modelo: z.string(),
  marca_id: z.string(),
  categoria_id: z.string(),
  descricao: opcional,
  custo_base_centavos: z.number().check(z.int()),
  tipo_margem: z.enum(["percentual", "real"]),
  valor_margem: z.number(),
  preco_final_centavos: z.number().check(z.int()),
  estoque_minimo: ouNulo(z.number().check(z.int())),
  versao,
  uso_entradas: uso,
  created_at: z.string(),
}));
export type ProdutoGravado = z.infer<typeof ProdutoGravado>;
export const ProdutoItem = entidade("produto", { atributos: ProdutoGravado, chave: (p) => chaves.produto(p.empresa_id, p.id) });

/** `FORNECEDOR_CNPJ#<digits>` in the company: which supplier holds the CNPJ. */
export const GuardaCnpjFornecedor = entidade("guarda_cnpj_fornecedor", {
  atributos: z.object({ empresa_id: z.string(), cnpj: z.string(), fornecedor_id: z.string() }),
  chave: (g) => chaves.guardaCnpjFornecedor(g.empresa_id, g.cnpj),
});

/** `CLIENTE_CPF#<digits>` in the company, also on GSI1 (every company where the CPF is a customer: the portal). */
export const GuardaCpfCliente = entidade("guarda_cpf_cliente", {
  atributos: z.object({ empresa_id: z.string(), cpf: z.string(), cliente_id: z.string() }),
  chave: (g) => chaves.guardaCpfCliente(g.empresa_id, g.cpf),
  indices: (g) => [indices.clientePorCpf(g.cpf, g.empresa_id)],
});
