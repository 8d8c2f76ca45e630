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
  type QtdParcelas,
} from "../../shared/regras/parcelamento";

const DIVISOR_CENTESIMOS: Record<QtdParcelas, number> = { 8: 62, 12: 60, 16: 58, 18: 55 };

describe("constantes do boleto", () => {
  it("offer 8, 12, 16 and 18 instalments with the spec's divisors", () => {
    expect(OPCOES_PARCELAS).toEqual([8, 12, 16, 18]);
    expect(DIVISORES).toEqual({ 8: 0.62, 12: 0.6, 16: 0.58, 18: 0.55 });
    expect(PERCENTUAL_ENTRADA_MINIMA).toBe(25);
    expect(DIAS_ENTRE_PARCELAS).toBe(15);
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
  it.each([
    [8, 161290, 136290, 17036, 17038],
    [12, 166667, 141667, 11805, 11812],
    [16, 172414, 147414, 9213, 9219],
    [18, 181818, 156818, 8712, 8714],
  ] as const)(
    "splits R$ 1.000 with a quarter of the price as entry in %i instalments: total %i, financed %i, %i each, last %i",
    (n, total, financiado, parcela, ultima) => {
      const r = calcularParcelamento({ precoCentavos: 100000, qtdParcelas: n, entradaCentavos: 25000, dataVenda: "2026-05-10" });
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

  it.each(OPCOES_PARCELAS.flatMap((n) => [[n, 0.25], [n, 0.4], [n, 1]] as const))(
    "with %i instalments and an entry of %d of the price, entry plus instalments is the total for 500 prices",
    (n, fracao) => {
      for (let preco = 99_901; preco <= 100_400; preco += 1) {
        const entrada = fracao === 0.25 ? entradaMinimaCentavos(preco) : Math.floor(preco * fracao);
        const r = calcularParcelamento({ precoCentavos: preco, qtdParcelas: n, entradaCentavos: entrada, dataVenda: "2026-01-15" });
        const soma = r.parcelas.reduce((s, p) => s + p.valorCentavos, 0);
        expect(r.entradaCentavos + soma).toBe(r.totalCentavos);
        // Nearest cent: |total·d − price·100| <= d/2.
        const d = DIVISOR_CENTESIMOS[n]!;
        expect(2 * Math.abs(r.totalCentavos * d - preco * 100)).toBeLessThanOrEqual(d);
        const ultima = r.parcelas.at(-1)?.valorCentavos ?? -1;
        expect(ultima - r.valorParcelaCentavos).toBeGreaterThanOrEqual(0);
        expect(ultima - r.valorParcelaCentavos).toBeLessThan(n);
      }
    },
  );

  // An exact half cent never occurs: price·100 mod d is a multiple of gcd(100, d) (2, 20, 2, 5)
  // and so never d/2 (31, 30, 29, 27.5). Only the nearest-cent rounding can be observed.
  it.each([
    [1, 8, 2],
    [31, 8, 50],
    [3, 12, 5],
    [1, 18, 2],
    [100, 16, 172],
    [7, 16, 12],
    [99999, 18, 181816],
  ] as const)("rounds the total of a price of %i centavos in %i instalments to %i", (preco, n, total) => {
    const r = calcularParcelamento({ precoCentavos: preco, qtdParcelas: n, entradaCentavos: 0, dataVenda: "2026-01-01" });
    expect(r.totalCentavos).toBe(total);
  });

  it("lets the entry equal the total, leaving every instalment at zero", () => {
    const r = calcularParcelamento({ precoCentavos: 6200, qtdParcelas: 8, entradaCentavos: 10000, dataVenda: "2026-01-01" });
    expect(r.financiadoCentavos).toBe(0);
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
    [{ entradaCentavos: 161291 }, "Entrada não pode ser maior que o valor total"],
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

  it("a 4-decimal divisor and a 30-day interval: R$ 1.000,00 ÷ 0,625 = R$ 1.600,00 in 6 monthly instalments", () => {
    const r = calcularParcelamento({ precoCentavos: 100000, qtdParcelas: 6, entradaCentavos: 12500, dataVenda: "2026-01-15", tabela });
    expect(r.totalCentavos).toBe(160000);
    expect(r.parcelas.map((p) => p.valorCentavos)).toEqual([24583, 24583, 24583, 24583, 24583, 24585]);
    expect(r.parcelas.map((p) => p.vencimento)).toEqual(["2026-02-14", "2026-03-16", "2026-04-15", "2026-05-15", "2026-06-14", "2026-07-14"]);
  });

  it("a divisor of 1 costs the cash price: no interest", () => {
    const r = calcularParcelamento({ precoCentavos: 100000, qtdParcelas: 1, entradaCentavos: 0, dataVenda: "2026-01-15", tabela });
    expect(r.totalCentavos).toBe(100000);
  });
});
