/**
 * `npm run bench` (part): every read route's p95 with 100 sales and with 20,000 sales in one
 * company, side by side, and their ratio (target ≤ 1.5: a read costs the same whatever the size
 * of the company: it reads a page or aggregates, never every sale).
 *
 * Both companies get their year the same way (semear-vendas.ts, shared with relatorios.ts): the
 * sale items themselves (what `GET /api/vendas` pages through), the aggregate items they leave
 * (dashboard, finance totals, reports, stock positions), a fifth of them as boleto contracts with
 * instalments (semear-contratos.ts), and through the API the catalogue, five customers and 40
 * devices in stock. The stack runs without its stream poller, so nothing is counted twice.
 *
 *   BENCH_ESCALA_VENDAS=20000 npm run bench
 */
import { performance } from "node:perf_hooks";
import { novoId } from "../../functions/lib/ids";
import { Venda } from "../../functions/vendas/entidades";
import { hojeBrasil, ultimoDiaDoMes } from "../../shared/br/datas";
import { novoCnpj, novoCpf, novoImei } from "../../scripts/local/geradores";
import { iniciarPilha } from "../../scripts/local/pilha";
import { semearContratos } from "../support/semear-contratos";
import { clienteApi, leiturasEmTurnos, tokenDaEquipe } from "./cliente-api";
import { agregadosDasImagens, gravarAgregados, gravarItens, imagensDeUmAno, type Imagem } from "./semear-vendas";
import { registrarResumo, type LinhaResumo } from "./resumo";

const GRANDE = Number(process.env.BENCH_ESCALA_VENDAS ?? 20_000);
const PEQUENA = 100;
// p95 of 100 reads: with 40 it was the second slowest read, which one busy moment of a shared machine decides.
const REPETICOES = Number(process.env.BENCH_ESCALA_REPETICOES ?? 100);
const ALVO_RAZAO = 1.5;
/** A stored warranty document's size (the sale item carries it: a page of the list reads it). */
const GARANTIA = `<h1>Termo de Garantia</h1>${"<p>O aparelho tem garantia de 90 dias contra defeitos de fabricação.</p>".repeat(25)}`;

const pct = (v: number[], p: number) => [...v].sort((a, b) => a - b)[Math.min(v.length - 1, Math.floor((p / 100) * v.length))]!;

