/**
 * What the load-and-fault run checks once the stream has caught up and the queues are empty
 * (test/carga), from the stored items themselves:
 * - every sale answered 2xx is stored as answered; a boleto one has its contract, all its
 *   instalments and, unless cancelled, every slip issued (linha digitável and Pix);
 * - every payment accepted (at the counter: 2xx; at the bank: 200) left its instalment paid, and
 *   every paid instalment was paid once (one `parcela_paga` event);
 * - nothing doubled: no device in two live sales, no instalment with two live charges at the bank,
 *   no stored sale beyond those answered 2xx and those whose answer was lost (a 503 given up on);
 *   every race for one device had one winner;
 * - the slips of cancelled instalments and of those paid at the counter were written off (the
 *   write-off jobs arrived);
 * - no job in a dead-letter queue;
 * - every aggregate equals a recomputation from the items (the conservation tests' own:
 *   test/support/agregados.ts and agregados-relatorios.ts).
 */
import { ScanCommand } from "@aws-sdk/lib-dynamodb";
import { GetQueueAttributesCommand, ReceiveMessageCommand, SQSClient } from "@aws-sdk/client-sqs";
import { db, tabela } from "../../functions/lib/db/client";
import { divergencias, itensDaEmpresa } from "../support/agregados";
import { divergenciasRelatorios } from "../support/agregados-relatorios";
import type { Estado } from "./estado";

type Item = Record<string, any>;

export interface Verificacao {
  nome: string;
  ok: boolean;
  valor: string;
  /** The first problems found (for the log). */
  detalhes: string[];
}

const digitos = (v: unknown) => String(v ?? "").replace(/\D/g, "");

/** Every charge of the simulated bank (global items, one Scan). */
async function cobrancasDoBanco(): Promise<Item[]> {
  const itens: Item[] = [];
  let inicio: Record<string, unknown> | undefined;
  do {
    const r = await db().send(new ScanCommand({ TableName: tabela(), FilterExpression: "entidade = :e", ExpressionAttributeValues: { ":e": "cobranca_simulada" }, ExclusiveStartKey: inicio }));
    itens.push(...(r.Items ?? []));
    inicio = r.LastEvaluatedKey;
  } while (inicio);
  return itens;
}

/** Messages waiting in every dead-letter queue; the first few of each are logged (what gave up). */
export async function mensagensNasDlqs(sqsEndpoint: string, filas: Record<string, { dlqUrl: string }>): Promise<Record<string, number>> {
  const sqs = new SQSClient({ endpoint: sqsEndpoint, region: "us-east-1", credentials: { accessKeyId: "l", secretAccessKey: "l" }, useQueueUrlAsEndpoint: false });
  const r: Record<string, number> = {};
  for (const [nome, f] of Object.entries(filas)) {
    const { Attributes = {} } = await sqs.send(new GetQueueAttributesCommand({ QueueUrl: f.dlqUrl, AttributeNames: ["ApproximateNumberOfMessages", "ApproximateNumberOfMessagesNotVisible"] }));
    r[nome] = Number(Attributes.ApproximateNumberOfMessages ?? 0) + Number(Attributes.ApproximateNumberOfMessagesNotVisible ?? 0);
    if (!r[nome]) continue;
    // A look without taking them (visibility 0), as docs/operacao.md "Reprocessar uma DLQ" does.
    const { Messages = [] } = await sqs.send(new ReceiveMessageCommand({ QueueUrl: f.dlqUrl, MaxNumberOfMessages: 5, VisibilityTimeout: 0, MessageSystemAttributeNames: ["All"] }));
    for (const m of Messages) console.log(`[carga] na DLQ de ${nome} (recebida ${m.Attributes?.ApproximateReceiveCount ?? "?"} vezes): ${m.Body}`);
  }
  sqs.destroy();
  return r;
}

