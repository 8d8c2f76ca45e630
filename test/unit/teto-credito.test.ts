/**
 * Who lends and the rate a plan may charge (issue 37; shared/design docs/credito.md). Expected rates are
 * worked independently (Python, exact fractions for the Gauss rate; bisection over the same flows
 * for the compound rate), never read back from the functions under test.
 */
import { describe, expect, it } from "vitest";
import { ConfigCredito, creditoDaEmpresa, CREDITO_PADRAO, MSG_CREDITO } from "../../shared/empresa/credito";
import { custoDoCredito } from "../../shared/regras/credito";
import { calcularParcelamento, TABELA_PADRAO, TABELA_SEMENTE, type TabelaCredito } from "../../shared/regras/parcelamento";
import { divisorParaTaxaSimples, limiteAlertaMensal, planosNoTeto, REFERENCIAS_CREDITO, taxaSimplesMensal, taxasDoPlano } from "../../shared/regras/teto-credito";

const HOJE = "2026-12-07";
const SEM_AVISO_CONTRATO = { contrato_sem_cet: false, contrato_periodicidade_fixa: false };
const PARCEIRA = { tipo: "instituicao_parceira", nome: "Financeira Exemplo S.A.", cnpj: "11.222.333/0001-81", endereco: "Av. Paulista, 1000, São Paulo/SP" } as const;

/** A PUT body: a table and who lends. */
const corpo = (tabela: TabelaCredito, extra: Record<string, unknown> = {}) => ({ ...tabela, planos: tabela.planos.map((p) => ({ ...p })), ...extra });
const mensagens = (r: ReturnType<typeof ConfigCredito.safeParse>) => (r.success ? [] : r.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })));

describe("the configured references", () => {
  it("the ceiling of the shop's own credit is 1% a month, simple, with its source; the alert is 1,5 × the BCB average of 6,2% a.m. (9,3%)", () => {
    expect(REFERENCIAS_CREDITO.teto_propria_loja).toMatchObject({ taxa_mensal_percentual: 1, regime: "juros_simples" });
    expect(REFERENCIAS_CREDITO.teto_propria_loja.fonte).toContain("REsp 1.720.656/MG");
    expect(REFERENCIAS_CREDITO.media_credito_pessoal).toMatchObject({ taxa_mensal_percentual: 6.2, referencia: "2025-11" });
    expect(limiteAlertaMensal()).toBe(9.3);
    expect(limiteAlertaMensal({ ...REFERENCIAS_CREDITO, fator_alerta_media: 3 })).toBe(18.6);
  });
});

