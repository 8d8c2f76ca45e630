/** Sales, boleto contracts and instalments (docs/especificacao.md sections 3, 4, 5 and 9; docs/api.md). */
import type { AcaoComando, SituacaoMatricula, StatusAparelho } from "../bloqueio/schemas";
import { idReferencia } from "../api/parametros";
import { dataIsoValida, formatarData, hojeBrasil } from "../br/datas";
import { valorEmReais } from "../br/dinheiro-schema";
import type { DivulgacaoCredito } from "../regras/credito";
import type { CapacidadePagamentoDto } from "../regras/divulgacao-credito";
import type { QuitacaoEmitida } from "../regras/quitacao";
import { FORMAS_PAGAMENTO_BALCAO, type FormaPagamentoBalcao } from "./pagamento-balcao";
import { MSG_RELATORIO } from "../relatorios/relatorios";
import * as z from "../zod";
import { preguicoso } from "../preguicoso";

export const FORMAS_PAGAMENTO = ["PIX", "DINHEIRO", "CARTAO_CREDITO", "CARTAO_DEBITO", "BOLETO"] as const;
export const FormaPagamento = preguicoso(() => z.enum(FORMAS_PAGAMENTO, { error: "Forma de pagamento é obrigatória" }));
export type FormaPagamento = z.infer<typeof FormaPagamento>;
export const ROTULO_FORMA: Record<FormaPagamento, string> = {
  PIX: "PIX",
  DINHEIRO: "Dinheiro",
  CARTAO_CREDITO: "Cartão de crédito",
  CARTAO_DEBITO: "Cartão de débito",
  BOLETO: "Boleto parcelado",
};
/** How the payment method reads in a contract or warranty (the preview's sample is 'BOLETO PARCELADO'). */
export const FORMA_NO_DOCUMENTO: Record<FormaPagamento, string> = {
  PIX: "PIX",
  DINHEIRO: "DINHEIRO",
  CARTAO_CREDITO: "CARTÃO DE CRÉDITO",
  CARTAO_DEBITO: "CARTÃO DE DÉBITO",
  BOLETO: "BOLETO PARCELADO",
};

export const STATUS_VENDA = ["ATIVA", "PAGA", "INADIMPLENTE", "CANCELADA"] as const;
export const StatusVenda = preguicoso(() => z.enum(STATUS_VENDA));
export type StatusVenda = z.infer<typeof StatusVenda>;
export const STATUS_CONTRATO = ["ativo", "liquidado", "inadimplente", "cancelado"] as const;
export type StatusContrato = (typeof STATUS_CONTRATO)[number];
/** A cancelled sale also cancels its open instalments, so they stop counting as open amounts. */
export const STATUS_PARCELA = ["aberta", "paga", "vencida", "cancelada"] as const;
export type StatusParcela = (typeof STATUS_PARCELA)[number];

/** A boleto sale's contract follows its sale (spec section 4: ativo = ATIVA, liquidado = PAGA…). */
export const CONTRATO_DA_VENDA: Record<StatusVenda, StatusContrato> = {
  ATIVA: "ativo",
  PAGA: "liquidado",
  INADIMPLENTE: "inadimplente",
  CANCELADA: "cancelado",
};

/**
 * The status a sale is born with: a sale paid at the counter (PIX, cash, cards) is PAGA when made —
 * the customer owes the shop nothing; only a boleto sale is ATIVA, waiting for its contract (issue 27
 * item 7, a deviation from spec section 4 where every sale starts ATIVA: docs/desvios.md).
 */
export const statusAoVender = (forma: FormaPagamento): StatusVenda => (forma === "BOLETO" ? "ATIVA" : "PAGA");

/** Spec section 4: from ATIVA one may mark PAGA or INADIMPLENTE; anything but CANCELADA may be cancelled. */
export function transicoesPermitidas(atual: StatusVenda): StatusVenda[] {
  if (atual === "CANCELADA") return [];
  return atual === "ATIVA" ? ["PAGA", "INADIMPLENTE", "CANCELADA"] : ["CANCELADA"];
}

/**
 * The status changes one sale offers (the details dialog's buttons) and PATCH /api/vendas/{id}/status
 * accepts: spec section 4's, except a boleto sale, whose status follows its contract only (issue 36
 * item 2) — settled by paying its instalments or its payoff, overdue by the daily routine — so by
 * hand it may only be cancelled.
 */
export function transicoesDaVenda(v: { status: StatusVenda; forma_pagamento: FormaPagamento }): StatusVenda[] {
  const todas = transicoesPermitidas(v.status);
  return v.forma_pagamento === "BOLETO" ? todas.filter((s) => s === "CANCELADA") : todas;
}

