/** Issue 36 item 1: the business clock the tests pin, and that no deployed stage can move. */
import { afterEach, describe, expect, it } from "vitest";
import { hojeBrasil } from "../../shared/br/datas";
import { agora, agoraMs, deslocamentoPara, VARIAVEL_DESLOCAMENTO } from "../../shared/relogio";
import { INSTANTE_DOS_TESTES, fixarRelogioDosTestes } from "../support/relogio";

const antes = { ...process.env };
afterEach(() => {
  process.env.APP_ENV = antes.APP_ENV;
  fixarRelogioDosTestes();
});

describe("relógio do negócio", () => {
  it("os testes vivem no instante escolhido, qualquer que seja o relógio da máquina", () => {
    fixarRelogioDosTestes();
    expect(Math.abs(agoraMs() - Date.parse(INSTANTE_DOS_TESTES))).toBeLessThan(60_000);
    expect(hojeBrasil()).toBe("2026-12-07");
  });

  it("o deslocamento leva a máquina ao instante pedido", () => {
    expect(deslocamentoPara(new Date("2026-12-07T14:00:00Z"), Date.parse("2026-12-07T13:00:00Z"))).toBe(3_600_000);
  });

  it("fora de local e test (dev, prod) a variável não vale: é o relógio da máquina", () => {
    process.env[VARIAVEL_DESLOCAMENTO] = String(-86_400_000 * 400);
    process.env.APP_ENV = "prod";
    expect(Math.abs(agora().getTime() - Date.now())).toBeLessThan(1_000);
    process.env.APP_ENV = "test";
    expect(Date.now() - agora().getTime()).toBeGreaterThan(86_400_000 * 399);
  });
});
