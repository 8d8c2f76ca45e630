import { describe, it, expect } from "vitest";
import { dataDoFator, fatorVencimento, FATOR_SEM_VENCIMENTO } from "../../shared/boletos";
import { somarDias } from "../../shared/br/datas";

describe("fatorVencimento", () => {
  it.each([
    ["2000-07-03", "1000"],
    ["2007-12-31", "3737"],
    ["2008-02-01", "3769"],
    ["2025-02-20", "9998"],
    ["2025-02-21", "9999"],
    // FEBRABAN rollover: 22/02/2025 restarts at 1000.
    ["2025-02-22", "1000"],
    ["2025-02-23", "1001"],
    ["2025-12-15", "1296"],
    ["2026-12-25", "1671"],
    ["2049-10-13", "9999"],
    ["2049-10-14", "1000"],
  ])("%s has factor %s", (data, fator) => {
    expect(fatorVencimento(data)).toBe(fator);
  });

  it("writes 0000 for a slip without due date", () => {
    expect(fatorVencimento(null)).toBe(FATOR_SEM_VENCIMENTO);
    expect(FATOR_SEM_VENCIMENTO).toBe("0000");
  });

  it.each([["2000-07-02"], ["1997-10-07"], ["2026-02-30"], ["15/12/2025"]])("refuses %s", (data) => {
    expect(() => fatorVencimento(data)).toThrow(RangeError);
  });
});

describe("dataDoFator", () => {
  it.each([
    // Read in their own time, both cycles give back the date they were printed for.
    ["3769", "2008-01-20", "2008-02-01"],
    ["3737", "2007-12-01", "2007-12-31"],
    ["9999", "2025-02-01", "2025-02-21"],
    ["1000", "2025-02-01", "2025-02-22"],
    ["1000", "2025-03-01", "2025-02-22"],
    ["1296", "2025-12-01", "2025-12-15"],
    // An old first-cycle factor read today is the second cycle's date (within 5,500 days).
    ["3769", "2026-11-23", "2032-09-22"],
    // A slip paid late: its date is behind today but within 3,000 days.
    ["1296", "2026-11-23", "2025-12-15"],
    ["9999", "2026-11-23", "2025-02-21"],
  ])("factor %s read on %s is %s", (fator, hoje, data) => {
    expect(dataDoFator(fator, hoje)).toBe(data);
  });

  it("is null for 0000", () => {
    expect(dataDoFator("0000", "2026-11-23")).toBeNull();
  });

  describe("the window: 3,000 days before today to 5,500 after", () => {
    const data = "2025-12-15";
    const fator = "1296";
    it.each([
      [3000, data],
      [-5500, data],
      // One day past either edge, the other cycle's date is not in the window either.
      [-5501, null],
      [3001, null],
      [3500, somarDias(data, 9000)],
      [3499, null],
    ])("seen %i days after the due date", (desvio, esperado) => {
      const hoje = somarDias(data, desvio);
      if (esperado === null) expect(() => dataDoFator(fator, hoje)).toThrow(RangeError);
      else expect(dataDoFator(fator, hoje)).toBe(esperado);
    });
  });

  it.each([["0999"], ["12345"], ["12a4"]])("refuses factor %s", (fator) => {
    expect(() => dataDoFator(fator, "2026-11-23")).toThrow(RangeError);
  });

  it("round-trips every day of both cycles seen from the day itself", () => {
    for (let d = "2000-07-03"; d <= "2049-10-13"; d = somarDias(d, 37)) {
      expect(dataDoFator(fatorVencimento(d), d)).toBe(d);
    }
  });
});
