/**
 * Dates travel as "YYYY-MM-DD" (calendar days, no zone) and instants as ISO timestamps; the
 * business day is the one in São Paulo, wherever the Lambda or the browser runs.
 */

import { agora as agoraDoNegocio } from "../relogio";

const FUSO = "America/Sao_Paulo";

// Made on first use: ICU's first format (and the zone's data) costs tens of milliseconds of a
// Lambda's cold start.
let diaEmSp: Intl.DateTimeFormat | undefined;
const DIA_EM_SP = () =>
  (diaEmSp ??= new Intl.DateTimeFormat("en-US", {
    timeZone: FUSO,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }));

const DATA_ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
// Date part, time, optional zone (Z or ±hh[:]mm); the pieces are reassembled in the one layout
// every engine parses, since Safari rejects a space separator or a colon-less offset. Fractions
// of a second are dropped: a day always starts on a whole second.
const TIMESTAMP_ISO = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2})?)(?:\.\d+)?(?:(Z)|([+-]\d{2}):?(\d{2}))?$/i;

function anoBissexto(ano: number): boolean {
  return (ano % 4 === 0 && ano % 100 !== 0) || ano % 400 === 0;
}

function diasNoMes(ano: number, mes: number): number {
  if (mes === 2) return anoBissexto(ano) ? 29 : 28;
  return [4, 6, 9, 11].includes(mes) ? 30 : 31;
}

/**
 * How a date is written where it is typed: the API takes "AAAA-MM-DD"; the screens' date fields
 * (EntradaData) are typed "dd/mm/aaaa", so a message about a wrong date names that one there.
 */
export const FORMATO_DATA = { api: "AAAA-MM-DD", tela: "dd/mm/aaaa" } as const;
export type OndeSeDigitaData = keyof typeof FORMATO_DATA;

/** A real calendar day written YYYY-MM-DD ("2026-02-29" is false, "2028-02-29" true). */
export function dataIsoValida(valor: string): boolean {
  const m = DATA_ISO.exec(valor);
  if (!m) return false;
  const [ano, mes, dia] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return mes >= 1 && mes <= 12 && dia >= 1 && dia <= diasNoMes(ano, mes);
}

function exigirData(valor: string): void {
  if (!dataIsoValida(valor)) throw new RangeError(`Data inválida: ${valor}`);
}

function diaEmSaoPaulo(instante: Date): string {
  if (Number.isNaN(instante.getTime())) throw new RangeError("Data inválida");
  const partes = Object.fromEntries(DIA_EM_SP().formatToParts(instante).map((p) => [p.type, p.value]));
  return `${String(partes.year).padStart(4, "0")}-${partes.month}-${partes.day}`;
}

/** Today's date in Brazil on the business clock (shared/relogio.ts); `agora` is injectable so callers can pass theirs. */
export function hojeBrasil(agora: Date = agoraDoNegocio()): string {
  return diaEmSaoPaulo(agora);
}

/**
 * "dd/mm/aaaa". A plain date is split, never parsed, because `new Date("2026-03-01")` is UTC
 * midnight and shows 28/02 in Brazil. A timestamp with a zone shows its day in São Paulo; one
 * without a zone is already local wall time, so its date part is shown as written.
 * Throws RangeError on anything else.
 */
export function formatarData(valor: string): string {
  let data = valor;
  const ts = TIMESTAMP_ISO.exec(valor);
  if (ts) {
    const [, dia = "", hora = "", utc, zonaHoras, zonaMinutos] = ts;
    exigirData(dia);
    const zona = utc ? "Z" : zonaHoras ? `${zonaHoras}:${zonaMinutos}` : undefined;
    data = zona ? diaEmSaoPaulo(new Date(`${dia}T${hora}${zona}`)) : dia;
  }
  exigirData(data);
  const [ano, mes, dia] = data.split("-");
  return `${dia}/${mes}/${ano}`;
}

/** The last day of a month, `aaaa-mm` → `aaaa-mm-dd` (leap years included). */
export function ultimoDiaDoMes(mes: string): string {
  const [ano, m] = mes.split("-").map(Number) as [number, number];
  const d = new Date(0);
  // Day 0 of the next month; setUTCFullYear, unlike Date.UTC, keeps years 0-99.
  d.setUTCFullYear(ano, m, 0);
  return d.toISOString().slice(0, 10);
}

/** Calendar arithmetic on UTC midnights: no DST hour can push the result to another day. */
export function somarDias(data: string, dias: number): string {
  exigirData(data);
  if (!Number.isInteger(dias)) throw new RangeError(`Quantidade de dias inválida: ${dias}`);
  const [ano, mes, dia] = data.split("-").map(Number) as [number, number, number];
  const d = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not map years 0-99 to 1900-1999.
  d.setUTCFullYear(ano, mes - 1, dia + dias);
  return d.toISOString().slice(0, 10);
}
