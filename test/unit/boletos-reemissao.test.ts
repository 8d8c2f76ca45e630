import { describe, it, expect } from "vitest";
import { slipDaParcela } from "../../shared/boletos";

describe("slipDaParcela", () => {
  it.each([
    // Issued ahead of time: the slip is the instalment.
    { caso: "due in the future", venc: "2026-12-09", hoje: "2026-11-23", vencBoleto: "2026-12-09", valor: 15000, atraso: false },
    { caso: "due today", venc: "2026-11-23", hoje: "2026-11-23", vencBoleto: "2026-11-23", valor: 15000, atraso: false },
    // Due on Natal, issued the day after: still free until Monday 28/12.
    { caso: "due on a passed holiday, inside its free window", venc: "2026-12-25", hoje: "2026-12-26", vencBoleto: "2026-12-28", valor: 15000, atraso: false },
    // Due 24/11, issued 01/12 (Tue): new due 04/12 (Fri), 10 days late then → R$ 153,50.
    { caso: "overdue", venc: "2026-11-24", hoje: "2026-12-01", vencBoleto: "2026-12-04", valor: 15350, atraso: true },
    // Issued 29/12 (Tue): 29 + 3 = 01/01, no banking until Monday 04/01; 40 days of interest.
    { caso: "overdue, new due date over the year-end stop", venc: "2026-11-25", hoje: "2026-12-29", vencBoleto: "2027-01-04", valor: 15000 + 300 + 200, atraso: true },
  ])("$caso", ({ venc, hoje, vencBoleto, valor, atraso }) => {
    const slip = slipDaParcela({ valorCentavos: 15000, dataVencimento: venc, hoje });
    expect([slip.vencimentoBoleto, slip.valorBoletoCentavos, slip.emAtraso]).toEqual([vencBoleto, valor, atraso]);
  });

  it("uses the company's charges and a chosen delay", () => {
    const slip = slipDaParcela({
      valorCentavos: 15000,
      dataVencimento: "2026-11-24",
      hoje: "2026-12-01",
      prazoDias: 0,
      encargos: { multa_percentual: 1, juros_mensal_percentual: 0.5 },
    });
    // Due 01/12, 7 days late: 1% = 150, 0.5%/30 × 7 × 15000 = 17,5 → 17.
    expect(slip).toMatchObject({ vencimentoBoleto: "2026-12-01", valorBoletoCentavos: 15167, emAtraso: true });
    expect(slip.encargos).toMatchObject({ diasAtraso: 7, multaCentavos: 150, jurosCentavos: 17 });
  });
});
