import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it } from "vitest";
import { db, tabela } from "../../functions/lib/db/client";
import { chaves } from "../../functions/lib/db/keys";
import { chamarApi, entrar, novaEmpresa, type EmpresaTeste } from "../support/api";
import { novoEmail } from "../support/fabricas";

const ler = async (chave: { PK: string; SK: string }) => (await db().send(new GetCommand({ TableName: tabela(), Key: chave }))).Item;

async function criar(a: EmpresaTeste, tipo_acesso = "vendedor") {
  const email = novoEmail(tipo_acesso);
  const r = await chamarApi("POST", "/api/usuarios", { token: a.token, body: { nome: "Paula Pereira", email, senha: "segredo123", tipo_acesso } });
  expect(r.status).toBe(201);
  return { id: r.body.id as string, email, token: (await entrar(email, "segredo123")).idToken };
}

const editar = (a: EmpresaTeste, id: string, body: Record<string, unknown>) => chamarApi("PUT", `/api/usuarios/${id}`, { token: a.token, body });

describe("PUT /api/usuarios/{id}", () => {
  it("altera nome e tipo de acesso; senha em branco mantém a senha atual", async () => {
    const a = await novaEmpresa();
    const u = await criar(a);
    const r = await editar(a, u.id, { nome: "Paula Gerente", email: u.email, tipo_acesso: "gerente", senha: "" });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: u.id, nome: "Paula Gerente", email: u.email, tipo_acesso: "gerente", ativo: true });
    await expect(entrar(u.email, "segredo123")).resolves.toHaveProperty("idToken");
    expect(await ler(chaves.usuario(a.empresa.id, u.id))).toMatchObject({ nome: "Paula Gerente", tipo_acesso: "gerente" });
  });

  it("uma senha nova passa a valer e a antiga deixa de valer", async () => {
    const a = await novaEmpresa();
    const u = await criar(a);
    expect((await editar(a, u.id, { nome: "Paula", email: u.email, tipo_acesso: "vendedor", senha: "outra-senha" })).status).toBe(200);
    await expect(entrar(u.email, "outra-senha")).resolves.toHaveProperty("idToken");
    await expect(entrar(u.email, "segredo123")).rejects.toThrow();
    const curta = await editar(a, u.id, { nome: "Paula", email: u.email, tipo_acesso: "vendedor", senha: "1234567" });
    expect(curta.status).toBe(400);
    expect(curta.body.error.fields).toEqual({ senha: "Senha deve ter pelo menos 8 caracteres" });
  });

  it("um email novo troca a guarda e passa a ser o do login; o antigo fica livre", async () => {
    const a = await novaEmpresa();
    const u = await criar(a);
    const novo = novoEmail("trocado");
    const r = await editar(a, u.id, { nome: "Paula", email: novo, tipo_acesso: "vendedor" });
    expect(r.status).toBe(200);
    expect(r.body.email).toBe(novo);
    const { idToken } = await entrar(novo, "segredo123");
    expect((await chamarApi("GET", "/api/me", { token: idToken })).body.usuario).toMatchObject({ id: u.id, email: novo });
    await expect(entrar(u.email, "segredo123")).rejects.toThrow();
    expect(await ler(chaves.guardaEmail(u.email))).toBeUndefined();
    expect(await ler(chaves.guardaEmail(novo))).toMatchObject({ usuario_id: u.id });
    const reutiliza = await chamarApi("POST", "/api/usuarios", { token: a.token, body: { nome: "Outro", email: u.email, senha: "segredo123", tipo_acesso: "vendedor" } });
    expect(reutiliza.status).toBe(201);
  });

  it("um email de outro usuário responde 409 no campo email e nada muda", async () => {
    const [a, b] = await Promise.all([novaEmpresa(), novaEmpresa()]);
    const u = await criar(a);
    for (const email of [a.email, b.email]) {
      const r = await editar(a, u.id, { nome: "Mudou", email, tipo_acesso: "vendedor" });
      expect(r.status).toBe(409);
      expect(r.body.error.fields).toEqual({ email: "Este email já está cadastrado para outro usuário." });
    }
    expect(await ler(chaves.usuario(a.empresa.id, u.id))).toMatchObject({ nome: "Paula Pereira", email: u.email });
    await expect(entrar(u.email, "segredo123")).resolves.toHaveProperty("idToken");
  });

  it("a mudança de papel vale já na próxima requisição do token existente", async () => {
    const a = await novaEmpresa();
    const u = await criar(a);
    expect((await chamarApi("GET", "/api/usuarios", { token: u.token })).status).toBe(403);
    await editar(a, u.id, { nome: "Paula", email: u.email, tipo_acesso: "admin" });
    expect((await chamarApi("GET", "/api/usuarios", { token: u.token })).status).toBe(200);
    await editar(a, u.id, { nome: "Paula", email: u.email, tipo_acesso: "financeiro" });
    expect((await chamarApi("GET", "/api/usuarios", { token: u.token })).status).toBe(403);
  });

  it("o admin não pode mudar o próprio tipo de acesso (409), mas pode mudar o próprio nome", async () => {
    const a = await novaEmpresa();
    const r = await editar(a, a.usuario.id, { nome: "Eu", email: a.email, tipo_acesso: "vendedor" });
    expect(r.status).toBe(409);
    expect(r.body.error.fields).toEqual({ tipo_acesso: "Você não pode alterar o seu próprio tipo de acesso." });
    expect((await chamarApi("GET", "/api/me", { token: a.token })).body.usuario.tipo_acesso).toBe("admin");
    const nome = await editar(a, a.usuario.id, { nome: "Admin Renomeado", email: a.email, tipo_acesso: "admin" });
    expect(nome.status).toBe(200);
  });
});

