/** Product models: server price and code, brand/category joined and counted, validation, in use → 409, tenancy. */
import { GetCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it } from "vitest";
import { obterProduto, usarProduto } from "../../functions/cadastro";
import { db, tabela } from "../../functions/lib/db/client";
import { chaves } from "../../functions/lib/db/keys";
import { chamarApi, novaEmpresa, type EmpresaTeste } from "../support/api";

async function relacoes(e: EmpresaTeste) {
  const marcas = (await chamarApi("GET", "/api/marcas", { token: e.token })).body.items as { id: string; nome: string }[];
  const categorias = (await chamarApi("GET", "/api/categorias", { token: e.token })).body.items as { id: string; nome: string }[];
  const por = <T extends { nome: string }>(l: T[], nome: string) => l.find((x) => x.nome === nome)!;
  return { apple: por(marcas, "Apple"), samsung: por(marcas, "Samsung"), smartphone: por(categorias, "Smartphone"), tablet: por(categorias, "Tablet") };
}

function dados(r: Awaited<ReturnType<typeof relacoes>>, sobrepor: Record<string, unknown> = {}) {
  return { nome_modelo: "iPhone 13 128GB", marca_id: r.apple.id, categoria_id: r.smartphone.id, descricao: "Vitrine", custo_base: 3000, tipo_margem: "percentual", valor_margem: 25, estoque_minimo: 2, ...sobrepor };
}

const criar = (e: EmpresaTeste, body: unknown) => chamarApi("POST", "/api/produtos", { token: e.token, body });
const uso = async (chave: { PK: string; SK: string }) => (await db().send(new GetCommand({ TableName: tabela(), Key: chave }))).Item?.uso_produtos ?? 0;

