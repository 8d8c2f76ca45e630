import { GetCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it } from "vitest";
import { db, tabela } from "../../functions/lib/db/client";
import { chaves, empresaPk } from "../../functions/lib/db/keys";
import { chamarApi, dadosEmpresa, entrar } from "../support/api";
import { novoCnpj, novoEmail } from "../support/fabricas";

describe("POST /api/empresas (cadastro de empresa)", () => {
  it("cria a empresa, o administrador e as marcas e categorias iniciais, e o admin consegue entrar", async () => {
    // Prepare
    const dados = dadosEmpresa({ nome_fantasia: "  Cell Center Recife  ", plano: "master" });
    // Act
    const r = await chamarApi("POST", "/api/empresas", { body: dados });
    // Assess
    expect(r.status).toBe(201);
    expect(r.body.empresa).toMatchObject({ nome_fantasia: "Cell Center Recife", cnpj: dados.cnpj.replace(/\D/g, ""), plano: "master", endereco: null });
    expect(r.body.usuario).toMatchObject({ nome: "Admin Teste", email: dados.admin.email, tipo_acesso: "admin", ativo: true });
    expect(JSON.stringify(r.body)).not.toContain(dados.admin.senha);

    const empresaId = r.body.empresa.id as string;
    const { Item: usuario } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.usuario(empresaId, r.body.usuario.id) }));
    expect(usuario).toBeDefined();
    expect(Object.keys(usuario!).join(",")).not.toMatch(/senha|password/i);
    const { Items: marcas = [] } = await db().send(
      new QueryCommand({ TableName: tabela(), KeyConditionExpression: "PK = :pk AND begins_with(SK, :sk)", ExpressionAttributeValues: { ":pk": empresaPk(empresaId), ":sk": "MARCA#" } }),
    );
    expect(marcas.map((m) => m.nome)).toEqual(expect.arrayContaining(["Apple", "Samsung", "Motorola", "Xiaomi"]));

    const { idToken } = await entrar(dados.admin.email, dados.admin.senha);
    const me = await chamarApi("GET", "/api/me", { token: idToken });
    expect(me.status).toBe(200);
    expect(me.body.empresa.nome_fantasia).toBe("Cell Center Recife");
  });

  it("usa o plano start quando nenhum plano é informado", async () => {
    const { plano: _p, ...dados } = dadosEmpresa();
    const r = await chamarApi("POST", "/api/empresas", { body: dados });
    expect(r.status).toBe(201);
    expect(r.body.empresa.plano).toBe("start");
  });

  it.each([
    ["nome_fantasia", { nome_fantasia: "  " }, "Nome fantasia é obrigatório"],
    ["cnpj", { cnpj: "" }, "CNPJ é obrigatório"],
    ["cnpj", { cnpj: "11.222.333/0001-82" }, "CNPJ inválido"],
    ["cnpj", { cnpj: "11111111111111" }, "CNPJ inválido"],
    ["admin.nome", { admin: { nome: "", email: "a@b.com", senha: "12345678" } }, "Nome do administrador é obrigatório"],
    ["admin.email", { admin: { nome: "A", email: "", senha: "12345678" } }, "Email é obrigatório"],
    ["admin.email", { admin: { nome: "A", email: "nao-e-email", senha: "12345678" } }, "Email inválido"],
    ["admin.senha", { admin: { nome: "A", email: "a@b.com", senha: "" } }, "Senha é obrigatória"],
    ["admin.senha", { admin: { nome: "A", email: "a@b.com", senha: "1234567" } }, "Senha deve ter pelo menos 8 caracteres"],
  ])("recusa %s inválido com a mensagem da especificação", async (campo, sobrepor, mensagem) => {
    const r = await chamarApi("POST", "/api/empresas", { body: dadosEmpresa(sobrepor) });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe("VALIDATION");
    expect(r.body.error.fields[campo]).toBe(mensagem);
  });

  it("recusa um corpo que não é JSON com uma mensagem clara", async () => {
    const r = await chamarApi("POST", "/api/empresas", { corpoBruto: "{nao é json" });
    expect(r.status).toBe(400);
    expect(r.body.error.message).toMatch(/JSON válido/);
  });

  it("recusa um CNPJ de outra empresa com 409 e não cria o usuário", async () => {
    const cnpj = novoCnpj();
    expect((await chamarApi("POST", "/api/empresas", { body: dadosEmpresa({ cnpj }) })).status).toBe(201);
    const segundo = dadosEmpresa({ cnpj: cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, "$1.$2.$3/$4-$5") });
    const r = await chamarApi("POST", "/api/empresas", { body: segundo });
    expect(r.status).toBe(409);
    expect(r.body.error.message).toBe("CNPJ já cadastrado para outra empresa");
    await expect(entrar(segundo.admin.email, segundo.admin.senha)).rejects.toThrow();
  });

  it("recusa um e-mail já usado com 409, sem deixar empresa nem CNPJ ocupados", async () => {
    const email = novoEmail();
    const primeiro = dadosEmpresa({ admin: { nome: "A", email, senha: "segredo123" } });
    expect((await chamarApi("POST", "/api/empresas", { body: primeiro })).status).toBe(201);
    const cnpj = novoCnpj();
    const r = await chamarApi("POST", "/api/empresas", { body: dadosEmpresa({ cnpj, admin: { nome: "B", email: email.toUpperCase(), senha: "outra123" } }) });
    expect(r.status).toBe(409);
    expect(r.body.error.fields["admin.email"]).toMatch(/já está cadastrado/);
    const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.guardaCnpjEmpresa(cnpj) }));
    expect(Item).toBeUndefined();
    // The CNPJ stayed free: the same company can sign up with another e-mail.
    expect((await chamarApi("POST", "/api/empresas", { body: dadosEmpresa({ cnpj }) })).status).toBe(201);
  });

  it("com dois cadastros simultâneos do mesmo CNPJ, exatamente um é criado", async () => {
    const cnpj = novoCnpj();
    const [a, b] = await Promise.all([
      chamarApi("POST", "/api/empresas", { body: dadosEmpresa({ cnpj }) }),
      chamarApi("POST", "/api/empresas", { body: dadosEmpresa({ cnpj }) }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
  });
});
