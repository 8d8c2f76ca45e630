import { GetCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it } from "vitest";
import { db, tabela } from "../../functions/lib/db/client";
import { chaves } from "../../functions/lib/db/keys";
import { chamarApi, entrar, novaEmpresa, type EmpresaTeste } from "../support/api";
import { novoCnpj, novoEmail } from "../support/fabricas";

const ler = async (chave: { PK: string; SK: string }) => (await db().send(new GetCommand({ TableName: tabela(), Key: chave }))).Item;

async function novoUsuario(a: EmpresaTeste, tipo_acesso = "vendedor") {
  const email = novoEmail(tipo_acesso);
  const r = await chamarApi("POST", "/api/usuarios", { token: a.token, body: { nome: "Fulano", email, senha: "segredo123", tipo_acesso } });
  expect(r.status).toBe(201);
  return { id: r.body.id as string, email, token: (await entrar(email, "segredo123")).idToken };
}

const corpo = (a: EmpresaTeste, sobrepor: Record<string, unknown> = {}) => ({
  nome_fantasia: a.empresa.nome_fantasia,
  cnpj: a.empresa.cnpj,
  plano: a.empresa.plano,
  endereco: "",
  whatsapp: "",
  ...sobrepor,
});

describe("GET /api/empresa", () => {
  it("devolve a empresa do token com as estatísticas do plano", async () => {
    const a = await novaEmpresa({ nome_fantasia: "Loja Estatística", plano: "pro" });
    const r = await chamarApi("GET", "/api/empresa", { token: a.token });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: a.empresa.id, nome_fantasia: "Loja Estatística", cnpj: a.empresa.cnpj, plano: "pro", endereco: null, whatsapp: null });
    expect(r.body.estatisticas).toEqual({ limite_imeis: 500, imeis_cadastrados: 0, limite_usuarios: 3, usuarios: 1, created_at: r.body.created_at });
  });

  it("o plano Master não tem limite e qualquer papel pode ler", async () => {
    const a = await novaEmpresa({ plano: "master" });
    const v = await novoUsuario(a);
    const r = await chamarApi("GET", "/api/empresa", { token: v.token });
    expect(r.status).toBe(200);
    expect(r.body.estatisticas).toMatchObject({ limite_imeis: null, limite_usuarios: null, usuarios: 2 });
  });
});

