/**
 * Issue 17 through the real handlers: the alphanumeric CNPJ (IN RFB 2.229/2024) at sign-up, in
 * company data and for suppliers, one normal form for uniqueness and search, numeric CNPJs
 * unchanged; phones pasted from WhatsApp (+55) stored as the national number, foreign ones refused.
 */
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it } from "vitest";
import { db, tabela } from "../../functions/lib/db/client";
import { chaves } from "../../functions/lib/db/keys";
import { chamarApi, dadosEmpresa, entrar, novaEmpresa, type EmpresaTeste } from "../support/api";
import { novoCnpj, novoCnpjAlfanumerico } from "../support/fabricas";

const ler = async (chave: { PK: string; SK: string }) => (await db().send(new GetCommand({ TableName: tabela(), Key: chave }))).Item;
const mascarar = (cnpj: string) => cnpj.replace(/^(\w{2})(\w{3})(\w{3})(\w{4})(\d{2})$/, "$1.$2.$3/$4-$5");
const dadosDaEmpresa = (a: EmpresaTeste, sobrepor: Record<string, unknown>) => ({
  nome_fantasia: a.empresa.nome_fantasia,
  cnpj: a.empresa.cnpj,
  plano: a.empresa.plano,
  endereco: null,
  whatsapp: null,
  ...sobrepor,
});
const lista = async (a: EmpresaTeste, recurso: string, q?: string) =>
  (await chamarApi("GET", `/api/${recurso}${q === undefined ? "" : `?q=${encodeURIComponent(q)}`}`, { token: a.token })).body.items as Record<string, unknown>[];

describe("CNPJ alfanumérico no cadastro da empresa (POST /api/empresas)", () => {
  it("aceita o CNPJ digitado em minúsculas e com máscara, guarda em maiúsculas sem pontuação e o admin entra", async () => {
    // Prepare
    const cnpj = novoCnpjAlfanumerico();
    const dados = dadosEmpresa({ cnpj: mascarar(cnpj).toLowerCase() });
    // Act
    const r = await chamarApi("POST", "/api/empresas", { body: dados });
    // Assess
    expect(r.status).toBe(201);
    expect(r.body.empresa.cnpj).toBe(cnpj);
    expect(await ler(chaves.empresa(r.body.empresa.id))).toMatchObject({ cnpj });
    expect((await ler(chaves.guardaCnpjEmpresa(cnpj)))?.empresa_id).toBe(r.body.empresa.id);
    const { idToken } = await entrar(dados.admin.email, dados.admin.senha);
    expect((await chamarApi("GET", "/api/me", { token: idToken })).body.empresa.cnpj).toBe(cnpj);
  });

  it("o mesmo CNPJ em outra grafia é a mesma empresa: 409 e nenhum usuário criado", async () => {
    const cnpj = novoCnpjAlfanumerico();
    expect((await chamarApi("POST", "/api/empresas", { body: dadosEmpresa({ cnpj: mascarar(cnpj) }) })).status).toBe(201);
    for (const grafia of [cnpj, cnpj.toLowerCase(), mascarar(cnpj).toLowerCase()]) {
      const segundo = dadosEmpresa({ cnpj: grafia });
      const r = await chamarApi("POST", "/api/empresas", { body: segundo });
      expect(r.status, grafia).toBe(409);
      expect(r.body.error).toMatchObject({ code: "CONFLICT", message: "CNPJ já cadastrado para outra empresa", fields: { cnpj: "CNPJ já cadastrado para outra empresa" } });
      await expect(entrar(segundo.admin.email, segundo.admin.senha)).rejects.toThrow();
    }
  });

  it.each([
    ["letra no lugar de um dígito verificador", (c: string) => `${c.slice(0, 13)}A`],
    ["dígito verificador errado", (c: string) => `${c.slice(0, 13)}${(Number(c[13]) + 1) % 10}`],
    ["todos os caracteres iguais", () => "AAAAAAAAAAAAAA"],
    ["símbolo no meio", (c: string) => `${c.slice(0, 5)}*${c.slice(6)}`],
  ])("recusa %s com 'CNPJ inválido' e não ocupa o CNPJ", async (_caso, estragar) => {
    const errado = estragar(novoCnpjAlfanumerico());
    const r = await chamarApi("POST", "/api/empresas", { body: dadosEmpresa({ cnpj: errado }) });
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ code: "VALIDATION", fields: { cnpj: "CNPJ inválido" } });
    expect(await ler(chaves.guardaCnpjEmpresa(errado.toUpperCase()))).toBeUndefined();
  });

  it("um CNPJ numérico continua como antes: 14 dígitos, na mesma chave de guarda (nada a migrar)", async () => {
    const cnpj = novoCnpj();
    const r = await chamarApi("POST", "/api/empresas", { body: dadosEmpresa({ cnpj: mascarar(cnpj) }) });
    expect(r.status).toBe(201);
    expect(r.body.empresa.cnpj).toBe(cnpj);
    expect(chaves.guardaCnpjEmpresa(cnpj)).toEqual({ PK: `CNPJ#${cnpj}`, SK: "CNPJ" });
    expect((await ler({ PK: `CNPJ#${cnpj}`, SK: "CNPJ" }))?.empresa_id).toBe(r.body.empresa.id);
  });
});

