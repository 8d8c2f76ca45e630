/** Issue 36 item 12: the contract prints the buyer's whole address (street, city/UF, CEP), as the sample does. */
import { describe, expect, it } from "vitest";
import { dadosDoDocumento } from "../../functions/vendas/domain";
import type { VendaGravada } from "../../functions/vendas/entidades";
import { enderecoPorExtenso } from "../../shared/br/endereco";
import { CONTRATO_PADRAO } from "../../shared/documentos/modelos-padrao";
import { renderizarDocumento } from "../../shared/documentos/renderizar";

describe("endereço do comprador no documento", () => {
  it("rua, cidade/UF e CEP, só as partes que existem", () => {
    expect(enderecoPorExtenso({ endereco: "Rua da Aurora, 100", cidade: "Recife", uf: "PE", cep: "50050000" })).toBe("Rua da Aurora, 100, Recife/PE, CEP 50050-000");
    expect(enderecoPorExtenso({ endereco: "Rua da Aurora, 100", cidade: null, uf: null, cep: null })).toBe("Rua da Aurora, 100");
    expect(enderecoPorExtenso({ endereco: " ", cidade: "Recife", uf: "PE" })).toBe("Recife/PE");
    expect(enderecoPorExtenso({})).toBe("");
  });

  it("o contrato gerado na venda traz CEP, cidade e UF do cliente", () => {
    const venda = { imei: "356938035643809", cor: "Azul", valor_total_centavos: 187500, qtd_parcelas: 12, valor_parcela_centavos: 13021, entrada_centavos: 31250, data_venda: "2026-12-07", forma_pagamento: "BOLETO" } as unknown as VendaGravada;
    const dados = dadosDoDocumento(
      venda,
      { cliente: { nome: "Maria Oliveira", cpf: "31860427987", telefone: "81998112233", endereco: "Rua da Aurora, 100", cidade: "Recife", uf: "PE", cep: "50050000" }, empresa: { nome_fantasia: "Loja", cnpj: "11222333000181" }, produto: { nome_modelo: "Galaxy A15", marca: "Samsung" } },
      "2026-12-07",
    );
    expect(renderizarDocumento(CONTRATO_PADRAO, "contrato", dados).html).toContain("Rua da Aurora, 100, Recife/PE, CEP 50050-000");
  });
});
