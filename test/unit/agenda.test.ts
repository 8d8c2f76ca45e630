import { afterEach, describe, expect, it, vi } from "vitest";
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

  it.each([
    ["no meio do quarto de hora", "2026-11-22T08:07:30Z", 7.5 * 60 * 1000],
    ["exatamente no quarto de hora, o próximo", "2026-11-22T08:15:00Z", 15 * 60 * 1000],
    ["na virada da hora", "2026-11-22T08:59:00Z", 60 * 1000],
  ])("a cada 15 minutos: %s", (_caso, agora, esperado) => {
    expect(msAteProxima({ minute: "0/15", hour: "*" }, new Date(agora))).toBe(esperado);
  });

  it("executa sob demanda o handler do agendamento com um evento do EventBridge", async () => {
    const recebidos: string[] = [];
    const agenda = await iniciarAgenda({
      sobrepor: { "rotina-teste": async (ev) => recebidos.push(ev["detail-type"]) },
      agendamentos: [{ nome: "rotina-teste", handler: null, cron: { minute: "0", hour: "9" } }],
    });
    await agenda.executar("rotina-teste");
    agenda.parar();
    expect(recebidos).toEqual(["Scheduled Event"]);
    await expect(agenda.executar("outra")).rejects.toThrow(/desconhecido/);
  });

  describe("relógio real", () => {
    afterEach(() => vi.useRealTimers());
    const umDia = async (relogioReal?: boolean) => {
      vi.useFakeTimers({ now: new Date("2026-11-27T08:57:00Z") });
      const dias: string[] = [];
      const agenda = await iniciarAgenda({
        sobrepor: { "rotina-teste": async (ev) => dias.push(ev.time.slice(0, 10)) },
        agendamentos: [{ nome: "rotina-teste", handler: null, cron: { minute: "0", hour: "9" } }],
        ...(relogioReal === undefined ? {} : { relogioReal }),
      });
      await vi.advanceTimersByTimeAsync(25 * 60 * 60 * 1000);
      agenda.parar();
      return dias;
    };

    it("uma pilha de teste não roda a rotina quando o relógio passa das 09:00 UTC", async () => {
      expect(await umDia()).toEqual([]);
    });

    it("npm start (relogioReal) roda a rotina às 09:00 UTC de cada dia", async () => {
      expect(await umDia(true)).toEqual(["2026-11-27", "2026-11-28"]);
    });
  });
});
