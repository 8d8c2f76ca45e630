import { describe, expect, it } from "vitest";
import { numeroBr } from "../../shared/br/numero";

describe("numeroBr", () => {
  it("writes what toLocaleString('pt-BR') writes, integers without Intl", () => {
    const valores = [0, -0, 1, 7, 12, 999, 1000, 1001, 9999, 10_000, 123_456, 1_000_000, -1, -999, -1000, -1_234_567, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 0.5, 1.25, 1234.5678, -0.001, 2 ** 60, NaN, Infinity];
    for (let i = 0; i < 2000; i++) valores.push(Math.floor(Math.random() * 10 ** (1 + (i % 15))) * (i % 2 ? 1 : -1));
    for (const n of valores) expect(numeroBr(n), String(n)).toBe(n.toLocaleString("pt-BR"));
  });
});
