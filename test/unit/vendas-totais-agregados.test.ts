import { describe, expect, it } from "vitest";
import { diferenca } from "../../functions/lib/db/agregados";
import { contribuicoesVenda } from "../../functions/vendas/agregados";
import { somarTotais } from "../../functions/vendas/agregados-totais";

const venda = { data_venda: "2026-11-05", valor_total_centavos: 166667, forma_pagamento: "BOLETO", status: "ATIVA", produto_id: "P1", vendedor_id: "U1", rel_versao: 2 };
const fin = <C extends { chave: { SK: string } }>(cs: C[]) => cs.filter((c) => /^REL#VF(IN|DIA)#/.test(c.chave.SK));

describe("totais da lista de vendas como agregados (REL#VFIN / REL#VFDIA)", () => {
  it("uma venda soma na célula da sua forma e status, no mês e no dia; a cancelada continua contando na quantidade", () => {
    const valores = { BOLETO_ATIVA_qtd: 1, BOLETO_ATIVA_centavos: 166667 };
    expect(fin(contribuicoesVenda("E1", venda))).toEqual([
      { chave: { PK: "EMP#E1", SK: "REL#VFIN#2026-11" }, entidade: "agregado_rel_vendas_fin", fixos: { mes: "2026-11" }, valores },
      { chave: { PK: "EMP#E1", SK: "REL#VFDIA#2026-11-05" }, entidade: "agregado_rel_vendas_fin_dia", fixos: { data: "2026-11-05" }, valores },
    ]);
    // Cancelling moves the sale's cells from ATIVA to CANCELADA (nothing else of the totals is left behind).
    const delta = fin(diferenca(contribuicoesVenda("E1", venda), contribuicoesVenda("E1", { ...venda, status: "CANCELADA" })));
    expect(delta.map((c) => c.valores)).toEqual([
      { BOLETO_ATIVA_qtd: -1, BOLETO_ATIVA_centavos: -166667, BOLETO_CANCELADA_qtd: 1, BOLETO_CANCELADA_centavos: 166667 },
      { BOLETO_ATIVA_qtd: -1, BOLETO_ATIVA_centavos: -166667, BOLETO_CANCELADA_qtd: 1, BOLETO_CANCELADA_centavos: 166667 },
    ]);
    // Without the reports' mark (older items before the backfill) it is not counted yet, nor with
    // mark 1 (sales counted before these totals existed); raising 1 → 2 adds exactly the totals.
    expect(fin(contribuicoesVenda("E1", { ...venda, rel_versao: undefined }))).toEqual([]);
    expect(fin(contribuicoesVenda("E1", { ...venda, rel_versao: 1 }))).toEqual([]);
    const subiu = diferenca(contribuicoesVenda("E1", { ...venda, rel_versao: 1 }), contribuicoesVenda("E1", venda));
    expect(subiu.map((c) => c.chave.SK)).toEqual(["REL#VFIN#2026-11", "REL#VFDIA#2026-11-05"]);
  });

  it("soma os itens pelos filtros: quantidade com canceladas, receita sem elas, recebido PAGA, pendente ATIVA e INADIMPLENTE", () => {
    const itens = [
      { PIX_PAGA_qtd: 2, PIX_PAGA_centavos: 200000, BOLETO_ATIVA_qtd: 1, BOLETO_ATIVA_centavos: 166667 },
      { BOLETO_INADIMPLENTE_qtd: 1, BOLETO_INADIMPLENTE_centavos: 50000, DINHEIRO_CANCELADA_qtd: 1, DINHEIRO_CANCELADA_centavos: 70000 },
    ];
    expect(somarTotais(itens, {})).toEqual({ quantidade: 5, receita_total: 4166.67, receita_recebida: 2000, receita_pendente: 2166.67 });
    expect(somarTotais(itens, { forma_pagamento: "BOLETO" })).toEqual({ quantidade: 2, receita_total: 2166.67, receita_recebida: 0, receita_pendente: 2166.67 });
    expect(somarTotais(itens, { status: "CANCELADA" })).toEqual({ quantidade: 1, receita_total: 0, receita_recebida: 0, receita_pendente: 0 });
    expect(somarTotais([], { status: "PAGA", forma_pagamento: "PIX" })).toEqual({ quantidade: 0, receita_total: 0, receita_recebida: 0, receita_pendente: 0 });
  });
});
