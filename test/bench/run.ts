/**
 * `npm run bench`: latency of the hot routes on the local stack (DynamoDB Local, cognito-local,
 * the real handlers behind the local gateway), with a company holding a realistic amount of data.
 * Prints p50/p95/max per route, a 1,000-IMEI stock entry's time, 50 simultaneous sales of different devices (how many succeed, p95),
 * the stream lag (a sale's commit → its aggregates), the time from a boleto sale to all its slips
 * issued by the real consumer (8 and 18 instalments), the contracts list at ~100 and at 20,000
 * contracts (BENCH_CONTRATOS) with the p95 ratio, and whole-process figures; exits 1 when a target
 * is missed.
 * Local numbers are not AWS numbers: they catch regressions (a Scan, an N+1, a read per sale).
 *
 *   BENCH_VENDAS=300 npm run bench
 */
import { performance } from "node:perf_hooks";
import { GetQueueAttributesCommand, SQSClient } from "@aws-sdk/client-sqs";
import { hojeBrasil } from "../../shared/br/datas";
import { novoCnpj, novoCpf, novoImei } from "../../scripts/local/geradores";
import { iniciarPilha } from "../../scripts/local/pilha";
import { lerAgregados } from "../../functions/relatorios/repo";
import { semearContratos } from "../support/semear-contratos";
import { clienteApi, entradaBoleto, tokenDaEquipe } from "./cliente-api";
import { registrarResumo, type LinhaResumo } from "./resumo";

const VENDAS = Number(process.env.BENCH_VENDAS ?? 200);
const REPETICOES = Number(process.env.BENCH_REPETICOES ?? 40);
const SIMULTANEAS = 50;
const AMOSTRAS_ATRASO = Number(process.env.BENCH_AMOSTRAS_ATRASO ?? 10);
const CONTRATOS = Number(process.env.BENCH_CONTRATOS ?? 20_000);
/** p95 targets in ms on the local stack (2 cores). */
const ALVOS: Record<string, number> = {
  "POST /api/vendas": 250,
  "GET /api/dashboard": 60,
  "GET /api/estoque/posicao": 120,
  "GET /api/estoque/itens?q=": 150,
  "GET /api/vendas (mês)": 400,
  "50 vendas simultâneas": 5000,
  // Within the estoque function's 29 s limit with room to spare.
  "POST /api/estoque/entradas (1.000)": 15000,
  "stream: commit → agregados": 1500,
  "venda → boletos emitidos (8x)": 8000,
  "venda → boletos emitidos (18x)": 15000,
  "GET /api/contratos (100)": 300,
  "GET /api/contratos (20.000)": 450,
  "GET /api/contratos?q= (20.000)": 450,
  "GET /api/contratos?status= (20.000)": 450,
};

const ENTRADA_GRANDE = "POST /api/estoque/entradas (1.000)";

const pct = (v: number[], p: number) => [...v].sort((a, b) => a - b)[Math.min(v.length - 1, Math.floor((p / 100) * v.length))]!;

