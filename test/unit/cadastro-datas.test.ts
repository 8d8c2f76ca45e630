import { describe, expect, it } from "vitest";
import { dataBrParaIso, dataIsoParaBr, dataNascimentoValida, mascararData } from "../../shared/cadastro/datas";

describe("datas da tela de clientes", () => {
  it.each([
    ["31/12/1990", "1990-12-31"],
    [" 01/02/2000 ", "2000-02-01"],
    ["29/02/2024", "2024-02-29"],
    ["29/02/2023", null],
    ["31/04/2020", null],
    ["1/2/2000", null],
    ["2000-02-01", null],
    ["", null],
  ])("dataBrParaIso(%j) = %j", (entrada, esperado) => {
    expect(dataBrParaIso(entrada)).toBe(esperado);
  });

  it.each([
    ["1990-12-31", "31/12/1990"],
    [null, ""],
    [undefined, ""],
    ["1990-13-01", ""],
  ])("dataIsoParaBr(%j) = %j", (entrada, esperado) => {
    expect(dataIsoParaBr(entrada)).toBe(esperado);
  });

  it.each([
    ["3", "3"],
    ["311", "31/1"],
    ["31121990", "31/12/1990"],
    ["31/12/1990999", "31/12/1990"],
    ["ab", ""],
  ])("mascararData(%j) = %j", (entrada, esperado) => {
    expect(mascararData(entrada)).toBe(esperado);
  });

  it.each([
    ["1990-12-31", true],
    ["2026-05-10", true],
    ["2026-05-11", false],
    ["1899-12-31", false],
    ["1900-01-01", true],
    ["2023-02-29", false],
  ])("data de nascimento %s com hoje 2026-05-10 → %s", (iso, esperado) => {
    expect(dataNascimentoValida(iso, "2026-05-10")).toBe(esperado);
  });
});
