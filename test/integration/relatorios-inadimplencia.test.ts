/**
 * Issue 30, item 9: the Inadimplência report counted slips paid before their due date as
 * "Vencido" (R$ 494,32 in dez/2026 for slips paid early). What has not fallen due yet is not in
 * the default base: paid early, it shows as 'Pago antes do vencimento'. Real handlers, the stream
 * consumer's aggregates, the local stack.
 */
import { describe, expect, it } from "vitest";
import { pagarParcela } from "../../functions/boletos/pagar-parcela";
import { hojeBrasil } from "../../shared/br/datas";
import { chamarApi, novaEmpresa } from "../support/api";
import { fluxoEmDia } from "../support/fluxo";
import { c, dias } from "../support/relatorios";
import { lojaComEstoque, vendaBoleto } from "../support/vendas";

const HOJE = hojeBrasil();

describe("inadimplência com parcelas pagas antes do vencimento", () => {
  it("pagas hoje, com vencimento futuro: fora de 'vencido', em 'pago_antecipado'; a taxa não muda", async () => {
    const a = await novaEmpresa();
    const { cliente, itens } = await lojaComEstoque(a.token, 1);
    const venda = await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(cliente.id, itens[0]!.id, HOJE, { qtd_parcelas: 8, entrada: 300 }) });
    expect(venda.status, JSON.stringify(venda.body)).toBe(201);
    const parcelas = venda.body.parcelas as { numero_parcela: number; valor_parcela: number; data_vencimento: string }[];
    expect(parcelas.every((p) => p.data_vencimento > HOJE)).toBe(true);
    for (const p of parcelas.slice(0, 2)) {
      const r = await pagarParcela(a.empresa.id, venda.body.contrato.id, p.numero_parcela, { data: HOJE, valorCentavos: c(p.valor_parcela), origem: "manual" });
      expect(r.resultado).toBe("paga");
    }
    await fluxoEmDia();

    const ate = dias(HOJE, 300);
    const r = await chamarApi("GET", `/api/relatorios/inadimplencia?de=${HOJE}&ate=${ate}`, { token: a.token });
    expect(r.status).toBe(200);
    const [p1, p2, ...resto] = parcelas.map((p) => c(p.valor_parcela));
    const aVencer = resto.reduce((s, v) => s + v, 0);
    expect({
      vencido: c(r.body.totais.vencido),
      pago_no_prazo: c(r.body.totais.pago_no_prazo),
      pago_antecipado: c(r.body.totais.pago_antecipado),
      a_vencer: c(r.body.totais.a_vencer),
      nao_pago: c(r.body.totais.nao_pago),
      taxa: r.body.totais.taxa_inadimplencia,
    }).toEqual({ vencido: 0, pago_no_prazo: 0, pago_antecipado: p1! + p2!, a_vencer: aVencer, nao_pago: 0, taxa: 0 });
    // Each paid slip in its own due month, none of it "vencido".
    for (const p of parcelas.slice(0, 2)) {
      const mes = r.body.meses.find((m: { mes: string }) => m.mes === p.data_vencimento.slice(0, 7));
      expect(mes, p.data_vencimento).toMatchObject({ vencido: 0, pago_no_prazo: 0 });
      expect(c(mes.pago_antecipado)).toBeGreaterThanOrEqual(c(p.valor_parcela));
    }

    // Another company's report sees none of it.
    const b = await novaEmpresa();
    const deB = await chamarApi("GET", `/api/relatorios/inadimplencia?de=${HOJE}&ate=${ate}`, { token: b.token });
    expect(deB.body.totais).toMatchObject({ vencido: 0, pago_antecipado: 0, a_vencer: 0 });
  });
});
