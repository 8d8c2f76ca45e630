/**
 * The cost of a shop (issue 29, item 6). On the local stack, with the real handlers, each business
 * operation is run a few times alone and everything it sets off is counted until the stack is
 * quiet again (stream consumers up to date, every queue empty):
 * - DynamoDB read/write units: every call asks for `ReturnConsumedCapacity: "TOTAL"` (the probe in
 *   functions/lib/db/medicao.ts, on only with ERP_MEDIR_CAPACIDADE=1, which this bench sets; DynamoDB
 *   Local answers it), reported from every thread; the simulated providers' own items (the bank,
 *   the phones, the messenger: not ours in AWS) are left out;
 * - Lambda invocations and billed ms per function: the gateway's log of each /api request (one
 *   invocation of its domain's function), each queue consumer's and stream consumer's batch, each
 *   schedule; × the memory each function has in the CDK app (infra/, the prod synth);
 * - SQS requests (each message sent, and a receive and a delete per consumer batch), S3 PUTs (new
 *   objects in the bucket), bytes answered (CloudFront) and log bytes (CloudWatch Logs).
 * Then the monthly bill of a typical shop (custo-conta.ts) at sa-east-1 list prices (custo-precos.ts),
 * the platform's fixed costs per shop at 100 and at 10,000 shops, the one change that would save
 * most, and the customer messages apart (custo-mensagens.ts). Exits 1 when the variable cost per
 * shop-month is over ALVO_VARIAVEL_USD, naming its largest cell.
 *
 *   npx tsx test/bench/custo.ts        # BENCH_CUSTO_AMOSTRAS=4 (samples per operation)
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { App } from "aws-cdk-lib";
import { CfnAlarm, CfnDashboard } from "aws-cdk-lib/aws-cloudwatch";
import { CfnFunction } from "aws-cdk-lib/aws-lambda";
import { CfnSecret } from "aws-cdk-lib/aws-secretsmanager";
import { CfnWebACL } from "aws-cdk-lib/aws-wafv2";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { GetQueueAttributesCommand, SQSClient } from "@aws-sdk/client-sqs";
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient, GetCommand } from "@aws-sdk/lib-dynamodb";
import type { DynamoDBBatchResponse, DynamoDBStreamEvent, ScheduledEvent, SQSEvent } from "aws-lambda";
import { AGENDAMENTOS, CONSUMIDORES_FLUXO, FILAS } from "../../shared/api/filas";
import { encontrarRota } from "../../shared/api/routes";
import { hojeBrasil, somarDias } from "../../shared/br/datas";
import { horarioPermitido, proximoHorarioPermitido } from "../../shared/mensagens/horario";
import { blocoBoleto, textoMensagem } from "../../shared/mensagens/textos";
import { DIAS_ENTRE_PARCELAS } from "../../shared/regras/parcelamento";
import { textoLembrete } from "../../functions/agenda/lembretes-regras";
import { chaves } from "../../functions/lib/db/keys";
import { CANAL_CAPACIDADE, type MedidaCapacidade } from "../../functions/lib/db/medicao";
import { AMBIENTES } from "../../infra/config";
import { entradaPadrao } from "../../infra/constructs/node-function";
import { montarApp } from "../../infra/stacks";
import { consumidorEmThread } from "../../scripts/local/consumidor-thread";
import { iniciarFluxo, type Fluxo } from "../../scripts/local/fluxo";
import { novoCnpj, novoCpf, novoImei } from "../../scripts/local/geradores";
import { iniciarPilha } from "../../scripts/local/pilha";
import { entradaBoleto, tokenDaEquipe } from "./cliente-api";
import { agrupar, contaPorLoja, contaVariavel, custosFixos, economiaContratoLeve, economiaSemChecagens, fixoDaExecucao, LOJA_TIPICA, marginal, maiorCelula, porLoja, somaUsd, tamanhoItem, usd, volumesMensais, type Consumo, type Inventario, type LinhaConta } from "./custo-conta";
import { custoMensagens, mensagensPorMes, PERFIL_PAGAMENTO, segmentosSms, type Politica } from "./custo-mensagens";
import { ALVO_VARIAVEL_USD, CAMBIO, PLANO_START_BRL, PRECOS, TETO_MENSAGENS_FRACAO } from "./custo-precos";
import { registrarResumo, type LinhaResumo } from "./resumo";

const AMOSTRAS = Number(process.env.BENCH_CUSTO_AMOSTRAS ?? 4);
/** Boleto contracts open in the shop when the routine is measured (the measured sales' and these). */
const CONTRATOS_ROTINA = Number(process.env.BENCH_CUSTO_CONTRATOS ?? 24);
/** The simulated providers' own items (scripts/local, functions/*\/provedores/simulado*): AWS holds none of them. */
const SIMULADOS = new Set(["BANCO_SIMULADO", "APARELHO_SIM", "MENSAGEIRO_SIM"]);
const TELEFONE = "(81) 99876-5432";
const esperar = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

// ---------- What the app deploys (infra/): each function's memory, and what is there once ----------

/** The CDK app's functions (memory by our key: api:<domínio>, fila:<fila>, fluxo:<nome>, agenda:<nome>) and the platform's fixed inventory. */
function lerInfra(): { memoria: Map<string, number>; inventario: Omit<Inventario, "agendadas">; ambiente: string } {
  const montar = (nome: "prod" | "dev") => {
    const app = new App({ context: { "aws:cdk:bundling-stacks": [] } });
    montarApp(app, AMBIENTES[nome], { pastaSpa: path.join(os.tmpdir(), "erp-bench-custo-sem-spa"), entrada: entradaPadrao });
    return app;
  };
  let app: App;
  let ambiente = "prod";
  try {
    app = montar("prod");
  } catch {
    ambiente = "dev";
    app = montar("dev");
  }
  const memoria = new Map<string, number>();
  let alarmes = 0;
  let segredos = 0;
  let wafAcls = 0;
  let wafRegras = 0;
  let paineis = 0;
  for (const c of app.node.findAll()) {
    if (c instanceof CfnFunction) {
      const id = c.node.scope?.node.id ?? "";
      const mb = Number(c.memorySize ?? 128);
      const chave = id.startsWith("Funcao-")
        ? `api:${id.slice(7)}`
        : id === "ConsumidorFluxo"
          ? "fluxo:agregados"
          : id.startsWith("ConsumidorFluxo")
            ? `fluxo:${id.slice(15).toLowerCase()}`
            : id.startsWith("Consumidor-")
              ? `fila:${id.slice(11)}`
              : id.startsWith("Agendamento-")
                ? `agenda:${id.slice(12)}`
                : `outra:${id}`;
      memoria.set(chave, mb);
    }
    if (c instanceof CfnAlarm) alarmes += 1;
    if (c instanceof CfnSecret) segredos += 1;
    if (c instanceof CfnDashboard) paineis += 1;
    if (c instanceof CfnWebACL) {
      wafAcls += 1;
      wafRegras += Array.isArray(c.rules) ? c.rules.length : 0;
    }
  }
  // The providers' secrets are created by hand, outside CDK (infra/config.ts): Asaas and Knox in prod.
  const cfg = AMBIENTES[ambiente as "prod" | "dev"];
  segredos += (cfg.boletos.segredo ? 1 : 0) + (cfg.bloqueio.segredo ? 1 : 0);
  return { memoria, inventario: { alarmes, segredos, wafAcls, wafRegras, filasSondadas: FILAS.filter((f) => f.consumidor).length, paineis: Math.max(0, paineis - 3) }, ambiente };
}

