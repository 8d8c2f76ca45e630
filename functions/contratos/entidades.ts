/**
 * The item types the contracts domain owns: the boleto contract, its instalments and the global
 * `BOLETO#<nosso_numero>` guard that takes a bank webhook (which carries no company) to its
 * instalment. Keys and indexes in functions/lib/db/keys.ts.
 */
import * as z from "zod/mini";
import { BOLETO_STATUS, STATUS_CONTRATO, STATUS_PARCELA } from "../../shared/vendas/schemas";
import { TIPOS_EVENTO_CONTRATO } from "../../shared/vendas/eventos";
import { ACOES_COMANDO, ORIGENS_COMANDO, SITUACOES_COMANDO, SITUACOES_MATRICULA, STATUS_APARELHO } from "../../shared/bloqueio/schemas";
import { MARCA_RELATORIOS } from "../lib/db/agregados";
import { entidade } from "../lib/db/entidade";
import { chaves, indices } from "../lib/db/keys";
import { FORMAS_PAGAMENTO_BALCAO } from "../../shared/vendas/pagamento-balcao";
import { preguicoso } from "../../shared/preguicoso";

const Data = preguicoso(() => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)));
const Centavos = preguicoso(() => z.number().check(z.int()));

/** shared/regras/credito.ts CustoCredito: the CDC art. 52 disclosure as the sale computed it. */
export const CustoCreditoGravado = preguicoso(() => z.object({
  valor_a_vista_centavos: Centavos,
  entrada_centavos: Centavos,
  valor_financiado_centavos: Centavos,
  juros_total_centavos: Centavos,
  valor_total_centavos: Centavos,
  acrescimo_percentual: z.number(),
  cet_anual_percentual: z.nullable(z.number()),
  taxa_mensal_percentual: z.nullable(z.number()),
  parcelas: z.array(z.object({ numero: z.number().check(z.int()), vencimento: Data, valor_centavos: Centavos })),
  // Issue 37: absent on contracts written before it (read as null: not disclosed then).
  taxa_anual_percentual: z._default(z.nullable(z.number()), null),
  financiador: z._default(
    z.nullable(z.object({ tipo: z.enum(["propria_loja", "instituicao_parceira"]), nome: z.string(), cnpj: z.string(), endereco: z.nullable(z.string()) })),
    null,
  ),
  periodicidade: z._default(z.nullable(z.string()), null),
  valida_ate: z._default(z.nullable(Data), null),
  multa_atraso_percentual: z._default(z.nullable(z.number()), null),
  juros_mora_mensal_percentual: z._default(z.nullable(z.number()), null),
}));

/** shared/regras/divulgacao-credito.ts CapacidadePagamento: the capacity to pay as the sale recorded it (CDC art. 54-D). */
export const CapacidadePagamentoGravada = preguicoso(() => z.object({
  renda_mensal_declarada_centavos: z.nullable(Centavos),
  parcela_centavos: Centavos,
  parcelas_por_mes: z.number(),
  parcela_percentual: z.nullable(z.number()),
  comprometimento_percentual: z.nullable(z.number()),
  limite_percentual: z.number(),
  acima_do_limite: z.boolean(),
}));

