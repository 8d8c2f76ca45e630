import { describe, expect, it } from "vitest";
import { deveBloquear, diasBancariosEntre, primeiroDiaDeBloqueio, type EntradaBloqueio } from "../../shared/regras/bloqueio";

const base: EntradaBloqueio = {
  vencimentoUtil: "2026-11-23",
  dia: "2026-12-02",
  diasCarencia: 5,
  valorEmAtrasoCentavos: 15000,
  valorMinimoCentavos: 0,
  ufCliente: "PE",
  ufEmpresa: "PE",
  ufsSemBloqueio: ["CE"],
  suspenso: false,
  plano: "master",
  bloqueioAutomatico: true,
};

describe("deveBloquear (BLOQUEIO.md)", () => {
  it.each([
    ["2026-11-23", "2026-12-01", 5, false],
    ["2026-11-23", "2026-12-02", 5, true],
    ["2026-12-28", "2027-01-07", 5, false],
    ["2026-12-28", "2027-01-08", 5, true],
    ["2026-11-23", "2026-12-05", 5, false], // a Saturday
    ["2026-12-10", "2026-12-31", 5, false], // no banking on 31/12
    ["2026-11-23", "2026-11-27", 3, false],
    ["2026-11-23", "2026-11-30", 3, true],
  ])("vencimento_util %s, dia %s, carência %i → %s", (vencimentoUtil, dia, diasCarencia, esperado) => {
    expect(deveBloquear({ ...base, vencimentoUtil, dia, diasCarencia }).bloquear).toBe(esperado);
  });

  it.each([
    [{ plano: "pro" }, "plano"],
    [{ plano: "start" }, "plano"],
    [{ bloqueioAutomatico: false }, "desligado"],
    [{ suspenso: true }, "suspenso"],
    [{ ufCliente: "CE" }, "uf"],
    [{ ufEmpresa: "CE" }, "uf"],
    [{ dia: "2026-12-06" }, "dia_sem_expediente"],
    [{ vencimentoUtil: null }, "sem_atraso"],
    [{ valorEmAtrasoCentavos: 0 }, "sem_atraso"],
    [{ valorMinimoCentavos: 15001 }, "valor_minimo"],
    [{ dia: "2026-12-01" }, "carencia"],
  ] as const)("%o → não bloqueia (%s)", (sobrepor, motivo) => {
    expect(deveBloquear({ ...base, ...sobrepor })).toEqual({ bloquear: false, motivo });
  });

  it("valor igual ao mínimo bloqueia; UF sem bloqueio vazia libera o Ceará", () => {
    expect(deveBloquear({ ...base, valorMinimoCentavos: 15000 }).bloquear).toBe(true);
    expect(deveBloquear({ ...base, ufCliente: "CE", ufsSemBloqueio: [] }).bloquear).toBe(true);
  });

  it("conta dias bancários estritamente entre as datas e acha o primeiro dia de bloqueio", () => {
    expect(diasBancariosEntre("2026-11-23", "2026-12-02")).toBe(6);
    expect(diasBancariosEntre("2026-12-28", "2027-01-08")).toBe(6);
    expect(diasBancariosEntre("2026-12-02", "2026-11-23")).toBe(0);
    expect(primeiroDiaDeBloqueio("2026-11-23", 5)).toBe("2026-12-02");
    expect(primeiroDiaDeBloqueio("2026-12-28", 5)).toBe("2027-01-08");
  });
});
