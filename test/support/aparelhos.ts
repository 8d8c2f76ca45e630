/**
 * The remote lock on the local stack: boleto sales whose device the real lock job enrols at the
 * simulated provider, commands asked with the contracts domain's own pieces (as the manual route
 * and the routine do), and what the simulated phone shows (GET /__local/aparelhos/{imei}).
 */
import { expect, inject } from "vitest";
import { obterContrato, pedirComando, type NovoComando } from "../../functions/contratos";
import { obterComando } from "../../functions/bloqueio/repo";
import { itemPorImei } from "../../functions/estoque";
import { transacao } from "../../functions/lib/db/transacao";
import type { StatusAparelho } from "../../shared/bloqueio/schemas";
import { hojeBrasil } from "../../shared/br/datas";
import { chamarApi, novaEmpresa, type EmpresaTeste } from "./api";
import { entrada, produtoEFornecedor } from "./estoque";
import { novoCpf, novoImei } from "./fabricas";
import { vendaBoleto } from "./vendas";

export const contratoGravado = async (empresaId: string, contratoId: string) => (await obterContrato(empresaId, contratoId))!.contrato;

/** A company (Master unless given) that sells `imei` on boleto, the customer consenting to the lock; waited until the enrolment's outcome is known. */
export async function vendaComAparelho(o: { a?: EmpresaTeste; imei?: string; nome?: string; qtd?: number; dataVenda?: string; matricula?: "ativa" | "recusada" } = {}) {
  const a = o.a ?? (await novaEmpresa({ nome_fantasia: o.nome ?? "Cell Bloqueio", plano: "master" }));
  const imei = o.imei ?? novoImei();
  const { produto, fornecedor } = await produtoEFornecedor(a.token);
  const e = await chamarApi("POST", "/api/estoque/entradas", { token: a.token, body: entrada(produto.id, fornecedor.id, [imei]) });
  if (e.status !== 201) throw new Error(`entrada: ${e.status} ${JSON.stringify(e.body)}`);
  const c = await chamarApi("POST", "/api/clientes", { token: a.token, body: { nome: "João Pereira", cpf: novoCpf(), telefone: "(81) 99876-5432", endereco: "Rua da Aurora, 100", data_nasc: null } });
  if (c.status !== 201) throw new Error(`cliente: ${c.status} ${JSON.stringify(c.body)}`);
  const v = await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(c.body.id, e.body.itens[0].id, o.dataVenda ?? hojeBrasil(), { qtd_parcelas: o.qtd ?? 8, consentimento_bloqueio: true }) });
  if (v.status !== 201) throw new Error(`venda: ${v.status} ${JSON.stringify(v.body)}`);
  const contratoId: string = v.body.contrato.id;
  await expect.poll(async () => (await contratoGravado(a.empresa.id, contratoId)).matricula, { timeout: 20_000, interval: 100 }).toBe(o.matricula ?? "ativa");
  return { a, imei, contratoId, vendaId: v.body.venda.id as string };
}

/** Asks for a command with contratos.pedirComando, as the manual route and the routine do. */
export async function pedir(empresaId: string, contratoId: string, cmd: Partial<NovoComando> & Pick<NovoComando, "acao">, status?: StatusAparelho) {
  const c = await contratoGravado(empresaId, contratoId);
  const { pecas, comando } = pedirComando(c, { origem: "manual", por: "teste", motivo: "Parcela em atraso", ...cmd }, status, () => new Error("contrato mudou"));
  await transacao(pecas);
  return comando;
}

export async function comandoFinal(empresaId: string, contratoId: string, seq: number, situacoes: string[] = ["confirmado", "recusado", "falhou", "superado"]) {
  await expect.poll(async () => (await obterComando(empresaId, contratoId, seq))?.situacao, { timeout: 20_000, interval: 100 }).toSatisfy((s) => situacoes.includes(String(s)));
  return (await obterComando(empresaId, contratoId, seq))!;
}

export async function aparelhoNaTela(imei: string): Promise<{ status: number; body: { imei: string; bloqueado: boolean; tela: string | null; avisos: { texto: string; em: string }[] } }> {
  const r = await fetch(`${inject("pilha").apiUrl}/__local/aparelhos/${imei}`);
  return { status: r.status, body: (await r.json()) as never };
}

export const statusDoItem = async (empresaId: string, imei: string) => (await itemPorImei(empresaId, imei))?.status;

export async function eventos(token: string, contratoId: string): Promise<{ tipo: string; por: string; detalhes: Record<string, any> }[]> {
  const r = await chamarApi("GET", `/api/contratos/${contratoId}/eventos`, { token });
  if (r.status !== 200) throw new Error(`eventos: ${r.status}`);
  return r.body.items;
}
