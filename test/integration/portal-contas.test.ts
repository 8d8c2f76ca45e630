/**
 * Customer accounts proven by a code (issue 31 item 7; deviation from SPEC section 5): POST
 * /api/clientes/conta {cpf} answers one 202 body whether the CPF is a customer or not and sends a
 * 6-digit code to the phones on file (read here from the simulated messenger's inbox); POST
 * /api/clientes/conta/confirmar links the account; the old body creates nothing; wrong codes void
 * it; the real customer takes back an account someone else linked; limits per CPF and per
 * address; 30 identical confirmations make one account. GET /api/cliente/me answers the lookup's
 * shape for the linked account only; customer and staff tokens never open each other's routes.
 */
import { AdminCreateUserCommand, AdminSetUserPasswordCommand } from "@aws-sdk/client-cognito-identity-provider";
import { GetCommand, PutCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { randomInt } from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { db, tabela } from "../../functions/lib/db/client";
import { chaves } from "../../functions/lib/db/keys";
import { caixaDe } from "../../functions/mensagens/provedores/simulado-repo";
import { hashDe, LIMITE_IP } from "../../functions/portal/limites";
import { hojeBrasil } from "../../shared/br/datas";
import { chamarApi, novaEmpresa } from "../support/api";
import { aparelhos, venderNoBoleto } from "../support/contratos";
import { codigoDe, cognitoLocal, entrarCliente, mensagensNoCelular } from "../support/contas-cliente";
import { chamarDe, novoEnderecoLocal } from "../support/endereco";
import { novoCpf, novoEmail } from "../support/fabricas";

const ENVIADO = { mensagem: "Se houver cadastro com este CPF, enviamos um código para o telefone cadastrado na loja." };
const CODIGO_INVALIDO = "Código inválido ou expirado. Peça um novo código.";
const MUITAS = "Muitas tentativas de consulta. Por segurança, tente novamente mais tarde.";
const CODIGOS_SO_AMANHA = "Muitas tentativas com código errado hoje. Por segurança, um novo código só poderá ser pedido amanhã.";
const NAO_VINCULADA = { status: 404, body: { error: { code: "NOT_FOUND", message: "Conta de usuário não vinculada a um cliente. Entre em contato com a loja." } } };

/** A mobile of its own per test (the simulated messenger keeps one inbox per number; never ending 0000, which fails delivery). */
const novoCelular = () => `(81) 9${randomInt(1000, 9999)}-${randomInt(1000, 9999)}`;
const digitos = (telefone: string) => telefone.replace(/\D/g, "");

async function publica(caminho: string, corpo: unknown, endereco = novoEnderecoLocal()) {
  const { status, body } = await chamarDe(endereco, "POST", caminho, { body: corpo });
  return { status, body };
}


async function lojaQueVendeu(nome: string, cpf: string, telefone: string) {
  const a = await novaEmpresa({ nome_fantasia: nome });
  const { itens } = await aparelhos(a.token, 1, `Modelo ${nome}`);
  const c = await chamarApi("POST", "/api/clientes", { token: a.token, body: { nome: "Maria da Silva", cpf, telefone, endereco: null, data_nasc: null } });
  if (c.status !== 201) throw new Error(`cliente: ${c.status}`);
  const v = await venderNoBoleto(a.token, c.body.id, itens[0]!.id, hojeBrasil(), { qtd_parcelas: 8 });
  return { a, v };
}

/** A shop's customer with no sale (the code only needs the record and its phone). */
async function clienteDaLoja(cpf: string, telefone: string) {
  const a = await novaEmpresa({ nome_fantasia: "Loja Cadastro" });
  const c = await chamarApi("POST", "/api/clientes", { token: a.token, body: { nome: "João Pereira", cpf, telefone, endereco: null, data_nasc: null } });
  if (c.status !== 201) throw new Error(`cliente: ${c.status}`);
  return a;
}


async function pedirCodigo(cpf: string, telefone: string, jaRecebidos = 0) {
  expect(await publica("/api/clientes/conta", { cpf })).toEqual({ status: 202, body: ENVIADO });
  const [ultima] = await mensagensNoCelular(telefone, "codigo_cadastro", jaRecebidos + 1);
  return codigoDe(ultima!.texto);
}

const itemDe = async (chave: { PK: string; SK: string }) => (await db().send(new GetCommand({ TableName: tabela(), Key: chave, ConsistentRead: true }))).Item;

// Shops with sales and messages through the stream and the queue: slow on a loaded machine.
describe("contas de cliente provadas por código", { timeout: 120_000 }, () => {
  it("mensagens do pedido e da confirmação; o corpo antigo (CPF, e-mail e senha) é 400 e não cria nada", async () => {
    const cpf = novoCpf();
    const telefone = novoCelular();
    await clienteDaLoja(cpf, telefone);
    const antigo = await publica("/api/clientes/conta", { cpf, email: novoEmail("c"), senha: "segredo123" });
    expect(antigo.status).toBe(400);
    expect(antigo.body.error.message).toBe("Informe apenas o CPF: o e-mail e a senha são pedidos junto com o código enviado ao seu telefone.");
    expect(await itemDe(chaves.contaCliente(cpf))).toBeUndefined();
    expect(await itemDe(chaves.codigoContaCliente(cpf))).toBeUndefined();

    const casos: [string, unknown, string][] = [
      ["/api/clientes/conta", { cpf: "123" }, "CPF inválido. Deve conter 11 dígitos."],
      ["/api/clientes/conta", { cpf: "1".repeat(2048) }, "CPF inválido. Deve conter 11 dígitos."],
      ["/api/clientes/conta", {}, "CPF inválido. Deve conter 11 dígitos."],
      ["/api/clientes/conta/confirmar", { cpf, email: novoEmail("c"), senha: "segredo123" }, "Código é obrigatório"],
      ["/api/clientes/conta/confirmar", { cpf, codigo: "123", email: novoEmail("c"), senha: "segredo123" }, "O código tem 6 dígitos."],
      ["/api/clientes/conta/confirmar", { cpf, codigo: "123456", email: "x", senha: "segredo123" }, "Email inválido"],
      ["/api/clientes/conta/confirmar", { cpf, codigo: "123456", email: novoEmail("c"), senha: "123" }, "Senha deve ter pelo menos 6 caracteres"],
      // No code was ever asked for this CPF: the same message as a wrong one.
      ["/api/clientes/conta/confirmar", { cpf, codigo: "123456", email: novoEmail("c"), senha: "segredo123" }, CODIGO_INVALIDO],
    ];
    for (const [caminho, corpo, mensagem] of casos) {
      const r = await publica(caminho, corpo);
      expect(r.status, `${caminho} ${JSON.stringify(corpo).slice(0, 60)}`).toBe(400);
      expect(r.body.error.message).toBe(mensagem);
    }
    expect(await itemDe(chaves.contaCliente(cpf))).toBeUndefined();
  });

  it("202 com o mesmo corpo para cliente e não cliente; o código chega aos celulares das duas lojas; confirmado → 201, /api/cliente/me mostra os contratos e a cliente é avisada", async () => {
    const cpf = novoCpf();
    const [tel1, tel2] = [novoCelular(), novoCelular()];
    const [l1, l2] = await Promise.all([lojaQueVendeu("Loja Um", cpf, tel1), lojaQueVendeu("Loja Dois", cpf, tel2)]);

    // A CPF nobody has: the very same answer, and no code is kept.
    const ninguem = novoCpf();
    expect(await publica("/api/clientes/conta", { cpf: ninguem })).toEqual({ status: 202, body: ENVIADO });
    expect(await itemDe(chaves.codigoContaCliente(ninguem))).toBeUndefined();

    const mascarado = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    expect(await publica("/api/clientes/conta", { cpf: mascarado })).toEqual({ status: 202, body: ENVIADO });
    const [m1] = await mensagensNoCelular(tel1, "codigo_cadastro");
    const [m2] = await mensagensNoCelular(tel2, "codigo_cadastro");
    const codigo = codigoDe(m1!.texto);
    expect(codigo).toMatch(/^\d{6}$/);
    expect(codigoDe(m2!.texto)).toBe(codigo);
    expect(m1!.texto).toContain("Olá, Maria! Loja Um: seu código de cadastro é");
    expect(m2!.texto).toContain("Loja Dois");
    // Only a hash of the code is stored.
    const guardado = await itemDe(chaves.codigoContaCliente(cpf));
    expect(guardado).toMatchObject({ tentativas: 0, usado_por: null });
    expect(JSON.stringify(guardado)).not.toContain(codigo);
    expect(Number(guardado!.expira_em) - Date.now() / 1000).toBeGreaterThan(9 * 60);
    expect(Number(guardado!.expira_em) - Date.now() / 1000).toBeLessThanOrEqual(10 * 60);

    const email = novoEmail("cliente");
    const r = await publica("/api/clientes/conta/confirmar", { cpf: mascarado, codigo, email, senha: "segredo123" });
    expect(r).toEqual({ status: 201, body: { email } });
    expect(await itemDe(chaves.contaCliente(cpf))).toMatchObject({ email, cpf });
    expect(await itemDe(chaves.codigoContaCliente(cpf))).toBeUndefined();
    // The code is spent: a second confirmation with it creates nothing.
    expect((await publica("/api/clientes/conta/confirmar", { cpf, codigo, email: novoEmail("outro"), senha: "segredo123" })).body.error.message).toBe(CODIGO_INVALIDO);

    // Every phone on file is told an account was linked (the e-mail masked).
    const [aviso] = await mensagensNoCelular(tel1, "conta_vinculada");
    expect(aviso!.texto).toContain(`uma conta da Área do Cliente (${email.slice(0, 1)}***@${email.split("@")[1]}) foi vinculada ao seu CPF`);
    await mensagensNoCelular(tel2, "conta_vinculada");

    const token = await entrarCliente(email, "segredo123");
    const me = await chamarApi("GET", "/api/cliente/me", { token });
    expect(me.status, JSON.stringify(me.body)).toBe(200);
    expect(Object.keys(me.body)).toEqual(["contratos"]);
    expect(me.body.contratos.map((c: any) => c.loja.nome_fantasia).sort()).toEqual(["Loja Dois", "Loja Um"]);
    for (const c of me.body.contratos) {
      expect(Object.keys(c).sort()).toEqual(["aparelho", "loja", "proximoVencimento", "quitacao", "quitado", "statusAparelho", "todosBoletos", "valorProximoVencimento"]);
      expect(c.todosBoletos).toHaveLength(8);
    }
    // Nothing names a company, contract or instalment, the slip links included (opaque tokens).
    const texto = JSON.stringify(me.body);
    for (const id of [l1.a.empresa.id, l2.a.empresa.id, l1.v.contrato.id, l2.v.contrato.id, cpf, "X-Amz"]) expect(texto).not.toContain(id);

    // Token separation both ways; no token.
    const sessao = { status: 401, body: { error: { code: "UNAUTHENTICATED", message: "Sessão expirada ou usuário inativo. Entre novamente." } } };
    expect(await chamarApi("GET", "/api/me", { token })).toEqual(sessao);
    expect(await chamarApi("GET", "/api/cliente/me", { token: l1.a.token })).toEqual(sessao);
    expect(await chamarApi("GET", "/api/cliente/me")).toEqual(sessao);
  });

  it("o atacante que só sabe o CPF: 5 códigos errados anulam o código (o certo depois não vale), e um código vencido é recusado", async () => {
    const cpf = novoCpf();
    const telefone = novoCelular();
    await clienteDaLoja(cpf, telefone);
    const codigo = await pedirCodigo(cpf, telefone);
    const errado = String((Number(codigo) + 1) % 1_000_000).padStart(6, "0");
    const email = novoEmail("atacante");
    for (let i = 0; i < 5; i += 1) {
      const r = await publica("/api/clientes/conta/confirmar", { cpf, codigo: errado, email, senha: "segredo123" });
      expect(r.status).toBe(400);
      expect(r.body.error).toEqual({ code: "VALIDATION", message: CODIGO_INVALIDO, fields: { codigo: CODIGO_INVALIDO } });
    }
    expect((await publica("/api/clientes/conta/confirmar", { cpf, codigo, email, senha: "segredo123" })).body.error.message).toBe(CODIGO_INVALIDO);
    expect(await itemDe(chaves.contaCliente(cpf))).toBeUndefined();
    await expect(entrarCliente(email, "segredo123")).rejects.toThrow();

    // A new code, past its 10 minutes (its expiry moved back): refused, nothing created.
    const novo = await pedirCodigo(cpf, telefone, 1);
    await db().send(new UpdateCommand({ TableName: tabela(), Key: chaves.codigoContaCliente(cpf), UpdateExpression: "SET expira_em = :e", ExpressionAttributeValues: { ":e": Math.floor(Date.now() / 1000) - 1 } }));
    expect((await publica("/api/clientes/conta/confirmar", { cpf, codigo: novo, email, senha: "segredo123" })).body.error.message).toBe(CODIGO_INVALIDO);
    expect(await itemDe(chaves.contaCliente(cpf))).toBeUndefined();
  });

  it("erros de código contam por CPF no dia, somando os códigos: após 10, nenhum código novo até amanhã e o celular cadastrado é avisado (uma vez); um CPF de ninguém recebe a mesma resposta", async () => {
    const cpf = novoCpf();
    const telefone = novoCelular();
    await clienteDaLoja(cpf, telefone);
    const email = novoEmail("adivinha");
    const errar = async (codigo: string) => {
      const errado = String((Number(codigo) + 1) % 1_000_000).padStart(6, "0");
      const r = await publica("/api/clientes/conta/confirmar", { cpf, codigo: errado, email, senha: "segredo123" });
      expect([r.status, r.body.error.message]).toEqual([400, CODIGO_INVALIDO]);
    };
    // Two codes, five wrong guesses each (each code's own bound): ten in the day.
    const primeiro = await pedirCodigo(cpf, telefone);
    for (let i = 0; i < 5; i += 1) await errar(primeiro);
    const segundo = await pedirCodigo(cpf, telefone, 1);
    for (let i = 0; i < 5; i += 1) await errar(segundo);
    // No third code today: a 429 that says so, and no code message.
    const terceiro = await publica("/api/clientes/conta", { cpf });
    expect(terceiro).toEqual({ status: 429, body: { error: { code: "RATE_LIMITED", message: CODIGOS_SO_AMANHA } } });
    // The phone on file is told someone is trying, once, however many guesses follow.
    const [aviso] = await mensagensNoCelular(telefone, "tentativas_codigo");
    expect(aviso!.texto).toContain("Olá, João! Loja Cadastro: alguém errou 10 vezes hoje o código de cadastro da Área do Cliente com o seu CPF.");
    await errar(segundo);
    expect((await publica("/api/clientes/conta", { cpf })).status).toBe(429);
    const caixa = await caixaDe(digitos(telefone), 50);
    expect(caixa.filter((m) => m.modelo === "tentativas_codigo")).toHaveLength(1);
    expect(caixa.filter((m) => m.modelo === "codigo_cadastro")).toHaveLength(2);
    expect(await itemDe(chaves.contaCliente(cpf))).toBeUndefined();

    // A CPF nobody has: ten guesses (there is no code) and the same 429 after them.
    const ninguem = novoCpf();
    for (let i = 0; i < 10; i += 1) expect((await publica("/api/clientes/conta/confirmar", { cpf: ninguem, codigo: "123456", email, senha: "segredo123" })).body.error.message).toBe(CODIGO_INVALIDO);
    expect(await publica("/api/clientes/conta", { cpf: ninguem })).toEqual({ status: 429, body: { error: { code: "RATE_LIMITED", message: CODIGOS_SO_AMANHA } } });
  });

  it("a cliente retoma a conta que outra pessoa vinculou ao CPF dela: código, nova conta, e o acesso antigo não lê mais /api/cliente/me", async () => {
    const cpf = novoCpf();
    const telefone = novoCelular();
    await lojaQueVendeu("Loja Retomada", cpf, telefone);
    // An account linked by someone else (as the spec's old sign-up allowed): a Cognito user with the CPF, linked.
    const emailAtacante = novoEmail("atacante");
    const cognito = cognitoLocal();
    const criado = await cognito.send(
      new AdminCreateUserCommand({ UserPoolId: inject("pilha").customerPoolId, Username: emailAtacante, MessageAction: "SUPPRESS", UserAttributes: [{ Name: "email", Value: emailAtacante }, { Name: "custom:cpf", Value: cpf }] }),
    );
    await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: inject("pilha").customerPoolId, Username: emailAtacante, Password: "segredo123", Permanent: true }));
    cognito.destroy();
    const username = criado.User!.Username!;
    const sub = criado.User!.Attributes!.find((a) => a.Name === "sub")!.Value!;
    await db().send(new PutCommand({ TableName: tabela(), Item: { ...chaves.contaCliente(cpf), entidade: "conta_cliente", cpf, email: emailAtacante, username, sub, created_at: new Date().toISOString() } }));
    const tokenAtacante = await entrarCliente(emailAtacante, "segredo123");
    expect((await chamarApi("GET", "/api/cliente/me", { token: tokenAtacante })).status).toBe(200);

    const codigo = await pedirCodigo(cpf, telefone);
    const email = novoEmail("verdadeira");
    expect(await publica("/api/clientes/conta/confirmar", { cpf, codigo, email, senha: "minhasenha1" })).toEqual({ status: 201, body: { email } });
    expect(await itemDe(chaves.contaCliente(cpf))).toMatchObject({ email });

    // The old sign-in: its unexpired token reads nothing, and it cannot sign in again.
    expect(await chamarApi("GET", "/api/cliente/me", { token: tokenAtacante })).toEqual(NAO_VINCULADA);
    await expect(entrarCliente(emailAtacante, "segredo123")).rejects.toThrow();
    const me = await chamarApi("GET", "/api/cliente/me", { token: await entrarCliente(email, "minhasenha1") });
    expect(me.status).toBe(200);
    expect(me.body.contratos.map((c: any) => c.loja.nome_fantasia)).toEqual(["Loja Retomada"]);
    const [aviso] = await mensagensNoCelular(telefone, "conta_vinculada");
    expect(aviso!.texto).toContain("foi vinculada ao seu CPF");
  });

  it("a cliente que esqueceu a senha pede um código e confirma com o mesmo e-mail: a conta continua a mesma, com a senha nova", async () => {
    const cpf = novoCpf();
    const telefone = novoCelular();
    await clienteDaLoja(cpf, telefone);
    const email = novoEmail("esqueci");
    expect((await publica("/api/clientes/conta/confirmar", { cpf, codigo: await pedirCodigo(cpf, telefone), email, senha: "antiga123" })).status).toBe(201);
    const conta = await itemDe(chaves.contaCliente(cpf));
    expect(await publica("/api/clientes/conta/confirmar", { cpf, codigo: await pedirCodigo(cpf, telefone, 1), email, senha: "nova12345" })).toEqual({ status: 201, body: { email } });
    expect(await itemDe(chaves.contaCliente(cpf))).toEqual(conta);
    await expect(entrarCliente(email, "antiga123")).rejects.toThrow();
    expect((await chamarApi("GET", "/api/cliente/me", { token: await entrarCliente(email, "nova12345") })).status).toBe(200);
  });

  it("o código de cadastro traz o WhatsApp da loja formatado, (81) 99123-4567, nunca 81991234567 (issue 36 item 12)", async () => {
    const cpf = novoCpf();
    const telefone = novoCelular();
    const a = await novaEmpresa({ nome_fantasia: "Loja do Zap", whatsapp: "81991234567" });
    const c = await chamarApi("POST", "/api/clientes", { token: a.token, body: { nome: "Rosa Lima", cpf, telefone, endereco: null, data_nasc: null } });
    expect(c.status).toBe(201);
    expect(await publica("/api/clientes/conta", { cpf })).toEqual({ status: 202, body: ENVIADO });
    const [m] = await mensagensNoCelular(telefone, "codigo_cadastro");
    expect(m!.texto).toContain("WhatsApp da loja: (81) 99123-4567");
    expect(m!.texto).not.toContain("81991234567");
  });

  it("limites: o 4º código do mesmo CPF na hora é 429, e o pedido além do limite de um endereço também, com a mensagem da área do cliente", async () => {
    const cpf = novoCpf();
    const rs = [];
    for (let i = 0; i < 4; i += 1) rs.push(await publica("/api/clientes/conta", { cpf }));
    expect(rs.map((r) => r.status)).toEqual([202, 202, 202, 429]);
    expect(rs[3]!.body.error).toEqual({ code: "RATE_LIMITED", message: MUITAS });

    // The address's window (LIMITE_IP, shared with the lookups) brought to its last free request.
    const endereco = novoEnderecoLocal();
    const agoraS = Math.floor(Date.now() / 1000);
    await db().send(new PutCommand({ TableName: tabela(), Item: { ...chaves.tentativasPortalIp(hashDe("ip", endereco)), entidade: "tentativas_portal", tipo: "ip", hash: hashDe("ip", endereco), tentativas: LIMITE_IP.limite - 1, expira_em: agoraS + LIMITE_IP.duracaoS } }));
    const doEndereco = await Promise.all(Array.from({ length: 2 }, () => publica("/api/clientes/conta", { cpf: novoCpf() }, endereco)));
    expect(doEndereco.map((r) => r.status).sort()).toEqual([202, 429]);
    const recusado = doEndereco.find((r) => r.status === 429)!;
    expect(recusado.body.error).toEqual({ code: "RATE_LIMITED", message: MUITAS });
    // The window counts confirmations too.
    expect((await publica("/api/clientes/conta/confirmar", { cpf, codigo: "123456", email: novoEmail("x"), senha: "segredo123" }, endereco)).status).toBe(429);
  });

  it("30 confirmações idênticas ao mesmo tempo: uma conta só; a perdedora não entra; 11 MB é 413", async () => {
    const cpf = novoCpf();
    const telefone = novoCelular();
    await clienteDaLoja(cpf, telefone);
    const codigo = await pedirCodigo(cpf, telefone);
    const email = novoEmail("corrida");
    const rs = await Promise.all(Array.from({ length: 30 }, () => publica("/api/clientes/conta/confirmar", { cpf, codigo, email, senha: "segredo123" })));
    const status = rs.map((r) => r.status);
    expect(status.filter((s) => s === 201)).toHaveLength(1);
    expect(status.every((s) => s === 201 || s === 400), JSON.stringify(status)).toBe(true);
    expect(rs.filter((r) => r.status === 400).every((r) => r.body.error.message === CODIGO_INVALIDO)).toBe(true);
    expect(await itemDe(chaves.contaCliente(cpf))).toMatchObject({ email, cpf });
    expect((await chamarApi("GET", "/api/cliente/me", { token: await entrarCliente(email, "segredo123") })).status).toBe(200);
    // One account linked, one notice.
    await mensagensNoCelular(telefone, "conta_vinculada");
    expect((await caixaDe(digitos(telefone), 50)).filter((m) => m.modelo === "conta_vinculada")).toHaveLength(1);

    const { apiUrl } = inject("pilha");
    const grande = await fetch(`${apiUrl}/api/clientes/conta/confirmar`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ cpf, x: "a".repeat(11 * 1024 * 1024) }) });
    expect(grande.status).toBe(413);
  });

  it("a conta cujo CPF não tem vínculo recebe a mensagem de conta não vinculada", async () => {
    const cpf = novoCpf();
    const cognito = cognitoLocal();
    const email = novoEmail("orfa");
    await cognito.send(new AdminCreateUserCommand({ UserPoolId: inject("pilha").customerPoolId, Username: email, MessageAction: "SUPPRESS", UserAttributes: [{ Name: "email", Value: email }, { Name: "custom:cpf", Value: cpf }] }));
    await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: inject("pilha").customerPoolId, Username: email, Password: "segredo123", Permanent: true }));
    cognito.destroy();
    expect(await chamarApi("GET", "/api/cliente/me", { token: await entrarCliente(email, "segredo123") })).toEqual(NAO_VINCULADA);
  });

  it("as credenciais da equipe não entram no pool de clientes", async () => {
    const a = await novaEmpresa();
    await expect(entrarCliente(a.email, a.senha)).rejects.toThrow();
  });
});
