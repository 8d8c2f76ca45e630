/**
 * The staff session after the SPA stopped loading Amplify up front (issue 15): a stored token
 * goes with every request without Amplify; an expired one never reaches the API: Amplify (loaded
 * then) refreshes it, or, when the refresh fails, the user is back at /login. cognito-local
 * answers the refresh (REFRESH_TOKEN_AUTH) with a 500, so locally it is the second case; in AWS
 * the first. 'Sair' ends the session for good.
 */
import { describe, expect, it } from "vitest";
import { chamarApi, novaEmpresa } from "../support/api";
import { novoEmail } from "../support/fabricas";
import { entrarPelaTela, usarNavegador } from "../support/navegador";
import { esperar } from "../support/esperar";

const nav = usarNavegador();

const expDe = (jwt: string) => (JSON.parse(Buffer.from(jwt.split(".")[1]!, "base64url").toString()) as { exp: number }).exp;

describe("sessão da equipe", () => {
  it("um token vencido nunca vai à API: renovado, ou de volta ao login; sair encerra a sessão", async () => {
    const a = await novaEmpresa({ nome_fantasia: "Loja Renovada" });
    const p = nav.pagina;
    await entrarPelaTela(nav, a.email, a.senha);
    await esperar(() => p.getByTestId("cabecalho-empresa").textContent()).toBe("Loja Renovada");

    // Both tokens made to look expired (exp an hour ago; Amplify does not check signatures, the API does).
    const vencidos = await p.evaluate(() => {
      const vencer = (jwt: string) => {
        const [cab, corpo, assinatura] = jwt.split(".");
        const json = JSON.parse(atob(corpo!.replace(/-/g, "+").replace(/_/g, "/"))) as Record<string, unknown>;
        json.exp = Math.floor(Date.now() / 1000) - 3600;
        return [cab, btoa(JSON.stringify(json)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, ""), assinatura].join(".");
      };
      const chaves = Object.keys(localStorage).filter((k) => /\.(idToken|accessToken)$/.test(k));
      for (const k of chaves) localStorage.setItem(k, vencer(localStorage.getItem(k)!));
      return chaves.length;
    });
    expect(vencidos).toBe(2);

    const enviados: string[] = [];
    const errosReact: string[] = [];
    p.on("request", (r) => {
      if (r.url().includes("/api/")) enviados.push((r.headers().authorization ?? "").replace(/^Bearer /, ""));
    });
    p.on("console", (m) => {
      if (m.type() === "error" && /use\(\)|Suspense|suspend/.test(m.text())) errosReact.push(m.text());
    });
    await p.goto(nav.url("/dashboard"));
    await esperar(async () => (p.url().endsWith("/login") ? "login" : await p.getByTestId("cabecalho-empresa").textContent().catch(() => null))).toMatch(/^(login|Loja Renovada)$/);
    for (const t of enviados.filter(Boolean)) expect(expDe(t)).toBeGreaterThan(Date.now() / 1000);
    expect(errosReact).toEqual([]);

    if (p.url().endsWith("/login")) await entrarPelaTela(nav, a.email, a.senha);
    await p.locator(".dash-cartao-valor").first().waitFor();
    await p.getByRole("button", { name: "Sair" }).click();
    await p.waitForURL("**/login");
    await esperar(() => p.evaluate(() => Object.keys(localStorage).filter((k) => k.endsWith(".idToken")).length)).toBe(0);
    await p.goto(nav.url("/dashboard"));
    await p.waitForURL("**/login");
  });

  it("depois de 'Sair', o Voltar do navegador leva ao login, não à tela anterior guardada (issue 30)", async () => {
    const a = await novaEmpresa({ nome_fantasia: "Loja Saída" });
    const p = nav.pagina;
    // Signed in on one page load (the dashboard), then a second load (Vendas): Back crosses documents.
    await entrarPelaTela(nav, a.email, a.senha, "/vendas");
    await p.getByRole("heading", { name: "Nova Venda" }).waitFor();
    await p.getByRole("button", { name: "Sair" }).click();
    await p.waitForURL("**/login");

    await p.goBack();
    await p.getByRole("button", { name: "Entrar no Sistema" }).waitFor();
    await esperar(() => new URL(p.url()).pathname).toBe("/login");
    expect(await p.getByTestId("cabecalho-empresa").count()).toBe(0);
    expect(await p.getByText(/Erro ao carregar/).count()).toBe(0);
  });

  it("um 401 da API (usuário desativado durante o uso) leva ao login em vez de 'Sessão expirada' na tela", async () => {
    const a = await novaEmpresa({ nome_fantasia: "Loja Desativa" });
    const email = novoEmail("vendedor");
    const u = await chamarApi("POST", "/api/usuarios", { token: a.token, body: { nome: "Vera Vendedora", email, senha: "segredo123", tipo_acesso: "vendedor" } });
    expect(u.status).toBe(201);
    const p = nav.pagina;
    await entrarPelaTela(nav, email, "segredo123");
    await esperar(() => p.getByTestId("cabecalho-empresa").textContent()).toBe("Loja Desativa");
    expect((await chamarApi("PATCH", `/api/usuarios/${u.body.id}/ativo`, { token: a.token, body: { ativo: false } })).status).toBe(200);

    await p.getByRole("navigation", { name: "Menu principal" }).getByRole("link", { name: "Cliente" }).click();
    await p.getByRole("button", { name: "Entrar no Sistema" }).waitFor();
    await esperar(() => new URL(p.url()).pathname).toBe("/login");
    expect(await p.getByText(/Sessão expirada/).count()).toBe(0);
  });
});
