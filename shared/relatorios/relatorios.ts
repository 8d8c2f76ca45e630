/**
 * The four reports (docs/api.md "relatorios"): their query schemas, their answers and the pt-BR labels
 * the API, the CSV and the screen share. Money crosses as reais with 2 decimals.
 */
import { dataIsoValida, hojeBrasil, somarDias } from "../br/datas";
import * as z from "../zod";

export const AGRUPAMENTOS = ["dia", "forma_pagamento", "vendedor", "produto"] as const;
export type Agrupamento = (typeof AGRUPAMENTOS)[number];
export const ROTULO_AGRUPAMENTO: Record<Agrupamento, string> = {
  dia: "Dia",
  forma_pagamento: "Forma de pagamento",
  vendedor: "Vendedor",
  produto: "Produto",
};

export const MSG_RELATORIO = {
  dataInicial: "Data inicial inválida",
  dataFinal: "Data final inválida",
  dataBase: "Data base inválida",
  ordem: "A data final deve ser igual ou posterior à data inicial",
  periodoMaximo: "Período máximo de 1 ano",
  agrupar: "Agrupe por dia, forma de pagamento, vendedor ou produto",
  formato: "Formato deve ser json ou csv",
  semVendedor: "Sem vendedor",
  usuarioRemovido: "Usuário removido",
  produtoRemovido: "Produto removido",
  semIdade: (n: number) => `${n} aparelho(s) em estoque desde antes do relatório não aparecem nas faixas de idade`,
  semCusto: (n: number) => `${n} venda(s) anteriores ao registro do custo entram com custo R$ 0,00`,
} as const;

/** At most a year (366 days, leap years included) per report. */
export const DIAS_MAXIMOS_PERIODO = 366;

const diaUtc = (data: string) => Date.UTC(Number(data.slice(0, 4)), Number(data.slice(5, 7)) - 1, Number(data.slice(8, 10)));
/** Whole days from `de` to `ate` (both YYYY-MM-DD). */
export const diasEntre = (de: string, ate: string) => Math.round((diaUtc(ate) - diaUtc(de)) / 86_400_000);

const data = (mensagem: string) => z.string({ error: mensagem }).check(z.maxLength(10, mensagem), z.refine(dataIsoValida, mensagem));
const Formato = z._default(z.enum(["json", "csv"], { error: MSG_RELATORIO.formato }), "json");

/** `de`/`ate` default to this month so far (Brasília); the clock is a parameter. */
function completarPeriodo<Q extends { de?: string; ate?: string }>(q: Q, hoje: () => string): Q & { de: string; ate: string } {
  const dia = hoje();
  return { ...q, de: q.de ?? `${dia.slice(0, 8)}01`, ate: q.ate ?? dia };
}
function verificarPeriodo(q: { de: string; ate: string }, ctx: z.core.$RefinementCtx): void {
  if (q.de > q.ate) ctx.addIssue({ code: "custom", path: ["ate"], message: MSG_RELATORIO.ordem });
  else if (diasEntre(q.de, q.ate) + 1 > DIAS_MAXIMOS_PERIODO) ctx.addIssue({ code: "custom", path: ["de"], message: MSG_RELATORIO.periodoMaximo });
}
const Periodo = { de: z.optional(data(MSG_RELATORIO.dataInicial)), ate: z.optional(data(MSG_RELATORIO.dataFinal)), formato: Formato };

export const consultaPeriodo = (hoje: () => string = hojeBrasil) =>
  z.pipe(z.object(Periodo), z.transform((q) => completarPeriodo(q, hoje))).check(z.superRefine(verificarPeriodo));
export const consultaVendas = (hoje: () => string = hojeBrasil) =>
  z
    .pipe(
      z.object({ ...Periodo, agrupar: z._default(z.enum(AGRUPAMENTOS, { error: MSG_RELATORIO.agrupar }), "dia") }),
      z.transform((q) => completarPeriodo(q, hoje)),
    )
    .check(z.superRefine(verificarPeriodo));
export type ConsultaVendas = z.output<ReturnType<typeof consultaVendas>>;
export type ConsultaPeriodo = z.output<ReturnType<typeof consultaPeriodo>>;

export const consultaRecebiveis = (hoje: () => string = hojeBrasil) =>
  z.pipe(
    z.object({ data_base: z.optional(data(MSG_RELATORIO.dataBase)), formato: Formato }),
    z.transform((q) => ({ ...q, data_base: q.data_base ?? hoje() })),
  );
export type ConsultaRecebiveis = z.output<ReturnType<typeof consultaRecebiveis>>;

export const ConsultaEstoque = z.object({ formato: Formato });

/** What every report says about itself: the newest aggregate it read (null: nothing yet) and notes. */
export interface Frescor {
  atualizado_em: string | null;
  observacoes: string[];
}

export interface LinhaVendas {
  chave: string;
  rotulo: string;
  quantidade: number;
  receita: number;
  custo: number;
  margem: number;
}
export interface RelatorioVendas extends Frescor {
  de: string;
  ate: string;
  agrupar: Agrupamento;
  linhas: LinhaVendas[];
  totais: Omit<LinhaVendas, "chave" | "rotulo">;
}

