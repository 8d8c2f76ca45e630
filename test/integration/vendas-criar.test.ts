import { describe, expect, it } from "vitest";
import { hojeBrasil } from "../../shared/br/datas";
import { chamarApi, novaEmpresa } from "../support/api";
import { trabalhosDaEmpresa } from "../support/filas";
import { lojaComEstoque, vendaBoleto } from "../support/vendas";
import { ESPERA_FLUXO_MS } from "../support/fluxo";

const HOJE = hojeBrasil();

describe("POST /api/vendas", () => {
  it("uma venda no boleto grava venda, contrato, parcelas exatas, documentos e baixa o aparelho, e enfileira um boleto por parcela", async () => {
    const a = await novaEmpresa({ nome_fantasia: "Cell Express" });
    const { cliente, itens } = await lojaComEstoque(a.token);
    const r = await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(cliente.id, itens[0]!.id, "2026-01-30") });
    expect(r.status).toBe(201);
    // Interest on what is financed only (default 12x plan, divisor 0,9694): (1000 − 250) / 0.9694 = 773.674… → 773.67;
    // 11 × 64.47 + last 64.50 = 773.67; total 250 + 773.67 = 1023.67
    expect(r.body.venda).toMatchObject({ status: "ATIVA", forma_pagamento: "BOLETO", valor_produto: 1000, valor_total: 1023.67, entrada: 250, qtd_parcelas: 12 });
    const parcelas = r.body.parcelas as { numero_parcela: number; valor_parcela: number; data_vencimento: string; status_parcela: string }[];
    expect(parcelas).toHaveLength(12);
    const somaCentavos = parcelas.reduce((s, p) => s + Math.round(p.valor_parcela * 100), 0);
    expect(somaCentavos + 25000).toBe(102367);
    expect(parcelas.map((p) => p.valor_parcela)).toEqual([...Array<number>(11).fill(64.47), 64.5]);
    expect(parcelas.map((p) => p.data_vencimento).slice(0, 3)).toEqual(["2026-02-14", "2026-03-01", "2026-03-16"]);
    expect(parcelas.every((p) => p.status_parcela === "aberta")).toBe(true);
    expect(r.body.contrato).toMatchObject({ status_contrato: "ativo", valor_total: 1023.67, valor_entrada: 250 });
    expect(r.body.contrato.conteudo_gerado).toContain("Maria da Silva");
    expect(r.body.contrato.conteudo_gerado).toContain("Cell Express");

    const itensEmEstoque = await chamarApi("GET", "/api/estoque/itens?status=em_estoque", { token: a.token });
    expect(itensEmEstoque.body.items.map((i: { id: string }) => i.id)).toEqual([itens[1]!.id]);
    const vendidos = await chamarApi("GET", "/api/estoque/itens?status=vendido", { token: a.token });
    expect(vendidos.body.items.map((i: { id: string }) => i.id)).toEqual([itens[0]!.id]);

    const garantia = await chamarApi("GET", `/api/vendas/${r.body.venda.id}/garantia`, { token: a.token });
    expect(garantia.status).toBe(200);
    expect(garantia.body.html).toContain("Maria da Silva");
    expect(garantia.body.venda).toMatchObject({ garantia_gerada: true, cliente: { nome: "Maria da Silva" }, item: { imei: itens[0]!.imei } });

    const contrato = await chamarApi("GET", `/api/contratos/${r.body.contrato.id}`, { token: a.token });
    expect(contrato.body.parcelas.map((p: { numero_parcela: number }) => p.numero_parcela)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(contrato.body.cliente.nome).toBe("Maria da Silva");

    // Queued by the stream consumer (the outbox), one job per instalment, for this company only.
    await expect.poll(() => trabalhosDaEmpresa("boleto-jobs", a.empresa.id), { timeout: ESPERA_FLUXO_MS, interval: 200 }).toHaveLength(12);
    const trabalhos = await trabalhosDaEmpresa("boleto-jobs", a.empresa.id);
    expect(trabalhos.map((t) => t.numero_parcela).sort((x, y) => Number(x) - Number(y))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(trabalhos[0]).toMatchObject({ tipo: "emitir", empresa_id: a.empresa.id, contrato_id: r.body.contrato.id });
    expect(new Set(trabalhos.map((t) => t.id_trabalho)).size).toBe(12);
  });

  it("uma venda no PIX não tem contrato, vale o preço do produto e nasce PAGA: o Financeiro a conta como recebida", async () => {
    const a = await novaEmpresa();
    const { cliente, itens } = await lojaComEstoque(a.token, 1);
    const r = await chamarApi("POST", "/api/vendas", { token: a.token, body: { cliente_id: cliente.id, imei_id: itens[0]!.id, forma_pagamento: "PIX", data_venda: HOJE, entrada: 0, qtd_parcelas: 1 } });
    expect(r.status).toBe(201);
    expect(r.body.venda).toMatchObject({ status: "PAGA", valor_total: 1000, contrato_id: null });
    expect(r.body.contrato).toBeUndefined();
    expect((await chamarApi("GET", `/api/vendas/${r.body.venda.id}`, { token: a.token })).body.status).toBe("PAGA");
    // The finance totals come from the stream's aggregates: received, nothing pending.
    await expect
      .poll(async () => (await chamarApi("GET", "/api/vendas", { token: a.token })).body.totais, { timeout: ESPERA_FLUXO_MS, interval: 200 })
      .toEqual({ quantidade: 1, receita_total: 1000, receita_recebida: 1000, receita_pendente: 0 });
  });

  it.each(["DINHEIRO", "CARTAO_DEBITO", "CARTAO_CREDITO"] as const)("uma venda em %s nasce PAGA; cancelá-la tira o valor do recebido e devolve o aparelho", async (forma) => {
    const a = await novaEmpresa();
    const { cliente, itens } = await lojaComEstoque(a.token, 1);
    const r = await chamarApi("POST", "/api/vendas", { token: a.token, body: { cliente_id: cliente.id, imei_id: itens[0]!.id, forma_pagamento: forma, data_venda: HOJE, entrada: 0, qtd_parcelas: 1 } });
    expect(r.status).toBe(201);
    expect(r.body.venda.status).toBe("PAGA");
    const totais = () => chamarApi("GET", "/api/vendas", { token: a.token }).then((x) => x.body.totais);
    await expect.poll(totais, { timeout: ESPERA_FLUXO_MS, interval: 200 }).toEqual({ quantidade: 1, receita_total: 1000, receita_recebida: 1000, receita_pendente: 0 });
    // Paid: nothing but cancelling is left (spec section 4's transitions from PAGA).
    const inadimplente = await chamarApi("PATCH", `/api/vendas/${r.body.venda.id}/status`, { token: a.token, body: { status: "INADIMPLENTE" } });
    expect(inadimplente.status).toBe(409);
    const cancelada = await chamarApi("PATCH", `/api/vendas/${r.body.venda.id}/status`, { token: a.token, body: { status: "CANCELADA" } });
    expect(cancelada.status).toBe(200);
    expect(cancelada.body.status).toBe("CANCELADA");
    await expect.poll(totais, { timeout: ESPERA_FLUXO_MS, interval: 200 }).toEqual({ quantidade: 1, receita_total: 0, receita_recebida: 0, receita_pendente: 0 });
    expect((await chamarApi("GET", "/api/estoque/itens?status=em_estoque", { token: a.token })).body.items.map((i: { id: string }) => i.id)).toEqual([itens[0]!.id]);
  });

  // Every schema message is a unit test (test/unit/validacao-entradas.test.ts); here the real
  // handler shows a refused sale, by the schema or by the price rule, writes nothing.
  it.each([
    ["entrada abaixo de 25%", { entrada: 249.99 }, "entrada", "Entrada mínima para boleto é R$ 250,00 (25% do valor do produto)"],
    ["parcelas fora das opções", { qtd_parcelas: 10 }, "qtd_parcelas", "Para boleto, escolha 8x, 12x, 16x ou 18x"],
  ])("recusa %s com a mensagem da especificação e não vende", async (_caso, sobrepor, campo, mensagem) => {
    const a = await novaEmpresa();
    const { cliente, itens } = await lojaComEstoque(a.token, 1);
    const r = await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(cliente.id, itens[0]!.id, HOJE, sobrepor) });
    expect(r.status).toBe(400);
    expect(r.body.error.fields[campo]).toBe(mensagem);
    expect((await chamarApi("GET", "/api/estoque/itens?status=em_estoque", { token: a.token })).body.items).toHaveLength(1);
  });

  it("duas vendas do mesmo aparelho ao mesmo tempo: exatamente uma passa, a outra recebe 409", async () => {
    const a = await novaEmpresa();
    const { cliente, itens } = await lojaComEstoque(a.token, 1);
    const corpo = vendaBoleto(cliente.id, itens[0]!.id, HOJE);
    const [r1, r2] = await Promise.all([chamarApi("POST", "/api/vendas", { token: a.token, body: corpo }), chamarApi("POST", "/api/vendas", { token: a.token, body: corpo })]);
    expect([r1.status, r2.status].sort()).toEqual([201, 409]);
    const lista = await chamarApi("GET", "/api/vendas", { token: a.token });
    expect(lista.body.items).toHaveLength(1);
    expect((await chamarApi("POST", "/api/vendas", { token: a.token, body: corpo })).status).toBe(409);
  });

  it("um aparelho ou cliente de outra empresa responde 'IMEI ou cliente não encontrado'", async () => {
    const [a, b] = await Promise.all([novaEmpresa(), novaEmpresa()]);
    const la = await lojaComEstoque(a.token, 1);
    const lb = await lojaComEstoque(b.token, 1);
    const r1 = await chamarApi("POST", "/api/vendas", { token: b.token, body: vendaBoleto(lb.cliente.id, la.itens[0]!.id, HOJE) });
    expect(r1.status).toBe(404);
    expect(r1.body.error.message).toBe("IMEI ou cliente não encontrado");
    const r2 = await chamarApi("POST", "/api/vendas", { token: b.token, body: vendaBoleto(la.cliente.id, lb.itens[0]!.id, HOJE) });
    expect(r2.status).toBe(404);
    expect((await chamarApi("GET", "/api/estoque/itens?status=em_estoque", { token: a.token })).body.items).toHaveLength(1);
  });

  it("sem modelo de garantia ativo, a venda é feita e o termo fica vazio", async () => {
    const a = await novaEmpresa();
    const modelos = await chamarApi("GET", "/api/modelos-documentos", { token: a.token });
    const garantia = modelos.body.items.find((m: { tipo: string }) => m.tipo === "garantia");
    await chamarApi("PUT", `/api/modelos-documentos/${garantia.id}`, { token: a.token, body: { nome: garantia.nome, tipo: "garantia", conteudo: garantia.conteudo, ativo: false } });
    const { cliente, itens } = await lojaComEstoque(a.token, 1);
    const r = await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(cliente.id, itens[0]!.id, HOJE) });
    expect(r.status).toBe(201);
    expect((await chamarApi("GET", `/api/vendas/${r.body.venda.id}/garantia`, { token: a.token })).body.html).toBe("");
  });

  it.each(["desativado", "excluído"])("contrato da loja %s: a próxima venda no boleto leva o contrato padrão, com o custo do crédito", async (como) => {
    const a = await novaEmpresa({ nome_fantasia: "Cell Express" });
    const proprio = await chamarApi("POST", "/api/modelos-documentos", {
      token: a.token,
      body: { nome: "Contrato da Loja", tipo: "contrato", conteudo: "<p>Contrato da loja com {{cliente_nome}}, CET {{cet_anual}}</p>", ativo: true },
    });
    expect(proprio.status).toBe(201);
    const { cliente, itens } = await lojaComEstoque(a.token, 2);
    const antes = await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(cliente.id, itens[0]!.id, HOJE) });
    expect(antes.body.contrato.conteudo_gerado).toContain("Contrato da loja com Maria da Silva");

    // The shop's own template goes; the default one was already inactive (creating the shop's deactivated it).
    if (como === "desativado") {
      const r = await chamarApi("PUT", `/api/modelos-documentos/${proprio.body.id}`, { token: a.token, body: { nome: "Contrato da Loja", tipo: "contrato", conteudo: proprio.body.conteudo, ativo: false } });
      expect(r.status).toBe(200);
    } else {
      expect((await chamarApi("DELETE", `/api/modelos-documentos/${proprio.body.id}`, { token: a.token })).status).toBe(204);
    }
    const lista = (await chamarApi("GET", "/api/modelos-documentos", { token: a.token })).body.items as { tipo: string; ativo: boolean }[];
    expect(lista.filter((m) => m.tipo === "contrato" && m.ativo)).toEqual([]);

    const r = await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(cliente.id, itens[1]!.id, HOJE) });
    expect(r.status).toBe(201);
    const documento = (await chamarApi("GET", `/api/contratos/${r.body.contrato.id}`, { token: a.token })).body.conteudo_gerado as string;
    expect(documento).toContain("CONTRATO DE COMPRA E VENDA DE APARELHO CELULAR COM PAGAMENTO PARCELADO");
    expect(documento).toContain("Maria da Silva");
    expect(documento).toContain("Cell Express");
    expect(documento).toMatch(/custo efetivo total \(CET\): <strong>[\d.,]+% ao ano<\/strong>/);
    expect(documento).not.toContain("{{");
  });
});
