/** Playwright (playwright-core) driving Debian's Chromium, headless, one fresh context per test. */
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
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
      args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync"],
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
