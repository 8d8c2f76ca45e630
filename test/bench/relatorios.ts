/**
 * `npm run bench` (second part): the four reports for a company with 100 sales and one with 20,000,
 * over a year, and the ratio of their p50 latencies (target ≤ 1.5: a report reads aggregates,
 * never the sales).
 *
 * How the big company gets its data: pushing 20,000 sales (and ~80,000 instalments) through the
 * HTTP API and the local stream poller would take most of an hour on 2 cores. The reports read only
 * the aggregate items the stream consumer keeps, so this bench builds the sale, instalment and
 * stock item IMAGES a year of trade produces and runs them through the consumer's own projection
 * (functions/fluxo/projecoes.ts `projetar`, summed with `diferenca` like the consumer does), then
 * writes the resulting aggregate items. The items read are exactly those 20,000 real sales leave;
 * only the route from a sale to them is skipped (integration tests cover that route).
 *
 *   BENCH_RELATORIOS_VENDAS=20000 npm run bench
 *   BENCH_RELATORIOS=estoque npx tsx test/bench/relatorios.ts   (only these reports: vendas, recebiveis, inadimplencia, estoque; comma-separated)
 */
import { BatchWriteCommand } from "@aws-sdk/lib-dynamodb";
import { CognitoIdentityProviderClient, InitiateAuthCommand } from "@aws-sdk/client-cognito-identity-provider";
import { performance } from "node:perf_hooks";
import { projetar } from "../../functions/fluxo/projecoes";
import { diferenca, MARCA_RELATORIOS, type Contribuicao } from "../../functions/lib/db/agregados";
import { db, tabela } from "../../functions/lib/db/client";
import { vencimentoUtil } from "../../shared/boletos/dias-bancarios";
import { hojeBrasil, somarDias } from "../../shared/br/datas";
import { novoCnpj } from "../../scripts/local/geradores";
import { iniciarPilha } from "../../scripts/local/pilha";

const GRANDE = Number(process.env.BENCH_RELATORIOS_VENDAS ?? 20_000);
const PEQUENA = 100;
const REPETICOES = Number(process.env.BENCH_RELATORIOS_REPETICOES ?? 60);
const ALVO_RAZAO = 1.5;
/** Only the reports whose name starts with one of these (BENCH_RELATORIOS=estoque,recebiveis); all when unset. */
const SO = (process.env.BENCH_RELATORIOS ?? "").split(",").map((s) => s.trim()).filter(Boolean);
const FORMAS = ["PIX", "DINHEIRO", "CARTAO_CREDITO", "CARTAO_DEBITO", "BOLETO"];

