/** The public landing page: sections, anchors, plans and the countdown. */
import { describe, expect, it } from "vitest";
import { usarNavegador } from "../support/navegador";
import { esperar } from "../support/esperar";

const nav = usarNavegador();

describe("página inicial", () => {
  it("tem as seções, os planos com os preços da especificação e os links de acesso", async () => {
    const p = nav.pagina;
    await p.goto(nav.url("/"));
    for (const id of ["beneficios", "planos", "depoimentos", "suporte"]) await p.locator(`section#${id}`).waitFor();
    for (const preco of ["R$ 49", "R$ 97", "R$ 197", "R$ 0"]) await esperar(() => p.locator("#planos").innerText()).toContain(preco);
    await esperar(() => p.locator("#planos").innerText()).toMatch(/100 IMEIs/);
    await esperar(() => p.locator("#planos").innerText()).toMatch(/500 IMEIs/);
    await esperar(() => p.locator('a[href="/consulta-boletos"]').count()).toBeGreaterThan(0);
    await esperar(() => p.locator('a[href="/cadastro"]').count()).toBeGreaterThan(0);
    await p.getByRole("link", { name: "Painel da Loja" }).first().click();
    await p.waitForURL("**/login");
    await p.getByRole("button", { name: "Entrar no Sistema" }).waitFor();
  });

  it("a contagem regressiva começa em 2 dias 14:23:45 e diminui a cada segundo até zero", async () => {
    const p = nav.pagina;
    // The context's clock is installed (test/support/navegador.ts); the page's "now" is the stack's.
    await p.goto(nav.url("/"));
    await p.getByTestId("contagem-segundos").waitFor();
    // Time flowed while the page loaded; from here it moves only when the test says so.
    await p.clock.pauseAt((await p.evaluate(() => Date.now())) + 60_000);
    const ler = async (u: string) => Number(await p.getByTestId(`contagem-${u}`).textContent());
    await esperar(() => ler("dias")).toBe(2);
    await esperar(() => ler("horas")).toBe(14);
    await esperar(() => ler("minutos")).toBeLessThanOrEqual(23);
    const antes = (await ler("minutos")) * 60 + (await ler("segundos"));
    expect(antes).toBeGreaterThan(22 * 60);
    await p.clock.runFor(3000);
    await esperar(async () => (await ler("minutos")) * 60 + (await ler("segundos"))).toBe(antes - 3);
    await p.clock.fastForward(4 * 86_400_000);
    await p.clock.runFor(1000);
    await esperar(() => ler("dias")).toBe(0);
    expect([await ler("horas"), await ler("minutos"), await ler("segundos")]).toEqual([0, 0, 0]);
  });
});
