/**
 * Conservation: after a random (seeded, so a failure can be replayed) mix of stock entries, sales
 * in every payment form over two months, status changes and cancellations — some at the same
 * moment —, an instalment paid and a contract paid off early, every aggregate equals a recomputation from the items, to the centavo, once the
 * stream has caught up.
 */
import { describe, expect, it } from "vitest";
import { hojeBrasil } from "../../shared/br/datas";
import { divergencias } from "../support/agregados";
import { divergenciasRelatorios } from "../support/agregados-relatorios";
import { chamarApi, novaEmpresa } from "../support/api";
import { entrada, produtoEFornecedor } from "../support/estoque";
import { novoCpf, novoImei } from "../support/fabricas";

const SEMENTE = Number(process.env.SEMENTE_CONSERVACAO ?? 20261123);

/** mulberry32: small, seeded, good enough to pick operations. */
function aleatorio(semente: number) {
  let a = semente >>> 0;
  const prox = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { prox, inteiro: (n: number) => Math.floor(prox() * n), escolher: <T>(l: readonly T[]) => l[Math.floor(prox() * l.length)]! };
}

/** A valid sale date in this month or the previous one, never after today. */
function dataAleatoria(r: ReturnType<typeof aleatorio>, hoje: string): string {
  const [ano, mes, dia] = hoje.split("-").map(Number) as [number, number, number];
  if (r.prox() < 0.5) return `${hoje.slice(0, 8)}${String(1 + r.inteiro(dia)).padStart(2, "0")}`;
  const anterior = mes === 1 ? `${ano - 1}-12` : `${ano}-${String(mes - 1).padStart(2, "0")}`;
  return `${anterior}-${String(1 + r.inteiro(28)).padStart(2, "0")}`;
}

