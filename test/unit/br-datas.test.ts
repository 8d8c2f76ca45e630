import { describe, it, expect } from "vitest";
import { dataIsoValida, formatarData, hojeBrasil, somarDias, ultimoDiaDoMes } from "../../shared/br/datas";

describe("formatarData", () => {
  it.each([
    ["2026-03-01", "01/03/2026"],
    ["2028-02-29", "29/02/2028"],
    ["1999-12-31", "31/12/1999"],
    ["2026-03-01T02:59:59Z", "28/02/2026"],
    ["2026-03-01T03:00:00Z", "01/03/2026"],
    ["2026-03-01T03:00:00.000Z", "01/03/2026"],
    ["2026-12-31T23:30:00-03:00", "31/12/2026"],
    ["2027-01-01T01:00:00+0000", "31/12/2026"],
    ["2026-06-15 12:00:00Z", "15/06/2026"],
    ["2026-03-01T00:30:00", "01/03/2026"],
  ])("shows %j as %j", (valor, texto) => {
    expect(formatarData(valor)).toBe(texto);
  });

  it.each([[""], ["01/03/2026"], ["2026-02-30"], ["2026-13-01T10:00:00Z"], ["amanhã"]])(
    "rejects %j with a RangeError",
    (valor) => {
      expect(() => formatarData(valor)).toThrow(RangeError);
    },
  );
});

describe("hojeBrasil", () => {
  it.each([
    ["2026-01-01T02:59:59Z", "2025-12-31"],
    ["2026-01-01T03:00:00Z", "2026-01-01"],
    ["2028-02-29T12:00:00Z", "2028-02-29"],
    ["2026-07-10T23:59:00-03:00", "2026-07-10"],
  ])("at instant %s the Brazilian date is %s", (instante, data) => {
    expect(hojeBrasil(new Date(instante))).toBe(data);
  });

  it("defaults to the current instant", () => {
    expect(dataIsoValida(hojeBrasil())).toBe(true);
  });
});

describe("somarDias", () => {
  it.each([
    ["2026-01-31", 1, "2026-02-01"],
    ["2026-02-28", 1, "2026-03-01"],
    ["2028-02-28", 1, "2028-02-29"],
    ["2028-02-14", 15, "2028-02-29"],
    ["2026-12-20", 15, "2027-01-04"],
    ["2026-03-01", -1, "2026-02-28"],
    ["2026-10-31", 0, "2026-10-31"],
    ["2026-01-01", 365, "2027-01-01"],
    ["2028-01-01", 366, "2029-01-01"],
    ["0050-12-31", 1, "0051-01-01"],
  ])("%s plus %i days is %s", (data, dias, esperado) => {
    expect(somarDias(data, dias)).toBe(esperado);
  });

  it.each([
    ["2026-02-30", 1],
    ["26-02-01", 1],
    ["2026-02-01", 1.5],
    ["2026-02-01", Number.NaN],
  ])("rejects %j plus %d days with a RangeError", (data, dias) => {
    expect(() => somarDias(data, dias)).toThrow(RangeError);
  });
});

describe("dataIsoValida", () => {
  it.each([
    ["2026-01-31", true],
    ["2026-04-30", true],
    ["2028-02-29", true],
    ["2000-02-29", true],
    ["2026-02-29", false],
    ["1900-02-29", false],
    ["2026-04-31", false],
    ["2026-00-10", false],
    ["2026-13-10", false],
    ["2026-01-00", false],
    ["2026-1-5", false],
    ["2026-01-05T00:00:00Z", false],
    ["", false],
  ])("treats %j as a real date: %s", (valor, esperado) => {
    expect(dataIsoValida(valor)).toBe(esperado);
  });
});

describe("ultimoDiaDoMes", () => {
  it("dá o último dia de cada mês, com anos bissextos e anos de 0 a 99 como são", () => {
    expect(["2026-01", "2026-02", "2026-04", "2026-12"].map(ultimoDiaDoMes)).toEqual(["2026-01-31", "2026-02-28", "2026-04-30", "2026-12-31"]);
    expect(["2024-02", "2000-02", "1900-02", "0004-02", "9999-12"].map(ultimoDiaDoMes)).toEqual(["2024-02-29", "2000-02-29", "1900-02-28", "0004-02-29", "9999-12-31"]);
  });
});
