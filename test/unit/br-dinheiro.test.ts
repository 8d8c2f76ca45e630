import { describe, it, expect } from "vitest";
import { formatarCentavos, formatarNumeroReais, formatarReais, lerReais, MSG_DINHEIRO, paraCentavos, paraReais, VALOR_MAXIMO_CENTAVOS, VALOR_MAXIMO_REAIS } from "../../shared/br/dinheiro";

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

describe("lerReais", () => {
  it.each([
    ["1999,90", 199990],
    ["1.999,90", 199990],
    ["1999.90", 199990],
    ["R$ 1.999,90", 199990],
    ["R$\u00A01.999,90", 199990],
    ["  R$1999,90 ", 199990],
    ["r$ 10", 1000],
    ["1.999", 199900],
    ["1.999.999", 199999900],
    ["1999,9", 199990],
    ["1999.9", 199990],
    ["1,5", 150],
    [",50", 50],
    ["0,01", 1],
    ["800", 80000],
    ["9000", 900000],
    ["0", 0],
    ["000123,45", 12345],
    ["10.000.000,00", 1_000_000_000],
    ["10000000", 1_000_000_000],
  ])("reads %j as %d centavos", (texto, centavos) => {
    expect(lerReais(texto)).toEqual({ ok: true, vazio: false, centavos });
  });

  it.each([[""], ["   "], ["\u00A0"]])("reads %j as empty", (texto) => {
    expect(lerReais(texto)).toEqual({ ok: true, vazio: true });
  });

  it.each([
    ["-100", MSG_DINHEIRO.negativo],
    ["−100", MSG_DINHEIRO.negativo],
    ["R$ -1.999,90", MSG_DINHEIRO.negativo],
    ["(100,00)", MSG_DINHEIRO.negativo],
    ["100-", MSG_DINHEIRO.negativo],
    ["1,999", MSG_DINHEIRO.casas],
    ["19,999", MSG_DINHEIRO.casas],
    ["1999.999", MSG_DINHEIRO.casas],
    ["10.000.000,01", MSG_DINHEIRO.acimaDoMaximo],
    ["10000001", MSG_DINHEIRO.acimaDoMaximo],
    ["99999999999999", MSG_DINHEIRO.acimaDoMaximo],
    ["1".repeat(400), MSG_DINHEIRO.acimaDoMaximo],
    ["abc", MSG_DINHEIRO.invalido],
    ["1e5", MSG_DINHEIRO.invalido],
    ["12.34.56", MSG_DINHEIRO.invalido],
    ["1.99.999", MSG_DINHEIRO.invalido],
    ["1,999,90", MSG_DINHEIRO.invalido],
    ["1.999,90.5", MSG_DINHEIRO.invalido],
    ["19.99,90", MSG_DINHEIRO.invalido],
    ["R$", MSG_DINHEIRO.invalido],
    ["US$ 10", MSG_DINHEIRO.invalido],
    ["Infinity", MSG_DINHEIRO.invalido],
  ])("refuses %j: %s", (texto, motivo) => {
    expect(lerReais(texto)).toEqual({ ok: false, motivo });
  });

  it("reads back every amount it formats", () => {
    for (const centavos of [0, 1, 99, 100, 199990, 123456789, VALOR_MAXIMO_CENTAVOS]) {
      expect(lerReais(formatarCentavos(centavos))).toEqual({ ok: true, vazio: false, centavos });
      expect(lerReais(formatarNumeroReais(paraReais(centavos)))).toEqual({ ok: true, vazio: false, centavos });
    }
  });

  it("states the maximum in reais", () => {
    expect(MSG_DINHEIRO.acimaDoMaximo).toBe("O valor máximo é R$ 10.000.000,00");
    expect(VALOR_MAXIMO_REAIS).toBe(10_000_000);
  });
});