describe("taxaSimplesMensal — the ceiling's measure (simple interest, Gauss method)", () => {
  // Gauss at 15-day instalments (h = 1/2): i = (R − 1) ÷ (h·(n − R·(n − 1) ÷ 2)), R = 1 ÷ divisor.
  it.each([
    // n, default divisor, its rate %, the rate % one ten-thousandth lower
    [8, 0.9784, 0.998336, 1.003143],
    [12, 0.9694, 0.997913, 1.00137],
    [16, 0.9607, 0.998577, 1.001322],
    [18, 0.9565, 0.99805, 1.000551],
  ] as const)("the default %ix (divisor %d) charges %d percent a month, at or under one; one ten-thousandth lower (%d percent) passes it", (n, divisor, taxa, taxaAbaixo) => {
    expect(taxaSimplesMensal({ qtd_parcelas: n, divisor }, 15) * 100).toBeCloseTo(taxa, 5);
    expect(taxaSimplesMensal({ qtd_parcelas: n, divisor }, 15) * 100).toBeLessThanOrEqual(1);
    const abaixo = Math.round(divisor * 10_000 - 1) / 10_000;
    expect(taxaSimplesMensal({ qtd_parcelas: n, divisor: abaixo }, 15) * 100).toBeCloseTo(taxaAbaixo, 5);

    const noTeto = taxasDoPlano(TABELA_PADRAO, { qtd_parcelas: n, divisor }, HOJE);
    expect(noTeto).toMatchObject({ qtd_parcelas: n, divisor, juros_simples_mensal_percentual: 1, acima_do_teto: false, acima_da_media: false });
    expect(taxasDoPlano(TABELA_PADRAO, { qtd_parcelas: n, divisor: abaixo }, HOJE).acima_do_teto).toBe(true);
  });

  it("a divisor of 1 charges nothing", () => {
    expect(taxaSimplesMensal({ qtd_parcelas: 12, divisor: 1 }, 15)).toBe(0);
    expect(taxasDoPlano(TABELA_PADRAO, { qtd_parcelas: 12, divisor: 1 }, HOJE)).toMatchObject({ juros_simples_mensal_percentual: 0, taxa_mensal_percentual: 0, cet_anual_percentual: 0, acima_do_teto: false });
  });

  it("monthly instalments (h = 1): the exact 12x divisor at 1% is 1,055 ÷ 1,12 = 0,94196…, rounded up 0,9420 (0,9993% a month); 0,9419 passes 1%", () => {
    expect(divisorParaTaxaSimples(12, 30, 1)).toBe(0.942);
    expect(taxaSimplesMensal({ qtd_parcelas: 12, divisor: 0.942 }, 30) * 100).toBeLessThanOrEqual(1);
    expect(taxaSimplesMensal({ qtd_parcelas: 12, divisor: 0.9419 }, 30) * 100).toBeGreaterThan(1);
  });
});

describe("planosNoTeto — the lawful plans the screen fills in", () => {
  it("are TABELA_PADRAO's plans (the smallest 4-decimal divisor at 1% a month of simple interest)", () => {
    expect(planosNoTeto()).toEqual(TABELA_PADRAO.planos);
    expect(planosNoTeto()).toEqual([
      { qtd_parcelas: 8, divisor: 0.9784 },
      { qtd_parcelas: 12, divisor: 0.9694 },
      { qtd_parcelas: 16, divisor: 0.9607 },
      { qtd_parcelas: 18, divisor: 0.9565 },
    ]);
  });

  it("follow the configured ceiling: at 2% a month the divisors are lower and still at the ceiling", () => {
    const dois = { ...REFERENCIAS_CREDITO, teto_propria_loja: { ...REFERENCIAS_CREDITO.teto_propria_loja, taxa_mensal_percentual: 2 } };
    const planos = planosNoTeto(dois);
    // (1 + 0,01·(n − 1)/2) ÷ (1 + 0,01·n) rounded up: 8x 1,035/1,08 = 0,95833…
    expect(planos[0]).toEqual({ qtd_parcelas: 8, divisor: 0.9584 });
    for (const p of planos) expect(taxaSimplesMensal(p, 15) * 100).toBeLessThanOrEqual(2);
  });
});

describe("the seed's table (0,62/0,60/0,58/0,55)", () => {
  it.each([
    // n, divisor, simple % a month (Gauss), effective % a month, CET % a year (25% down)
    [8, 0.62, 52.05, 25.94, 1491.48],
    [12, 0.6, 47.06, 18.85, 694.6],
    [16, 0.58, 47.19, 15.29, 451.51],
    [18, 0.55, 64.29, 15.19, 445.54],
  ] as const)("%ix at %d is far above the ceiling (%d percent simple) and above the alert (%d percent effective, CET %d percent a year)", (n, divisor, simples, mensal, cet) => {
    expect(taxasDoPlano(TABELA_SEMENTE, { qtd_parcelas: n, divisor }, HOJE)).toEqual({
      qtd_parcelas: n,
      divisor,
      juros_simples_mensal_percentual: simples,
      taxa_mensal_percentual: mensal,
      cet_anual_percentual: cet,
      acima_do_teto: true,
      acima_da_media: true,
    });
  });
});