/** A deterministic pseudo-random sequence (mulberry32): the same data every run. */
function aleatorio(semente: number) {
  let a = semente;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The aggregates `vendas` sales of a year leave: sales, their instalments and the devices still in stock. */
function agregadosDeUmAno(empresaId: string, vendas: number, produtos: string[], vendedores: string[]): Contribuicao[] {
  const r = aleatorio(vendas);
  const hoje = hojeBrasil();
  const todas: Contribuicao[] = [];
  // Items written by today's code carry the reports' mark (lib/db/agregados.ts MARCA_RELATORIOS).
  const somar = (imagem: Record<string, unknown>) => todas.push(...projetar(empresaId, { ...imagem, ...MARCA_RELATORIOS }));
  for (let i = 0; i < vendas; i++) {
    const data = somarDias(hoje, -Math.floor(r() * 365));
    const forma = FORMAS[Math.floor(r() * FORMAS.length)]!;
    const p = Math.floor(r() * produtos.length);
    const custo = 50_000 + p * 10_000;
    const total = Math.round(custo * (1.2 + r() * 0.6));
    const status = r() < 0.03 ? "CANCELADA" : "ATIVA";
    somar({ entidade: "venda", data_venda: data, valor_total_centavos: total, forma_pagamento: forma, produto_id: produtos[p], status, vendedor_id: vendedores[i % vendedores.length], custo_centavos: custo });
    if (forma !== "BOLETO") continue;
    for (let n = 1; n <= 12; n++) {
      const vencimento = somarDias(data, 30 * n);
      const vencida = vencimentoUtil(vencimento) < hoje;
      const paga = vencida && r() < 0.85;
      const status_parcela = status === "CANCELADA" ? "cancelada" : paga ? "paga" : vencida ? "vencida" : "aberta";
      const data_pagamento = paga ? somarDias(vencimento, r() < 0.8 ? -2 : 12) : null;
      somar({ entidade: "parcela", valor_parcela_centavos: Math.round(total / 12), status_parcela, data_vencimento: vencimento, data_pagamento });
    }
  }
  // The stock left: a tenth of the sales' volume, entered over the last 200 days.
  for (let i = 0; i < Math.max(10, vendas / 10); i++) {
    const p = Math.floor(r() * produtos.length);
    somar({ entidade: "item_estoque", produto_id: produtos[p], status: "em_estoque", valor_unitario_centavos: 50_000 + p * 10_000, preco_venda_centavos: 80_000 + p * 10_000, data_registro: somarDias(hoje, -Math.floor(r() * 200)) });
  }
  return diferenca([], todas);
}

async function gravar(agregados: Contribuicao[]): Promise<void> {
  const agora = new Date().toISOString();
  const itens = agregados.map((c) => ({ ...c.chave, entidade: c.entidade, ...c.fixos, ...c.valores, atualizado_em: agora }));
  for (let i = 0; i < itens.length; i += 25) {
    let pedido: Record<string, unknown>[] | undefined = itens.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    while (pedido?.length) {
      const r = await db().send(new BatchWriteCommand({ RequestItems: { [tabela()]: pedido as never } }));
      pedido = r.UnprocessedItems?.[tabela()] as Record<string, unknown>[] | undefined;
    }
  }
}

const pct = (v: number[], p: number) => [...v].sort((a, b) => a - b)[Math.min(v.length - 1, Math.floor((p / 100) * v.length))]!;

async function main() {
  process.env.APP_ENV = "test";
  const pilha = await iniciarPilha({ prefixo: "erp-bench-rel", limitePublicas: null });
  try {
    const chamar = async (metodo: string, caminho: string, token?: string, corpo?: unknown) => {
      const r = await fetch(`${pilha.api.url}${caminho}`, {
        method: metodo,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(corpo ? { "content-type": "application/json" } : {}) },
        body: corpo ? JSON.stringify(corpo) : undefined,
      });
      const texto = await r.text();
      if (!r.ok) throw new Error(`${metodo} ${caminho} → ${r.status} ${texto}`);
      return texto.startsWith("{") ? (JSON.parse(texto) as Record<string, any>) : texto;
    };
    const cognito = new CognitoIdentityProviderClient({ endpoint: pilha.endpoints.cognito, region: "us-east-1", credentials: { accessKeyId: "l", secretAccessKey: "l" } });
    const empresa = async (vendas: number) => {
      const email = `bench-rel-${vendas}-${Date.now()}@exemplo.com.br`;
      const criada = (await chamar("POST", "/api/empresas", undefined, { nome_fantasia: `Loja ${vendas}`, cnpj: novoCnpj(), plano: "master", admin: { nome: "Bench", email, senha: "segredo123" } })) as Record<string, any>;
      const auth = await cognito.send(new InitiateAuthCommand({ ClientId: pilha.recursos.staffUserPoolClientId, AuthFlow: "USER_PASSWORD_AUTH", AuthParameters: { USERNAME: email, PASSWORD: "segredo123" } }));
      const token = auth.AuthenticationResult!.IdToken!;
      const marcas = (await chamar("GET", "/api/marcas", token)) as Record<string, any>;
      const categorias = (await chamar("GET", "/api/categorias", token)) as Record<string, any>;
      const produtos: string[] = [];
      for (let p = 0; p < 10; p++) {
        const produto = (await chamar("POST", "/api/produtos", token, { nome_modelo: `Modelo ${p}`, marca_id: marcas.items[0].id, categoria_id: categorias.items[0].id, descricao: null, custo_base: 500 + p * 100, tipo_margem: "percentual", valor_margem: 25, estoque_minimo: 5 })) as Record<string, any>;
        produtos.push(String(produto.id));
      }
      const vendedores = [String(criada.usuario.id)];
      for (let u = 0; u < 3; u++) {
        const usuario = (await chamar("POST", "/api/usuarios", token, { nome: `Vendedor ${u}`, email: `v${u}-${email}`, senha: "segredo123", tipo_acesso: "vendedor" })) as Record<string, any>;
        vendedores.push(String(usuario.id));
      }
      const agregados = agregadosDeUmAno(String(criada.empresa.id), vendas, produtos, vendedores);
      await gravar(agregados);
      return { token, itensAgregados: agregados.length };
    };
    const pequena = await empresa(PEQUENA);
    const grande = await empresa(GRANDE);

    const hoje = hojeBrasil();
    const ano = `de=${somarDias(hoje, -364)}&ate=${hoje}`;
    const rotas: Record<string, string> = {
      "vendas por dia (ano)": `/api/relatorios/vendas?${ano}&agrupar=dia`,
      "vendas por forma (ano)": `/api/relatorios/vendas?${ano}&agrupar=forma_pagamento`,
      "vendas por vendedor (ano)": `/api/relatorios/vendas?${ano}&agrupar=vendedor`,
      "vendas por produto (ano)": `/api/relatorios/vendas?${ano}&agrupar=produto`,
      "vendas por produto (ano, CSV)": `/api/relatorios/vendas?${ano}&agrupar=produto&formato=csv`,
      recebiveis: "/api/relatorios/recebiveis",
      "inadimplencia (ano)": `/api/relatorios/inadimplencia?${ano}`,
      estoque: "/api/relatorios/estoque",
    };
    // Both companies in turns, so the load of a shared machine weighs on both alike.
    const medir = async (caminho: string) => {
      const [a, b]: [number[], number[]] = [[], []];
      for (const token of [pequena.token, grande.token]) await chamar("GET", caminho, token); // warm-up
      const vez = async (token: string, v: number[]) => {
        const t = performance.now();
        await chamar("GET", caminho, token);
        v.push(performance.now() - t);
      };
      for (let i = 0; i < REPETICOES; i++) {
        await vez(pequena.token, a);
        await vez(grande.token, b);
      }
      return [pct(a, 50), pct(b, 50)] as const;
    };
    console.log(`\nRelatórios: ${PEQUENA} vendas (${pequena.itensAgregados} agregados) contra ${GRANDE} vendas (${grande.itensAgregados} agregados), ${REPETICOES} leituras, p50 em ms\n`);
    console.log("relatório".padEnd(32), `${PEQUENA}`.padStart(9), `${GRANDE}`.padStart(9), "razão".padStart(8), `alvo ≤ ${ALVO_RAZAO}`.padStart(10));
    let falhou = false;
    const escolhidas = Object.entries(rotas).filter(([nome]) => !SO.length || SO.some((s) => nome.startsWith(s)));
    if (!escolhidas.length) throw new Error(`BENCH_RELATORIOS=${SO.join(",")} não escolhe nenhum relatório (${Object.keys(rotas).join(", ")})`);
    for (const [nome, caminho] of escolhidas) {
      const [a, b] = await medir(caminho);
      const razao = b / a;
      const ok = razao <= ALVO_RAZAO;
      falhou ||= !ok;
      console.log(nome.padEnd(32), a.toFixed(1).padStart(9), b.toFixed(1).padStart(9), razao.toFixed(2).padStart(8), (ok ? "ok" : "ACIMA").padStart(10));
    }
    process.exitCode = falhou ? 1 : 0;
  } finally {
    await pilha.parar();
  }
}

void main();
