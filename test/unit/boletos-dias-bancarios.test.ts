import { describe, it, expect } from "vitest";
import { diaBancario, diasSemExpediente, pascoa, somarDiasBancarios, vencimentoUtil } from "../../shared/boletos";

describe("vencimentoUtil (BOLETOS.md vectors)", () => {
  it.each([
    ["2026-12-25", "2026-12-28"], // Natal on a Friday
    ["2026-12-31", "2027-01-04"], // 31/12, 01/01, weekend
    ["2026-11-20", "2026-11-23"], // Consciência Negra
    ["2026-11-21", "2026-11-23"], // Saturday
    ["2027-02-08", "2027-02-10"], // Carnaval Monday and Tuesday
    ["2026-06-04", "2026-06-05"], // Corpus Christi
    ["2026-11-24", "2026-11-24"], // an ordinary Tuesday
    ["2026-04-03", "2026-04-06"], // Sexta-feira Santa, then the weekend
    ["2026-02-14", "2026-02-18"], // Saturday before Carnaval: Ash Wednesday opens
  ])("a slip due %s is free until %s", (vencimento, util) => {
    expect(vencimentoUtil(vencimento)).toBe(util);
  });
});

describe("diasSemExpediente", () => {
  it("lists 2026 as BOLETOS.md does", () => {
    expect(diasSemExpediente(2026).map((d) => d.data)).toEqual([
      "2026-01-01",
      "2026-02-16",
      "2026-02-17",
      "2026-04-03",
      "2026-04-21",
      "2026-05-01",
      "2026-06-04",
      "2026-09-07",
      "2026-10-12",
      "2026-11-02",
      "2026-11-15",
      "2026-11-20",
      "2026-12-25",
      "2026-12-31",
    ]);
  });

  it("moves Carnaval, Sexta-feira Santa and Corpus Christi with Easter (2027)", () => {
    const datas = diasSemExpediente(2027).map((d) => d.data);
    expect(datas).toEqual(expect.arrayContaining(["2027-02-08", "2027-02-09", "2027-03-26", "2027-05-27"]));
    expect(datas).toHaveLength(14);
  });

  it("counts Consciência Negra only from 2024 (Lei 14.759/2023)", () => {
    expect(diasSemExpediente(2023).map((d) => d.data)).not.toContain("2023-11-20");
    expect(diaBancario("2023-11-20")).toBe(true); // a Monday
    expect(diaBancario("2024-11-20")).toBe(false); // a Wednesday
  });

  it("names each day", () => {
    expect(diasSemExpediente(2026).find((d) => d.data === "2026-02-16")?.nome).toBe("Carnaval (segunda-feira)");
  });
});

describe("pascoa", () => {
  it.each([
    [2008, "2008-03-23"],
    [2024, "2024-03-31"],
    [2025, "2025-04-20"],
    [2026, "2026-04-05"],
    [2027, "2027-03-28"],
    [2038, "2038-04-25"],
    [2285, "2285-03-22"],
  ])("of %i is %s", (ano, data) => {
    expect(pascoa(ano)).toBe(data);
  });
});

describe("diaBancario", () => {
  it.each([
    ["2026-11-23", true],
    ["2026-11-28", false],
    ["2026-11-29", false],
    ["2026-02-18", true], // Ash Wednesday: banks open at noon, a banking day
    ["2026-12-24", true],
    ["2028-02-29", false], // Carnaval Tuesday of a leap year (Easter 16/04/2028)
  ])("%s → %s", (data, esperado) => {
    expect(diaBancario(data)).toBe(esperado);
  });

  it("refuses a date that does not exist", () => {
    expect(() => diaBancario("2026-02-30")).toThrow(RangeError);
  });
});

describe("somarDiasBancarios", () => {
  it.each([
    ["2026-12-30", 1, "2027-01-04"], // paid on 30/12, it settles after the year-end stop
    ["2026-12-24", 1, "2026-12-28"],
    ["2026-11-19", 1, "2026-11-23"],
    ["2026-11-23", 2, "2026-11-25"],
    ["2026-11-21", 0, "2026-11-23"],
  ])("%s plus %i banking days is %s", (data, n, esperado) => {
    expect(somarDiasBancarios(data, n)).toBe(esperado);
  });
});
