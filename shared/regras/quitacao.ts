/**
 * Payoff at any time (issue 27 item 5). CDC (Lei 8.078/1990) art. 52 §2 guarantees the consumer
 * "a liquidação antecipada do débito, total ou parcialmente, mediante redução proporcional dos
 * juros e demais acréscimos". The reduction here: each unpaid instalment due AFTER the payoff date
 * is brought to present value at the contract's own CET (the rate it disclosed at the sale, Res.
 * CMN 3.517/2007), valor ÷ (1 + cet)^(dias ÷ 365), dias from the payoff date to its due date; one
 * due on or before that date is owed in full, with the company's late charges once past its
 * banking due date (shared/boletos/encargos.ts, CDC art. 52 §1). Paying off on the sale day thus
 * costs exactly the credit granted (the CET is the rate that makes the flows worth it then).
 *
 * The rate is solved again from the contract's frozen flows (its `divulgacao`: the credit granted,
 * each instalment and due date, from the sale date) rather than read from the stored percentage:
 * that one is rounded to 2 decimals, and 1.300,83% instead of 1.300,8347…% would move a payoff by
 * centavos. It is the same rate, unrounded.
 *
 * A contract without that disclosure (written before it) has no rate of its own that it told the
 * customer: `semTaxa`; the route answers 409 and the staff settle it by hand rather than a
 * discount invented after the fact.
 *
 * Amounts are integer centavos. The discounted present values are rounded half up ONCE, on their
 * sum, and that total is shared among the instalments by largest remainder: each line is its exact
 * value rounded down or up (never more than one centavo from it) and the lines add up to the total,
 * so the sale-day payoff is the financed amount to the centavo (rounding each line half up could
 * drift a few centavos over twelve lines).
 */
import { somarDiasBancarios } from "../boletos/dias-bancarios";
import { calcularEncargos, type EncargosAtraso } from "../boletos/encargos";
import { diasEntre } from "../boletos/fator-vencimento";
import { dataIsoValida, formatarData, FORMATO_DATA, somarDias, type OndeSeDigitaData } from "../br/datas";
import { formatarReais, paraCentavos } from "../br/dinheiro";
import { preguicoso } from "../preguicoso";
import * as z from "../zod";
import { taxaInternaAnual } from "./credito";

/** How far ahead a payoff may be quoted: a slip for it must still be payable when it arrives. */
export const QUITACAO_DIAS_MAXIMO = 30;

export const MSG_QUITACAO = {
  dataInvalida: `Data da quitação inválida: use o formato ${FORMATO_DATA.api}`,
  /** The same, in the dialog's field: the format typed there. */
  dataInvalidaNaTela: `Data da quitação inválida: use o formato ${FORMATO_DATA.tela}`,
  dataPassada: "A data da quitação não pode ser anterior a hoje",
  dataDistante: `A data da quitação pode ser no máximo ${QUITACAO_DIAS_MAXIMO} dias a partir de hoje`,
  contratoEncerrado: "Este contrato já está encerrado (liquidado ou cancelado): não há o que quitar",
  semTaxa:
    "Este contrato é anterior à divulgação do custo efetivo total (CET): o desconto da quitação antecipada não pode ser calculado automaticamente. Calcule-o manualmente e registre os pagamentos pelas parcelas.",
  nadaAPagar: "Este contrato não tem parcelas em aberto",
  semBoleto: "Este contrato não tem boleto de quitação emitido: emita a quitação primeiro",
  jaPaga: "Esta quitação já está paga",
  boletoIndisponivel: "O boleto de quitação não está disponível. Atualize a tela; se continuar indisponível, emita um novo boleto de quitação.",
  alteradoAoMesmoTempo: "O contrato foi alterado por outra operação ao mesmo tempo. Atualize a tela e tente novamente.",
} as const;

/** The quote's query: `data` is checked against today by recusaDataQuitacao (a 400 naming it). */
export const ConsultaQuitacao = preguicoso(() => z.object({ data: z.optional(z.string({ error: MSG_QUITACAO.dataInvalida })) }));
export type ConsultaQuitacao = z.infer<typeof ConsultaQuitacao>;
/** POST /api/contratos/{id}/quitacao: the payoff date (default today). */
export const PedidoQuitacao = ConsultaQuitacao;
export type PedidoQuitacao = ConsultaQuitacao;

/**
 * Why `data` cannot be a payoff date on `hoje` (a pt-BR message), or null when it can. `onde`: a
 * date that is not one names the format of where it was typed (the API's, or the screen's dd/mm/aaaa).
 */
export function recusaDataQuitacao(data: string, hoje: string, onde: OndeSeDigitaData = "api"): string | null {
  if (!dataIsoValida(data)) return onde === "tela" ? MSG_QUITACAO.dataInvalidaNaTela : MSG_QUITACAO.dataInvalida;
  if (data < hoje) return MSG_QUITACAO.dataPassada;
  if (data > somarDias(hoje, QUITACAO_DIAS_MAXIMO)) return MSG_QUITACAO.dataDistante;
  return null;
}

