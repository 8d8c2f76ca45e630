/**
 * The HTTP chain (functions/lib/http.ts) without a server: path parameters by schema, JSON and
 * body shape, and the customer-pool caller. Events are shaped as API Gateway v2 sends them
 * (claims as strings); errors go through the same mapping the Lambda answers with.
 */
import { describe, expect, it } from "vitest";
import type { Rota } from "../../shared/api/routes";
import { mapearErro, ok, rotaCliente, rotaPublica, type DefinicaoRota, type EventoHttp } from "../../functions/lib/http";
import * as z from "../../shared/zod";

const ULID = "01JD0000000000000000000001";
const rotaId: Rota = { metodo: "PUT", caminho: "/api/coisas/{id}", dominio: "cadastro", auth: "publica", permissao: "equipe" };
const rotaMe: Rota = { metodo: "GET", caminho: "/api/cliente/me", dominio: "portal", auth: "cliente", permissao: "equipe" };

function evento(o: { params?: Record<string, string>; body?: string; claims?: Record<string, string>; tipo?: string | null } = {}): EventoHttp {
  return {
    version: "2.0",
    routeKey: "X",
    rawPath: "/",
    rawQueryString: "",
    headers: o.tipo === null ? {} : { "content-type": o.tipo ?? "application/json" },
    isBase64Encoded: false,
    pathParameters: o.params,
    body: o.body,
    requestContext: { requestId: "r", ...(o.claims ? { authorizer: { jwt: { claims: o.claims } } } : {}) },
  } as unknown as EventoHttp;
}

async function chamar(def: DefinicaoRota, rota: Rota, e: EventoHttp) {
  try {
    const r = await def.executar(e, rota);
    return { status: r.status, corpo: r.corpo as any };
  } catch (erro) {
    const r = mapearErro(erro, "r");
    return { status: r.statusCode, corpo: JSON.parse(r.body ?? "null") };
  }
}

const eco = rotaPublica({ body: z.object({ nome: z.string() }), naoEncontrado: "Coisa não encontrada" }, async ({ params, body }) => ok({ params, body }));

describe("tipo do corpo", () => {
  const erro415 = { error: { code: "UNSUPPORTED_MEDIA_TYPE", message: "Tipo de conteúdo não suportado: envie o corpo como JSON (Content-Type: application/json)." } };
  it.each([["text/plain"], ["application/x-www-form-urlencoded"], ["application/xml"], ["multipart/form-data; boundary=x"], [null]])("%s → 415", async (tipo) => {
    expect(await chamar(eco, rotaId, evento({ params: { id: ULID }, body: '{"nome":"a"}', tipo }))).toEqual({ status: 415, corpo: erro415 });
  });
  it.each([["application/json"], ["application/json; charset=utf-8"], ["APPLICATION/JSON"]])("%s é JSON", async (tipo) => {
    expect((await chamar(eco, rotaId, evento({ params: { id: ULID }, body: '{"nome":"a"}', tipo }))).status).toBe(200);
  });
  it("sem corpo, o tipo não importa: a validação responde", async () => {
    expect((await chamar(eco, rotaId, evento({ params: { id: ULID }, tipo: null }))).status).toBe(400);
  });
});

describe("parâmetros de caminho", () => {
  it("um ULID passa e chega ao handler", async () => {
    const r = await chamar(eco, rotaId, evento({ params: { id: ULID }, body: '{"nome":"a"}' }));
    expect(r).toEqual({ status: 200, corpo: { params: { id: ULID }, body: { nome: "a" } } });
  });

  it.each([["%ff%fe"], ["\u00ff\u00fe"], ["X".repeat(2048)], ["nao-e-ulid"], ["a#b"]])("%s responde 404 com a mensagem do recurso, sem ler o corpo", async (id) => {
    const r = await chamar(eco, rotaId, evento({ params: { id }, body: "{não é json" }));
    expect(r).toEqual({ status: 404, corpo: { error: { code: "NOT_FOUND", message: "Coisa não encontrada" } } });
  });

  it("sem o parâmetro que o caminho nomeia responde 404", async () => {
    expect((await chamar(eco, rotaId, evento({ body: "{}" }))).status).toBe(404);
  });
});

describe("corpo", () => {
  it("JSON inválido é 400 com fields", async () => {
    const r = await chamar(eco, rotaId, evento({ params: { id: ULID }, body: "{nome:" }));
    expect(r).toEqual({
      status: 400,
      corpo: { error: { code: "VALIDATION", message: "Corpo da requisição inválido: envie um JSON válido.", fields: { _: "Corpo da requisição inválido: envie um JSON válido." } } },
    });
  });

  it.each([["null"], ["3"], ["[]"], ['"texto"']])("%s não é um objeto: 400 com fields", async (body) => {
    const r = await chamar(eco, rotaId, evento({ params: { id: ULID }, body }));
    expect(r.status).toBe(400);
    expect(r.corpo.error.fields).toEqual({ _: "Corpo da requisição inválido: envie um objeto JSON." });
  });

  it("corpo em base64 (como o API Gateway passa o que não é texto): UTF-8 válido é lido; bytes inválidos são 400", async () => {
    const base64 = (b: Buffer) => ({ ...evento({ params: { id: ULID } }), body: b.toString("base64"), isBase64Encoded: true }) as EventoHttp;
    expect(await chamar(eco, rotaId, base64(Buffer.from('{"nome":"Açaí"}')))).toEqual({ status: 200, corpo: { params: { id: ULID }, body: { nome: "Açaí" } } });
    const invalido = Buffer.concat([Buffer.from('{"nome":"Sam'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('sung"}')]);
    const mensagem = "Corpo da requisição inválido: envie o JSON em UTF-8.";
    expect(await chamar(eco, rotaId, base64(invalido))).toEqual({ status: 400, corpo: { error: { code: "VALIDATION", message: mensagem, fields: { _: mensagem } } } });
  });

  it("corpo vazio vale {} e o campo faltando diz que é obrigatório", async () => {
    const r = await chamar(eco, rotaId, evento({ params: { id: ULID } }));
    expect(r).toEqual({ status: 400, corpo: { error: { code: "VALIDATION", message: "Campo obrigatório", fields: { nome: "Campo obrigatório" } } } });
  });
});

describe("rotaCliente", () => {
  const me = rotaCliente({}, async ({ caller }) => ok(caller));

  it("o chamador é o cliente do token do pool de clientes: conta, CPF e e-mail", async () => {
    const r = await chamar(me, rotaMe, evento({ claims: { sub: "conta-1", "custom:cpf": "52998224725", email: "c@x.com", token_use: "id" } }));
    expect(r).toEqual({ status: 200, corpo: { contaId: "conta-1", cpf: "52998224725", email: "c@x.com" } });
  });

  it.each([
    ["token de equipe (sem CPF)", { sub: "u", "custom:empresa_id": "E", "custom:usuario_id": "U" }],
    ["access token (sem atributos)", { sub: "u", token_use: "access" }],
    ["CPF malformado", { sub: "u", "custom:cpf": "529.982.247-25" }],
    ["sem sub", { "custom:cpf": "52998224725" }],
  ])("%s responde 401", async (_, claims) => {
    const r = await chamar(me, rotaMe, evento({ claims: claims as Record<string, string> }));
    expect(r).toEqual({ status: 401, corpo: { error: { code: "UNAUTHENTICATED", message: "Sessão expirada ou usuário inativo. Entre novamente." } } });
  });

  it("sem autorizador algum responde 401", async () => {
    expect((await chamar(me, rotaMe, evento())).status).toBe(401);
  });
});
