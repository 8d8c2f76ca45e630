/**
 * `npm run bench` (third part): the production SPA (`vite build`, or the build already in
 * frontend/dist with BENCH_WEB_REUSAR=1) served statically with gzip beside the local stack's API,
 * driven by Playwright in Debian's Chromium with the CPU throttled 4× (CDP), in a phone's viewport
 * (390×844) for the landing page and the customer area. Per page: the JavaScript it downloads
 * (gzip), LCP, CLS and total blocking time (median of BENCH_WEB_RODADAS cold loads); and from the
 * sign-in form's submit to the dashboard's cards showing their values, with the part of it when
 * nothing runs (no request in flight, no task on the page's main thread, from a Chromium trace). One table, each figure with its target and ✓/✗; exits
 * 1 when a target is missed. Local figures catch regressions; they are not a field measurement.
 *
 *   BENCH_WEB_REUSAR=1 npx tsx test/bench/web.ts    (BENCH_WEB_DETALHE=1: each load's long tasks and JS files)
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";
import { build } from "vite";
import { hojeBrasil } from "../../shared/br/datas";
import { garantirChromium } from "../../scripts/chromium";
import { novoCnpj, novoImei } from "../../scripts/local/geradores";
import { iniciarPilha } from "../../scripts/local/pilha";
import { CATEGORIAS_TRACE, INSTRUMENTAR, lerMedidas, mediana, ocioso, tarefasDoTrace, tbt, type MedidasBrutas } from "./web-medidas";
import { servirSpa } from "./web-servidor";
import { clienteApi, tokenDaEquipe } from "./cliente-api";
import { registrarResumo } from "./resumo";

/** BENCH_WEB_DIST: another build to measure as it is (e.g. an older one, for a before/after). */
const DIST = path.resolve(process.env.BENCH_WEB_DIST ?? "frontend/dist");
const RODADAS = Number(process.env.BENCH_WEB_RODADAS ?? 3);
const KIB = 1024;
const ALVO = { jsPublico: 100, jsPainel: 170, lcp: 2500, cls: 0.1, tbt: 200, envioCartoes: 300, ocioso: 50 };

const CELULAR: BrowserContextOptions = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const COMPUTADOR: BrowserContextOptions = { viewport: { width: 1366, height: 768 } };

interface Pagina {
  nome: string;
  caminho: string;
  contexto: BrowserContextOptions;
  /** What shows that the page is there. */
  pronta: (p: Page) => Promise<unknown>;
}

const PAGINAS: Pagina[] = [
  { nome: "/ (celular)", caminho: "/", contexto: CELULAR, pronta: (p) => p.getByRole("heading", { level: 1 }).first().waitFor() },
  { nome: "/login", caminho: "/login", contexto: COMPUTADOR, pronta: (p) => p.getByRole("button", { name: "Entrar no Sistema" }).waitFor() },
  { nome: "/cadastro", caminho: "/cadastro", contexto: COMPUTADOR, pronta: (p) => p.getByRole("button", { name: "Criar Empresa e Acessar Sistema" }).waitFor() },
  { nome: "/consulta-boletos (celular)", caminho: "/consulta-boletos", contexto: CELULAR, pronta: (p) => p.getByRole("button", { name: "Acessar Meus Boletos" }).waitFor() },
  { nome: "/cliente (celular)", caminho: "/cliente", contexto: CELULAR, pronta: (p) => p.getByRole("button", { name: "Entrar", exact: true }).waitFor() },
];

interface Linha {
  medida: string;
  valor: string;
  alvo: string;
  ok: boolean;
}

const gzipDe = new Map<string, number>();
/** The gzip size of a built file (zlib's default level), from its URL path. */
function gzipDoArquivo(url: string): number {
  const caminho = new URL(url).pathname;
  let n = gzipDe.get(caminho);
  if (n === undefined) {
    const arquivo = path.join(DIST, caminho);
    n = existsSync(arquivo) ? gzipSync(readFileSync(arquivo)).length : 0;
    gzipDe.set(caminho, n);
  }
  return n;
}

/** Every .js the page downloads from the SPA's server (a Set: each file counts once). */
function contarJs(p: Page, base: string): Set<string> {
  const js = new Set<string>();
  p.on("response", (r) => {
    if (r.url().startsWith(base) && new URL(r.url()).pathname.endsWith(".js")) js.add(r.url());
  });
  return js;
}
const somaKib = (js: Set<string>) => [...js].reduce((s, u) => s + gzipDoArquivo(u), 0) / KIB;