export const ContratoGravado = preguicoso(() => z.object({
  id: z.string(),
  empresa_id: z.string(),
  venda_id: z.string(),
  cliente_id: z.string(),
  imei_id: z.string(),
  imei: z.string(),
  produto_id: z.string(),
  valor_total_centavos: Centavos,
  qtd_parcelas: z.number().check(z.int()),
  valor_entrada_centavos: Centavos,
  status_contrato: z.enum(STATUS_CONTRATO),
  /** Due date of the earliest instalment still to pay (aberta or vencida); null when none is. */
  proximo_vencimento: z._default(z.nullable(Data), null),
  data_venda: Data,
  conteudo_gerado: z.string(),
  created_at: z.string(),
  /**
   * What the contracts list searches (shared/vendas/contratos.ts textoBuscaContrato): client name,
   * CPF, IMEI and model name, normalised. Projected, with the status, into GSI4 (the list's filter
   * reads only that). Empty on contracts written before it existed, until backfilled.
   */
  busca: z._default(z.string(), ""),
  // The remote lock (shared/bloqueio/schemas.ts). Absent on contracts written before it: an active, unlocked device.
  /** The device's lifecycle as the screens show it. */
  status_aparelho: z._default(z.enum(STATUS_APARELHO), "ativo"),
  /** What the device last confirmed (the provider's webhook): locked or not. */
  aparelho_bloqueado: z._default(z.boolean(), false),
  /** Sequence of this contract's device commands (COMANDO_APARELHO items); each new command takes +1, conditioned on the value read. */
  comando_seq: z._default(z.number().check(z.int(), z.gte(0)), 0),
  /** Enrolment at the lock provider (null: never asked, e.g. contracts from before the lock). */
  matricula: z._default(z.nullable(z.enum(SITUACOES_MATRICULA)), null),
  /**
   * The instalment whose overdue episode the daily routine already asked a lock for (its oldest
   * overdue one then): the routine locks once per episode, never again after a manual unlock of the
   * same episode. Cleared by `retomar` (a suspension's end lets the routine lock again).
   */
  bloqueio_automatico_parcela: z._default(z.nullable(z.string()), null),
  /**
   * The automatic lock announced to the customer (docs/bloqueio.md "Announced before it happens"): the
   * day it may happen (YYYY-MM-DD), the run day that announced it and the episode's oldest overdue
   * instalment. The lock happens only on a LATER run, on or after that day; a payment of that
   * instalment or a hold calls it off (`bloqueio_previsto_para` null, event `bloqueio_cancelado`).
   */
  bloqueio_previsto_para: z._default(z.nullable(z.string()), null),
  bloqueio_agendado_dia: z._default(z.nullable(z.string()), null),
  bloqueio_agendado_parcela: z._default(z.nullable(z.string()), null),
  /**
   * A MANUAL lock for a debt announced like the automatic one (issue 36 item 5): the user who asked
   * and their reason. The routine locks on or after `bloqueio_previsto_para`, in their name, while an
   * instalment is still overdue and the manual rule still allows it. null: announced by the routine.
   */
  bloqueio_agendado_por: z._default(z.nullable(z.string()), null),
  bloqueio_agendado_motivo: z._default(z.nullable(z.string()), null),
  /**
   * The action of the newest command the device never confirmed within 24 hours (given up:
   * `falhou`, the lifecycle back to what the device was): the card says 'Sem confirmação do
   * aparelho' until a new command is asked or the late confirmation arrives.
   */
  comando_sem_confirmacao: z._default(z.nullable(z.enum(ACOES_COMANDO)), null),
  /**
   * The announced automatic lock reached the customer on no channel (every message failed, or the
   * customer has none) and the phone never showed its notice: no automatic lock (issue 31 item 6);
   * the card says 'Cliente sem contato: fale com ele antes de bloquear'. A new announcement clears it.
   */
  contato_falhou: z._default(z.boolean(), false),
  /**
   * The cost of credit disclosed at the sale (issue 27), frozen: a later change of the company's
   * plans or of the rule never rewrites it. null on contracts written before it: their cash price
   * lives only on the sale, so GET /api/contratos/{id} answers `divulgacao: null` for them.
   */
  divulgacao: z._default(z.nullable(CustoCreditoGravado), null),
  /**
   * The customer's separate and express consent to the remote lock, given at the sale (issue 37
   * item 6; docs/credito.md, last section), with who recorded it and when (the sale's user and instant).
   * null on contracts written before it: they read as consented only when they hold an enrolment
   * (consentiuBloqueio), as they were enrolled under the old rule and signed its clause.
   */
  consentimento_bloqueio: z._default(z.nullable(z.boolean()), null),
  consentimento_bloqueio_por: z._default(z.nullable(z.string()), null),
  consentimento_bloqueio_em: z._default(z.nullable(z.string()), null),
  /**
   * The customer's declared income and what the instalments take of it, as the seller saw them
   * before the sale (issue 37, CDC art. 54-D). Absent on contracts written before it.
   */
  capacidade_pagamento: z.optional(z.nullable(CapacidadePagamentoGravada)),
}));
export type ContratoGravado = z.infer<typeof ContratoGravado>;

