/** Every list is paged the same way (docs/api.md): `?limit=`, `next`, `?cursor=`; a foreign cursor is a 400. */
import { describe, expect, it } from "vitest";
import { hojeBrasil } from "../../shared/br/datas";
import { chamarApi, novaEmpresa, todasAsPaginas } from "../support/api";
import { lojaComEstoque } from "../support/vendas";
import { ESPERA_FLUXO_MS } from "../support/fluxo";

describe("listas paginadas", () => {
  it("GET /api/estoque/itens passa de uma página com next, sem repetir nem pular, também com busca", async () => {
    const a = await novaEmpresa();
    const { itens } = await lojaComEstoque(a.token, 5);
    const paginas = await todasAsPaginas(a.token, "/api/estoque/itens?status=em_estoque&limit=2");
    expect(paginas.map((p) => p.items.length)).toEqual([2, 2, 1]);
    expect(paginas.at(-1).next).toBeNull();
    const ids = paginas.flatMap((p) => p.items.map((i: { id: string }) => i.id));
    expect([...ids].sort()).toEqual(itens.map((i) => i.id).sort());
    // The search keeps matching across pages: every device of the model, then nothing more.
    const busca = await todasAsPaginas(a.token, "/api/estoque/itens?status=em_estoque&limit=3&q=galaxy");
    expect(busca.flatMap((p) => p.items).length).toBe(5);
    const porImei = await chamarApi("GET", `/api/estoque/itens?status=em_estoque&limit=3&q=${itens[3]!.imei}`, { token: a.token });
    expect(porImei.body).toMatchObject({ items: [{ id: itens[3]!.id }], next: null });
  });

  it("GET /api/vendas tem limit e next; os totais de todas as páginas vêm na primeira", async () => {
    const a = await novaEmpresa();
    const { cliente, itens } = await lojaComEstoque(a.token, 3);
    for (const item of itens) {
      const r = await chamarApi("POST", "/api/vendas", { token: a.token, body: { cliente_id: cliente.id, imei_id: item.id, forma_pagamento: "PIX", data_venda: hojeBrasil() } });
      expect(r.status).toBe(201);
    }
    // The totals come from aggregates the stream keeps: wait until the three sales reached them (PIX: received when made).
    await expect
      .poll(async () => (await chamarApi("GET", "/api/vendas?limit=2", { token: a.token })).body.totais, { timeout: ESPERA_FLUXO_MS, interval: 200 })
      .toEqual({ quantidade: 3, receita_total: 3000, receita_recebida: 3000, receita_pendente: 0 });
    const paginas = await todasAsPaginas(a.token, "/api/vendas?limit=2");
    expect(paginas.map((p) => p.items.length)).toEqual([2, 1]);
    expect(paginas[0].totais).toEqual({ quantidade: 3, receita_total: 3000, receita_recebida: 3000, receita_pendente: 0 });
    expect(paginas[1].totais).toBeUndefined();
    expect(new Set(paginas.flatMap((p) => p.items.map((v: { id: string }) => v.id))).size).toBe(3);
    // Without limit the first page still answers today's shape, with next.
    const semLimite = await chamarApi("GET", "/api/vendas", { token: a.token });
    expect(semLimite.body).toMatchObject({ totais: { quantidade: 3 }, next: null });
    expect(semLimite.body.items).toHaveLength(3);
  });

  it("o cursor de outra empresa ou adulterado é 400 'Cursor inválido', e nada vaza", async () => {
    const [a, b] = await Promise.all([novaEmpresa(), novaEmpresa()]);
    await lojaComEstoque(a.token, 3);
    const pa = await chamarApi("GET", "/api/estoque/itens?status=em_estoque&limit=1", { token: a.token });
    expect(pa.body.next).toEqual(expect.any(String));
    for (const cursor of [pa.body.next, "nao-e-base64-json", Buffer.from('{"PK":"x"}').toString("base64url")]) {
      const r = await chamarApi("GET", `/api/estoque/itens?status=em_estoque&cursor=${encodeURIComponent(cursor)}`, { token: b.token });
      expect([r.status, r.body.error?.fields]).toEqual([400, { cursor: "Cursor inválido" }]);
    }
    const vb = await chamarApi("GET", `/api/vendas?cursor=${encodeURIComponent(pa.body.next)}`, { token: b.token });
    expect([vb.status, vb.body.error?.fields]).toEqual([400, { cursor: "Cursor inválido" }]);
  });
});
