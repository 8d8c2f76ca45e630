/**
 * Costs absent for a role without 'see costs and margins' (issue 30; shared/usuarios/permissoes.ts comoPapelVe):
 * every stock read answers a vendedor without `valor_unitario` (entries, an entry's items, the
 * devices) and without `valor_custo` (the position's KPIs and rows) — absent, not zero — while an
 * estoquista (who has the permission) and the admin get them. Reports, the other answers with
 * costs and margins, are refused to the vendedor (403): no cost reaches a role without it.
 */
import { describe, expect, it } from "vitest";
import { chamarApi, entrar, novaEmpresa, type EmpresaTeste } from "../support/api";
import { novoEmail } from "../support/fabricas";
import { lojaComEstoque } from "../support/vendas";

async function usuario(a: EmpresaTeste, tipo_acesso: "vendedor" | "estoquista"): Promise<string> {
  const email = novoEmail(tipo_acesso);
  const r = await chamarApi("POST", "/api/usuarios", { token: a.token, body: { nome: `Pessoa ${tipo_acesso}`, email, senha: "segredo123", tipo_acesso } });
  expect(r.status).toBe(201);
  return (await entrar(email, "segredo123")).idToken;
}

async function lojaComPapeis() {
  const a = await novaEmpresa();
  const loja = await lojaComEstoque(a.token, 2);
  const entradaId = (await chamarApi("GET", "/api/estoque/entradas", { token: a.token })).body.items[0].id as string;
  return { a, loja, entradaId, vendedor: await usuario(a, "vendedor"), estoquista: await usuario(a, "estoquista") };
}

describe("custos no estoque por papel", () => {
  it("GET /api/estoque/entradas e /entradas/{id}: sem valor_unitario para o vendedor (nem nos itens); com ele para estoquista e admin", async () => {
    const { a, entradaId, vendedor, estoquista } = await lojaComPapeis();
    const lista = await chamarApi("GET", "/api/estoque/entradas", { token: vendedor });
    expect(lista.status).toBe(200);
    expect(lista.body.items[0]).not.toHaveProperty("valor_unitario");
    expect(lista.body.items[0]).toMatchObject({ id: entradaId, quantidade_total: 2 });
    const uma = await chamarApi("GET", `/api/estoque/entradas/${entradaId}`, { token: vendedor });
    expect(uma.status).toBe(200);
    expect(uma.body).not.toHaveProperty("valor_unitario");
    expect(uma.body.itens).toHaveLength(2);
    for (const i of uma.body.itens) expect(i).not.toHaveProperty("valor_unitario");

    for (const token of [estoquista, a.token]) {
      expect((await chamarApi("GET", "/api/estoque/entradas", { token })).body.items[0].valor_unitario).toBeGreaterThan(0);
      const completa = await chamarApi("GET", `/api/estoque/entradas/${entradaId}`, { token });
      expect(completa.body.valor_unitario).toBeGreaterThan(0);
      for (const i of completa.body.itens) expect(i.valor_unitario).toBeGreaterThan(0);
    }
  });

  it("GET /api/estoque/itens: os aparelhos sem valor_unitario para o vendedor, com o preço de venda do produto", async () => {
    const { a, vendedor } = await lojaComPapeis();
    const r = await chamarApi("GET", "/api/estoque/itens?status=em_estoque", { token: vendedor });
    expect(r.status).toBe(200);
    expect(r.body.items).toHaveLength(2);
    for (const i of r.body.items) {
      expect(i).not.toHaveProperty("valor_unitario");
      expect(i.produto.preco_final).toBe(1000);
      expect(i.produto).not.toHaveProperty("custo_base");
    }
    const admin = await chamarApi("GET", "/api/estoque/itens?status=em_estoque", { token: a.token });
    for (const i of admin.body.items) expect(i.valor_unitario).toBeGreaterThan(0);
  });

  it("GET /api/estoque/posicao: sem valor_custo nos KPIs e nas linhas para o vendedor; o valor de venda continua", async () => {
    const { a, vendedor, estoquista } = await lojaComPapeis();
    const r = await chamarApi("GET", "/api/estoque/posicao", { token: vendedor });
    expect(r.status).toBe(200);
    expect(r.body.kpis).not.toHaveProperty("valor_custo");
    expect(r.body.kpis).toMatchObject({ disponivel: 2, valor_venda: 2000 });
    expect(r.body.produtos).toHaveLength(1);
    expect(r.body.produtos[0]).not.toHaveProperty("valor_custo");
    expect(r.body.produtos[0]).toMatchObject({ disponivel: 2, valor_venda: 2000 });
    for (const token of [estoquista, a.token]) {
      const completa = await chamarApi("GET", "/api/estoque/posicao", { token });
      expect(completa.body.kpis.valor_custo).toBeGreaterThan(0);
      expect(completa.body.produtos[0].valor_custo).toBeGreaterThan(0);
    }
  });

  it("os relatórios (custo e margem por linha) recusam o vendedor com 403", async () => {
    const { vendedor } = await lojaComPapeis();
    for (const rota of ["/api/relatorios/vendas", "/api/relatorios/estoque"]) {
      const r = await chamarApi("GET", rota, { token: vendedor });
      expect(r.status).toBe(403);
      expect(r.body.error.code).toBe("FORBIDDEN");
    }
  });
});
