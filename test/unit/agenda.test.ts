import { describe, expect, it } from "vitest";
import { iniciarAgenda, msAteProxima } from "../../scripts/local/agenda";

describe("agenda local", () => {
  it.each([
    ["antes do horário, no mesmo dia", "2026-11-22T08:00:00Z", 60 * 60 * 1000],
    ["depois do horário, no dia seguinte", "2026-11-22T09:30:00Z", 23.5 * 60 * 60 * 1000],
    ["exatamente no horário, no dia seguinte", "2026-11-22T09:00:00Z", 24 * 60 * 60 * 1000],
    ["na virada do mês", "2026-11-30T10:00:00Z", 23 * 60 * 60 * 1000],
  ])("calcula a próxima execução diária às 09:00 UTC %s", (_caso, agora, esperado) => {
    expect(msAteProxima({ minute: "0", hour: "9" }, new Date(agora))).toBe(esperado);
  });

  it("executa sob demanda o handler do agendamento com um evento do EventBridge", async () => {
    const recebidos: string[] = [];
    const agenda = await iniciarAgenda(
      { "rotina-teste": async (ev) => recebidos.push(ev["detail-type"]) },
      [{ nome: "rotina-teste", handler: null, cron: { minute: "0", hour: "9" } }],
    );
    await agenda.executar("rotina-teste");
    agenda.parar();
    expect(recebidos).toEqual(["Scheduled Event"]);
    await expect(agenda.executar("outra")).rejects.toThrow(/desconhecido/);
  });
});
