import { describe, expect, it } from "vitest";
import { gerarCsv } from "../../functions/relatorios/csv";
import { montarRecebiveis, montarVendas } from "../../functions/relatorios/montar";
import { consultaVendas, faixaDeAtraso, faixaDeIdade, mesesEntre } from "../../shared/relatorios/relatorios";

const hoje = () => "2026-11-23";

describe("relatórios: regras puras", () => {
  it.each([
    [-3, "a_vencer"],
    [0, "a_vencer"],
    [1, "vencido_1_15"],
    [15, "vencido_1_15"],
    [16, "vencido_16_30"],
    [31, "vencido_31_60"],
    [61, "vencido_61_90"],
    [90, "vencido_61_90"],
    [91, "vencido_90_mais"],
  ])("%i dias de atraso caem em %s", (dias, faixa) => expect(faixaDeAtraso(dias)).toBe(faixa));

  it.each([
    [0, "dias_0_30"],
    [30, "dias_0_30"],
    [31, "dias_31_60"],
    [90, "dias_61_90"],
    [91, "dias_90_mais"],
  ])("%i dias em estoque caem em %s", (dias, faixa) => expect(faixaDeIdade(dias)).toBe(faixa));

  it("o período padrão é o mês até hoje; um ano bissexto inteiro passa, um dia a mais não", () => {
    expect(consultaVendas(hoje).parse({})).toEqual({ de: "2026-11-01", ate: "2026-11-23", agrupar: "dia", formato: "json" });
    expect(consultaVendas(hoje).safeParse({ de: "2024-01-01", ate: "2024-12-31" }).success).toBe(true);
    expect(consultaVendas(hoje).safeParse({ de: "2024-01-01", ate: "2025-01-01" }).success).toBe(false);
    expect(mesesEntre("2025-11-15", "2026-02-01")).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
  });

  it("soma só os dias do período e diz quantas vendas não tinham custo", () => {
    const item = { mes: "2026-11", grupo: "PIX", d01_qtd: 1, d01_receita: 100000, d01_custo: 0, d01_sem_custo: 1, d20_qtd: 2, d20_receita: 250050, d20_custo: 162500, atualizado_em: "2026-11-20T10:00:00.000Z" };
    const r = montarVendas([item], consultaVendas(hoje).parse({ de: "2026-11-02", ate: "2026-11-23", agrupar: "forma_pagamento" }), () => "PIX");
    expect(r.linhas).toEqual([{ chave: "PIX", rotulo: "PIX", quantidade: 2, receita: 2500.5, custo: 1625, margem: 875.5 }]);
    expect(r.observacoes).toEqual([]);
    const todos = montarVendas([item], consultaVendas(hoje).parse({ de: "2026-11-01", ate: "2026-11-23" }), (k) => k);
    expect(todos.observacoes).toHaveLength(1);
    expect(todos.atualizado_em).toBe("2026-11-20T10:00:00.000Z");
  });

  it("um mês inteiro no período é lido pelos totais do mês", () => {
    const item = { mes: "2026-10", grupo: "P1", mes_inteiro: true, qtd: 3, receita: 300000, custo: 243750, sem_custo: 0 };
    const r = montarVendas([item], consultaVendas(hoje).parse({ de: "2026-10-01", ate: "2026-11-23", agrupar: "produto" }), () => "Galaxy");
    expect(r.linhas).toEqual([{ chave: "P1", rotulo: "Galaxy", quantidade: 3, receita: 3000, custo: 2437.5, margem: 562.5 }]);
  });

  it("recebíveis contam por dia de vencimento contra a data base", () => {
    const r = montarRecebiveis([{ mes: "2026-10", d10_aberto_qtd: 1, d10_aberto: 11805, d31_aberto_qtd: 2, d31_aberto: 20000 }], "2026-11-01");
    expect(r.faixas.find((f) => f.chave === "vencido_16_30")).toMatchObject({ quantidade: 1, valor: 118.05 });
    expect(r.faixas.find((f) => f.chave === "vencido_1_15")).toMatchObject({ quantidade: 2, valor: 200 });
    expect(r.totais).toEqual({ quantidade: 3, valor: 318.05 });
  });

  it("o CSV tem BOM, ponto e vírgula, CRLF, e não deixa um texto virar fórmula na planilha", () => {
    const csv = gerarCsv(["Produto", "Valor (R$)"], [["=HYPERLINK(\"x\")", { numero: "-12,50" }], ["A; B", { numero: "3,00" }]]);
    expect(csv).toBe('\uFEFFProduto;Valor (R$)\r\n"\'=HYPERLINK(""x"")";-12,50\r\n"A; B";3,00\r\n');
  });
});
