/**
 * What other domains may use of `cadastro`.
 *
 * Reads (all scoped by the caller's company; another company's id is simply not found):
 * - obterProduto(empresaId, id) → Produto (with marca/categoria joined, preco_final) | undefined
 * - obterFornecedor(empresaId, id), obterCliente(empresaId, id) → DTO | undefined
 * - obterClientePorCpf(empresaId, cpf11) → Cliente | undefined: one GetItem on the CPF guard
 *   `EMP#<empresaId> / CLIENTE_CPF#<cpf>` (→ cliente_id) and one on the customer. Across
 *   companies (portal, customer sign-up): Query GSI1 with `GSI1PK = CLIENTE_CPF#<cpf>`; each
 *   guard found holds `empresa_id` and `cliente_id` (see functions/lib/db/keys.ts);
 *   clientesDoCpfEmTodasAsEmpresas(cpf11) → [{ empresaId, cliente }] does that and reads them.
 * - obterProdutos(empresaId, ids) / obterClientes(empresaId, ids) → Map id → DTO: a page's joins in
 *   BatchGetItems (missing ids are absent)
 * - listarProdutos / listarFornecedores / listarClientes(empresaId) → DTOs, newest first
 *   (products with marca/categoria joined); for joins and pickers of other domains.
 *
 * Usage counters, so a record that something points at cannot be deleted (DELETE → 409):
 * put the fragment in the SAME TransactWriteItems that writes the referencing record.
 * - usarFornecedor(empresaId, id, +1) when a stock entry is created (−1 if one is ever deleted)
 * - usarProduto(empresaId, id, +1) likewise for the entry's product
 * - usarCliente(empresaId, id, +1) when a sale is created (−1 if a sale is ever deleted)
 * Each is an `Update` conditioned on the record existing, so when the id is missing or belongs
 * to another company the whole transaction is cancelled with "ConditionalCheckFailed" at that
 * fragment's index: map it to your 404/400 ('Fornecedor não encontrado', 'IMEI ou cliente não
 * encontrado'…). One transaction may not touch the same item twice: add one fragment per record.
 */
import { chaves } from "../lib/db/keys";
import { fragmentoUso, type ItemTransacao } from "./repo/comum";
import { USO_CLIENTE } from "./repo/clientes";
import { USO_FORNECEDOR } from "./repo/fornecedores";
import { USO_PRODUTO } from "./repo/produtos";

export { obterProduto, obterProdutos, listarProdutos } from "./repo/produtos";
export { obterFornecedor, listarFornecedores } from "./repo/fornecedores";
export { obterCliente, obterClientes, obterClientePorCpf, clientesDoCpfEmTodasAsEmpresas, listarClientes } from "./repo/clientes";
export type { ItemTransacao } from "./repo/comum";
/** The sign-up seeds the starting brands and categories in its own transaction. */
export { Categoria, Marca } from "./repo/entidades";

export const usarFornecedor = (empresaId: string, fornecedorId: string, delta: number): ItemTransacao =>
  fragmentoUso(chaves.fornecedor(empresaId, fornecedorId), USO_FORNECEDOR, delta);

export const usarProduto = (empresaId: string, produtoId: string, delta: number): ItemTransacao =>
  fragmentoUso(chaves.produto(empresaId, produtoId), USO_PRODUTO, delta);

export const usarCliente = (empresaId: string, clienteId: string, delta: number): ItemTransacao =>
  fragmentoUso(chaves.cliente(empresaId, clienteId), USO_CLIENTE, delta);
