import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it } from "vitest";
import { db, tabela } from "../../functions/lib/db/client";
import { chaves } from "../../functions/lib/db/keys";
import { inserirUsuario } from "../../scripts/local/seed";
import { chamarApi, entrar, novaEmpresa, type EmpresaTeste } from "../support/api";
import { novoEmail } from "../support/fabricas";

const ler = async (chave: { PK: string; SK: string }) => (await db().send(new GetCommand({ TableName: tabela(), Key: chave, ConsistentRead: true }))).Item;

const corpo = (sobrepor: Record<string, unknown> = {}) => ({
  nome: "Contrato Loja",
  tipo: "contrato",
  conteudo: "<p>Eu, <strong>{{cliente_nome}}</strong>, compro por {{valor_total}}.</p>",
  ativo: false,
  ...sobrepor,
});

const criar = (a: EmpresaTeste, sobrepor: Record<string, unknown> = {}) => chamarApi("POST", "/api/modelos-documentos", { token: a.token, body: corpo(sobrepor) });
const listar = async (a: EmpresaTeste) => (await chamarApi("GET", "/api/modelos-documentos", { token: a.token })).body.items as Record<string, unknown>[];

describe("/api/modelos-documentos: cadastro", () => {
  it("cria, lista (mais novo primeiro, depois dos padrões), atualiza e exclui um modelo", async () => {
    const a = await novaEmpresa();
    const r = await criar(a, { nome: "  Contrato Loja  " });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({
      id: expect.any(String),
      nome: "Contrato Loja",
      tipo: "contrato",
      conteudo: corpo().conteudo,
      ativo: false,
      created_at: expect.any(String),
      updated_at: r.body.created_at,
    });
    expect(await ler(chaves.modeloDocumento(a.empresa.id, r.body.id))).toMatchObject({ entidade: "modelo_documento", ...r.body });

    const lista = await listar(a);
    expect(lista.map((m) => m.nome)).toEqual(["Contrato Loja", "Termo de Garantia (padrão)", "Contrato de Venda Parcelada (padrão)"]);
    expect(lista[0]).toEqual(r.body);
    expect(JSON.stringify(lista)).not.toMatch(/"PK"|"SK"|entidade/);

    const put = await chamarApi("PUT", `/api/modelos-documentos/${r.body.id}`, { token: a.token, body: corpo({ nome: "Garantia Loja", tipo: "garantia", conteudo: "<p>{{produto_imei}}</p>" }) });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ id: r.body.id, nome: "Garantia Loja", tipo: "garantia", conteudo: "<p>{{produto_imei}}</p>", created_at: r.body.created_at });

    const del = await chamarApi("DELETE", `/api/modelos-documentos/${r.body.id}`, { token: a.token });
    expect(del.status).toBe(204);
    expect(await ler(chaves.modeloDocumento(a.empresa.id, r.body.id))).toBeUndefined();
    expect((await listar(a)).map((m) => m.id)).not.toContain(r.body.id);
    expect((await chamarApi("DELETE", `/api/modelos-documentos/${r.body.id}`, { token: a.token })).status).toBe(404);
  });

  it("salvar muda updated_at e mantém created_at", async () => {
    const a = await novaEmpresa();
    const { body: criado } = await criar(a);
    const put = await chamarApi("PUT", `/api/modelos-documentos/${criado.id}`, { token: a.token, body: corpo({ nome: "Outro nome" }) });
    expect(put.body.created_at).toBe(criado.created_at);
    expect(put.body.updated_at > criado.updated_at).toBe(true);
    expect(await ler(chaves.modeloDocumento(a.empresa.id, criado.id))).toMatchObject({ nome: "Outro nome", updated_at: put.body.updated_at, created_at: criado.created_at });
  });

  it("guarda o HTML sanitizado: sem script, onerror nem link javascript:", async () => {
    const a = await novaEmpresa();
    const sujo = '<p class="ql-align-center" onclick="x()">Olá {{cliente_nome}}<script>alert(1)</script></p><img src=x onerror="alert(1)"><p><a href="javascript:alert(1)">a</a></p>';
    const r = await criar(a, { conteudo: sujo });
    expect(r.status).toBe(201);
    const limpo = '<p class="ql-align-center">Olá {{cliente_nome}}</p><p><a>a</a></p>';
    expect(r.body.conteudo).toBe(limpo);
    expect((await ler(chaves.modeloDocumento(a.empresa.id, r.body.id)))?.conteudo).toBe(limpo);

    const put = await chamarApi("PUT", `/api/modelos-documentos/${r.body.id}`, { token: a.token, body: corpo({ conteudo: '<p>x<iframe src="https://a.com"></iframe></p>' }) });
    expect((await ler(chaves.modeloDocumento(a.empresa.id, put.body.id)))?.conteudo).toBe("<p>x</p>");
  });

  it("valida com as mensagens da especificação; um editor só com parágrafos vazios conta como vazio", async () => {
    const a = await novaEmpresa();
    const r = await chamarApi("POST", "/api/modelos-documentos", { token: a.token, body: { nome: " ", tipo: "nota", conteudo: "<p><br></p><p> </p>" } });
    expect(r.status).toBe(400);
    expect(r.body.error.fields).toEqual({ nome: "Nome do modelo é obrigatório", tipo: "Tipo é obrigatório", conteudo: "Conteúdo é obrigatório" });
    const semTipo = await chamarApi("POST", "/api/modelos-documentos", { token: a.token, body: { nome: "X", conteudo: "<p>a</p>" } });
    expect(semTipo.body.error.fields).toEqual({ tipo: "Tipo é obrigatório" });
    // Only markup the policy removes: empty once sanitised.
    const soScript = await criar(a, { conteudo: "<p><script>alert(1)</script></p>" });
    expect(soScript.status).toBe(400);
    expect(soScript.body.error.fields).toEqual({ conteudo: "Conteúdo é obrigatório" });
    expect(await listar(a)).toHaveLength(2);
  });

  it("ativo é verdadeiro quando não informado", async () => {
    const a = await novaEmpresa();
    const { ativo: _ativo, ...semAtivo } = corpo({ tipo: "garantia", conteudo: "<p>{{cliente_nome}}</p>" });
    const r = await chamarApi("POST", "/api/modelos-documentos", { token: a.token, body: semAtivo });
    expect(r.status).toBe(201);
    expect(r.body.ativo).toBe(true);
  });
});

