/** Brands and categories: per company, server codes, search, rename, delete, in use → 409, tenancy. */
import { describe, expect, it } from "vitest";
import { chamarApi, novaEmpresa } from "../support/api";

const RECURSOS = [
  { rota: "/api/marcas", nomeVazio: "Nome da marca é obrigatório", semeados: 10, exemplo: "Samsung", emUso: "Não é possível excluir esta marca: ela está vinculada a 1 produto." },
  { rota: "/api/categorias", nomeVazio: "Nome da categoria é obrigatório", semeados: 6, exemplo: "Tablet", emUso: "Não é possível excluir esta categoria: ela está vinculada a 1 produto." },
] as const;

async function produtoCom(token: string, marcaId: string, categoriaId: string) {
  const r = await chamarApi("POST", "/api/produtos", {
    token,
    body: { nome_modelo: "Galaxy A15", marca_id: marcaId, categoria_id: categoriaId, custo_base: 900, tipo_margem: "percentual", valor_margem: 25 },
  });
  expect(r.status).toBe(201);
  return r.body.id as string;
}

describe.each(RECURSOS)("$rota", ({ rota, nomeVazio, semeados, exemplo, emUso }) => {
  it("uma empresa nova já tem os registros iniciais com códigos sequenciais, do mais novo ao mais antigo", async () => {
    const a = await novaEmpresa();
    const r = await chamarApi("GET", rota, { token: a.token });
    expect(r.status).toBe(200);
    expect(r.body.items).toHaveLength(semeados);
    expect(r.body.items.map((i: { codigo: string }) => i.codigo)).toEqual(
      Array.from({ length: semeados }, (_, i) => String(semeados - i).padStart(4, "0")),
    );
    expect(Object.keys(r.body.items[0]).sort()).toEqual(["codigo", "created_at", "id", "nome"]);
  });

  it("cria com o próximo código da empresa, aparece primeiro na lista e a busca ignora maiúsculas", async () => {
    const a = await novaEmpresa();
    const r = await chamarApi("POST", rota, { token: a.token, body: { nome: "  Novidade Xyz  " } });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ codigo: String(semeados + 1).padStart(4, "0"), nome: "Novidade Xyz" });
    const segunda = await chamarApi("POST", rota, { token: a.token, body: { nome: "Outra" } });
    expect(segunda.body.codigo).toBe(String(semeados + 2).padStart(4, "0"));

    const lista = await chamarApi("GET", rota, { token: a.token });
    expect(lista.body.items.slice(0, 2).map((i: { nome: string }) => i.nome)).toEqual(["Outra", "Novidade Xyz"]);
    const busca = await chamarApi("GET", `${rota}?q=${encodeURIComponent("NOVIDADE x")}`, { token: a.token });
    expect(busca.body.items.map((i: { nome: string }) => i.nome)).toEqual(["Novidade Xyz"]);
    const porCodigo = await chamarApi("GET", `${rota}?q=0002`, { token: a.token });
    expect(porCodigo.body.items).toHaveLength(1);
    expect(porCodigo.body.items[0].codigo).toBe("0002");
    const exemplo1 = await chamarApi("GET", `${rota}?q=${exemplo.slice(1, 4).toLowerCase()}`, { token: a.token });
    expect(exemplo1.body.items.map((i: { nome: string }) => i.nome)).toContain(exemplo);
  });

  it.each([{}, { nome: "" }, { nome: "   " }, { nome: null }])("recusa nome vazio (%j) com a mensagem da especificação", async (body) => {
    const a = await novaEmpresa();
    const r = await chamarApi("POST", rota, { token: a.token, body });
    expect(r.status).toBe(400);
    expect(r.body.error.fields.nome).toBe(nomeVazio);
    const [primeiro] = (await chamarApi("GET", rota, { token: a.token })).body.items;
    const put = await chamarApi("PUT", `${rota}/${primeiro.id}`, { token: a.token, body });
    expect(put.status).toBe(400);
    expect(put.body.error.fields.nome).toBe(nomeVazio);
  });

  it("renomeia mantendo id, código e data de criação", async () => {
    const a = await novaEmpresa();
    const criado = (await chamarApi("POST", rota, { token: a.token, body: { nome: "Antigo" } })).body;
    const r = await chamarApi("PUT", `${rota}/${criado.id}`, { token: a.token, body: { nome: "Novo Nome" } });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ ...criado, nome: "Novo Nome" });
    const lista = await chamarApi("GET", rota, { token: a.token });
    expect(lista.body.items[0]).toEqual(r.body);
  });

  it("exclui e responde 404 para um id que não existe mais", async () => {
    const a = await novaEmpresa();
    const criado = (await chamarApi("POST", rota, { token: a.token, body: { nome: "Descartável" } })).body;
    expect((await chamarApi("DELETE", `${rota}/${criado.id}`, { token: a.token })).status).toBe(204);
    const lista = await chamarApi("GET", rota, { token: a.token });
    expect(lista.body.items.map((i: { id: string }) => i.id)).not.toContain(criado.id);
    expect((await chamarApi("DELETE", `${rota}/${criado.id}`, { token: a.token })).status).toBe(404);
    const put = await chamarApi("PUT", `${rota}/${criado.id}`, { token: a.token, body: { nome: "Volta" } });
    expect(put.status).toBe(404);
    expect((await chamarApi("GET", rota, { token: a.token })).body.items).toHaveLength(semeados);
  });

  it("não exclui um registro usado por um produto (409) e exclui depois que o produto sai", async () => {
    const a = await novaEmpresa();
    const [marca] = (await chamarApi("GET", "/api/marcas", { token: a.token })).body.items;
    const [categoria] = (await chamarApi("GET", "/api/categorias", { token: a.token })).body.items;
    const produtoId = await produtoCom(a.token, marca.id, categoria.id);
    const alvo = rota === "/api/marcas" ? marca : categoria;

    const r = await chamarApi("DELETE", `${rota}/${alvo.id}`, { token: a.token });
    expect(r.status).toBe(409);
    expect(r.body.error).toMatchObject({ code: "CONFLICT", message: emUso });
    expect((await chamarApi("GET", rota, { token: a.token })).body.items.map((i: { id: string }) => i.id)).toContain(alvo.id);

    expect((await chamarApi("DELETE", `/api/produtos/${produtoId}`, { token: a.token })).status).toBe(204);
    expect((await chamarApi("DELETE", `${rota}/${alvo.id}`, { token: a.token })).status).toBe(204);
  });

  it("o token da empresa A não altera nem exclui registros da empresa B (404) e não os vê", async () => {
    const [a, b] = await Promise.all([novaEmpresa(), novaEmpresa()]);
    const deB = (await chamarApi("POST", rota, { token: b.token, body: { nome: "Só da B" } })).body;

    const put = await chamarApi("PUT", `${rota}/${deB.id}`, { token: a.token, body: { nome: "Invadido" } });
    expect(put.status).toBe(404);
    expect(put.body.error.code).toBe("NOT_FOUND");
    expect((await chamarApi("DELETE", `${rota}/${deB.id}`, { token: a.token })).status).toBe(404);

    const listaA = await chamarApi("GET", rota, { token: a.token });
    expect(listaA.body.items.map((i: { id: string }) => i.id)).not.toContain(deB.id);
    const listaB = await chamarApi("GET", rota, { token: b.token });
    expect(listaB.body.items[0]).toEqual(deB);
    expect(listaB.body.items).toHaveLength(semeados + 1);
    // Codes are per company: A's next code does not see B's records.
    const deA = await chamarApi("POST", rota, { token: a.token, body: { nome: "Da A" } });
    expect(deA.body.codigo).toBe(deB.codigo);
  });

  it("sem token responde 401", async () => {
    expect((await chamarApi("GET", rota)).status).toBe(401);
    expect((await chamarApi("POST", rota, { body: { nome: "X" } })).status).toBe(401);
  });
});