async function main() {
  process.env.APP_ENV = "test";
  const inicio = performance.now();
  // The real slip consumer runs (scripts/local/pilha.ts): the bench times sale → slips issued.
  const pilha = await iniciarPilha({ prefixo: "erp-bench", limitePublicas: null });
  try {
    const chamar = clienteApi(pilha.api.url);
    // Until boleto-jobs holds no message (visible or in flight): every queued slip issued.
    const sqs = new SQSClient({ endpoint: pilha.endpoints.sqs, region: "us-east-1", credentials: { accessKeyId: "l", secretAccessKey: "l" }, useQueueUrlAsEndpoint: false });
    const filaVazia = async () => {
      const limite = performance.now() + 600_000;
      for (;;) {
        const { Attributes = {} } = await sqs.send(
          new GetQueueAttributesCommand({ QueueUrl: pilha.recursos.filas["boleto-jobs"]!.url, AttributeNames: ["ApproximateNumberOfMessages", "ApproximateNumberOfMessagesNotVisible"] }),
        );
        if (Number(Attributes.ApproximateNumberOfMessages ?? 0) + Number(Attributes.ApproximateNumberOfMessagesNotVisible ?? 0) === 0) return;
        if (performance.now() > limite) throw new Error("boleto-jobs não esvaziou em 10 min");
        await new Promise((ok) => setTimeout(ok, 200));
      }
    };
    const email = `bench-${Date.now()}@exemplo.com.br`;
    const criada = await chamar("POST", "/api/empresas", undefined, { nome_fantasia: "Loja Bench", cnpj: novoCnpj(), plano: "master", admin: { nome: "Bench", email, senha: "segredo123" } });
    const token = await tokenDaEquipe(pilha.endpoints.cognito, pilha.recursos.staffUserPoolClientId, email);
    const empresaId = String(criada.empresa.id);

    const marcas = await chamar("GET", "/api/marcas", token);
    const categorias = await chamar("GET", "/api/categorias", token);
    const fornecedor = await chamar("POST", "/api/fornecedores", token, { nome: "Fornecedor Bench", cnpj: null, telefone: null, email: null, endereco: null });
    const itens: string[] = [];
    /** Each device's price (the product's `preco_final`): its boleto entry follows from it. */
    const precos: number[] = [];
    for (let p = 0; p < 10; p++) {
      const produto = await chamar("POST", "/api/produtos", token, {
        nome_modelo: `Modelo ${p}`, marca_id: marcas.items[p % marcas.items.length].id, categoria_id: categorias.items[0].id,
        descricao: null, custo_base: 500 + p * 100, tipo_margem: "percentual", valor_margem: 25, estoque_minimo: 5,
      });
      // Spare devices for the simultaneous sales and the stream-lag samples.
      for (let faltam = Math.ceil(VENDAS / 10) + 5 + Math.ceil((SIMULTANEAS + AMOSTRAS_ATRASO) / 10); faltam > 0; faltam -= 90) {
        const n = Math.min(90, faltam);
        const e = await chamar("POST", "/api/estoque/entradas", token, {
          produto_id: produto.id, fornecedor_id: fornecedor.id, data_entrada: hojeBrasil(), valor_unitario: 500 + p * 100,
          itens: Array.from({ length: n }, () => ({ imei: novoImei(), cor: "Preto" })),
        });
        itens.push(...e.itens.map((i: { id: string }) => i.id));
        precos.push(...e.itens.map(() => Number(produto.preco_final)));
      }
    }
    const cliente = await chamar("POST", "/api/clientes", token, { nome: "Cliente Bench", cpf: novoCpf(), telefone: null, endereco: null, data_nasc: null });

    // The stream consumer must have caught up before timing it: every sale so far in the month.
    const mes = hojeBrasil().slice(0, 7);
    const vendasNoMes = async () => Number((await lerAgregados(empresaId, mes)).mes.qtd ?? 0);
    const alcancar = async (n: number) => {
      const limite = performance.now() + 120_000;
      while ((await vendasNoMes()) < n) {
        if (performance.now() > limite) throw new Error(`o stream não alcançou ${n} vendas em 120 s`);
        await new Promise((ok) => setTimeout(ok, 10));
      }
    };
    const tempos: Record<string, number[]> = {};
    const medir = async (nome: string, f: () => Promise<unknown>) => {
      const t = performance.now();
      await f();
      (tempos[nome] ??= []).push(performance.now() - t);
    };
    for (let i = 0; i < VENDAS; i++) {
      const boleto = i % 3 === 0;
      await medir("POST /api/vendas", () =>
        chamar("POST", "/api/vendas", token, {
          cliente_id: cliente.id, imei_id: itens[i], forma_pagamento: boleto ? "BOLETO" : "PIX", data_venda: hojeBrasil(),
          entrada: boleto ? entradaBoleto(precos[i]!) : 0, qtd_parcelas: boleto ? 12 : 1,
        }),
      );
    }
    // Every slip of those sales issued before reads are timed (the consumer's PDFs would weigh on
    // them): the stream has queued every job once the aggregates count every sale.
    await alcancar(VENDAS);
    await filaVazia();
    for (let i = 0; i < REPETICOES; i++) {
      await medir("GET /api/dashboard", () => chamar("GET", "/api/dashboard", token));
      await medir("GET /api/estoque/posicao", () => chamar("GET", "/api/estoque/posicao", token));
      await medir("GET /api/estoque/itens?q=", () => chamar("GET", "/api/estoque/itens?status=em_estoque&q=Modelo%207", token));
      await medir("GET /api/vendas (mês)", () => chamar("GET", `/api/vendas?de=${hojeBrasil().slice(0, 8)}01&ate=${hojeBrasil()}`, token));
    }

    let vendidas = VENDAS;
    let proximo = VENDAS;
    await alcancar(vendidas);

    // 50 sales of different devices at the same moment.
    const corpoVenda = (i: number, boleto: boolean, parcelas = 12) => ({
      cliente_id: cliente.id, imei_id: itens[i], forma_pagamento: boleto ? "BOLETO" : "PIX", data_venda: hojeBrasil(),
      entrada: boleto ? entradaBoleto(precos[i]!) : 0, qtd_parcelas: boleto ? parcelas : 1,
    });
    const inicioRajada = performance.now();
    const rajada = await Promise.all(
      Array.from({ length: SIMULTANEAS }, (_, k) => {
        const i = proximo + k;
        const t = performance.now();
        return chamar("POST", "/api/vendas", token, corpoVenda(i, k % 3 === 0)).then(
          () => ({ ok: true, ms: performance.now() - t }),
          () => ({ ok: false, ms: performance.now() - t }),
        );
      }),
    );
    const duracaoRajada = performance.now() - inicioRajada;
    proximo += SIMULTANEAS;
    const sucessos = rajada.filter((r) => r.ok).length;
    vendidas += sucessos;
    tempos["50 vendas simultâneas"] = rajada.map((r) => r.ms);
    await alcancar(vendidas);

    await filaVazia();

    // Stream lag: one sale at a time, from its answer (the commit) to its aggregates.
    for (let k = 0; k < AMOSTRAS_ATRASO; k++) {
      await chamar("POST", "/api/vendas", token, corpoVenda(proximo++, false));
      const t = performance.now();
      vendidas += 1;
      await alcancar(vendidas);
      (tempos["stream: commit → agregados"] ??= []).push(performance.now() - t);
    }

    // A boleto sale's answer → every one of its slips issued (stream → queue → consumer → bank → PDF).
    for (const parcelas of [8, 18]) {
      for (let k = 0; k < AMOSTRAS_ATRASO; k++) {
        const venda = await chamar("POST", "/api/vendas", token, corpoVenda(proximo++, true, parcelas));
        const t = performance.now();
        const limite = t + 120_000;
        let emitidos = 0;
        while (performance.now() < limite) {
          const c = await chamar("GET", `/api/contratos/${venda.contrato.id}`, token);
          emitidos = (c.parcelas as { boleto_status: string }[]).filter((p) => p.boleto_status === "emitido").length;
          if (emitidos === parcelas) break;
          await new Promise((ok) => setTimeout(ok, 25));
        }
        (tempos[`venda → boletos emitidos (${parcelas}x)`] ??= []).push(emitidos === parcelas ? performance.now() - t : Number.POSITIVE_INFINITY);
      }
    }
    await filaVazia();

    // The contracts list ('Controle de Boletos') with this company's few contracts, then with 20,000.
    const lista = async (nome: string, query = "") => {
      for (let i = 0; i < REPETICOES; i++) await medir(nome, () => chamar("GET", `/api/contratos${query}`, token));
    };
    await lista("GET /api/contratos (100)");
    const emMassa = performance.now();
    const statusSemeado = (i: number) => (i % 50 === 0 ? ("liquidado" as const) : ("ativo" as const));
    const COM_PARCELAS = Math.min(1000, CONTRATOS);
    const pendenteAntes = Number((await lerAgregados(empresaId, mes)).financeiro.pendente_centavos ?? 0);
    await semearContratos(empresaId, CONTRATOS, { nomeCliente: (i) => (i % 1000 === 7 ? `Raro Souza ${i}` : `Cliente ${i}`), status: statusSemeado, comParcelas: COM_PARCELAS });
    const semeadura = performance.now() - emMassa;
    // The stream has applied every seeded instalment (8 of R$ 93,75 per open contract) before reads are timed.
    let abertos = 0;
    for (let i = CONTRATOS - COM_PARCELAS; i < CONTRATOS; i++) if (statusSemeado(i) === "ativo") abertos += 1;
    const limiteSemeadura = performance.now() + 300_000;
    while (Number((await lerAgregados(empresaId, mes)).financeiro.pendente_centavos ?? 0) < pendenteAntes + abertos * 8 * 9375) {
      if (performance.now() > limiteSemeadura) throw new Error("o stream não aplicou as parcelas semeadas em 5 min");
      await new Promise((ok) => setTimeout(ok, 200));
    }
    await lista("GET /api/contratos (20.000)");
    await lista("GET /api/contratos?q= (20.000)", "?q=raro");
    await lista("GET /api/contratos?status= (20.000)", "?status=liquidado");
    const razaoLista = pct(tempos["GET /api/contratos (20.000)"]!, 95) / pct(tempos["GET /api/contratos (100)"]!, 95);

    // One supplier invoice of 1,000 IMEIs (written in steps: functions/estoque/repo-entrada-grande.ts),
    // last so its 2,000 stream records do not weigh on the figures above.
    const produtoNota = await chamar("POST", "/api/produtos", token, {
      nome_modelo: "Modelo Nota Grande", marca_id: marcas.items[0].id, categoria_id: categorias.items[0].id,
      descricao: null, custo_base: 900, tipo_margem: "percentual", valor_margem: 25, estoque_minimo: 5,
    });
    await medir(ENTRADA_GRANDE, () =>
      chamar("POST", "/api/estoque/entradas", token, {
        produto_id: produtoNota.id, fornecedor_id: fornecedor.id, data_entrada: hojeBrasil(), valor_unitario: 900,
        itens: Array.from({ length: 1000 }, () => ({ imei: novoImei(), cor: "Preto" })),
      }),
    );

    console.log(`\nBenchmark local: ${VENDAS} vendas, ${itens.length} IMEIs, ${REPETICOES} leituras por rota\n`);
    console.log(`${SIMULTANEAS} vendas simultâneas de aparelhos diferentes: ${sucessos}/${SIMULTANEAS} com sucesso em ${(duracaoRajada / 1000).toFixed(1)} s${sucessos === SIMULTANEAS ? "" : "  FALHA"}`);
    console.log(`atraso do stream: ${AMOSTRAS_ATRASO} vendas, do commit aos agregados; ${AMOSTRAS_ATRASO} vendas no boleto em 8x e em 18x, da resposta a todos os boletos emitidos`);
    console.log(`lista de contratos: ${CONTRATOS} contratos gravados em ${(semeadura / 1000).toFixed(1)} s; p95 com ${CONTRATOS} / p95 com os da loja = ${razaoLista.toFixed(2)} (alvo ≤ 1,5)\n`);
    console.log("rota".padEnd(34), "n".padStart(5), "p50 ms".padStart(9), "p95 ms".padStart(9), "máx ms".padStart(9), "alvo p95".padStart(10));
    let falhou = sucessos !== SIMULTANEAS || razaoLista > 1.5;
    const resumo: LinhaResumo[] = [
      { medida: `${SIMULTANEAS} vendas simultâneas de aparelhos diferentes`, valor: `${sucessos}/${SIMULTANEAS}`, alvo: `${SIMULTANEAS}/${SIMULTANEAS}`, ok: sucessos === SIMULTANEAS },
      { medida: `lista de contratos: p95 com ${CONTRATOS} ÷ com os da loja`, valor: razaoLista.toFixed(2), alvo: "≤ 1.5", ok: razaoLista <= 1.5 },
    ];
    for (const [nome, v] of Object.entries(tempos)) {
      const p95 = pct(v, 95);
      const alvo = ALVOS[nome];
      const ok = alvo === undefined || p95 <= alvo;
      falhou ||= !ok;
      resumo.push({ medida: `${nome.trim()} (p95, ${v.length} medidas)`, valor: `${p95.toFixed(1)} ms`, alvo: alvo === undefined ? "—" : `≤ ${alvo} ms`, ok: alvo === undefined ? null : ok });
      console.log(nome.padEnd(34), String(v.length).padStart(5), pct(v, 50).toFixed(1).padStart(9), p95.toFixed(1).padStart(9), Math.max(...v).toFixed(1).padStart(9), `${alvo ?? "-"} ${ok ? "ok" : "ACIMA"}`.padStart(10));
    }
    registrarResumo("run", resumo);
    const uso = process.resourceUsage();
    console.log(`\nprocesso: ${((performance.now() - inicio) / 1000).toFixed(1)} s de relógio, ${(uso.userCPUTime / 1e6).toFixed(1)} s de CPU, pico de memória ${(uso.maxRSS / 1024).toFixed(0)} MiB`);
    process.exitCode = falhou ? 1 : 0;
  } finally {
    await pilha.parar();
  }
}

void main();
