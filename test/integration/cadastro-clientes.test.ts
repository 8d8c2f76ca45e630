/** Customers: CPF digits unique per company (guard found by one GetItem), birth date, in use → 409, tenancy. */
import { randomInt } from "node:crypto";
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it } from "vitest";
import { obterClientePorCpf, usarCliente } from "../../functions/cadastro";
import { db, tabela } from "../../functions/lib/db/client";
import { chaves } from "../../functions/lib/db/keys";
import { chamarApi, novaEmpresa } from "../support/api";

function novoCpf(): string {
  const base = Array.from({ length: 9 }, () => randomInt(10));
  const dv = (d: number[]) => {
    const resto = d.reduce((s, n, i) => s + n * (d.length + 1 - i), 0) % 11;
    return resto < 2 ? 0 : 11 - resto;
  };
  const d1 = dv(base);
  return [...base, d1, dv([...base, d1])].join("");
}
const mascarar = (cpf: string) => cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, "$1.$2.$3-$4");
const criar = (token: string, body: Record<string, unknown>) => chamarApi("POST", "/api/clientes", { token, body });

describe("/api/clientes", () => {
  it("cria guardando CPF e telefone só com dígitos, data de nascimento YYYY-MM-DD e vazios como null", async () => {
    const a = await novaEmpresa();
    const cpf = novoCpf();
    const r = await criar(a.token, { nome: " Maria Souza ", cpf: mascarar(cpf), telefone: "(81) 99876-5432", endereco: "Av. B, 20", data_nasc: "1990-12-31" });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({ id: expect.any(String), nome: "Maria Souza", cpf, telefone: "81998765432", email: null, nao_contatar_por: [], endereco: "Av. B, 20", cep: null, cidade: null, uf: null, data_nasc: "1990-12-31", created_at: expect.any(String) });
    const minimo = await criar(a.token, { nome: "João", cpf: "", telefone: "", endereco: " ", data_nasc: "" });
    expect(minimo.status).toBe(201);
    expect(minimo.body).toMatchObject({ cpf: null, telefone: null, endereco: null, data_nasc: null });
    // Contact data for messages (issue 31): the e-mail lower-cased, the refused channels kept.
    const contato = await criar(a.token, { nome: "Ana", email: " Ana@Exemplo.COM.br ", nao_contatar_por: ["sms", "email"] });
    expect([contato.status, contato.body.email, contato.body.nao_contatar_por]).toEqual([201, "ana@exemplo.com.br", ["sms", "email"]]);
  });

  it.each([
    ["nome", { nome: "" }, "Nome é obrigatório"],
    ["cpf", { nome: "X", cpf: "529.982.247-24" }, "CPF inválido"],
    ["cpf", { nome: "X", cpf: "111.111.111-11" }, "CPF inválido"],
    ["cpf", { nome: "X", cpf: "123" }, "CPF inválido"],
    ["telefone", { nome: "X", telefone: "(11) 123" }, "Telefone inválido"],
    ["email", { nome: "X", email: "ana@" }, "Email inválido"],
    ["nao_contatar_por.0", { nome: "X", nao_contatar_por: ["telegram"] }, "Canal deve ser whatsapp, sms ou email"],
    ["data_nasc", { nome: "X", data_nasc: "31/12/1990" }, "Data de nascimento inválida"],
    ["data_nasc", { nome: "X", data_nasc: "2023-02-29" }, "Data de nascimento inválida"],
    ["data_nasc", { nome: "X", data_nasc: "2999-01-01" }, "Data de nascimento inválida"],
  ])("recusa %s inválido com a mensagem esperada", async (campo, body, mensagem) => {
    const a = await novaEmpresa();
    const r = await criar(a.token, body);
    expect(r.status).toBe(400);
    expect(r.body.error.fields[campo]).toBe(mensagem);
  });

  it("lista do mais novo ao mais antigo e busca por nome ou CPF", async () => {
    const a = await novaEmpresa();
    const cpf = novoCpf();
    await criar(a.token, { nome: "Ana Lima", cpf });
    await criar(a.token, { nome: "Bruno Alves" });
    await criar(a.token, { nome: "Carla ANA Dias" });
    const nomes = async (q?: string) =>
      (await chamarApi("GET", `/api/clientes${q ? `?q=${encodeURIComponent(q)}` : ""}`, { token: a.token })).body.items.map((c: { nome: string }) => c.nome);
    expect(await nomes()).toEqual(["Carla ANA Dias", "Bruno Alves", "Ana Lima"]);
    expect(await nomes("ana")).toEqual(["Carla ANA Dias", "Ana Lima"]);
    expect(await nomes(mascarar(cpf).slice(0, 7))).toEqual(["Ana Lima"]);
  });

  it("recusa CPF de outro cliente da empresa (também ao editar), aceita o próprio e o mesmo CPF em outra empresa", async () => {
    const [a, b] = await Promise.all([novaEmpresa(), novaEmpresa()]);
    const [cpf1, cpf2] = [novoCpf(), novoCpf()];
    const c1 = (await criar(a.token, { nome: "Um", cpf: cpf1 })).body;
    const c2 = (await criar(a.token, { nome: "Dois", cpf: cpf2 })).body;

    const dup = await criar(a.token, { nome: "Repetido", cpf: mascarar(cpf1) });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toMatchObject({ message: "CPF já cadastrado para outro cliente", fields: { cpf: "CPF já cadastrado para outro cliente" } });

    const proprio = await chamarApi("PUT", `/api/clientes/${c1.id}`, { token: a.token, body: { nome: "Um Editado", cpf: mascarar(cpf1), data_nasc: "2000-01-15" } });
    expect(proprio.status).toBe(200);
    expect(proprio.body).toMatchObject({ id: c1.id, nome: "Um Editado", cpf: cpf1, data_nasc: "2000-01-15", created_at: c1.created_at });

    const outro = await chamarApi("PUT", `/api/clientes/${c2.id}`, { token: a.token, body: { nome: "Dois", cpf: cpf1 } });
    expect(outro.status).toBe(409);
    expect(outro.body.error.message).toBe("CPF já cadastrado para outro cliente");

    expect((await criar(b.token, { nome: "Cliente da B", cpf: cpf1 })).status).toBe(201);
  });

  it("encontra o cliente da empresa pelo CPF com a guarda, que acompanha edições e exclusões", async () => {
    const [a, b] = await Promise.all([novaEmpresa(), novaEmpresa()]);
    const [cpf, novo] = [novoCpf(), novoCpf()];
    const c = (await criar(a.token, { nome: "Pelo CPF", cpf })).body;
    await criar(b.token, { nome: "Mesmo CPF na B", cpf });
    expect(await obterClientePorCpf(a.empresa.id, cpf)).toEqual(c);

    // Across companies, the portal finds every company of a CPF on GSI1.
    const { Items = [] } = await db().send(
      new QueryCommand({ TableName: tabela(), IndexName: "GSI1", KeyConditionExpression: "GSI1PK = :p", ExpressionAttributeValues: { ":p": `CLIENTE_CPF#${cpf}` } }),
    );
    expect(Items.map((i) => i.empresa_id).sort()).toEqual([a.empresa.id, b.empresa.id].sort());

    await chamarApi("PUT", `/api/clientes/${c.id}`, { token: a.token, body: { nome: "Pelo CPF", cpf: novo } });
    expect(await obterClientePorCpf(a.empresa.id, cpf)).toBeUndefined();
    expect((await obterClientePorCpf(a.empresa.id, novo))?.id).toBe(c.id);
    expect((await criar(a.token, { nome: "Herda o CPF antigo", cpf })).status).toBe(201);

    expect((await chamarApi("DELETE", `/api/clientes/${c.id}`, { token: a.token })).status).toBe(204);
    expect(await obterClientePorCpf(a.empresa.id, novo)).toBeUndefined();
    expect((await chamarApi("DELETE", `/api/clientes/${c.id}`, { token: a.token })).status).toBe(404);
  });

  it("editar preserva o que outros domínios gravam no cliente (vínculo de conta, contador de vendas)", async () => {
    const a = await novaEmpresa();
    const c = (await criar(a.token, { nome: "Com conta", cpf: novoCpf() })).body;
    await db().send(new TransactWriteCommand({ TransactItems: [usarCliente(a.empresa.id, c.id, 1)] }));
    await db().send(
      new UpdateCommand({ TableName: tabela(), Key: chaves.cliente(a.empresa.id, c.id), UpdateExpression: "SET user_id = :u", ExpressionAttributeValues: { ":u": "conta-1" } }),
    );
    const { Item: antes } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.cliente(a.empresa.id, c.id) }));
    expect(antes?.uso_vendas).toBe(1);
    expect((await chamarApi("PUT", `/api/clientes/${c.id}`, { token: a.token, body: { nome: "Com conta 2", cpf: "" } })).status).toBe(200);
    const { Item: depois } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.cliente(a.empresa.id, c.id) }));
    expect(depois).toMatchObject({ nome: "Com conta 2", cpf: null, uso_vendas: 1, user_id: "conta-1" });
  });

  it("não exclui um cliente com vendas (409) e exclui quando o uso volta a zero", async () => {
    const a = await novaEmpresa();
    const c = (await criar(a.token, { nome: "Comprador" })).body;
    await db().send(new TransactWriteCommand({ TransactItems: [usarCliente(a.empresa.id, c.id, 2)] }));
    const r = await chamarApi("DELETE", `/api/clientes/${c.id}`, { token: a.token });
    expect(r.status).toBe(409);
    expect(r.body.error.message).toBe("Não é possível excluir este cliente: ele está vinculado a 2 vendas.");
    await db().send(new TransactWriteCommand({ TransactItems: [usarCliente(a.empresa.id, c.id, -2)] }));
    expect((await chamarApi("DELETE", `/api/clientes/${c.id}`, { token: a.token })).status).toBe(204);
  });

  it("o token da empresa A não edita nem exclui clientes da empresa B (404) e nada muda", async () => {
    const [a, b] = await Promise.all([novaEmpresa(), novaEmpresa()]);
    const cpf = novoCpf();
    const deB = (await criar(b.token, { nome: "Da B", cpf })).body;
    expect((await chamarApi("PUT", `/api/clientes/${deB.id}`, { token: a.token, body: { nome: "Invadido" } })).status).toBe(404);
    expect((await chamarApi("DELETE", `/api/clientes/${deB.id}`, { token: a.token })).status).toBe(404);
    expect((await chamarApi("GET", "/api/clientes", { token: a.token })).body.items).toEqual([]);
    expect((await chamarApi("GET", "/api/clientes", { token: b.token })).body.items).toEqual([deB]);
    expect(await obterClientePorCpf(a.empresa.id, cpf)).toBeUndefined();
    expect((await obterClientePorCpf(b.empresa.id, cpf))?.id).toBe(deB.id);
  });
});
