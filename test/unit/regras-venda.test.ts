import { describe, expect, it } from "vitest";
import { TABELA_SEMENTE } from "../../shared/regras/parcelamento";
import { dividirSemJuros, erroEntrada } from "../../shared/regras/venda";

describe("erroEntrada", () => {
  // R$ 1.250,00: the 25% floor is R$ 312,50. The instalments are (price − entry) ÷ divisor: with
  // the default 12x (0,9694) a credit of 12 centavos is the least that rounds to 12 (11 ÷ 0,9694 =
  // 11,35 → 11; 12 ÷ 0,9694 = 12,38 → 12), so R$ 1.249,88 is the highest entry.
  const boleto = (entradaCentavos: number, qtdParcelas: unknown = 12) => erroEntrada({ forma: "BOLETO", precoCentavos: 125000, entradaCentavos, qtdParcelas });

  it.each([[31250], [80000], [124988]])("accepts a boleto entry of %d centavos on a R$ 1.250,00 phone in 12x", (entrada) => {
    expect(boleto(entrada)).toBeNull();
  });

  it("refuses an entry that leaves fewer centavos of instalments than instalments, naming the highest entry", () => {
    expect(boleto(124989)).toBe("Entrada máxima para boleto nesse parcelamento é R$ 1.249,88: cada parcela precisa de ao menos R$ 0,01");
  });

  it("with the seed's table (12x at 0,60) the highest entry is R$ 1.249,93: 7 ÷ 0,60 = 11,67 rounds to 12 centavos", () => {
    const semente = (entradaCentavos: number) => erroEntrada({ forma: "BOLETO", precoCentavos: 125000, entradaCentavos, qtdParcelas: 12, tabela: TABELA_SEMENTE });
    expect(semente(124993)).toBeNull();
    expect(semente(124994)).toBe("Entrada máxima para boleto nesse parcelamento é R$ 1.249,93: cada parcela precisa de ao menos R$ 0,01");
  });

  it("refuses an entry below 25% with the spec's message and the minimum", () => {
    expect(boleto(31249)).toBe("Entrada mínima para boleto é R$ 312,50 (25% do valor do produto)");
  });

  it("refuses a boleto entry of the cash price or more: nothing would be financed, the instalments would be pure interest", () => {
    const semCredito = "No boleto a entrada deve ser menor que o preço à vista (R$ 1.250,00): com ela igual ou maior não há o que financiar, e as parcelas seriam só juros";
    for (const entrada of [125000, 208322, 208333, 900000]) expect(boleto(entrada)).toBe(semCredito);
  });

  it("refuses an entry that leaves less than R$ 0,01 for each instalment (a plan without interest, divisor 1)", () => {
    const tabela = { entrada_minima_percentual: 0, intervalo_dias: 15, planos: [{ qtd_parcelas: 12, divisor: 1 }] };
    expect(erroEntrada({ forma: "BOLETO", precoCentavos: 125000, entradaCentavos: 124990, qtdParcelas: 12, tabela })).toBe(
      "Entrada máxima para boleto nesse parcelamento é R$ 1.249,88: cada parcela precisa de ao menos R$ 0,01",
    );
  });

  it("checks the floor and the cash price while the instalment count is not chosen", () => {
    expect(boleto(124999, null)).toBeNull();
    expect(boleto(900000, null)).toMatch(/^No boleto a entrada deve ser menor que o preço à vista/);
    expect(boleto(100, null)).toBe("Entrada mínima para boleto é R$ 312,50 (25% do valor do produto)");
  });

  it.each([
    ["CARTAO_CREDITO", 125000, null],
    ["CARTAO_CREDITO", 125001, "Entrada não pode ser maior que o valor total"],
    ["PIX", 0, null],
    ["DINHEIRO", -1, "Entrada deve ser maior ou igual a zero"],
  ] as const)("%s with an entry of %d centavos: %j", (forma, entradaCentavos, erro) => {
    expect(erroEntrada({ forma, precoCentavos: 125000, entradaCentavos, qtdParcelas: 3 })).toBe(erro);
  });
});

describe("dividirSemJuros", () => {
  it.each([
    [100000, 0, 3, 33333, 33334],
    [100000, 10000, 4, 22500, 22500],
    [99999, 1, 7, 14285, 14288],
    [100000, 100000, 2, 0, 0],
    [100000, 0, 1, 100000, 100000],
  ])("price %d, entry %d in %dx: instalments of %d, the last %d", (precoCentavos, entradaCentavos, qtdParcelas, valor, ultima) => {
    const r = dividirSemJuros({ precoCentavos, entradaCentavos, qtdParcelas });
    expect(r).toMatchObject({ totalCentavos: precoCentavos, valorParcelaCentavos: valor, ultimaParcelaCentavos: ultima });
    expect(r.entradaCentavos + r.valorParcelaCentavos * (qtdParcelas - 1) + r.ultimaParcelaCentavos).toBe(precoCentavos);
  });

  it.each([
    [{ entradaCentavos: 100001, qtdParcelas: 1 }, "Entrada não pode ser maior que o valor total"],
    [{ entradaCentavos: -1, qtdParcelas: 1 }, "Entrada deve ser maior ou igual a zero"],
    [{ entradaCentavos: 0, qtdParcelas: 0 }, "Quantidade de parcelas deve ser maior ou igual a 1"],
    [{ entradaCentavos: 0, qtdParcelas: 1.5 }, "Quantidade de parcelas deve ser maior ou igual a 1"],
  ])("refuses %j with a pt-BR reason and never clamps", (p, motivo) => {
    expect(() => dividirSemJuros({ precoCentavos: 100000, ...p })).toThrow(new RangeError(motivo));
  });
});