async function lenta(p: Page): Promise<void> {
  const cdp = await p.context().newCDPSession(p);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/** One cold load (fresh context, empty cache) of a page, CPU 4× slower; the vitals once it settles. */
async function carregar(browser: Browser, base: string, pg: Pagina, estado?: string): Promise<{ m: MedidasBrutas; js: number }> {
  const contexto = await browser.newContext({ ...pg.contexto, locale: "pt-BR", timezoneId: "America/Sao_Paulo", ...(estado ? { storageState: JSON.parse(estado) } : {}) });
  try {
    await contexto.addInitScript(INSTRUMENTAR);
    const p = await contexto.newPage();
    await lenta(p);
    const js = contarJs(p, base);
    await p.goto(`${base}${pg.caminho}`, { waitUntil: "networkidle", timeout: 60_000 });
    await pg.pronta(p);
    // Late shifts and long tasks (fonts, the first effects) count too.
    await p.waitForTimeout(1500);
    const m = await lerMedidas(p);
    if (process.env.BENCH_WEB_DETALHE === "1") {
      console.log(`${pg.nome}: FCP ${m.fcp?.toFixed(0)} LCP ${m.lcp.toFixed(0)}; tarefas longas ${m.longas.map(([i, d]) => `${i.toFixed(0)}+${d.toFixed(0)}`).join(" ")}`);
      console.log(`  JS: ${[...js].map((u) => `${path.basename(u)} ${(gzipDoArquivo(u) / KIB).toFixed(1)}`).join(", ")}`);
    }
    return { m, js: somaKib(js) };
  } finally {
    await contexto.close();
  }
}

function vitais(nome: string, rodadas: { m: MedidasBrutas; js: number }[], alvoJs: number): Linha[] {
  const lcp = mediana(rodadas.map((r) => r.m.lcp));
  const cls = mediana(rodadas.map((r) => r.m.cls));
  const bloqueio = mediana(rodadas.map((r) => tbt(r.m)));
  const js = Math.max(...rodadas.map((r) => r.js));
  return [
    { medida: `${nome}: JS gzip`, valor: `${js.toFixed(1)} KiB`, alvo: `≤ ${alvoJs} KiB`, ok: js <= alvoJs },
    { medida: `${nome}: LCP`, valor: `${lcp.toFixed(0)} ms`, alvo: `≤ ${ALVO.lcp} ms`, ok: lcp > 0 && lcp <= ALVO.lcp },
    { medida: `${nome}: CLS`, valor: cls.toFixed(3), alvo: `≤ ${ALVO.cls}`, ok: cls <= ALVO.cls },
    { medida: `${nome}: TBT`, valor: `${bloqueio.toFixed(0)} ms`, alvo: `≤ ${ALVO.tbt} ms`, ok: bloqueio <= ALVO.tbt },
  ];
}

/** A company with stock, so the dashboard's cards have values; its admin's email and password. */
async function prepararLoja(apiUrl: string, cognitoEndpoint: string, clientId: string): Promise<{ email: string; senha: string }> {
  const chamar = clienteApi(apiUrl);
  const email = `bench-web-${Date.now()}@exemplo.com.br`;
  const senha = "segredo123";
  await chamar("POST", "/api/empresas", undefined, { nome_fantasia: "Loja Bench Web", cnpj: novoCnpj(), plano: "master", admin: { nome: "Bench", email, senha } });
  const token = await tokenDaEquipe(cognitoEndpoint, clientId, email, senha);
  const marcas = await chamar("GET", "/api/marcas", token);
  const categorias = await chamar("GET", "/api/categorias", token);
  const fornecedor = await chamar("POST", "/api/fornecedores", token, { nome: "Fornecedor Bench", cnpj: null, telefone: null, email: null, endereco: null });
  const produto = await chamar("POST", "/api/produtos", token, {
    nome_modelo: "Modelo Bench", marca_id: marcas.items[0].id, categoria_id: categorias.items[0].id,
    descricao: null, custo_base: 900, tipo_margem: "percentual", valor_margem: 25, estoque_minimo: 1,
  });
  await chamar("POST", "/api/estoque/entradas", token, {
    produto_id: produto.id, fornecedor_id: fornecedor.id, data_entrada: hojeBrasil(), valor_unitario: 900,
    itens: Array.from({ length: 5 }, () => ({ imei: novoImei(), cor: "Preto" })),
  });
  return { email, senha };
}

/**
 * From /login to the dashboard as a user: the form is filled (its first focus starts the sign-in's
 * downloads), a pause as long as typing a password takes, submit, until the cards show values.
 * Not throttled: the figure is the local round trip the issue measured. Returns the session too.
 */
async function entrarNoPainel(browser: Browser, base: string, conta: { email: string; senha: string }) {
  const contexto = await browser.newContext({ ...COMPUTADOR, locale: "pt-BR", timezoneId: "America/Sao_Paulo" });
  try {
    await contexto.addInitScript(INSTRUMENTAR);
    const p = await contexto.newPage();
    const js = contarJs(p, base);
    await p.goto(`${base}/login`, { waitUntil: "networkidle" });
    await p.getByLabel("Email").fill(conta.email);
    await p.getByLabel("Senha").fill(conta.senha);
    await p.waitForTimeout(1500);
    await browser.startTracing(p, { categories: CATEGORIAS_TRACE });
    await p.getByRole("button", { name: "Entrar no Sistema" }).click();
    await p.waitForURL("**/dashboard");
    await p.waitForFunction(() => ((window as unknown as { __medidas: { cartoes: number | null } }).__medidas.cartoes ?? -1) > 0, undefined, { timeout: 30_000 }).catch(async (e: unknown) => {
      console.error(JSON.stringify(await lerMedidas(p)).slice(0, 500), p.url(), (await p.locator("body").innerText()).slice(0, 500));
      throw e;
    });
    const m = await lerMedidas(p);
    const tarefas = tarefasDoTrace(await browser.stopTracing(), m);
    if (!tarefas.length) throw new Error("o trace do Chromium não trouxe as tarefas da página");
    if (process.env.BENCH_WEB_DETALHE === "1") {
      const rel = (t: number) => (t - m.envio!).toFixed(0);
      const no = m.recursos.filter(([, f]) => f > m.envio!).map(([i, f, n]) => `${rel(i)}–${rel(f)} ${n.replace(/^https?:\/\/[^/]+/, "")}`);
      console.log(`envio → cartões ${rel(m.cartoes!)} ms; pedidos: ${no.join("; ")}; tarefas longas: ${m.longas.filter(([i]) => i > m.envio!).map(([i, d]) => `${rel(i)}+${d.toFixed(0)}`).join(" ")}`);
      const visiveis = tarefas.filter(([i, f]) => f > m.envio! && i < m.cartoes! && f - i >= 1);
      console.log(`  tarefas da thread principal (≥ 1 ms): ${visiveis.map(([i, f]) => `${rel(i)}+${(f - i).toFixed(0)}`).join(" ")}; ocioso ${ocioso(m, tarefas).toFixed(0)} ms (só tarefas longas: ${ocioso(m).toFixed(0)} ms)`);
    }
    await p.waitForLoadState("networkidle");
    return { total: m.cartoes! - m.envio!, ocioso: ocioso(m, tarefas), js: somaKib(js), estado: JSON.stringify(await contexto.storageState()) };
  } finally {
    await contexto.close();
  }
}

async function main() {
  process.env.APP_ENV = "test";
  if (!process.env.BENCH_WEB_DIST && (process.env.BENCH_WEB_REUSAR !== "1" || !existsSync(path.join(DIST, "index.html")))) {
    await build({ configFile: path.resolve("frontend/vite.config.ts"), logLevel: "warn" });
  }
  const pilha = await iniciarPilha({ prefixo: "erp-bench-web", limitePublicas: null });
  const web = await servirSpa(DIST, pilha.api.url, pilha.configSpa);
  const browser = await chromium.launch({
    executablePath: garantirChromium(),
    headless: true,
    args: ["--no-sandbox", "--lang=pt-BR", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync"],
  });
  try {
    const linhas: Linha[] = [];
    for (const pg of PAGINAS) {
      const rodadas = [];
      for (let i = 0; i < RODADAS; i++) rodadas.push(await carregar(browser, web.url, pg));
      linhas.push(...vitais(pg.nome, rodadas, ALVO.jsPublico));
    }
    const conta = await prepararLoja(pilha.api.url, pilha.endpoints.cognito, pilha.recursos.staffUserPoolClientId);
    const entradas = [];
    for (let i = 0; i < RODADAS; i++) entradas.push(await entrarNoPainel(browser, web.url, conta));
    const js = Math.max(...entradas.map((e) => e.js));
    const total = mediana(entradas.map((e) => e.total));
    const parado = mediana(entradas.map((e) => e.ocioso));
    linhas.push({ medida: "/login → /dashboard: JS gzip", valor: `${js.toFixed(1)} KiB`, alvo: `≤ ${ALVO.jsPainel} KiB`, ok: js <= ALVO.jsPainel });
    // The dashboard's own vitals: a cold load of /dashboard with the session stored.
    const painel: Pagina = { nome: "/dashboard", caminho: "/dashboard", contexto: COMPUTADOR, pronta: (p) => p.locator(".dash-cartao-valor").first().waitFor() };
    const rodadas = [];
    for (let i = 0; i < RODADAS; i++) rodadas.push(await carregar(browser, web.url, painel, entradas[0]!.estado));
    linhas.push(...vitais("/dashboard", rodadas, ALVO.jsPainel));
    linhas.push({ medida: "envio do login → cartões com valores", valor: `${total.toFixed(0)} ms`, alvo: `≤ ${ALVO.envioCartoes} ms`, ok: total <= ALVO.envioCartoes });
    linhas.push({ medida: "  dos quais sem rede nem JS rodando", valor: `${parado.toFixed(0)} ms`, alvo: `≤ ${ALVO.ocioso} ms`, ok: parado <= ALVO.ocioso });

    console.log(`\nSPA de produção (vite build, servida com gzip), Chromium com CPU 4× mais lenta; mediana de ${RODADAS} cargas a frio\n`);
    console.log("medida".padEnd(42), "valor".padStart(12), "alvo".padStart(12), "");
    for (const l of linhas) console.log(l.medida.padEnd(42), l.valor.padStart(12), l.alvo.padStart(12), l.ok ? "✓" : "✗");
    registrarResumo("web", linhas);
    process.exitCode = linhas.every((l) => l.ok) ? 0 : 1;
  } finally {
    await browser.close();
    await web.parar();
    await pilha.parar();
  }
}

main().catch((erro: unknown) => {
  console.error(erro);
  process.exit(1);
});