describe("conservação dos agregados", () => {
  it(`depois de entradas, vendas, mudanças de status e cancelamentos (semente ${SEMENTE}) cada agregado é a soma dos itens`, { timeout: 240_000 }, async () => {
    // Prepare
    const r = aleatorio(SEMENTE);
    const hoje = hojeBrasil();
    const a = await novaEmpresa({ plano: "master" });
    const post = async (caminho: string, body: unknown) => {
      const resp = await chamarApi("POST", caminho, { token: a.token, body });
      if (resp.status !== 201) throw new Error(`${caminho}: ${resp.status} ${JSON.stringify(resp.body)}`);
      return resp.body;
    };
    const produtos = [
      await produtoEFornecedor(a.token, { nome_modelo: "Galaxy A15 128GB", custo_base: 812.37, valor_margem: 23 }),
      await produtoEFornecedor(a.token, { nome_modelo: "iPhone 13 128GB", custo_base: 2345.67, valor_margem: 17 }),
    ];
    const clientes = [
      await post("/api/clientes", { nome: "Ana Souza", cpf: novoCpf(), telefone: null, endereco: null, data_nasc: null }),
      await post("/api/clientes", { nome: "Bruno Lima", cpf: novoCpf(), telefone: null, endereco: null, data_nasc: null }),
    ];
    const disponiveis: { id: string; preco: number }[] = [];
    const entrar = async () => {
      const { produto, fornecedor } = r.escolher(produtos);
      const imeis = Array.from({ length: 3 + r.inteiro(6) }, () => novoImei());
      const valor = Math.round((500 + r.prox() * 2000) * 100) / 100;
      const e = await post("/api/estoque/entradas", entrada(produto.id, fornecedor.id, imeis, { valor_unitario: valor, data_entrada: hoje }));
      disponiveis.push(...e.itens.map((i: { id: string }) => ({ id: i.id, preco: produto.preco_final as number })));
    };
    const vendas: { id: string; status: string; forma: string; contratoId: string | null }[] = [];
    const vender = async (formaPedida?: "BOLETO") => {
      const item = disponiveis.splice(r.inteiro(disponiveis.length), 1)[0];
      if (!item) return;
      const forma = formaPedida ?? r.escolher(["PIX", "DINHEIRO", "CARTAO_CREDITO", "CARTAO_DEBITO", "BOLETO", "BOLETO"] as const);
      const boleto = forma === "BOLETO";
      // A boleto entry between 25 % and 60 % of the price, in whole centavos above the minimum.
      const entradaReais = boleto ? Math.ceil(item.preco * (25 + r.inteiro(36))) / 100 : 0;
      const v = await post("/api/vendas", {
        cliente_id: r.escolher(clientes).id,
        imei_id: item.id,
        forma_pagamento: forma,
        data_venda: dataAleatoria(r, hoje),
        entrada: entradaReais,
        qtd_parcelas: boleto ? r.escolher([8, 12, 16, 18]) : 1,
      });
      // A counter sale is paid when made; only a boleto sale starts ATIVA (issue 27 item 7).
      expect(v.venda.status).toBe(boleto ? "ATIVA" : "PAGA");
      vendas.push({ id: v.venda.id, status: v.venda.status, forma, contratoId: v.venda.contrato_id });
    };
    const cancelar = async () => {
      const candidatas = vendas.filter((v) => v.status !== "CANCELADA");
      const v = candidatas.length ? r.escolher(candidatas) : undefined;
      if (!v) return;
      v.status = "CANCELADA";
      const resp = await chamarApi("PATCH", `/api/vendas/${v.id}/status`, { token: a.token, body: { status: "CANCELADA" } });
      expect(resp.status).toBe(200);
    };
    // A boleto sale becomes PAGA through its contract only (issue 36 item 2): its payoff, paid at the counter.
    const quitar = async () => {
      const candidatas = vendas.filter((v) => v.status === "ATIVA" && v.contratoId);
      const v = candidatas.length ? r.escolher(candidatas) : undefined;
      if (!v) return;
      v.status = "PAGA";
      const pedido = await chamarApi("POST", `/api/contratos/${v.contratoId}/quitacao`, { token: a.token, body: { data: hoje } });
      expect(pedido.status, JSON.stringify(pedido.body)).toBe(201);
      const paga = await chamarApi("POST", `/api/contratos/${v.contratoId}/quitacao/pagar`, { token: a.token, body: {} });
      expect(paga.status, JSON.stringify(paga.body)).toBe(200);
    };

    // Act: rounds of operations, each round's sales and status changes at the same moment.
    await entrar();
    await entrar();
    await entrar();
    for (let rodada = 0; rodada < 6; rodada++) {
      await Promise.all(Array.from({ length: 4 }, () => vender()));
      const mudancas: Promise<void>[] = [];
      if (r.prox() < 0.7) mudancas.push(cancelar());
      if (r.prox() < 0.5) mudancas.push(quitar());
      await Promise.all(mudancas);
      if (r.prox() < 0.4) await entrar();
    }
    // Payments (issue 36 item 4): a single instalment of one boleto sale, the early payoff of another. Which
    // sales the rounds left ATIVA depends on the order the answers came back in: two more boleto sales first.
    await entrar();
    await Promise.all([vender("BOLETO"), vender("BOLETO")]);
    const ativas = vendas.filter((v) => v.forma === "BOLETO" && v.status === "ATIVA");
    expect(ativas.length).toBeGreaterThan(1);
    const [umaParcela, quitada] = ativas;
    const detalheVenda = async (id: string) => (await chamarApi("GET", `/api/vendas/${id}`, { token: a.token })).body;
    const d1 = await detalheVenda(umaParcela!.id);
    expect((await chamarApi("POST", `/api/parcelas/${d1.parcelas[0].id}/pagar`, { token: a.token, body: {} })).status).toBe(200);
    const contratoQuitado = (await detalheVenda(quitada!.id)).contrato.id;
    expect((await chamarApi("POST", `/api/contratos/${contratoQuitado}/quitacao`, { token: a.token, body: { data: hoje } })).status).toBe(201);
    const quitou = await chamarApi("POST", `/api/contratos/${contratoQuitado}/quitacao/pagar`, { token: a.token, body: {} });
    expect(quitou.status).toBe(200);
    quitada!.status = "PAGA";
    await cancelar();
    // The mix must hold what it is meant to test.
    expect(vendas.filter((v) => v.status === "CANCELADA").length).toBeGreaterThan(1);
    expect(vendas.filter((v) => v.forma === "BOLETO").length).toBeGreaterThan(1);

    // Assess
    await expect.poll(() => divergencias(a.empresa.id), { timeout: 90_000, interval: 500 }).toEqual([]);
    // The report aggregates too: every REL# row, and their sums, equal the recomputation.
    await expect.poll(() => divergenciasRelatorios(a.empresa.id), { timeout: 30_000, interval: 500 }).toEqual([]);
  });
});