export const ParcelaGravada = preguicoso(() => z.object({
  id: z.string(),
  empresa_id: z.string(),
  contrato_id: z.string(),
  numero_parcela: z.number().check(z.int(), z.gte(1)),
  valor_parcela_centavos: Centavos,
  data_vencimento: Data,
  status_parcela: z.enum(STATUS_PARCELA),
  data_pagamento: z.nullable(z.string()),
  /** Legacy: a stored link. Slips now keep their PDF's key (`boleto_pdf_chave`); the API signs a fresh link per read. */
  link_boleto: z.nullable(z.string()),
  nosso_numero: z.nullable(z.string()),
  codigo_barras: z.nullable(z.string()),
  linha_digitavel: z.nullable(z.string()),
  // The slip (issue 11). Absent on items written before slips existed: the defaults say "none yet".
  /** null = no slip asked for yet; emitindo → emitido | falhou (a re-issue goes back to emitindo). */
  boleto_status: z._default(z.nullable(z.enum(BOLETO_STATUS)), null),
  /** The slip version asked for: 1 at the sale, +1 per "Reenviar boletos". The job of version v issues it once. */
  boleto_versao: z._default(z.number().check(z.int(), z.gte(1)), 1),
  /** The version whose slip is issued (0 = none): a job for a version ≤ this is a repeat. */
  boleto_versao_emitida: z._default(z.number().check(z.int(), z.gte(0)), 0),
  /** Provider that issued the current slip and its id there (what webhooks and write-offs name). */
  boleto_provedor: z._default(z.nullable(z.string()), null),
  boleto_id_provedor: z._default(z.nullable(z.string()), null),
  pix_copia_e_cola: z._default(z.nullable(z.string()), null),
  /** The slip's own due date and amount: the instalment's unless re-issued late with charges. */
  vencimento_boleto: z._default(z.nullable(Data), null),
  valor_boleto_centavos: z._default(z.nullable(Centavos), null),
  /** Key of the slip PDF in the documents bucket. */
  boleto_pdf_chave: z._default(z.nullable(z.string()), null),
  /** Why the last issue failed (shown to the staff), null otherwise. */
  boleto_erro: z._default(z.nullable(z.string()), null),
  /** What was received and how (banco = provider notice or reconciliation; manual = 'Marcar Paga'; quitacao = the contract's payoff slip paid: quitacao.ts). */
  valor_pago_centavos: z._default(z.nullable(Centavos), null),
  origem_pagamento: z._default(z.nullable(z.enum(["banco", "manual", "quitacao"])), null),
  /** 'Marcar Paga' (issue 27 item 6): how the money came in at the counter and which user received it; null otherwise. */
  forma_pagamento: z._default(z.nullable(z.enum(FORMAS_PAGAMENTO_BALCAO)), null),
  recebido_por: z._default(z.nullable(z.string()), null),
}));
export type ParcelaGravada = z.infer<typeof ParcelaGravada>;

/** The slip fields of a new instalment: its slip (version 1) is asked for with it (the stream queues the job). */
export const BOLETO_PEDIDO: Pick<
  ParcelaGravada,
  | "boleto_status" | "boleto_versao" | "boleto_versao_emitida" | "boleto_provedor" | "boleto_id_provedor" | "pix_copia_e_cola"
  | "vencimento_boleto" | "valor_boleto_centavos" | "boleto_pdf_chave" | "boleto_erro" | "valor_pago_centavos" | "origem_pagamento"
  | "forma_pagamento" | "recebido_por"
> = {
  boleto_status: "emitindo",
  boleto_versao: 1,
  boleto_versao_emitida: 0,
  boleto_provedor: null,
  boleto_id_provedor: null,
  pix_copia_e_cola: null,
  vencimento_boleto: null,
  valor_boleto_centavos: null,
  boleto_pdf_chave: null,
  boleto_erro: null,
  valor_pago_centavos: null,
  origem_pagamento: null,
  forma_pagamento: null,
  recebido_por: null,
};

/** The device fields of a contract that has sent no command yet (novoContrato then asks for its enrolment). */
export const APARELHO_NOVO: Pick<
  ContratoGravado,
  | "status_aparelho"
  | "aparelho_bloqueado"
  | "comando_seq"
  | "matricula"
  | "bloqueio_automatico_parcela"
  | "bloqueio_previsto_para"
  | "bloqueio_agendado_dia"
  | "bloqueio_agendado_parcela"
  | "bloqueio_agendado_por"
  | "bloqueio_agendado_motivo"
  | "comando_sem_confirmacao"
  | "contato_falhou"
> = {
  status_aparelho: "ativo",
  aparelho_bloqueado: false,
  comando_seq: 0,
  matricula: null,
  bloqueio_automatico_parcela: null,
  bloqueio_previsto_para: null,
  bloqueio_agendado_dia: null,
  bloqueio_agendado_parcela: null,
  bloqueio_agendado_por: null,
  bloqueio_agendado_motivo: null,
  comando_sem_confirmacao: null,
  contato_falhou: false,
};

export const Contrato = entidade("contrato", {
  atributos: ContratoGravado,
  chave: (c) => chaves.contrato(c.empresa_id, c.id),
  indices: (c) => [
    indices.contratoNaLista(c.empresa_id, c.id),
    indices.contratoNaBusca(c.empresa_id, c.id),
    indices.contratoPorStatus(c.empresa_id, c.status_contrato, c.proximo_vencimento, c.id),
    indices.contratoDoCliente(c.empresa_id, c.cliente_id, c.id),
  ],
});

/** Instalments still to pay: in the company's aging list and in the routine's sharded list. */
export const emAbertoStatus = (s: ParcelaGravada["status_parcela"]) => s === "aberta" || s === "vencida";

