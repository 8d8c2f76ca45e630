/**
 * `npm run bench` (third part): the customer area.
 *
 * 1. p50/p95 of `POST /api/portal/consulta` on the local stack: BENCH_PORTAL_CLIENTES customers,
 *    each with a boleto contract in two stores (12 slips each, issued by the real consumer), looked
 *    up in turns. The brute-force limits stay ON in the function (they are part of the cost: two
 *    counter writes per lookup); what keeps them from answering 429 is that every lookup comes from
 *    its own client address and a found lookup gives its CPF slot back. The addresses reach the
 *    function as CloudFront hands them over: the secret origin header (the check is on in this
 *    stack, ORIGEM_VALORES) and the viewer's address in `x-erp-ip-cliente` (functions/lib/borda.ts).
 *    The local gateway's own rate limit on public routes is off (`limitePublicas: null`), as in
 *    the test stacks. A miss (unknown CPF) is timed apart: it
 *    is held to a minimum time on purpose (no enumeration), so its p95 is that floor.
 * 2. The JavaScript /consulta-boletos loads, gzip: a production build (`npm run build:web` with a
 *    manifest, into a temporary folder; or BENCH_WEB_DIST, a build with `.vite/manifest.json`)
 *    walked from the entry (index.html) and the page's lazy chunk through their static imports,
 *    compared with everything the build holds (the staff panel's chunks stay out).
 * The issue sets no target for either: the figures are printed, and the run fails only when a
 * lookup does not answer what it should.
 *
 *   BENCH_PORTAL_CLIENTES=20 BENCH_PORTAL_REPETICOES=200 npx tsx test/bench/portal.ts
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import { CABECALHO_IP_CLIENTE, CABECALHO_ORIGEM } from "../../shared/api/borda";
import { hojeBrasil } from "../../shared/br/datas";
import { novoCnpj, novoCpf, novoImei } from "../../scripts/local/geradores";
import { iniciarPilha } from "../../scripts/local/pilha";
import { registrarResumo } from "./resumo";
import { entradaBoleto, tokenDaEquipe } from "./cliente-api";

const CLIENTES = Number(process.env.BENCH_PORTAL_CLIENTES ?? 20);
const REPETICOES = Number(process.env.BENCH_PORTAL_REPETICOES ?? 200);
const PAGINA = "src/pages/consulta-boletos/consulta-boletos-page.tsx";
const TELEFONE = "(81) 99876-5432";

const pct = (v: number[], p: number) => [...v].sort((a, b) => a - b)[Math.min(v.length - 1, Math.floor((p / 100) * v.length))]!;
let ultimoIp = 0;
/** A new client address per lookup (10.x.y.z), so the per-address limit never trips. */
const novoEndereco = () => {
  ultimoIp += 1;
  return `10.${(ultimoIp >> 16) & 255}.${(ultimoIp >> 8) & 255}.${(ultimoIp & 255) || 1}`;
};
/** The value this stack's origin check accepts, sent on every call as CloudFront's API origin does. */
const ORIGEM = randomBytes(24).toString("hex");

interface Manifesto {
  [chave: string]: { file: string; isEntry?: boolean; imports?: string[]; src?: string };
}

/** gzip bytes of the JS /consulta-boletos loads, and of all the build's JS. */
function tamanhoJs(dist: string): { pagina: number; arquivos: string[]; tudo: number } {
  const manifesto = JSON.parse(readFileSync(path.join(dist, ".vite", "manifest.json"), "utf8")) as Manifesto;
  const entrada = Object.keys(manifesto).find((k) => manifesto[k]!.isEntry);
  if (!entrada || !manifesto[PAGINA]) throw new Error(`manifesto sem a entrada ou sem ${PAGINA}`);
  const vistos = new Set<string>();
  const visitar = (chave: string) => {
    if (vistos.has(chave)) return;
    vistos.add(chave);
    for (const i of manifesto[chave]!.imports ?? []) visitar(i);
  };
  visitar(entrada);
  visitar(PAGINA);
  const gz = (arquivo: string) => gzipSync(readFileSync(path.join(dist, arquivo)), { level: 9 }).length;
  const arquivos = [...vistos].map((k) => manifesto[k]!.file).filter((f) => f.endsWith(".js"));
  const todos = readdirSync(path.join(dist, "assets")).filter((f) => f.endsWith(".js")).map((f) => `assets/${f}`);
  return { pagina: arquivos.reduce((s, f) => s + gz(f), 0), arquivos, tudo: todos.reduce((s, f) => s + gz(f), 0) };
}