describe("/api/produtos", () => {
  it("cria com código e preço final calculados pelo servidor, e marca e categoria juntas", async () => {
    const a = await novaEmpresa();
    const r = await relacoes(a);
    const p = await criar(a, { ...dados(r), preco_final: 1, codigo: "9999" });
    expect(p.status).toBe(201);
    expect(p.body).toEqual({
      id: expect.any(String),
      codigo: "0001",
      nome_modelo: "iPhone 13 128GB",
      marca_id: r.apple.id,
      categoria_id: r.smartphone.id,
      descricao: "Vitrine",
      custo_base: 3000,
      tipo_margem: "percentual",
      valor_margem: 25,
      preco_final: 4000,
      estoque_minimo: 2,
      marca: { id: r.apple.id, nome: "Apple" },
      categoria: { id: r.smartphone.id, nome: "Smartphone" },
      created_at: expect.any(String),
    });
    const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.produto(a.empresa.id, p.body.id) }));
    expect(Item).toMatchObject({ custo_base_centavos: 300000, preco_final_centavos: 400000 });
    expect((await chamarApi("GET", `/api/produtos/${p.body.id}`, { token: a.token })).body).toEqual(p.body);
    expect(await obterProduto(a.empresa.id, p.body.id)).toEqual(p.body);
    expect((await criar(a, dados(r))).body.codigo).toBe("0002");
  });

  it.each([
    ["percentual", 100, 20, 125],
    ["percentual", 99.9, 33.33, 149.84],
    ["percentual", 100, 0, 100],
    ["real", 100, 50.5, 150.5],
    ["real", 0.1, 0.2, 0.3],
  ])("margem %s: custo %d com margem %d dá preço final %d", async (tipo_margem, custo_base, valor_margem, preco) => {
    const a = await novaEmpresa();
    const r = await relacoes(a);
    const p = await criar(a, dados(r, { tipo_margem, custo_base, valor_margem }));
    expect(p.status).toBe(201);
    expect(p.body.preco_final).toBe(preco);
  });

  it.each([[100], [150]])("recusa margem percentual de %d por cento (preço zero) com 400 no campo e não grava nada", async (valor_margem) => {
    const a = await novaEmpresa();
    const r = await relacoes(a);
    const p = await criar(a, dados(r, { tipo_margem: "percentual", custo_base: 100, valor_margem }));
    expect(p.status).toBe(400);
    expect(p.body.error.fields).toEqual({ valor_margem: "A margem percentual deve ser menor que 100%: ela é calculada sobre o preço de venda" });
    expect((await chamarApi("GET", "/api/produtos", { token: a.token })).body.items).toEqual([]);
  });

  it("usa margem percentual quando o tipo não é informado e aceita descrição e estoque mínimo vazios", async () => {
    const a = await novaEmpresa();
    const r = await relacoes(a);
    const { tipo_margem: _t, ...semTipo } = dados(r, { descricao: "  ", estoque_minimo: null });
    const p = await criar(a, semTipo);
    expect(p.status).toBe(201);
    expect(p.body).toMatchObject({ tipo_margem: "percentual", descricao: null, estoque_minimo: null, preco_final: 4000 });
  });

  it.each([
    ["nome_modelo", { nome_modelo: " " }, "Nome do modelo é obrigatório"],
    ["marca_id", { marca_id: "" }, "Marca é obrigatória"],
    ["marca_id", { marca_id: undefined }, "Marca é obrigatória"],
    ["categoria_id", { categoria_id: "" }, "Categoria é obrigatória"],
    ["custo_base", { custo_base: null }, "Custo base é obrigatório"],
    ["custo_base", { custo_base: undefined }, "Custo base é obrigatório"],
    ["custo_base", { custo_base: 0 }, "Custo base deve ser positivo"],
    ["custo_base", { custo_base: -10 }, "Custo base deve ser positivo"],
    ["tipo_margem", { tipo_margem: "outro" }, "Tipo de margem é obrigatório"],
    ["tipo_margem", { tipo_margem: null }, "Tipo de margem é obrigatório"],
    ["valor_margem", { valor_margem: null }, "Valor da margem é obrigatório"],
    ["estoque_minimo", { estoque_minimo: -1 }, "Estoque mínimo deve ser maior ou igual a zero"],
  ])("recusa %s inválido (%j) com a mensagem da especificação", async (campo, sobrepor, mensagem) => {
    const a = await novaEmpresa();
    const r = await relacoes(a);
    const resp = await criar(a, dados(r, sobrepor));
    expect(resp.status).toBe(400);
    expect(resp.body.error.fields[campo]).toBe(mensagem);
    expect((await chamarApi("GET", "/api/produtos", { token: a.token })).body.items).toEqual([]);
  });

  it("recusa marca ou categoria que não existe na empresa (400 no campo), inclusive as de outra empresa", async () => {
    const [a, b] = await Promise.all([novaEmpresa(), novaEmpresa()]);
    const [ra, rb] = await Promise.all([relacoes(a), relacoes(b)]);
    const resp = await criar(a, dados(ra, { marca_id: rb.apple.id, categoria_id: rb.smartphone.id }));
    expect(resp.status).toBe(400);
    expect(resp.body.error.fields).toEqual({ marca_id: "Marca não encontrada", categoria_id: "Categoria não encontrada" });
    expect(await uso(chaves.marca(b.empresa.id, rb.apple.id))).toBe(0);
    const p = (await criar(a, dados(ra))).body;
    const put = await chamarApi("PUT", `/api/produtos/${p.id}`, { token: a.token, body: dados(ra, { categoria_id: "nao-existe" }) });
    expect(put.status).toBe(400);
    expect(put.body.error.fields.categoria_id).toBe("Categoria não encontrada");
  });

  it("lista com marca e categoria, do mais novo ao mais antigo, e busca por nome, código, marca ou categoria", async () => {
    const a = await novaEmpresa();
    const r = await relacoes(a);
    await criar(a, dados(r, { nome_modelo: "iPhone 13" }));
    await criar(a, dados(r, { nome_modelo: "Galaxy Tab S9", marca_id: r.samsung.id, categoria_id: r.tablet.id }));
    await criar(a, dados(r, { nome_modelo: "Galaxy S24", marca_id: r.samsung.id }));
    const nomes = async (q?: string) =>
      (await chamarApi("GET", `/api/produtos${q ? `?q=${encodeURIComponent(q)}` : ""}`, { token: a.token })).body.items.map((p: { nome_modelo: string }) => p.nome_modelo);
    expect(await nomes()).toEqual(["Galaxy S24", "Galaxy Tab S9", "iPhone 13"]);
    expect(await nomes("SAMSUNG")).toEqual(["Galaxy S24", "Galaxy Tab S9"]);
    expect(await nomes("tablet")).toEqual(["Galaxy Tab S9"]);
    expect(await nomes("iphone")).toEqual(["iPhone 13"]);
    expect(await nomes("0002")).toEqual(["Galaxy Tab S9"]);
    const [primeiro] = (await chamarApi("GET", "/api/produtos", { token: a.token })).body.items;
    expect(primeiro.marca).toEqual({ id: r.samsung.id, nome: "Samsung" });
  });

  it("editar recalcula o preço, mantém o código e move o uso da marca e da categoria antigas para as novas", async () => {
    const a = await novaEmpresa();
    const r = await relacoes(a);
    const p = (await criar(a, dados(r))).body;
    expect(await uso(chaves.marca(a.empresa.id, r.apple.id))).toBe(1);
    const put = await chamarApi("PUT", `/api/produtos/${p.id}`, {
      token: a.token,
      body: dados(r, { nome_modelo: "Galaxy", marca_id: r.samsung.id, categoria_id: r.tablet.id, tipo_margem: "real", valor_margem: 150.25 }),
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ id: p.id, codigo: p.codigo, created_at: p.created_at, nome_modelo: "Galaxy", preco_final: 3150.25, marca: { nome: "Samsung" }, categoria: { nome: "Tablet" } });
    expect((await chamarApi("GET", `/api/produtos/${p.id}`, { token: a.token })).body).toEqual(put.body);
    expect(await uso(chaves.marca(a.empresa.id, r.apple.id))).toBe(0);
    expect(await uso(chaves.marca(a.empresa.id, r.samsung.id))).toBe(1);
    expect(await uso(chaves.categoria(a.empresa.id, r.smartphone.id))).toBe(0);
    expect((await chamarApi("DELETE", `/api/marcas/${r.apple.id}`, { token: a.token })).status).toBe(204);
    expect((await chamarApi("DELETE", `/api/categorias/${r.tablet.id}`, { token: a.token })).status).toBe(409);
  });

  it("exclui devolvendo o uso da marca e da categoria; um id inexistente responde 404", async () => {
    const a = await novaEmpresa();
    const r = await relacoes(a);
    const p = (await criar(a, dados(r))).body;
    expect((await chamarApi("DELETE", `/api/produtos/${p.id}`, { token: a.token })).status).toBe(204);
    expect(await uso(chaves.marca(a.empresa.id, r.apple.id))).toBe(0);
    expect(await uso(chaves.categoria(a.empresa.id, r.smartphone.id))).toBe(0);
    expect((await chamarApi("GET", `/api/produtos/${p.id}`, { token: a.token })).status).toBe(404);
    expect((await chamarApi("DELETE", `/api/produtos/${p.id}`, { token: a.token })).status).toBe(404);
    expect((await chamarApi("PUT", `/api/produtos/${p.id}`, { token: a.token, body: dados(r) })).status).toBe(404);
  });

  it("não exclui um produto usado por entradas de estoque (409)", async () => {
    const a = await novaEmpresa();
    const r = await relacoes(a);
    const p = (await criar(a, dados(r))).body;
    await db().send(new TransactWriteCommand({ TransactItems: [usarProduto(a.empresa.id, p.id, 3)] }));
    const resp = await chamarApi("DELETE", `/api/produtos/${p.id}`, { token: a.token });
    expect(resp.status).toBe(409);
    expect(resp.body.error.message).toBe("Não é possível excluir este produto: ele está vinculado a 3 entradas de estoque.");
    expect((await chamarApi("GET", `/api/produtos/${p.id}`, { token: a.token })).status).toBe(200);
  });

  it("o token da empresa A não lê, edita nem exclui produtos da empresa B (404) e nada muda", async () => {
    const [a, b] = await Promise.all([novaEmpresa(), novaEmpresa()]);
    const [ra, rb] = await Promise.all([relacoes(a), relacoes(b)]);
    const deB = (await criar(b, dados(rb))).body;
    expect((await chamarApi("GET", `/api/produtos/${deB.id}`, { token: a.token })).status).toBe(404);
    const put = await chamarApi("PUT", `/api/produtos/${deB.id}`, { token: a.token, body: dados(ra, { nome_modelo: "Invadido" }) });
    expect(put.status).toBe(404);
    expect((await chamarApi("DELETE", `/api/produtos/${deB.id}`, { token: a.token })).status).toBe(404);
    expect((await chamarApi("GET", "/api/produtos", { token: a.token })).body.items).toEqual([]);
    expect((await chamarApi("GET", `/api/produtos/${deB.id}`, { token: b.token })).body).toEqual(deB);
    expect(await uso(chaves.marca(a.empresa.id, ra.apple.id))).toBe(0);
    expect(await obterProduto(a.empresa.id, deB.id)).toBeUndefined();
  });

  it("com exclusão da marca e cadastro de produto simultâneos, nunca fica um produto apontando para marca inexistente", async () => {
    const a = await novaEmpresa();
    const r = await relacoes(a);
    const [exclusao, criacao] = await Promise.all([
      chamarApi("DELETE", `/api/marcas/${r.apple.id}`, { token: a.token }),
      criar(a, dados(r)),
    ]);
    expect([`${exclusao.status}/${criacao.status}`]).toContainEqual(expect.stringMatching(/^(204\/400|409\/201)$/));
    const produtos = (await chamarApi("GET", "/api/produtos", { token: a.token })).body.items;
    for (const p of produtos) expect(p.marca).not.toBeNull();
  });

  it("um id de caminho que não pode existir responde 404, sem erro interno", async () => {
    const a = await novaEmpresa();
    const r = await relacoes(a);
    const longo = "X".repeat(2000);
    expect((await chamarApi("GET", `/api/produtos/${longo}`, { token: a.token })).status).toBe(404);
    expect((await chamarApi("PUT", `/api/produtos/${longo}`, { token: a.token, body: dados(r) })).status).toBe(404);
    expect((await chamarApi("DELETE", `/api/marcas/${encodeURIComponent("a#b")}`, { token: a.token })).status).toBe(404);
    const resp = await criar(a, dados(r, { marca_id: longo }));
    expect(resp.status).toBe(400);
    expect(resp.body.error.fields.marca_id).toBe("Marca não encontrada");
  });
});
