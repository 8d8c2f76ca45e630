/**
 * The bill of a shop (issue 29 item 6), pure arithmetic: what each business operation consumed
 * (measured by test/bench/custo.ts on the local stack) × how many of each a typical shop does in a
 * month × the list prices (custo-precos.ts) → a table of where each cent goes, the platform's fixed
 * costs shared by 100 and by 10,000 shops, and the one change that would save most.
 */
import { PRECOS, type NomePreco, type Preco } from "./custo-precos";

/** What one operation consumed, averaged over the samples measured. */
export interface Consumo {
  operacao: string;
  amostras: number;
  /** DynamoDB read / write request units (simulated providers' own items left out). */
  rru: number;
  wru: number;
  /** Per Lambda function: invocations and billed milliseconds (each invocation rounded up to 1 ms), with the function's memory. */
  lambdas: { funcao: string; invocacoes: number; ms: number; memoriaMb: number }[];
  /** API Gateway (HTTP API) requests: one per /api call. */
  api: number;
  /** Billed SQS requests, standard and FIFO queues. */
  sqs: number;
  sqsFifo: number;
  s3Put: number;
  s3Get: number;
  /** Bytes to the viewer (through CloudFront). */
  bytesResposta: number;
  /** Bytes of log lines written (CloudWatch Logs ingestion), Lambda's own START/END/REPORT lines not included. */
  bytesLog: number;
  /** Writes of the contract item (EMP/CONTRATO) in a transaction and alone: each pays the whole item's size. */
  escritasContrato?: { transacao: number; simples: number; checagensParcela?: number };
}

/** How many of each operation a shop does in a month, and why. */
export interface Volume {
  operacao: string;
  porMes: number;
  origem: string;
}

/** A typical shop (issue 29): 300 sales a month, 120 on boleto in 12x, 2,000 lookups, 30 staff sessions a day, the daily routine. */
export interface LojaTipica {
  vendasMes: number;
  vendasBoleto: number;
  parcelas: number;
  /** Days between instalments (shared/regras/parcelamento.ts TABELA_PADRAO). */
  intervaloDias: number;
  consultasPortal: number;
  sessoesDia: number;
  diasMes: number;
  /** Share of the instalments paid at the counter ('Marcar Paga'); the rest by the bank's notice. */
  fracaoBalcao: number;
  /** What one staff session reads (the SPA's first screen is the dashboard). */
  sessao: { dashboard: number; relatorio: number };
  /** People with a staff login who use it in a month (Cognito bills monthly active users). */
  usuariosEquipe: number;
}

export const LOJA_TIPICA: LojaTipica = {
  vendasMes: 300,
  vendasBoleto: 120,
  parcelas: 12,
  intervaloDias: 15,
  consultasPortal: 2000,
  sessoesDia: 30,
  diasMes: 30,
  fracaoBalcao: 0.2,
  sessao: { dashboard: 2, relatorio: 1 },
  usuariosEquipe: 3,
};

/** Open contracts in steady state: each month's boleto sales stay open for their instalments' span. */
export const contratosAbertos = (l: LojaTipica): number => l.vendasBoleto * ((l.parcelas * l.intervaloDias) / l.diasMes);