describe("PUT /api/empresa", () => {
  it("salva nome, CNPJ (só dígitos), plano, endereço e WhatsApp, e troca a guarda do CNPJ", async () => {
    const a = await novaEmpresa({ plano: "start" });
    const cnpjAntigo = a.empresa.cnpj;
    const cnpjNovo = novoCnpj(true);
    const r = await chamarApi("PUT", "/api/empresa", {
      token: a.token,
      body: { nome_fantasia: "  Loja Renomeada ", cnpj: cnpjNovo, plano: "master", endereco: "Rua A, 10 - Centro", whatsapp: "(11) 98765-4321" },
    });
    expect(r.status).toBe(200);
    const digitos = cnpjNovo.replace(/\D/g, "");
    expect(r.body).toMatchObject({ id: a.empresa.id, nome_fantasia: "Loja Renomeada", cnpj: digitos, plano: "master", endereco: "Rua A, 10 - Centro", whatsapp: "11987654321" });

    const me = await chamarApi("GET", "/api/me", { token: a.token });
    expect(me.body.empresa).toMatchObject({ nome_fantasia: "Loja Renomeada", cnpj: digitos, plano: "master", whatsapp: "11987654321" });
    expect(await ler(chaves.guardaCnpjEmpresa(cnpjAntigo))).toBeUndefined();
    expect((await ler(chaves.guardaCnpjEmpresa(digitos)))?.empresa_id).toBe(a.empresa.id);

    // The old CNPJ is free for another company now.
    const outra = await chamarApi("POST", "/api/empresas", {
      body: { nome_fantasia: "Outra", cnpj: cnpjAntigo, plano: "start", admin: { nome: "B", email: novoEmail(), senha: "segredo123" } },
    });
    expect(outra.status).toBe(201);
  });

  it("endereço e WhatsApp em branco são salvos como null; manter o próprio CNPJ não é conflito", async () => {
    const a = await novaEmpresa();
    await chamarApi("PUT", "/api/empresa", { token: a.token, body: corpo(a, { endereco: "Rua B", whatsapp: "1133334444" }) });
    const r = await chamarApi("PUT", "/api/empresa", { token: a.token, body: corpo(a, { endereco: "   ", whatsapp: "" }) });
    expect(r.status).toBe(200);
    const item = await ler(chaves.empresa(a.empresa.id));
    expect(item).toMatchObject({ endereco: null, whatsapp: null, cnpj: a.empresa.cnpj });
  });

  it("o CNPJ de outra empresa responde 409 'CNPJ já cadastrado para outra empresa' e nada muda", async () => {
    const [a, b] = await Promise.all([novaEmpresa({ nome_fantasia: "Loja A" }), novaEmpresa({ nome_fantasia: "Loja B" })]);
    const r = await chamarApi("PUT", "/api/empresa", { token: a.token, body: corpo(a, { nome_fantasia: "Mudou", cnpj: b.empresa.cnpj }) });
    expect(r.status).toBe(409);
    expect(r.body.error).toMatchObject({ code: "CONFLICT", message: "CNPJ já cadastrado para outra empresa", fields: { cnpj: "CNPJ já cadastrado para outra empresa" } });
    expect(await ler(chaves.empresa(a.empresa.id))).toMatchObject({ nome_fantasia: "Loja A", cnpj: a.empresa.cnpj });
    expect((await ler(chaves.guardaCnpjEmpresa(b.empresa.cnpj)))?.empresa_id).toBe(b.empresa.id);
    expect((await ler(chaves.guardaCnpjEmpresa(a.empresa.cnpj)))?.empresa_id).toBe(a.empresa.id);
  });

  it("CNPJ inválido, nome vazio, plano desconhecido e WhatsApp incompleto respondem 400 com os campos", async () => {
    const a = await novaEmpresa();
    const r = await chamarApi("PUT", "/api/empresa", {
      token: a.token,
      body: { nome_fantasia: " ", cnpj: "11.111.111/1111-11", plano: "gold", endereco: null, whatsapp: "(11) 9876" },
    });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe("VALIDATION");
    expect(r.body.error.fields).toMatchObject({ nome_fantasia: "Nome fantasia é obrigatório", cnpj: "CNPJ inválido", plano: "Plano inválido" });
    expect(r.body.error.fields.whatsapp).toMatch(/WhatsApp inválido/);
  });

  it("recusa com 403 PLAN_LIMIT mudar para um plano com menos usuários do que a empresa tem", async () => {
    const a = await novaEmpresa({ plano: "pro" });
    const v = await novoUsuario(a);
    const r = await chamarApi("PUT", "/api/empresa", { token: a.token, body: corpo(a, { plano: "start" }) });
    expect(r.status).toBe(403);
    expect(r.body.error).toEqual({
      code: "PLAN_LIMIT",
      message: "Não é possível mudar para o plano Start: a empresa tem 2 usuários (o plano permite até 1). Reduza o uso ou escolha um plano maior.",
    });
    expect((await ler(chaves.empresa(a.empresa.id)))?.plano).toBe("pro");

    expect((await chamarApi("DELETE", `/api/usuarios/${v.id}`, { token: a.token })).status).toBe(204);
    const ok = await chamarApi("PUT", "/api/empresa", { token: a.token, body: corpo(a, { plano: "start" }) });
    expect(ok.status).toBe(200);
    expect(ok.body.plano).toBe("start");
  });

  it("recusa com 403 PLAN_LIMIT mudar para um plano com menos IMEIs do que a empresa tem cadastrados", async () => {
    const a = await novaEmpresa({ plano: "master" });
    await db().send(
      new UpdateCommand({ TableName: tabela(), Key: chaves.contador(a.empresa.id, "imeis"), UpdateExpression: "SET valor = :v", ExpressionAttributeValues: { ":v": 501 } }),
    );
    const r = await chamarApi("PUT", "/api/empresa", { token: a.token, body: corpo(a, { plano: "pro" }) });
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe("PLAN_LIMIT");
    expect(r.body.error.message).toContain("501 IMEIs cadastrados (o plano permite até 500)");
    // Exactly at the limit fits.
    await db().send(
      new UpdateCommand({ TableName: tabela(), Key: chaves.contador(a.empresa.id, "imeis"), UpdateExpression: "SET valor = :v", ExpressionAttributeValues: { ":v": 500 } }),
    );
    expect((await chamarApi("PUT", "/api/empresa", { token: a.token, body: corpo(a, { plano: "pro" }) })).status).toBe(200);
  });

  it("quem não é admin recebe 403 e a empresa não muda", async () => {
    const a = await novaEmpresa({ nome_fantasia: "Loja Intocada" });
    const g = await novoUsuario(a, "gerente");
    const r = await chamarApi("PUT", "/api/empresa", { token: g.token, body: corpo(a, { nome_fantasia: "Invadida" }) });
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe("FORBIDDEN");
    expect((await ler(chaves.empresa(a.empresa.id)))?.nome_fantasia).toBe("Loja Intocada");
  });

  it("o token da empresa A só altera a empresa A; a empresa B continua igual", async () => {
    const [a, b] = await Promise.all([novaEmpresa({ nome_fantasia: "Loja A" }), novaEmpresa({ nome_fantasia: "Loja B" })]);
    const r = await chamarApi("PUT", "/api/empresa", { token: a.token, body: { ...corpo(b), nome_fantasia: "Loja A Nova", cnpj: a.empresa.cnpj, id: b.empresa.id, empresa_id: b.empresa.id } });
    expect(r.status).toBe(200);
    expect(r.body.id).toBe(a.empresa.id);
    expect(await ler(chaves.empresa(b.empresa.id))).toMatchObject({ nome_fantasia: "Loja B", cnpj: b.empresa.cnpj });
    const gb = await chamarApi("GET", "/api/empresa", { token: b.token });
    expect(gb.body.nome_fantasia).toBe("Loja B");
    const ga = await chamarApi("GET", "/api/empresa", { token: a.token });
    expect(ga.body.id).toBe(a.empresa.id);
  });
});
