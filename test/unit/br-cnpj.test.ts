import { describe, it, expect } from "vitest";
import { cnpjValido, mascararCnpj } from "../../shared/br/cnpj";

describe("cnpjValido", () => {
  it.each([["11.222.333/0001-81"], ["11222333000181"], ["11.444.777/0001-61"]])(
    "accepts %s, a CNPJ whose check digits match",
    (cnpj) => {
      expect(cnpjValido(cnpj)).toBe(true);
    },
  );

  it.each([
    ["11.222.333/0001-82", "second check digit wrong"],
    ["11.222.333/0001-91", "first check digit wrong"],
    ["00.000.000/0000-00", "all digits the same"],
    ["11.111.111/1111-11", "all digits the same"],
    ["1122233300018", "only 13 digits"],
    ["112223330001810", "15 digits"],
    ["", "empty"],
  ])("rejects %s (%s)", (cnpj) => {
    expect(cnpjValido(cnpj)).toBe(false);
  });
});

describe("mascararCnpj", () => {
  it.each([
    ["", ""],
    ["11", "11"],
    ["112", "11.2"],
    ["11222", "11.222"],
    ["112223", "11.222.3"],
    ["11222333", "11.222.333"],
    ["112223330", "11.222.333/0"],
    ["112223330001", "11.222.333/0001"],
    ["1122233300018", "11.222.333/0001-8"],
    ["11222333000181", "11.222.333/0001-81"],
    ["11222333000181999", "11.222.333/0001-81"],
    ["11.222.333/0001-81", "11.222.333/0001-81"],
  ])("masks %j progressively as %j", (entrada, esperado) => {
    expect(mascararCnpj(entrada)).toBe(esperado);
  });

  it("never produces more than 18 characters", () => {
    expect(mascararCnpj("9".repeat(30))).toHaveLength(18);
  });
});
