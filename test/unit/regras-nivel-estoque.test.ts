import { describe, it, expect } from "vitest";
import { nivelEstoque } from "../../shared/regras/nivel-estoque";

describe("nivelEstoque", () => {
  it.each([
    [0, null, "zerado"],
    [0, 5, "zerado"],
    [0, 0, "zerado"],
    [-1, 5, "zerado"],
    [1, 5, "baixo"],
    [5, 5, "baixo"],
    [6, 5, "normal"],
    [1, 0, "normal"],
    [1, null, "normal"],
    [1, undefined, "normal"],
    [1000, null, "normal"],
  ] as const)("%i available with minimum %s is %s", (disponivel, minimo, nivel) => {
    expect(nivelEstoque(disponivel, minimo)).toBe(nivel);
  });
});
