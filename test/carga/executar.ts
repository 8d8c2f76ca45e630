/**
 * The load-and-fault run itself (started by test/carga/carga.ts, `npm run carga`, which keeps the
 * stack's logs apart and bounds the time): its own local stack with `falhas` (scripts/local/pilha.ts:
 * DynamoDB Local on disk, the queue behind a switch), `empresas` shops each with a gerente, a
 * vendedor, an estoquista and a financeiro, stock, customers and a few boleto sales; then `sessoes`
 * staff sessions doing a shop's day (sessoes.ts) and the customer area at `consultas` lookups a
 * second for `minutos`, while DynamoDB Local, the queue and the stream reader are each stopped for
 * `queda` seconds and started again, once, at 20 %, 45 % and 70 % of the time. Then it waits for the
 * stream to catch up and the queues to empty, checks the stored data (verificar.ts) and prints the
 * tables (relatorio.ts). Exit code 1 on a failed check or any defect 5xx (a 500 above all).
 *
 * Lines meant for the person running it start with "§ " (the launcher shows those and logs the rest).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { CognitoIdentityProviderClient, InitiateAuthCommand } from "@aws-sdk/client-cognito-identity-provider";
import { GetQueueAttributesCommand, SQSClient } from "@aws-sdk/client-sqs";
import { hojeBrasil } from "../../shared/br/datas";
import { novoCnpj, novoImei } from "../../scripts/local/geradores";
import { iniciarPilha, type Falha, type Pilha } from "../../scripts/local/pilha";
import { entradaBoleto } from "../bench/cliente-api";
import { ClienteCarga } from "./cliente";
import { novasContagens, type Estado, type Loja, type Opcoes, type PapelSessao } from "./estado";
import { defeitos, naJanela, pct, tabelaRotas, tabelaStatus, tabelaVerificacoes } from "./relatorio";
import { Dia, novoCliente } from "./sessoes";
import { mensagensNasDlqs, verificar } from "./verificar";

const opcoes = JSON.parse(process.argv[2] ?? "{}") as Opcoes;
const diga = (texto = "") => {
  for (const linha of texto.split("\n")) process.stdout.write(`§ ${linha}\n`);
};
const esperar = (ms: number) => new Promise((ok) => setTimeout(ok, ms));
const seg = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const SENHA = "segredo123";
/** Per ten sessions of a shop: 4 selling, 3 in finance, 2 managers, 1 in stock. */
const PAPEIS: readonly PapelSessao[] = ["vendedor", "financeiro", "gerente", "vendedor", "estoquista", "vendedor", "financeiro", "gerente", "vendedor", "financeiro"];

let pilha: Pilha | undefined;
const encerrar = async (codigo: number) => {
  await pilha?.parar().catch(() => undefined);
  process.exit(codigo);
};
process.on("SIGTERM", () => void encerrar(2));
process.on("SIGINT", () => void encerrar(2));

async function entrar(cognito: CognitoIdentityProviderClient, clientId: string, email: string): Promise<string> {
  const r = await cognito.send(new InitiateAuthCommand({ ClientId: clientId, AuthFlow: "USER_PASSWORD_AUTH", AuthParameters: { USERNAME: email, PASSWORD: SENHA } }));
  return r.AuthenticationResult!.IdToken!;
}

