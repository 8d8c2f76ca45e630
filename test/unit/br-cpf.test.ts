import { describe, it, expect } from "vitest";
import { cpfValido, mascararCpf } from "../../shared/br/cpf";

describe("cpfValido", () => {
  it.each([
    ["529.982.247-25"],
    ["52998224725"],
    ["111.444.777-35"],
    [" 529 982 247 25 "],
  ])("accepts %s, a CPF whose check digits match", (cpf) => {
    expect(cpfValido(cpf)).toBe(true);
  });

  it.each([
    ["529.982.247-26", "second check digit wrong"],
    ["529.982.247-35", "first check digit wrong"],
    ["000.000.000-00", "all digits the same"],
    ["111.111.111-11", "all digits the same"],
    ["999.999.999-99", "all digits the same"],
    ["5299822472", "only 10 digits"],
    ["529982247250", "12 digits"],
    ["", "empty"],
    ["abc.def.ghi-jk", "no digits"],
  ])("rejects %s (%s)", (cpf) => {
    expect(cpfValido(cpf)).toBe(false);
  });
});

describe("mascararCpf", () => {
  it.each([
    ["", ""],
    ["1", "1"],
    ["123", "123"],
    ["1234", "123.4"],
    ["123456", "123.456"],
    ["1234567", "123.456.7"],
    ["123456789", "123.456.789"],
    ["1234567890", "123.456.789-0"],
    ["52998224725", "529.982.247-25"],
    ["529982247251234", "529.982.247-25"],
    ["529.982.247-25", "529.982.247-25"],
    ["52a99b8", "529.98"],
  ])("masks %j progressively as %j", (entrada, esperado) => {
    expect(mascararCpf(entrada)).toBe(esperado);
  });

  it("never produces more than 14 characters", () => {
    expect(mascararCpf("9".repeat(30))).toHaveLength(14);
  });
});
