/**
 * The local gateway answers what API Gateway answers itself with its status, in the API's
 * `{ error: { code, message } }` envelope (issue 30): 401 from the JWT authorizer, 413 over the
 * 10 MB payload quota, 429 over a public route's stage throttle; and a path not in normal form names nothing, so
 * `/api/../__local/…` never reaches a local-only endpoint.
 */
import http from "node:http";
import { afterAll, describe, expect, inject, it } from "vitest";
import { iniciarGateway, type Gateway } from "../../scripts/local/gateway";
import { chamarApi, novaEmpresa } from "../support/api";

/** fetch() resolves `..` before sending; the raw request keeps the path as an attacker sends it. */
function requisicaoBruta(base: string, metodo: string, caminho: string): Promise<{ status: number; corpo: string }> {
  const u = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: u.hostname, port: u.port, method: metodo, path: caminho }, (res) => {
      let corpo = "";
      res.on("data", (p: Buffer) => (corpo += p.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, corpo }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("gateway local como o API Gateway", () => {
  it("sem token, com token inválido ou adulterado: 401 do autorizador, no envelope da API", async () => {
    const { apiUrl } = inject("pilha");
    for (const authorization of [undefined, "Bearer abc.def.ghi", "Basic x"]) {
      const r = await fetch(`${apiUrl}/api/me`, { headers: authorization ? { authorization } : {} });
      expect(r.status).toBe(401);
      expect(await r.json()).toEqual({ error: { code: "UNAUTHENTICATED", message: "Sessão expirada ou usuário inativo. Entre novamente." } });
      expect(r.headers.get("www-authenticate")).toMatch(/^Bearer/);
    }
  });

  it("um corpo acima de 10 MB é 413, sem chegar ao handler", async () => {
    const a = await novaEmpresa();
    const grande = JSON.stringify({ nome: "x".repeat(11 * 1024 * 1024) });
    const r = await chamarApi("POST", "/api/marcas", { token: a.token, corpoBruto: grande });
    expect(r).toEqual({ status: 413, body: { error: { code: "VALIDATION", message: "Requisição grande demais: o limite é de 10 MB." } } });
    expect((await chamarApi("GET", "/api/marcas", { token: a.token })).body.items.some((m: { nome: string }) => m.nome.startsWith("xxx"))).toBe(false);
  });

  it("/__local só pelo próprio caminho: pontos, %2e e barras duplas não chegam lá", async () => {
    const { apiUrl } = inject("pilha");
    const direto = await requisicaoBruta(apiUrl, "POST", "/__local/agendamentos/nao-existe");
    expect(direto.status).toBe(404);
    expect(JSON.parse(direto.corpo).error.message).toBe("Agendamento sem handler: nao-existe");
    for (const caminho of ["/api/../__local/agendamentos/nao-existe", "/api/%2e%2e/__local/agendamentos/nao-existe", "/api/./../__local/agendamentos/nao-existe", "//__local/agendamentos/nao-existe"]) {
      const r = await requisicaoBruta(apiUrl, "POST", caminho);
      expect([r.status, JSON.parse(r.corpo).error.message], caminho).toEqual([404, "Rota não encontrada"]);
    }
    // A staff route by a dot path is not served either.
    expect((await requisicaoBruta(apiUrl, "GET", "/api/x/../me")).status).toBe(404);
  });
});

describe("limite das rotas públicas", () => {
  let gateway: Gateway | undefined;
  afterAll(async () => gateway?.parar());

  it("acima da rajada, a rota pública responde 429 no envelope; as de equipe não contam", async () => {
    const { cognitoEndpoint, staffPoolId, staffClientId } = inject("pilha");
    const emissor = { issuer: `${cognitoEndpoint}/${staffPoolId}`, audience: staffClientId, jwksUri: `${cognitoEndpoint}/${staffPoolId}/.well-known/jwks.json` };
    gateway = await iniciarGateway({ porta: 0, staff: emissor, cliente: emissor, limitePublicas: { taxa: 0.01, rajada: 2 } });
    const cadastro = () => fetch(`${gateway!.url}/api/empresas`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await cadastro()).status);
    expect(statuses).toEqual([400, 400, 429]);
    const r = await cadastro();
    expect(await r.json()).toEqual({ error: { code: "RATE_LIMITED", message: "Muitas requisições em pouco tempo. Aguarde alguns segundos e tente novamente." } });
    // Staff routes keep their own (stage default) budget: still the authorizer's 401, not 429.
    expect((await fetch(`${gateway.url}/api/me`)).status).toBe(401);
  });
});
