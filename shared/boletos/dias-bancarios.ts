import { dataIsoValida, somarDias } from "../br/datas";

/**
 * Days without banking, national calendar (docs/boletos.md): Saturdays, Sundays, national
 * holidays, the banks' closed days that move with Easter (Carnaval Monday and Tuesday,
 * Sexta-feira Santa, Corpus Christi — "optional" holidays for others, closed days for banks),
 * and 31 December (no banking to the public though not a holiday). Municipal and state
 * holidays close banks locally; the national calendar is the floor this computes.
 * Dates are "YYYY-MM-DD" strings all the way: no Date in local time can shift a day.
 */

export interface DiaSemExpediente {
  data: string;
  nome: string;
}

const FIXOS: ReadonlyArray<readonly [string, string]> = [
  ["01-01", "Confraternização Universal"],
  ["04-21", "Tiradentes"],
  ["05-01", "Dia do Trabalho"],
  ["09-07", "Independência do Brasil"],
  ["10-12", "Nossa Senhora Aparecida"],
  ["11-02", "Finados"],
  ["11-15", "Proclamação da República"],
  ["12-25", "Natal"],
  ["12-31", "Último dia do ano (sem expediente bancário)"],
];

/** Lei 14.759/2023 made 20 November national from 2024 on. */
const CONSCIENCIA_NEGRA_DESDE = 2024;

function dois(n: number): string {
  return String(n).padStart(2, "0");
}

/** Easter Sunday of the Gregorian calendar (anonymous algorithm, Meeus/Jones/Butcher). */
export function pascoa(ano: number): string {
  if (!Number.isInteger(ano) || ano < 1583 || ano > 9999) throw new RangeError(`Ano inválido: ${ano}`);
  const a = ano % 19;
  const b = Math.floor(ano / 100);
  const c = ano % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const mes = Math.floor((h + l - 7 * m + 114) / 31);
  const dia = ((h + l - 7 * m + 114) % 31) + 1;
  return `${ano}-${dois(mes)}-${dois(dia)}`;
}

const cache = new Map<number, readonly DiaSemExpediente[]>();

/** Every weekday-independent closed day of a year, sorted by date. */
export function diasSemExpediente(ano: number): readonly DiaSemExpediente[] {
  const salvo = cache.get(ano);
  if (salvo) return salvo;
  const p = pascoa(ano);
  const dias: DiaSemExpediente[] = FIXOS.map(([mmdd, nome]) => ({ data: `${ano}-${mmdd}`, nome }));
  if (ano >= CONSCIENCIA_NEGRA_DESDE) dias.push({ data: `${ano}-11-20`, nome: "Dia Nacional de Zumbi e da Consciência Negra" });
  dias.push(
    { data: somarDias(p, -48), nome: "Carnaval (segunda-feira)" },
    { data: somarDias(p, -47), nome: "Carnaval (terça-feira)" },
    { data: somarDias(p, -2), nome: "Sexta-feira Santa" },
    { data: somarDias(p, 60), nome: "Corpus Christi" },
  );
  dias.sort((x, y) => x.data.localeCompare(y.data));
  cache.set(ano, dias);
  return dias;
}

function diaDaSemana(data: string): number {
  const [a, m, d] = data.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(a, m - 1, d)).getUTCDay();
}

export function diaBancario(data: string): boolean {
  if (!dataIsoValida(data)) throw new RangeError(`Data inválida: ${data}`);
  const semana = diaDaSemana(data);
  if (semana === 0 || semana === 6) return false;
  return !diasSemExpediente(Number(data.slice(0, 4))).some((f) => f.data === data);
}

/**
 * The first banking day on or after `dataVencimento`: the last day a slip is paid without
 * fine or interest (Lei 7.089/1983). The contractual due date itself never moves.
 */
export function vencimentoUtil(dataVencimento: string): string {
  let data = dataVencimento;
  // At most a long weekend plus Carnaval or a holiday bridge: the loop ends in a few steps.
  while (!diaBancario(data)) data = somarDias(data, 1);
  return data;
}

/** The n-th banking day after `data` (n ≥ 1): when a boleto paid that day is compensated (D+n). */
export function somarDiasBancarios(data: string, n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`Quantidade de dias inválida: ${n}`);
  let atual = data;
  for (let i = 0; i < n; i += 1) atual = vencimentoUtil(somarDias(atual, 1));
  return n === 0 ? vencimentoUtil(atual) : atual;
}
