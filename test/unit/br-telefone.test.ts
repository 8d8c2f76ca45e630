import { describe, it, expect } from "vitest";
import { mascararTelefone, telefoneValido } from "../../shared/br/telefone";

describe("mascararTelefone", () => {
  it.each([
    ["", ""],
    ["1", "(1"],
    ["11", "(11"],
    ["119", "(11) 9"],
    ["119999", "(11) 9999"],
    ["1199998", "(11) 9999-8"],
    ["1133334444", "(11) 3333-4444"],
    ["11999998888", "(11) 99999-8888"],
    ["119999988887777", "(11) 99999-8888"],
    ["(11) 99999-8888", "(11) 99999-8888"],
    ["+55 11 3333-4444", "(55) 11333-3444"],
  ])("masks %j as %j", (entrada, esperado) => {
    expect(mascararTelefone(entrada)).toBe(esperado);
  });

  it("never produces more than 15 characters", () => {
    expect(mascararTelefone("9".repeat(30)).length).toBeLessThanOrEqual(15);
  });
});

describe("telefoneValido", () => {
  it.each([
    ["(11) 3333-4444", true],
    ["(11) 99999-8888", true],
    ["1133334444", true],
    ["11999998888", true],
    ["(11) 9999-888", false],
    ["119999988887", false],
    ["", false],
  ])("treats %j as valid: %s", (telefone, esperado) => {
    expect(telefoneValido(telefone)).toBe(esperado);
  });
});