/** The month of a shop in steady state (a year in: as many instalments fall due as are issued). */
export function volumesMensais(l: LojaTipica): Volume[] {
  const parcelasMes = l.vendasBoleto * l.parcelas;
  const sessoes = l.sessoesDia * l.diasMes;
  return [
    { operacao: "venda_boleto", porMes: l.vendasBoleto, origem: `${l.vendasBoleto} vendas no boleto` },
    { operacao: "venda_pix", porMes: l.vendasMes - l.vendasBoleto, origem: `${l.vendasMes - l.vendasBoleto} vendas à vista (PIX e outras)` },
    { operacao: "boleto_emitido", porMes: parcelasMes, origem: `${l.vendasBoleto} × ${l.parcelas} parcelas` },
    { operacao: "pagamento_webhook", porMes: parcelasMes * (1 - l.fracaoBalcao), origem: `${Math.round((1 - l.fracaoBalcao) * 100)}% das ${parcelasMes} parcelas do mês, pelo aviso do banco` },
    { operacao: "pagamento_balcao", porMes: parcelasMes * l.fracaoBalcao, origem: `${Math.round(l.fracaoBalcao * 100)}% no balcão ('Marcar Paga')` },
    { operacao: "rotina_contrato", porMes: contratosAbertos(l) * l.diasMes, origem: `${contratosAbertos(l)} contratos abertos × ${l.diasMes} rotinas` },
    { operacao: "consulta_portal", porMes: l.consultasPortal, origem: `${l.consultasPortal} consultas na Área do Cliente` },
    { operacao: "leitura_dashboard", porMes: sessoes * l.sessao.dashboard, origem: `${sessoes} sessões × ${l.sessao.dashboard}` },
    { operacao: "relatorio", porMes: sessoes * l.sessao.relatorio, origem: `${sessoes} sessões × ${l.sessao.relatorio}` },
  ];
}

/** Lambda's own lines per invocation (START, END, REPORT), bytes: what CloudWatch Logs ingests beyond ours. */
export const BYTES_LOG_PLATAFORMA = 350;

/** One cell of the bill: an operation's use of one service in a month. */
export interface LinhaConta {
  operacao: string;
  servico: string;
  quantidade: number;
  unidade: string;
  usd: number;
}

const preco = (p: Record<NomePreco, Preco>, n: NomePreco) => p[n].usd;

/** The month's variable bill, cell by cell (operation × service). */
export function contaVariavel(consumos: readonly Consumo[], volumes: readonly Volume[], p: Record<NomePreco, Preco> = PRECOS): LinhaConta[] {
  const linhas: LinhaConta[] = [];
  for (const v of volumes) {
    const c = consumos.find((x) => x.operacao === v.operacao);
    if (!c) throw new Error(`sem medida da operação ${v.operacao}`);
    const n = v.porMes;
    const add = (servico: string, quantidade: number, unidade: string, usd: number) => {
      if (quantidade > 0) linhas.push({ operacao: v.operacao, servico, quantidade, unidade, usd });
    };
    add("DynamoDB escrita", c.wru * n, "WRU", (c.wru * n * preco(p, "dynamoEscrita")) / 1e6);
    add("DynamoDB leitura", c.rru * n, "RRU", (c.rru * n * preco(p, "dynamoLeitura")) / 1e6);
    const invocacoes = c.lambdas.reduce((s, l) => s + l.invocacoes, 0);
    const gbs = c.lambdas.reduce((s, l) => s + (l.ms / 1000) * (l.memoriaMb / 1024), 0);
    add("Lambda invocações", invocacoes * n, "invocações", (invocacoes * n * preco(p, "lambdaRequisicao")) / 1e6);
    add("Lambda duração", gbs * n, "GB-s", gbs * n * preco(p, "lambdaGbSegundo"));
    add("API Gateway", c.api * n, "requisições", (c.api * n * preco(p, "apiHttp")) / 1e6);
    add("SQS", c.sqs * n, "requisições", (c.sqs * n * preco(p, "sqs")) / 1e6);
    add("SQS FIFO", c.sqsFifo * n, "requisições", (c.sqsFifo * n * preco(p, "sqsFifo")) / 1e6);
    add("S3 PUT", c.s3Put * n, "PUT", (c.s3Put * n * preco(p, "s3Put")) / 1e3);
    add("S3 GET", c.s3Get * n, "GET", (c.s3Get * n * preco(p, "s3Get")) / 1e3);
    // The viewer's requests cross CloudFront (and its WAF in prod): the API's, one each.
    add("CloudFront requisições", c.api * n, "requisições", (c.api * n * preco(p, "cloudfrontRequisicoes")) / 1e4);
    add("CloudFront dados", (c.bytesResposta * n) / 1e9, "GB", ((c.bytesResposta * n) / 1e9) * preco(p, "cloudfrontGb"));
    add("WAF requisições", c.api * n, "requisições", (c.api * n * preco(p, "wafRequisicoes")) / 1e6);
    const log = ((c.bytesLog + invocacoes * BYTES_LOG_PLATAFORMA) * n) / 1e9;
    add("CloudWatch Logs", log, "GB", log * preco(p, "logsIngestao"));
  }
  return linhas;
}

