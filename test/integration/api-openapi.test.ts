/**
 * The API's contract through the local gateway, as a client gets it: GET /api/openapi.json (public,
 * cacheable) answers the document of every route of the table, and GET /api/docs the page that
 * reads it, self-contained.
 */
import { describe, expect, inject, it } from "vitest";
import { ROTAS, routeKey, type Rota } from "../../shared/api/routes";
import * as z from "../../shared/zod";
import { chamarApi, dadosEmpresa, novaEmpresa } from "../support/api";

const url = (caminho: string) => `${inject("pilha").apiUrl}${caminho}`;

describe("contrato da API", () => {
  it("GET /api/openapi.json responde sem token o documento OpenAPI 3.1 de todas as rotas da tabela", async () => {
    const r = await fetch(url("/api/openapi.json"));
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toMatch(/^application\/json/);
    expect(r.headers.get("cache-control")).toBe("public, max-age=300");
    const doc = (await r.json()) as { openapi: string; paths: Record<string, Record<string, { security: unknown[] }>> };
    expect(doc.openapi).toBe("3.1.0");
    const rotas = Object.entries(doc.paths).flatMap(([caminho, metodos]) => Object.keys(metodos).map((m) => `${m.toUpperCase()} ${caminho}`));
    expect(rotas.sort()).toEqual(ROTAS.map(routeKey).sort());
    expect(doc.paths["/api/vendas"]?.post?.security).toEqual([{ staff: [] }]);
  });

  it("o corpo publicado é o que a API aceita: um corpo que o esquema recusa é 400 com os campos", async () => {
    const doc = (await (await fetch(url("/api/openapi.json"))).json()) as any;
    const esquema = doc.paths["/api/marcas"].post.requestBody.content["application/json"].schema;
    expect(esquema.required).toContain("nome");
    const { token } = await novaEmpresa();
    const r = await chamarApi("POST", "/api/marcas", { token, body: {} });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe("VALIDATION");
    expect(Object.keys(r.body.error.fields)).toContain("nome");
  });

  it("as respostas publicadas são as que a API dá: o cadastro e cada GET da equipe sem parâmetro que tem esquema de resposta", async () => {
    const conforme = async (r: Rota, resposta: { status: number; body: unknown }) => {
      expect(resposta.status, routeKey(r)).toBe(r.contrato?.status ?? 200);
      const lido = z.safeParse(await r.contrato!.resposta!(), resposta.body);
      expect(lido.success, `${routeKey(r)}: ${JSON.stringify(lido.error?.issues)}`).toBe(true);
    };
    const cadastro = ROTAS.find((r) => routeKey(r) === "POST /api/empresas")!;
    await conforme(cadastro, await chamarApi("POST", "/api/empresas", { body: dadosEmpresa() }));

    const { token } = await novaEmpresa();
    const leituras = ROTAS.filter((r) => r.metodo === "GET" && r.auth === "staff" && !r.caminho.includes("{") && r.contrato?.resposta);
    expect(leituras.length).toBeGreaterThanOrEqual(4);
    for (const r of leituras) await conforme(r, await chamarApi("GET", r.caminho, { token }));
  });

  it("GET /api/docs responde uma página HTML que lista cada operação, sem script e sem nada de fora", async () => {
    const r = await fetch(url("/api/docs"));
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(r.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await r.text();
    expect(html).toContain('href="openapi.json"');
    for (const rota of ROTAS) expect(html, routeKey(rota)).toContain(`${rota.metodo}</span>${rota.caminho.replace(/</g, "&lt;")}`);
    expect(html).not.toMatch(/<script|<link|src=/);
  });
});
