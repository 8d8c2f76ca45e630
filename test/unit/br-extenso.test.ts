/** The amount in words of receipts (issue 27 item 6): shared/br/extenso.ts. */
import { describe, expect, it } from "vitest";
import { numeroPorExtenso, valorPorExtenso } from "../../shared/br/extenso";

describe("valorPorExtenso", () => {
  it.each([
    [120050, "mil e duzentos reais e cinquenta centavos"],
    [100, "um real"],
    [1, "um centavo"],
    [101, "um real e um centavo"],
    [0, "zero real"],
    [50, "cinquenta centavos"],
    [10000, "cem reais"],
    [10100, "cento e um reais"],
    [99999, "novecentos e noventa e nove reais e noventa e nove centavos"],
    [100000, "mil reais"],
    [105000, "mil e cinquenta reais"],
    [231000, "dois mil trezentos e dez reais"],
    [250000, "dois mil e quinhentos reais"],
    [1999_90, "mil novecentos e noventa e nove reais e noventa centavos"],
    [100000000, "um milhão de reais"],
    [200000000, "dois milhões de reais"],
    [100000100, "um milhão e um reais"],
    [123456789, "um milhão duzentos e trinta e quatro mil quinhentos e sessenta e sete reais e oitenta e nove centavos"],
    [1411400, "quatorze mil cento e quatorze reais"],
  ])("%i centavos → %s", (centavos, texto) => {
    expect(valorPorExtenso(centavos)).toBe(texto);
  });

  it.each([
    [0, "zero"],
    [16, "dezesseis"],
    [21, "vinte e um"],
    [100, "cem"],
    [1000, "mil"],
    [1001, "mil e um"],
    [1100, "mil e cem"],
    [1_000_000_000, "um bilhão"],
    [2_000_001_000, "dois bilhões e mil"],
  ])("%i → %s", (n, texto) => {
    expect(numeroPorExtenso(n)).toBe(texto);
  });

  it("recusa fração de centavo e negativo", () => {
    expect(() => valorPorExtenso(1.5)).toThrow(RangeError);
    expect(() => valorPorExtenso(-1)).toThrow(RangeError);
  });
});
