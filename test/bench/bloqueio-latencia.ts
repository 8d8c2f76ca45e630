/**
 * The lock job latency for the routine bench: from `POST /api/contratos/{id}/bloqueio` (202) to the
 * contract answering `status_aparelho: "bloqueado"` — the stream's outbox queues the command on
 * lock-jobs, the real consumer sends it to the simulated provider, the simulated device confirms
 * with a signed webhook. One Pro company, BENCH_BLOQUEIOS devices sold on boleto today, each
 * enrolled first (the enrolment is the contract's first command).
 */
import { performance } from "node:perf_hooks";
import { hojeBrasil } from "../../shared/br/datas";
import { novoCnpj, novoCpf, novoImei } from "../../scripts/local/geradores";
import type { Pilha } from "../../scripts/local/pilha";
import { clienteApi, entradaBoleto, tokenDaEquipe } from "./cliente-api";

const APARELHOS = Number(process.env.BENCH_BLOQUEIOS ?? 10);
const ESPERA_MAXIMA_MS = 60_000;

export async function medirLatenciaBloqueio(pilha: Pilha): Promise<number[]> {
  const chamar = clienteApi(pilha.api.url);
  const esperar = async (caminho: string, token: string, pronto: (c: Record<string, any>) => boolean) => {
    const limite = performance.now() + ESPERA_MAXIMA_MS;
    for (;;) {
      const c = await chamar("GET", caminho, token);
      if (pronto(c)) return;
      if (performance.now() > limite) throw new Error(`${caminho}: estado esperado não chegou em ${ESPERA_MAXIMA_MS / 1000} s (${c.status_aparelho}, ${c.matricula})`);
      await new Promise((ok) => setTimeout(ok, 20));
    }
  };

  const email = `bench-bloqueio-${Date.now()}@exemplo.com.br`;
  await chamar("POST", "/api/empresas", undefined, { nome_fantasia: "Loja Bloqueio", cnpj: novoCnpj(), plano: "pro", admin: { nome: "Bench", email, senha: "segredo123" } });
  const token = await tokenDaEquipe(pilha.endpoints.cognito, pilha.recursos.staffUserPoolClientId, email);
  const marcas = await chamar("GET", "/api/marcas", token);
  const categorias = await chamar("GET", "/api/categorias", token);
  const fornecedor = await chamar("POST", "/api/fornecedores", token, { nome: "Fornecedor Bench", cnpj: null, telefone: null, email: null, endereco: null });
  const produto = await chamar("POST", "/api/produtos", token, {
    nome_modelo: "Galaxy A15", marca_id: marcas.items[0].id, categoria_id: categorias.items[0].id, descricao: null, custo_base: 800, tipo_margem: "percentual", valor_margem: 25, estoque_minimo: 1,
  });
  const e = await chamar("POST", "/api/estoque/entradas", token, {
    produto_id: produto.id, fornecedor_id: fornecedor.id, data_entrada: hojeBrasil(), valor_unitario: 800, itens: Array.from({ length: APARELHOS }, () => ({ imei: novoImei(), cor: "Preto" })),
  });
  const cliente = await chamar("POST", "/api/clientes", token, { nome: "Cliente Bench", cpf: novoCpf(), telefone: "(81) 99876-5432", endereco: null, data_nasc: null });
  const contratos: string[] = [];
  for (const item of e.itens as { id: string }[]) {
    const v = await chamar("POST", "/api/vendas", token, { cliente_id: cliente.id, imei_id: item.id, forma_pagamento: "BOLETO", data_venda: hojeBrasil(), entrada: entradaBoleto(produto.preco_final), qtd_parcelas: 8, consentimento_bloqueio: true });
    contratos.push(String(v.contrato.id));
  }
  for (const id of contratos) await esperar(`/api/contratos/${id}`, token, (c) => c.matricula === "ativa");

  const latencias: number[] = [];
  for (const id of contratos) {
    const t = performance.now();
    // Sold today, nothing is overdue: the one lock allowed then is the customer's own request (the same path to the provider).
    await chamar("POST", `/api/contratos/${id}/bloqueio`, token, { acao: "bloquear", motivo: "Bench de latência do bloqueio", a_pedido_do_cliente: true });
    await esperar(`/api/contratos/${id}`, token, (c) => c.status_aparelho === "bloqueado");
    latencias.push(performance.now() - t);
  }
  return latencias;
}
