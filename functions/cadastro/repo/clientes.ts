/**
 * Customers: optional CPF (digits) unique in the company, used by sales. The CPF guard
 * `EMP#<empresa> / CLIENTE_CPF#<cpf>` answers "which customer has this CPF here" in one GetItem,
 * and carries GSI1 keys so the customer portal and the customer account sign-up can find every
 * company where a CPF is a customer (Query GSI1PK=CLIENTE_CPF#<cpf>).
 */
import { somenteDigitos } from "../../../shared/br/digitos";
import type { Cliente, ClienteInput } from "../../../shared/cadastro/schemas";
import { MSG_CADASTRO as M } from "../../../shared/cadastro/mensagens";
import { consultarTudo } from "../../lib/db/consultas";
import { chaves, indices, prefixos } from "../../lib/db/keys";
import type { Item } from "./comum";
import { lerEmLote } from "../../lib/db/lote";
import { ClienteItem, GuardaCpfCliente } from "./entidades";
import {
  atualizarComDocumento,
  criarComDocumento,
  donoDoDocumento,
  excluirComDocumento,
  listarComDocumento,
  obterComDocumento,
  paginarComDocumento,
  type ConfigDocumento,
} from "./com-documento";
import type { PedidoPagina } from "./pagina";

/** Sales that point at the customer (kept by the vendas domain through usarCliente). */
export const USO_CLIENTE = "uso_vendas";

const paraCliente = (item: Item): Cliente => {
  const c = ClienteItem.ler(item);
  return {
    id: c.id,
    nome: c.nome,
    cpf: c.cpf,
    telefone: c.telefone,
    email: c.email,
    nao_contatar_por: c.nao_contatar_por,
    endereco: c.endereco,
    cep: c.cep,
    cidade: c.cidade,
    uf: c.uf,
    data_nasc: c.data_nasc,
    created_at: c.created_at,
  };
};

const CONFIG: ConfigDocumento<Cliente> = {
  recurso: "cliente",
  registro: ClienteItem,
  guardaItem: GuardaCpfCliente,
  prefixo: prefixos.cliente,
  chave: chaves.cliente,
  campoDocumento: "cpf",
  guarda: chaves.guardaCpfCliente,
  campoDono: "cliente_id",
  uso: { atributo: USO_CLIENTE, tipo: "vendas" },
  duplicado: M.cpfDuplicadoCliente,
  paraDto: paraCliente,
};

export const listarClientes = (empresaId: string) => listarComDocumento(CONFIG, empresaId);
export const paginarClientes = (empresaId: string, pedido: PedidoPagina, filtro: (r: Cliente) => boolean) =>
  paginarComDocumento(CONFIG, empresaId, pedido, filtro);
export const obterCliente = (empresaId: string, id: string) => obterComDocumento(CONFIG, empresaId, id);
export const criarCliente = (empresaId: string, c: ClienteInput) => criarComDocumento(CONFIG, empresaId, { ...c });
export const atualizarCliente = (empresaId: string, id: string, c: ClienteInput) => atualizarComDocumento(CONFIG, empresaId, id, { ...c });
export const excluirCliente = (empresaId: string, id: string) => excluirComDocumento(CONFIG, empresaId, id);

/** Several customers by id (one BatchGetItem per 100); missing ids are absent. */
export async function obterClientes(empresaId: string, ids: readonly string[]): Promise<Map<string, Cliente>> {
  const itens = await lerEmLote(ids.map((id) => chaves.cliente(empresaId, id)));
  return new Map(itens.map((i) => paraCliente(i)).map((c) => [c.id, c]));
}

/** The company's customer with this CPF (masked or not): the guard's GetItem, then the customer's. */
export async function obterClientePorCpf(empresaId: string, cpf: string): Promise<Cliente | undefined> {
  const digitos = somenteDigitos(cpf);
  if (digitos.length !== 11) return undefined;
  const id = await donoDoDocumento(CONFIG as ConfigDocumento<unknown>, empresaId, digitos);
  return id ? obterCliente(empresaId, id) : undefined;
}

/**
 * Every company's customer with this CPF (customer area, customer sign-up): the CPF guards on
 * GSI1 (`GSI1PK = CLIENTE_CPF#<cpf>`, one per company), then the customers by key. The index is
 * eventually consistent: a customer saved a moment ago may be missing for that moment.
 */
export async function clientesDoCpfEmTodasAsEmpresas(cpf: string): Promise<{ empresaId: string; cliente: Cliente }[]> {
  const guardas = await consultarTudo({
    IndexName: "GSI1",
    KeyConditionExpression: "GSI1PK = :pk",
    ExpressionAttributeValues: { ":pk": indices.clientePorCpf(cpf, "").GSI1PK },
  });
  const vinculos = guardas.map((g) => GuardaCpfCliente.ler(g));
  if (!vinculos.length) return [];
  const itens = await lerEmLote(vinculos.map((v) => chaves.cliente(v.empresa_id, v.cliente_id)));
  return itens.map((i) => ({ empresaId: ClienteItem.ler(i).empresa_id, cliente: paraCliente(i) }));
}