/** Per shop, beside the operations: Cognito's monthly active staff (prod: plan Plus). */
export function contaPorLoja(l: LojaTipica, p: Record<NomePreco, Preco> = PRECOS): LinhaConta[] {
  return [{ operacao: "equipe (login)", servico: "Cognito", quantidade: l.usuariosEquipe, unidade: "usuários ativos", usd: l.usuariosEquipe * preco(p, "cognitoMauPlus") }];
}

export const somaUsd = (linhas: readonly { usd: number }[]): number => linhas.reduce((s, l) => s + l.usd, 0);

/** Sums of the cells by a key (service or operation), largest first. */
export function agrupar(linhas: readonly LinhaConta[], chave: "servico" | "operacao"): { nome: string; usd: number }[] {
  const m = new Map<string, number>();
  for (const l of linhas) m.set(l[chave], (m.get(l[chave]) ?? 0) + l.usd);
  return [...m].map(([nome, usd]) => ({ nome, usd })).sort((a, b) => b.usd - a.usd);
}

/** What the platform has once, whatever the number of shops (counted in the prod synth, infra/). */
export interface Inventario {
  alarmes: number;
  segredos: number;
  /** WAF web ACLs and their rules. */
  wafAcls: number;
  wafRegras: number;
  /** Lambda invocations a month that serve every shop at once (the 15-minute schedules, the routine's fan-out), with their billed ms each and memory. */
  agendadas: { funcao: string; porMes: number; ms: number; memoriaMb: number }[];
  /** SQS queues a Lambda event source polls (idle polling is billed). */
  filasSondadas: number;
  /** Dashboards beyond the 3 free. */
  paineis: number;
}

/** Idle long polling by an SQS event source: Lambda keeps about 5 pollers, each a 20 s receive (AWS Lambda Developer Guide, "Using Lambda with Amazon SQS"). */
export const RECEBIMENTOS_OCIOSOS_MES = 5 * 3 * 60 * 24 * 30;
export const PAINEL_USD = 3;

export interface LinhaFixa {
  item: string;
  usdMes: number;
  conta: string;
}

export function custosFixos(inv: Inventario, p: Record<NomePreco, Preco> = PRECOS): LinhaFixa[] {
  const agendadas = inv.agendadas.reduce((s, a) => s + a.porMes * (preco(p, "lambdaRequisicao") / 1e6 + (a.ms / 1000) * (a.memoriaMb / 1024) * preco(p, "lambdaGbSegundo")), 0);
  return [
    { item: "WAF (web ACL e regras)", usdMes: inv.wafAcls * preco(p, "wafAcl") + inv.wafRegras * preco(p, "wafRegra"), conta: `${inv.wafAcls} ACL × US$ ${preco(p, "wafAcl")} + ${inv.wafRegras} regras × US$ ${preco(p, "wafRegra")}` },
    { item: "Secrets Manager", usdMes: inv.segredos * preco(p, "segredo"), conta: `${inv.segredos} segredos × US$ ${preco(p, "segredo")}` },
    { item: "CloudWatch alarmes", usdMes: inv.alarmes * preco(p, "alarme"), conta: `${inv.alarmes} alarmes × US$ ${preco(p, "alarme")}` },
    { item: "CloudWatch painel", usdMes: inv.paineis * PAINEL_USD, conta: `${inv.paineis} painel além dos 3 gratuitos × US$ ${PAINEL_USD}` },
    { item: "SQS: sondagem ociosa das filas pelas Lambdas", usdMes: (inv.filasSondadas * RECEBIMENTOS_OCIOSOS_MES * preco(p, "sqs")) / 1e6, conta: `${inv.filasSondadas} filas × ${RECEBIMENTOS_OCIOSOS_MES.toLocaleString("pt-BR")} ReceiveMessage/mês` },
    { item: "Lambdas agendadas (a cada 15 min, rotina)", usdMes: agendadas, conta: inv.agendadas.map((a) => `${a.funcao} ${a.porMes}×`).join(", ") },
  ];
}