describe("PATCH /api/usuarios/{id}/ativo", () => {
  it("desativar recusa (401) o token que o usuário já tem; reativar devolve o acesso", async () => {
    const a = await novaEmpresa();
    const u = await criar(a);
    expect((await chamarApi("GET", "/api/me", { token: u.token })).status).toBe(200);
    const r = await chamarApi("PATCH", `/api/usuarios/${u.id}/ativo`, { token: a.token, body: { ativo: false } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: u.id, ativo: false });
    expect((await chamarApi("GET", "/api/me", { token: u.token })).status).toBe(401);
    expect((await ler(chaves.usuario(a.empresa.id, u.id)))?.ativo).toBe(false);

    expect((await chamarApi("PATCH", `/api/usuarios/${u.id}/ativo`, { token: a.token, body: { ativo: true } })).status).toBe(200);
    expect((await chamarApi("GET", "/api/me", { token: u.token })).status).toBe(200);
  });

  it("o admin não pode desativar a si mesmo (409) e o corpo precisa de ativo booleano", async () => {
    const a = await novaEmpresa();
    const r = await chamarApi("PATCH", `/api/usuarios/${a.usuario.id}/ativo`, { token: a.token, body: { ativo: false } });
    expect(r.status).toBe(409);
    expect(r.body.error.message).toBe("Você não pode desativar o seu próprio usuário.");
    expect((await chamarApi("GET", "/api/me", { token: a.token })).status).toBe(200);
    const invalido = await chamarApi("PATCH", `/api/usuarios/${a.usuario.id}/ativo`, { token: a.token, body: { ativo: "não" } });
    expect(invalido.status).toBe(400);
  });
});

describe("DELETE /api/usuarios/{id}", () => {
  it("exclui o usuário, sua guarda de email e a vaga no contador; o login e o token deixam de valer", async () => {
    const a = await novaEmpresa();
    const u = await criar(a);
    const r = await chamarApi("DELETE", `/api/usuarios/${u.id}`, { token: a.token });
    expect(r.status).toBe(204);
    expect(await ler(chaves.usuario(a.empresa.id, u.id))).toBeUndefined();
    expect(await ler(chaves.guardaEmail(u.email))).toBeUndefined();
    expect((await ler(chaves.contador(a.empresa.id, "usuarios")))?.valor).toBe(1);
    expect((await chamarApi("GET", "/api/me", { token: u.token })).status).toBe(401);
    await expect(entrar(u.email, "segredo123")).rejects.toThrow();
    const lista = await chamarApi("GET", "/api/usuarios", { token: a.token });
    expect(lista.body.items.map((x: { id: string }) => x.id)).toEqual([a.usuario.id]);
    expect((await chamarApi("DELETE", `/api/usuarios/${u.id}`, { token: a.token })).status).toBe(404);
  });

  it("o admin não pode excluir a si mesmo (409)", async () => {
    const a = await novaEmpresa();
    const r = await chamarApi("DELETE", `/api/usuarios/${a.usuario.id}`, { token: a.token });
    expect(r.status).toBe(409);
    expect(r.body.error).toMatchObject({ code: "CONFLICT", message: "Você não pode excluir o seu próprio usuário." });
    expect((await chamarApi("GET", "/api/me", { token: a.token })).status).toBe(200);
  });
});

describe("isolamento entre empresas", () => {
  it("o id de um usuário da empresa B com o token da empresa A responde 404 e nada muda", async () => {
    const [a, b] = await Promise.all([novaEmpresa(), novaEmpresa()]);
    const deB = await criar(b);
    const respostas = await Promise.all([
      chamarApi("PUT", `/api/usuarios/${deB.id}`, { token: a.token, body: { nome: "Invadido", email: novoEmail(), tipo_acesso: "admin", senha: "invasor1" } }),
      chamarApi("PATCH", `/api/usuarios/${deB.id}/ativo`, { token: a.token, body: { ativo: false } }),
      chamarApi("DELETE", `/api/usuarios/${deB.id}`, { token: a.token }),
    ]);
    expect(respostas.map((r) => r.status)).toEqual([404, 404, 404]);
    for (const r of respostas) expect(r.body.error.code).toBe("NOT_FOUND");
    expect(await ler(chaves.usuario(b.empresa.id, deB.id))).toMatchObject({ nome: "Paula Pereira", email: deB.email, tipo_acesso: "vendedor", ativo: true });
    expect(await ler(chaves.usuario(a.empresa.id, deB.id))).toBeUndefined();
    await expect(entrar(deB.email, "segredo123")).resolves.toHaveProperty("idToken");
    expect((await chamarApi("GET", "/api/me", { token: deB.token })).status).toBe(200);
    expect((await ler(chaves.contador(b.empresa.id, "usuarios")))?.valor).toBe(2);
    expect((await ler(chaves.contador(a.empresa.id, "usuarios")))?.valor).toBe(1);
  });
});
