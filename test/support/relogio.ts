/**
 * The instant the test stacks live in (issue 36 item 1). The integration and e2e setups pin the
 * business clock (shared/relogio.ts) of their stack, of every test worker and of Chromium's pages
 * to it, so the suite runs on the same day and hour whenever and wherever it runs: never at night
 * for the messages' hours, never past a fixture's dates. A test that depends on another hour or
 * day says it (the routine's `data`, the releases' and checks' `agora`, a rule's `agora`).
 *
 * Monday 07/12/2026, 11:00 in Brasília: a banking day, within the hours a customer may be reached
 * (shared/mensagens/horario.ts), not a national holiday (shared/boletos/dias-bancarios.ts).
 */
import { VARIAVEL_DESLOCAMENTO, deslocamentoPara } from "../../shared/relogio";

export const INSTANTE_DOS_TESTES = "2026-12-07T14:00:00Z";

/** Pins this process's business clock (and that of every thread and child started after it). */
export function fixarRelogioDosTestes(): Record<string, string> {
  const variaveis = { [VARIAVEL_DESLOCAMENTO]: String(deslocamentoPara(new Date(INSTANTE_DOS_TESTES))) };
  Object.assign(process.env, variaveis);
  return variaveis;
}
