import { describe, it, expect } from "vitest";
import * as z from "zod/mini";
import { calcularEncargos, EncargosAtraso, ENCARGOS_PADRAO, instrucoesEncargos } from "../../shared/boletos";

describe("calcularEncargos with the default 2% fine and 1% a month", () => {
  it.each([
    // docs/boletos.md: R$ 150,00 paid 10 days late → R$ 3,00 + R$ 0,50 = R$ 153,50.
    { caso: "10 days late", venc: "2026-11-24", pago: "2026-12-04", dias: 10, multa: 300, juros: 50, total: 15350 },
    { caso: "paid on the due date", venc: "2026-11-24", pago: "2026-11-24", dias: 0, multa: 0, juros: 0, total: 15000 },
    { caso: "paid early", venc: "2026-11-24", pago: "2026-11-10", dias: 0, multa: 0, juros: 0, total: 15000 },
    { caso: "1 day late", venc: "2026-11-24", pago: "2026-11-25", dias: 1, multa: 300, juros: 5, total: 15305 },
    // Due on Natal (Friday): payable free on Monday 28/12.
    { caso: "due on a holiday, paid the next banking day", venc: "2026-12-25", pago: "2026-12-28", dias: 0, multa: 0, juros: 0, total: 15000 },
    { caso: "due on a holiday, paid the weekend after", venc: "2026-12-25", pago: "2026-12-26", dias: 0, multa: 0, juros: 0, total: 15000 },
    // One day after vencimento_util: fine, and interest from the contractual date (4 days).
    { caso: "due on a holiday, paid after the next banking day", venc: "2026-12-25", pago: "2026-12-29", dias: 4, multa: 300, juros: 20, total: 15320 },
    { caso: "due on 31/12, free until 04/01", venc: "2026-12-31", pago: "2027-01-04", dias: 0, multa: 0, juros: 0, total: 15000 },
    { caso: "60 days late", venc: "2026-11-24", pago: "2027-01-23", dias: 60, multa: 300, juros: 300, total: 15600 },
  ])("R$ 150,00 $caso", ({ venc, pago, dias, multa, juros, total }) => {
    expect(calcularEncargos({ valorCentavos: 15000, dataVencimento: venc, dataPagamento: pago })).toMatchObject({
      diasAtraso: dias,
      multaCentavos: multa,
      jurosCentavos: juros,
      totalCentavos: total,
    });
  });

  it("reports the vencimento_util it used", () => {
    expect(calcularEncargos({ valorCentavos: 15000, dataVencimento: "2027-02-08", dataPagamento: "2027-02-10" })).toEqual({
      vencimentoUtil: "2027-02-10",
      diasAtraso: 0,
      multaCentavos: 0,
      jurosCentavos: 0,
      totalCentavos: 15000,
    });
  });

  it.each([
    // 2% of 999,99 = 19,9998 → 19,99; 1 day of 1%/30 = 0,3333 → 0,33.
    { valor: 99999, dias: 1, multa: 1999, juros: 33 },
    // 7 days: 0,3333 × 7 = 2,3333 → 2,33 (rounded once over the period, not per day).
    { valor: 99999, dias: 7, multa: 1999, juros: 233 },
    { valor: 1, dias: 30, multa: 0, juros: 0 },
    { valor: 3000, dias: 1, multa: 60, juros: 1 },
  ])("rounds each charge down to the centavo: $valor centavos, $dias days", ({ valor, dias, multa, juros }) => {
    const r = calcularEncargos({ valorCentavos: valor, dataVencimento: "2026-11-24", dataPagamento: addDias("2026-11-24", dias) });
    expect([r.multaCentavos, r.jurosCentavos, r.totalCentavos]).toEqual([multa, juros, valor + multa + juros]);
  });
});

function addDias(data: string, dias: number): string {
  const d = new Date(`${data}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}

describe("company settings within the legal caps", () => {
  it("a company charging 1% fine and 0.5% a month", () => {
    expect(
      calcularEncargos({
        valorCentavos: 15000,
        dataVencimento: "2026-11-24",
        dataPagamento: "2026-12-04",
        encargos: { multa_percentual: 1, juros_mensal_percentual: 0.5 },
      }),
    ).toMatchObject({ multaCentavos: 150, jurosCentavos: 25, totalCentavos: 15175 });
  });

  it("a company charging nothing", () => {
    expect(
      calcularEncargos({
        valorCentavos: 15000,
        dataVencimento: "2026-11-24",
        dataPagamento: "2026-12-04",
        encargos: { multa_percentual: 0, juros_mensal_percentual: 0 },
      }).totalCentavos,
    ).toBe(15000);
  });

  it.each([
    [{ multa_percentual: 2.01, juros_mensal_percentual: 1 }, "A multa pode ser no máximo 2%."],
    [{ multa_percentual: 2, juros_mensal_percentual: 1.5 }, "A taxa de juros pode ser no máximo 1%."],
    [{ multa_percentual: -1, juros_mensal_percentual: 1 }, "A multa não pode ser negativa."],
    [{ multa_percentual: 1.555, juros_mensal_percentual: 1 }, "A multa aceita no máximo duas casas decimais."],
  ])("refuses %j with %j", (encargos, mensagem) => {
    const r = EncargosAtraso.safeParse(encargos);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(mensagem);
    expect(() =>
      calcularEncargos({ valorCentavos: 15000, dataVencimento: "2026-11-24", dataPagamento: "2026-12-04", encargos }),
    ).toThrow(z.core.$ZodError);
  });

  it("defaults to the caps", () => {
    expect(ENCARGOS_PADRAO).toEqual({ multa_percentual: 2, juros_mensal_percentual: 1 });
  });
});

describe("instrucoesEncargos", () => {
  it("prints the charges and the last day without them for a slip due on a holiday", () => {
    expect(instrucoesEncargos({ valorCentavos: 15000, dataVencimento: "2026-12-25" })).toEqual([
      "Após 28/12/2026, cobrar multa de 2,00% (R$ 3,00).",
      "Após 28/12/2026, cobrar juros de mora de 1,00% ao mês pro rata die (R$ 0,05 ao dia), contados desde 25/12/2026.",
      "Vence em 25/12/2026 — sem juros até 28/12/2026.",
    ]);
  });

  it("has no 'sem juros até' line when the due date is a banking day", () => {
    expect(instrucoesEncargos({ valorCentavos: 15000, dataVencimento: "2026-11-24" })).toEqual([
      "Após 24/11/2026, cobrar multa de 2,00% (R$ 3,00).",
      "Após 24/11/2026, cobrar juros de mora de 1,00% ao mês pro rata die (R$ 0,05 ao dia), contados desde 24/11/2026.",
    ]);
  });

  it("leaves out a daily amount below one centavo and a charge set to zero", () => {
    expect(
      instrucoesEncargos({ valorCentavos: 2000, dataVencimento: "2026-11-24", encargos: { multa_percentual: 0, juros_mensal_percentual: 1 } }),
    ).toEqual(["Após 24/11/2026, cobrar juros de mora de 1,00% ao mês pro rata die, contados desde 24/11/2026."]);
  });
});
