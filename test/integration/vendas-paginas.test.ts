/**
 * GET /api/vendas in pages (docs/api.md: `?limit=`, `next`, `?cursor=`): every sale of the period once,
 * filters across pages, totals from the aggregates (whole months and edge days), and a cursor that
 * is forged, garbled, too long or another company's is a 400 'Cursor inválido' that leaks nothing.
 */
import { describe, expect, it } from "vitest";
import { chamarApi, novaEmpresa, todasAsPaginas } from "../support/api";
import { lojaComEstoque, vendaBoleto } from "../support/vendas";
import { ESPERA_FLUXO_MS } from "../support/fluxo";

type V = { id: string; data_venda: string; forma_pagamento: string };
const ids = (paginas: { items: V[] }[]) => paginas.flatMap((p) => p.items.map((v) => v.id));

async function lojaComVendas() {
  const a = await novaEmpresa();
  const { cliente, itens } = await lojaComEstoque(a.token, 7);
  const vender = async (i: number, body: Record<string, unknown>) => {
    const r = await chamarApi("POST", "/api/vendas", { token: a.token, body: { cliente_id: cliente.id, imei_id: itens[i]!.id, ...body } });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.venda as V;
  };
  const pix = await Promise.all(["2026-10-03", "2026-10-10", "2026-10-10", "2026-10-20", "2026-10-31"].map((d, i) => vender(i, { forma_pagamento: "PIX", data_venda: d })));
  const boleto = await vender(5, vendaBoleto(cliente.id, itens[5]!.id, "2026-10-15"));
  const novembro = await vender(6, { forma_pagamento: "DINHEIRO", data_venda: "2026-11-02" });
  expect((await chamarApi("PATCH", `/api/vendas/${pix[4]!.id}/status`, { token: a.token, body: { status: "CANCELADA" } })).status).toBe(200);
  return { a, pix, boleto, novembro };
}

const totais = async (token: string, q: string) => (await chamarApi("GET", `/api/vendas?${q}`, { token })).body.totais;
const esperarTotais = (token: string, q: string) => expect.poll(() => totais(token, q), { timeout: ESPERA_FLUXO_MS, interval: 200 });