/** Why `v` cannot go to `para` by hand (pt-BR, the route's 409), or null when it can. */
export function recusaMudancaStatus(v: { status: StatusVenda; forma_pagamento: FormaPagamento }, para: StatusVenda): string | null {
  if (transicoesDaVenda(v).includes(para)) return null;
  if (transicoesPermitidas(v.status).includes(para)) return para === "PAGA" ? MSG_VENDA.boletoPaga : MSG_VENDA.boletoInadimplente;
  return MSG_VENDA.transicaoInvalida(v.status, para);
}

export const MSG_VENDA = {
  cliente: "Cliente é obrigatório",
  imei: "IMEI é obrigatório",
  forma: "Forma de pagamento é obrigatória",
  data: "Data da venda é obrigatória",
  dataInvalida: "Data da venda inválida",
  dataFutura: "Data da venda não pode ser depois de hoje",
  dataAntiga: (piso: string) => `Data da venda não pode ser antes de ${formatarData(piso)}`,
  entrada: "Entrada deve ser maior ou igual a zero",
  parcelas: "Quantidade de parcelas deve ser maior ou igual a 1",
  entradaMinima: (valor: string, percentual = 25) => `Entrada mínima para boleto é ${valor} (${percentual.toLocaleString("pt-BR")}% do valor do produto)`,
  entradaMaiorQueTotal: "Entrada não pode ser maior que o valor total",
  entradaSemCredito: (preco: string) => `No boleto a entrada deve ser menor que o preço à vista (${preco}): com ela igual ou maior não há o que financiar, e as parcelas seriam só juros`,
  /** How a boleto sale's entry was paid at the counter (its receipt says it: issue 36 item 12). */
  formaEntrada: "Forma de pagamento da entrada inválida: use DINHEIRO, PIX, CARTAO_DEBITO ou CARTAO_CREDITO",
  entradaSemParcelas: (maxima: string) => `Entrada máxima para boleto nesse parcelamento é ${maxima}: cada parcela precisa de ao menos R$ 0,01`,
  entradaCreditoIrrisorio: "Entrada alta demais para esse parcelamento: sobraria um crédito de centavos perto das parcelas (custo efetivo sem sentido). Diminua a entrada",
  naoEncontrado: "IMEI ou cliente não encontrado",
  aparelhoIndisponivel: "Este aparelho não está mais em estoque: ele já foi vendido ou bloqueado.",
  sucesso: "Venda realizada com sucesso!",
  vendaNaoEncontrada: "Venda não encontrada",
  transicaoInvalida: (de: StatusVenda, para: StatusVenda) => `Não é possível mudar uma venda ${de} para ${para}.`,
  /** A boleto sale is settled by its contract: its instalments or its payoff (issue 36 item 2). */
  boletoPaga: "Venda no boleto: a quitação é feita pelo contrato, em Controle de Boletos.",
  /** A boleto sale falls overdue when the routine finds an instalment past its banking due date. */
  boletoInadimplente: "Venda no boleto: a inadimplência vem das parcelas vencidas do contrato, em Controle de Boletos.",
  rendaMensal: "Renda mensal declarada deve ser maior que zero",
  consentimentoBloqueio: "Consentimento do bloqueio inválido: use verdadeiro ou falso",
} as const;

/** No sale is dated before this day: older dates are typos (1900, 0202…), not sales. */
export const DATA_VENDA_MINIMA = "2000-01-01";

/**
 * A sale date: a real day, not after today in Brazil, not before DATA_VENDA_MINIMA. `hoje` is
 * read at each parse (the clock is injected, never fixed at module load).
 */
export const dataVenda = (hoje: () => string = hojeBrasil) =>
  z.string({ error: MSG_VENDA.data }).check(
    z.superRefine((v, ctx) => {
      const falha = (message: string) => ctx.addIssue({ code: "custom", message, input: v });
      if (!v.trim()) return falha(MSG_VENDA.data);
      if (!dataIsoValida(v)) return falha(MSG_VENDA.dataInvalida);
      if (v > hoje()) return falha(MSG_VENDA.dataFutura);
      if (v < DATA_VENDA_MINIMA) return falha(MSG_VENDA.dataAntiga(DATA_VENDA_MINIMA));
    }),
  );

/**
 * POST /api/vendas; `hoje` bounds the sale date (tests pass a fixed clock). A boleto count outside
 * the company's plans is refused by the sale's rule, which knows the company's table
 * (functions/vendas/domain.ts montarVenda), with the same field and a message listing its plans.
 */
