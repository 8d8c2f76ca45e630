/** Playwright (playwright-core) driving Debian's Chromium, headless, one fresh context per test. */
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, inject } from "vitest";
import "./contexto";

export interface Navegacao {
  pagina: Page;
  url: (caminho: string) => string;
}

/** Registers the browser hooks for one test file and returns a handle filled before each test. */
export function usarNavegador(): Navegacao {
  const { chromium: executavel, webUrl } = inject("pilha");
  let browser: Browser;
  let contexto: BrowserContext;
  const nav = { url: (c: string) => `${webUrl}${c}` } as Navegacao;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: executavel,
      headless: true,
      args: ["--no-sandbox", "--lang=pt-BR", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync"],
    });
  });
  beforeEach(async () => {
    contexto = await browser.newContext({ locale: "pt-BR", timezoneId: "America/Sao_Paulo" });
    contexto.setDefaultTimeout(15_000);
    nav.pagina = await contexto.newPage();
  });
  afterEach(async () => {
    await contexto?.close();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return nav;
}

/** Fills the /login form and submits it (for failures, where no dashboard follows). */
export async function enviarLogin(nav: Navegacao, email: string, senha: string): Promise<void> {
  const p = nav.pagina;
  await p.goto(nav.url("/login"));
  await p.getByLabel("Email").fill(email);
  await p.getByLabel("Senha").fill(senha);
  await p.getByRole("button", { name: "Entrar no Sistema" }).click();
}

/** Signs in through /login as a user would, waits for the dashboard, then opens `caminho` if given. */
export async function entrarPelaTela(nav: Navegacao, email: string, senha: string, caminho?: string): Promise<void> {
  const p = nav.pagina;
  await enviarLogin(nav, email, senha);
  await p.waitForURL("**/dashboard");
  if (caminho) await p.goto(nav.url(caminho));
}

/** Opens the PrimeReact Dropdown that holds `campo`, once its options have loaded (see below). */
export async function abrirLista(p: Page, campo: Locator): Promise<void> {
  const lista = p.locator(".p-dropdown", { has: campo });
  await lista.locator(".p-icon-spin").waitFor({ state: "detached" });
  await lista.click();
}

/**
 * Picks an option of a PrimeReact Dropdown. Its accessible name sits on a visually hidden input,
 * so the visible wrapper that holds that input is clicked, then the option inside the open panel
 * (a hidden native <option> of an already chosen value would also match), then the panel closes.
 * A Dropdown ignores clicks while its options load (spinner in place of the arrow), so the
 * click waits for the spinner to go, as a person waits for it.
 */
export async function escolherOpcao(p: Page, campo: Locator, opcao: string | RegExp): Promise<void> {
  await abrirLista(p, campo);
  await p.locator(".p-dropdown-panel").getByRole("option", { name: opcao, exact: typeof opcao === "string" }).first().click();
  await p.locator(".p-dropdown-panel").waitFor({ state: "detached" });
}
