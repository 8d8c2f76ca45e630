import { describe, it, expect } from "vitest";
import { cnpjValido, mascararCnpj, normalizarCnpj } from "../../shared/br/cnpj";
import { novoCnpj, novoCnpjAlfanumerico } from "../support/fabricas";

describe("cnpjValido", () => {
  it.each([
    ["12.ABC.345/01DE-35", "the Receita's alphanumeric example, masked"],
    ["12ABC34501DE35", "the Receita's example, bare"],
    ["12.abc.345/01de-35", "lower case"],
    ["12abc34501de35", "lower case, bare"],
    ["12.aBc.345/01dE-35", "mixed case"],
    [" 12 ABC 345 01DE 35 ", "spaces around and between the groups"],
    ["12.ABC.345/01DE\u201135", "a non-breaking hyphen from a PDF"],
    ["11.222.333/0001-81", "a numeric CNPJ of today, masked"],
    ["11222333000181", "a numeric CNPJ of today, bare"],
    ["11.444.777/0001-61", "another numeric CNPJ"],
  ])("accepts %j (%s)", (cnpj) => {
    expect(cnpjValido(cnpj)).toBe(true);
  });

  it("accepts generated alphanumeric CNPJs, masked, bare and in lower case", () => {
    for (let i = 0; i < 200; i += 1) {
      const cnpj = novoCnpjAlfanumerico();
      expect(cnpj).toMatch(/^[0-9A-Z]{12}\d{2}$/);
      expect(cnpj).toMatch(/[A-Z]/);
      expect(cnpjValido(cnpj), cnpj).toBe(true);
      expect(cnpjValido(cnpj.toLowerCase()), cnpj).toBe(true);
      expect(cnpjValido(novoCnpjAlfanumerico(true)), cnpj).toBe(true);
    }
  });

  it("accepts generated numeric CNPJs", () => {
    for (let i = 0; i < 50; i += 1) expect(cnpjValido(novoCnpj(i % 2 === 0))).toBe(true);
  });

  it("refuses a generated CNPJ once any check digit is changed", () => {
    for (let i = 0; i < 50; i += 1) {
      const cnpj = novoCnpjAlfanumerico();
      const errado = `${cnpj.slice(0, 13)}${(Number(cnpj[13]) + 1 + (i % 9)) % 10}`;
      expect(cnpjValido(errado), errado).toBe(false);
    }
  });

  it.each([
    ["12.ABC.345/01DE-36", "second check digit wrong"],
    ["12.ABC.345/01DE-25", "first check digit wrong"],
    ["12.ABC.345/01DF-35", "a character of the branch changed"],
    ["12.ABC.345/01DE-3A", "a letter in the second check-digit place"],
    ["12.ABC.345/01DE-A5", "a letter in the first check-digit place"],
    ["11.222.333/0001-82", "numeric, second check digit wrong"],
    ["11.222.333/0001-91", "numeric, first check digit wrong"],
    ["00.000.000/0000-00", "all digits the same"],
    ["11.111.111/1111-11", "all digits the same"],
    ["AAAAAAAAAAAAAA", "all letters the same"],
    ["12.ÁBC.345/01DE-35", "an accented letter"],
    ["12.ABC.345/01D*-35", "a symbol"],
    ["1122233300018", "only 13 characters"],
    ["112223330001810", "15 characters"],
    ["", "empty"],
  ])("rejects %j (%s)", (cnpj) => {
    expect(cnpjValido(cnpj)).toBe(false);
  });
});

describe("normalizarCnpj", () => {
  it.each([
    ["12.abc.345/01de-35", "12ABC34501DE35"],
    ["12ABC34501DE35", "12ABC34501DE35"],
    [" 11.222.333/0001-81 ", "11222333000181"],
  ])("%j → %j", (entrada, esperado) => {
    expect(normalizarCnpj(entrada)).toBe(esperado);
  });

  it("upper-cases only a-z, so no letter appears that was not typed", () => {
    expect(normalizarCnpj("12abc34501dß35")).toBe("12ABC34501Dß35");
    expect(cnpjValido("12abc34501dß35")).toBe(false);
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
    ["1", "1"],
    ["12a", "12.A"],
    ["12abc", "12.ABC"],
    ["12abc345", "12.ABC.345"],
    ["12abc34501de", "12.ABC.345/01DE"],
    ["12abc34501de35", "12.ABC.345/01DE-35"],
    ["12.ABC.345/01DE-35", "12.ABC.345/01DE-35"],
    ["ap.mbc.di5/7891-06", "AP.MBC.DI5/7891-06"],
  ])("masks %j progressively as %j", (entrada, esperado) => {
    expect(mascararCnpj(entrada)).toBe(esperado);
  });

  it.each([
    ["12abc34501deX", "12.ABC.345/01DE"],
    ["12abc34501dex5", "12.ABC.345/01DE-5"],
    ["12abc34501de3a", "12.ABC.345/01DE-3"],
  ])("keeps letters out of the check-digit places: %j → %j", (entrada, esperado) => {
    expect(mascararCnpj(entrada)).toBe(esperado);
  });

  it("drops symbols and accented letters instead of moving them into the mask", () => {
    expect(mascararCnpj("12*ábc")).toBe("12.BC");
  });

  it("never produces more than 18 characters", () => {
    expect(mascararCnpj("9".repeat(30))).toHaveLength(18);
    expect(mascararCnpj("Z".repeat(30))).toHaveLength(15);
  });
});
