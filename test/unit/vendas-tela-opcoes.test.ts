/** What the sale form, the finance filters and the dashboard grid show. */
import { describe, expect, it } from "vitest";
import { celulasDoMes, diasDoMes, mesTemVendas, nomeDoMes, rotuloQuantidade } from "../../frontend/src/features/relatorios/mes-dashboard";
import {
  OPCOES_FORMA,
  OPCOES_FORMA_FILTRO,
  OPCOES_PARCELAS_BOLETO,
  ROTULO_ACAO,
  opcaoCliente,
  opcaoItem,
  periodoDoMes,
} from "../../frontend/src/features/vendas/opcoes-venda";
import { MSG_RECIBO, recusaReciboVenda } from "../../shared/vendas/pagamento-balcao";
import { MSG_VENDA, recusaMudancaStatus, transicoesDaVenda, transicoesPermitidas } from "../../shared/vendas/schemas";

describe("opções do formulário de venda", () => {
  it("finds a customer by name, by CPF digits and by masked CPF", () => {
    const o = opcaoCliente({ id: "c1", nome: "Maria Souza", cpf: "52998224725" });
    expect(o.rotulo).toBe("Maria Souza — 529.982.247-25");
    for (const termo of ["Maria", "52998224725", "529.982.247-25"]) expect(o.busca).toContain(termo);
    expect(opcaoCliente({ id: "c2", nome: "Sem CPF", cpf: null }).rotulo).toBe("Sem CPF");
  });

  it("shows a device's IMEI with model, colour and price", () => {
    const o = opcaoItem({
      id: "i1",
      imei: "356938035643809",
      cor: "Preto",
      produto: { codigo: "0001", nome_modelo: "Galaxy A15", preco_final: 1234.5, marca: { nome: "Samsung" } },
    });
    expect(o.detalhe).toBe("Galaxy A15 · Preto · R$ 1.234,50");
    for (const termo of ["356938035643809", "Galaxy A15", "Samsung", "0001"]) expect(o.busca).toContain(termo);
    expect(opcaoItem({ id: "i2", imei: "1", cor: "Azul", produto: null }).detalhe).toBe("Produto não encontrado · Azul");
  });

  it("offers the five payment methods with pt-BR labels and the finance filter only PIX, DINHEIRO and BOLETO", () => {
    expect(OPCOES_FORMA.map((o) => o.value)).toEqual(["PIX", "DINHEIRO", "CARTAO_CREDITO", "CARTAO_DEBITO", "BOLETO"]);
    expect(OPCOES_FORMA.map((o) => o.label)).toEqual(["PIX", "Dinheiro", "Cartão de crédito", "Cartão de débito", "Boleto parcelado"]);
    expect(OPCOES_FORMA_FILTRO.map((o) => o.value)).toEqual(["PIX", "DINHEIRO", "BOLETO"]);
  });

  it("labels the boleto options with their interest", () => {
    expect(OPCOES_PARCELAS_BOLETO).toEqual([
      { value: 8, label: "8x" },
      { value: 12, label: "12x" },
      { value: 16, label: "16x" },
      { value: 18, label: "18x" },
    ]);
  });

  it.each([
    ["ATIVA", ["Marcar como Paga", "Marcar como Inadimplente", "Cancelar Venda"]],
    ["PAGA", ["Cancelar Venda"]],
    ["INADIMPLENTE", ["Cancelar Venda"]],
    ["CANCELADA", []],
  ] as const)("a sale %s offers %j", (status, botoes) => {
    expect(transicoesPermitidas(status).map((s) => ROTULO_ACAO[s])).toEqual(botoes);
    // A sale of before issue 27 paid at the counter may still be ATIVA: spec section 4's buttons.
    expect(transicoesDaVenda({ status, forma_pagamento: "PIX" }).map((s) => ROTULO_ACAO[s])).toEqual(botoes);
  });

  it.each([
    ["ATIVA", ["Cancelar Venda"]],
    ["INADIMPLENTE", ["Cancelar Venda"]],
    ["PAGA", ["Cancelar Venda"]],
    ["CANCELADA", []],
  ] as const)("a boleto sale %s offers %j: it follows its contract (issue 36 item 2)", (status, botoes) => {
    expect(transicoesDaVenda({ status, forma_pagamento: "BOLETO" }).map((s) => ROTULO_ACAO[s])).toEqual(botoes);
  });

  it("says why a boleto sale is not marked paid or overdue by hand", () => {
    const boleto = { status: "ATIVA", forma_pagamento: "BOLETO" } as const;
    expect(recusaMudancaStatus(boleto, "PAGA")).toBe("Venda no boleto: a quitação é feita pelo contrato, em Controle de Boletos.");
    expect(recusaMudancaStatus(boleto, "INADIMPLENTE")).toBe(MSG_VENDA.boletoInadimplente);
    expect(recusaMudancaStatus(boleto, "CANCELADA")).toBeNull();
    expect(recusaMudancaStatus({ status: "PAGA", forma_pagamento: "BOLETO" }, "INADIMPLENTE")).toBe(MSG_VENDA.transicaoInvalida("PAGA", "INADIMPLENTE"));
    expect(recusaMudancaStatus({ status: "ATIVA", forma_pagamento: "DINHEIRO" }, "PAGA")).toBeNull();
  });
});

