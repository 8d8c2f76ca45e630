/**
 * Customer accounts: POST /api/clientes/conta with the spec's messages, one account per CPF, and
 * GET /api/cliente/me answering the lookup's shape for the signed-in customer (every shop of the
 * CPF); customer and staff tokens never open each other's routes; staff credentials do not work
 * in the customer pool.
 */
import { CognitoIdentityProviderClient, InitiateAuthCommand } from "@aws-sdk/client-cognito-identity-provider";
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, inject, it } from "vitest";
import { db, tabela } from "../../functions/lib/db/client";
import { chaves } from "../../functions/lib/db/keys";
import { hojeBrasil } from "../../shared/br/datas";
import { chamarApi, novaEmpresa } from "../support/api";
import { aparelhos, venderNoBoleto } from "../support/contratos";
import { chamarDe, novoEnderecoLocal } from "../support/endereco";
import { novoCpf, novoEmail } from "../support/fabricas";

const TELEFONE = "(81) 99876-5432";
async function publica(caminho: string, corpo: unknown, endereco = novoEnderecoLocal()) {
  const { status, body } = await chamarDe(endereco, "POST", caminho, { body: corpo });
  return { status, body };
}

async function entrarCliente(email: string, senha: string) {
  const { cognitoEndpoint, customerClientId } = inject("pilha");
  const cognito = new CognitoIdentityProviderClient({ endpoint: cognitoEndpoint, region: "us-east-1", credentials: { accessKeyId: "local", secretAccessKey: "local" } });
  try {
    const r = await cognito.send(new InitiateAuthCommand({ ClientId: customerClientId, AuthFlow: "USER_PASSWORD_AUTH", AuthParameters: { USERNAME: email, PASSWORD: senha } }));
    return r.AuthenticationResult!.IdToken!;
  } finally {
    cognito.destroy();
  }
}

async function lojaQueVendeu(nome: string, cpf: string) {
  const a = await novaEmpresa({ nome_fantasia: nome });
  const { itens } = await aparelhos(a.token, 1, `Modelo ${nome}`);
  const c = await chamarApi("POST", "/api/clientes", { token: a.token, body: { nome: "Maria da Silva", cpf, telefone: TELEFONE, endereco: null, data_nasc: null } });
  if (c.status !== 201) throw new Error(`cliente: ${c.status}`);
  const v = await venderNoBoleto(a.token, c.body.id, itens[0]!.id, hojeBrasil(), { qtd_parcelas: 8 });
  return { a, v };
}

