import { describe, expect, it } from "vitest";
import { formatarCentavos, formatarNumeroReais, VALOR_MAXIMO_CENTAVOS } from "../../shared/br/dinheiro";
import { lerDecimal, mostrarDecimal, numeroBr } from "../../shared/br/numero";

describe("numeroBr", () => {
  it("writes what toLocaleString('pt-BR') writes, integers without Intl", () => {
    const valores = [0, -0, 1, 7, 12, 999, 1000, 1001, 9999, 10_000, 123_456, 1_000_000, -1, -999, -1000, -1_234_567, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 0.5, 1.25, 1234.5678, -0.001, 2 ** 60, NaN, Infinity];
    for (let i = 0; i < 2000; i++) valores.push(Math.floor(Math.random() * 10 ** (1 + (i % 15))) * (i % 2 ? 1 : -1));
    for (const n of valores) expect(numeroBr(n), String(n)).toBe(n.toLocaleString("pt-BR"));
  });
});

describe("money without Intl", () => {
  const brl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });
  const numero = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  it("formatarCentavos and formatarNumeroReais write what ICU writes (spaces for its no-break spaces)", () => {
    const centavos = [0, -0, 1, 5, 10, 99, 100, 101, 15000, 123456, 99999999, VALOR_MAXIMO_CENTAVOS, -1, -99, -100, -123456, -VALOR_MAXIMO_CENTAVOS];
    for (let i = 0; i < 2000; i++) centavos.push(Math.floor(Math.random() * 10 ** (1 + (i % 11))) * (i % 3 ? 1 : -1));
    // The Intl code as it was: zero (and -0) print unsigned.
    for (const c of centavos) {
      const reais = c === 0 ? 0 : c / 100;
      expect(formatarCentavos(c), String(c)).toBe(brl.format(reais).replace(/[\u00A0\u202F]/g, " "));
      expect(formatarNumeroReais(c / 100), String(c)).toBe(numero.format(reais));
    }
  });
});

describe("lerDecimal — a rate or a divisor as a Brazilian types it", () => {
  it.each([
    ["0,9694", 0.9694],
    [" 0,9694 ", 0.9694],
    ["0.9694", 0.9694],
    [",5", 0.5],
    ["1", 1],
    ["12,5", 12.5],
    ["1.234,5", 1234.5],
    ["-0,5", -0.5],
  ])("%j → %d", (texto, valor) => expect(lerDecimal(texto)).toBe(valor));

  it.each([[""], ["0,"], ["0."], ["1,2,3"], ["1.2.3"], ["abc"], ["0,9a"], ["1.23,4"], ["1e3"], ["R$ 1"]])("%j is not a number (NaN)", (texto) => {
    expect(lerDecimal(texto)).toBeNaN();
  });

  it("shows a number back with the comma, every digit kept", () => {
    expect(mostrarDecimal(0.9694)).toBe("0,9694");
    expect(mostrarDecimal(0.61234)).toBe("0,61234");
    expect(mostrarDecimal(25)).toBe("25");
    expect(mostrarDecimal(Number.NaN)).toBe("");
    expect(mostrarDecimal(undefined)).toBe("");
    for (const n of [0.62, 0.9565, 12.75, 1]) expect(lerDecimal(mostrarDecimal(n))).toBe(n);
  });
});
