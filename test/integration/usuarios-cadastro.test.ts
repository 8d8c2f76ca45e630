import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it } from "vitest";
import { db, tabela } from "../../functions/lib/db/client";
import { chaves } from "../../functions/lib/db/keys";
import { chamarApi, entrar, novaEmpresa, type EmpresaTeste } from "../support/api";
import { novoEmail } from "../support/fabricas";

const ler = async (chave: { PK: string; SK: string }) => (await db().send(new GetCommand({ TableName: tabela(), Key: chave }))).Item;
const contador = async (empresaId: string) => Number((await ler(chaves.contador(empresaId, "usuarios")))?.valor);

const criar = (a: EmpresaTeste, sobrepor: Record<string, unknown> = {}) =>
  chamarApi("POST", "/api/usuarios", { token: a.token, body: { nome: "Vera Vendas", email: novoEmail("u"), senha: "segredo123", tipo_acesso: "vendedor", ...sobrepor } });

describe("POST /api/usuarios", () => {
  it("cria o usuário no Cognito e na tabela: ele entra com a senha e aparece na lista, mais novo primeiro", async () => {
    const a = await novaEmpresa({ plano: "master" });
    const email = novoEmail("Nova");
    const r = await criar(a, { nome: "Nova Pessoa", email: `  ${email.toUpperCase()} `, tipo_acesso: "estoquista" });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({ id: expect.any(String), nome: "Nova Pessoa", email: email.toLowerCase(), tipo_acesso: "estoquista", ativo: true, created_at: expect.any(String) });
    expect(JSON.stringify(r.body)).not.toContain("segredo123");

    const item = await ler(chaves.usuario(a.empresa.id, r.body.id));
    expect(item).toMatchObject({ entidade: "usuario", empresa_id: a.empresa.id, cognito_username: expect.any(String) });
    expect(item).not.toHaveProperty("senha");
    expect(await ler(chaves.guardaEmail(email))).toMatchObject({ empresa_id: a.empresa.id, usuario_id: r.body.id });
    expect(await contador(a.empresa.id)).toBe(2);

    const { idToken } = await entrar(email.toLowerCase(), "segredo123");
    const me = await chamarApi("GET", "/api/me", { token: idToken });
    expect(me.body.usuario).toMatchObject({ id: r.body.id, tipo_acesso: "estoquista" });

    const segundo = await criar(a, { nome: "Mais Nova" });
    const lista = await chamarApi("GET", "/api/usuarios", { token: a.token });
    expect(lista.status).toBe(200);
    expect(lista.body.items.map((u: { nome: string }) => u.nome)).toEqual(["Mais Nova", "Nova Pessoa", "Admin Teste"]);
    expect(lista.body.items[0]).toEqual(segundo.body);
    expect(JSON.stringify(lista.body)).not.toContain("cognito_username");
  });

  it("no plano Start (1 usuário) o segundo responde 403 PLAN_LIMIT e nada é criado", async () => {
    const a = await novaEmpresa({ plano: "start" });
    const email = novoEmail();
    const r = await criar(a, { email });
    expect(r.status).toBe(403);
    expect(r.body.error).toEqual({ code: "PLAN_LIMIT", message: "O plano Start permite até 1 usuário. Para cadastrar mais, mude para um plano superior." });
    expect(await contador(a.empresa.id)).toBe(1);
    expect(await ler(chaves.guardaEmail(email))).toBeUndefined();
    await expect(entrar(email, "segredo123")).rejects.toThrow();
  });

  it("no plano Pro o terceiro usuário cabe e o quarto responde 403 PLAN_LIMIT; excluir um libera a vaga", async () => {
    const a = await novaEmpresa({ plano: "pro" });
    const u2 = await criar(a);
    const u3 = await criar(a);
    expect([u2.status, u3.status]).toEqual([201, 201]);
    const u4 = await criar(a);
    expect(u4.status).toBe(403);
    expect(u4.body.error).toEqual({ code: "PLAN_LIMIT", message: "O plano Pro permite até 3 usuários. Para cadastrar mais, mude para um plano superior." });
    expect(await contador(a.empresa.id)).toBe(3);

    expect((await chamarApi("DELETE", `/api/usuarios/${u3.body.id}`, { token: a.token })).status).toBe(204);
    expect(await contador(a.empresa.id)).toBe(2);
    expect((await criar(a)).status).toBe(201);
  });

  it("pedidos simultâneos não passam do limite do plano e quem ficou de fora não consegue entrar", async () => {
    const a = await novaEmpresa({ plano: "pro" });
    const emails = [novoEmail("p1"), novoEmail("p2"), novoEmail("p3"), novoEmail("p4")];
    const rs = await Promise.all(emails.map((email) => criar(a, { email })));
    expect(rs.filter((r) => r.status === 201)).toHaveLength(2);
    expect(rs.filter((r) => r.status === 403 && r.body.error.code === "PLAN_LIMIT")).toHaveLength(2);
    expect(await contador(a.empresa.id)).toBe(3);
    for (const [i, r] of rs.entries()) {
      if (r.status === 201) await expect(entrar(emails[i]!, "segredo123")).resolves.toHaveProperty("idToken");
      else await expect(entrar(emails[i]!, "segredo123")).rejects.toThrow();
    }
  });

  it("um email já usado, nesta ou em outra empresa, responde 409 no campo email", async () => {
    const [a, b] = await Promise.all([novaEmpresa({ plano: "master" }), novaEmpresa({ plano: "master" })]);
    for (const email of [a.email, b.email.toUpperCase()]) {
      const r = await criar(a, { email });
      expect(r.status).toBe(409);
      expect(r.body.error).toMatchObject({ code: "CONFLICT", fields: { email: "Este email já está cadastrado para outro usuário." } });
    }
    expect(await contador(a.empresa.id)).toBe(1);
  });

  it("valida nome, email, tipo de acesso e senha (obrigatória, mínimo 8: 7 caracteres não bastam) com as mensagens em português", async () => {
    const a = await novaEmpresa();
    const r = await chamarApi("POST", "/api/usuarios", { token: a.token, body: { nome: "", email: "nao-e-email", tipo_acesso: "dono", senha: "1234567" } });
    expect(r.status).toBe(400);
    expect(r.body.error.fields).toEqual({
      nome: "Nome é obrigatório",
      email: "Email inválido",
      tipo_acesso: "Tipo de acesso é obrigatório",
      senha: "Senha deve ter pelo menos 8 caracteres",
    });
    const semSenha = await chamarApi("POST", "/api/usuarios", { token: a.token, body: { nome: "X", email: novoEmail(), tipo_acesso: "vendedor" } });
    expect(semSenha.body.error.fields).toEqual({ senha: "Senha é obrigatória" });
  });

  it("quem não é admin recebe 403 em todas as rotas de usuários", async () => {
    const a = await novaEmpresa({ plano: "master" });
    const alvo = (await criar(a)).body.id as string;
    for (const tipo_acesso of ["vendedor", "estoquista", "financeiro", "gerente"]) {
      const email = novoEmail(tipo_acesso);
      expect((await criar(a, { email, tipo_acesso })).status).toBe(201);
      const { idToken: token } = await entrar(email, "segredo123");
      const respostas = await Promise.all([
        chamarApi("GET", "/api/usuarios", { token }),
        chamarApi("POST", "/api/usuarios", { token, body: { nome: "X", email: novoEmail(), senha: "segredo123", tipo_acesso: "admin" } }),
        chamarApi("PUT", `/api/usuarios/${alvo}`, { token, body: { nome: "X", email: novoEmail(), tipo_acesso: "admin" } }),
        chamarApi("PATCH", `/api/usuarios/${alvo}/ativo`, { token, body: { ativo: false } }),
        chamarApi("DELETE", `/api/usuarios/${alvo}`, { token }),
      ]);
      expect(respostas.map((r) => r.status)).toEqual([403, 403, 403, 403, 403]);
    }
    expect(await ler(chaves.usuario(a.empresa.id, alvo))).toMatchObject({ nome: "Vera Vendas", ativo: true });
  });

  it("a lista da empresa A nunca mostra usuários da empresa B", async () => {
    const [a, b] = await Promise.all([novaEmpresa(), novaEmpresa()]);
    const deB = await criar(b, { nome: "Só da B" });
    const lista = await chamarApi("GET", "/api/usuarios", { token: a.token });
    expect(lista.body.items.map((u: { id: string }) => u.id)).toEqual([a.usuario.id]);
    expect(JSON.stringify(lista.body)).not.toContain(deB.body.id);
  });
});