describe("contas de cliente", () => {
  it("mensagens do cadastro: CPF inválido, cliente não encontrado, e-mail e senha", async () => {
    const casos: [unknown, number, string][] = [
      [{ cpf: "123", email: novoEmail("c"), senha: "segredo123" }, 400, "CPF inválido. Deve conter 11 dígitos."],
      [{ cpf: "1".repeat(2048), email: novoEmail("c"), senha: "segredo123" }, 400, "CPF inválido. Deve conter 11 dígitos."],
      [{ email: novoEmail("c"), senha: "segredo123" }, 400, "CPF inválido. Deve conter 11 dígitos."],
      [{ cpf: novoCpf(), email: "x", senha: "segredo123" }, 400, "Email inválido"],
      [{ cpf: novoCpf(), email: novoEmail("c"), senha: "123" }, 400, "Senha deve ter pelo menos 6 caracteres"],
      [{ cpf: novoCpf(), email: novoEmail("c"), senha: "segredo123" }, 404, "Cliente não encontrado com este CPF. Verifique se você já é cliente da loja."],
    ];
    for (const [corpo, status, mensagem] of casos) {
      const r = await publica("/api/clientes/conta", corpo);
      expect(r.status, JSON.stringify(corpo).slice(0, 60)).toBe(status);
      expect(r.body.error.message).toBe(mensagem);
    }
  });

  it("cria a conta de um cliente de duas lojas; o segundo cadastro do CPF é 409; /api/cliente/me mostra os contratos das duas", async () => {
    const cpf = novoCpf();
    const [l1, l2] = await Promise.all([lojaQueVendeu("Loja Um", cpf), lojaQueVendeu("Loja Dois", cpf)]);
    const email = novoEmail("cliente");
    const mascarado = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    const r = await publica("/api/clientes/conta", { cpf: mascarado, email, senha: "segredo123" });
    expect(r).toEqual({ status: 201, body: { email } });
    expect((await db().send(new GetCommand({ TableName: tabela(), Key: chaves.contaCliente(cpf), ConsistentRead: true }))).Item).toMatchObject({ email, cpf });

    const de_novo = await publica("/api/clientes/conta", { cpf, email: novoEmail("outro"), senha: "segredo123" });
    expect(de_novo.status).toBe(409);
    expect(de_novo.body.error.message).toBe("Este CPF já está vinculado a uma conta de usuário. Tente fazer login.");

    const token = await entrarCliente(email, "segredo123");
    const me = await chamarApi("GET", "/api/cliente/me", { token });
    expect(me.status, JSON.stringify(me.body)).toBe(200);
    expect(Object.keys(me.body)).toEqual(["contratos"]);
    expect(me.body.contratos.map((c: any) => c.loja.nome_fantasia).sort()).toEqual(["Loja Dois", "Loja Um"]);
    for (const c of me.body.contratos) {
      expect(Object.keys(c).sort()).toEqual(["aparelho", "loja", "proximoVencimento", "quitacao", "statusAparelho", "todosBoletos", "valorProximoVencimento"]);
      expect(c.todosBoletos).toHaveLength(8);
    }
    // Nothing names a company, contract or instalment, the slip links included (opaque tokens).
    const texto = JSON.stringify(me.body);
    for (const id of [l1.a.empresa.id, l2.a.empresa.id, l1.v.contrato.id, l2.v.contrato.id, cpf, "X-Amz"]) expect(texto).not.toContain(id);
    expect(texto).not.toMatch(/boletos\/[0-9A-HJKMNP-TV-Z]{26}\//);

    // Token separation both ways; no token.
    expect(await chamarApi("GET", "/api/me", { token })).toEqual({ status: 401, body: { error: { code: "UNAUTHENTICATED", message: "Sessão expirada ou usuário inativo. Entre novamente." } } });
    expect(await chamarApi("GET", "/api/cliente/me", { token: l1.a.token })).toEqual({ status: 401, body: { error: { code: "UNAUTHENTICATED", message: "Sessão expirada ou usuário inativo. Entre novamente." } } });
    expect(await chamarApi("GET", "/api/cliente/me")).toEqual({ status: 401, body: { error: { code: "UNAUTHENTICATED", message: "Sessão expirada ou usuário inativo. Entre novamente." } } });
  });

  it("30 cadastros simultâneos do mesmo CPF: uma conta só; os outros 409, ou 429 além do limite do CPF; 11 MB é 413", async () => {
    const cpf = novoCpf();
    await lojaQueVendeu("Loja Corrida", cpf);
    const endereco = novoEnderecoLocal();
    const emails = Array.from({ length: 30 }, () => novoEmail("corrida"));
    const rs = await Promise.all(emails.map((email) => publica("/api/clientes/conta", { cpf, email, senha: "segredo123" }, endereco)));
    const status = rs.map((r) => r.status);
    expect(status.filter((s) => s === 201)).toHaveLength(1);
    // At most 5 claims of the CPF are in flight at once (the per-CPF limit): the rest wait their turn as 429.
    expect(status.filter((s) => s === 409).length).toBeGreaterThanOrEqual(1);
    expect(status.every((s) => s === 201 || s === 409 || s === 429)).toBe(true);
    const vencedor = emails[status.indexOf(201)]!;
    expect((await db().send(new GetCommand({ TableName: tabela(), Key: chaves.contaCliente(cpf), ConsistentRead: true }))).Item).toMatchObject({ email: vencedor });
    // Only the winner can sign in.
    expect(await entrarCliente(vencedor, "segredo123")).toBeTruthy();
    await expect(entrarCliente(emails[(status.indexOf(201) + 1) % 30]!, "segredo123")).rejects.toThrow();
    const { apiUrl } = inject("pilha");
    const grande = await fetch(`${apiUrl}/api/clientes/conta`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ cpf, x: "a".repeat(11 * 1024 * 1024) }) });
    expect(grande.status).toBe(413);
  });

  it("a conta cujo CPF nenhuma loja tem recebe a mensagem de conta não vinculada", async () => {
    const cpf = novoCpf();
    const { cognitoEndpoint, customerPoolId } = inject("pilha");
    const { AdminCreateUserCommand, AdminSetUserPasswordCommand } = await import("@aws-sdk/client-cognito-identity-provider");
    const cognito = new CognitoIdentityProviderClient({ endpoint: cognitoEndpoint, region: "us-east-1", credentials: { accessKeyId: "local", secretAccessKey: "local" } });
    const email = novoEmail("orfa");
    await cognito.send(new AdminCreateUserCommand({ UserPoolId: customerPoolId, Username: email, MessageAction: "SUPPRESS", UserAttributes: [{ Name: "email", Value: email }, { Name: "custom:cpf", Value: cpf }] }));
    await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: customerPoolId, Username: email, Password: "segredo123", Permanent: true }));
    cognito.destroy();
    const me = await chamarApi("GET", "/api/cliente/me", { token: await entrarCliente(email, "segredo123") });
    expect(me).toEqual({ status: 404, body: { error: { code: "NOT_FOUND", message: "Conta de usuário não vinculada a um cliente. Entre em contato com a loja." } } });
  });

  it("as credenciais da equipe não entram no pool de clientes", async () => {
    const a = await novaEmpresa();
    await expect(entrarCliente(a.email, a.senha)).rejects.toThrow();
  });
});