// ---------- The meter: everything the stack does while a window is open ----------

interface Janela {
  /** DynamoDB units by source thread ("principal" or the consumer's module), ours and the simulated providers'. */
  rru: Map<string, number>;
  wru: Map<string, number>;
  simulado: { rru: number; wru: number };
  /** WRU by call shape (source thread, command, key prefixes), for BENCH_CUSTO_DETALHE=1. */
  detalhe: Map<string, number>;
  /** Writes of the contract item (EMP/CONTRATO): "transacao" or "simples". */
  escritasContrato: Map<string, number>;
  /** Lambda by our key: invocations and billed ms. */
  lambdas: Map<string, { invocacoes: number; ms: number }>;
  /** Messages each queue's consumer received. */
  mensagensFila: Map<string, number>;
  /** /api requests the bench itself made, and the bytes they answered. */
  bytesResposta: number;
  /** Log bytes by function name (the log line's function_name; "" when it has none). */
  bytesLog: Map<string, number>;
}

const novaJanela = (): Janela => ({ rru: new Map(), wru: new Map(), simulado: { rru: 0, wru: 0 }, detalhe: new Map(), escritasContrato: new Map(), lambdas: new Map(), mensagensFila: new Map(), bytesResposta: 0, bytesLog: new Map() });
const somar = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);

class Medidor {
  janela: Janela | null = null;
  emCurso = 0;
  private canal = new BroadcastChannel(CANAL_CAPACIDADE);

  constructor() {
    this.canal.onmessage = (e: MessageEvent) => {
      const m = e.data as MedidaCapacidade;
      const j = this.janela;
      if (!j) return;
      // A call's units split evenly over the items it names; the simulated providers' share is left out.
      const itens = m.chaves.length || 1;
      const simulados = m.chaves.filter((c) => SIMULADOS.has(c.replace(/^\?/, "").split("/")[0]!)).length;
      const nosso = (itens - simulados) / itens;
      somar(j.rru, m.fonte, m.leitura * nosso);
      somar(j.wru, m.fonte, m.escrita * nosso);
      if (m.escrita > 0) {
        // Writes of the contract item itself (EMP/CONTRATO), and whether in a transaction (2 WRU per KB).
        const contrato = m.chaves.filter((c) => c === "EMP/CONTRATO" || c === "?EMP/CONTRATO").length;
        if (contrato) somar(j.escritasContrato, `${m.fonte}|${m.comando === "TransactWriteItemsCommand" ? "transacao" : "simples"}`, contrato);
        // ConditionChecks of instalments in a transaction: each billed as a transactional write of the instalment.
        const checagens = m.chaves.filter((c) => c === "?EMP/CONTRATO#PARCELA").length;
        if (checagens) somar(j.escritasContrato, `${m.fonte}|checagens`, checagens);
      }
      if (m.escrita * nosso > 0) {
        const tipos = [...new Set(m.chaves)].sort().join("+");
        somar(j.detalhe, `${m.fonte === "principal" ? "api" : (m.fonte.match(/functions\/(.+)\.ts$/)?.[1] ?? m.fonte)} ${m.comando.replace(/Command$/, "")} [${tipos}] ×${m.chaves.length}`, m.escrita * nosso);
      }
      j.simulado.rru += m.leitura * (1 - nosso);
      j.simulado.wru += m.escrita * (1 - nosso);
    };
    // The gateway logs each request (registrar: true): one invocation of its domain's function.
    const log = console.log.bind(console);
    console.log = (...args: unknown[]) => {
      const linha = typeof args[0] === "string" ? args[0] : "";
      const api = /^\[api\] (\w+) (\S+) → (\d+) \((\d+) ms\)$/.exec(linha);
      if (api) {
        const rota = encontrarRota(api[1]!, api[2]!);
        if (rota) this.invocacao(`api:${rota.rota.dominio}`, Number(api[4]));
        return;
      }
      log(...args);
    };
    // The handlers' JSON log lines (every thread's stdout reaches this one): counted by function, not printed.
    const escrever = process.stdout.write.bind(process.stdout) as (...a: unknown[]) => boolean;
    process.stdout.write = ((pedaco: unknown, ...resto: unknown[]) => {
      const texto = typeof pedaco === "string" ? pedaco : Buffer.isBuffer(pedaco) ? pedaco.toString("utf8") : "";
      if (texto.startsWith('{"level"')) {
        for (const l of texto.split("\n").filter(Boolean)) {
          const funcao = /"function_name":"([^"]+)"/.exec(l)?.[1] ?? "";
          if (this.janela) somar(this.janela.bytesLog, funcao, Buffer.byteLength(l) + 1);
        }
        // Errors and warnings still show.
        if (process.env.BENCH_CUSTO_LOGS === "1" || /^\{"level":"(ERROR|WARN|CRITICAL)"/m.test(texto)) return escrever(pedaco, ...resto);
        const cb = resto.find((r) => typeof r === "function") as (() => void) | undefined;
        cb?.();
        return true;
      }
      return escrever(pedaco, ...resto);
    }) as typeof process.stdout.write;
  }

  invocacao(chave: string, ms: number) {
    const j = this.janela;
    if (!j) return;
    const l = j.lambdas.get(chave) ?? { invocacoes: 0, ms: 0 };
    l.invocacoes += 1;
    l.ms += Math.max(1, Math.ceil(ms));
    j.lambdas.set(chave, l);
  }

  /** Wraps a handler: counts its invocations and time (and an SQS event's messages). */
  envolver<E, R>(chave: string, h: (e: E, c: unknown) => Promise<R>, fila?: string): (e: E, c: unknown) => Promise<R> {
    return async (evento, contexto) => {
      this.emCurso += 1;
      const t = performance.now();
      try {
        return await h(evento, contexto);
      } finally {
        this.invocacao(chave, performance.now() - t);
        if (fila && this.janela) somar(this.janela.mensagensFila, fila, (evento as SQSEvent).Records?.length ?? 0);
        this.emCurso -= 1;
      }
    };
  }

  parar() {
    this.canal.close();
  }
}

