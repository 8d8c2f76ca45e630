/** Suppliers: server code, optional fields as null, CNPJ unique per company, in use → 409, tenancy. */
import { GetCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it } from "vitest";
import { usarFornecedor } from "../../functions/cadastro";
import { db, tabela } from "../../functions/lib/db/client";
import { chaves } from "../../functions/lib/db/keys";
import { chamarApi, novaEmpresa } from "../support/api";
import { novoCnpj } from "../support/fabricas";

const mascarar = (cnpj: string) => cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, "$1.$2.$3/$4-$5");
const criar = (token: string, body: Record<string, unknown>) => chamarApi("POST", "/api/fornecedores", { token, body });

describe("/api/fornecedores", () => {
  it("cria com código do servidor, guarda CNPJ e telefone só com dígitos e campos vazios como null", async () => {
    const a = await novaEmpresa();
    const cnpj = novoCnpj();
    const r = await criar(a.token, { nome: " Distribuidora Sul ", cnpj: mascarar(cnpj), telefone: "(11) 98765-4321", email: " Vendas@Sul.com.BR ", endereco: "Rua A, 10" });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({
      id: expect.any(String),
      codigo: "0001",
      nome: "Distribuidora Sul",
      cnpj,
      telefone: "11987654321",
      email: "vendas@sul.com.br",
      endereco: "Rua A, 10",
      created_at: expect.any(String),
    });
    const minimo = await criar(a.token, { nome: "Só Nome", cnpj: "", telefone: "", email: "  ", endereco: "" });
    expect(minimo.status).toBe(201);
    expect(minimo.body).toMatchObject({ codigo: "0002", cnpj: null, telefone: null, email: null, endereco: null });
    const semCampos = await criar(a.token, { nome: "Sem Campos" });
    expect(semCampos.body).toMatchObject({ codigo: "0003", cnpj: null, telefone: null, email: null, endereco: null });
  });

  it.each([
    ["nome", { nome: "  " }, "Nome é obrigatório"],
    ["nome", {}, "Nome é obrigatório"],
    ["cnpj", { nome: "X", cnpj: "11.222.333/0001-82" }, "CNPJ inválido"],
    ["cnpj", { nome: "X", cnpj: "11111111111111" }, "CNPJ inválido"],
    ["cnpj", { nome: "X", cnpj: "abc" }, "CNPJ inválido"],
    ["email", { nome: "X", email: "nao-e-email" }, "Email inválido"],
    ["telefone", { nome: "X", telefone: "1234" }, "Telefone inválido"],
  ])("recusa %s inválido com a mensagem da especificação", async (campo, body, mensagem) => {
    const a = await novaEmpresa();
    const r = await criar(a.token, body);
    expect(r.status).toBe(400);
    expect(r.body.error.fields[campo]).toBe(mensagem);
    expect((await chamarApi("GET", "/api/fornecedores", { token: a.token })).body.items).toEqual([]);
  });

  it("lista do mais novo ao mais antigo e busca por nome, código ou CNPJ sem diferenciar maiúsculas", async () => {
    const a = await novaEmpresa();
    const cnpj = novoCnpj();
    await criar(a.token, { nome: "Atacado Norte", cnpj });
    await criar(a.token, { nome: "Eletrônicos Leste" });
    await criar(a.token, { nome: "Peças do Oeste" });
    const nomes = async (q?: string) =>
      (await chamarApi("GET", `/api/fornecedores${q ? `?q=${encodeURIComponent(q)}` : ""}`, { token: a.token })).body.items.map((f: { nome: string }) => f.nome);
    expect(await nomes()).toEqual(["Peças do Oeste", "Eletrônicos Leste", "Atacado Norte"]);
    expect(await nomes("ELETRÔ")).toEqual(["Eletrônicos Leste"]);
    expect(await nomes("0003")).toEqual(["Peças do Oeste"]);
    expect(await nomes(mascarar(cnpj).slice(0, 10))).toEqual(["Atacado Norte"]);
    expect(await nomes("inexistente")).toEqual([]);
  });

  it("recusa um CNPJ já usado por outro fornecedor da empresa, mas aceita o mesmo CNPJ em outra empresa", async () => {
    const [a, b] = await Promise.all([novaEmpresa(), novaEmpresa()]);
    const cnpj = novoCnpj();
    expect((await criar(a.token, { nome: "Primeiro", cnpj })).status).toBe(201);
    const r = await criar(a.token, { nome: "Segundo", cnpj: mascarar(cnpj) });
    expect(r.status).toBe(409);
    expect(r.body.error).toMatchObject({ code: "CONFLICT", message: "CNPJ já cadastrado para outro fornecedor", fields: { cnpj: "CNPJ já cadastrado para outro fornecedor" } });
    expect((await criar(b.token, { nome: "Na outra empresa", cnpj })).status).toBe(201);
  });

  it("ao editar, o próprio registro não conta como duplicado, outro conta, e o CNPJ antigo fica livre", async () => {
    const a = await novaEmpresa();
    const [c1, c2, c3] = [novoCnpj(), novoCnpj(), novoCnpj()];
    const f1 = (await criar(a.token, { nome: "Um", cnpj: c1 })).body;
    const f2 = (await criar(a.token, { nome: "Dois", cnpj: c2 })).body;

    const mesmo = await chamarApi("PUT", `/api/fornecedores/${f1.id}`, { token: a.token, body: { nome: "Um Editado", cnpj: mascarar(c1), telefone: "(21) 3333-4444" } });
    expect(mesmo.status).toBe(200);
    expect(mesmo.body).toMatchObject({ id: f1.id, codigo: f1.codigo, nome: "Um Editado", cnpj: c1, telefone: "2133334444", created_at: f1.created_at });

    const dup = await chamarApi("PUT", `/api/fornecedores/${f2.id}`, { token: a.token, body: { nome: "Dois", cnpj: c1 } });
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toBe("CNPJ já cadastrado para outro fornecedor");

    expect((await chamarApi("PUT", `/api/fornecedores/${f1.id}`, { token: a.token, body: { nome: "Um", cnpj: c3 } })).status).toBe(200);
    expect((await criar(a.token, { nome: "Herda o CNPJ antigo", cnpj: c1 })).status).toBe(201);
    expect((await chamarApi("PUT", `/api/fornecedores/${f2.id}`, { token: a.token, body: { nome: "Dois sem CNPJ", cnpj: "" } })).body.cnpj).toBeNull();
    expect((await criar(a.token, { nome: "Herda o segundo", cnpj: c2 })).status).toBe(201);
  });

  it("exclui liberando o CNPJ; um id inexistente responde 404", async () => {
    const a = await novaEmpresa();
    const cnpj = novoCnpj();
    const f = (await criar(a.token, { nome: "Temporário", cnpj })).body;
    expect((await chamarApi("DELETE", `/api/fornecedores/${f.id}`, { token: a.token })).status).toBe(204);
    expect((await chamarApi("GET", "/api/fornecedores", { token: a.token })).body.items).toEqual([]);
    const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.guardaCnpjFornecedor(a.empresa.id, cnpj) }));
    expect(Item).toBeUndefined();
    expect((await chamarApi("DELETE", `/api/fornecedores/${f.id}`, { token: a.token })).status).toBe(404);
    expect((await chamarApi("PUT", `/api/fornecedores/${f.id}`, { token: a.token, body: { nome: "X" } })).status).toBe(404);
    expect((await criar(a.token, { nome: "Novo dono", cnpj })).status).toBe(201);
  });

  it("não exclui um fornecedor usado por entradas de estoque (409) e exclui quando o uso volta a zero", async () => {
    const a = await novaEmpresa();
    const f = (await criar(a.token, { nome: "Em uso" })).body;
    await db().send(new TransactWriteCommand({ TransactItems: [usarFornecedor(a.empresa.id, f.id, 1)] }));
    const r = await chamarApi("DELETE", `/api/fornecedores/${f.id}`, { token: a.token });
    expect(r.status).toBe(409);
    expect(r.body.error.message).toBe("Não é possível excluir este fornecedor: ele está vinculado a 1 entrada de estoque.");
    // Editing keeps the counter that other domains maintain.
    expect((await chamarApi("PUT", `/api/fornecedores/${f.id}`, { token: a.token, body: { nome: "Em uso 2" } })).status).toBe(200);
    expect((await chamarApi("DELETE", `/api/fornecedores/${f.id}`, { token: a.token })).status).toBe(409);
    await db().send(new TransactWriteCommand({ TransactItems: [usarFornecedor(a.empresa.id, f.id, -1)] }));
    expect((await chamarApi("DELETE", `/api/fornecedores/${f.id}`, { token: a.token })).status).toBe(204);
  });

  it("o fragmento de uso cancela a transação de quem usa um fornecedor de outra empresa", async () => {
    const [a, b] = await Promise.all([novaEmpresa(), novaEmpresa()]);
    const deB = (await criar(b.token, { nome: "Da B" })).body;
    await expect(db().send(new TransactWriteCommand({ TransactItems: [usarFornecedor(a.empresa.id, deB.id, 1)] }))).rejects.toThrow();
    const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.fornecedor(a.empresa.id, deB.id) }));
    expect(Item).toBeUndefined();
  });

  it("o token da empresa A não edita nem exclui fornecedores da empresa B (404) e nada muda", async () => {
    const [a, b] = await Promise.all([novaEmpresa(), novaEmpresa()]);
    const cnpj = novoCnpj();
    const deB = (await criar(b.token, { nome: "Da B", cnpj })).body;
    const put = await chamarApi("PUT", `/api/fornecedores/${deB.id}`, { token: a.token, body: { nome: "Invadido", cnpj: "" } });
    expect(put.status).toBe(404);
    expect(put.body.error.code).toBe("NOT_FOUND");
    expect((await chamarApi("DELETE", `/api/fornecedores/${deB.id}`, { token: a.token })).status).toBe(404);
    expect((await chamarApi("GET", "/api/fornecedores", { token: a.token })).body.items).toEqual([]);
    expect((await chamarApi("GET", "/api/fornecedores", { token: b.token })).body.items).toEqual([deB]);
    const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.guardaCnpjFornecedor(b.empresa.id, cnpj) }));
    expect(Item?.fornecedor_id).toBe(deB.id);
  });

  it("com dois cadastros simultâneos do mesmo CNPJ, exatamente um é criado", async () => {
    const a = await novaEmpresa();
    const cnpj = novoCnpj();
    const rs = await Promise.all([criar(a.token, { nome: "A", cnpj }), criar(a.token, { nome: "B", cnpj }), criar(a.token, { nome: "C", cnpj })]);
    expect(rs.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect((await chamarApi("GET", "/api/fornecedores", { token: a.token })).body.items).toHaveLength(1);
  });
});