describe("'Recibo' de uma venda", () => {
  it.each([
    ["PIX", "PAGA", 0, null],
    ["DINHEIRO", "CANCELADA", 0, MSG_RECIBO.vendaNaoPaga],
    ["BOLETO", "ATIVA", 25_000, null],
    ["BOLETO", "INADIMPLENTE", 25_000, null],
    ["BOLETO", "PAGA", 25_000, null],
    ["BOLETO", "ATIVA", 0, MSG_RECIBO.vendaBoletoSemEntrada],
    ["BOLETO", "CANCELADA", 25_000, MSG_RECIBO.vendaCancelada],
  ] as const)("a %s sale %s with %i centavos of entry: %s", (forma_pagamento, status, entrada, recusa) => {
    // A boleto sale's receipt is its entry's, paid at the counter (issue 36 item 12).
    expect(recusaReciboVenda({ forma_pagamento, status }, entrada)).toBe(recusa);
  });
});

describe("periodoDoMes", () => {
  it.each([
    ["2026-02-14", "2026-02-01", "2026-02-28"],
    ["2028-02-03", "2028-02-01", "2028-02-29"],
    ["2026-04-01", "2026-04-01", "2026-04-30"],
    ["2026-12-31", "2026-12-01", "2026-12-31"],
  ])("for %s runs from %s to %s", (hoje, de, ate) => {
    expect(periodoDoMes(hoje)).toEqual({ de, ate });
  });
});

describe("grade do dashboard", () => {
  it("names the month in pt-BR", () => {
    expect(nomeDoMes("2026-03")).toBe("março de 2026");
    expect(nomeDoMes("2026-12")).toBe("dezembro de 2026");
  });

  it("always has 31 cells, filling missing days with zero", () => {
    const c = celulasDoMes([{ dia: 5, quantidade: 2, receita: 300 }]);
    expect(c).toHaveLength(31);
    expect(c[0]).toEqual({ dia: 1, quantidade: 0, receita: 0 });
    expect(c[4]).toEqual({ dia: 5, quantidade: 2, receita: 300 });
    expect(c[30]!.dia).toBe(31);
  });

  it.each([
    ["2026-02", 28],
    ["2028-02", 29],
    ["2026-11", 30],
    ["2026-12", 31],
  ])("knows %s has %i days (the other cells are dimmed)", (mes, n) => {
    expect(diasDoMes(mes)).toBe(n);
  });

  it("knows when the month has no sales", () => {
    expect(mesTemVendas(celulasDoMes([]))).toBe(false);
    expect(mesTemVendas([{ dia: 3, quantidade: 1, receita: 10 }])).toBe(true);
  });

  it.each([
    [0, "0 vendas"],
    [1, "1 venda"],
    [3, "3 vendas"],
  ])("counts %i as '%s'", (n, texto) => {
    expect(rotuloQuantidade(n)).toBe(texto);
  });
});