/** A fixed cost shared by `lojas` shops. */
export const porLoja = (fixos: readonly LinhaFixa[], lojas: number): number => somaUsd(fixos.map((f) => ({ usd: f.usdMes }))) / lojas;

/** The largest cell of the bill: what one change should go after first. */
export function maiorCelula(linhas: readonly LinhaConta[]): LinhaConta {
  return [...linhas].sort((a, b) => b.usd - a.usd)[0]!;
}

/** US$ as a shop's bill shows it: cents with 4 decimals for the small ones. */
export const usd = (v: number): string => (Math.abs(v) >= 1 ? `US$ ${v.toFixed(2)}` : `US$ ${v.toFixed(4)}`);

/**
 * The share of a measure that grows with a count: (`com` − `sem`) ÷ `unidades`, field by field
 * (never below zero). The daily routine is measured at two numbers of open contracts, so what it
 * does per run whatever the count (its 16 shards: platform-wide in AWS) stays out of the per-contract
 * figure; a reminder is the reminder day's run less a quiet day's.
 */
export function marginal(com: Consumo, sem: Consumo, unidades: number, operacao: string): Consumo {
  const d = (a: number, b: number) => Math.max(0, a - b) / unidades;
  const funcoes = new Set([...com.lambdas, ...sem.lambdas].map((l) => l.funcao));
  return {
    operacao,
    amostras: unidades,
    rru: d(com.rru, sem.rru),
    wru: d(com.wru, sem.wru),
    lambdas: [...funcoes].map((funcao) => {
      const a = com.lambdas.find((l) => l.funcao === funcao);
      const b = sem.lambdas.find((l) => l.funcao === funcao);
      return { funcao, invocacoes: d(a?.invocacoes ?? 0, b?.invocacoes ?? 0), ms: d(a?.ms ?? 0, b?.ms ?? 0), memoriaMb: (a ?? b)!.memoriaMb };
    }),
    api: d(com.api, sem.api),
    sqs: d(com.sqs, sem.sqs),
    sqsFifo: d(com.sqsFifo, sem.sqsFifo),
    s3Put: d(com.s3Put, sem.s3Put),
    s3Get: d(com.s3Get, sem.s3Get),
    bytesResposta: d(com.bytesResposta, sem.bytesResposta),
    bytesLog: d(com.bytesLog, sem.bytesLog),
    escritasContrato: {
      transacao: d(com.escritasContrato?.transacao ?? 0, sem.escritasContrato?.transacao ?? 0),
      simples: d(com.escritasContrato?.simples ?? 0, sem.escritasContrato?.simples ?? 0),
      checagensParcela: d(com.escritasContrato?.checagensParcela ?? 0, sem.escritasContrato?.checagensParcela ?? 0),
    },
  };
}

