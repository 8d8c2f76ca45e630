/**
 * What the customer must be told before signing a boleto sale besides its cost (issue 37 items 4
 * and 5; docs/credito.md "What the customer must be told"), and the record of the
 * capacity to pay. The cost itself is shared/regras/credito.ts custoDoCredito; this file builds the
 * conditions it freezes with it (CondicoesDoCredito) from what the sale reads — the company, its
 * credit settings and its late charges — so the simulation, the sale and the sale screen say the
 * same:
 *
 * - who lends (CDC art. 54-B §3 "agente financiador"): the shop itself on its own credit, or the
 *   partner institution, named in the contract as creditor;
 * - how often the instalments fall, in words (CDC art. 52 IV);
 * - until when the offer holds: DIAS_VALIDADE_OFERTA days from the day it is made (the disclosure
 *   "holds for at least 2 days");
 * - the late fine and interest the contract stipulates (CDC art. 52 §1; the company's setting at
 *   the sale, shared/empresa/cobranca.ts).
 *
 * Capacity to pay (CDC art. 54-D II: assess it before lending, and keep a record): the seller asks
 * the customer's monthly income; what the instalments of one month take from it is shown and
 * stored on the contract. Above LIMITE_COMPROMETIMENTO_PERCENTUAL the sale warns, never refuses:
 * the law asks for the assessment, not for a fixed ceiling.
 */
import { dividirArredondado } from "../br/decimal";
import { formatarCentavos } from "../br/dinheiro";
import { somarDias } from "../br/datas";
import { enderecoPorExtenso, type PartesEndereco } from "../br/endereco";
import type { EncargosAtraso } from "../boletos/encargos";
import type { Financiador } from "../empresa/credito";
import type { CondicoesDoCredito, FinanciadorDivulgado } from "./credito";
import { formatarPercentual } from "./credito";

/** The offer's validity in days, counted from the day it is made. */
export const DIAS_VALIDADE_OFERTA = 2;

/**
 * The share of the monthly income the instalments of one month may take before the sale warns.
 * A rule of thumb (the payroll-loan margin is of the same order), not a legal ceiling.
 */
export const LIMITE_COMPROMETIMENTO_PERCENTUAL = 30;

/** The last day an offer made on `hoje` (YYYY-MM-DD, Brasília) holds. */
export const validaAte = (hoje: string): string => somarDias(hoje, DIAS_VALIDADE_OFERTA);

/** The shop as the documents name it: its registered name and CNPJ (the company item) and its address. */
export interface LojaFinanciadora extends PartesEndereco {
  nome_fantasia: string;
  cnpj: string;
}

/** Who lends, as disclosed: the shop itself for its own credit, the partner institution otherwise. */
export function financiadorDivulgado(f: Financiador, loja: LojaFinanciadora): FinanciadorDivulgado {
  if (f.tipo === "instituicao_parceira") return { tipo: f.tipo, nome: f.nome, cnpj: f.cnpj, endereco: f.endereco };
  return { tipo: "propria_loja", nome: loja.nome_fantasia, cnpj: loja.cnpj, endereco: enderecoPorExtenso(loja) || null };
}

/** The conditions a boleto offer made on `hoje` discloses, from what the sale reads. */
export function condicoesDaOferta(p: { financiador: Financiador; loja: LojaFinanciadora; intervaloDias: number; hoje: string; encargos: EncargosAtraso }): CondicoesDoCredito {
  return {
    financiador: financiadorDivulgado(p.financiador, p.loja),
    intervalo_dias: p.intervaloDias,
    valida_ate: validaAte(p.hoje),
    multa_atraso_percentual: p.encargos.multa_percentual,
    juros_mora_mensal_percentual: p.encargos.juros_mensal_percentual,
  };
}

/** "a própria loja (crediário próprio)" / "instituição financeira parceira": the lender's role in a sentence. */
export function papelDoFinanciador(f: Pick<FinanciadorDivulgado, "tipo">): string {
  return f.tipo === "propria_loja" ? "a própria loja, com recursos próprios (crediário próprio)" : "instituição financeira parceira, da qual a loja é correspondente";
}

/** What the contract stores as evidence of the assessment (CDC art. 54-D), in centavos. */
export interface CapacidadePagamento {
  /** null: the customer's income was not asked or not told. */
  renda_mensal_declarada_centavos: number | null;
  /** The highest instalment (the last may carry the rounding's centavos). */
  parcela_centavos: number;
  /** Instalments falling in one month: 30 ÷ the interval (2 for fortnightly plans). */
  parcelas_por_mes: number;
  /** The highest instalment ÷ the income, percent (2 decimals, half up); null without income. */
  parcela_percentual: number | null;
  /** One month of instalments ÷ the income, percent; null without income. What the limit is compared with. */
  comprometimento_percentual: number | null;
  limite_percentual: number;
  acima_do_limite: boolean;
}

