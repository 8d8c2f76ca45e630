/**
 * When the shop may reach a person (issue 31 item 3): messages the shop starts (welcome,
 * reminders, notices) go out only 08:00–20:00 Brasília time on weekdays and 08:00–14:00 on
 * Saturdays, never on Sundays or national holidays; one due outside waits for the next allowed
 * time (the hours are the issue's rule; CDC art. 42: collecting a debt never subjects the consumer
 * to embarrassment, hence no contact at night, on Sundays or holidays). What the customer asked for
 * right now (`urgente`) ignores this. Brasília is UTC−3 all year: daylight saving time ended with
 * Decreto 9.772/2019. National holidays: the banks' national calendar (shared/boletos/dias-bancarios.ts),
 * which also closes on Carnaval, Corpus Christi and 31 December. Pure: the instant is a parameter.
 */
import { diasSemExpediente } from "../boletos/dias-bancarios";
import { somarDias } from "../br/datas";

const FUSO_MS = -3 * 3600_000;

export const JANELAS = {
  /** [from, to) in minutes of the day. */
  diaUtil: [8 * 60, 20 * 60],
  sabado: [8 * 60, 14 * 60],
} as const;

/** The wall-clock date and minute in Brasília of an instant. */
function emBrasilia(instante: Date): { dia: string; minuto: number; semana: number } {
  const local = new Date(instante.getTime() + FUSO_MS);
  return { dia: local.toISOString().slice(0, 10), minuto: local.getUTCHours() * 60 + local.getUTCMinutes(), semana: local.getUTCDay() };
}

/** The instant of a Brasília wall-clock date and minute. */
const instanteDe = (dia: string, minuto: number) => new Date(Date.parse(`${dia}T00:00:00Z`) - FUSO_MS + minuto * 60_000);

export const feriadoNacional = (dia: string): boolean => diasSemExpediente(Number(dia.slice(0, 4))).some((f) => f.data === dia);

/** The allowed window of a Brasília date, or null (Sunday, national holiday). */
export function janelaDoDia(dia: string): readonly [number, number] | null {
  const semana = new Date(`${dia}T12:00:00Z`).getUTCDay();
  if (semana === 0 || feriadoNacional(dia)) return null;
  return semana === 6 ? JANELAS.sabado : JANELAS.diaUtil;
}

export const horarioPermitido = (instante: Date): boolean => {
  const { dia, minuto } = emBrasilia(instante);
  const janela = janelaDoDia(dia);
  return !!janela && minuto >= janela[0] && minuto < janela[1];
};

/** `instante` itself when the shop may reach a person then, else the start of the next allowed window. */
export function proximoHorarioPermitido(instante: Date): Date {
  if (horarioPermitido(instante)) return instante;
  const { dia, minuto } = emBrasilia(instante);
  const hoje = janelaDoDia(dia);
  if (hoje && minuto < hoje[0]) return instanteDe(dia, hoje[0]);
  // A long holiday weekend is a few days at most; 15 covers any calendar.
  for (let d = somarDias(dia, 1), i = 0; i < 15; d = somarDias(d, 1), i += 1) {
    const janela = janelaDoDia(d);
    if (janela) return instanteDe(d, janela[0]);
  }
  throw new Error(`sem horário permitido após ${instante.toISOString()}`);
}

/** The Brasília date an instant falls on (the day of a collection message). */
export const diaEmBrasilia = (instante: Date): string => emBrasilia(instante).dia;