export const Parcela = entidade("parcela", {
  atributos: ParcelaGravada,
  chave: (p) => chaves.parcela(p.empresa_id, p.contrato_id, p.numero_parcela),
  indices: (p) => [
    // Both lists hold what is still to pay: the daily routine keeps reconciling a `vencida` instalment
    // and counting its lock grace until it is paid or cancelled.
    ...(emAbertoStatus(p.status_parcela) ? [indices.parcelaAVencer(p.empresa_id, p.data_vencimento, p.id), indices.parcelaEmAberto(p.empresa_id, p.data_vencimento, p.id)] : []),
  ],
  marcas: MARCA_RELATORIOS,
});

export const GuardaBoletoGravada = preguicoso(() => z.object({
  provedor: z.string().check(z.minLength(1)),
  /** The provider's id of the charge (unique at that provider; nosso número is unique per account only). */
  id_provedor: z.string().check(z.minLength(1)),
  nosso_numero: z.string().check(z.minLength(1)),
  empresa_id: z.string(),
  contrato_id: z.string(),
  /** 0: the contract's payoff slip (quitacao.ts; `parcela_id` is then the payoff's id). */
  numero_parcela: z.number().check(z.int(), z.gte(0)),
  parcela_id: z.string(),
  /** The slip version this charge was issued as (an older one may still be paid). */
  versao: z.number().check(z.int(), z.gte(1)),
}));
export type GuardaBoletoGravada = z.infer<typeof GuardaBoletoGravada>;

/** Written with the slip in the same transaction as the instalment's slip fields; never deleted (an old slip may still be paid). */
export const GuardaBoleto = entidade("guarda_boleto", {
  atributos: GuardaBoletoGravada,
  chave: (g) => chaves.guardaBoleto(g.provedor, g.id_provedor),
});

export const EventoContratoGravado = preguicoso(() => z.object({
  /** ULID: with `em`, the event's place in the trail (two events of one instant keep their order). */
  id: z.string(),
  empresa_id: z.string(),
  contrato_id: z.string(),
  tipo: z.enum(TIPOS_EVENTO_CONTRATO),
  em: z.string(),
  por: z.string(),
  detalhes: z.record(z.string(), z.unknown()),
}));
export type EventoContratoGravado = z.infer<typeof EventoContratoGravado>;

/** Append-only: written once (Put, attribute_not_exists), never updated or deleted. */
export const EventoContrato = entidade("evento_contrato", {
  atributos: EventoContratoGravado,
  chave: (e) => chaves.eventoContrato(e.empresa_id, e.contrato_id, e.em, e.id),
});

export const ComandoAparelhoGravado = preguicoso(() => z.object({
  /** ULID. */
  id: z.string(),
  empresa_id: z.string(),
  contrato_id: z.string(),
  imei: z.string().check(z.regex(/^\d{15}$/)),
  acao: z.enum(ACOES_COMANDO),
  /** The contract's `comando_seq` this command took: a job whose seq is below the contract's newest is `superado`. */
  seq: z.number().check(z.int(), z.gte(1)),
  origem: z.enum(ORIGENS_COMANDO),
  motivo: z.nullable(z.string()),
  /** User id or the rule ("rotina", "pagamento"). */
  por: z.string(),
  criado_em: z.string(),
  situacao: z.enum(SITUACOES_COMANDO),
  atualizado_em: z.string(),
  /** The lock-screen text sent with a lock (store name, phone/WhatsApp, how to pay). */
  tela: z._default(z.nullable(z.string()), null),
  /**
   * Why it was asked: overdue instalments and amounts, the payment that caused an unlock… Absent
   * rather than empty: an empty map in a stream image breaks the SDK's unmarshalling (DynamoDB Local).
   */
  detalhes: z.optional(z.record(z.string(), z.unknown())),
  /** The provider's answers (accepted / refused / confirmed), as recorded. */
  resposta: z._default(z.nullable(z.record(z.string(), z.unknown())), null),
  /** The provider's id of the command (its webhooks name it). */
  id_provedor: z._default(z.nullable(z.string()), null),
  provedor: z._default(z.nullable(z.string()), null),
}));
export type ComandoAparelhoGravado = z.infer<typeof ComandoAparelhoGravado>;

/** One command to the device of a contract; its INSERT is the outbox of a `lock-jobs` job (functions/fluxo/saidas.ts). */
export const ComandoAparelho = entidade("comando_aparelho", {
  atributos: ComandoAparelhoGravado,
  chave: (c) => chaves.comandoAparelho(c.empresa_id, c.contrato_id, c.seq),
});