/** What is left of `total` once `unidades` × `porUnidade` is taken out (the routine's cost per run, whatever the contracts). */
export function fixoDaExecucao(total: Consumo, porUnidade: Consumo, unidades: number, operacao: string): Consumo {
  const vezes = { ...porUnidade, rru: porUnidade.rru * unidades, wru: porUnidade.wru * unidades, api: porUnidade.api * unidades, sqs: porUnidade.sqs * unidades, sqsFifo: porUnidade.sqsFifo * unidades, s3Put: porUnidade.s3Put * unidades, s3Get: porUnidade.s3Get * unidades, bytesResposta: porUnidade.bytesResposta * unidades, bytesLog: porUnidade.bytesLog * unidades, lambdas: porUnidade.lambdas.map((l) => ({ ...l, invocacoes: l.invocacoes * unidades, ms: l.ms * unidades })), escritasContrato: { transacao: (porUnidade.escritasContrato?.transacao ?? 0) * unidades, simples: (porUnidade.escritasContrato?.simples ?? 0) * unidades, checagensParcela: (porUnidade.escritasContrato?.checagensParcela ?? 0) * unidades } };
  return marginal(total, vezes, 1, operacao);
}

/** An item's size as DynamoDB bills it (approximately): each attribute's name and value in UTF-8, a number ~21 bytes at most, 1 byte for a boolean or null, 3 more per map or list. */
export function tamanhoItem(valor: unknown): number {
  if (valor === null || valor === undefined || typeof valor === "boolean") return 1;
  if (typeof valor === "string") return Buffer.byteLength(valor);
  if (typeof valor === "number" || typeof valor === "bigint") return Math.min(21, Math.ceil(String(valor).replace(/[-.]/g, "").length / 2) + 1);
  if (Array.isArray(valor)) return 3 + valor.reduce((s: number, v) => s + tamanhoItem(v) + 1, 0);
  if (typeof valor === "object") return 3 + Object.entries(valor as Record<string, unknown>).reduce((s, [k, v]) => s + Buffer.byteLength(k) + tamanhoItem(v), 0);
  return 0;
}

/**
 * A contract item written without its generated document: every write of the contract (payment,
 * lock state, reminder fields, next due date) pays ceil(KB) WRU, twice in a transaction. Answers
 * the WRU a month saved and their price, for `bytesAntes` → `bytesDepois`.
 */
export function economiaContratoLeve(consumos: readonly Consumo[], volumes: readonly Volume[], bytesAntes: number, bytesDepois: number, p: Record<NomePreco, Preco> = PRECOS): { escritasMes: number; wruMes: number; usd: number } {
  const porEscrita = Math.ceil(bytesAntes / 1024) - Math.ceil(bytesDepois / 1024);
  let escritasMes = 0;
  let wruMes = 0;
  for (const v of volumes) {
    const e = consumos.find((c) => c.operacao === v.operacao)?.escritasContrato;
    if (!e) continue;
    escritasMes += (e.transacao + e.simples) * v.porMes;
    wruMes += (2 * e.transacao + e.simples) * v.porMes * porEscrita;
  }
  return { escritasMes, wruMes, usd: (wruMes * preco(p, "dynamoEscrita")) / 1e6 };
}

/**
 * A payment guards "two payments at once cannot both miss that they were the last ones" with a
 * ConditionCheck on every other open instalment of the contract (functions/contratos/repo.ts
 * registrarPagamento): each is billed as a transactional write of that instalment, 2 WRU per KB.
 * The contract item is written in the same transaction with a condition already: a version on it
 * (or a count of open instalments) would guard the same race with no extra item. Answers what the
 * checks cost a month.
 */
export function economiaSemChecagens(consumos: readonly Consumo[], volumes: readonly Volume[], bytesParcela: number, p: Record<NomePreco, Preco> = PRECOS): { checagensMes: number; wruMes: number; usd: number } {
  let checagensMes = 0;
  for (const v of volumes) checagensMes += (consumos.find((c) => c.operacao === v.operacao)?.escritasContrato?.checagensParcela ?? 0) * v.porMes;
  const wruMes = checagensMes * 2 * Math.ceil(bytesParcela / 1024);
  return { checagensMes, wruMes, usd: (wruMes * preco(p, "dynamoEscrita")) / 1e6 };
}
