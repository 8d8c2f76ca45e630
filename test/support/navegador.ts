/** Playwright (playwright-core) driving Debian's Chromium, headless, one fresh context per test. */
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, inject } from "vitest";
import { agora } from "../../shared/relogio";
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
      // Under `npm run test:relogio` (faketime in LD_PRELOAD) Chromium never fires a page's load event:
      // it keeps the machine's real clock; the pages' clock is the stack's anyway (clock.install below).
      ...(process.env.LD_PRELOAD?.includes("faketime") ? { env: { ...process.env, LD_PRELOAD: "" } } : {}),
      headless: true,
      args: ["--no-sandbox", "--lang=pt-BR", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync"],
    });
  });
  beforeEach(async () => {
    contexto = await browser.newContext({ locale: "pt-BR", timezoneId: "America/Sao_Paulo" });
    contexto.setDefaultTimeout(15_000);
    // The page's clock is the stack's business clock (test/support/relogio.ts): the screens' "today"
    // (a sale's date, the calendars' limits, "Próximo vencimento") is the stack's. Time flows from there.
    await contexto.clock.install({ time: agora() });
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

/** The masked field's text once `digitos` are typed into an empty "99/99/9999" mask: "051120" → "05/11/20__". */
const textoDaMascaraData = (digitos: string): string => {
  let i = 0;
  return "__/__/____".replace(/_/g, () => digitos[i++] ?? "_");
};

/**
 * Types a date into an EntradaData field as a person does: select what is there, erase it, type
 * the digits (the mask adds the slashes), then Tab. The mask's focus work runs 100 ms after the
 * field takes focus (PrimeReact InputMask: it rewrites the text and selects it all when full); a
 * test that clicks and types within those 100 ms had its keys land before that rewrite and the
 * text scrambled. So the text is checked before Tab, and typed again, in the same focus, until it
 * reads as typed — as a person would see and correct it.
 */
export async function digitarData(campo: Locator, digitos: string): Promise<void> {
  const esperado = textoDaMascaraData(digitos);
  await campo.click();
  for (let tentativa = 0; tentativa < 3; tentativa++) {
    await campo.press("Control+a");
    await campo.press("Backspace");
    await campo.pressSequentially(digitos);
    if ((await campo.inputValue()) === esperado) break;
  }
  await campo.press("Tab");
}

/** An ISO date as the digits a person types into a date field: "2026-11-27" → "27112026". */
export const digitosDaData = (iso: string): string => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`;
