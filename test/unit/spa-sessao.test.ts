/**
 * The SPA's session without Amplify (frontend/src/app/auth/sessao.ts) reads the tokens Amplify
 * stores, per app client, with Amplify's expiry rule; and the runtime config check
 * (frontend/src/config/config.ts) that replaced zod in the entry chunk.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expiraEm, tokenGuardado } from "../../frontend/src/app/auth/sessao";
import { carregarConfig, lerConfig } from "../../frontend/src/config/config";

const CONFIG = {
  apiUrl: "",
  region: "us-east-1",
  staffUserPoolId: "us-east-1_equipe",
  staffUserPoolClientId: "cliente-equipe",
  customerUserPoolId: "us-east-1_clientes",
  customerUserPoolClientId: "cliente-clientes",
};

const armazenado = new Map<string, string>();
const b64url = (o: unknown) => Buffer.from(JSON.stringify(o)).toString("base64url");
const jwt = (exp: number) => `${b64url({ alg: "RS256" })}.${b64url({ sub: "u1", exp, nome: "ção" })}.assinatura`;

function guardar(clientId: string, usuario: string, idToken: string, drift?: number) {
  armazenado.set(`CognitoIdentityServiceProvider.${clientId}.LastAuthUser`, usuario);
  armazenado.set(`CognitoIdentityServiceProvider.${clientId}.${usuario}.idToken`, idToken);
  if (drift !== undefined) armazenado.set(`CognitoIdentityServiceProvider.${clientId}.${usuario}.clockDrift`, String(drift));
}

beforeAll(async () => {
  const localStorage = { getItem: (k: string) => armazenado.get(k) ?? null };
  Object.assign(globalThis, { window: { localStorage, __configSpa: Promise.resolve(CONFIG) }, atob: globalThis.atob });
  await carregarConfig();
});
beforeEach(() => armazenado.clear());

describe("sessão guardada pelo Amplify", () => {
  const agora = 1_800_000_000_000;

  it("lê o exp do token (base64url)", () => {
    expect(expiraEm(jwt(1_800_000_100))).toBe(1_800_000_100_000);
    expect(expiraEm("sem-pontos")).toBeUndefined();
    expect(expiraEm("a.!!!.c")).toBeUndefined();
  });

  it("entrega o token válido do pool pedido, e nada ao outro pool", () => {
    const token = jwt(agora / 1000 + 3600);
    guardar("cliente-equipe", "ana@loja.com", token);
    expect(tokenGuardado("equipe", agora)).toBe(token);
    expect(tokenGuardado("clientes", agora)).toBeUndefined();
  });

  it("um token que vence em menos de 5 s não serve (como no Amplify)", () => {
    guardar("cliente-equipe", "ana@loja.com", jwt(agora / 1000 + 4));
    expect(tokenGuardado("equipe", agora)).toBeUndefined();
    guardar("cliente-equipe", "ana@loja.com", jwt(agora / 1000 + 6));
    expect(tokenGuardado("equipe", agora)).toBeDefined();
  });

  it("considera a diferença de relógio guardada", () => {
    guardar("cliente-clientes", "c@x.com", jwt(agora / 1000 + 60), 120_000);
    expect(tokenGuardado("clientes", agora)).toBeUndefined();
    guardar("cliente-clientes", "c@x.com", jwt(agora / 1000 + 60), -120_000);
    expect(tokenGuardado("clientes", agora)).toBeDefined();
  });

  it("sem usuário ou sem token não há sessão", () => {
    expect(tokenGuardado("equipe", agora)).toBeUndefined();
    armazenado.set("CognitoIdentityServiceProvider.cliente-equipe.LastAuthUser", "ana@loja.com");
    expect(tokenGuardado("equipe", agora)).toBeUndefined();
  });
});

describe("config.json", () => {
  it("aceita a configuração completa, com ou sem cognitoEndpoint", () => {
    expect(lerConfig(CONFIG)).toEqual(CONFIG);
    expect(lerConfig({ ...CONFIG, cognitoEndpoint: "http://127.0.0.1:9229", extra: 1 })).toEqual({ ...CONFIG, cognitoEndpoint: "http://127.0.0.1:9229" });
  });

  it.each([
    ["nada", null],
    ["sem o pool da equipe", { ...CONFIG, staffUserPoolId: undefined }],
    ["id de cliente vazio", { ...CONFIG, customerUserPoolClientId: "" }],
    ["apiUrl que não é texto", { ...CONFIG, apiUrl: 1 }],
    ["cognitoEndpoint que não é texto", { ...CONFIG, cognitoEndpoint: true }],
  ])("recusa %s com a mensagem em português", (_caso, bruto) => {
    expect(() => lerConfig(bruto)).toThrow("Configuração do sistema incompleta. Contate o suporte.");
  });
});