/** One shop ready for the day: its people signed in, 3 models, 180 devices, 30 customers, 20 of them with a boleto contract. */
async function prepararLoja(n: number, api: ClienteCarga, p: Pilha, rodada: string, estado: Estado): Promise<Loja> {
  const exigir = async (metodo: string, caminho: string, token?: string, corpo?: unknown) => {
    const r = await api.chamar(metodo, caminho, { token, corpo });
    if (r.status < 200 || r.status >= 300) throw new Error(`${metodo} ${caminho} → ${r.status} ${JSON.stringify(r.corpo)}`);
    return r.corpo;
  };
  const cognito = new CognitoIdentityProviderClient({ endpoint: p.endpoints.cognito, region: "us-east-1", credentials: { accessKeyId: "l", secretAccessKey: "l" } });
  const email = (papel: string) => `carga-${rodada}-${n}-${papel}@exemplo.com.br`;
  const criada = await exigir("POST", "/api/empresas", undefined, { nome_fantasia: `Loja Carga ${n + 1}`, cnpj: novoCnpj(), plano: "master", admin: { nome: `Admin ${n + 1}`, email: email("admin"), senha: SENHA } });
  const admin = await entrar(cognito, p.recursos.staffUserPoolClientId, email("admin"));
  const tokens = { admin } as Loja["tokens"];
  for (const papel of ["gerente", "vendedor", "estoquista", "financeiro"] as const) {
    await exigir("POST", "/api/usuarios", admin, { nome: `${papel} ${n + 1}`, email: email(papel), tipo_acesso: papel, senha: SENHA });
    tokens[papel] = await entrar(cognito, p.recursos.staffUserPoolClientId, email(papel));
  }
  cognito.destroy();
  const marcas = await exigir("GET", "/api/marcas", admin);
  const categorias = await exigir("GET", "/api/categorias", admin);
  const fornecedor = await exigir("POST", "/api/fornecedores", admin, { nome: `Distribuidora ${n + 1}`, cnpj: null, telefone: null, email: null, endereco: null });
  const loja: Loja = { n: n + 1, empresaId: String(criada.empresa.id), tokens, fornecedorId: String(fornecedor.id), produtos: [], disponiveis: [], clientes: [], vendas: [] };
  for (const [i, custo] of [650, 980, 1890].entries()) {
    const produto = await exigir("POST", "/api/produtos", admin, {
      nome_modelo: `Modelo ${i + 1} Loja ${n + 1}`, marca_id: marcas.items[i % marcas.items.length].id, categoria_id: categorias.items[0].id,
      descricao: null, custo_base: custo, tipo_margem: "percentual", valor_margem: 30, estoque_minimo: 5,
    });
    loja.produtos.push({ id: String(produto.id), preco: Number(produto.preco_final) });
    const e = await exigir("POST", "/api/estoque/entradas", tokens.estoquista, {
      produto_id: produto.id, fornecedor_id: fornecedor.id, data_entrada: hojeBrasil(), valor_unitario: custo,
      itens: Array.from({ length: 60 }, () => ({ imei: novoImei(), cor: "Preto" })),
    });
    loja.disponiveis.push(...(e.itens as { id: string }[]).map((x) => ({ id: x.id, preco: Number(produto.preco_final) })));
  }
  for (let i = 0; i < 30; i++) {
    const dados = novoCliente(i);
    const c = await exigir("POST", "/api/clientes", tokens.vendedor, dados);
    loja.clientes.push({ id: String(c.id), cpf: dados.cpf, telefone: dados.telefone, contratosVivos: 0 });
  }
  // Customers with a boleto contract from the start (20 a shop): the customer area has people to
  // look up at its rate without asking one CPF over and over.
  for (let i = 0; i < 20; i++) {
    const aparelho = loja.disponiveis.shift()!;
    const cliente = loja.clientes[i]!;
    const v = await exigir("POST", "/api/vendas", tokens.vendedor, { cliente_id: cliente.id, imei_id: aparelho.id, forma_pagamento: "BOLETO", data_venda: hojeBrasil(), entrada: entradaBoleto(aparelho.preco), qtd_parcelas: 8 });
    loja.vendas.push({ id: String(v.venda.id), loja: loja.n, forma: "BOLETO", clienteId: cliente.id, imeiId: aparelho.id, preco: aparelho.preco, contratoId: String(v.contrato.id), qtdParcelas: v.parcelas.length, cancelada: false });
    estado.contagens.vendasPorForma.BOLETO = (estado.contagens.vendasPorForma.BOLETO ?? 0) + 1;
    cliente.contratosVivos += 1;
    estado.comContrato.push(cliente);
  }
  return loja;
}

/** POST /__local/fluxo/em-dia until both stream consumers are up to date (false after `limiteMs`). */
async function emDia(api: ClienteCarga, limiteMs: number): Promise<boolean> {
  const prazo = performance.now() + limiteMs;
  while (performance.now() < prazo) {
    const r = await api.chamar("POST", "/__local/fluxo/em-dia");
    if (r.status === 200) return true;
    await esperar(500);
  }
  return false;
}

/** Until every job queue holds nothing (visible, in flight or delayed); false after `limiteMs`. */
async function filasVazias(p: Pilha, limiteMs: number): Promise<Record<string, number>> {
  const sqs = new SQSClient({ endpoint: p.endpoints.sqs, region: "us-east-1", credentials: { accessKeyId: "l", secretAccessKey: "l" }, useQueueUrlAsEndpoint: false });
  const prazo = performance.now() + limiteMs;
  let restantes: Record<string, number> = {};
  try {
    for (;;) {
      restantes = {};
      for (const [nome, f] of Object.entries(p.recursos.filas)) {
        const { Attributes = {} } = await sqs.send(new GetQueueAttributesCommand({ QueueUrl: f.url, AttributeNames: ["ApproximateNumberOfMessages", "ApproximateNumberOfMessagesNotVisible", "ApproximateNumberOfMessagesDelayed"] }));
        const n = Number(Attributes.ApproximateNumberOfMessages ?? 0) + Number(Attributes.ApproximateNumberOfMessagesNotVisible ?? 0) + Number(Attributes.ApproximateNumberOfMessagesDelayed ?? 0);
        if (n) restantes[nome] = n;
      }
      if (!Object.keys(restantes).length || performance.now() > prazo) return restantes;
      await esperar(1000);
    }
  } finally {
    sqs.destroy();
  }
}