export const FAIXAS_RECEBIVEIS = ["a_vencer", "vencido_1_15", "vencido_16_30", "vencido_31_60", "vencido_61_90", "vencido_90_mais"] as const;
export type FaixaRecebiveis = (typeof FAIXAS_RECEBIVEIS)[number];
export const ROTULO_FAIXA: Record<FaixaRecebiveis, string> = {
  a_vencer: "A vencer",
  vencido_1_15: "Vencido há 1 a 15 dias",
  vencido_16_30: "Vencido há 16 a 30 dias",
  vencido_31_60: "Vencido há 31 a 60 dias",
  vencido_61_90: "Vencido há 61 a 90 dias",
  vencido_90_mais: "Vencido há mais de 90 dias",
};
/** Days past due (data_base − due date) → bucket; 0 or less is still to fall due. */
export function faixaDeAtraso(dias: number): FaixaRecebiveis {
  if (dias <= 0) return "a_vencer";
  if (dias <= 15) return "vencido_1_15";
  if (dias <= 30) return "vencido_16_30";
  if (dias <= 60) return "vencido_31_60";
  if (dias <= 90) return "vencido_61_90";
  return "vencido_90_mais";
}
export interface FaixaRecebivel {
  chave: FaixaRecebiveis;
  rotulo: string;
  quantidade: number;
  valor: number;
}
export interface RelatorioRecebiveis extends Frescor {
  data_base: string;
  faixas: FaixaRecebivel[];
  totais: { quantidade: number; valor: number };
}

/**
 * One due month. `vencido` = what fell due: every instalment of the month except those still open
 * and not yet past their banking due date (`a_vencer`); = pago_no_prazo + pago_em_atraso + nao_pago.
 * `taxa_inadimplencia` = nao_pago / vencido in percent (2 decimals), 0 when nothing fell due.
 */
export interface MesInadimplencia {
  mes: string;
  rotulo: string;
  vencido: number;
  pago_no_prazo: number;
  pago_em_atraso: number;
  nao_pago: number;
  a_vencer: number;
  /** Paid on time before falling due (not in `vencido`: nothing was owed yet). */
  pago_antecipado: number;
  taxa_inadimplencia: number;
}
export interface RelatorioInadimplencia extends Frescor {
  de: string;
  ate: string;
  meses: MesInadimplencia[];
  totais: Omit<MesInadimplencia, "mes" | "rotulo">;
}

export const FAIXAS_IDADE = ["dias_0_30", "dias_31_60", "dias_61_90", "dias_90_mais"] as const;
export type FaixaIdade = (typeof FAIXAS_IDADE)[number];
export const ROTULO_IDADE: Record<FaixaIdade, string> = {
  dias_0_30: "0 a 30 dias",
  dias_31_60: "31 a 60 dias",
  dias_61_90: "61 a 90 dias",
  dias_90_mais: "Mais de 90 dias",
};
export function faixaDeIdade(dias: number): FaixaIdade {
  if (dias <= 30) return "dias_0_30";
  if (dias <= 60) return "dias_31_60";
  if (dias <= 90) return "dias_61_90";
  return "dias_90_mais";
}
/** The last age (in days) that is not "over 90": a unit entered before `hoje − 90 days` is in `dias_90_mais` whatever its day. */
export const IDADE_POR_DIA = 90;
/** The oldest entry date whose age bucket on `hoje` depends on the day (the stock report reads entry days from its quarter on). */
export const inicioJanelaIdade = (hoje: string) => somarDias(hoje, -IDADE_POR_DIA);
/**
 * The calendar quarter of a date, as its first month (`2026-10` for 2026-11-23): the stock age
 * aggregates keep entry days per quarter, and as no quarter is shorter than 90 days the 91 days
 * up to today lie in at most two of them.
 */
export function trimestreDe(data: string): string {
  const mes = Number(data.slice(5, 7));
  return `${data.slice(0, 4)}-${String(mes - ((mes - 1) % 3)).padStart(2, "0")}`;
}
export interface LinhaEstoque extends Record<FaixaIdade, number> {
  chave: string;
  rotulo: string;
  quantidade: number;
  valor_custo: number;
  valor_venda: number;
}
export interface RelatorioEstoque extends Frescor {
  data_base: string;
  linhas: LinhaEstoque[];
  totais: Omit<LinhaEstoque, "chave" | "rotulo">;
}

const MESES = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"];
/** "2026-11" → "nov/2026". */
export const rotuloMes = (mes: string) => `${MESES[Number(mes.slice(5, 7)) - 1] ?? mes.slice(5, 7)}/${mes.slice(0, 4)}`;

/** Months from `de`'s to `ate`'s, inclusive, as aaaa-mm. */
export function mesesEntre(de: string, ate: string): string[] {
  const meses: string[] = [];
  let [a, m] = [Number(de.slice(0, 4)), Number(de.slice(5, 7))];
  const fim = ate.slice(0, 7);
  for (;;) {
    const mes = `${String(a).padStart(4, "0")}-${String(m).padStart(2, "0")}`;
    meses.push(mes);
    if (mes >= fim) return meses;
    m += 1;
    if (m > 12) [a, m] = [a + 1, 1];
  }
}