/**
 * The payoff slip's due date (issue 36 item 6): the next banking day at the earliest, never the day
 * it is asked — 'Quitar tudo hoje' at 21:25 due that same day could only be paid the next day, with
 * the fine and interest of a late slip. A later payoff date quoted keeps its date. The amount stays
 * the one quoted on `data` (paying it on the due date costs exactly that).
 */
export function vencimentoDaQuitacao(data: string, hoje: string): string {
  const primeiro = somarDiasBancarios(hoje, 1);
  return data > primeiro ? data : primeiro;
}

/** The credit as the contract disclosed it (its frozen `divulgacao`), what the rate is solved from. */
export interface CreditoDivulgado {
  dataVenda: string;
  valorFinanciadoCentavos: number;
  parcelas: readonly { vencimento: string; valor_centavos: number }[];
}

export interface ParcelaAQuitar {
  numero_parcela: number;
  vencimento: string;
  valor_centavos: number;
}

export interface LinhaQuitacao {
  numero_parcela: number;
  vencimento: string;
  valor_centavos: number;
  desconto_centavos: number;
  /** Late fine and interest of an instalment already past its banking due date; 0 otherwise. */
  encargos_centavos: number;
  valor_a_pagar_centavos: number;
}

export interface Quitacao {
  data: string;
  parcelas: LinhaQuitacao[];
  valor_original_centavos: number;
  desconto_total_centavos: number;
  encargos_total_centavos: number;
  /** valor_original − desconto_total + encargos_total. */
  valor_quitacao_centavos: number;
}

export type ResultadoQuitacao = { ok: true; quitacao: Quitacao } | { ok: false; motivo: "semTaxa" | "nadaAPagar" };

/** Splits `total` centavos in proportion to the exact `valores` (Hamilton / largest remainder). */
function repartir(valores: readonly number[], total: number): number[] {
  const pisos = valores.map((v) => Math.floor(v));
  let sobra = total - pisos.reduce((s, v) => s + v, 0);
  const ordem = valores.map((v, i) => ({ i, resto: v - Math.floor(v) })).sort((a, b) => b.resto - a.resto || a.i - b.i);
  for (const { i } of ordem) {
    if (sobra <= 0) break;
    pisos[i]! += 1;
    sobra -= 1;
  }
  return pisos;
}

/**
 * The payoff of the unpaid instalments `abertas` on `data` (already validated against today with
 * recusaDataQuitacao). `credito` null: the contract disclosed no rate (see above).
 */
export function calcularQuitacao(p: {
  data: string;
  credito: CreditoDivulgado | null;
  abertas: readonly ParcelaAQuitar[];
  encargos?: EncargosAtraso;
}): ResultadoQuitacao {
  const { data, credito } = p;
  if (!dataIsoValida(data)) throw new RangeError(`Data inválida: ${data}`);
  const abertas = [...p.abertas].sort((a, b) => a.numero_parcela - b.numero_parcela);
  if (abertas.length === 0) return { ok: false, motivo: "nadaAPagar" };
  if (!credito) return { ok: false, motivo: "semTaxa" };
  const r = taxaInternaAnual(
    credito.parcelas.map((x) => ({ dias: diasEntre(credito.dataVenda, x.vencimento), valor: x.valor_centavos })),
    credito.valorFinanciadoCentavos,
  );
  if (r === null) return { ok: false, motivo: "semTaxa" };

  const futuras = abertas.filter((x) => x.vencimento > data);
  const exatos = futuras.map((x) => x.valor_centavos / (1 + r) ** (diasEntre(data, x.vencimento) / 365));
  // Half up on the sum; the 1e-9 keeps a float just below .5 (binary error) from rounding down.
  const totalPresente = Math.floor(exatos.reduce((s, v) => s + v, 0) + 0.5 + 1e-9);
  const repartidos = repartir(exatos, totalPresente);
  const presentes = new Map(futuras.map((x, i) => [x.numero_parcela, repartidos[i]!]));

  const parcelas = abertas.map((x): LinhaQuitacao => {
    const presente = presentes.get(x.numero_parcela);
    if (presente !== undefined) {
      return { ...x, desconto_centavos: x.valor_centavos - presente, encargos_centavos: 0, valor_a_pagar_centavos: presente };
    }
    const devido = calcularEncargos({ valorCentavos: x.valor_centavos, dataVencimento: x.vencimento, dataPagamento: data, encargos: p.encargos });
    return { ...x, desconto_centavos: 0, encargos_centavos: devido.totalCentavos - x.valor_centavos, valor_a_pagar_centavos: devido.totalCentavos };
  });
  const soma = (f: (l: LinhaQuitacao) => number) => parcelas.reduce((s, l) => s + f(l), 0);
  return {
    ok: true,
    quitacao: {
      data,
      parcelas,
      valor_original_centavos: soma((l) => l.valor_centavos),
      desconto_total_centavos: soma((l) => l.desconto_centavos),
      encargos_total_centavos: soma((l) => l.encargos_centavos),
      valor_quitacao_centavos: soma((l) => l.valor_a_pagar_centavos),
    },
  };
}