describe("/api/modelos-documentos: acesso", () => {
  it("só o admin: um vendedor recebe 403 em todas as rotas e nada muda", async () => {
    const a = await novaEmpresa();
    const { body: modelo } = await criar(a);
    const email = novoEmail("vendedor");
    await inserirUsuario(a.empresa.id, { nome: "Vera", email, senha: "segredo123", tipo_acesso: "vendedor" });
    const { idToken } = await entrar(email, "segredo123");
    const respostas = await Promise.all([
      chamarApi("GET", "/api/modelos-documentos", { token: idToken }),
      chamarApi("POST", "/api/modelos-documentos", { token: idToken, body: corpo() }),
      chamarApi("PUT", `/api/modelos-documentos/${modelo.id}`, { token: idToken, body: corpo({ nome: "Hack" }) }),
      chamarApi("DELETE", `/api/modelos-documentos/${modelo.id}`, { token: idToken }),
    ]);
    expect(respostas.map((r) => [r.status, r.body.error.code])).toEqual(Array(4).fill([403, "FORBIDDEN"]));
    expect(await ler(chaves.modeloDocumento(a.empresa.id, modelo.id))).toMatchObject({ nome: "Contrato Loja" });
    expect(await listar(a)).toHaveLength(3);
  });

  it("sem token responde 401", async () => {
    expect((await chamarApi("GET", "/api/modelos-documentos")).status).toBe(401);
  });

  it("o modelo da empresa B com o token da empresa A responde 404 e continua igual", async () => {
    const [a, b] = await Promise.all([novaEmpresa(), novaEmpresa()]);
    const { body: deB } = await criar(b, { nome: "Modelo de B", ativo: true });
    const antes = await ler(chaves.modeloDocumento(b.empresa.id, deB.id));

    const put = await chamarApi("PUT", `/api/modelos-documentos/${deB.id}`, { token: a.token, body: corpo({ nome: "Invadido", ativo: true }) });
    const del = await chamarApi("DELETE", `/api/modelos-documentos/${deB.id}`, { token: a.token });
    expect([put.status, put.body.error.code, del.status, del.body.error.code]).toEqual([404, "NOT_FOUND", 404, "NOT_FOUND"]);
    expect(put.body.error.message).toBe("Modelo não encontrado");

    expect(await ler(chaves.modeloDocumento(b.empresa.id, deB.id))).toEqual(antes);
    expect((await ler(chaves.modeloAtivo(b.empresa.id, "contrato")))?.modelo_id).toBe(deB.id);
    expect(await ler(chaves.modeloDocumento(a.empresa.id, deB.id))).toBeUndefined();
    const listaA = await listar(a);
    expect(listaA.map((m) => m.id)).not.toContain(deB.id);
    expect(JSON.stringify(listaA)).not.toContain("Modelo de B");
  });
});
