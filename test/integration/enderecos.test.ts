/**
 * CEP, city and UF beside `endereco` on customers and on the company (printed on the boleto slip):
 * stored as `cep` (8 digits), `cidade`, `uf` (upper case) on the cliente and empresa items,
 * answered as null when absent, items written before them still read, invalid ones are 400.
 */
import { GetCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it } from "vitest";
import { db, tabela } from "../../functions/lib/db/client";
import { chaves } from "../../functions/lib/db/keys";
import { chamarApi, novaEmpresa, type EmpresaTeste } from "../support/api";

const ler = async (chave: { PK: string; SK: string }) => (await db().send(new GetCommand({ TableName: tabela(), Key: chave }))).Item;
const criarCliente = (token: string, body: Record<string, unknown>) => chamarApi("POST", "/api/clientes", { token, body });
const corpoEmpresa = (a: EmpresaTeste, sobrepor: Record<string, unknown> = {}) => ({
  nome_fantasia: a.empresa.nome_fantasia,
  cnpj: a.empresa.cnpj,
  plano: a.empresa.plano,
  endereco: "",
  whatsapp: "",
  ...sobrepor,
});

describe("endereço do cliente", () => {
  it("cria com CEP mascarado, cidade e UF minúscula e guarda CEP só dígitos e UF maiúscula", async () => {
    const a = await novaEmpresa();
    const r = await criarCliente(a.token, { nome: "Ana", endereco: "Av. Paulista, 1000", cep: "01310-100", cidade: "  São Paulo ", uf: "sp" });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ endereco: "Av. Paulista, 1000", cep: "01310100", cidade: "São Paulo", uf: "SP" });
    expect(await ler(chaves.cliente(a.empresa.id, r.body.id))).toMatchObject({ endereco: "Av. Paulista, 1000", cep: "01310100", cidade: "São Paulo", uf: "SP" });
    const lista = await chamarApi("GET", "/api/clientes", { token: a.token });
    expect(lista.body.items[0]).toMatchObject({ id: r.body.id, cep: "01310100", cidade: "São Paulo", uf: "SP" });
  });

  it("sem endereço responde os campos como null; editar troca e limpa o endereço", async () => {
    const a = await novaEmpresa();
    const r = await criarCliente(a.token, { nome: "Sem endereço" });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ endereco: null, cep: null, cidade: null, uf: null });

    const com = await chamarApi("PUT", `/api/clientes/${r.body.id}`, { token: a.token, body: { nome: "Sem endereço", cep: "20040020", cidade: "Rio de Janeiro", uf: "RJ" } });
    expect(com.status).toBe(200);
    expect(com.body).toMatchObject({ cep: "20040020", cidade: "Rio de Janeiro", uf: "RJ" });

    const sem = await chamarApi("PUT", `/api/clientes/${r.body.id}`, { token: a.token, body: { nome: "Sem endereço", cep: "", cidade: " ", uf: "" } });
    expect(sem.status).toBe(200);
    expect(sem.body).toMatchObject({ cep: null, cidade: null, uf: null });
    expect(await ler(chaves.cliente(a.empresa.id, r.body.id))).toMatchObject({ cep: null, cidade: null, uf: null });
  });

  it("um cliente gravado antes dos campos de endereço ainda é lido, com eles null", async () => {
    const a = await novaEmpresa();
    const r = await criarCliente(a.token, { nome: "Antigo", cep: "01310100", cidade: "São Paulo", uf: "SP" });
    await db().send(new UpdateCommand({ TableName: tabela(), Key: chaves.cliente(a.empresa.id, r.body.id), UpdateExpression: "REMOVE cep, cidade, uf" }));
    const lista = await chamarApi("GET", "/api/clientes", { token: a.token });
    expect(lista.status).toBe(200);
    expect(lista.body.items[0]).toMatchObject({ id: r.body.id, nome: "Antigo", cep: null, cidade: null, uf: null });
  });

  it.each([
    ["cep", { cep: "0131010" }, "CEP inválido"],
    ["cep", { cep: "01310-10a" }, "CEP inválido"],
    ["cep", { cep: "9".repeat(2048) }, "CEP inválido"],
    ["uf", { uf: "XX" }, "UF inválida"],
    ["uf", { uf: "São Paulo" }, "UF inválida"],
    ["cidade", { cidade: "a".repeat(101) }, "Use no máximo 100 caracteres"],
  ])("recusa %s inválido com 400 e a mensagem, sem gravar nada", async (campo, extra, mensagem) => {
    const a = await novaEmpresa();
    const r = await criarCliente(a.token, { nome: "Inválido", ...extra });
    expect(r.status).toBe(400);
    expect(r.body.error.fields[campo]).toBe(mensagem);
    expect((await chamarApi("GET", "/api/clientes", { token: a.token })).body.items).toEqual([]);
  });

  it("o token da empresa A não altera o endereço de um cliente da empresa B (404)", async () => {
    const [a, b] = await Promise.all([novaEmpresa(), novaEmpresa()]);
    const deB = (await criarCliente(b.token, { nome: "Da B", cep: "01310100", uf: "SP" })).body;
    const r = await chamarApi("PUT", `/api/clientes/${deB.id}`, { token: a.token, body: { nome: "Da B", cep: "20040020", uf: "RJ" } });
    expect(r.status).toBe(404);
    expect(await ler(chaves.cliente(b.empresa.id, deB.id))).toMatchObject({ cep: "01310100", uf: "SP" });
  });
});

