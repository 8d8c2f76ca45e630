import { describe, expect, it } from "vitest";
import { calcularParcelamento, TABELA_PADRAO, TABELA_SEMENTE, type QtdParcelas, type TabelaCredito } from "../../shared/regras/parcelamento";
import { arredondarPercentual, custoDoCredito, custoDoPlano, descreverParcelas, divulgacaoEmReais, formatarPercentual, taxaInternaAnual } from "../../shared/regras/credito";
import { somarDias } from "../../shared/br/datas";

const VENDA = "2026-12-01";
const TABELAS = { padrao: TABELA_PADRAO, semente: TABELA_SEMENTE } as const;

/** The credit of a sale as the sale writes it: calcularParcelamento's schedule. */
function custo(precoCentavos: number, entradaCentavos: number, qtdParcelas: QtdParcelas, tabela: TabelaCredito = TABELA_PADRAO) {
  const p = calcularParcelamento({ precoCentavos, entradaCentavos, qtdParcelas, dataVenda: VENDA, tabela });
  return custoDoCredito({
    precoCentavos,
    entradaCentavos,
    dataVenda: VENDA,
    parcelas: p.parcelas,
  });
}

describe("custoDoCredito — the issue's worked example, on the seed's table", () => {
  const c = custo(100_000, 25_000, 12, TABELA_SEMENTE);

  it("R$ 1.000,00 cash, R$ 250,00 entry, 12x every 15 days at 0,60: R$ 750,00 financed costs R$ 1.250,00 in instalments", () => {
    expect(c.valor_a_vista_centavos).toBe(100_000);
    expect(c.entrada_centavos).toBe(25_000);
    expect(c.valor_total_centavos).toBe(150_000);
    expect(c.valor_financiado_centavos).toBe(75_000);
    expect(c.juros_total_centavos).toBe(50_000);
    expect(c.acrescimo_percentual).toBe(50);
  });

  it("11 × R$ 104,16 + 1 × R$ 104,24, due every 15 days, adding up to the total with the entry", () => {
    expect(c.parcelas).toHaveLength(12);
    expect(c.parcelas.slice(0, 11).every((x) => x.valor_centavos === 10_416)).toBe(true);
    expect(c.parcelas[11]!.valor_centavos).toBe(10_424);
    expect(c.parcelas.map((x) => x.vencimento)).toEqual(Array.from({ length: 12 }, (_, i) => somarDias(VENDA, 15 * (i + 1))));
    expect(c.entrada_centavos + c.parcelas.reduce((s, x) => s + x.valor_centavos, 0)).toBe(c.valor_total_centavos);
  });

  it("CET 694,60% a.a. and 18,85% a.m.", () => {
    expect(c.cet_anual_percentual).toBe(694.6);
    expect(c.taxa_mensal_percentual).toBe(18.85);
  });

  it("answers in reais under the issue's field names", () => {
    const d = divulgacaoEmReais(c);
    expect(d).toMatchObject({ valor_a_vista: 1000, entrada: 250, valor_financiado: 750, juros_total: 500, valor_total: 1500, cet_anual_percentual: 694.6, taxa_mensal_percentual: 18.85 });
    expect(d.parcelas[11]).toEqual({ numero: 12, vencimento: "2027-05-30", valor: 104.24 });
  });
});

/*
 * Each plan of both tables on R$ 1.000,00, worked from the divisors (instalments = (price −
 * entry) ÷ divisor, half up; instalment = floor(sum ÷ n), the last takes the rest) and the rates
 * solved independently (bisection in Python over the same flows, to a double's precision).
 */