async function main() {
  process.env.APP_ENV = "test";
  const inicio = performance.now();
  const pilha = await iniciarPilha({ prefixo: "erp-bench-escala", limitePublicas: null, fluxo: false });
  try {
    const chamar = clienteApi(pilha.api.url);
    const empresa = async (vendas: number) => {
      const email = `bench-escala-${vendas}-${Date.now()}@exemplo.com.br`;
      const criada = await chamar("POST", "/api/empresas", undefined, { nome_fantasia: `Loja ${vendas}`, cnpj: novoCnpj(), plano: "master", admin: { nome: "Bench", email, senha: "segredo123" } });
      const token = await tokenDaEquipe(pilha.endpoints.cognito, pilha.recursos.staffUserPoolClientId, email);
      const empresaId = String(criada.empresa.id);
      const usuarioId = String(criada.usuario.id);
      const marcas = await chamar("GET", "/api/marcas", token);
      const categorias = await chamar("GET", "/api/categorias", token);
      const fornecedor = await chamar("POST", "/api/fornecedores", token, { nome: "Fornecedor Bench", cnpj: null, telefone: null, email: null, endereco: null });
      const produtos: string[] = [];
      for (let p = 0; p < 10; p++) {
        const produto = await chamar("POST", "/api/produtos", token, { nome_modelo: `Modelo ${p}`, marca_id: marcas.items[p % marcas.items.length].id, categoria_id: categorias.items[0].id, descricao: null, custo_base: 500 + p * 100, tipo_margem: "percentual", valor_margem: 25, estoque_minimo: 5 });
        produtos.push(String(produto.id));
      }
      await chamar("POST", "/api/estoque/entradas", token, {
        produto_id: produtos[7], fornecedor_id: fornecedor.id, data_entrada: hojeBrasil(), valor_unitario: 1200,
        itens: Array.from({ length: 40 }, () => ({ imei: novoImei(), cor: "Preto" })),
      });
      const clientes: string[] = [];
      for (let c = 0; c < 5; c++) clientes.push(String((await chamar("POST", "/api/clientes", token, { nome: `Cliente ${c}`, cpf: novoCpf(), telefone: null, endereco: null, data_nasc: null })).id));

      const t = performance.now();
      const agora = new Date().toISOString();
      // The rest of a stored sale, so the sale items are what POST /api/vendas writes.
      const completar = (i: number, v: Imagem): Imagem => {
        const boleto = v.forma_pagamento === "BOLETO";
        const total = Number(v.valor_total_centavos);
        return {
          ...v, id: novoId(), empresa_id: empresaId, cliente_id: clientes[i % clientes.length], imei_id: novoId(), imei: String(350000000000000 + i), cor: "Preto",
          valor_produto_centavos: boleto ? Math.round(total * 0.6) : total, entrada_centavos: boleto ? Math.round(total * 0.15) : 0, qtd_parcelas: boleto ? 12 : 1,
          valor_parcela_centavos: boleto ? Math.round((total * 0.85) / 12) : total, contrato_id: boleto ? novoId() : null, conteudo_garantia_gerado: GARANTIA, garantia_gerada: true,
          usuario_id: usuarioId, created_at: agora,
        };
      };
      const imagens = imagensDeUmAno(vendas, produtos, [usuarioId], completar);
      const vendasGravadas = imagens.filter((i) => i.entidade === "venda");
      await gravarItens(vendasGravadas.map(({ entidade: _e, rel_versao: _m, ...v }) => Venda.item(v as never)));
      await gravarAgregados(agregadosDasImagens(empresaId, imagens));
      const boletos = vendasGravadas.filter((v) => v.forma_pagamento === "BOLETO").length;
      await semearContratos(empresaId, boletos, { comParcelas: Math.min(1000, boletos) });
      return { token, vendas, boletos, semeadura: performance.now() - t };
    };
    const pequena = await empresa(PEQUENA);
    const grande = await empresa(GRANDE);

    const mes = hojeBrasil().slice(0, 7);
    const rotas: Record<string, string> = {
      "GET /api/dashboard": "/api/dashboard",
      "GET /api/vendas (mês, 1ª página; Financeiro)": `/api/vendas?de=${mes}-01&ate=${ultimoDiaDoMes(mes)}&limit=50`,
      "GET /api/estoque/itens": "/api/estoque/itens?status=em_estoque&limit=25",
      "GET /api/estoque/itens?q=": "/api/estoque/itens?status=em_estoque&q=Modelo%207",
      "GET /api/estoque/posicao": "/api/estoque/posicao",
      "GET /api/contratos (Controle de Boletos)": "/api/contratos",
    };
    const medir = async (caminho: string) => {
      const [a, b] = await leiturasEmTurnos(chamar, caminho, [pequena.token, grande.token], REPETICOES);
      return [pct(a, 95), pct(b, 95)] as const;
    };
    const fmt = (n: number) => n.toLocaleString("pt-BR");
    console.log(`\nLeituras por tamanho: ${fmt(PEQUENA)} vendas (${pequena.boletos} contratos) contra ${fmt(GRANDE)} vendas (${fmt(grande.boletos)} contratos) numa empresa, gravadas em ${(grande.semeadura / 1000).toFixed(1)} s; ${REPETICOES} leituras por rota, p95 em ms\n`);
    console.log("rota".padEnd(46), `${fmt(PEQUENA)}`.padStart(9), `${fmt(GRANDE)}`.padStart(9), "razão".padStart(7), `alvo`.padStart(7), "");
    let falhou = false;
    const resumo: LinhaResumo[] = [];
    for (const [nome, caminho] of Object.entries(rotas)) {
      const [a, b] = await medir(caminho);
      const razao = b / a;
      const ok = razao <= ALVO_RAZAO;
      falhou ||= !ok;
      console.log(nome.padEnd(46), a.toFixed(1).padStart(9), b.toFixed(1).padStart(9), razao.toFixed(2).padStart(7), `≤ ${ALVO_RAZAO}`.padStart(7), ok ? "✓" : "✗");
      resumo.push({ medida: `${nome}: p95 com ${fmt(GRANDE)} ÷ com ${fmt(PEQUENA)} vendas (${a.toFixed(1)} → ${b.toFixed(1)} ms)`, valor: razao.toFixed(2), alvo: `≤ ${ALVO_RAZAO}`, ok });
    }
    registrarResumo("escala", resumo);
    console.log(`\nprocesso: ${((performance.now() - inicio) / 1000).toFixed(1)} s de relógio`);
    process.exitCode = falhou ? 1 : 0;
  } finally {
    await pilha.parar();
  }
}

void main();
