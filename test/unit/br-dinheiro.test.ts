import { describe, it, expect } from "vitest";
import { formatarCentavos, formatarReais, paraCentavos, paraReais } from "../../shared/br/dinheiro";

describe("paraCentavos", () => {
  it.each([
    [0, 0],
    [1, 100],
    [1.5, 150],
    [150, 15000],
    [1.005, 101],
    [2.675, 268],
    [1.255, 126],
    [0.1 + 0.2, 30],
    [1234.565, 123457],
    [19.99, 1999],
    [-1.005, -101],
    [-19.99, -1999],
    [0.004, 0],
    [0.005, 1],
    [99999999.99, 9999999999],
  ])("converts R$ %d to %d centavos", (reais, centavos) => {
    expect(paraCentavos(reais)).toBe(centavos);
  });

  it("never returns negative zero", () => {
    expect(Object.is(paraCentavos(-0.001), 0)).toBe(true);
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY]])("rejects %d", (valor) => {
    expect(() => paraCentavos(valor)).toThrow(RangeError);
  });
});

describe("paraReais", () => {
  it.each([
    [0, 0],
    [1, 0.01],
    [15000, 150],
    [123456, 1234.56],
    [-101, -1.01],
  ])("converts %d centavos to R$ %d", (centavos, reais) => {
    expect(paraReais(centavos)).toBe(reais);
  });

  it("round-trips every centavo amount up to R$ 100", () => {
    for (let c = 0; c <= 10_000; c += 1) expect(paraCentavos(paraReais(c))).toBe(c);
  });
});

describe("formatarReais", () => {
  it.each([
    [150, "R$ 150,00"],
    [0, "R$ 0,00"],
    [0.5, "R$ 0,50"],
    [1234.56, "R$ 1.234,56"],
    [1234567.8, "R$ 1.234.567,80"],
    [1.005, "R$ 1,01"],
    [-1234.56, "-R$ 1.234,56"],
    [-0.001, "R$ 0,00"],
  ])("formats %d as %j with plain spaces", (reais, texto) => {
    expect(formatarReais(reais)).toBe(texto);
  });

  it("leaves no non-breaking space in the text", () => {
    expect(formatarReais(1234.56)).not.toMatch(/[\u00A0\u202F]/);
  });
});

describe("formatarCentavos", () => {
  it.each([
    [15000, "R$ 150,00"],
    [123456, "R$ 1.234,56"],
    [1, "R$ 0,01"],
    [-99, "-R$ 0,99"],
  ])("formats %d centavos as %j", (centavos, texto) => {
    expect(formatarCentavos(centavos)).toBe(texto);
  });
});