function construirWeb(): { dist: string; limpar: () => void } {
  if (process.env.BENCH_WEB_DIST) return { dist: process.env.BENCH_WEB_DIST, limpar: () => {} };
  const dist = mkdtempSync(path.join(os.tmpdir(), "erp-bench-web-"));
  execFileSync("npm", ["run", "--silent", "build:web", "--", "--outDir", dist, "--emptyOutDir", "--manifest", "--logLevel", "error"], { stdio: "inherit" });
  return { dist, limpar: () => rmSync(dist, { recursive: true, force: true }) };
}

async function medirConsulta(): Promise<{ acerto: number[]; erro: number[] }> {
  process.env.APP_ENV = "test";
  process.env.ORIGEM_VALORES = ORIGEM;
  const pilha = await iniciarPilha({ prefixo: "erp-bench-portal", limitePublicas: null });
  try {
    const chamar = async (metodo: string, caminho: string, token?: string, corpo?: unknown, cabecalhos: Record<string, string> = {}) => {
      const r = await fetch(`${pilha.api.url}${caminho}`, {
        method: metodo,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(corpo ? { "content-type": "application/json" } : {}), [CABECALHO_ORIGEM]: ORIGEM, ...cabecalhos },
        body: corpo ? JSON.stringify(corpo) : undefined,
      });
      return { status: r.status, body: (await r.json().catch(() => ({}))) as Record<string, any> };
    };
    const exigir = async (...a: Parameters<typeof chamar>) => {
      const r = await chamar(...a);
      if (r.status >= 300) throw new Error(`${a[0]} ${a[1]} → ${r.status} ${JSON.stringify(r.body)}`);
      return r.body;
    };
    const cpfs = Array.from({ length: CLIENTES }, () => novoCpf());
    const lojas: { token: string; empresaId: string }[] = [];
    for (const nome of ["Loja Portal Centro", "Loja Portal Bairro"]) {
      const email = `bench-portal-${lojas.length}-${Date.now()}@exemplo.com.br`;
      const criada = await exigir("POST", "/api/empresas", undefined, { nome_fantasia: nome, cnpj: novoCnpj(), plano: "master", admin: { nome: "Bench", email, senha: "segredo123" } });
      const token = await tokenDaEquipe(pilha.endpoints.cognito, pilha.recursos.staffUserPoolClientId, email);
      const marcas = await exigir("GET", "/api/marcas", token);
      const categorias = await exigir("GET", "/api/categorias", token);
      const fornecedor = await exigir("POST", "/api/fornecedores", token, { nome: "Fornecedor", cnpj: null, telefone: null, email: null, endereco: null });
      const produto = await exigir("POST", "/api/produtos", token, {
        nome_modelo: "Galaxy A15 128GB", marca_id: marcas.items[0].id, categoria_id: categorias.items[0].id,
        descricao: null, custo_base: 800, tipo_margem: "percentual", valor_margem: 20, estoque_minimo: 1,
      });
      const e = await exigir("POST", "/api/estoque/entradas", token, {
        produto_id: produto.id, fornecedor_id: fornecedor.id, data_entrada: hojeBrasil(), valor_unitario: 800,
        itens: cpfs.map(() => ({ imei: novoImei(), cor: "Preto" })),
      });
      for (const [i, cpf] of cpfs.entries()) {
        const cliente = await exigir("POST", "/api/clientes", token, { nome: `Cliente ${i}`, cpf, telefone: TELEFONE, endereco: "Rua da Aurora, 100", data_nasc: null });
        await exigir("POST", "/api/vendas", token, { cliente_id: cliente.id, imei_id: e.itens[i].id, forma_pagamento: "BOLETO", data_venda: hojeBrasil(), entrada: entradaBoleto(produto.preco_final), qtd_parcelas: 12 });
      }
      lojas.push({ token, empresaId: String(criada.empresa.id) });
    }
    // Every slip issued before timing (the cards then carry their links and codes).
    const limite = performance.now() + 600_000;
    for (;;) {
      const r = await chamar("POST", "/api/portal/consulta", undefined, { cpf: cpfs[cpfs.length - 1], telefone: TELEFONE }, { [CABECALHO_IP_CLIENTE]: novoEndereco() });
      const emitidos = (r.body.contratos ?? []).flatMap((c: any) => c.todosBoletos).filter((b: any) => b.linha_digitavel).length;
      if (r.status === 200 && emitidos === 24) break;
      if (performance.now() > limite) throw new Error("boletos não emitidos em 10 min");
      await new Promise((ok) => setTimeout(ok, 500));
    }
    const consultar = async (cpf: string) => {
      const t = performance.now();
      const r = await chamar("POST", "/api/portal/consulta", undefined, { cpf, telefone: TELEFONE }, { [CABECALHO_IP_CLIENTE]: novoEndereco() });
      return { status: r.status, ms: performance.now() - t, cartoes: (r.body.contratos ?? []).length };
    };
    for (const cpf of cpfs.slice(0, 5)) await consultar(cpf); // warm-up
    const acerto: number[] = [];
    for (let i = 0; i < REPETICOES; i++) {
      const r = await consultar(cpfs[i % cpfs.length]!);
      if (r.status !== 200 || r.cartoes !== 2) throw new Error(`consulta ${i}: ${r.status}, ${r.cartoes} cartões`);
      acerto.push(r.ms);
    }
    // Misses: a new unknown CPF each time (fewer: each is held to the minimum time).
    const erro: number[] = [];
    for (let i = 0; i < Math.min(40, REPETICOES); i++) {
      const r = await consultar(novoCpf());
      if (r.status !== 404) throw new Error(`consulta de CPF desconhecido: ${r.status}`);
      erro.push(r.ms);
    }
    return { acerto, erro };
  } finally {
    await pilha.parar();
  }
}