describe("the lender's warning threshold (1,5 × the BCB average)", () => {
  // Effective monthly rate as disclosed (2 decimals): 8x at 0,8250 is 9,3033% → 9,30% (at the
  // limit, no warning); at 0,8249 it is 9,3100% → 9,31%. 12x: 0,7606 → 9,30%; 0,7605 → 9,31%.
  it.each([
    [8, 0.825, 9.3, false],
    [8, 0.8249, 9.31, true],
    [12, 0.7606, 9.3, false],
    [12, 0.7605, 9.31, true],
  ] as const)("%ix at %d: %d percent a month, above the alert: %s", (n, divisor, mensal, acima) => {
    const t = taxasDoPlano(TABELA_PADRAO, { qtd_parcelas: n, divisor }, HOJE);
    expect(t.taxa_mensal_percentual).toBe(mensal);
    expect(t.acima_da_media).toBe(acima);
    expect(t.acima_do_teto).toBe(true);
  });
});

describe("the rate does not depend on the entry (interest on what is financed only)", () => {
  it.each(TABELA_PADRAO.planos.map((p) => [p.qtd_parcelas, p.divisor] as const))("the default %ix (%d): no entry, a quarter and 60 percent down cost the same monthly rate", (n, divisor) => {
    const taxa = (entradaCentavos: number) => {
      const p = calcularParcelamento({ precoCentavos: 100_000, entradaCentavos, qtdParcelas: n, dataVenda: HOJE });
      return custoDoCredito({ precoCentavos: 100_000, entradaCentavos, dataVenda: HOJE, parcelas: p.parcelas }).taxa_mensal_percentual!;
    };
    const base = taxa(25_000);
    expect(base).toBeLessThanOrEqual(1);
    expect(Math.abs(taxa(0) - base)).toBeLessThanOrEqual(0.01);
    expect(Math.abs(taxa(60_000) - base)).toBeLessThanOrEqual(0.01);
    expect(divisor).toBeGreaterThan(0);
  });

  it("the seed's 12x: R$ 250,00 and R$ 500,00 down on R$ 1.000,00 both cost 18,85% a month", () => {
    const taxa = (entradaCentavos: number) => {
      const p = calcularParcelamento({ precoCentavos: 100_000, entradaCentavos, qtdParcelas: 12, dataVenda: HOJE, tabela: TABELA_SEMENTE });
      return custoDoCredito({ precoCentavos: 100_000, entradaCentavos, dataVenda: HOJE, parcelas: p.parcelas }).taxa_mensal_percentual!;
    };
    expect(taxa(25_000)).toBe(18.85);
    expect(Math.abs(taxa(50_000) - 18.85)).toBeLessThanOrEqual(0.01);
  });
});

