import { describe, expect, it } from "vitest";
import { contribuicoesItem } from "../../functions/estoque/agregados";
import { diferenca } from "../../functions/lib/db/agregados";
import { contribuicoesParcela, contribuicoesVenda } from "../../functions/vendas/agregados";

const venda = { data_venda: "2026-11-05", valor_total_centavos: 166667, forma_pagamento: "BOLETO", status: "ATIVA", produto_id: "P1", vendedor_id: "U1", custo_centavos: 81250 };
const item = { produto_id: "P1", status: "em_estoque", valor_unitario_centavos: 81250, preco_venda_centavos: 100000 };

describe("agregados como projeção dos itens", () => {
  it("uma venda ativa soma no mês, no boleto e no seu dia; cancelada não soma nada", () => {
    expect(contribuicoesVenda("E1", venda).filter((c) => c.chave.SK.startsWith("AGREGADO#"))).toEqual([
      {
        chave: { PK: "EMP#E1", SK: "AGREGADO#VENDAS#2026-11" },
        entidade: "agregado_vendas",
        valores: { qtd: 1, receita_centavos: 166667, qtd_boleto: 1, receita_boleto_centavos: 166667, d05_qtd: 1, d05_receita: 166667 },
      },
    ]);
    expect(contribuicoesVenda("E1", { ...venda, status: "CANCELADA" })).toEqual([]);
  });

  it.each([
    ["aberta", 11805],
    ["vencida", 11805],
    ["paga", 0],
    ["cancelada", 0],
  ])("uma parcela %s soma %i ao pendente", (status_parcela, pendente) => {
    const c = contribuicoesParcela("E1", { valor_parcela_centavos: 11805, status_parcela, data_vencimento: "2026-12-05", data_pagamento: null });
    expect(c.reduce((s, x) => s + (x.valores.pendente_centavos ?? 0), 0)).toBe(pendente);
  });

  it("vender um aparelho move contadores, valores em estoque e receita na posição e nos totais", () => {
    const antes = contribuicoesItem("E1", item);
    const depois = contribuicoesItem("E1", { ...item, status: "vendido", receita_venda_centavos: 166667 });
    const mudanca = { em_estoque: -1, vendido: 1, custo_em_estoque_centavos: -81250, venda_em_estoque_centavos: -100000, receita_centavos: 166667 };
    expect(diferenca(antes, depois)).toEqual([
      { chave: { PK: "EMP#E1", SK: "POSICAO#P1" }, entidade: "agregado_estoque", fixos: { produto_id: "P1" }, valores: mudanca },
      { chave: { PK: "EMP#E1", SK: "AGREGADO#ESTOQUE" }, entidade: "agregado_estoque", valores: mudanca },
    ]);
  });

  it("uma mudança que não mexe em números não toca agregado nenhum; uma exclusão tira tudo", () => {
    expect(diferenca(contribuicoesVenda("E1", venda), contribuicoesVenda("E1", { ...venda, updated_at: "x" }))).toEqual([]);
    expect(diferenca(contribuicoesItem("E1", item), [])).toEqual(
      expect.arrayContaining([expect.objectContaining({ valores: { em_estoque: -1, total_registrados: -1, custo_em_estoque_centavos: -81250, venda_em_estoque_centavos: -100000 } })]),
    );
  });

  it("só conta nos agregados dos relatórios (REL#) a imagem com a marca; marcar depois soma a contribuição inteira, uma vez", () => {
    const venda = { data_venda: "2026-11-05", valor_total_centavos: 100000, forma_pagamento: "PIX", produto_id: "P1", status: "ATIVA", vendedor_id: "U1", custo_centavos: 81250 };
    const rel = (cs: { chave: { SK: string } }[]) => cs.filter((c) => c.chave.SK.startsWith("REL#")).map((c) => c.chave.SK).sort();
    expect(rel(contribuicoesVenda("E1", venda))).toEqual([]);
    const marcada = { ...venda, rel_versao: 2 };
    expect(rel(contribuicoesVenda("E1", marcada))).toEqual([
      "REL#VDIAS#FORMA#2026-11#PIX",
      "REL#VDIAS#PRODUTO#2026-11#P1",
      "REL#VDIAS#VENDEDOR#2026-11#U1",
      "REL#VENDAS#FORMA#2026-11#PIX",
      "REL#VENDAS#PRODUTO#2026-11#P1",
      "REL#VENDAS#TOTAL#2026-11#-",
      "REL#VENDAS#VENDEDOR#2026-11#U1",
      "REL#VFDIA#2026-11-05",
      "REL#VFIN#2026-11",
    ]);
    // The backfill's change: only the report aggregates move, the dashboard's do not.
    const delta = diferenca(contribuicoesVenda("E1", venda), contribuicoesVenda("E1", marcada));
    expect(delta.every((c) => c.chave.SK.startsWith("REL#"))).toBe(true);
    expect(delta.find((c) => c.chave.SK === "REL#VENDAS#PRODUTO#2026-11#P1")?.valores).toEqual({ qtd: 1, receita: 100000, custo: 81250 });
    expect(delta.find((c) => c.chave.SK === "REL#VDIAS#PRODUTO#2026-11#P1")?.valores).toEqual({ d05_qtd: 1, d05_receita: 100000, d05_custo: 81250 });
    const parcela = { valor_parcela_centavos: 5000, status_parcela: "aberta", data_vencimento: "2026-12-05" };
    expect(rel(contribuicoesParcela("E1", parcela))).toEqual([]);
    expect(rel(contribuicoesParcela("E1", { ...parcela, rel_versao: 1 }))).toEqual(["REL#PARCELAS#2026-12", "REL#PDIAS#2026-12"]);
    // Paid: it leaves the open amounts (month and day), and counts as paid in its month only.
    const paga = diferenca(contribuicoesParcela("E1", { ...parcela, rel_versao: 1 }), contribuicoesParcela("E1", { ...parcela, rel_versao: 1, status_parcela: "paga", data_pagamento: "2026-12-04" }));
    expect(paga.map((c) => [c.chave.SK, c.valores])).toEqual([
      ["AGREGADO#FINANCEIRO", { pendente_centavos: -5000 }],
      ["REL#PARCELAS#2026-12", { aberto_qtd: -1, aberto_centavos: -5000, pago_no_prazo_qtd: 1, pago_no_prazo_centavos: 5000 }],
      ["REL#PDIAS#2026-12", { d05_aberto_qtd: -1, d05_aberto: -5000 }],
    ]);
    // From mark 3, paid on time is also kept per due day (a report tells paid early from fallen due);
    // raising a paid instalment's mark from 1 adds only that cell.
    const pagaV3 = diferenca(contribuicoesParcela("E1", { ...parcela, rel_versao: 3 }), contribuicoesParcela("E1", { ...parcela, rel_versao: 3, status_parcela: "paga", data_pagamento: "2026-12-04" }));
    expect(pagaV3.find((c) => c.chave.SK === "REL#PDIAS#2026-12")?.valores).toEqual({ d05_aberto_qtd: -1, d05_aberto: -5000, d05_pago_no_prazo_qtd: 1, d05_pago_no_prazo: 5000 });
    const pagaAntes = { ...parcela, status_parcela: "paga", data_pagamento: "2026-12-04" };
    const marcadaDepois = diferenca(contribuicoesParcela("E1", { ...pagaAntes, rel_versao: 1 }), contribuicoesParcela("E1", { ...pagaAntes, rel_versao: 3 }));
    expect(marcadaDepois.map((c) => [c.chave.SK, c.valores])).toEqual([["REL#PDIAS#2026-12", { d05_pago_no_prazo_qtd: 1, d05_pago_no_prazo: 5000 }]]);
    const item = { produto_id: "P1", status: "em_estoque", valor_unitario_centavos: 81250, preco_venda_centavos: 100000, data_registro: "2026-10-01" };
    expect(rel(contribuicoesItem("E1", item))).toEqual([]);
    // Stock counts from mark 2 (the layout of per product totals and entry-day cells); a mark 1 is raised by the backfill.
    expect(rel(contribuicoesItem("E1", { ...item, rel_versao: 1 }))).toEqual([]);
    expect(rel(contribuicoesItem("E1", { ...item, rel_versao: 2 }))).toEqual(["REL#ESTQ#DIAS#2026-10#P1", "REL#ESTQ#PROD#P1"]);
    const subiu = diferenca(contribuicoesItem("E1", { ...item, rel_versao: 1 }), contribuicoesItem("E1", { ...item, rel_versao: 2 }));
    expect(subiu.map((c) => [c.chave.SK, c.valores])).toEqual([
      ["REL#ESTQ#PROD#P1", { qtd: 1 }],
      ["REL#ESTQ#DIAS#2026-10#P1", { d1001: 1 }],
    ]);
    // Sold and its sale cancelled: out of both, then back in both; the dashboard's position follows alike.
    const marcado = { ...item, rel_versao: 2 };
    const vendido = { ...marcado, status: "vendido", venda_id: "V1", receita_venda_centavos: 120000 };
    const saida = diferenca(contribuicoesItem("E1", marcado), contribuicoesItem("E1", vendido));
    expect(saida.filter((c) => c.chave.SK.startsWith("REL#")).map((c) => [c.chave.SK, c.valores])).toEqual([
      ["REL#ESTQ#PROD#P1", { qtd: -1 }],
      ["REL#ESTQ#DIAS#2026-10#P1", { d1001: -1 }],
    ]);
    const cancelada = diferenca(contribuicoesItem("E1", vendido), contribuicoesItem("E1", marcado));
    expect(cancelada.map((c) => [c.chave.SK, c.valores])).toEqual(saida.map((c) => [c.chave.SK, Object.fromEntries(Object.entries(c.valores).map(([k, v]) => [k, -v]))]));
    // An item of a big entry still pending counts nowhere until its mark is cleared.
    expect(contribuicoesItem("E1", { ...marcado, entrada_pendente: "EN1" })).toEqual([]);
  });

  it("recusa uma imagem sem os números de que o agregado precisa, em vez de supor zero", () => {
    expect(() => contribuicoesVenda("E1", { ...venda, valor_total_centavos: undefined })).toThrow();
    expect(() => contribuicoesItem("E1", { ...item, status: "perdido" })).toThrow();
  });
});
