/** Entity definitions: what a write stores and what a read accepts (a read parses, never casts). */
import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { MARCA_RELATORIOS } from "../../functions/lib/db/agregados";
import { APARELHO_NOVO, BOLETO_PEDIDO, Contrato, Parcela, type ContratoGravado, type ParcelaGravada } from "../../functions/contratos/entidades";
import { ItemInvalido } from "../../functions/lib/db/entidade";
import { shardParcela } from "../../functions/lib/db/keys";

const parcela: ParcelaGravada = {
  id: "C1-01",
  empresa_id: "E1",
  contrato_id: "C1",
  numero_parcela: 1,
  valor_parcela_centavos: 9375,
  data_vencimento: "2026-12-05",
  status_parcela: "aberta",
  data_pagamento: null,
  link_boleto: null,
  nosso_numero: null,
  codigo_barras: null,
  linha_digitavel: null,
  ...BOLETO_PEDIDO,
};

const contrato: ContratoGravado = {
  id: "C1",
  empresa_id: "E1",
  venda_id: "V1",
  cliente_id: "K1",
  imei_id: "I1",
  imei: "490154203237518",
  produto_id: "P1",
  valor_total_centavos: 100000,
  qtd_parcelas: 8,
  valor_entrada_centavos: 25000,
  ...APARELHO_NOVO,
  divulgacao: null,
  consentimento_bloqueio: false,
  consentimento_bloqueio_por: "U1",
  consentimento_bloqueio_em: "2026-11-05T13:00:00.000Z",
  status_contrato: "ativo",
  proximo_vencimento: "2026-12-05",
  data_venda: "2026-11-05",
  conteudo_gerado: "",
  created_at: "2026-11-05T10:00:00.000Z",
  busca: "maria da silva|52998224725|490154203237518|galaxy a15 128gb",
};

describe("entidade()", () => {
  it("grava a chave, os índices do estado atual e a etiqueta `entidade` junto dos atributos", () => {
    expect(Parcela.item(parcela)).toEqual({
      PK: "EMP#E1",
      SK: "CONTRATO#C1#PARCELA#01",
      GSI2PK: `PARCELA_A_VENCER#${shardParcela("C1-01")}`,
      GSI2SK: "2026-12-05#EMP#E1#C1-01",
      GSI3PK: "EMP#E1#PARCELAS_EM_ABERTO",
      GSI3SK: "2026-12-05#C1-01",
      entidade: "parcela",
      ...parcela,
      // The reports' mark: an item written by its entity counts in the report aggregates.
      rel_versao: MARCA_RELATORIOS.rel_versao,
    });
    expect(Parcela.ler(Parcela.item(parcela))).toEqual(parcela);
  });

  it.each([
    ["aberta", ["GSI2PK", "GSI2SK", "GSI3PK", "GSI3SK"]],
    // The routine keeps counting a vencida one's grace from the sharded due-date index (GSI2) too.
    ["vencida", ["GSI2PK", "GSI2SK", "GSI3PK", "GSI3SK"]],
    ["paga", []],
    ["cancelada", []],
  ] as const)("parcela %s fica só nos índices que lhe cabem (índices esparsos)", (status, esperados) => {
    const idx = Parcela.atualizacaoIndices({ ...parcela, status_parcela: status });
    expect(Object.keys(idx.valores).map((k) => k.replace(":idx_", "")).sort()).toEqual([...esperados].sort());
    expect(idx.remove.sort()).toEqual(["GSI1PK", "GSI1SK", "GSI2PK", "GSI2SK", "GSI3PK", "GSI3SK", "GSI4PK", "GSI4SK"].filter((a) => !(esperados as readonly string[]).includes(a)).sort());
  });

  it("lê o que gravou, sem as chaves, e a empresa de itens antigos vem da chave", () => {
    expect(Contrato.ler(Contrato.item(contrato))).toEqual(contrato);
    const { empresa_id: _e, proximo_vencimento: _p, ...antigo } = contrato;
    expect(Contrato.ler({ PK: "EMP#E1", SK: "CONTRATO#C1", entidade: "contrato", ...antigo })).toEqual({ ...contrato, proximo_vencimento: null });
    const { busca: _b, ...semBusca } = contrato;
    expect(Contrato.ler({ PK: "EMP#E1", SK: "CONTRATO#C1", entidade: "contrato", ...semBusca }).busca).toBe("");
  });

  it("o contrato fica na lista (GSI1) e na busca da lista (GSI4), com a mesma ordem", () => {
    expect(Contrato.indices(contrato)).toMatchObject({ GSI1PK: "EMP#E1#CONTRATOS", GSI1SK: "C1", GSI4PK: "EMP#E1#CONTRATOS", GSI4SK: "C1" });
    expect(Parcela.indices(parcela)).not.toHaveProperty("GSI4PK");
  });

  it("um item gravado fora do formato é erro interno com a chave, nunca um ZodError (que viraria 400)", () => {
    const ruim = { ...Parcela.item(parcela), valor_parcela_centavos: "93,75" };
    let erro: unknown;
    try {
      Parcela.ler(ruim);
    } catch (e) {
      erro = e;
    }
    expect(erro).toBeInstanceOf(ItemInvalido);
    expect(erro).not.toBeInstanceOf(z.core.$ZodError);
    expect((erro as ItemInvalido).message).toContain("EMP#E1 / CONTRATO#C1#PARCELA#01");
  });

  it("não grava um item fora do formato", () => {
    expect(() => Parcela.item({ ...parcela, data_vencimento: "05/12/2026" })).toThrow(ItemInvalido);
  });
});