describe("ConfigCredito — the PUT body and the screen's form refuse what the lender may not charge", () => {
  it("a new shop's table (no financiador: the shop's own credit) is accepted as is", () => {
    const r = ConfigCredito.safeParse(corpo(TABELA_PADRAO));
    expect(mensagens(r)).toEqual([]);
    expect(r.success && r.data.financiador).toEqual({ tipo: "propria_loja" });
  });

  it("the seed's table with the shop's own credit is refused plan by plan, at each divisor, with the ceiling's message", () => {
    const r = ConfigCredito.safeParse(corpo(TABELA_SEMENTE, { financiador: { tipo: "propria_loja" } }));
    const erros = mensagens(r);
    expect(erros.map((e) => e.path)).toEqual(["planos.0.divisor", "planos.1.divisor", "planos.2.divisor", "planos.3.divisor"]);
    expect(erros[0]!.message).toBe(
      "Plano de 8x: juros de 52,05% ao mês passam o teto de 1,00% ao mês, sem capitalização, do crediário próprio da loja (Lei de Usura e STJ, REsp 1.720.656/MG). " +
        "Aumente o divisor, ou, para cobrar mais, financie pela instituição parceira de que a loja é correspondente (Financiador).",
    );
    expect(erros[3]!.message).toBe(MSG_CREDITO.acimaDoTeto(18, 64.29, 1));
  });

  it("without financiador the seed's table is refused the same way (an old client is the shop's own credit)", () => {
    expect(mensagens(ConfigCredito.safeParse(corpo(TABELA_SEMENTE))).map((e) => e.path)).toEqual(["planos.0.divisor", "planos.1.divisor", "planos.2.divisor", "planos.3.divisor"]);
  });

  it("one default divisor one ten-thousandth lower is refused alone; the confirmation does not lift the ceiling", () => {
    const tabela = { ...TABELA_PADRAO, planos: TABELA_PADRAO.planos.map((p) => (p.qtd_parcelas === 12 ? { qtd_parcelas: 12, divisor: 0.9693 } : p)) };
    const erros = mensagens(ConfigCredito.safeParse(corpo(tabela, { ciente_taxa_acima_da_media: true })));
    expect(erros).toEqual([{ path: "planos.1.divisor", message: MSG_CREDITO.acimaDoTeto(12, 1, 1) }]);
  });

  it("a lender's seed table without the confirmation is refused at ciente_taxa_acima_da_media, naming the plans and the average", () => {
    for (const extra of [{}, { ciente_taxa_acima_da_media: false }]) {
      expect(mensagens(ConfigCredito.safeParse(corpo(TABELA_SEMENTE, { financiador: PARCEIRA, ...extra })))).toEqual([
        {
          path: "ciente_taxa_acima_da_media",
          message:
            "Os planos de 8x, 12x, 16x, 18x cobram mais de 9,30% ao mês, 1,5 vez a média do Banco Central para crédito pessoal (6,20% a.m., nov/2025): " +
            "os tribunais costumam reduzir taxas assim (STJ, REsp 1.061.530/RS). Para salvar, confirme que está ciente.",
        },
      ]);
    }
  });

  it("a lender's single plan above the alert is named alone", () => {
    const tabela = { ...TABELA_PADRAO, planos: [{ qtd_parcelas: 8, divisor: 0.8249 }, { qtd_parcelas: 12, divisor: 0.7606 }] };
    expect(mensagens(ConfigCredito.safeParse(corpo(tabela, { financiador: PARCEIRA })))[0]!.message).toMatch(/^O plano de 8x cobra mais de 9,30% ao mês/);
  });

  it("with ciente_taxa_acima_da_media: true the lender's seed table is accepted, the CNPJ stored bare", () => {
    const r = ConfigCredito.safeParse(corpo(TABELA_SEMENTE, { financiador: PARCEIRA, ciente_taxa_acima_da_media: true }));
    expect(mensagens(r)).toEqual([]);
    expect(r.success && r.data.financiador).toEqual({ ...PARCEIRA, cnpj: "11222333000181" });
  });

  it("a lender's plans under the alert need no confirmation", () => {
    expect(mensagens(ConfigCredito.safeParse(corpo(TABELA_PADRAO, { financiador: PARCEIRA })))).toEqual([]);
  });

  it("a lender with an invalid CNPJ: \"CNPJ inválido\" at financiador.cnpj", () => {
    const erros = mensagens(ConfigCredito.safeParse(corpo(TABELA_PADRAO, { financiador: { ...PARCEIRA, cnpj: "11.222.333/0001-82" } })));
    expect(erros).toEqual([{ path: "financiador.cnpj", message: "CNPJ inválido" }]);
  });

  it("an alphanumeric CNPJ (2026) is accepted, masked or bare, and stored upper-cased without the mask", () => {
    for (const cnpj of ["12.ABC.345/01DE-35", "12abc34501de35"]) {
      const r = ConfigCredito.safeParse(corpo(TABELA_PADRAO, { financiador: { ...PARCEIRA, cnpj } }));
      expect(mensagens(r)).toEqual([]);
      expect(r.success && r.data.financiador.tipo === "instituicao_parceira" && r.data.financiador.cnpj).toBe("12ABC34501DE35");
    }
  });

  it.each([
    ["no name", { nome: "" }, "financiador.nome", MSG_CREDITO.financiadorNome],
    ["no address", { endereco: "  " }, "financiador.endereco", MSG_CREDITO.financiadorEndereco],
    ["a NUL in the name", { nome: "Banco\u0000X" }, "financiador.nome", "Nome da instituição tem caracteres de controle ou invisíveis: digite novamente sem eles"],
  ])("a lender with %s is refused at its field", (_caso, alteracao, caminho, mensagem) => {
    const erros = mensagens(ConfigCredito.safeParse(corpo(TABELA_PADRAO, { financiador: { ...PARCEIRA, ...alteracao } })));
    expect(erros).toContainEqual({ path: caminho, message: mensagem });
  });

  it("an unknown kind of lender is refused", () => {
    expect(mensagens(ConfigCredito.safeParse(corpo(TABELA_PADRAO, { financiador: { tipo: "agiota" } })))).toEqual([{ path: "financiador.tipo", message: MSG_CREDITO.financiadorTipo }]);
  });
});