/** The same, as the API answers it (reais), with the warning's text. */
export interface CapacidadePagamentoDto {
  renda_mensal_declarada: number | null;
  parcela: number;
  parcelas_por_mes: number;
  parcela_percentual: number | null;
  comprometimento_percentual: number | null;
  limite_percentual: number;
  acima_do_limite: boolean;
  /** The warning shown before the sale (not a refusal); null within the limit or without income. */
  alerta: string | null;
}

export const MSG_CAPACIDADE = {
  rotulo: "Renda mensal declarada",
  ajuda: "Pergunte ao cliente quanto ele ganha por mês: a loja deve avaliar se ele consegue pagar as parcelas (CDC, art. 54-D).",
  naoInformada: "Renda mensal não informada: a venda pode seguir, mas a loja deve avaliar se o cliente consegue pagar as parcelas (CDC, art. 54-D).",
  acimaDoLimite: (c: Pick<CapacidadePagamento, "comprometimento_percentual" | "limite_percentual" | "parcelas_por_mes" | "parcela_centavos"> & { renda_mensal_declarada_centavos: number }) =>
    `As parcelas de um mês (${porMes(c.parcelas_por_mes, c.parcela_centavos)}) tomam ${formatarPercentual(c.comprometimento_percentual)} da renda mensal declarada ` +
    `(${formatarCentavos(c.renda_mensal_declarada_centavos)}), mais que ${c.limite_percentual}%. Confira com o cliente se ele consegue pagar antes de concluir a venda.`,
} as const;

function porMes(parcelasPorMes: number, parcelaCentavos: number): string {
  const qtd = Number.isInteger(parcelasPorMes) ? String(parcelasPorMes) : parcelasPorMes.toLocaleString("pt-BR", { maximumFractionDigits: 2 });
  return parcelasPorMes === 1 ? `1 × ${formatarCentavos(parcelaCentavos)}` : `${qtd} × ${formatarCentavos(parcelaCentavos)}`;
}

/** (numerador ÷ denominador) in percent, half up at 2 decimals, exact in integers. */
function percentualExato(numerador: bigint, denominador: bigint): number {
  return Number(dividirArredondado(numerador * 10_000n, denominador)) / 100;
}

/**
 * The share of the declared monthly income the instalments take. `parcelasCentavos`: the sale's
 * instalments (the highest is used, so a last one with the rounding's centavos is not hidden).
 * A fortnightly plan takes two instalments a month: comparing one instalment with a month's income
 * would show half the burden.
 */
export function capacidadePagamento(p: { rendaMensalCentavos: number | null | undefined; parcelasCentavos: readonly number[]; intervaloDias: number }): CapacidadePagamento {
  const parcela = p.parcelasCentavos.reduce((m, v) => Math.max(m, v), 0);
  if (!Number.isSafeInteger(parcela) || parcela <= 0) throw new RangeError("Parcela inválida");
  if (!Number.isInteger(p.intervaloDias) || p.intervaloDias <= 0) throw new RangeError(`Intervalo inválido: ${p.intervaloDias}`);
  const parcelasPorMes = Math.round((30 / p.intervaloDias) * 100) / 100;
  const renda = p.rendaMensalCentavos ?? null;
  const base = { parcela_centavos: parcela, parcelas_por_mes: parcelasPorMes, limite_percentual: LIMITE_COMPROMETIMENTO_PERCENTUAL };
  if (renda === null) return { renda_mensal_declarada_centavos: null, ...base, parcela_percentual: null, comprometimento_percentual: null, acima_do_limite: false };
  if (!Number.isSafeInteger(renda) || renda <= 0) throw new RangeError("Renda mensal deve ser maior que zero");
  // One month of instalments = parcela × 30 ÷ interval: kept as a fraction so the comparison is exact.
  const mensalNum = BigInt(parcela) * 30n;
  const mensalDen = BigInt(p.intervaloDias);
  return {
    renda_mensal_declarada_centavos: renda,
    ...base,
    parcela_percentual: percentualExato(BigInt(parcela), BigInt(renda)),
    comprometimento_percentual: percentualExato(mensalNum, mensalDen * BigInt(renda)),
    acima_do_limite: mensalNum * 100n > BigInt(LIMITE_COMPROMETIMENTO_PERCENTUAL) * mensalDen * BigInt(renda),
  };
}

export function capacidadeEmReais(c: CapacidadePagamento): CapacidadePagamentoDto {
  const renda = c.renda_mensal_declarada_centavos;
  return {
    renda_mensal_declarada: renda === null ? null : renda / 100,
    parcela: c.parcela_centavos / 100,
    parcelas_por_mes: c.parcelas_por_mes,
    parcela_percentual: c.parcela_percentual,
    comprometimento_percentual: c.comprometimento_percentual,
    limite_percentual: c.limite_percentual,
    acima_do_limite: c.acima_do_limite,
    alerta: c.acima_do_limite && renda !== null ? MSG_CAPACIDADE.acimaDoLimite({ ...c, renda_mensal_declarada_centavos: renda }) : null,
  };
}
