/**
 * The item types the contracts domain owns: the boleto contract, its instalments and the global
 * `BOLETO#<nosso_numero>` guard that takes a bank webhook (which carries no company) to its
 * instalment. Keys and indexes in functions/lib/db/keys.ts.
 */
import { z } from "zod";
import { STATUS_CONTRATO, STATUS_PARCELA } from "../../shared/vendas/schemas";
import { entidade } from "../lib/db/entidade";
import { chaves, indices } from "../lib/db/keys";

const Data = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const Centavos = z.number().int();

export const ContratoGravado = z.object({
  id: z.string(),
  empresa_id: z.string(),
  venda_id: z.string(),
  cliente_id: z.string(),
  imei_id: z.string(),
  imei: z.string(),
  produto_id: z.string(),
  valor_total_centavos: Centavos,
  qtd_parcelas: z.number().int(),
  valor_entrada_centavos: Centavos,
  status_contrato: z.enum(STATUS_CONTRATO),
  /** Due date of the earliest instalment still to pay (aberta or vencida); null when none is. */
  proximo_vencimento: Data.nullable().default(null),
  data_venda: Data,
  conteudo_gerado: z.string(),
  created_at: z.string(),
});
export type ContratoGravado = z.infer<typeof ContratoGravado>;

export const ParcelaGravada = z.object({
  id: z.string(),
  empresa_id: z.string(),
  contrato_id: z.string(),
  numero_parcela: z.number().int().min(1),
  valor_parcela_centavos: Centavos,
  data_vencimento: Data,
  status_parcela: z.enum(STATUS_PARCELA),
  data_pagamento: z.string().nullable(),
  link_boleto: z.string().nullable(),
  nosso_numero: z.string().nullable(),
  codigo_barras: z.string().nullable(),
  linha_digitavel: z.string().nullable(),
});
export type ParcelaGravada = z.infer<typeof ParcelaGravada>;

export const Contrato = entidade("contrato", {
  atributos: ContratoGravado,
  chave: (c) => chaves.contrato(c.empresa_id, c.id),
  indices: (c) => [
    indices.contratoNaLista(c.empresa_id, c.id),
    indices.contratoPorStatus(c.empresa_id, c.status_contrato, c.proximo_vencimento, c.id),
    indices.contratoDoCliente(c.empresa_id, c.cliente_id, c.id),
  ],
});

/** Instalments still to pay count in the company's aging list; only `aberta` ones wait for the routine. */
export const emAbertoStatus = (s: ParcelaGravada["status_parcela"]) => s === "aberta" || s === "vencida";

export const Parcela = entidade("parcela", {
  atributos: ParcelaGravada,
  chave: (p) => chaves.parcela(p.empresa_id, p.contrato_id, p.numero_parcela),
  indices: (p) => [
    ...(p.status_parcela === "aberta" ? [indices.parcelaAVencer(p.empresa_id, p.data_vencimento, p.id)] : []),
    ...(emAbertoStatus(p.status_parcela) ? [indices.parcelaEmAberto(p.empresa_id, p.data_vencimento, p.id)] : []),
  ],
});

export const GuardaBoletoGravada = z.object({
  nosso_numero: z.string().min(1),
  empresa_id: z.string(),
  contrato_id: z.string(),
  numero_parcela: z.number().int().min(1),
  parcela_id: z.string(),
});
export type GuardaBoletoGravada = z.infer<typeof GuardaBoletoGravada>;

/** Written with the slip (issue 11) in the same transaction as the instalment's nosso_numero. */
export const GuardaBoleto = entidade("guarda_boleto", {
  atributos: GuardaBoletoGravada,
  chave: (g) => chaves.guardaBoleto(g.nosso_numero),
});