export const criarVendaInput = (hoje: () => string = hojeBrasil) =>
  z.object({
      cliente_id: idReferencia(MSG_VENDA.cliente, MSG_VENDA.naoEncontrado),
      imei_id: idReferencia(MSG_VENDA.imei, MSG_VENDA.naoEncontrado),
      forma_pagamento: FormaPagamento,
      data_venda: dataVenda(hoje),
      entrada: z._default(valorEmReais({ obrigatorio: MSG_VENDA.entrada, minimo: "naoNegativo", abaixoDoMinimo: MSG_VENDA.entrada }), 0),
      qtd_parcelas: z._default(z.number({ error: MSG_VENDA.parcelas }).check(z.int(MSG_VENDA.parcelas), z.gte(1, MSG_VENDA.parcelas)), 1),
      /** A boleto sale's entry, paid at the counter: how (DINHEIRO when absent, as 'Marcar Paga'); ignored for other methods or no entry. */
      forma_entrada: z.optional(z.enum(FORMAS_PAGAMENTO_BALCAO, { error: MSG_VENDA.formaEntrada })),
      /**
       * A boleto sale: the customer's declared monthly income, what the seller checked of the
       * capacity to pay (CDC art. 54-D); absent or null when not asked. Ignored for other methods.
       */
      renda_mensal_declarada: z.nullish(valorEmReais({ obrigatorio: MSG_VENDA.rendaMensal, minimo: "positivo", abaixoDoMinimo: MSG_VENDA.rendaMensal })),
      /**
       * A boleto sale: the customer's separate and express consent to the remote lock (shared
       * design docs/credito.md, last section). Without it the contract has no enrolment and no lock.
       */
      consentimento_bloqueio: z._default(z.boolean({ error: MSG_VENDA.consentimentoBloqueio }), false),
  });
export const CriarVendaInput = criarVendaInput();
export type CriarVendaInput = z.output<typeof CriarVendaInput>;

export const MudarStatusInput = preguicoso(() => z.object({ status: StatusVenda }));

const MSG_LIMITE = "O limite deve ser um número inteiro de 1 a 100";

export const ListarVendasQuery = preguicoso(() => z.object({
  forma_pagamento: z.optional(FormaPagamento),
  status: z.optional(StatusVenda),
  de: z.optional(z.string().check(z.refine(dataIsoValida, "Data inicial inválida"))),
  ate: z.optional(z.string().check(z.refine(dataIsoValida, "Data final inválida"))),
  limit: z._default(z.coerce.number({ error: MSG_LIMITE }).check(z.int(MSG_LIMITE), z.gte(1, MSG_LIMITE), z.lte(100, MSG_LIMITE)), 50),
  cursor: z.optional(z.string().check(z.maxLength(2000, "Cursor inválido"))),
}).check(z.superRefine((q, ctx) => {
  // The reports' rule and words: an inverted period is the caller's mistake, not an empty page.
  if (q.de && q.ate && q.de > q.ate) ctx.addIssue({ code: "custom", path: ["ate"], message: MSG_RELATORIO.ordem });
})));
export type ListarVendasQuery = z.infer<typeof ListarVendasQuery>;

/** The slip of an instalment: being issued by the provider, issued, or failed (the staff may resend). */
export const BOLETO_STATUS = ["emitindo", "emitido", "falhou"] as const;
export type BoletoStatus = (typeof BOLETO_STATUS)[number];

export interface Parcela {
  id: string;
  contrato_id: string;
  numero_parcela: number;
  valor_parcela: number;
  /** Contractual due date: never moves. */
  data_vencimento: string;
  /** First banking day on or after `data_vencimento`: the last day without charges (docs/boletos.md). */
  vencimento_util: string;
  status_parcela: StatusParcela;
  data_pagamento: string | null;
  /** What was received (null until paid). */
  valor_pago: number | null;
  /** How it was paid: at the bank, by 'Marcar Paga', or by the contract's early payoff (`quitacao`); null until paid. */
  origem_pagamento?: "banco" | "manual" | "quitacao" | null;
  /** What paying today costs: the instalment, plus fine and interest once past `vencimento_util`; 0 when paid or cancelled. */
  valor_devido: number;
  boleto_status: BoletoStatus | null;
  /** A short-lived signed link to the slip PDF (signed again on every read); null while none. */
  link_boleto: string | null;
  nosso_numero: string | null;
  codigo_barras: string | null;
  linha_digitavel: string | null;
  pix_copia_e_cola: string | null;
  /** The slip's own due date and amount: the instalment's unless it was re-issued late with charges. */
  vencimento_boleto: string | null;
  valor_boleto: number | null;
  /** Paid at the counter ('Marcar Paga'): how (shared/vendas/pagamento-balcao.ts); null otherwise. */
  forma_pagamento: FormaPagamentoBalcao | null;
}

