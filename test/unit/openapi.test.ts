/**
 * The OpenAPI document (shared/api/openapi.ts) against the route table it is built from, and the
 * table's `contrato` against the schemas the handlers really validate with: a route added to the
 * table is in the document by itself; a handler whose body or query the table does not name fails here.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { carregarEsquemas, documentoOpenApi, esquemaJson, type DocumentoOpenApi, type EsquemasRota } from "../../shared/api/openapi";
import { paginaDocs } from "../../shared/api/openapi-pagina";
import { parametrosDoCaminho } from "../../shared/api/parametros";
import { ROTAS, routeKey, type Rota } from "../../shared/api/routes";
import { CARREGADORES } from "../../scripts/local/dominios";

let esquemas: Map<string, EsquemasRota>;
let doc: DocumentoOpenApi;
beforeAll(async () => {
  esquemas = await carregarEsquemas(ROTAS);
  doc = documentoOpenApi(ROTAS, esquemas);
});

const operacaoDe = (r: Rota) => doc.paths[r.caminho]?.[r.metodo.toLowerCase()];

/** Every `$ref` of a value, to check each names something in the document. */
function refs(valor: unknown): string[] {
  if (Array.isArray(valor)) return valor.flatMap(refs);
  if (valor && typeof valor === "object") {
    return Object.entries(valor).flatMap(([k, v]) => (k === "$ref" && typeof v === "string" ? [v] : refs(v)));
  }
  return [];
}

describe("documento OpenAPI", () => {
  it("é OpenAPI 3.1 e tem cada rota da tabela, com seu método, uma vez só", () => {
    expect(doc.openapi).toBe("3.1.0");
    for (const r of ROTAS) expect(operacaoDe(r), routeKey(r)).toBeDefined();
    const operacoes = Object.values(doc.paths).flatMap((m) => Object.keys(m));
    expect(operacoes).toHaveLength(ROTAS.length);
    const ids = Object.values(doc.paths).flatMap((m) => Object.values(m).map((o) => o.operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(ROTAS.map((r) => [routeKey(r), r] as const))("%s: caminho, autenticação, permissão e erros", (_, r) => {
    const op = operacaoDe(r)!;
    expect(op.tags).toEqual([r.dominio]);
    expect(op.parameters.filter((p) => p.in === "path").map((p) => p.name)).toEqual(parametrosDoCaminho(r.caminho));
    if (r.auth === "staff") {
      expect(op.security).toEqual([{ staff: [] }]);
      expect(op["x-permissao"]).toBe(r.permissao);
      expect(op.responses).toHaveProperty("403");
    } else if (r.auth === "cliente") {
      expect(op.security).toEqual([{ cliente: [] }]);
    } else {
      expect(op.security).toEqual([]);
      expect(op["x-autenticacao"]).toBe(r.caminho.startsWith("/api/webhooks/") ? "webhook" : "publica");
    }
    expect(op.responses).toHaveProperty("500");
    const sucesso = Object.keys(op.responses).filter((c) => /^2/.test(c));
    expect(sucesso, "uma resposta de sucesso").toHaveLength(1);
    if (r.contrato?.resposta) expect(sucesso).toEqual([String(r.contrato.status ?? 200)]);
    expect(Boolean(op.requestBody), "corpo").toBe(Boolean(r.contrato?.corpo));
  });

  it("todo esquema de corpo e de consulta da tabela vira JSON Schema de um objeto", () => {
    const convertidos = [...esquemas].flatMap(([chave, e]) => [e.corpo, e.consulta].filter(Boolean).map((s) => [chave, esquemaJson(s!)] as const));
    expect(convertidos.length).toBeGreaterThan(30);
    for (const [chave, json] of convertidos) {
      expect(json.type, chave).toBe("object");
      expect(json.properties, chave).toBeDefined();
      expect(json).not.toHaveProperty("$schema");
    }
  });

  it("todo esquema de resposta da tabela vira JSON Schema, do lado de quem responde", () => {
    const respostas = [...esquemas].filter(([, e]) => e.resposta);
    expect(respostas.length).toBeGreaterThanOrEqual(10);
    for (const [chave, e] of respostas) {
      const op = doc.paths[chave.split(" ")[1]!]?.[chave.split(" ")[0]!.toLowerCase()];
      const [codigo] = Object.keys(op!.responses).filter((c) => /^2/.test(c));
      expect((op!.responses[codigo!] as { content?: unknown }).content, chave).toEqual({ "application/json": { schema: esquemaJson(e.resposta!, "output") } });
    }
  });

  it("todo $ref aponta para algo do próprio documento", () => {
    for (const ref of new Set(refs(doc))) {
      const alvo = ref.replace(/^#\//, "").split("/").reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], doc);
      expect(alvo, ref).toBeDefined();
    }
  });

  it("descreve o envelope de erro { error: { code, message, fields? } }", () => {
    const erro = (doc.components.schemas as Record<string, any>).Erro;
    expect(erro.required).toEqual(["error"]);
    expect(erro.properties.error.required).toEqual(["code", "message"]);
    expect(Object.keys(erro.properties.error.properties)).toEqual(["code", "message", "fields"]);
  });

  it("uma rota nova da tabela entra no documento sem mais nada", () => {
    const nova: Rota = { metodo: "POST", caminho: "/api/recibos/{id}/reenviar", dominio: "financeiro", auth: "staff", permissao: "financeiro" };
    const op = documentoOpenApi([...ROTAS, nova], esquemas).paths["/api/recibos/{id}/reenviar"]?.post;
    expect(op?.parameters.map((p) => p.name)).toEqual(["id"]);
    expect(op?.["x-papeis"]).toEqual(["financeiro", "gerente", "admin"]);
  });

  it("a página lista cada operação e escapa o texto", () => {
    const html = paginaDocs(doc);
    for (const r of ROTAS) expect(html, routeKey(r)).toContain(`id="${operacaoDe(r)!.operationId}"`);
    expect(html).not.toMatch(/<script|https?:\/\//);
    expect(html).toContain("Resposta de sucesso (JSON)");
    const hostil = documentoOpenApi([{ metodo: "GET", caminho: "/api/<b>{id}", dominio: "conta", auth: "publica", permissao: "equipe" }], new Map());
    expect(paginaDocs(hostil)).toContain("/api/&lt;b&gt;{id}");
  });
});

describe("contrato da tabela de rotas", () => {
  it("cada rota nomeia o corpo e a consulta que o seu handler valida, e nenhum outro", async () => {
    const divergencias: string[] = [];
    for (const carregar of Object.values(CARREGADORES)) {
      const { handler } = (await carregar()) as unknown as { handler: { esquemasPorRota: Record<string, { body?: never; query?: never }> } };
      for (const [chave, doHandler] of Object.entries(handler.esquemasPorRota)) {
        const daTabela = esquemas.get(chave) ?? {};
        for (const [campo, lado] of [["corpo", "body"], ["consulta", "query"]] as const) {
          const h = doHandler[lado] ? esquemaJson(doHandler[lado]) : undefined;
          const t = daTabela[campo] ? esquemaJson(daTabela[campo]) : undefined;
          if (JSON.stringify(h) !== JSON.stringify(t)) divergencias.push(`${chave}: ${campo} ${t ? "difere do handler" : "falta na tabela (contrato)"}`);
        }
      }
    }
    expect(divergencias).toEqual([]);
    // Loads every domain's Lambda entry cold, like test/unit/rotas.test.ts.
  }, 60_000);
});