describe("CNPJ alfanumérico nos dados da empresa (PUT /api/empresa)", () => {
  it("troca para um CNPJ alfanumérico digitado em minúsculas e move a guarda", async () => {
    const a = await novaEmpresa();
    const novo = novoCnpjAlfanumerico();
    const r = await chamarApi("PUT", "/api/empresa", { token: a.token, body: dadosDaEmpresa(a, { cnpj: mascarar(novo).toLowerCase() }) });
    expect(r.status).toBe(200);
    expect(r.body.cnpj).toBe(novo);
    expect((await chamarApi("GET", "/api/me", { token: a.token })).body.empresa.cnpj).toBe(novo);
    expect((await ler(chaves.guardaCnpjEmpresa(novo)))?.empresa_id).toBe(a.empresa.id);
    expect(await ler(chaves.guardaCnpjEmpresa(a.empresa.cnpj))).toBeUndefined();
  });

  it("o próprio CNPJ em outra grafia não é conflito; o de outra empresa em outra grafia é 409 e nada muda", async () => {
    const [a, b] = await Promise.all([novaEmpresa({ cnpj: novoCnpjAlfanumerico() }), novaEmpresa({ cnpj: novoCnpjAlfanumerico(true) })]);
    const proprio = await chamarApi("PUT", "/api/empresa", { token: a.token, body: dadosDaEmpresa(a, { cnpj: mascarar(a.empresa.cnpj).toLowerCase(), endereco: "Rua A" }) });
    expect(proprio.status).toBe(200);
    expect(proprio.body).toMatchObject({ cnpj: a.empresa.cnpj, endereco: "Rua A" });

    const alheio = await chamarApi("PUT", "/api/empresa", { token: a.token, body: dadosDaEmpresa(a, { nome_fantasia: "Mudou", cnpj: b.empresa.cnpj.toLowerCase() }) });
    expect(alheio.status).toBe(409);
    expect(alheio.body.error).toMatchObject({ code: "CONFLICT", fields: { cnpj: "CNPJ já cadastrado para outra empresa" } });
    expect(await ler(chaves.empresa(a.empresa.id))).toMatchObject({ nome_fantasia: a.empresa.nome_fantasia, cnpj: a.empresa.cnpj });
    expect((await ler(chaves.guardaCnpjEmpresa(b.empresa.cnpj)))?.empresa_id).toBe(b.empresa.id);
  });

  it("recusa uma letra no dígito verificador com 'CNPJ inválido'", async () => {
    const a = await novaEmpresa();
    const r = await chamarApi("PUT", "/api/empresa", { token: a.token, body: dadosDaEmpresa(a, { cnpj: "12.ABC.345/01DE-3A" }) });
    expect(r.status).toBe(400);
    expect(r.body.error.fields).toEqual({ cnpj: "CNPJ inválido" });
  });
});

describe("CNPJ alfanumérico nos fornecedores", () => {
  it("guarda a forma normal, recusa a mesma em outra grafia e a busca acha um pedaço em qualquer caixa", async () => {
    // Prepare
    const a = await novaEmpresa();
    // Act
    const r = await chamarApi("POST", "/api/fornecedores", { token: a.token, body: { nome: "Distribuidora Nova", cnpj: "12.ABC.345/01DE-35" } });
    const dup = await chamarApi("POST", "/api/fornecedores", { token: a.token, body: { nome: "Outra grafia", cnpj: "12abc34501de35" } });
    // Assess
    expect(r.status).toBe(201);
    expect(r.body.cnpj).toBe("12ABC34501DE35");
    expect((await ler(chaves.guardaCnpjFornecedor(a.empresa.id, "12ABC34501DE35")))?.fornecedor_id).toBe(r.body.id);
    expect(dup.status).toBe(409);
    expect(dup.body.error).toMatchObject({ code: "CONFLICT", message: "CNPJ já cadastrado para outro fornecedor", fields: { cnpj: "CNPJ já cadastrado para outro fornecedor" } });
    expect((await lista(a, "fornecedores")).map((f) => f.nome)).toEqual(["Distribuidora Nova"]);

    await chamarApi("POST", "/api/fornecedores", { token: a.token, body: { nome: "Numérico", cnpj: novoCnpj() } });
    for (const q of ["abc.345", "ABC34501", "01de-35", "12.abc.345/01de-35"]) {
      expect((await lista(a, "fornecedores", q)).map((f) => f.nome), q).toEqual(["Distribuidora Nova"]);
    }
  });

  it("ao editar, o próprio CNPJ em outra grafia não é duplicado; o de outro fornecedor é", async () => {
    const a = await novaEmpresa();
    const [c1, c2] = [novoCnpjAlfanumerico(), novoCnpjAlfanumerico()];
    const f1 = (await chamarApi("POST", "/api/fornecedores", { token: a.token, body: { nome: "Um", cnpj: c1 } })).body;
    const f2 = (await chamarApi("POST", "/api/fornecedores", { token: a.token, body: { nome: "Dois", cnpj: c2 } })).body;
    const mesmo = await chamarApi("PUT", `/api/fornecedores/${f1.id}`, { token: a.token, body: { nome: "Um Editado", cnpj: mascarar(c1).toLowerCase() } });
    expect(mesmo.status).toBe(200);
    expect(mesmo.body).toMatchObject({ nome: "Um Editado", cnpj: c1 });
    const dup = await chamarApi("PUT", `/api/fornecedores/${f2.id}`, { token: a.token, body: { nome: "Dois", cnpj: c1.toLowerCase() } });
    expect(dup.status).toBe(409);
    expect((await lista(a, "fornecedores")).find((f) => f.id === f2.id)).toMatchObject({ cnpj: c2 });
  });

  it("um CNPJ numérico de fornecedor continua guardado com 14 dígitos", async () => {
    const a = await novaEmpresa();
    const cnpj = novoCnpj();
    const r = await chamarApi("POST", "/api/fornecedores", { token: a.token, body: { nome: "Antigo", cnpj: mascarar(cnpj) } });
    expect(r.body.cnpj).toBe(cnpj);
    expect((await chamarApi("POST", "/api/fornecedores", { token: a.token, body: { nome: "Dup", cnpj } })).status).toBe(409);
  });
});

