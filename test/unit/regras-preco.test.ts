import { describe, it, expect } from "vitest";
import { ProdutoInput } from "../../shared/cadastro/produto";
import { calcularPrecoFinal, erroMargem, MSG_PRECO, precoFinalPrevisto } from "../../shared/regras/preco";

describe("calcularPrecoFinal com margem real", () => {
  it.each([
    [100, 0, 100],
    [100, 20, 120],
    [1000, 99.99, 1099.99],
    [100, 100, 200],
    [100, 150, 250],
    [0.1, 0.2, 0.3],
    [1234.56, 0.01, 1234.57],
  ])("cost %d plus margin R$ %d sells at %d", (custo, margem, preco) => {
    expect(calcularPrecoFinal(custo, "real", margem)).toBe(preco);
  });
});

describe("calcularPrecoFinal com margem percentual", () => {
  it.each([
    [100, 0, 100],
    [100, 20, 125],
    [100, 50, 200],
    [1000, 99.99, 10_000_000],
    [1234.56, 37.5, 1975.3],
    [100, 33.333, 150],
    [100, 33.33, 149.99],
    [10, 30, 14.29],
    [0.01, 50, 0.02],
    [0, 40, 0],
  ])("cost %d with a %d percent margin on the price sells at %d", (custo, margem, preco) => {
    expect(calcularPrecoFinal(custo, "percentual", margem)).toBe(preco);
  });

  it.each([[100], [150], [100.0000001]])("gives 0 when the margin is %d percent or more", (margem) => {
    expect(calcularPrecoFinal(500, "percentual", margem)).toBe(0);
  });

  it("rounds half up at the cent", () => {
    // 0.03 / 0.6 = 0.05 exactly; 0.01 / 0.8 = 0.0125 rounds down; 0.03 / 0.8 = 0.0375 rounds up.
    expect(calcularPrecoFinal(0.03, "percentual", 40)).toBe(0.05);
    expect(calcularPrecoFinal(0.01, "percentual", 20)).toBe(0.01);
    expect(calcularPrecoFinal(0.03, "percentual", 20)).toBe(0.04);
    // 0.09 / 0.8 = 0.1125; 0.1 / 0.8 = 0.125, the exact half, goes up.
    expect(calcularPrecoFinal(0.1, "percentual", 20)).toBe(0.13);
  });

  it("always returns a whole number of centavos", () => {
    for (let centavos = 1; centavos <= 2_000; centavos += 7) {
      const preco = calcularPrecoFinal(centavos / 100, "percentual", 37);
      expect(Number.isInteger(Math.round(preco * 100))).toBe(true);
      expect(Math.abs(preco * 100 - Math.round(preco * 100))).toBeLessThan(1e-6);
    }
  });
});

describe("erroMargem", () => {
  it.each([
    [1000, "percentual", 0],
    [1000, "percentual", 20],
    [1000, "percentual", 99.99],
    [1000, "real", 100],
    [1000, "real", 5000],
    [10_000_000, "real", 0],
    [5_000_000, "percentual", 50],
  ] as const)("accepts cost %d with a %s margin of %d", (custo, tipo, margem) => {
    expect(erroMargem(custo, tipo, margem)).toBeNull();
  });

  it.each([[100], [100.0000001], [150], [10_000_000]])("refuses a percentual margin of %d percent under the margin field", (margem) => {
    expect(erroMargem(1000, "percentual", margem)).toEqual({ campo: "valor_margem", mensagem: MSG_PRECO.margemPercentual });
  });

  it.each([
    [10_000_000, "real", 0.01],
    [9_999_999.99, "real", 0.02],
    [5_000_000, "percentual", 50.01],
    [10_000_000, "percentual", 99.999999],
  ] as const)("refuses cost %d with a %s margin of %d: the price would pass the money maximum", (custo, tipo, margem) => {
    expect(erroMargem(custo, tipo, margem)).toEqual({ campo: "valor_margem", mensagem: MSG_PRECO.precoAcimaDoMaximo });
  });

  it("says the margin is on the selling price", () => {
    expect(MSG_PRECO.margemPercentual).toBe("A margem percentual deve ser menor que 100%: ela é calculada sobre o preço de venda");
  });
});

describe("precoFinalPrevisto", () => {
  it("previews the seed's formula: 20% on R$ 1.000 sells at R$ 1.250", () => {
    expect(precoFinalPrevisto(1000, "percentual", 20)).toBe(1250);
  });

  it.each([
    [null, "percentual", 20],
    [1000, "percentual", null],
    [Number.NaN, "real", 1],
    [1000, "percentual", 100],
    [99_999_999_999_999, "percentual", 5],
    [10_000_000, "real", 1],
    [1000, "outro", 1],
    [-1, "real", 1],
  ])("gives null and never throws for cost %j, %s margin %j", (custo, tipo, margem) => {
    expect(precoFinalPrevisto(custo, tipo, margem)).toBeNull();
  });
});

describe("ProdutoInput and the margin rule", () => {
  const base = { nome_modelo: "Galaxy A15", marca_id: "m", categoria_id: "c", custo_base: 1000 };

  it.each([[100], [150]])("refuses a %d percent margin on valor_margem with the rule's message", (margem) => {
    const r = ProdutoInput.safeParse({ ...base, tipo_margem: "percentual", valor_margem: margem });
    expect(r.success).toBe(false);
    expect(r.error?.issues).toEqual([expect.objectContaining({ path: ["valor_margem"], message: MSG_PRECO.margemPercentual })]);
  });

  it("accepts a 99.99% margin and a 150% margin in reais", () => {
    expect(ProdutoInput.safeParse({ ...base, tipo_margem: "percentual", valor_margem: 99.99 }).success).toBe(true);
    expect(ProdutoInput.safeParse({ ...base, tipo_margem: "real", valor_margem: 150 }).success).toBe(true);
  });

  it("refuses a cost above R$ 10.000.000,00", () => {
    const r = ProdutoInput.safeParse({ ...base, custo_base: 10_000_000.01, tipo_margem: "real", valor_margem: 0 });
    expect(r.error?.issues).toEqual([expect.objectContaining({ path: ["custo_base"], message: "O valor máximo é R$ 10.000.000,00" })]);
  });
});
