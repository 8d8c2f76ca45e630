import { describe, expect, it } from "vitest";
import { cepValido, mascararCep, normalizarCep } from "../../shared/br/cep";
import { camposEndereco } from "../../shared/br/endereco-schema";
import { NOMES_UF, normalizarUf, UFS, ufValida } from "../../shared/br/uf";
import * as z from "../../shared/zod";

describe("CEP", () => {
  it.each([
    ["01310-100", "01310100", "masked"],
    ["01310100", "01310100", "bare"],
    ["01.310-100", "01310100", "with the old dot"],
    [" 01310 100 ", "01310100", "spaces"],
    ["01310\u2011100", "01310100", "non-breaking hyphen from a copy"],
  ])("%j → %j (%s)", (entrada, esperado) => {
    expect(normalizarCep(entrada)).toBe(esperado);
    expect(cepValido(entrada)).toBe(true);
  });

  it.each([["0131010"], ["013101000"], ["01310-10a"], ["abcde-fgh"], [""], ["01310/100"]])("%j is not a CEP", (entrada) => {
    expect(normalizarCep(entrada)).toBeNull();
    expect(cepValido(entrada)).toBe(false);
  });

  it.each([
    ["0", "0"],
    ["01310", "01310"],
    ["013101", "01310-1"],
    ["01310100", "01310-100"],
    ["01310-100", "01310-100"],
    ["013101009", "01310-100"],
  ])("mask %j → %j", (entrada, esperado) => {
    expect(mascararCep(entrada)).toBe(esperado);
  });
});

describe("UF", () => {
  it("has the 27 units, each with a name", () => {
    expect(UFS).toHaveLength(27);
    expect(new Set(UFS).size).toBe(27);
    expect(Object.keys(NOMES_UF).sort()).toEqual([...UFS].sort());
    expect(NOMES_UF.SP).toBe("São Paulo");
    expect(NOMES_UF.DF).toBe("Distrito Federal");
  });

  it.each([["SP", "SP"], ["sp", "SP"], [" rj ", "RJ"], ["Df", "DF"], ["TO", "TO"]])("%j → %j", (entrada, esperado) => {
    expect(normalizarUf(entrada)).toBe(esperado);
    expect(ufValida(entrada)).toBe(true);
  });

  it.each([["XX"], ["S"], ["SPA"], ["São Paulo"], [""], ["S P"]])("%j is not a UF", (entrada) => {
    expect(normalizarUf(entrada)).toBeNull();
  });
});

describe("campos de endereço (zod)", () => {
  const Schema = z.object(camposEndereco);

  it("normaliza CEP e UF, apara a cidade e deixa vazios como null", () => {
    expect(Schema.parse({ cep: "01310-100", cidade: "  São Paulo ", uf: "sp" })).toEqual({ cep: "01310100", cidade: "São Paulo", uf: "SP" });
    expect(Schema.parse({ cep: "", cidade: "   ", uf: "" })).toEqual({ cep: null, cidade: null, uf: null });
    expect(Schema.parse({})).toEqual({ cep: null, cidade: null, uf: null });
  });

  it.each([
    ["cep", { cep: "1234" }, "CEP inválido"],
    ["cep", { cep: "x".repeat(2048) }, "CEP inválido"],
    ["cep", { cep: 1310100 }, "CEP inválido"],
    ["uf", { uf: "XX" }, "UF inválida"],
    ["uf", { uf: "x".repeat(2048) }, "UF inválida"],
    ["cidade", { cidade: "a".repeat(101) }, "Use no máximo 100 caracteres"],
  ])("recusa %s com a mensagem", (campo, entrada, mensagem) => {
    const r = Schema.safeParse(entrada);
    expect(r.success).toBe(false);
    expect(r.error?.issues.find((i) => i.path[0] === campo)?.message).toBe(mensagem);
  });
});