describe("creditoDaEmpresa — the GET body's flags", () => {
  it("a new shop: its own credit, every plan within the ceiling, no banner", () => {
    const c = creditoDaEmpresa(CREDITO_PADRAO, HOJE, SEM_AVISO_CONTRATO);
    expect(c).toMatchObject({ financiador: { tipo: "propria_loja" }, planos_acima_do_teto: false, planos_acima_da_media: false, teto: REFERENCIAS_CREDITO.teto_propria_loja });
    expect(c.alerta_media).toEqual({ taxa_mensal_percentual: 9.3, media: REFERENCIAS_CREDITO.media_credito_pessoal, fonte: REFERENCIAS_CREDITO.fonte_alerta });
    expect(c.planos.map((p) => p.juros_simples_mensal_percentual)).toEqual([1, 1, 1, 1]);
  });

  it("a shop that kept the seed's table on its own credit: planos_acima_do_teto (the banner)", () => {
    expect(creditoDaEmpresa({ financiador: { tipo: "propria_loja" }, ...TABELA_SEMENTE }, HOJE, SEM_AVISO_CONTRATO)).toMatchObject({ planos_acima_do_teto: true, planos_acima_da_media: false });
  });

  it("the same table with a lender: no banner, planos_acima_da_media", () => {
    expect(creditoDaEmpresa({ financiador: { ...PARCEIRA, cnpj: "11222333000181" }, ...TABELA_SEMENTE }, HOJE, SEM_AVISO_CONTRATO)).toMatchObject({ planos_acima_do_teto: false, planos_acima_da_media: true });
  });
});

describe("ConfigCredito never throws on input out of range (a 500 on the API, a crash on the form)", () => {
  it.each([
    ["entrada_minima_percentual", { entrada_minima_percentual: 1e308 }, MSG_CREDITO.entradaFaixa],
    ["entrada_minima_percentual", { entrada_minima_percentual: 5e-324 }, MSG_CREDITO.entradaCasas],
    ["entrada_minima_percentual", { entrada_minima_percentual: 2 ** 53 }, MSG_CREDITO.entradaFaixa],
    ["planos.0.divisor", { planos: [{ qtd_parcelas: 8, divisor: 1e308 }] }, MSG_CREDITO.divisor],
    ["planos.0.divisor", { planos: [{ qtd_parcelas: 8, divisor: 5e-324 }] }, MSG_CREDITO.divisor],
    ["planos.0.divisor", { planos: [{ qtd_parcelas: 8, divisor: 0.001 }] }, MSG_CREDITO.divisor],
    ["planos.0.qtd_parcelas", { planos: [{ qtd_parcelas: 1e308, divisor: 0.6 }] }, MSG_CREDITO.qtd],
  ])("%s: %j is refused with its own message, and no rate message", (campo, sobrepor, mensagem) => {
    const erros = mensagens(ConfigCredito.safeParse({ ...corpo(TABELA_PADRAO), ...sobrepor }));
    expect(erros).toContainEqual({ path: campo, message: mensagem });
    expect(erros.some((e) => e.path === "ciente_taxa_acima_da_media" || e.message.includes("teto"))).toBe(false);
  });
});