describe("telefones colados do WhatsApp", () => {
  it.each([
    ["+55 11 98765-4321", "11987654321"],
    ["5511987654321", "11987654321"],
    ["11987654321", "11987654321"],
    ["+55 (21) 3333-4444", "2133334444"],
    ["(011) 3333-4444", "1133334444"],
    ["\u202a+55\u00a011 98765-4321\u202c", "11987654321"],
  ])("cliente e fornecedor guardam %j como o número nacional %j", async (telefone, nacional) => {
    const a = await novaEmpresa();
    const cliente = await chamarApi("POST", "/api/clientes", { token: a.token, body: { nome: "Maria", telefone } });
    expect(cliente.status).toBe(201);
    expect(cliente.body.telefone).toBe(nacional);
    const fornecedor = await chamarApi("POST", "/api/fornecedores", { token: a.token, body: { nome: "Distribuidora", telefone } });
    expect(fornecedor.status).toBe(201);
    expect(fornecedor.body.telefone).toBe(nacional);
  });

  it.each([
    ["+1 415 555 0100", "um número dos EUA"],
    ["+351 912 345 678", "um celular de Portugal"],
    ["+55 11 98765-43210", "um dígito a mais, nunca cortado"],
    ["(11) 8765-4321", "8 dígitos começando com 8"],
  ])("recusa %j (%s) com 'Telefone inválido' e não grava nada", async (telefone) => {
    const a = await novaEmpresa();
    const cliente = await chamarApi("POST", "/api/clientes", { token: a.token, body: { nome: "Maria", telefone } });
    expect(cliente.status).toBe(400);
    expect(cliente.body.error).toMatchObject({ code: "VALIDATION", fields: { telefone: "Telefone inválido" } });
    const fornecedor = await chamarApi("POST", "/api/fornecedores", { token: a.token, body: { nome: "Distribuidora", telefone } });
    expect(fornecedor.status).toBe(400);
    expect(fornecedor.body.error.fields).toEqual({ telefone: "Telefone inválido" });
    expect(await lista(a, "clientes")).toEqual([]);
    expect(await lista(a, "fornecedores")).toEqual([]);
  });

  it("o WhatsApp da empresa colado com +55 é guardado como o número nacional; um estrangeiro é recusado e nada muda", async () => {
    const a = await novaEmpresa();
    const ok = await chamarApi("PUT", "/api/empresa", { token: a.token, body: dadosDaEmpresa(a, { whatsapp: "+55 11 98765-4321" }) });
    expect(ok.status).toBe(200);
    expect(ok.body.whatsapp).toBe("11987654321");
    const estrangeiro = await chamarApi("PUT", "/api/empresa", { token: a.token, body: dadosDaEmpresa(a, { whatsapp: "+1 415 555 0100" }) });
    expect(estrangeiro.status).toBe(400);
    expect(estrangeiro.body.error.fields).toEqual({ whatsapp: "WhatsApp inválido. Informe DDD e número." });
    expect(await ler(chaves.empresa(a.empresa.id))).toMatchObject({ whatsapp: "11987654321" });
  });

  it("a busca de clientes acha o telefone digitado como o WhatsApp mostra", async () => {
    const a = await novaEmpresa();
    await chamarApi("POST", "/api/clientes", { token: a.token, body: { nome: "Maria", telefone: "+55 81 99876-5432" } });
    await chamarApi("POST", "/api/clientes", { token: a.token, body: { nome: "João", telefone: "(11) 3333-4444" } });
    expect((await lista(a, "clientes", "+55 81 99876")).map((c) => c.nome)).toEqual(["Maria"]);
  });
});
