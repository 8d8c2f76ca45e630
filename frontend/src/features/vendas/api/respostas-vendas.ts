/**
 * zod schemas of the sales API's answers, so a screen never renders data it has not checked
 * (as the registries' answers are parsed with their DTOs). Each is typed against the shared DTO
 * interface, so a field added on one side and not the other fails to compile.
 */
import { ACOES_COMANDO, SITUACOES_MATRICULA, STATUS_APARELHO } from "../../../../../shared/bloqueio/schemas";
import * as z from "zod/mini";
import {
  FORMAS_PAGAMENTO,
  STATUS_CONTRATO,
  BOLETO_STATUS, STATUS_PARCELA,
  STATUS_VENDA,
  type Contrato,
  type ContratoDetalhe,
  type GarantiaVenda,
  type ListaVendas,
  type Parcela,
  type Venda,
  type VendaCompleta,
  type VendaDetalhe,
} from "../../../../../shared/vendas/schemas";
import { nulo } from "../../../lib/respostas";
import type { DivulgacaoCredito } from "../../../../../shared/regras/credito";
import type { CapacidadePagamentoDto as CapacidadePagamentoApi } from "../../../../../shared/regras/divulgacao-credito";
import type { QuitacaoEmitida } from "../../../../../shared/regras/quitacao";
import { FORMAS_PAGAMENTO_BALCAO } from "../../../../../shared/vendas/pagamento-balcao";

export const ParcelaDto = z.object({
  id: z.string(),
  contrato_id: z.string(),
  numero_parcela: z.number(),
  valor_parcela: z.number(),
  data_vencimento: z.string(),
  vencimento_util: z.string(),
  status_parcela: z.enum(STATUS_PARCELA),
  data_pagamento: nulo(z.string()),
  valor_pago: nulo(z.number()),
  origem_pagamento: z.optional(nulo(z.enum(["banco", "manual", "quitacao"]))),
  valor_devido: z.number(),
  boleto_status: nulo(z.enum(BOLETO_STATUS)),
  link_boleto: nulo(z.string()),
  nosso_numero: nulo(z.string()),
  codigo_barras: nulo(z.string()),
  linha_digitavel: nulo(z.string()),
  pix_copia_e_cola: nulo(z.string()),
  vencimento_boleto: nulo(z.string()),
  valor_boleto: nulo(z.number()),
  forma_pagamento: z._default(nulo(z.enum(FORMAS_PAGAMENTO_BALCAO)), null),
}) satisfies z.ZodMiniType<Parcela, unknown>;

/** shared/regras/credito.ts DivulgacaoCredito: the cost of credit disclosed at a boleto sale. */
export const DivulgacaoDto = z.object({
  valor_a_vista: z.number(),
  entrada: z.number(),
  valor_financiado: z.number(),
  juros_total: z.number(),
  valor_total: z.number(),
  acrescimo_percentual: z.number(),
  cet_anual_percentual: nulo(z.number()),
  taxa_mensal_percentual: nulo(z.number()),
  parcelas: z.array(z.object({ numero: z.number(), vencimento: z.string(), valor: z.number() })),
  valor_total_sem_financiamento: z.number(),
  taxa_anual_percentual: nulo(z.number()),
  financiador: nulo(z.object({ tipo: z.enum(["propria_loja", "instituicao_parceira"]), nome: z.string(), cnpj: z.string(), endereco: nulo(z.string()) })),
  periodicidade: nulo(z.string()),
  valida_ate: nulo(z.string()),
  multa_atraso_percentual: nulo(z.number()),
  juros_mora_mensal_percentual: nulo(z.number()),
  quitacao_antecipada: z.string(),
}) satisfies z.ZodMiniType<DivulgacaoCredito, unknown>;

/** shared/regras/divulgacao-credito.ts CapacidadePagamentoDto: the declared income and what the instalments take of it. */
export const CapacidadePagamentoDto = z.object({
  renda_mensal_declarada: nulo(z.number()),
  parcela: z.number(),
  parcelas_por_mes: z.number(),
  parcela_percentual: nulo(z.number()),
  comprometimento_percentual: nulo(z.number()),
  limite_percentual: z.number(),
  acima_do_limite: z.boolean(),
  alerta: nulo(z.string()),
}) satisfies z.ZodMiniType<CapacidadePagamentoApi, unknown>;