describe.each([
  // table, n, entry, total, first, last, acréscimo, CET a.a., a.m.
  ["semente", 8, 25_000, 145_968, 15_121, 15_121, 45.97, 1491.48, 25.94],
  ["semente", 12, 25_000, 150_000, 10_416, 10_424, 50, 694.6, 18.85],
  ["semente", 16, 25_000, 154_310, 8_081, 8_095, 54.31, 451.51, 15.29],
  ["semente", 18, 25_000, 161_364, 7_575, 7_589, 61.36, 445.54, 15.19],
  ["semente", 8, 0, 161_290, 20_161, 20_163, 61.29, 1491.4, 25.94],
  ["semente", 12, 0, 166_667, 13_888, 13_899, 66.67, 694.6, 18.85],
  ["semente", 16, 0, 172_414, 10_775, 10_789, 72.41, 451.54, 15.29],
  ["semente", 18, 0, 181_818, 10_101, 10_101, 81.82, 445.62, 15.19],
  ["padrao", 8, 25_000, 101_656, 9_582, 9_582, 1.66, 12.57, 0.99],
  ["padrao", 12, 25_000, 102_367, 6_447, 6_450, 2.37, 12.39, 0.98],
  ["padrao", 16, 25_000, 103_068, 4_879, 4_883, 3.07, 12.24, 0.97],
  ["padrao", 18, 25_000, 103_411, 4_356, 4_359, 3.41, 12.15, 0.96],
  ["padrao", 8, 0, 102_208, 12_776, 12_776, 2.21, 12.57, 0.99],
  ["padrao", 12, 0, 103_157, 8_596, 8_601, 3.16, 12.4, 0.98],
  ["padrao", 16, 0, 104_091, 6_505, 6_516, 4.09, 12.24, 0.97],
  ["padrao", 18, 0, 104_548, 5_808, 5_812, 4.55, 12.15, 0.96],
] as const)("%s table, plan %ix with an entry of %i centavos", (t, n, entrada, total, primeira, ultima, acrescimo, cet, mensal) => {
  const c = custo(100_000, entrada, n, TABELAS[t]);
  it("total, instalments and interest", () => {
    expect(c.valor_total_centavos).toBe(total);
    expect(c.juros_total_centavos).toBe(total - 100_000);
    expect(c.valor_financiado_centavos).toBe(100_000 - entrada);
    expect(c.parcelas[0]!.valor_centavos).toBe(primeira);
    expect(c.parcelas[n - 1]!.valor_centavos).toBe(ultima);
    expect(c.acrescimo_percentual).toBe(acrescimo);
  });
  it("CET and monthly rate", () => {
    expect(c.cet_anual_percentual).toBe(cet);
    expect(c.taxa_mensal_percentual).toBe(mensal);
  });
});

describe("the rate does not depend on the entry: interest is charged on what is financed only", () => {
  it.each([8, 12, 16, 18] as const)("the seed's %ix costs the same monthly rate with no entry and with a quarter down", (n) => {
    const semEntrada = custo(100_000, 0, n, TABELA_SEMENTE).taxa_mensal_percentual!;
    const comEntrada = custo(100_000, 25_000, n, TABELA_SEMENTE).taxa_mensal_percentual!;
    expect(Math.abs(comEntrada - semEntrada)).toBeLessThanOrEqual(0.01);
  });
});

describe("a 30-day plan", () => {
  it("R$ 750,00 of credit repaid in 11 monthly instalments of R$ 118,05 and a last of R$ 118,12: 274,28% a.a., 11,63% a.m.", () => {
    const parcelas = Array.from({ length: 12 }, (_, i) => ({ numero: i + 1, vencimento: somarDias(VENDA, 30 * (i + 1)), valorCentavos: i === 11 ? 11_812 : 11_805 }));
    const c = custoDoCredito({ precoCentavos: 100_000, entradaCentavos: 25_000, dataVenda: VENDA, parcelas });
    expect(c.valor_total_centavos).toBe(166_667);
    expect(c.cet_anual_percentual).toBe(274.28);
    expect(c.taxa_mensal_percentual).toBe(11.63);
  });
});

