/**
 * 50 sales of DIFFERENT devices of one company at the same moment: no two share an item in their
 * transactions (the aggregates follow from the stream), so all succeed, and once the stream has
 * caught up every aggregate is exact and every instalment has its slip job.
 */
import { describe, expect, it } from "vitest";
import { hojeBrasil } from "../../shared/br/datas";
import { divergencias } from "../support/agregados";
import { chamarApi, novaEmpresa } from "../support/api";
import { trabalhosDaEmpresa } from "../support/filas";
import { lojaComEstoque, vendaBoleto } from "../support/vendas";

const VENDAS = 50;

describe("vendas simultâneas de aparelhos diferentes", () => {
  it("50 vendas ao mesmo tempo: todas passam e os agregados fecham quando o stream alcança", { timeout: 300_000 }, async () => {
    // Prepare
    const hoje = hojeBrasil();
    const a = await novaEmpresa({ plano: "master" });
    const loja = await lojaComEstoque(a.token, VENDAS + 1);
    const { cliente } = loja;
    // One sale first, so the burst measures sales, not the first load of the handler's modules,
    // and the stream has caught up with the entry before it starts.
    const primeira = await chamarApi("POST", "/api/vendas", { token: a.token, body: { cliente_id: cliente.id, imei_id: loja.itens[VENDAS]!.id, forma_pagamento: "PIX", data_venda: hoje } });
    expect(primeira.status).toBe(201);
    await expect.poll(() => divergencias(a.empresa.id), { timeout: 60_000, interval: 500 }).toEqual([]);
    const itens = loja.itens.slice(0, VENDAS);
    const corpos = itens.map((it, i) =>
      i % 3 === 0 ? vendaBoleto(cliente.id, it.id, hoje) : { cliente_id: cliente.id, imei_id: it.id, forma_pagamento: i % 2 ? "PIX" : "DINHEIRO", data_venda: hoje, entrada: 0, qtd_parcelas: 1 },
    );
    // Act
    const respostas = await Promise.all(corpos.map((body) => chamarApi("POST", "/api/vendas", { token: a.token, body })));
    // Assess
    expect(respostas.map((r) => r.status)).toEqual(Array(VENDAS).fill(201));
    const centavos = (reais: number) => Math.round(reais * 100);
    const receita = [...respostas, primeira].reduce((s, r) => s + centavos(r.body.venda.valor_total), 0);
    const boletos = respostas.filter((r) => r.body.venda.forma_pagamento === "BOLETO");
    const pendente = boletos.reduce((s, r) => s + r.body.parcelas.reduce((x: number, p: { valor_parcela: number }) => x + centavos(p.valor_parcela), 0), 0);

    // The same local process also issues the boleto sales' 17 × 12 slips meanwhile (the boleto-jobs
    // consumer renders each PDF): the stream catches up later than it would alone.
    await expect.poll(() => divergencias(a.empresa.id), { timeout: 150_000, interval: 500 }).toEqual([]);
    const painel = await chamarApi("GET", "/api/dashboard", { token: a.token });
    expect(painel.body).toMatchObject({
      vendas_boleto_mes: boletos.length,
      estoque_disponivel: 0,
      receita_total_mes: receita / 100,
      boletos_pendentes: pendente / 100,
      valor_estoque_custo: 0,
    });
    expect(painel.body.dias[Number(hoje.slice(8)) - 1]).toEqual({ dia: Number(hoje.slice(8)), quantidade: VENDAS + 1, receita: receita / 100 });
    const posicao = await chamarApi("GET", "/api/estoque/posicao", { token: a.token });
    expect(posicao.body.kpis).toMatchObject({ disponivel: 0, vendido: VENDAS + 1 });
    await expect.poll(async () => (await trabalhosDaEmpresa("boleto-jobs", a.empresa.id)).length, { timeout: 60_000, interval: 500 }).toBe(boletos.length * 12);
  });
});
