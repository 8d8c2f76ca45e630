import { describe, it, expect } from "vitest";
import { calcularPrecoFinal } from "../../shared/regras/preco";

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