describe("taxaInternaAnual", () => {
  it("is zero when the instalments add up to the credit", () => {
    expect(taxaInternaAnual([{ dias: 30, valor: 500 }, { dias: 60, valor: 500 }], 1000)).toBeCloseTo(0, 12);
  });
  it("one flow a year later: exactly the growth", () => {
    expect(taxaInternaAnual([{ dias: 365, valor: 1100 }], 1000)).toBeCloseTo(0.1, 12);
  });
  it("no rate for a credit of zero (entry ≥ cash price)", () => {
    expect(taxaInternaAnual([{ dias: 15, valor: 100 }], 0)).toBeNull();
    const c = custoDoCredito({ precoCentavos: 10_000, entradaCentavos: 10_000, dataVenda: VENDA, parcelas: [{ numero: 1, vencimento: somarDias(VENDA, 15), valorCentavos: 6_667 }] });
    expect(c.cet_anual_percentual).toBeNull();
    expect(c.taxa_mensal_percentual).toBeNull();
  });
  it("finds a rate far above 10^9 % (issue 36 item 8): doubling the credit in 15 days is 2^(365/15) − 1 a year", () => {
    const r = taxaInternaAnual([{ dias: 15, valor: 200 }], 100)!;
    expect(r / (2 ** (365 / 15) - 1)).toBeCloseTo(1, 9);
    // R$ 0,01 of credit repaid with R$ 1.000,01 in 15 days: about 10^121 a year, still a finite number.
    const enorme = taxaInternaAnual([{ dias: 15, valor: 100_001 }], 1)!;
    expect(Number.isFinite(enorme)).toBe(true);
    expect(Math.log10(enorme)).toBeCloseTo((365 / 15) * Math.log10(100_001), 6);
  });
  it("refuses an instalment due on or before the sale", () => {
    expect(() => taxaInternaAnual([{ dias: 0, valor: 100 }], 50)).toThrow(RangeError);
  });
});

describe("rounding and printing", () => {
  it.each([
    [1300.825, 1300.83],
    [24.604, 24.6],
    [0.005, 0.01],
    [-1.005, -1.01],
    [-0.0000001, 0],
  ])("%d → %d (half up)", (v, r) => expect(arredondarPercentual(v)).toBe(r));
  it("a plan without interest prints 0,00%, never -0,00%", () => {
    expect(formatarPercentual(arredondarPercentual(-1e-12))).toBe("0,00%");
  });
  it("prints as in Brazil", () => {
    expect(formatarPercentual(1300.83)).toBe("1.300,83%");
    expect(formatarPercentual(24.6)).toBe("24,60%");
    expect(formatarPercentual(null)).toBe("—");
  });
});

describe("custoDoPlano (the settings screen's rate beside each plan)", () => {
  it("the seed's 12x at 25% entry: the worked example's rates", () => {
    const c = custoDoPlano(TABELA_SEMENTE, { qtd_parcelas: 12, divisor: 0.6 }, VENDA);
    expect(c?.cet_anual_percentual).toBe(694.6);
    expect(c?.taxa_mensal_percentual).toBe(18.85);
  });
  it("the default 12x at 25% entry: under 1% a month", () => {
    const c = custoDoPlano(TABELA_PADRAO, { qtd_parcelas: 12, divisor: 0.9694 }, VENDA);
    expect(c?.cet_anual_percentual).toBe(12.39);
    expect(c?.taxa_mensal_percentual).toBe(0.98);
  });
  it("an invalid divisor cannot be priced (null, not a throw)", () => {
    expect(custoDoPlano(TABELA_PADRAO, { qtd_parcelas: 12, divisor: 0 }, VENDA)).toBeNull();
  });
});

describe("descreverParcelas — the instalments in words, none hidden", () => {
  it("equal ones, a different last one, and any other spread", () => {
    expect(descreverParcelas([12000, 12000, 12000])).toBe("3x de R$ 120,00");
    expect(descreverParcelas([...Array(11).fill(11805), 11812])).toBe("11x de R$ 118,05 e a última de R$ 118,12");
    expect(descreverParcelas([100, 200, 200])).toBe("1x de R$ 1,00, 2x de R$ 2,00");
    expect(descreverParcelas([])).toBe("");
  });
});
