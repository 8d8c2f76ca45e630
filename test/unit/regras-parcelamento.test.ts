import { describe, it, expect } from "vitest";
import {
  DIAS_ENTRE_PARCELAS,
  DIVISORES,
  OPCOES_PARCELAS,
  PERCENTUAL_ENTRADA_MINIMA,
  calcularParcelamento,
  entradaMinimaCentavos,
  entradaValida,
  msgParcelasBoleto,
  TABELA_PADRAO,
  TABELA_SEMENTE,
  type QtdParcelas,
} from "../../shared/regras/parcelamento";

// Each table's divisors in ten-thousandths, written out here (not read from the module under test).
const DEZ_MILESIMOS = {
  padrao: { 8: 9784, 12: 9694, 16: 9607, 18: 9565 } as Record<QtdParcelas, number>,
  semente: { 8: 6200, 12: 6000, 16: 5800, 18: 5500 } as Record<QtdParcelas, number>,
};
const TABELAS = { padrao: TABELA_PADRAO, semente: TABELA_SEMENTE };

describe("constantes do boleto", () => {
  it("offer 8, 12, 16 and 18 instalments with the default (lawful) divisors", () => {
    expect(OPCOES_PARCELAS).toEqual([8, 12, 16, 18]);
    expect(DIVISORES).toEqual({ 8: 0.9784, 12: 0.9694, 16: 0.9607, 18: 0.9565 });
    expect(PERCENTUAL_ENTRADA_MINIMA).toBe(25);
    expect(DIAS_ENTRE_PARCELAS).toBe(15);
  });

  it("keep the seed's table (0,62/0,60/0,58/0,55, 25% down, every 15 days) apart, as a preset", () => {
    expect(TABELA_SEMENTE).toEqual({
      entrada_minima_percentual: 25,
      intervalo_dias: 15,
      planos: [
        { qtd_parcelas: 8, divisor: 0.62 },
        { qtd_parcelas: 12, divisor: 0.6 },
        { qtd_parcelas: 16, divisor: 0.58 },
        { qtd_parcelas: 18, divisor: 0.55 },
      ],
    });
  });
});

describe("entradaMinimaCentavos", () => {
  it.each([
    [100000, 25000],
    [100001, 25001],
    [100003, 25001],
    [100004, 25001],
    [4, 1],
    [1, 1],
    [0, 0],
  ])("for a price of %i centavos is %i (a quarter, rounded up)", (preco, minimo) => {
    expect(entradaMinimaCentavos(preco)).toBe(minimo);
  });

  it.each([[1.5], [-1]])("rejects a price of %d", (preco) => {
    expect(() => entradaMinimaCentavos(preco)).toThrow(RangeError);
  });
});

describe("entradaValida", () => {
  it.each([
    [100000, 25000, true],
    [100000, 24999, false],
    [100000, 60000, true],
    [100001, 25000, false],
    [100001, 25001, true],
    [100000, 25000.5, false],
  ])("price %i with entry %d is valid: %s", (preco, entrada, valida) => {
    expect(entradaValida(preco, entrada)).toBe(valida);
  });
});

