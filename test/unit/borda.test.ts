/**
 * functions/lib/borda.ts: which client address a limit counts, the secret origin header's check
 * (current and previous value, constant-time comparison, off only locally) and the secret's cache.
 */
import { afterEach, describe, expect, it } from "vitest";
import { enderecoDoCliente, esquecerOrigem, comValidade, valorAceito, valoresDoSegredo, verificarOrigem } from "../../functions/lib/borda";
import { recarregarAmbiente } from "../../functions/lib/env";
import { ErroApi } from "../../functions/lib/errors";
import type { EventoHttp } from "../../functions/lib/http";

const ATUAL = "a".repeat(40);
const ANTERIOR = "b".repeat(40);
const evento = (headers: Record<string, string>) => ({ headers, requestContext: { http: { sourceIp: "198.51.100.1" } } }) as unknown as EventoHttp;

function configurar(env: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries({ TABLE_NAME: "t", ORIGEM_SEGREDO: undefined, ORIGEM_VALORES: undefined, APP_ENV: "test", ...env })) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  recarregarAmbiente();
  esquecerOrigem();
}

afterEach(() => configurar({}));

describe("endereço do cliente", () => {
  it.each([
    ["sem cabeçalhos", {}],
    ["CloudFront-Viewer-Address forjado", { "cloudfront-viewer-address": "203.0.113.7:1" }],
    ["x-erp-ip-cliente forjado", { "x-erp-ip-cliente": "203.0.113.9" }],
    ["X-Forwarded-For forjado", { "x-forwarded-for": "203.0.113.8" }],
  ])("sem origem verificada, %s: o endereço da conexão", async (_, headers) => {
    configurar({});
    const e = evento(headers);
    await verificarOrigem(e);
    expect(enderecoDoCliente(e)).toBe("198.51.100.1");
  });

  it("com o cabeçalho de origem válido, o endereço que a função do CloudFront escreveu; um valor que não é IP é ignorado", async () => {
    configurar({ ORIGEM_VALORES: `${ATUAL},${ANTERIOR}` });
    const e = evento({ "x-erp-origem": ATUAL, "x-erp-ip-cliente": "203.0.113.9" });
    await verificarOrigem(e);
    expect(enderecoDoCliente(e)).toBe("203.0.113.9");
    const lixo = evento({ "x-erp-origem": ATUAL, "x-erp-ip-cliente": "lixo" });
    await verificarOrigem(lixo);
    expect(enderecoDoCliente(lixo)).toBe("198.51.100.1");
    // Never checked (another event object): the header is not trusted.
    expect(enderecoDoCliente(evento({ "x-erp-origem": ATUAL, "x-erp-ip-cliente": "203.0.113.9" }))).toBe("198.51.100.1");
  });
});

describe("cabeçalho de origem", () => {
  it.each([
    ["sem cabeçalho", {}],
    ["valor errado", { "x-erp-origem": "c".repeat(40) }],
    ["prefixo do valor", { "x-erp-origem": ATUAL.slice(0, 39) }],
    ["vazio", { "x-erp-origem": "" }],
  ])("%s: 403 ORIGEM_INVALIDA", async (_, headers) => {
    configurar({ ORIGEM_VALORES: `${ATUAL},${ANTERIOR}` });
    const erro = await verificarOrigem(evento(headers)).catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(ErroApi);
    expect(erro).toMatchObject({ status: 403, code: "ORIGEM_INVALIDA", message: "Acesso permitido somente pelo endereço oficial do sistema." });
  });

  it("o valor atual e o anterior passam (rotação)", async () => {
    configurar({ ORIGEM_VALORES: `${ATUAL},${ANTERIOR}` });
    await expect(verificarOrigem(evento({ "x-erp-origem": ATUAL }))).resolves.toBeUndefined();
    await expect(verificarOrigem(evento({ "x-erp-origem": ANTERIOR }))).resolves.toBeUndefined();
  });

  it("sem configuração, desligado só localmente; numa função implantada recusa tudo", async () => {
    configurar({ APP_ENV: "local" });
    await expect(verificarOrigem(evento({}))).resolves.toBeUndefined();
    configurar({ APP_ENV: "prod" });
    await expect(verificarOrigem(evento({ "x-erp-origem": ATUAL }))).rejects.toThrow(/ORIGEM_SEGREDO ausente/);
  });

  it("compara valores de qualquer tamanho sem lançar", () => {
    expect(valorAceito(ATUAL, [ANTERIOR, ATUAL])).toBe(true);
    expect(valorAceito("x", [ATUAL])).toBe(false);
    expect(valorAceito(ATUAL, [])).toBe(false);
  });

  it.each([
    [JSON.stringify({ atual: ATUAL, anterior: ANTERIOR }), [ATUAL, ANTERIOR]],
    [JSON.stringify({ atual: ATUAL, anterior: "" }), [ATUAL]],
    [JSON.stringify({ atual: ATUAL }), [ATUAL]],
  ])("segredo %s aceita %j", (texto, esperado) => {
    expect(valoresDoSegredo(texto)).toEqual(esperado);
  });

  it.each([["não é json"], [JSON.stringify({ atual: "curto" })], [JSON.stringify({ anterior: ANTERIOR })], [""]])("segredo fora do formato (%s) é recusado sem ecoar o texto", (texto) => {
    expect(() => valoresDoSegredo(texto)).toThrow(/fora do formato/);
    try {
      valoresDoSegredo(texto);
    } catch (e) {
      if (texto.includes("curto")) expect((e as Error).message).not.toContain("curto\"");
    }
  });
});

describe("cache do segredo", () => {
  it("lê de novo só depois da validade; uma falha de leitura mantém os valores já lidos", async () => {
    let agora = 0;
    let leituras = 0;
    let resposta: () => Promise<readonly string[]> = () => Promise.resolve([ATUAL]);
    const ler = comValidade(() => (leituras++, resposta()), 1000, () => agora);
    expect(await ler()).toEqual([ATUAL]);
    agora = 999;
    expect(await ler()).toEqual([ATUAL]);
    expect(leituras).toBe(1);
    resposta = () => Promise.resolve([ANTERIOR, ATUAL]);
    agora = 1000;
    expect(await ler()).toEqual([ANTERIOR, ATUAL]);
    resposta = () => Promise.reject(new Error("fora do ar"));
    agora = 2500;
    expect(await ler()).toEqual([ANTERIOR, ATUAL]);
    expect(leituras).toBe(3);
  });

  it("sem nada lido antes, uma falha de leitura falha a requisição (500), não a deixa passar", async () => {
    const ler = comValidade(() => Promise.reject(new Error("fora do ar")), 1000);
    await expect(ler()).rejects.toThrow("fora do ar");
  });

  it("leituras simultâneas fazem uma só chamada ao Secrets Manager", async () => {
    let leituras = 0;
    const ler = comValidade(() => (leituras++, Promise.resolve([ATUAL])), 1000);
    await Promise.all([ler(), ler(), ler()]);
    expect(leituras).toBe(1);
  });
});
