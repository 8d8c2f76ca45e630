import { describe, expect, it } from "vitest";
import { pagarParcela } from "../../functions/boletos/pagar-parcela";
import { vencimentoUtil } from "../../shared/boletos/dias-bancarios";
import { hojeBrasil } from "../../shared/br/datas";
import { chamarApi, novaEmpresa } from "../support/api";
import { divergenciasRelatorios } from "../support/agregados-relatorios";
import { c, dias } from "../support/relatorios";
import { lojaComEstoque, vendaBoleto } from "../support/vendas";
import { fluxoEmDia } from "../support/fluxo";

const HOJE = hojeBrasil();
const diasAte = (de: string, ate: string) => Math.round((Date.parse(`${ate}T00:00:00Z`) - Date.parse(`${de}T00:00:00Z`)) / 86_400_000);

interface ParcelaFeita {
  centavos: number;
  vencimento: string;
  pagaEm: string | null;
  cancelada: boolean;
}

describe("relatórios de recebíveis e de inadimplência", () => {
  it("somam, ao centavo, as parcelas em aberto por atraso e cada mês de vencimento, com um pagamento em dia, um atrasado e uma venda cancelada", async () => {
    const a = await novaEmpresa();
    const { cliente, itens } = await lojaComEstoque(a.token, 2);
    const feitas: ParcelaFeita[] = [];
    const vender = async (dataVenda: string, item: string, extra: Record<string, unknown>) => {
      const r = await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(cliente.id, item, dataVenda, extra) });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      const parcelas = (r.body.parcelas as { numero_parcela: number; valor_parcela: number; data_vencimento: string }[]).map((p) => ({
        numero: p.numero_parcela,
        feita: { centavos: c(p.valor_parcela), vencimento: p.data_vencimento, pagaEm: null as string | null, cancelada: false },
      }));
      feitas.push(...parcelas.map((p) => p.feita));
      return { venda: r.body.venda.id as string, contrato: r.body.contrato.id as string, parcelas };
    };
    // Sale 1, 100 days ago, 8 instalments 30 days apart: 1 paid late, 2 paid on time, 3 overdue, the rest to fall due.
    const v1 = await vender(dias(HOJE, -100), itens[0]!.id, { qtd_parcelas: 8, entrada: 300 });
    // Sale 2, 50 days ago, cancelled: its instalments leave every report.
    const v2 = await vender(dias(HOJE, -50), itens[1]!.id, { qtd_parcelas: 12, entrada: 250 });
    expect((await chamarApi("PATCH", `/api/vendas/${v2.venda}/status`, { token: a.token, body: { status: "CANCELADA" } })).status).toBe(200);
    for (const p of v2.parcelas) p.feita.cancelada = true;

    const p1 = v1.parcelas[0]!.feita;
    const p2 = v1.parcelas[1]!.feita;
    p1.pagaEm = dias(vencimentoUtil(p1.vencimento), 3);
    p2.pagaEm = dias(p2.vencimento, -1);
    for (const [n, p] of [[1, p1], [2, p2]] as const) {
      const r = await pagarParcela(a.empresa.id, v1.contrato, n, { data: p.pagaEm!, valorCentavos: p.centavos, origem: "manual" });
      expect(r.resultado).toBe("paga");
    }

    // Aggregates follow the stream: read only once it has applied the sales, cancellation and payments.
    await fluxoEmDia();

    // Receivables at today: every unpaid, not cancelled instalment in its bucket by days past due.
    const limites: [string, number][] = [["vencido_1_15", 15], ["vencido_16_30", 30], ["vencido_31_60", 60], ["vencido_61_90", 90], ["vencido_90_mais", Infinity]];
    const faixas = new Map<string, { quantidade: number; valor: number }>(["a_vencer", ...limites.map(([f]) => f)].map((f) => [f, { quantidade: 0, valor: 0 }]));
    for (const p of feitas.filter((x) => !x.pagaEm && !x.cancelada)) {
      const atraso = diasAte(p.vencimento, HOJE);
      const f = atraso <= 0 ? "a_vencer" : limites.find(([, max]) => atraso <= max)![0];
      faixas.get(f)!.quantidade += 1;
      faixas.get(f)!.valor += p.centavos;
    }
    const esperadoFaixas = [...faixas].map(([chave, f]) => expect.objectContaining({ chave, quantidade: f.quantidade, valor: f.valor / 100 }));
    await expect
      .poll(async () => (await chamarApi("GET", "/api/relatorios/recebiveis", { token: a.token })).body?.faixas, { timeout: 20_000, interval: 250 })
      .toEqual(esperadoFaixas);
    await expect.poll(() => divergenciasRelatorios(a.empresa.id), { timeout: 20_000, interval: 250 }).toEqual([]);
    expect(faixas.get("vencido_1_15")!.quantidade).toBe(1);

    // A later base date moves the same instalments to older buckets.
    const base = dias(HOJE, 40);
    const maisTarde = await chamarApi("GET", `/api/relatorios/recebiveis?data_base=${base}`, { token: a.token });
    const atrasadas = feitas.filter((x) => !x.pagaEm && !x.cancelada && diasAte(x.vencimento, base) > 0);
    expect(maisTarde.body.faixas.filter((f: { chave: string }) => f.chave !== "a_vencer").reduce((s: number, f: { valor: number }) => s + c(f.valor), 0)).toBe(
      atrasadas.reduce((s, p) => s + p.centavos, 0),
    );

    // Default rate per due month of the period.
    const de = dias(HOJE, -110);
    const ate = dias(HOJE, 150);
    const meses = new Map<string, { vencido: number; pago_no_prazo: number; pago_em_atraso: number; nao_pago: number; a_vencer: number }>();
    for (let d = de; d.slice(0, 7) <= ate.slice(0, 7); d = dias(`${d.slice(0, 8)}01`, 32)) meses.set(d.slice(0, 7), { vencido: 0, pago_no_prazo: 0, pago_em_atraso: 0, nao_pago: 0, a_vencer: 0 });
    for (const p of feitas.filter((x) => !x.cancelada)) {
      const m = meses.get(p.vencimento.slice(0, 7));
      if (!m) continue;
      if (p.pagaEm) m[p.pagaEm <= vencimentoUtil(p.vencimento) ? "pago_no_prazo" : "pago_em_atraso"] += p.centavos;
      else m[vencimentoUtil(p.vencimento) < HOJE ? "nao_pago" : "a_vencer"] += p.centavos;
    }
    const r = await chamarApi("GET", `/api/relatorios/inadimplencia?de=${de}&ate=${ate}`, { token: a.token });
    expect(r.status).toBe(200);
    expect(r.body.meses).toEqual(
      [...meses].map(([mes, m]) => {
        const vencido = m.pago_no_prazo + m.pago_em_atraso + m.nao_pago;
        return expect.objectContaining({
          mes,
          vencido: vencido / 100,
          pago_no_prazo: m.pago_no_prazo / 100,
          pago_em_atraso: m.pago_em_atraso / 100,
          nao_pago: m.nao_pago / 100,
          a_vencer: m.a_vencer / 100,
          taxa_inadimplencia: vencido ? Math.round((m.nao_pago / vencido) * 10_000) / 100 : 0,
        });
      }),
    );
    const soma = (k: "pago_no_prazo" | "pago_em_atraso" | "nao_pago") => [...meses.values()].reduce((s, m) => s + m[k], 0);
    expect(soma("pago_no_prazo")).toBe(p2.centavos);
    expect(soma("pago_em_atraso")).toBe(p1.centavos);
    expect(c(r.body.totais.nao_pago)).toBe(soma("nao_pago"));
    expect(r.body.atualizado_em).toEqual(expect.any(String));
  });
});