describe("calcularParcelamento", () => {
  // Interest on what is financed only: instalments = round((1000,00 − 250,00) ÷ divisor), total = entry + instalments.
  it.each([
    [8, 145968, 120968, 15121, 15121],
    [12, 150000, 125000, 10416, 10424],
    [16, 154310, 129310, 8081, 8095],
    [18, 161364, 136364, 7575, 7589],
  ] as const)(
    "with the seed's table splits R$ 1.000 with a quarter of the price as entry in %i instalments: total %i, instalments %i, %i each, last %i",
    (n, total, financiado, parcela, ultima) => {
      const r = calcularParcelamento({ precoCentavos: 100000, qtdParcelas: n, entradaCentavos: 25000, dataVenda: "2026-05-10", tabela: TABELA_SEMENTE });
      expect(r.totalCentavos).toBe(total);
      expect(r.entradaCentavos).toBe(25000);
      expect(r.financiadoCentavos).toBe(financiado);
      expect(r.valorParcelaCentavos).toBe(parcela);
      expect(r.parcelas).toHaveLength(n);
      expect(r.parcelas.map((p) => p.numero)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
      expect(r.parcelas.slice(0, -1).every((p) => p.valorCentavos === parcela)).toBe(true);
      expect(r.parcelas.at(-1)?.valorCentavos).toBe(ultima);
    },
  );

  it.each([
    [8, 101656, 76656, 9582, 9582],
    [12, 102367, 77367, 6447, 6450],
    [16, 103068, 78068, 4879, 4883],
    [18, 103411, 78411, 4356, 4359],
  ] as const)(
    "with the default table (1 percent a month) splits R$ 1.000 with a quarter of the price as entry in %i instalments: total %i, instalments %i, %i each, last %i",
    (n, total, financiado, parcela, ultima) => {
      const r = calcularParcelamento({ precoCentavos: 100000, qtdParcelas: n, entradaCentavos: 25000, dataVenda: "2026-05-10" });
      expect(r.totalCentavos).toBe(total);
      expect(r.financiadoCentavos).toBe(financiado);
      expect(r.valorParcelaCentavos).toBe(parcela);
      expect(r.parcelas).toHaveLength(n);
      expect(r.parcelas.slice(0, -1).every((p) => p.valorCentavos === parcela)).toBe(true);
      expect(r.parcelas.at(-1)?.valorCentavos).toBe(ultima);
    },
  );

  it("charges no interest on the entry: a larger entry lowers the instalments by the same divisor", () => {
    // (1000,00 − 500,00) ÷ 0,62 = 806,45; the seed's formula (price ÷ divisor) gave 1.612,90 − 500,00 = 1.112,90.
    const r = calcularParcelamento({ precoCentavos: 100000, qtdParcelas: 8, entradaCentavos: 50000, dataVenda: "2026-05-10", tabela: TABELA_SEMENTE });
    expect(r.financiadoCentavos).toBe(80645);
    expect(r.totalCentavos).toBe(130645);
  });

  it.each((["padrao", "semente"] as const).flatMap((t) => OPCOES_PARCELAS.flatMap((n) => [[t, n, 0.25], [t, n, 0.4], [t, n, 1]] as const)))(
    "with the %s table, %i instalments and an entry of %d of the price, entry plus instalments is the total for 500 prices",
    (t, n, fracao) => {
      for (let preco = 99_901; preco <= 100_400; preco += 1) {
        const entrada = fracao === 0.25 ? entradaMinimaCentavos(preco) : Math.floor(preco * fracao);
        const r = calcularParcelamento({ precoCentavos: preco, qtdParcelas: n, entradaCentavos: entrada, dataVenda: "2026-01-15", tabela: TABELAS[t] });
        const soma = r.parcelas.reduce((s, p) => s + p.valorCentavos, 0);
        expect(soma).toBe(r.financiadoCentavos);
        expect(r.entradaCentavos + soma).toBe(r.totalCentavos);
        // Nearest cent of (price − entry) ÷ divisor: |instalments·d − (price − entry)·10000| <= d/2.
        const d = DEZ_MILESIMOS[t][n]!;
        expect(2 * Math.abs(r.financiadoCentavos * d - (preco - entrada) * 10_000)).toBeLessThanOrEqual(d);
        const ultima = r.parcelas.at(-1)?.valorCentavos ?? -1;
        expect(ultima - r.valorParcelaCentavos).toBeGreaterThanOrEqual(0);
        expect(ultima - r.valorParcelaCentavos).toBeLessThan(n);
      }
    },
  );

  // An exact half cent never occurs: price·10000 mod d is a multiple of gcd(10000, d) (200, 2000,
  // 200, 500 for the seed; 8, 2, 1, 5 for the default) and so never d/2. Only the nearest-cent
  // rounding can be observed. With no entry the whole price is financed.
  it.each([
    [1, 8, 2],
    [31, 8, 50],
    [3, 12, 5],
    [1, 18, 2],
    [100, 16, 172],
    [7, 16, 12],
    [99999, 18, 181816],
  ] as const)("with the seed's table rounds the total of a price of %i centavos in %i instalments to %i", (preco, n, total) => {
    const r = calcularParcelamento({ precoCentavos: preco, qtdParcelas: n, entradaCentavos: 0, dataVenda: "2026-01-01", tabela: TABELA_SEMENTE });
    expect(r.totalCentavos).toBe(total);
  });

  it.each([
    [1, 8, 1],
    [49, 8, 50],
    [100, 12, 103],
    [17, 16, 18],
    [99999, 18, 104547],
  ] as const)("with the default table rounds the total of a price of %i centavos in %i instalments to %i", (preco, n, total) => {
    const r = calcularParcelamento({ precoCentavos: preco, qtdParcelas: n, entradaCentavos: 0, dataVenda: "2026-01-01" });
    expect(r.totalCentavos).toBe(total);
  });

  it("lets the entry equal the cash price, leaving every instalment at zero and the total at the price", () => {
    const r = calcularParcelamento({ precoCentavos: 6200, qtdParcelas: 8, entradaCentavos: 6200, dataVenda: "2026-01-01" });
    expect(r.financiadoCentavos).toBe(0);
    expect(r.totalCentavos).toBe(6200);
    expect(r.parcelas.every((p) => p.valorCentavos === 0)).toBe(true);
  });

  it.each([
    ["2028-02-14", 8, ["2028-02-29", "2028-03-15", "2028-03-30", "2028-04-14", "2028-04-29", "2028-05-14", "2028-05-29", "2028-06-13"]],
    [
      "2026-12-20",
      12,
      ["2027-01-04", "2027-01-19", "2027-02-03", "2027-02-18", "2027-03-05", "2027-03-20", "2027-04-04", "2027-04-19", "2027-05-04", "2027-05-19", "2027-06-03", "2027-06-18"],
    ],
    ["2026-01-31", 8, ["2026-02-15", "2026-03-02", "2026-03-17", "2026-04-01", "2026-04-16", "2026-05-01", "2026-05-16", "2026-05-31"]],
  ] as const)("for a sale on %s in %i instalments falls due every 15 days", (dataVenda, n, vencimentos) => {
    const r = calcularParcelamento({ precoCentavos: 150000, qtdParcelas: n, entradaCentavos: 37500, dataVenda });
    expect(r.parcelas.map((p) => p.vencimento)).toEqual(vencimentos);
  });

  it.each([
    [{ qtdParcelas: 10 }, "Para boleto, escolha 8x, 12x, 16x ou 18x"],
    [{ entradaCentavos: -1 }, "Entrada deve ser maior ou igual a zero"],
    [{ entradaCentavos: 100001 }, "Entrada não pode ser maior que o valor total"],
    [{ entradaCentavos: 100.5 }, "Entrada deve ser um valor inteiro em centavos"],
    [{ precoCentavos: 0 }, "Preço deve ser maior que zero"],
    [{ dataVenda: "2026-02-30" }, "Data da venda inválida: 2026-02-30"],
  ])("rejects %j with a RangeError", (alteracao, mensagem) => {
    const base = { precoCentavos: 100000, qtdParcelas: 8 as QtdParcelas, entradaCentavos: 25000, dataVenda: "2026-05-10" };
    const entrada = { ...base, ...alteracao } as typeof base;
    expect(() => calcularParcelamento(entrada)).toThrow(new RangeError(mensagem));
  });
});

describe("a company's own table (issue 27 item 4)", () => {
  const tabela = { entrada_minima_percentual: 12.5, intervalo_dias: 30, planos: [{ qtd_parcelas: 6, divisor: 0.625 }, { qtd_parcelas: 1, divisor: 1 }] };

  it("lists the counts it offers in the refusal", () => {
    expect(msgParcelasBoleto(TABELA_PADRAO)).toBe("Para boleto, escolha 8x, 12x, 16x ou 18x");
    expect(msgParcelasBoleto(tabela)).toBe("Para boleto, escolha 1x ou 6x");
    expect(() => calcularParcelamento({ precoCentavos: 100000, qtdParcelas: 12, entradaCentavos: 0, dataVenda: "2026-01-15", tabela })).toThrow("Para boleto, escolha 1x ou 6x");
  });

  it.each([
    [100000, 12.5, 12500],
    [100001, 12.5, 12501],
    [100000, 0, 0],
    [99999, 33.33, 33330],
  ])("minimum entry of %i centavos at %d%% is %i (rounded up)", (preco, pct, minimo) => {
    expect(entradaMinimaCentavos(preco, pct)).toBe(minimo);
  });

  it("a 3-decimal divisor and a 30-day interval: R$ 875,00 financed ÷ 0,625 = R$ 1.400,00 in 6 monthly instalments, total R$ 1.525,00", () => {
    const r = calcularParcelamento({ precoCentavos: 100000, qtdParcelas: 6, entradaCentavos: 12500, dataVenda: "2026-01-15", tabela });
    expect(r.financiadoCentavos).toBe(140000);
    expect(r.totalCentavos).toBe(152500);
    expect(r.parcelas.map((p) => p.valorCentavos)).toEqual([23333, 23333, 23333, 23333, 23333, 23335]);
    expect(r.parcelas.map((p) => p.vencimento)).toEqual(["2026-02-14", "2026-03-16", "2026-04-15", "2026-05-15", "2026-06-14", "2026-07-14"]);
  });

  it("a divisor of 1 costs the cash price: no interest", () => {
    const r = calcularParcelamento({ precoCentavos: 100000, qtdParcelas: 1, entradaCentavos: 0, dataVenda: "2026-01-15", tabela });
    expect(r.totalCentavos).toBe(100000);
  });
});