export async function verificar(estado: Estado, dlqs: Record<string, number>): Promise<Verificacao[]> {
  const itensPorLoja = await Promise.all(estado.lojas.map((l) => itensDaEmpresa(l.empresaId)));
  const todos = itensPorLoja.flat();
  const por = (entidade: string) => todos.filter((i) => i.entidade === entidade);
  const vendas = new Map(por("venda").map((v) => [String(v.id), v]));
  const contratos = new Map(por("contrato").map((c) => [String(c.id), c]));
  const parcelas = por("parcela");
  const parcelasDoContrato = new Map<string, Item[]>();
  for (const p of parcelas) parcelasDoContrato.set(String(p.contrato_id), [...(parcelasDoContrato.get(String(p.contrato_id)) ?? []), p]);
  const parcelaPorId = new Map(parcelas.map((p) => [String(p.id), p]));
  const parcelaPorLinha = new Map(parcelas.filter((p) => p.linha_digitavel).map((p) => [digitos(p.linha_digitavel), p]));
  /** `<contrato>#<número>` → its `parcela_paga` events. */
  const pagamentosRegistrados = new Map<string, number>();
  for (const e of por("evento_contrato").filter((e) => e.tipo === "parcela_paga")) {
    const chave = `${e.contrato_id}#${e.detalhes?.numero_parcela}`;
    pagamentosRegistrados.set(chave, (pagamentosRegistrados.get(chave) ?? 0) + 1);
  }
  const pagamentosDe = (p: Item) => pagamentosRegistrados.get(`${p.contrato_id}#${p.numero_parcela}`) ?? 0;
  const resultado: Verificacao[] = [];
  const conferir = (nome: string, problemas: string[], valor: string) => resultado.push({ nome, ok: problemas.length === 0, valor, detalhes: problemas.slice(0, 20) });

  // 1. Every 2xx sale: stored as answered; a boleto one with its contract, instalments and slips.
  const feitas = estado.lojas.flatMap((l) => l.vendas);
  const semVenda: string[] = [];
  const semContrato: string[] = [];
  const semBoletos: string[] = [];
  let boletosConferidos = 0;
  for (const v of feitas) {
    const g = vendas.get(v.id);
    if (!g) {
      semVenda.push(`venda ${v.id} respondida 201 e não gravada`);
      continue;
    }
    if (g.forma_pagamento !== v.forma || g.imei_id !== v.imeiId) semVenda.push(`venda ${v.id}: gravada ${g.forma_pagamento}/${g.imei_id}, respondida ${v.forma}/${v.imeiId}`);
    if (!v.cancelamentoIncerto && v.cancelada !== (g.status === "CANCELADA")) semVenda.push(`venda ${v.id}: status ${g.status}, cancelamento ${v.cancelada ? "aceito" : "não pedido"}`);
    if (v.forma !== "BOLETO") continue;
    const contrato = v.contratoId ? contratos.get(v.contratoId) : undefined;
    const ps = v.contratoId ? (parcelasDoContrato.get(v.contratoId) ?? []) : [];
    if (!contrato || ps.length !== v.qtdParcelas || ps.length !== contrato.qtd_parcelas) {
      semContrato.push(`venda ${v.id}: contrato ${contrato ? "gravado" : "AUSENTE"}, ${ps.length} parcelas de ${v.qtdParcelas}`);
      continue;
    }
    if (g.status === "CANCELADA") continue;
    for (const p of ps) {
      boletosConferidos += 1;
      if (p.boleto_status !== "emitido" || !p.linha_digitavel || !p.pix_copia_e_cola) semBoletos.push(`parcela ${p.id}: boleto ${p.boleto_status ?? "nunca pedido"}${p.boleto_erro ? ` (${p.boleto_erro})` : ""}`);
    }
  }
  conferir("toda venda 2xx gravada como respondida", semVenda, `${feitas.length - semVenda.length}/${feitas.length}`);
  conferir("toda venda no boleto 2xx com contrato e todas as parcelas", semContrato, `${feitas.filter((v) => v.forma === "BOLETO").length - semContrato.length}/${feitas.filter((v) => v.forma === "BOLETO").length}`);
  conferir("todo boleto emitido (linha digitável e Pix) das vendas 2xx não canceladas", semBoletos, `${boletosConferidos - semBoletos.length}/${boletosConferidos}`);

  // 2. Payments accepted → their instalment paid, once.
  const problemasPagamento: string[] = [];
  for (const b of estado.pagamentosBalcao) {
    const p = parcelaPorId.get(b.parcelaId);
    if (!p || p.status_parcela !== "paga" || p.origem_pagamento !== "manual") problemasPagamento.push(`balcão: parcela ${b.parcelaId} ${p ? `${p.status_parcela}/${p.origem_pagamento}` : "ausente"} depois de um 200`);
  }
  let bancoDepoisDoBalcao = 0;
  let bancoEmCancelada = 0;
  for (const b of estado.pagamentosBanco.filter((x) => x.avisado)) {
    const p = parcelaPorLinha.get(b.linha);
    if (!p) continue; // a payoff slip, or another run's: not ours
    // Paid at the bank between the sale's cancellation and its slip's write-off: the app keeps the
    // instalment cancelled and logs the money to give back (functions/boletos/pagar-parcela.ts).
    if (p.status_parcela === "cancelada") bancoEmCancelada += 1;
    else if (p.status_parcela !== "paga") problemasPagamento.push(`banco: parcela ${p.id} ${p.status_parcela} depois do aviso aceito`);
    else if (p.origem_pagamento === "manual") bancoDepoisDoBalcao += 1;
  }
  const pagas = parcelas.filter((p) => p.status_parcela === "paga");
  for (const p of parcelas) {
    const n = pagamentosDe(p);
    if (p.status_parcela === "paga" && n !== 1) problemasPagamento.push(`parcela ${p.id} paga com ${n} registros de pagamento`);
    if (p.status_parcela !== "paga" && n !== 0) problemasPagamento.push(`parcela ${p.id} ${p.status_parcela} com ${n} registros de pagamento`);
  }
  const aceitos = estado.pagamentosBalcao.length + estado.pagamentosBanco.filter((x) => x.avisado).length;
  const extras = [bancoDepoisDoBalcao ? `${bancoDepoisDoBalcao} pagas também no banco depois do balcão` : "", bancoEmCancelada ? `${bancoEmCancelada} pagas no banco depois do cancelamento` : ""].filter(Boolean);
  conferir("todo pagamento aceito pagou sua parcela, uma vez só", problemasPagamento, `${aceitos} aceitos, ${pagas.length} parcelas pagas${extras.length ? ` (${extras.join("; ")})` : ""}`);

  // 3. Nothing doubled.
  const duplicados: string[] = [];
  const vivasPorAparelho = new Map<string, number>();
  for (const v of vendas.values()) if (v.status !== "CANCELADA") vivasPorAparelho.set(String(v.imei_id), (vivasPorAparelho.get(String(v.imei_id)) ?? 0) + 1);
  for (const [aparelho, n] of vivasPorAparelho) if (n > 1) duplicados.push(`aparelho ${aparelho} em ${n} vendas não canceladas`);
  const respondidas = new Set(feitas.map((v) => v.id));
  const semResposta = [...vendas.keys()].filter((id) => !respondidas.has(id));
  if (semResposta.length > estado.contagens.vendasAmbiguas) duplicados.push(`${semResposta.length} vendas gravadas sem resposta 2xx, mas só ${estado.contagens.vendasAmbiguas} respostas perdidas`);
  const cobrancas = (await cobrancasDoBanco()).filter((c) => estado.lojas.some((l) => l.empresaId === c.empresa_id));
  const vivasPorParcela = new Map<string, Item[]>();
  for (const c of cobrancas) {
    const parcelaId = String(c.idempotencia).split(":v")[0]!;
    if (c.situacao !== "cancelada") vivasPorParcela.set(parcelaId, [...(vivasPorParcela.get(parcelaId) ?? []), c]);
  }
  for (const [parcelaId, cs] of vivasPorParcela) {
    if (cs.length > 1) duplicados.push(`parcela ${parcelaId} com ${cs.length} cobranças vivas no banco`);
    const p = parcelaPorId.get(parcelaId);
    if (p && cs.length === 1 && p.boleto_id_provedor !== cs[0]!.id) duplicados.push(`parcela ${parcelaId}: cobrança viva ${cs[0]!.id}, a parcela aponta ${p.boleto_id_provedor}`);
  }
  const c = estado.contagens;
  const semVencedor = c.corridas - c.corridasUmVencedor - c.corridasIncertas;
  if (semVencedor) duplicados.push(`${semVencedor} de ${c.corridas} corridas pelo mesmo aparelho sem exatamente um 201 e um 409`);
  conferir("nada em dobro (aparelho, venda, cobrança, corrida)", duplicados, `${vendas.size} vendas, ${cobrancas.length} cobranças, ${c.corridasUmVencedor}/${c.corridas} corridas com um 201 e um 409${c.corridasIncertas ? ` (${c.corridasIncertas} com uma resposta perdida: decididas pelos dados)` : ""}`);

  // 4. The write-offs arrived: a cancelled instalment's or a counter-paid one's slip is not payable.
  const semBaixa: string[] = [];
  for (const p of parcelas) {
    if (!(p.status_parcela === "cancelada" || (p.status_parcela === "paga" && p.origem_pagamento === "manual"))) continue;
    for (const cb of vivasPorParcela.get(String(p.id)) ?? []) if (cb.situacao === "pendente") semBaixa.push(`parcela ${p.id} ${p.status_parcela}/${p.origem_pagamento ?? "-"}: cobrança ${cb.id} ainda pendente no banco`);
  }
  conferir("boleto de parcela cancelada ou paga no balcão baixado no banco", semBaixa, `${semBaixa.length} pendentes`);

  // 5. Dead-letter queues.
  const naDlq = Object.entries(dlqs).filter(([, n]) => n > 0).map(([f, n]) => `${f}: ${n} na DLQ`);
  conferir("nenhum trabalho nas DLQs", naDlq, naDlq.length ? naDlq.join(", ") : "0");

  // 6. Aggregates = recomputation, per company.
  const divergentes: string[] = [];
  for (const l of estado.lojas) for (const d of [...(await divergencias(l.empresaId)), ...(await divergenciasRelatorios(l.empresaId))]) divergentes.push(`loja ${l.n}: ${d}`);
  conferir("agregados = recontagem (dashboard, financeiro, estoque, relatórios)", divergentes, `${divergentes.length} divergências em ${estado.lojas.length} lojas`);
  return resultado;
}