describe("endereço da empresa", () => {
  it("a empresa nova responde CEP, cidade e UF como null; PUT grava e GET /api/empresa devolve", async () => {
    const a = await novaEmpresa();
    expect(a.empresa).toMatchObject({ cep: null, cidade: null, uf: null });
    expect((await chamarApi("GET", "/api/empresa", { token: a.token })).body).toMatchObject({ endereco: null, cep: null, cidade: null, uf: null });

    const r = await chamarApi("PUT", "/api/empresa", {
      token: a.token,
      body: corpoEmpresa(a, { endereco: "Rua das Flores, 10", cep: "13015-904", cidade: "Campinas", uf: "sp" }),
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ endereco: "Rua das Flores, 10", cep: "13015904", cidade: "Campinas", uf: "SP" });
    expect(await ler(chaves.empresa(a.empresa.id))).toMatchObject({ endereco: "Rua das Flores, 10", cep: "13015904", cidade: "Campinas", uf: "SP" });
    expect((await chamarApi("GET", "/api/empresa", { token: a.token })).body).toMatchObject({ cep: "13015904", cidade: "Campinas", uf: "SP" });

    // Without them (an older screen or client): saved as null, like `endereco`.
    const sem = await chamarApi("PUT", "/api/empresa", { token: a.token, body: corpoEmpresa(a) });
    expect(sem.status).toBe(200);
    expect(sem.body).toMatchObject({ endereco: null, cep: null, cidade: null, uf: null });
    expect(await ler(chaves.empresa(a.empresa.id))).toMatchObject({ cep: null, cidade: null, uf: null });
  });

  it("uma empresa gravada antes dos campos de endereço ainda é lida, com eles null", async () => {
    const a = await novaEmpresa();
    await db().send(new UpdateCommand({ TableName: tabela(), Key: chaves.empresa(a.empresa.id), UpdateExpression: "REMOVE cep, cidade, uf" }));
    const r = await chamarApi("GET", "/api/empresa", { token: a.token });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: a.empresa.id, cep: null, cidade: null, uf: null });
    expect((await chamarApi("GET", "/api/me", { token: a.token })).status).toBe(200);
  });

  it("CEP e UF inválidos respondem 400 com as mensagens e a empresa não muda", async () => {
    const a = await novaEmpresa({ nome_fantasia: "Loja Intacta" });
    const r = await chamarApi("PUT", "/api/empresa", { token: a.token, body: corpoEmpresa(a, { nome_fantasia: "Mudou", cep: "123", uf: "ZZ" }) });
    expect(r.status).toBe(400);
    expect(r.body.error.fields).toMatchObject({ cep: "CEP inválido", uf: "UF inválida" });
    expect(await ler(chaves.empresa(a.empresa.id))).toMatchObject({ nome_fantasia: "Loja Intacta", cep: null, uf: null });
  });

  it("o token da empresa A grava o endereço só na empresa A", async () => {
    const [a, b] = await Promise.all([novaEmpresa(), novaEmpresa()]);
    const r = await chamarApi("PUT", "/api/empresa", { token: a.token, body: { ...corpoEmpresa(a, { cep: "01310100", cidade: "São Paulo", uf: "SP" }), id: b.empresa.id } });
    expect(r.status).toBe(200);
    expect(r.body.id).toBe(a.empresa.id);
    expect(await ler(chaves.empresa(b.empresa.id))).toMatchObject({ cep: null, cidade: null, uf: null });
  });
});