describe("GET /api/vendas paginado", () => {
  it("percorre o mês em páginas sem repetir nem pular, com os filtros em todas as páginas e os totais só na primeira", async () => {
    const { a, pix, boleto, novembro } = await lojaComVendas();
    const outubro = [...pix, boleto];
    const paginas = await todasAsPaginas(a.token, "/api/vendas?de=2026-10-01&ate=2026-10-31&limit=2");
    expect(paginas.map((p) => p.items.length)).toEqual([2, 2, 2]);
    expect(paginas.map((p) => p.next === null)).toEqual([false, false, true]);
    expect(ids(paginas)).toHaveLength(6);
    expect([...ids(paginas)].sort()).toEqual(outubro.map((v) => v.id).sort());
    const datas = paginas.flatMap((p) => p.items.map((v: V) => v.data_venda));
    expect(datas).toEqual([...datas].sort().reverse());
    expect(paginas.slice(1).every((p) => p.totais === undefined)).toBe(true);
    expect(ids(paginas)).not.toContain(novembro.id);

    const soPix = await todasAsPaginas(a.token, "/api/vendas?de=2026-10-01&ate=2026-10-31&forma_pagamento=PIX&limit=2");
    expect(soPix.map((p) => p.items.length)).toEqual([2, 2, 1]);
    expect(soPix.flatMap((p) => p.items.map((v: V) => v.forma_pagamento))).toEqual(Array(5).fill("PIX"));
    expect([...ids(soPix)].sort()).toEqual(pix.map((v) => v.id).sort());
    const canceladas = await todasAsPaginas(a.token, "/api/vendas?status=CANCELADA&limit=1");
    expect(ids(canceladas)).toEqual([pix[4]!.id]);

    // Totals (stream-kept aggregates): a whole month, a partial month, an edge month plus a whole one, all of history.
    // PIX R$ 1.000,00 each (paid when made; one cancelled: in the quantity only), the boleto R$ 1.023,67
    // (on 2026-10-15: its R$ 250,00 entry received at the sale, its instalments pending — issue 36 item 4), the cash
    // sale R$ 1.000,00 (paid when made).
    await esperarTotais(a.token, "de=2026-10-01&ate=2026-10-31").toEqual({ quantidade: 6, receita_total: 5023.67, receita_recebida: 4250, receita_pendente: 773.67 });
    await esperarTotais(a.token, "de=2026-10-04&ate=2026-10-12").toEqual({ quantidade: 2, receita_total: 2000, receita_recebida: 2000, receita_pendente: 0 });
    await esperarTotais(a.token, "de=2026-10-10&ate=2026-11-30").toEqual({ quantidade: 6, receita_total: 5023.67, receita_recebida: 4250, receita_pendente: 773.67 });
    await esperarTotais(a.token, "de=2026-10-04&ate=2026-11-01").toEqual({ quantidade: 5, receita_total: 4023.67, receita_recebida: 3250, receita_pendente: 773.67 });
    await esperarTotais(a.token, "").toEqual({ quantidade: 7, receita_total: 6023.67, receita_recebida: 5250, receita_pendente: 773.67 });
    await esperarTotais(a.token, "forma_pagamento=PIX&status=PAGA&de=2026-10-01&ate=2026-10-31").toEqual({ quantidade: 4, receita_total: 4000, receita_recebida: 4000, receita_pendente: 0 });
    await esperarTotais(a.token, "status=ATIVA").toEqual({ quantidade: 1, receita_total: 1023.67, receita_recebida: 250, receita_pendente: 773.67 });
    await esperarTotais(a.token, "status=CANCELADA").toEqual({ quantidade: 1, receita_total: 0, receita_recebida: 0, receita_pendente: 0 });
  });

  it("cursor de outra empresa, adulterado, ilegível ou de 2 KB é 400 'Cursor inválido'; sem token é 401", async () => {
    const [{ a }, b] = await Promise.all([lojaComVendas(), novaEmpresa()]);
    const pa = await chamarApi("GET", "/api/vendas?limit=1", { token: a.token });
    expect(pa.body.next).toEqual(expect.any(String));
    // Cursors are sealed (functions/lib/db/cursor.ts): A's keys cannot be read from one, and a
    // position written by hand — even a well-formed one inside B's own partition — is refused.
    expect(Buffer.from(pa.body.next, "base64url").toString("latin1")).not.toContain("EMP#");
    const chave = { PK: `EMP#${a.empresa.id}`, SK: "VENDA#2026-11-20#01JD0000000000000000000001" };
    const trocarEmpresa = (v: string) => v.replace(/^EMP#[^#]+/, `EMP#${b.empresa.id}`);
    const forjados = [
      pa.body.next, // A's own cursor, used by B
      Buffer.from(JSON.stringify(chave)).toString("base64url"), // A's position written by hand
      Buffer.from(JSON.stringify(Object.fromEntries(Object.entries(chave).map(([k, v]) => [k, trocarEmpresa(v)])))).toString("base64url"), // B's own partition, by hand
      Buffer.from(JSON.stringify({ ...chave, extra: "x" })).toString("base64url"),
      Buffer.from("[1,2,3]").toString("base64url"),
      "%%%não-é-cursor%%%",
      "A".repeat(2048),
    ];
    for (const cursor of forjados) {
      const r = await chamarApi("GET", `/api/vendas?limit=5&cursor=${encodeURIComponent(cursor)}`, { token: b.token });
      expect([r.status, r.body.error?.code, r.body.error?.fields], cursor.slice(0, 40)).toEqual([400, "VALIDATION", { cursor: "Cursor inválido" }]);
      expect(JSON.stringify(r.body)).not.toContain(a.empresa.id);
    }
    // A's cursor still works for A; B's own list stays empty.
    expect((await chamarApi("GET", `/api/vendas?limit=5&cursor=${encodeURIComponent(pa.body.next)}`, { token: a.token })).status).toBe(200);
    expect((await chamarApi("GET", "/api/vendas", { token: b.token })).body).toMatchObject({ items: [], next: null, totais: { quantidade: 0 } });
    const limite = await chamarApi("GET", "/api/vendas?limit=500", { token: a.token });
    expect([limite.status, limite.body.error?.fields]).toEqual([400, { limit: "O limite deve ser um número inteiro de 1 a 100" }]);
    expect((await chamarApi("GET", `/api/vendas?cursor=${encodeURIComponent(pa.body.next)}`)).status).toBe(401);
  });
});