export const ContratoBase = z.object({
  id: z.string(),
  venda_id: z.string(),
  cliente_id: z.string(),
  imei_id: z.string(),
  valor_total: z.number(),
  qtd_parcelas: z.number(),
  valor_entrada: z.number(),
  status_contrato: z.enum(STATUS_CONTRATO),
  data_venda: z.string(),
  created_at: z.string(),
  status_aparelho: z.enum(STATUS_APARELHO),
  matricula: nulo(z.enum(SITUACOES_MATRICULA)),
  consentimento_bloqueio: z.boolean(),
  bloqueio_previsto_para: nulo(z.string()),
  comando_sem_confirmacao: nulo(z.enum(ACOES_COMANDO)),
  contato_falhou: z._default(z.boolean(), false),
  divulgacao: nulo(DivulgacaoDto),
  capacidade_pagamento: nulo(CapacidadePagamentoDto),
});
const ContratoDto = z.extend(ContratoBase, { conteudo_gerado: z.string() }) satisfies z.ZodMiniType<Contrato, unknown>;

const VendaDto = z.object({
  id: z.string(),
  cliente_id: z.string(),
  imei_id: z.string(),
  valor_total: z.number(),
  valor_produto: z.number(),
  forma_pagamento: z.enum(FORMAS_PAGAMENTO),
  entrada: z.number(),
  qtd_parcelas: z.number(),
  valor_parcela: z.number(),
  status: z.enum(STATUS_VENDA),
  data_venda: z.string(),
  contrato_id: nulo(z.string()),
  created_at: z.string(),
}) satisfies z.ZodMiniType<Venda, unknown>;

export const ClienteRef = nulo(z.object({ id: z.string(), nome: z.string(), cpf: nulo(z.string()), telefone: nulo(z.string()) }));
export const ItemRef = z.object({ id: z.string(), imei: z.string(), cor: z.string() });
export const ProdutoRef = nulo(z.object({ id: z.string(), codigo: z.string(), nome_modelo: z.string(), marca: nulo(z.string()) }));

export const VendaDetalheDto = z.extend(VendaDto, {
  cliente: ClienteRef,
  item: ItemRef,
  produto: ProdutoRef,
  garantia_gerada: z.boolean(),
}) satisfies z.ZodMiniType<VendaDetalhe, unknown>;

export const ListaVendasDto = z.object({
  items: z.array(VendaDetalheDto),
  totais: z.optional(z.object({ quantidade: z.number(), receita_total: z.number(), receita_recebida: z.number(), receita_pendente: z.number() })),
  next: nulo(z.string()),
}) satisfies z.ZodMiniType<ListaVendas, unknown>;

export const VendaCompletaDto = z.extend(VendaDetalheDto, {
  contrato: nulo(ContratoBase),
  parcelas: z.array(ParcelaDto),
}) satisfies z.ZodMiniType<VendaCompleta, unknown>;

/** The contract's payoff slip (shared/regras/quitacao.ts QuitacaoEmitida). */
export const QuitacaoEmitidaDto = z.object({
  id: z.string(),
  valor: z.number(),
  data: z.string(),
  emitido_em: z.string(),
  vencimento: z.string(),
  status: z.enum(["emitindo", "emitido", "falhou", "paga"]),
  linha_digitavel: nulo(z.string()),
  pix_copia_e_cola: nulo(z.string()),
  link_boleto: nulo(z.string()),
  data_pagamento: nulo(z.string()),
  erro: nulo(z.string()),
}) satisfies z.ZodMiniType<QuitacaoEmitida, unknown>;

export const ContratoDetalheDto = z.extend(ContratoDto, {
  cliente: ClienteRef,
  item: ItemRef,
  produto: ProdutoRef,
  parcelas: z.array(ParcelaDto),
  quitacao: z._default(nulo(QuitacaoEmitidaDto), null),
}) satisfies z.ZodMiniType<ContratoDetalhe, unknown>;

export const GarantiaVendaDto = z.object({ venda: VendaDetalheDto, html: z.string() }) satisfies z.ZodMiniType<GarantiaVenda, unknown>;

/** POST /api/vendas: the sale, and for a boleto its contract and instalments. */
export const NovaVendaRespostaDto = z.object({
  venda: VendaDto,
  divulgacao: nulo(DivulgacaoDto),
  capacidade_pagamento: z._default(nulo(CapacidadePagamentoDto), null),
  contrato: z.optional(ContratoDto),
  parcelas: z.optional(z.array(ParcelaDto)),
});
export type NovaVendaResposta = z.output<typeof NovaVendaRespostaDto>;
