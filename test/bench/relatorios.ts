/**
 * `npm run bench` (second part): the four reports for a company with 100 sales and one with 20,000,
 * over a year, and the ratio of their p50 latencies (target ≤ 1.5: a report reads aggregates,
 * never the sales).
 *
 * How the big company gets its data: the reports read only the aggregate items the stream consumer
 * keeps, so this bench writes those a year of trade leaves (semear-vendas.ts, shared with
 * escala.ts, which also writes the sales themselves).
 *
 *   BENCH_RELATORIOS_VENDAS=20000 npm run bench
 *   BENCH_RELATORIOS=estoque npx tsx test/bench/relatorios.ts   (only these reports: vendas, recebiveis, inadimplencia, estoque; comma-separated)
 */
import { hojeBrasil, somarDias } from "../../shared/br/datas";
import { novoCnpj } from "../../scripts/local/geradores";
import { iniciarPilha } from "../../scripts/local/pilha";
import { agregadosDasImagens, gravarAgregados, imagensDeUmAno } from "./semear-vendas";
import { registrarResumo, type LinhaResumo } from "./resumo";
import { leiturasEmTurnos, tokenDaEquipe } from "./cliente-api";

const GRANDE = Number(process.env.BENCH_RELATORIOS_VENDAS ?? 20_000);
const PEQUENA = 100;
const REPETICOES = Number(process.env.BENCH_RELATORIOS_REPETICOES ?? 60);
const ALVO_RAZAO = 1.5;
/** Only the reports whose name starts with one of these (BENCH_RELATORIOS=estoque,recebiveis); all when unset. */
const SO = (process.env.BENCH_RELATORIOS ?? "").split(",").map((s) => s.trim()).filter(Boolean);

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
    const empresa = async (vendas: number) => {
      const email = `bench-rel-${vendas}-${Date.now()}@exemplo.com.br`;
      const criada = (await chamar("POST", "/api/empresas", undefined, { nome_fantasia: `Loja ${vendas}`, cnpj: novoCnpj(), plano: "master", admin: { nome: "Bench", email, senha: "segredo123" } })) as Record<string, any>;
      const token = await tokenDaEquipe(pilha.endpoints.cognito, pilha.recursos.staffUserPoolClientId, email);
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
      const agregados = agregadosDasImagens(String(criada.empresa.id), imagensDeUmAno(vendas, produtos, vendedores));
      await gravarAgregados(agregados);
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
    const medir = async (caminho: string) => {
      const [a, b] = await leiturasEmTurnos(chamar, caminho, [pequena.token, grande.token], REPETICOES);
      return [pct(a, 50), pct(b, 50)] as const;
    };
    console.log(`\nRelatórios: ${PEQUENA} vendas (${pequena.itensAgregados} agregados) contra ${GRANDE} vendas (${grande.itensAgregados} agregados), ${REPETICOES} leituras, p50 em ms\n`);
    console.log("relatório".padEnd(32), `${PEQUENA}`.padStart(9), `${GRANDE}`.padStart(9), "razão".padStart(8), `alvo ≤ ${ALVO_RAZAO}`.padStart(10));
    let falhou = false;
    const resumo: LinhaResumo[] = [];
    const escolhidas = Object.entries(rotas).filter(([nome]) => !SO.length || SO.some((s) => nome.startsWith(s)));
    if (!escolhidas.length) throw new Error(`BENCH_RELATORIOS=${SO.join(",")} não escolhe nenhum relatório (${Object.keys(rotas).join(", ")})`);
    for (const [nome, caminho] of escolhidas) {
      const [a, b] = await medir(caminho);
      const razao = b / a;
      const ok = razao <= ALVO_RAZAO;
      falhou ||= !ok;
      console.log(nome.padEnd(32), a.toFixed(1).padStart(9), b.toFixed(1).padStart(9), razao.toFixed(2).padStart(8), (ok ? "ok" : "ACIMA").padStart(10));
      resumo.push({ medida: `${nome}: p50 com ${GRANDE} ÷ com ${PEQUENA} vendas (${a.toFixed(1)} → ${b.toFixed(1)} ms)`, valor: razao.toFixed(2), alvo: `≤ ${ALVO_RAZAO}`, ok });
    }
    registrarResumo("relatorios", resumo);
    process.exitCode = falhou ? 1 : 0;
  } finally {
    await pilha.parar();
  }
}

void main();
