import { describe, expect, it } from "vitest";
import { gerarCsv } from "../../functions/relatorios/csv";
import { mesDivideFaixas, mesDivideVencimento, montarEstoque, montarInadimplencia, montarRecebiveis, montarVendas } from "../../functions/relatorios/montar";
import { consultaPeriodo, consultaVendas, faixaDeAtraso, faixaDeIdade, inicioJanelaIdade, mesesEntre, trimestreDe } from "../../shared/relatorios/relatorios";

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

  it("recebíveis: um mês numa faixa só é lido pelo total; só os meses que cruzam a borda de uma faixa pedem os dias", () => {
    const base = "2026-11-23";
    // 2026-12: a vencer inteiro; 2026-05: 90+ inteiro; 2026-10 cruza 16-30 / 31-60.
    expect(mesDivideFaixas("2026-12", base)).toBe(false);
    expect(mesDivideFaixas("2026-05", base)).toBe(false);
    expect(mesDivideFaixas("2026-10", base)).toBe(true);
    expect(mesDivideFaixas("2026-11", base)).toBe(true);
    const r = montarRecebiveis(
      [
        { mes: "2026-12", aberto_qtd: 4, aberto_centavos: 40000 },
        { mes: "2026-05", aberto_qtd: 1, aberto_centavos: 999 },
        { mes: "2026-10", aberto_qtd: 2, aberto_centavos: 3000, por_dia: true, d20_aberto_qtd: 1, d20_aberto: 1000, d30_aberto_qtd: 1, d30_aberto: 2000 },
      ],
      base,
    );
    expect(Object.fromEntries(r.faixas.map((f) => [f.chave, [f.quantidade, f.valor]]))).toEqual({
      a_vencer: [4, 400],
      vencido_1_15: [0, 0],
      vencido_16_30: [1, 20],
      vencido_31_60: [1, 10],
      vencido_61_90: [0, 0],
      vencido_90_mais: [1, 9.99],
    });
  });

  it("inadimplência: mês inteiro vencido ou a vencer pelo total; o mês de hoje pelos dias", () => {
    const hojeI = "2026-11-23";
    expect(mesDivideVencimento("2026-10", hojeI)).toBe(false);
    expect(mesDivideVencimento("2026-11", hojeI)).toBe(true);
    const q = consultaPeriodo(hoje).parse({ de: "2026-10-01", ate: "2026-12-31" });
    const r = montarInadimplencia(
      [
        { mes: "2026-10", aberto_qtd: 1, aberto_centavos: 500, pago_no_prazo_centavos: 1000 },
        { mes: "2026-11", aberto_qtd: 2, aberto_centavos: 700, por_dia: true, d10_aberto_qtd: 1, d10_aberto: 300, d30_aberto_qtd: 1, d30_aberto: 400 },
        { mes: "2026-12", aberto_qtd: 1, aberto_centavos: 800 },
      ],
      q,
      ["2026-10", "2026-11", "2026-12"],
      hojeI,
    );
    expect(r.meses.map((m) => [m.mes, m.nao_pago, m.a_vencer, m.vencido])).toEqual([
      ["2026-10", 5, 0, 15],
      ["2026-11", 3, 4, 3],
      ["2026-12", 0, 8, 0],
    ]);
  });

  it("inadimplência: pago antes de vencer não é 'vencido' — mês futuro pelo total, o mês de hoje pelos dias", () => {
    const hojeI = "2026-11-23";
    const q = consultaPeriodo(hoje).parse({ de: "2026-10-01", ate: "2026-12-31" });
    const r = montarInadimplencia(
      [
        // October fell due whole: paid on time is paid on time.
        { mes: "2026-10", pago_no_prazo_qtd: 1, pago_no_prazo_centavos: 1000 },
        // November: day 10 fell due (paid on time), day 30 not yet (paid early); day 20 paid late.
        { mes: "2026-11", pago_no_prazo_qtd: 2, pago_no_prazo_centavos: 700, pago_em_atraso_centavos: 250, por_dia: true, d10_pago_no_prazo_qtd: 1, d10_pago_no_prazo: 300, d30_pago_no_prazo_qtd: 1, d30_pago_no_prazo: 400 },
        // December: nothing fell due; the slips paid early are not December's default base.
        { mes: "2026-12", pago_no_prazo_qtd: 2, pago_no_prazo_centavos: 49432, aberto_qtd: 1, aberto_centavos: 800 },
      ],
      q,
      ["2026-10", "2026-11", "2026-12"],
      hojeI,
    );
    expect(r.meses.map((m) => [m.mes, m.vencido, m.pago_no_prazo, m.pago_em_atraso, m.pago_antecipado, m.a_vencer, m.taxa_inadimplencia])).toEqual([
      ["2026-10", 10, 10, 0, 0, 0, 0],
      ["2026-11", 5.5, 3, 2.5, 4, 0, 0],
      ["2026-12", 0, 0, 0, 494.32, 8, 0],
    ]);
    expect(r.totais).toMatchObject({ vencido: 15.5, pago_no_prazo: 13, pago_antecipado: 498.32, a_vencer: 8 });
  });

  it.each([
    ["2026-01-01", "2026-01"],
    ["2026-03-31", "2026-01"],
    ["2026-04-01", "2026-04"],
    ["2026-08-25", "2026-07"],
    ["2026-12-31", "2026-10"],
  ])("a entrada de %s fica no trimestre %s", (data, trimestre) => expect(trimestreDe(data)).toBe(trimestre));

  it("os 91 dias até hoje cabem em no máximo dois trimestres, em qualquer dia de anos comuns e bissextos", () => {
    for (let d = new Date(Date.UTC(2023, 0, 1)); d < new Date(Date.UTC(2025, 0, 1)); d = new Date(d.getTime() + 86_400_000)) {
      const hoje = d.toISOString().slice(0, 10);
      const trimestres = new Set([trimestreDe(inicioJanelaIdade(hoje)), trimestreDe(hoje)]);
      for (let i = 0; i <= 90; i++) trimestres.add(trimestreDe(new Date(d.getTime() - i * 86_400_000).toISOString().slice(0, 10)));
      expect(trimestres.size, hoje).toBeLessThanOrEqual(2);
    }
  });

  it("a idade do estoque: os dias lidos (desde 90 dias atrás) dão a faixa de cada unidade, o resto do total do produto passa de 90 dias, e a faixa muda com os dias sem escrita", () => {
    expect(inicioJanelaIdade("2026-11-23")).toBe("2026-08-25");
    const posicoes = [{ produto_id: "P1", em_estoque: 6, custo_em_estoque_centavos: 480000, venda_em_estoque_centavos: 600000 }];
    const idades = [
      { entidade: "agregado_rel_estoque", produto_id: "P1", qtd: 5, atualizado_em: "2026-11-23T10:00:00.000Z" },
      // A quarter before the window (a read on these days would not even return it): its unit is over 90 days whatever the day.
      { entidade: "agregado_rel_estoque_dias", produto_id: "P1", trimestre: "2026-04", d0510: 1 },
      // Before the window's first day, in its quarter: over 90 days too.
      { entidade: "agregado_rel_estoque_dias", produto_id: "P1", trimestre: "2026-07", d0824: 0, d0825: 1 },
      { entidade: "agregado_rel_estoque_dias", produto_id: "P1", trimestre: "2026-10", d1023: 1, d1024: 1, d1123: 1 },
      // Every unit of P2 was sold: its items stay, with zeros.
      { entidade: "agregado_rel_estoque", produto_id: "P2", qtd: 0 },
      { entidade: "agregado_rel_estoque_dias", produto_id: "P2", trimestre: "2026-10", d1101: 0 },
    ];
    const produtos = new Map([["P1", { nome: "Galaxy" }], ["P2", { nome: "Moto" }]]);
    const hoje = montarEstoque(posicoes, idades, produtos, "2026-11-23");
    expect(hoje.linhas).toEqual([{ chave: "P1", rotulo: "Galaxy", quantidade: 6, valor_custo: 4800, valor_venda: 6000, dias_0_30: 2, dias_31_60: 1, dias_61_90: 1, dias_90_mais: 1 }]);
    expect(hoje.observacoes).toHaveLength(1); // one unit without its age
    expect(hoje.atualizado_em).toBe("2026-11-23T10:00:00.000Z");
    const amanha = montarEstoque(posicoes, idades, produtos, "2026-11-24");
    expect(amanha.linhas[0]).toMatchObject({ dias_0_30: 1, dias_31_60: 2, dias_61_90: 0, dias_90_mais: 2 });
    expect(amanha.totais).toMatchObject({ quantidade: 6, dias_0_30: 1, dias_31_60: 2, dias_61_90: 0, dias_90_mais: 2 });
  });

  it("o CSV tem BOM, ponto e vírgula, CRLF, e não deixa um texto virar fórmula na planilha", () => {
    const csv = gerarCsv(["Produto", "Valor (R$)"], [["=HYPERLINK(\"x\")", { numero: "-12,50" }], ["A; B", { numero: "3,00" }]]);
    expect(csv).toBe('\uFEFFProduto;Valor (R$)\r\n"\'=HYPERLINK(""x"")";-12,50\r\n"A; B";3,00\r\n');
  });
});