async function main() {
  const web = construirWeb();
  let js: ReturnType<typeof tamanhoJs>;
  try {
    js = tamanhoJs(web.dist);
  } finally {
    web.limpar();
  }
  const { acerto, erro } = await medirConsulta();
  const kb = (b: number) => (b / 1024).toFixed(1);
  const p95 = pct(acerto, 95);
  console.log(`\nÁrea do cliente: ${CLIENTES} clientes com um contrato de 12 boletos em cada uma de 2 lojas, ${acerto.length} consultas (cada uma de um endereço)\n`);
  console.log("medida (ms)".padEnd(48), "p50".padStart(8), "p95".padStart(8));
  console.log("POST /api/portal/consulta (encontrado)".padEnd(48), pct(acerto, 50).toFixed(1).padStart(8), p95.toFixed(1).padStart(8));
  console.log("POST /api/portal/consulta (CPF desconhecido: piso)".padEnd(48), pct(erro, 50).toFixed(1).padStart(8), pct(erro, 95).toFixed(1).padStart(8));
  console.log(`\nJS de /consulta-boletos (gzip): ${kb(js.pagina)} KB em ${js.arquivos.length} arquivos; o build inteiro: ${kb(js.tudo)} KB`);
  for (const f of js.arquivos) console.log(`  ${f}`);
  registrarResumo("portal", [
    { medida: "POST /api/portal/consulta (encontrado), p95", valor: `${p95.toFixed(0)} ms`, alvo: "—", ok: null },
    { medida: "POST /api/portal/consulta (CPF desconhecido: piso), p95", valor: `${pct(erro, 95).toFixed(0)} ms`, alvo: "—", ok: null },
  ]);
}

void main();