async function main() {
  process.env.APP_ENV = "test";
  const t0 = performance.now();
  const rodada = Date.now().toString(36);
  diga(`Carga e falhas: ${opcoes.sessoes} sessões da equipe em ${opcoes.empresas} lojas e ${opcoes.consultas} consultas/s da Área do Cliente por ${opcoes.minutos} min${opcoes.falhas ? `; DynamoDB Local, fila e leitor do stream parados ${opcoes.queda} s cada` : "; sem falhas"}`);
  diga(`Máquina: ${os.cpus().length} núcleos (${os.cpus()[0]?.model.trim() ?? "?"}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, carga média ${os.loadavg().map((x) => x.toFixed(1)).join(" / ")}`);
  pilha = await iniciarPilha({ prefixo: "erp-carga", limitePublicas: null, falhas: opcoes.falhas });
  const p = pilha;
  const estado: Estado = { opcoes, lojas: [], pagamentosBalcao: [], pagamentosBanco: [], comContrato: [], contagens: novasContagens(), janelas: [], inicio: 0, fim: 0 };
  const preparo = new ClienteCarga(p.api.url);
  estado.lojas = await Promise.all(Array.from({ length: opcoes.empresas }, (_, n) => prepararLoja(n, preparo, p, rodada, estado)));
  // Every route of the day once before the clock starts: the local gateway loads each domain's
  // handler (TypeScript compiled on the fly) on its first request, as a cold Lambda would.
  const loja0 = estado.lojas[0]!;
  for (const caminho of ["/api/dashboard", "/api/relatorios/vendas", "/api/relatorios/recebiveis", "/api/relatorios/inadimplencia", "/api/relatorios/estoque", "/api/contratos", "/api/estoque/posicao", "/api/estoque/entradas", "/api/vendas", "/api/clientes"]) {
    await preparo.chamar("GET", caminho, { token: loja0.tokens.gerente });
  }
  const primeiro = estado.comContrato[0]!;
  await preparo.chamar("POST", "/api/portal/consulta", { endereco: "127.9.9.9", corpo: { cpf: primeiro.cpf, telefone: primeiro.telefone } });
  // The seeded contracts' slips issued and their messages sent before the clock starts: the day
  // begins with the queues empty, not with hundreds of slip PDFs still to render.
  await emDia(preparo, 300_000);
  const pendentesDoPreparo = await filasVazias(p, 600_000);
  await emDia(preparo, 300_000);
  diga(`pilha e ${opcoes.empresas} lojas prontas em ${seg(performance.now() - t0)}${Object.keys(pendentesDoPreparo).length ? ` (filas ainda com ${JSON.stringify(pendentesDoPreparo)})` : ", filas vazias"}`);

  // The day.
  const api = new ClienteCarga(p.api.url);
  let ativo = true;
  const dia = new Dia(estado, api, () => ativo);
  const pagamentosBanco: Promise<void>[] = [];
  estado.inicio = performance.now();
  const duracao = opcoes.minutos * 60_000;
  const sessoes = Array.from({ length: opcoes.sessoes }, (_, i) => dia.sessao(estado.lojas[i % opcoes.empresas]!, PAPEIS[Math.floor(i / opcoes.empresas) % PAPEIS.length]!));
  const portal = dia.areaDoCliente(opcoes.consultas, pagamentosBanco);
  const falhas = (async () => {
    if (!opcoes.falhas || !p.falhas) return;
    const plano: [number, string, Falha][] = [
      [0.2, "DynamoDB Local", p.falhas.dynamodb],
      [0.45, "fila (SQS)", p.falhas.fila],
      [0.7, "leitor do stream", p.falhas.fluxo],
    ];
    for (const [fracao, nome, f] of plano) {
      const quando = estado.inicio + fracao * duracao;
      if (quando > performance.now()) await esperar(quando - performance.now());
      const j = { nome, inicio: performance.now(), fim: Number.POSITIVE_INFINITY };
      estado.janelas.push(j);
      diga(`t=${seg(j.inicio - estado.inicio)}: ${nome} parado`);
      await f.parar();
      await esperar(opcoes.queda * 1000);
      const reinicio = performance.now();
      await f.iniciar();
      j.fim = performance.now();
      diga(`t=${seg(j.fim - estado.inicio)}: ${nome} de volta (fora por ${seg(j.fim - j.inicio)}; reinício ${seg(j.fim - reinicio)})`);
    }
  })();
  const cargasDaMaquina: number[] = [];
  const progresso = setInterval(() => {
    cargasDaMaquina.push(os.loadavg()[0]!);
    const ts = api.tentativas;
    const c = estado.contagens;
    const vendas = Object.values(c.vendasPorForma).reduce((s, n) => s + n, 0);
    diga(`t=${seg(performance.now() - estado.inicio)}: ${ts.length} requisições, ${ts.filter((t) => t.status >= 500 || t.status === 0).length} 5xx/sem resposta, ${vendas} vendas, ${c.consultas} consultas, carga média ${os.loadavg()[0]!.toFixed(1)}`);
  }, 30_000);
  await esperar(duracao);
  ativo = false;
  await Promise.all([...sessoes, portal, falhas]);
  await Promise.allSettled(pagamentosBanco);
  clearInterval(progresso);
  estado.fim = performance.now();
  diga(`carga encerrada em ${seg(estado.fim - estado.inicio)}; esperando o stream e as filas`);

  // Catch-up: the stream, the bank's notices still owed, the queues, the stream again.
  const aposCarga = new ClienteCarga(p.api.url);
  const inicioAlcance = performance.now();
  const streamEmDia = await emDia(aposCarga, 600_000);
  const alcanceStream = performance.now() - inicioAlcance;
  for (const b of estado.pagamentosBanco.filter((x) => !x.avisado)) {
    // The bank delivers its notice again for a slip it already has paid (a bank retries for days).
    const r = await aposCarga.chamar("POST", "/__local/banco/pagamentos", { corpo: { linha_digitavel: b.linha } });
    b.avisado = r.status === 200 && r.corpo?.avisado === true;
  }
  const restantes = await filasVazias(p, 600_000);
  const tudoEmDia = streamEmDia && (await emDia(aposCarga, 600_000));
  const alcanceTotal = performance.now() - inicioAlcance;
  const dlqs = await mensagensNasDlqs(p.endpoints.sqs, p.recursos.filas);
  diga(`stream em dia ${seg(alcanceStream)} depois da carga; filas vazias e stream em dia de novo em ${seg(alcanceTotal)}`);

  const verificacoes = await verificar(estado, dlqs);
  if (!tudoEmDia) verificacoes.unshift({ nome: "stream em dia depois da carga (10 min)", ok: false, valor: "não alcançou", detalhes: [] });
  if (Object.keys(restantes).length) verificacoes.unshift({ nome: "filas vazias depois da carga (10 min)", ok: false, valor: JSON.stringify(restantes), detalhes: [] });
  const ts = api.tentativas;
  const d = defeitos(ts);
  const n503 = ts.filter((t) => t.status === 503).length;
  const fora = ts.filter((t) => t.status === 503 && !naJanela(t.em, estado.janelas)).length;
  verificacoes.push({
    nome: "nenhum 500: todo 5xx é 503 com Retry-After",
    ok: d.total === 0,
    valor: d.total === 0 ? `${n503} × 503, todos com Retry-After (${fora} fora das janelas de falha)` : Object.entries(d.porTipo).map(([k, n]) => `${n} × ${k}`).join(", "),
    detalhes: [],
  });

  // The tables.
  const c = estado.contagens;
  const duracaoS = (estado.fim - estado.inicio) / 1000;
  const vendas = Object.values(c.vendasPorForma).reduce((s, n) => s + n, 0);
  const portalMs = ts.filter((t) => t.rota === "POST /api/portal/consulta" && t.status === 200).map((t) => t.ms);
  const saida: string[] = [];
  saida.push(`### Carga e falhas — ${hojeBrasil()}`);
  saida.push("");
  const cargaMaquina = cargasDaMaquina.length ? `carga média da máquina (1 min) de ${Math.min(...cargasDaMaquina).toFixed(1)} a ${Math.max(...cargasDaMaquina).toFixed(1)} durante a carga` : "";
  saida.push(`${opcoes.sessoes} sessões da equipe em ${opcoes.empresas} lojas (pausa média ${opcoes.pausa} s entre ações) e a Área do Cliente a ${opcoes.consultas} consultas/s por ${seg(duracaoS * 1000)}; ${os.cpus().length} núcleos, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB${cargaMaquina ? `, ${cargaMaquina}` : ""}.`);
  saida.push("");
  saida.push(`- **${ts.length.toLocaleString("pt-BR")} requisições** (${(ts.length / duracaoS).toFixed(1)}/s, cada tentativa conta; ${ts.filter((t) => t.status === 503).length} × 503 repetidos pelo cliente como o SPA, ${c.desistencias} operações desistiram depois de ${4} repetições)`);
  saida.push(`- vendas 2xx: ${vendas} (${Object.entries(c.vendasPorForma).map(([f, n]) => `${f} ${n}`).join(", ")}); ${c.vendasRecusadas} recusadas (4xx), ${c.vendasAmbiguas} sem resposta certa; ${c.corridas} corridas pelo mesmo aparelho`);
  saida.push(`- ${c.entradas} entradas (${c.imeisEntrados} IMEIs), ${c.cancelamentos} cancelamentos, ${estado.pagamentosBalcao.length} pagamentos no balcão (${c.pagamentosBalcaoRecusados} recusados: já paga), ${estado.pagamentosBanco.length} pagamentos no banco por webhook (${c.pagamentosBancoBaixados} boletos já baixados)`);
  saida.push(`- Área do Cliente: ${c.consultas} consultas (${c.consultasEncontradas} encontradas), p50/p95 ${Math.round(pct(portalMs, 50))}/${Math.round(pct(portalMs, 95))} ms`);
  for (const [i, j] of estado.janelas.entries()) {
    // The last 503 after it came back and before the next fault: how long the API took to recover.
    const ate = estado.janelas[i + 1]?.inicio ?? estado.fim;
    const ultimo = Math.max(...ts.filter((t) => t.status === 503 && t.em > j.fim && t.em < ate).map((t) => t.em));
    const recuperacao = Number.isFinite(ultimo) ? `; o último 503 ${seg(ultimo - j.fim)} depois da volta` : "; nenhum 503 depois da volta";
    saida.push(`- falha: ${j.nome} parado em t=${seg(j.inicio - estado.inicio)}, de volta em t=${seg(j.fim - estado.inicio)} (${seg(j.fim - j.inicio)} fora${recuperacao})`);
  }
  saida.push(`- depois da carga: stream em dia em ${seg(alcanceStream)}; filas vazias e tudo em dia em ${seg(alcanceTotal)}`);
  saida.push("");
  saida.push(tabelaStatus(ts, estado.janelas));
  saida.push("");
  saida.push(tabelaRotas(ts, estado.janelas));
  saida.push("");
  saida.push(tabelaVerificacoes(verificacoes));
  const falhou = verificacoes.filter((v) => !v.ok);
  saida.push("");
  saida.push(falhou.length ? `**${falhou.length} verificação(ões) falharam.**` : "**Todas as verificações passaram.**");
  diga("");
  diga(saida.join("\n"));
  for (const v of falhou) for (const det of v.detalhes) diga(`  ✗ ${v.nome}: ${det}`);
  // Customers with a contract a lookup did not find (cancelled meanwhile, or a defect): a few, for the log.
  for (const x of dia.naoAchados) console.log(`[carga] consulta não achou cliente com contrato: ${JSON.stringify(x)} vendas=${JSON.stringify(estado.lojas.flatMap((l) => l.vendas).filter((v) => v.clienteId === x.id))}`);
  // Why requests were refused (4xx), a few of each, for the log.
  for (const [chave, amostras] of api.recusas) console.log(`[carga] recusas ${chave}: ${amostras.join(" | ")}`);
  const pasta = path.resolve(".tmp", "carga");
  mkdirSync(pasta, { recursive: true });
  writeFileSync(path.join(pasta, "ultima.md"), `${saida.join("\n")}\n`);
  writeFileSync(path.join(pasta, "verificacoes.json"), JSON.stringify(verificacoes, null, 2));
  // Every attempt (s since the load began), for a closer look at a run.
  writeFileSync(path.join(pasta, "tentativas.json"), JSON.stringify({ janelas: estado.janelas.map((j) => ({ nome: j.nome, inicio: (j.inicio - estado.inicio) / 1000, fim: (j.fim - estado.inicio) / 1000 })), tentativas: ts.map((t) => [t.rota, t.status, Math.round(t.ms), Math.round(t.em - estado.inicio) / 1000, t.retryAfter ? 1 : 0]) }));
  diga(`(tabela também em .tmp/carga/ultima.md; processo: ${seg(performance.now() - t0)})`);
  preparo.fechar();
  api.fechar();
  aposCarga.fechar();
  await encerrar(falhou.length ? 1 : 0);
}

main().catch(async (erro) => {
  diga(`a carga parou: ${(erro as Error)?.stack ?? String(erro)}`);
  await encerrar(1);
});
