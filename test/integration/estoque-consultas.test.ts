import { describe, expect, it } from "vitest";
import { chamarApi, novaEmpresa } from "../support/api";
import { entrada, produtoEFornecedor } from "../support/estoque";
import { novoImei } from "../support/fabricas";

describe("consultas de estoque", () => {
  it("lista as entradas da mais nova para a mais antiga, em páginas", async () => {
    const a = await novaEmpresa();
    const { produto, fornecedor } = await produtoEFornecedor(a.token);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await chamarApi("POST", "/api/estoque/entradas", { token: a.token, body: entrada(produto.id, fornecedor.id) })).body.id);
    const p1 = await chamarApi("GET", "/api/estoque/entradas?limit=2", { token: a.token });
    expect(p1.body.items.map((e: { id: string }) => e.id)).toEqual([ids[2], ids[1]]);
    expect(p1.body.items[0].produto.nome).toBe("Galaxy A15 128GB");
    expect(p1.body.items[0].fornecedor.nome).toBe("Distribuidora Central");
    const p2 = await chamarApi("GET", `/api/estoque/entradas?limit=2&cursor=${p1.body.next}`, { token: a.token });
    expect(p2.body.items.map((e: { id: string }) => e.id)).toEqual([ids[0]]);
  });

  it("busca aparelhos em estoque por parte do IMEI ou pelo modelo", async () => {
    const a = await novaEmpresa();
    const s = await produtoEFornecedor(a.token, { nome_modelo: "Redmi Note 13" });
    const i = await produtoEFornecedor(a.token, { nome_modelo: "iPhone 13" });
    const [x, y] = [novoImei(), novoImei()];
    await chamarApi("POST", "/api/estoque/entradas", { token: a.token, body: entrada(s.produto.id, s.fornecedor.id, [x]) });
    await chamarApi("POST", "/api/estoque/entradas", { token: a.token, body: entrada(i.produto.id, i.fornecedor.id, [y]) });
    const porImei = await chamarApi("GET", `/api/estoque/itens?status=em_estoque&q=${x.slice(3, 11)}`, { token: a.token });
    expect(porImei.body.items.map((it: { imei: string }) => it.imei)).toEqual([x]);
    expect(porImei.body.items[0].produto).toMatchObject({ nome_modelo: "Redmi Note 13", preco_final: 1000 });
    const porModelo = await chamarApi("GET", "/api/estoque/itens?status=em_estoque&q=iphone", { token: a.token });
    expect(porModelo.body.items.map((it: { imei: string }) => it.imei)).toEqual([y]);
    const todos = await chamarApi("GET", "/api/estoque/itens?status=em_estoque", { token: a.token });
    expect(todos.body.items).toHaveLength(2);
  });

  it("a posição mostra produtos sem estoque como zerados e abaixo do mínimo", async () => {
    const a = await novaEmpresa();
    await produtoEFornecedor(a.token, { estoque_minimo: 3 });
    const r = await chamarApi("GET", "/api/estoque/posicao", { token: a.token });
    expect(r.body.produtos[0]).toMatchObject({ disponivel: 0, nivel: "zerado" });
    expect(r.body.kpis.abaixo_minimo).toBe(1);
  });

  it("a empresa B não lê nem usa o estoque da empresa A", async () => {
    const [a, b] = await Promise.all([novaEmpresa(), novaEmpresa()]);
    const { produto, fornecedor } = await produtoEFornecedor(a.token);
    const imei = novoImei();
    const criada = await chamarApi("POST", "/api/estoque/entradas", { token: a.token, body: entrada(produto.id, fornecedor.id, [imei]) });
    expect((await chamarApi("GET", `/api/estoque/entradas/${criada.body.id}`, { token: b.token })).status).toBe(404);
    expect((await chamarApi("GET", "/api/estoque/entradas", { token: b.token })).body.items).toEqual([]);
    expect((await chamarApi("GET", `/api/estoque/itens?q=${imei}`, { token: b.token })).body.items).toEqual([]);
    expect((await chamarApi("GET", "/api/estoque/posicao", { token: b.token })).body.kpis.disponivel).toBe(0);
    const usando = await chamarApi("POST", "/api/estoque/entradas", { token: b.token, body: entrada(produto.id, fornecedor.id, [novoImei()]) });
    expect(usando.status).toBe(404);
    const cursorDeA = (await chamarApi("GET", "/api/estoque/entradas?limit=1", { token: a.token })).body.next;
    if (cursorDeA) expect((await chamarApi("GET", `/api/estoque/entradas?cursor=${cursorDeA}`, { token: b.token })).status).toBe(400);
    const forjado = Buffer.from(JSON.stringify({ PK: `EMP#${a.empresa.id}`, SK: "ENTRADA#0" })).toString("base64url");
    expect((await chamarApi("GET", `/api/estoque/entradas?cursor=${forjado}`, { token: b.token })).status).toBe(400);
  });
});