// ---------- main ----------

async function main() {
  process.env.APP_ENV = "test";
  process.env.ERP_MEDIR_CAPACIDADE = "1";
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = "true";
  const inicio = performance.now();
  const infra = lerInfra();
  const medidor = new Medidor();
  const memoriaDe = (chave: string) => infra.memoria.get(chave) ?? 512;

  // The schedules, wrapped: each run is one invocation of its function.
  const agendados: Record<string, (e: ScheduledEvent, c: unknown) => Promise<unknown>> = {};
  for (const a of AGENDAMENTOS) {
    if (!a.handler) continue;
    const { handler } = (await import(pathToFileURL(path.resolve("functions", `${a.handler}.ts`)).href)) as { handler: (e: ScheduledEvent, c: unknown) => Promise<unknown> };
    agendados[a.nome] = medidor.envolver(`agenda:${a.nome}`, handler);
  }
  const pilha = await iniciarPilha({
    prefixo: "erp-bench-custo",
    limitePublicas: null,
    registrar: true,
    // The stream's consumers run below, wrapped, instead of the stack's own pollers.
    fluxo: false,
    envolverConsumidor: (fila, h) => medidor.envolver(`fila:${fila}`, h, fila),
    agendados,
  });
  const threads: { parar(): Promise<void> }[] = [];
  const fluxos: Fluxo[] = [];
  const pasta = mkdtempSync(path.join(os.tmpdir(), "erp-bench-custo-"));
  try {
    for (const c of CONSUMIDORES_FLUXO) {
      const t = consumidorEmThread<DynamoDBStreamEvent, DynamoDBBatchResponse>(pathToFileURL(path.resolve("functions", `${c.handler}.ts`)).href, `fluxo-${c.nome}`);
      threads.push(t);
      const h = medidor.envolver(`fluxo:${c.nome}`, t.handler);
      fluxos.push(await iniciarFluxo({ endpoint: pilha.endpoints.dynamodb, tabela: pilha.recursos.tableName, tamanhoLote: c.tamanhoLote, tentativas: c.tentativas, handler: async (e, ctx) => (await h(e, ctx)) ?? undefined, nome: c.nome }));
    }
    const sqs = new SQSClient({ endpoint: pilha.endpoints.sqs, region: "us-east-1", credentials: { accessKeyId: "l", secretAccessKey: "l" }, useQueueUrlAsEndpoint: false });
    const s3 = new S3Client({ endpoint: pilha.endpoints.s3, region: "us-east-1", forcePathStyle: true, credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } });
    const objetos = async () => {
      let n = 0;
      let bytes = 0;
      let token: string | undefined;
      do {
        const r = await s3.send(new ListObjectsV2Command({ Bucket: pilha.recursos.bucket, ContinuationToken: token }));
        n += r.KeyCount ?? 0;
        bytes += (r.Contents ?? []).reduce((s, o) => s + (o.Size ?? 0), 0);
        token = r.NextContinuationToken;
      } while (token);
      return { n, bytes };
    };
    const filasVazias = async () => {
      for (const f of Object.values(pilha.recursos.filas)) {
        const { Attributes = {} } = await sqs.send(new GetQueueAttributesCommand({ QueueUrl: f.url, AttributeNames: ["ApproximateNumberOfMessages", "ApproximateNumberOfMessagesNotVisible", "ApproximateNumberOfMessagesDelayed"] }));
        if (Number(Attributes.ApproximateNumberOfMessages ?? 0) + Number(Attributes.ApproximateNumberOfMessagesNotVisible ?? 0) + Number(Attributes.ApproximateNumberOfMessagesDelayed ?? 0) > 0) return false;
      }
      return true;
    };
    /** Until nothing is left to do: both stream consumers up to date, every queue empty, no consumer running, twice in a row (the simulated messenger's notices come ~300 ms later). */
    const assentar = async () => {
      const limite = performance.now() + 300_000;
      let quietas = 0;
      while (quietas < 3) {
        if (performance.now() > limite) throw new Error("a pilha não assentou em 5 min");
        const emDia = (await Promise.all(fluxos.map((f) => f.emDia(60_000)))).every(Boolean);
        quietas = emDia && medidor.emCurso === 0 && (await filasVazias()) ? quietas + 1 : 0;
        await esperar(quietas ? 700 : 200);
      }
    };

    // The bench's own calls: the bytes each /api answer carries count while a window is open.
    const chamar = async (metodo: string, caminho: string, token?: string, corpo?: unknown): Promise<Record<string, any>> => {
      const r = await fetch(`${pilha.api.url}${caminho}`, {
        method: metodo,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(corpo ? { "content-type": "application/json" } : {}) },
        body: corpo ? JSON.stringify(corpo) : undefined,
      });
      const texto = await r.text();
      if (medidor.janela && caminho.startsWith("/api/")) medidor.janela.bytesResposta += Buffer.byteLength(texto) + 300;
      const json = (() => {
        try {
          return JSON.parse(texto) as Record<string, any>;
        } catch {
          return {};
        }
      })();
      if (!r.ok) throw new Error(`${metodo} ${caminho} → ${r.status} ${texto.slice(0, 300)}`);
      return json;
    };

    // ---- The shop: a company, stock, customers with a mobile and an e-mail (messages go out) ----
    // The first call loads the handler's module: on a busy machine it may pass the function's timeout (500), so it is tried again with new data.
    let email = "";
    let criada: Record<string, any> | undefined;
    for (let tentativa = 1; !criada; tentativa++) {
      email = `bench-custo-${Date.now()}@exemplo.com.br`;
      try {
        criada = await chamar("POST", "/api/empresas", undefined, { nome_fantasia: "Loja Custo", cnpj: novoCnpj(), plano: "master", admin: { nome: "Bench", email, senha: "segredo123" } });
      } catch (erro) {
        if (tentativa >= 3 || !/→ 5\d\d/.test(String(erro))) throw erro;
      }
    }
    const token = await tokenDaEquipe(pilha.endpoints.cognito, pilha.recursos.staffUserPoolClientId, email);
    const empresaId = String(criada.empresa.id);
    const marcas = await chamar("GET", "/api/marcas", token);
    const categorias = await chamar("GET", "/api/categorias", token);
    const fornecedor = await chamar("POST", "/api/fornecedores", token, { nome: "Fornecedor Custo", cnpj: null, telefone: null, email: null, endereco: null });
    const produto = await chamar("POST", "/api/produtos", token, {
      nome_modelo: "Galaxy A15 128GB", marca_id: marcas.items[0].id, categoria_id: categorias.items[0].id, descricao: null, custo_base: 800, tipo_margem: "percentual", valor_margem: 25, estoque_minimo: 1,
    });
    const precisa = 2 * AMOSTRAS + CONTRATOS_ROTINA + 8;
    const itens: string[] = [];
    for (let faltam = precisa; faltam > 0; faltam -= 90) {
      const e = await chamar("POST", "/api/estoque/entradas", token, { produto_id: produto.id, fornecedor_id: fornecedor.id, data_entrada: hojeBrasil(), valor_unitario: 800, itens: Array.from({ length: Math.min(90, faltam) }, () => ({ imei: novoImei(), cor: "Preto" })) });
      itens.push(...e.itens.map((i: { id: string }) => i.id));
    }
    const clientes: { id: string; cpf: string }[] = [];
    for (let i = 0; i < 6; i++) {
      const cpf = novoCpf();
      const c = await chamar("POST", "/api/clientes", token, { nome: `Cliente Custo ${i}`, cpf, telefone: TELEFONE, email: `cliente${i}-${Date.now()}@exemplo.com.br`, endereco: "Rua da Aurora, 100", data_nasc: null });
      clientes.push({ id: String(c.id), cpf });
    }
    let vendidos = 0;
    let contratosAbertos = 0;
    /** The customers with a boleto contract: the customer area finds them. */
    const comContrato = new Set<string>();
    const vender = async (boleto: boolean) => {
      const cliente = clientes[vendidos % clientes.length]!;
      if (boleto) {
        comContrato.add(cliente.cpf);
        contratosAbertos += 1;
      }
      const r = await chamar("POST", "/api/vendas", token, {
        cliente_id: cliente.id, imei_id: itens[vendidos++], forma_pagamento: boleto ? "BOLETO" : "PIX", data_venda: hojeBrasil(), entrada: boleto ? entradaBoleto(Number(produto.preco_final)) : 0, qtd_parcelas: boleto ? 12 : 1,
      });
      return r.contrato ? String(r.contrato.id) : null;
    };
    const parcelas = async (contratoId: string) => (await chamar("GET", `/api/contratos/${contratoId}`, token)).parcelas as { id: string; numero_parcela: number; linha_digitavel: string | null; status_parcela: string }[];
    const pagarNoBanco = async (contratoId: string, numero: number) => {
      const p = (await parcelas(contratoId)).find((x) => x.numero_parcela === numero)!;
      await chamar("POST", "/__local/banco/pagamentos", undefined, { linha_digitavel: p.linha_digitavel });
    };
    const pagarNoBalcao = async (contratoId: string, numero: number) => {
      const p = (await parcelas(contratoId)).find((x) => x.numero_parcela === numero)!;
      await chamar("POST", `/api/parcelas/${p.id}/pagar`, token);
    };
    const relatorios = ["/api/relatorios/vendas", "/api/relatorios/vendas?agrupar=produto", "/api/relatorios/recebiveis", "/api/relatorios/inadimplencia", "/api/relatorios/estoque"];
    /** Messages a shop starts outside the hours a person may be reached wait for them: released here, inside the window, when the bench runs at such an hour. */
    const liberarMensagens = async (agora?: Date) => {
      const instante = agora ?? new Date();
      if (!agora && horarioPermitido(instante)) return;
      await chamar("POST", "/__local/agendamentos/liberar-mensagens", undefined, { agora: proximoHorarioPermitido(instante).toISOString(), empresa_id: empresaId });
    };

    // Warm-up (not counted): every handler module loaded once in its thread, as a warm Lambda.
    const aquecido = await vender(true);
    await vender(false);
    await assentar();
    await pagarNoBanco(aquecido!, 1);
    await pagarNoBalcao(aquecido!, 2);
    await chamar("POST", "/api/portal/consulta", undefined, { cpf: clientes[0]!.cpf, telefone: TELEFONE });
    await chamar("GET", "/api/dashboard", token);
    for (const r of relatorios) await chamar("GET", r, token);
    await chamar("POST", "/__local/agendamentos/rotina-diaria", undefined, { data: somarDias(hojeBrasil(), 1), empresa_id: empresaId });
    await liberarMensagens(new Date(Date.now() + 86_400_000));
    await assentar();

    /** One window: runs `n` operations, waits for the stack to settle, answers what it all took. */
    const medir = async (n: number, executar: (i: number) => Promise<unknown>): Promise<{ janela: Janela; s3: { n: number; bytes: number } }> => {
      const antes = await objetos();
      medidor.janela = novaJanela();
      for (let i = 0; i < n; i++) await executar(i);
      await liberarMensagens();
      await assentar();
      await esperar(300);
      const janela = medidor.janela;
      medidor.janela = null;
      const depois = await objetos();
      return { janela, s3: { n: depois.n - antes.n, bytes: depois.bytes - antes.bytes } };
    };

    /** What part of a window belongs to an operation: the functions (by key) and threads (by module) that do its work. */
    const consumo = (operacao: string, amostras: number, { janela: j, s3: objs }: Awaited<ReturnType<typeof medir>>, parte: (chaveLambda: string) => boolean = () => true, s3Put = objs.n): Consumo & { wruPorFonte?: Map<string, number> } => {
      const doModulo = (fonte: string) => {
        if (fonte === "principal") return parte("api:") || parte("agenda:");
        const fila = FILAS.find((f) => f.consumidor && fonte.includes(`/${f.consumidor}.ts`));
        if (fila) return parte(`fila:${fila.nome}`);
        const fluxo = CONSUMIDORES_FLUXO.find((c) => fonte.includes(`/${c.handler}.ts`));
        return fluxo ? parte(`fluxo:${fluxo.nome}`) : parte("outra");
      };
      const por = (m: Map<string, number>) => [...m].filter(([f]) => doModulo(f)).reduce((s, [, v]) => s + v, 0) / amostras;
      // A schedule's own invocation serves every shop at once: a fixed cost (custosFixos), not this operation's.
      const lambdas = [...j.lambdas].filter(([k]) => parte(k) && !k.startsWith("agenda:")).map(([funcao, l]) => ({ funcao, invocacoes: l.invocacoes / amostras, ms: l.ms / amostras, memoriaMb: memoriaDe(funcao) }));
      let sqs = 0;
      let sqsFifo = 0;
      for (const [fila, mensagens] of j.mensagensFila) {
        if (!parte(`fila:${fila}`)) continue;
        const invocacoes = j.lambdas.get(`fila:${fila}`)?.invocacoes ?? 0;
        // Each message sent once, and per consumer batch one receive and one delete.
        const pedidos = (mensagens + 2 * invocacoes) / amostras;
        if (FILAS.find((f) => f.nome === fila)?.fifo) sqsFifo += pedidos;
        else sqs += pedidos;
      }
      const funcoesDaParte = new Set(lambdas.map((l) => l.funcao.split(":")[1]));
      const bytesLog = [...j.bytesLog].filter(([f]) => [...funcoesDaParte].some((p) => f === `erp-local-${p}` || f === `erp-local-fluxo-${p}`) || (f === "" && parte("api:"))).reduce((s, [, v]) => s + v, 0) / amostras;
      const nomeFonte = (f: string) => (f === "principal" ? "api" : (f.match(/functions\/(.+)\.ts$/)?.[1] ?? f));
      if (process.env.BENCH_CUSTO_DETALHE === "1") {
        console.log(`  [detalhe] ${operacao}: ${[...j.detalhe].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${(v / amostras).toFixed(1)} ${k}`).join(" | ")}`);
      }
      const escritasContrato = { transacao: 0, simples: 0, checagensParcela: 0 };
      for (const [k, v] of j.escritasContrato) {
        const [fonte, t] = k.split("|") as [string, string];
        const tipo = t === "checagens" ? "checagensParcela" : (t as "transacao" | "simples");
        if (doModulo(fonte)) escritasContrato[tipo] += v / amostras;
      }
      const wruPorFonte = new Map([...j.wru].filter(([f]) => doModulo(f)).map(([f, v]) => [nomeFonte(f), v / amostras] as const));
      return {
        wruPorFonte,
        operacao,
        amostras,
        rru: por(j.rru),
        wru: por(j.wru),
        lambdas,
        api: lambdas.filter((l) => l.funcao.startsWith("api:")).reduce((s, l) => s + l.invocacoes, 0),
        sqs,
        sqsFifo,
        s3Put: s3Put / amostras,
        s3Get: 0,
        bytesResposta: parte("api:") ? j.bytesResposta / amostras : 0,
        bytesLog,
        escritasContrato,
      };
    };

    const consumos: (Consumo & { wruPorFonte?: Map<string, number> })[] = [];
    const simulado = { rru: 0, wru: 0 };
    const guardar = (m: Awaited<ReturnType<typeof medir>>) => {
      simulado.rru += m.janela.simulado.rru;
      simulado.wru += m.janela.simulado.wru;
      return m;
    };

    // Sales: PIX; boleto in 12x (its slips apart: the boleto-jobs consumer's share, per slip).
    consumos.push(consumo("venda_pix", AMOSTRAS, guardar(await medir(AMOSTRAS, () => vender(false)))));
    const contratos: string[] = [];
    const vendasBoleto = guardar(await medir(AMOSTRAS, async () => void contratos.push((await vender(true))!)));
    const ehBoletos = (k: string) => k === "fila:boleto-jobs";
    consumos.push(consumo("venda_boleto", AMOSTRAS, vendasBoleto, (k) => !ehBoletos(k), 0));
    consumos.push(consumo("boleto_emitido", AMOSTRAS * 12, vendasBoleto, ehBoletos));
    // Payments: the bank's notice (its own books are simulated: left out) and 'Marcar Paga'.
    consumos.push(consumo("pagamento_webhook", AMOSTRAS, guardar(await medir(AMOSTRAS, (i) => pagarNoBanco(contratos[i]!, 1)))));
    consumos.push(consumo("pagamento_balcao", AMOSTRAS, guardar(await medir(AMOSTRAS, (i) => pagarNoBalcao(contratos[i]!, 2)))));
    // Reads.
    const leituras = AMOSTRAS * 3;
    const cpfs = [...comContrato];
    consumos.push(consumo("consulta_portal", leituras, guardar(await medir(leituras, (i) => chamar("POST", "/api/portal/consulta", undefined, { cpf: cpfs[i % cpfs.length]!, telefone: TELEFONE })))));
    consumos.push(consumo("leitura_dashboard", leituras, guardar(await medir(leituras, () => chamar("GET", "/api/dashboard", token)))));
    consumos.push(consumo("relatorio", leituras, guardar(await medir(leituras, (i) => chamar("GET", relatorios[i % relatorios.length]!, token)))));

    // The daily routine, on quiet days (nothing due), at two numbers of open contracts: per contract
    // is the difference; what is left is the run's own (its 16 shards serve every shop in AWS: fixed).
    const hoje = hojeBrasil();
    const rotina = (dia: string, liberarAs?: Date) => async () => {
      await chamar("POST", "/__local/agendamentos/rotina-diaria", undefined, { data: dia, empresa_id: empresaId });
      if (liberarAs) await liberarMensagens(liberarAs);
    };
    const semAgenda = (k: string) => k !== "agenda:rotina-diaria";
    const metade = Math.max(2, Math.floor(CONTRATOS_ROTINA / 3));
    while (contratosAbertos < metade) await vender(true);
    await assentar();
    const n1 = contratosAbertos;
    const quieto1 = consumo("rotina", 1, guardar(await medir(1, rotina(somarDias(hoje, 2)))), semAgenda);
    while (contratosAbertos < CONTRATOS_ROTINA) await vender(true);
    await assentar();
    const n2 = contratosAbertos;
    const quieto2 = consumo("rotina", 1, guardar(await medir(1, rotina(somarDias(hoje, 3)))), semAgenda);
    const porContrato = marginal(quieto2, quieto1, n2 - n1, "rotina_contrato");
    consumos.push(porContrato);
    const rotinaExecucao = fixoDaExecucao(quieto1, porContrato, n1, "rotina_execucao");
    // 3 days before the first due date every contract not yet paid gets its 'antes' reminder (its message released at 08:00).
    const diaLembrete = somarDias(hoje, DIAS_ENTRE_PARCELAS - 3);
    const comLembrete = n2 - 1 - AMOSTRAS; // the warm-up's and the measured sales' first instalments are paid
    const lembrete = consumo("rotina", 1, guardar(await medir(1, rotina(diaLembrete, new Date(`${diaLembrete}T11:00:00Z`)))), semAgenda);
    consumos.push(marginal(lembrete, quieto2, comLembrete, "lembrete"));

    // The schedules that serve every shop at once: one run each, timed.
    const agendadas: Inventario["agendadas"] = [];
    for (const [nome, porMes] of [["verificar-comandos", 4 * 24 * 30], ["liberar-mensagens", 4 * 24 * 30], ["rotina-diaria", 30]] as const) {
      const m = await medir(1, () => chamar("POST", `/__local/agendamentos/${nome}`, undefined, nome === "rotina-diaria" ? { data: somarDias(hoje, 3) } : {}));
      const l = m.janela.lambdas.get(`agenda:${nome}`);
      agendadas.push({ funcao: nome, porMes, ms: l?.ms ?? 0, memoriaMb: memoriaDe(`agenda:${nome}`) });
    }

    // ---------- The bill ----------
    const loja = LOJA_TIPICA;
    const porMes = mensagensPorMes({ vendasBoletoMes: loja.vendasBoleto, qtdParcelas: loja.parcelas, diasCarencia: 5, bloqueio: false });
    const lembretesMes = (porMes.cobranca ?? 0) + (porMes.cobranca_sem_mensagem ?? 0);
    const volumes = [...volumesMensais(loja), { operacao: "lembrete", porMes: lembretesMes, origem: "lembretes da rotina (custo-mensagens.ts)" }];
    const linhas: LinhaConta[] = [...contaVariavel(consumos, volumes), ...contaPorLoja(loja)];
    const variavel = somaUsd(linhas);
    const rotinaFixa = somaUsd(contaVariavel([rotinaExecucao], [{ operacao: "rotina_execucao", porMes: loja.diasMes, origem: "" }]));
    const fixos = [
      ...custosFixos({ ...infra.inventario, agendadas }),
      { item: "rotina diária: o que cada execução faz sem contar contratos", usdMes: rotinaFixa, conta: `${loja.diasMes} execuções × 16 shards (rotina-jobs), medido: ${rotinaExecucao.lambdas.reduce((s, l) => s + l.invocacoes, 0).toFixed(0)} invocações, ${rotinaExecucao.rru.toFixed(0)} RRU por execução` },
    ];

    console.log(`\nCusto de uma loja (issue 29, item 6): ${AMOSTRAS} amostras por operação na pilha local, funções e inventário do app CDK de ${infra.ambiente}`);
    console.log("\nPor operação (medido; por operação):");
    console.log("operação".padEnd(20), "RRU".padStart(7), "WRU".padStart(7), "λ invoc.".padStart(9), "λ ms".padStart(8), "API".padStart(5), "SQS".padStart(6), "S3 PUT".padStart(7), "resp KB".padStart(8), "log KB".padStart(7));
    for (const c of consumos) {
      const inv = c.lambdas.reduce((s, l) => s + l.invocacoes, 0);
      const ms = c.lambdas.reduce((s, l) => s + l.ms, 0);
      console.log(c.operacao.padEnd(20), c.rru.toFixed(1).padStart(7), c.wru.toFixed(1).padStart(7), inv.toFixed(2).padStart(9), ms.toFixed(0).padStart(8), c.api.toFixed(2).padStart(5), (c.sqs + c.sqsFifo).toFixed(1).padStart(6), c.s3Put.toFixed(2).padStart(7), (c.bytesResposta / 1024).toFixed(1).padStart(8), (c.bytesLog / 1024).toFixed(1).padStart(7));
    }
    console.log(`(itens dos provedores simulados deixados de fora: ${simulado.rru.toFixed(0)} RRU e ${simulado.wru.toFixed(0)} WRU no total; rotina medida com ${n1} e ${n2} contratos abertos)`);
    console.log("\nOnde vai cada operação (WRU por função que escreve; invocações por função):");
    for (const c of consumos) {
      const wru = [...(c.wruPorFonte ?? new Map<string, number>())].filter(([, v]) => v > 0.05).sort((a, b) => b[1] - a[1]).map(([f, v]) => `${f} ${v.toFixed(1)}`).join(", ");
      const inv = [...c.lambdas].filter((l) => l.invocacoes > 0.005).sort((a, b) => b.invocacoes - a.invocacoes).map((l) => `${l.funcao} ${l.invocacoes.toFixed(2)}`).join(", ");
      console.log(`  ${c.operacao.padEnd(20)} WRU: ${wru || "—"}\n  ${"".padEnd(20)} λ: ${inv || "—"}`);
    }

    console.log(`\nVolumes de uma loja típica por mês (em regime: um ano de uso):`);
    for (const v of volumes) console.log(`  ${v.operacao.padEnd(20)} ${Math.round(v.porMes).toLocaleString("pt-BR").padStart(7)}  ${v.origem}`);

    const porOperacao = agrupar(linhas, "operacao");
    const porServico = agrupar(linhas, "servico");
    console.log(`\nConta variável por loja-mês: ${usd(variavel)} (alvo ≤ ${usd(ALVO_VARIAVEL_USD)})`);
    console.log("  por operação:", porOperacao.map((g) => `${g.nome} ${usd(g.usd)} (${((g.usd / variavel) * 100).toFixed(0)}%)`).join("; "));
    console.log("  por serviço: ", porServico.map((g) => `${g.nome} ${usd(g.usd)}`).join("; "));
    const celulas = [...linhas].sort((a, b) => b.usd - a.usd).slice(0, 8);
    console.log("  maiores células (operação × serviço):");
    for (const c of celulas) console.log(`    ${c.operacao.padEnd(20)} ${c.servico.padEnd(24)} ${Math.round(c.quantidade).toLocaleString("pt-BR").padStart(10)} ${c.unidade.padEnd(12)} ${usd(c.usd)}`);
    const maior = maiorCelula(linhas);
    // The contract and an instalment as stored (read apart from the handlers' client: not counted).
    const cru = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: pilha.endpoints.dynamodb, region: "us-east-1", credentials: { accessKeyId: "local", secretAccessKey: "local" } }));
    const item = (await cru.send(new GetCommand({ TableName: pilha.recursos.tableName, Key: chaves.contrato(empresaId, contratos[0]!) }))).Item ?? {};
    const parcela = (await cru.send(new GetCommand({ TableName: pilha.recursos.tableName, Key: chaves.parcela(empresaId, contratos[0]!, 5) }))).Item ?? {};
    cru.destroy();
    const bytesContrato = tamanhoItem(item);
    const bytesDocumento = Buffer.byteLength("conteudo_gerado") + tamanhoItem(item.conteudo_gerado ?? "");
    const bytesParcela = tamanhoItem(parcela);
    const semChecagens = economiaSemChecagens(consumos, volumes, bytesParcela);
    const contratoLeve = economiaContratoLeve(consumos, volumes, bytesContrato, bytesContrato - bytesDocumento);
    const fracao = (v: number) => `${((v / variavel) * 100).toFixed(0)}% do variável`;
    const mudancas = [
      {
        nome: "pagamento sem checar as outras parcelas (a versão do contrato guarda a corrida)",
        usd: semChecagens.usd,
        texto:
          `cada pagamento faz um ConditionCheck em cada outra parcela em aberto do contrato (functions/contratos/repo.ts registrarPagamento, para que dois pagamentos ao mesmo tempo não deixem de ver que eram os últimos): ` +
          `${Math.round(semChecagens.checagensMes).toLocaleString("pt-BR")} checagens por mês, cada uma cobrada como escrita transacional da parcela (${(bytesParcela / 1024).toFixed(1)} KB: ${2 * Math.ceil(bytesParcela / 1024)} WRU). ` +
          `O item do contrato já é escrito na mesma transação com condição: uma versão nele (ou a contagem de parcelas em aberto) guarda a mesma corrida sem item a mais. ` +
          `−${Math.round(semChecagens.wruMes).toLocaleString("pt-BR")} WRU/mês = −${usd(semChecagens.usd)} por loja-mês (${fracao(semChecagens.usd)}; ${usd(variavel)} → ${usd(variavel - semChecagens.usd)})`,
      },
      {
        nome: `documento gerado fora do item do contrato (${(bytesDocumento / 1024).toFixed(1)} de ${(bytesContrato / 1024).toFixed(1)} KB)`,
        usd: contratoLeve.usd,
        texto:
          `toda escrita do contrato (pagamento, estado do aparelho, lembrete, próximo vencimento: ${Math.round(contratoLeve.escritasMes).toLocaleString("pt-BR")} por mês) cobra o item inteiro, ${Math.ceil(bytesContrato / 1024)} WRU (o dobro em transação), dos quais o documento gerado (conteudo_gerado) é ${(bytesDocumento / 1024).toFixed(1)} KB; ` +
          `num item próprio (ou no S3), lido só ao abrir o contrato: −${Math.round(contratoLeve.wruMes).toLocaleString("pt-BR")} WRU/mês = −${usd(contratoLeve.usd)} por loja-mês (${fracao(contratoLeve.usd)})`,
      },
    ].sort((a, b) => b.usd - a.usd);
    const mudanca = mudancas[0]!;
    console.log(`\nA maior célula: ${sugestao(maior, variavel)}`);
    console.log(`\nA mudança que mais economiza: ${mudanca.nome}: ${mudanca.texto}.`);
    for (const m of mudancas.slice(1)) console.log(`A seguinte: ${m.nome}: ${m.texto}.`);

    console.log("\nCustos fixos da plataforma (por mês):");
    for (const f of fixos) console.log(`  ${f.item.padEnd(46)} ${usd(f.usdMes).padStart(12)}  ${f.conta}`);
    const fixo100 = porLoja(fixos, 100);
    const fixo10k = porLoja(fixos, 10_000);
    console.log(`  por loja: ${usd(fixo100)} com 100 lojas; ${usd(fixo10k)} com 10.000 lojas`);

    // ---------- Customer messages, apart ----------
    const segmentos = segmentosTipicos();
    const tetoUsd = (PLANO_START_BRL * TETO_MENSAGENS_FRACAO) / CAMBIO.brlPorUsd;
    const precosCanais = { whatsapp: PRECOS.whatsappUtilidade.usd + PRECOS.whatsappAws.usd, sms: PRECOS.smsBrasil.usd, email: PRECOS.ses.usd };
    const politicas: { nome: string; p: Politica }[] = [
      { nome: "hoje: WhatsApp primeiro para tudo", p: { boas_vindas: "whatsapp", cobranca: "whatsapp", pagamento_recebido: "whatsapp", aparelho: "whatsapp" } },
      { nome: "SMS para tudo", p: { boas_vindas: "sms", cobranca: "sms", pagamento_recebido: "sms", aparelho: "sms" } },
      { nome: "WhatsApp só nas boas-vindas; e-mail no resto", p: { boas_vindas: "whatsapp", cobranca: "email", pagamento_recebido: "email", aparelho: "email" } },
      { nome: "e-mail primeiro para tudo", p: { boas_vindas: "email", cobranca: "email", pagamento_recebido: "email", aparelho: "email" } },
    ];
    console.log(`\nMensagens ao cliente por loja-mês (à parte; regras do produto aplicadas dia a dia, plano Start: sem bloqueio automático):`);
    console.log(`  ${Object.entries(porMes).map(([k, v]) => `${k} ${Math.round(v)}`).join(", ")}`);
    console.log(`  pagamento suposto: ${PERFIL_PAGAMENTO.map((f) => `${Math.round(f.fracao * 100)}% ${f.rotulo}`).join(", ")}`);
    console.log(`  SMS: segmentos por mensagem com o texto real (acentos → UCS-2, 67 caracteres por segmento): ${Object.entries(segmentos).map(([k, v]) => `${k} ${v}`).join(", ")}`);
    console.log(`  teto: 10% do plano Start (R$ ${PLANO_START_BRL}) = R$ ${(PLANO_START_BRL * TETO_MENSAGENS_FRACAO).toFixed(2)} = ${usd(tetoUsd)} a R$ ${CAMBIO.brlPorUsd.toFixed(2)}/US$ (${CAMBIO.fonte})`);
    const custos = politicas.map(({ nome, p }) => ({ nome, c: custoMensagens(porMes, p, precosCanais, segmentos) }));
    for (const { nome, c } of custos) console.log(`  ${nome.padEnd(46)} ${usd(c.usd).padStart(12)} = R$ ${(c.usd * CAMBIO.brlPorUsd).toFixed(2).padStart(7)}  ${c.usd <= tetoUsd ? "cabe no teto" : "ACIMA do teto"}`);
    const cabe = custos.find((x) => x.c.usd <= tetoUsd && x.nome !== "e-mail primeiro para tudo") ?? custos.find((x) => x.c.usd <= tetoUsd);

    // ---------- Prices, with their dates ----------
    console.log("\nPreços usados (US$):");
    for (const [nome, p] of Object.entries(PRECOS)) console.log(`  ${nome.padEnd(22)} ${String(p.usd).padStart(12)}  ${p.unidade}; ${p.fonte}, ${p.data}`);

    const okVariavel = variavel <= ALVO_VARIAVEL_USD;
    const resumo: LinhaResumo[] = [
      { medida: `AWS variável por loja-mês (loja típica; maior parte: ${porOperacao[0]!.nome}, ${porServico[0]!.nome})`, valor: usd(variavel), alvo: `≤ ${usd(ALVO_VARIAVEL_USD)}`, ok: okVariavel },
      { medida: "custos fixos da plataforma por loja, com 100 / 10.000 lojas", valor: `${usd(fixo100)} / ${usd(fixo10k)}`, alvo: "—", ok: null },
      { medida: `mensagens ao cliente por loja-mês, WhatsApp primeiro (${Math.round(somaMensagens(porMes))} mensagens)`, valor: usd(custos[0]!.c.usd), alvo: "—", ok: null },
      { medida: `mensagens: política que cabe em 10% do Start (${cabe?.nome ?? "nenhuma"})`, valor: cabe ? usd(cabe.c.usd) : "—", alvo: `≤ ${usd(tetoUsd)}`, ok: !!cabe },
    ];
    resumo.splice(1, 0, { medida: `a mudança que mais economiza: ${mudanca.nome}`, valor: `−${usd(mudanca.usd)}`, alvo: "—", ok: null });
    registrarResumo("custo", resumo);
    if (!okVariavel) console.log(`\nACIMA do alvo: ${usd(variavel)} > ${usd(ALVO_VARIAVEL_USD)} por loja-mês; a maior célula: ${maior.operacao} × ${maior.servico} = ${usd(maior.usd)}`);
    console.log(`\nprocesso: ${((performance.now() - inicio) / 1000).toFixed(0)} s de relógio; carga média da máquina ${os.loadavg().map((x) => x.toFixed(2)).join(" / ")} em ${os.cpus().length} núcleos`);
    process.exitCode = okVariavel && cabe ? 0 : 1;
    sqs.destroy();
    s3.destroy();
  } finally {
    medidor.parar();
    await Promise.allSettled(fluxos.map((f) => f.parar()));
    await Promise.allSettled(threads.map((t) => t.parar()));
    await pilha.parar();
    rmSync(pasta, { recursive: true, force: true });
  }
}

const somaMensagens = (porMes: Record<string, number>) => Object.entries(porMes).filter(([k]) => k !== "cobranca_sem_mensagem").reduce((s, [, v]) => s + v, 0);

/** SMS segments of each group's real text (shared/mensagens/textos.ts), with a slip's linha digitável and a Pix code of typical length. */
function segmentosTipicos(): Record<"boas_vindas" | "cobranca" | "pagamento_recebido" | "aparelho", number> {
  const comuns = { loja: "Loja Custo", whatsapp_loja: "(81) 99876-5432", area_cliente: "https://erp.exemplo.com.br/consulta-boletos", cliente: "Maria" };
  const boleto = blocoBoleto({ numero: 1, qtd: 12, vencimento: "2026-12-15", valorCentavos: 11805, linhaDigitavel: "23790001246000000001234000000004186740000015000", pix: `00020101021226${"8".repeat(120)}5204000053039865802BR6304ABCD` });
  const lembrete = textoLembrete({ tipo: "antes", cliente: "Maria", loja: "Loja Custo", numero: 1, qtd: 12, valorCentavos: 11805, devidoCentavos: 11805, dataVencimento: "2026-12-15", dia: "2026-12-12", dataBloqueio: null, areaCliente: comuns.area_cliente });
  return {
    boas_vindas: segmentosSms(textoMensagem("boas_vindas", { ...comuns, produto: "Galaxy A15 128GB", entrada: "R$ 250,00", parcelas: "11x de R$ 118,05 e a última de R$ 118,12, a primeira em 15/12/2026", valor_total: "R$ 1.666,67", boletos: boleto }).texto),
    cobranca: segmentosSms(textoMensagem("lembrete_antes", { ...comuns, resumo: lembrete.resumo, boletos: boleto }).texto),
    pagamento_recebido: segmentosSms(textoMensagem("pagamento_recebido", { ...comuns, descricao: "a parcela 1 de 12", valor: "R$ 118,05" }).texto),
    aparelho: segmentosSms(textoMensagem("bloqueado", comuns).texto),
  };
}

/** The one change that would save most, for the bill's largest cell. */
function sugestao(c: LinhaConta, total: number): string {
  const parte = `${c.operacao} × ${c.servico} = ${usd(c.usd)} de ${usd(total)} (${((c.usd / total) * 100).toFixed(0)}%)`;
  const ideias: [RegExp, RegExp, string][] = [
    [/^equipe/, /Cognito/, "o plano Plus do Cognito (proteção contra ameaças) cobra cada usuário ativo; no Essentials os 10 mil primeiros da conta são gratuitos: ligar a proteção só no pool da equipe com o plano Essentials + proteção adaptativa paga por uso, ou aceitar o Plus como custo por usuário"],
    [/^rotina/, /DynamoDB leitura/, "a rotina diária ler só os contratos com algo a fazer no dia (vencimento a ≤ 3 dias, atraso, bloqueio anunciado) por um índice de próximo vencimento, em vez de todo contrato aberto todo dia"],
    [/^rotina/, /Lambda/, "a rotina diária processar mais contratos por invocação (shards maiores) e pular os dias sem nada a fazer por contrato"],
    [/^boleto_emitido/, /Lambda/, "gerar o PDF do boleto sob demanda (na 1ª abertura) em vez de na emissão: a maioria dos clientes paga pelo Pix ou pela linha digitável da mensagem"],
    [/^boleto_emitido/, /S3/, "gerar o PDF do boleto sob demanda (na 1ª abertura) em vez de na emissão"],
    [/^venda_boleto/, /DynamoDB escrita/, "gravar as 12 parcelas num item só do contrato (ou em menos itens) em vez de um item por parcela com seus índices"],
    [/./, /DynamoDB escrita/, "reduzir itens e índices escritos por operação (cada GSI escrito cobra outra WRU; itens > 1 KB cobram por KB)"],
    [/./, /Lambda/, "reduzir a memória (512 MB) das funções leves ou juntar invocações (lotes maiores, janela do stream)"],
    [/./, /API Gateway|CloudFront|WAF/, "menos requisições por tela (juntar leituras do painel numa só)"],
  ];
  const ideia = ideias.find(([op, sv]) => op.test(c.operacao) && sv.test(c.servico))?.[2] ?? "atacar esta célula primeiro";
  return `${parte}: ${ideia}`;
}

void main();
