import { describe, expect, it, vi } from "vitest";
import { db } from "../../functions/lib/db/client";
import { lerAgregados } from "../../functions/relatorios/repo";
import { hojeBrasil } from "../../shared/br/datas";
import { chamarApi, novaEmpresa } from "../support/api";
import { lojaComEstoque, vendaBoleto } from "../support/vendas";
import { ESPERA_FLUXO_MS } from "../support/fluxo";

const HOJE = hojeBrasil();
const DIA = Number(HOJE.slice(8, 10));

describe("GET /api/dashboard", () => {
  it("mostra os cartões e o dia do mês depois de vendas e de um cancelamento", async () => {
    const a = await novaEmpresa();
    const { cliente, itens } = await lojaComEstoque(a.token, 4);
    const b1 = await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(cliente.id, itens[0]!.id, HOJE) });
    await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(cliente.id, itens[1]!.id, HOJE, { qtd_parcelas: 8, entrada: 300 }) });
    await chamarApi("POST", "/api/vendas", { token: a.token, body: { cliente_id: cliente.id, imei_id: itens[2]!.id, forma_pagamento: "PIX", data_venda: HOJE } });
    await chamarApi("PATCH", `/api/vendas/${b1.body.venda.id}/status`, { token: a.token, body: { status: "CANCELADA" } });

    // Left: the 8x boleto sale (entry 300 + 700 / 0.9784 = 715.45 of instalments: 1015.45) and the PIX sale (1000).
    // The aggregates follow from the stream: wait until it has caught up.
    await expect.poll(async () => (await chamarApi("GET", "/api/dashboard", { token: a.token })).body, { timeout: ESPERA_FLUXO_MS, interval: 200 }).toMatchObject({
      mes: HOJE.slice(0, 7),
      total_imeis: 4,
      vendas_boleto_mes: 1,
      estoque_disponivel: 2,
      aparelhos_bloqueados: 0,
      receita_boleto_mes: 1015.45,
      receita_total_mes: 2015.45,
      boletos_pendentes: 715.45,
      valor_estoque_venda: 2000,
      valor_estoque_custo: 1625,
      melhor_dia: { dia: DIA, quantidade: 2, receita: 2015.45 },
    });
    const r = await chamarApi("GET", "/api/dashboard", { token: a.token });
    expect(r.status).toBe(200);
    expect(r.body.dias).toHaveLength(31);
    expect(r.body.dias.filter((d: { quantidade: number }) => d.quantidade > 0)).toEqual([{ dia: DIA, quantidade: 2, receita: 2015.45 }]);
  });

  it("a empresa B não vê no seu dashboard nada das vendas e do estoque da empresa A", async () => {
    const [a, b] = await Promise.all([novaEmpresa(), novaEmpresa()]);
    const { cliente, itens } = await lojaComEstoque(a.token, 2);
    await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(cliente.id, itens[0]!.id, HOJE) });
    await expect.poll(async () => (await chamarApi("GET", "/api/dashboard", { token: a.token })).body.receita_total_mes, { timeout: ESPERA_FLUXO_MS, interval: 200 }).toBeGreaterThan(0);
    const r = await chamarApi("GET", "/api/dashboard", { token: b.token });
    expect(r.body).toMatchObject({ total_imeis: 0, estoque_disponivel: 0, receita_total_mes: 0, boletos_pendentes: 0, valor_estoque_custo: 0, melhor_dia: null });
  });

  it("sem vendas no mês não há melhor dia", async () => {
    const a = await novaEmpresa();
    const r = await chamarApi("GET", "/api/dashboard", { token: a.token });
    expect(r.body).toMatchObject({ melhor_dia: null, receita_total_mes: 0, total_imeis: 0 });
    expect(r.body.dias.every((d: { quantidade: number }) => d.quantidade === 0)).toBe(true);
  });

  it("lê os agregados com uma única chamada ao DynamoDB, tenha a empresa quantas vendas tiver", async () => {
    const a = await novaEmpresa();
    const { cliente, itens } = await lojaComEstoque(a.token, 3);
    const espiao = vi.spyOn(db(), "send");
    await lerAgregados(a.empresa.id, HOJE.slice(0, 7));
    const semVendas = espiao.mock.calls.length;
    for (const item of itens) await chamarApi("POST", "/api/vendas", { token: a.token, body: { cliente_id: cliente.id, imei_id: item.id, forma_pagamento: "PIX", data_venda: HOJE } });
    await expect.poll(async () => Number((await lerAgregados(a.empresa.id, HOJE.slice(0, 7))).mes.qtd), { timeout: ESPERA_FLUXO_MS, interval: 200 }).toBe(3);
    espiao.mockClear();
    const agregados = await lerAgregados(a.empresa.id, HOJE.slice(0, 7));
    expect(espiao.mock.calls.length).toBe(semVendas);
    expect(semVendas).toBe(1);
    expect(Number(agregados.mes.qtd)).toBe(3);
    espiao.mockRestore();
  });
});