/** A contract's payoff slip as the API shows it (`POST` answer and `GET /api/contratos/{id}` → `quitacao`). */
export interface QuitacaoEmitida {
  id: string;
  valor: number;
  /** The payoff date it was quoted for: `valor` is the payoff on that day. */
  data: string;
  /** The day (Brasília) it was asked: 'Boleto de quitação emitido em dd/mm/aaaa'. */
  emitido_em: string;
  /** The slip's due date: the next banking day at the earliest (vencimentoDaQuitacao), at the amount quoted. */
  vencimento: string;
  /** emitindo → emitido | falhou; paga once the bank says so. */
  status: "emitindo" | "emitido" | "falhou" | "paga";
  linha_digitavel: string | null;
  pix_copia_e_cola: string | null;
  /** No PDF is printed for a payoff slip yet: null. */
  link_boleto: string | null;
  data_pagamento: string | null;
  erro: string | null;
}

/**
 * Why the payoff slip already asked shows another amount than the quote beside it, in pt-BR, or
 * null when they agree (issue 36 item 12: a reopened 'Quitar contrato' showed a slip of R$ 961,46
 * beside 'Total para quitar R$ 939,31' and said nothing). The slip is the payoff quoted for its own
 * date, payable at its amount until it is due; the quote is the payoff on the date asked now, and
 * the interest discount and an overdue instalment's late charges depend on that date. A paid or
 * failed slip has nothing to explain (the first closed the contract, the second is issued anew).
 * `para`: the staff's dialog (the total below, 'emita um novo') or the customer area ('Quitar tudo
 * hoje', 'gere um novo').
 */
export function diferencaDoBoletoQuitacao(
  boleto: Pick<QuitacaoEmitida, "valor" | "data" | "emitido_em" | "status">,
  cotacao: Pick<QuitacaoApi, "data" | "valor_quitacao">,
  para: "equipe" | "cliente" = "equipe",
): string | null {
  if (boleto.status === "paga" || boleto.status === "falhou") return null;
  if (paraCentavos(boleto.valor) === paraCentavos(cotacao.valor_quitacao)) return null;
  const [emitido, agora, novo] =
    para === "equipe"
      ? [`O boleto de quitação emitido em ${formatarData(boleto.emitido_em)}`, "O total para quitar abaixo", "para cobrar o total abaixo, emita um novo boleto de quitação (ele substitui o anterior)"]
      : [`O boleto de quitação gerado em ${formatarData(boleto.emitido_em)}`, "O valor para quitar hoje", "para pagar o valor de hoje, gere um novo boleto de quitação (ele substitui o anterior)"];
  const porque =
    boleto.data === cotacao.data
      ? `${emitido} (${formatarReais(boleto.valor)}) foi calculado com as parcelas em aberto e os encargos daquele dia. ${agora} (${formatarReais(cotacao.valor_quitacao)}) é o cálculo de agora para ${formatarData(cotacao.data)}.`
      : `${emitido} é a quitação em ${formatarData(boleto.data)}: ${formatarReais(boleto.valor)}. ${agora} (${formatarReais(cotacao.valor_quitacao)}) é a quitação em ${formatarData(cotacao.data)}. Os valores diferem porque o desconto dos juros e os encargos de atraso dependem da data da quitação.`;
  return `${porque} O boleto vale pelo valor dele até o vencimento; ${novo}.`;
}

/** The payoff as the API answers it (reais). */
export interface QuitacaoApi {
  data: string;
  parcelas: { numero_parcela: number; vencimento: string; valor: number; desconto: number; encargos: number; valor_a_pagar: number }[];
  valor_original: number;
  desconto_total: number;
  encargos_total: number;
  valor_quitacao: number;
}

const reais = (c: number) => c / 100;

export function quitacaoEmReais(q: Quitacao): QuitacaoApi {
  return {
    data: q.data,
    parcelas: q.parcelas.map((l) => ({
      numero_parcela: l.numero_parcela,
      vencimento: l.vencimento,
      valor: reais(l.valor_centavos),
      desconto: reais(l.desconto_centavos),
      encargos: reais(l.encargos_centavos),
      valor_a_pagar: reais(l.valor_a_pagar_centavos),
    })),
    valor_original: reais(q.valor_original_centavos),
    desconto_total: reais(q.desconto_total_centavos),
    encargos_total: reais(q.encargos_total_centavos),
    valor_quitacao: reais(q.valor_quitacao_centavos),
  };
}