export interface Contrato {
  id: string;
  venda_id: string;
  cliente_id: string;
  imei_id: string;
  valor_total: number;
  qtd_parcelas: number;
  valor_entrada: number;
  status_contrato: StatusContrato;
  data_venda: string;
  conteudo_gerado: string;
  created_at: string;
  /** The device's lock lifecycle (shared/bloqueio/schemas.ts): ativo, bloqueando, bloqueado, desbloqueando, suspenso. */
  status_aparelho: StatusAparelho;
  /** Enrolment at the lock provider: pendente, ativa, recusada, liberada; null for contracts from before the lock. */
  matricula: SituacaoMatricula | null;
  /**
   * The customer consented to the remote lock at the sale (issue 37 item 6); without it there is no
   * enrolment and no lock. Contracts from before it: true only when they hold an enrolment.
   */
  consentimento_bloqueio: boolean;
  /** The day an announced automatic lock may happen (YYYY-MM-DD), told to the customer; null when none is scheduled. */
  bloqueio_previsto_para: string | null;
  /** The action the device never confirmed within 24 hours (given up; the shop may try again); null otherwise. */
  comando_sem_confirmacao: AcaoComando | null;
  /** The announced automatic lock reached the customer nowhere: no automatic lock until the shop talks to them (issue 31 item 6). */
  contato_falhou: boolean;
  /** The cost of credit disclosed at the sale (shared/regras/credito.ts); null on contracts from before it. */
  divulgacao: DivulgacaoCredito | null;
  /** The declared income and what the instalments take of it, recorded at the sale (CDC art. 54-D); null on contracts from before it. */
  capacidade_pagamento: CapacidadePagamentoDto | null;
}

/** POST /api/vendas/simulacao (and, with the sale, POST /api/vendas): what the sale discloses and the capacity to pay; null without credit. */
export interface SimulacaoVenda {
  divulgacao: DivulgacaoCredito | null;
  capacidade_pagamento: CapacidadePagamentoDto | null;
}

export interface Venda {
  id: string;
  cliente_id: string;
  imei_id: string;
  valor_total: number;
  valor_produto: number;
  forma_pagamento: FormaPagamento;
  entrada: number;
  qtd_parcelas: number;
  valor_parcela: number;
  status: StatusVenda;
  data_venda: string;
  contrato_id: string | null;
  created_at: string;
}

/** A sale as lists and details show it (GET /api/vendas, GET /api/vendas/{id}). */
export interface VendaDetalhe extends Venda {
  cliente: { id: string; nome: string; cpf: string | null; telefone: string | null } | null;
  item: { id: string; imei: string; cor: string };
  produto: { id: string; codigo: string; nome_modelo: string; marca: string | null } | null;
  garantia_gerada: boolean;
}

export interface TotaisVendas {
  quantidade: number;
  /** Every listed sale but the cancelled ones. */
  receita_total: number;
  /** PAGA */
  receita_recebida: number;
  /** ATIVA or INADIMPLENTE */
  receita_pendente: number;
}

/**
 * GET /api/vendas: one page of sales; `totais` covers every sale of the filters (all pages) and
 * comes with the first page only (no `cursor`); `next` is null on the last page. The totals are
 * summed from aggregates the table's stream keeps (functions/vendas/agregados-totais.ts), so a
 * sale or status change reaches them a moment (p95 ≤ 1.5 s) after its answer.
 */
export interface ListaVendas {
  items: VendaDetalhe[];
  totais?: TotaisVendas;
  next: string | null;
}

/** GET /api/vendas/{id}: the sale with its contract (without the document) and instalments. */
export interface VendaCompleta extends VendaDetalhe {
  contrato: Omit<Contrato, "conteudo_gerado"> | null;
  parcelas: Parcela[];
}

/** GET /api/contratos/{id}: the contract page. */
export interface ContratoDetalhe extends Contrato {
  cliente: { id: string; nome: string; cpf: string | null; telefone: string | null } | null;
  item: { id: string; imei: string; cor: string };
  produto: { id: string; codigo: string; nome_modelo: string; marca: string | null } | null;
  parcelas: Parcela[];
  /** The payoff slip last asked (CDC art. 52 §2), null when none was. */
  quitacao: QuitacaoEmitida | null;
}

/** GET /api/contratos: one contract card of 'Controle de Boletos' (no document: `tem_conteudo` says if 'Ver Contrato' shows). */
export interface ContratoNaLista extends Omit<Contrato, "conteudo_gerado"> {
  tem_conteudo: boolean;
  cliente: { id: string; nome: string; cpf: string | null; telefone: string | null } | null;
  item: { id: string; imei: string; cor: string };
  produto: { id: string; codigo: string; nome_modelo: string; marca: string | null } | null;
  parcelas: Parcela[];
}

/** GET /api/contratos?status=&q=&cursor=: newest first; `next` is null on the last page. */
export interface ListaContratos {
  items: ContratoNaLista[];
  next: string | null;
}

/** POST /api/contratos/{id}/reenviar-boletos → 202. */
export interface ReenvioBoletos {
  enfileirados: number;
}

/** GET /api/vendas/{id}/garantia: the warranty page. */
export interface GarantiaVenda {
  venda: VendaDetalhe;
  html: string;
}
