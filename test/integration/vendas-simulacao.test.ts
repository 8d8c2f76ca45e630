/** Issue 27 item 2: the cost of credit before the sale (simulation) and frozen on the contract. */
import { describe, expect, it } from "vitest";
import { chamarApi, novaEmpresa } from "../support/api";
import { lojaComEstoque, vendaBoleto } from "../support/vendas";

describe("POST /api/vendas/simulacao", () => {
  it("answers the sale's own disclosure, writes nothing, and the sale and its contract carry the same", async () => {
    const a = await novaEmpresa();
    const { cliente, itens } = await lojaComEstoque(a.token, 1);
    const corpo = vendaBoleto(cliente.id, itens[0]!.id, "2026-01-30");

    const s = await chamarApi("POST", "/api/vendas/simulacao", { token: a.token, body: corpo });
    expect(s.status).toBe(200);
    // R$ 1.000,00 cash, R$ 250,00 entry, 12x every 15 days on the default plan (divisor 0,9694): interest on
    // what is financed only, R$ 750,00 ÷ 0,9694 = R$ 773,674… → R$ 773,67 = 11 × 64,47 + 64,50. The rates
    // solved independently (bisection in Python over the same flows): 12,393…% a year, 0,978…% a month.
    expect(s.body.divulgacao).toMatchObject({
      valor_a_vista: 1000,
      entrada: 250,
      valor_financiado: 750,
      juros_total: 23.67,
      valor_total: 1023.67,
      acrescimo_percentual: 2.37,
      cet_anual_percentual: 12.39,
      taxa_mensal_percentual: 0.98,
      taxa_anual_percentual: 12.39,
      valor_total_sem_financiamento: 1000,
    });
    expect(s.body.divulgacao.parcelas).toHaveLength(12);
    expect(s.body.divulgacao.parcelas[0]).toEqual({ numero: 1, vencimento: "2026-02-14", valor: 64.47 });
    expect(s.body.divulgacao.parcelas[11]).toEqual({ numero: 12, vencimento: "2026-07-29", valor: 64.5 });

    // Nothing written: the device is still in stock and there is no sale.
    const estoque = await chamarApi("GET", "/api/estoque/itens?status=em_estoque", { token: a.token });
    expect(estoque.body.items.map((i: { id: string }) => i.id)).toEqual([itens[0]!.id]);
    const vendas = await chamarApi("GET", "/api/vendas", { token: a.token });
    expect(vendas.body.items).toEqual([]);

    const v = await chamarApi("POST", "/api/vendas", { token: a.token, body: corpo });
    expect(v.status).toBe(201);
    expect(v.body.divulgacao).toEqual(s.body.divulgacao);
    expect(v.body.contrato.divulgacao).toEqual(s.body.divulgacao);
    // The disclosed schedule is the one the slips are issued for.
    expect(v.body.parcelas.map((p: { numero_parcela: number; data_vencimento: string; valor_parcela: number }) => ({ numero: p.numero_parcela, vencimento: p.data_vencimento, valor: p.valor_parcela }))).toEqual(s.body.divulgacao.parcelas);

    const c = await chamarApi("GET", `/api/contratos/${v.body.contrato.id}`, { token: a.token });
    expect(c.status).toBe(200);
    expect(c.body.divulgacao).toEqual(s.body.divulgacao);
    // The default contract prints CDC art. 52's list with the frozen figures and the schedule.
    const doc = c.body.conteudo_gerado as string;
    for (const trecho of ["Preço do aparelho à vista: <strong>R$ 1.000,00</strong>", "<strong>R$ 750,00</strong>", "Montante dos juros: <strong>R$ 23,67</strong>", "<strong>0,98% ao mês</strong>", "<strong>12,39% ao ano</strong>", "<tr><td>12</td><td>29/07/2026</td><td>R$ 64,50</td></tr>"]) {
      expect(doc).toContain(trecho);
    }
    expect(doc).not.toContain("{{");
  });

  it("a sale without credit discloses nothing (divulgacao null)", async () => {
    const a = await novaEmpresa();
    const { cliente, itens } = await lojaComEstoque(a.token, 1);
    const corpo = { cliente_id: cliente.id, imei_id: itens[0]!.id, forma_pagamento: "PIX", data_venda: "2026-01-30", entrada: 0, qtd_parcelas: 1 };
    const s = await chamarApi("POST", "/api/vendas/simulacao", { token: a.token, body: corpo });
    expect(s.status).toBe(200);
    expect(s.body).toEqual({ divulgacao: null, capacidade_pagamento: null });
    const v = await chamarApi("POST", "/api/vendas", { token: a.token, body: corpo });
    expect(v.body.divulgacao).toBeNull();
  });

  it.each([
    ["an unknown instalment count", { qtd_parcelas: 10 }, "qtd_parcelas", "Para boleto, escolha 8x, 12x, 16x ou 18x"],
    ["an entry below the minimum", { entrada: 100 }, "entrada", "Entrada mínima para boleto é R$ 250,00 (25% do valor do produto)"],
    ["no sale date", { data_venda: "" }, "data_venda", "Data da venda é obrigatória"],
  ])("refuses %s with 400 and the field's pt-BR message", async (_nome, extra, campo, mensagem) => {
    const a = await novaEmpresa();
    const { cliente, itens } = await lojaComEstoque(a.token, 1);
    const r = await chamarApi("POST", "/api/vendas/simulacao", { token: a.token, body: vendaBoleto(cliente.id, itens[0]!.id, "2026-01-30", extra) });
    expect(r.status).toBe(400);
    expect(r.body.error.fields[campo]).toBe(mensagem);
  });

  it("another company's device or customer answers 404, and its contract's disclosure is not readable", async () => {
    const a = await novaEmpresa();
    const b = await novaEmpresa();
    const lojaA = await lojaComEstoque(a.token, 1);
    const lojaB = await lojaComEstoque(b.token, 1);
    const comItemAlheio = await chamarApi("POST", "/api/vendas/simulacao", { token: a.token, body: vendaBoleto(lojaA.cliente.id, lojaB.itens[0]!.id, "2026-01-30") });
    expect(comItemAlheio.status).toBe(404);
    const comClienteAlheio = await chamarApi("POST", "/api/vendas/simulacao", { token: a.token, body: vendaBoleto(lojaB.cliente.id, lojaA.itens[0]!.id, "2026-01-30") });
    expect(comClienteAlheio.status).toBe(404);

    const vB = await chamarApi("POST", "/api/vendas", { token: b.token, body: vendaBoleto(lojaB.cliente.id, lojaB.itens[0]!.id, "2026-01-30") });
    expect(vB.status).toBe(201);
    const alheio = await chamarApi("GET", `/api/contratos/${vB.body.contrato.id}`, { token: a.token });
    expect(alheio.status).toBe(404);
    expect(JSON.stringify(alheio.body)).not.toContain("divulgacao");
  });
});
