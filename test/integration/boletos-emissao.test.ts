/**
 * Slips issued by the real boleto consumer on the local stack (the simulated bank): every
 * instalment of a boleto sale gets a valid slip with its PDF; repeated and concurrent jobs issue
 * one charge; a poison message reaches the DLQ without holding its batch; a re-issue issues
 * version 2 and writes version 1 off.
 */
import { CreateQueueCommand, GetQueueAttributesCommand, ReceiveMessageCommand, SendMessageCommand, SQSClient } from "@aws-sdk/client-sqs";
import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { SQSEvent } from "aws-lambda";
import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { handler } from "../../functions/boletos/jobs/consumidor";
import { criarProvedorSimulado } from "../../functions/boletos/provedores/simulado";
import { db, tabela } from "../../functions/lib/db/client";
import { chaves } from "../../functions/lib/db/keys";
import { recarregarAmbiente } from "../../functions/lib/env";
import { novoId } from "../../functions/lib/ids";
import { iniciarRunner, type Runner } from "../../scripts/local/runner";
import { lerBoleto, lerPixCopiaECola } from "../../shared/boletos";
import { hojeBrasil, somarDias } from "../../shared/br/datas";
import { chamarApi, novaEmpresa } from "../support/api";
import { cobrancasDaEmpresa, parcelasGravadas, vendaComBoletos } from "../support/boletos";
import { novoCnpj } from "../support/fabricas";
import { lojaComEstoque, vendaBoleto } from "../support/vendas";
import { ESPERA_FLUXO_MS } from "../support/fluxo";

const HOJE = hojeBrasil();

const sqs = () =>
  new SQSClient({ endpoint: process.env.SQS_ENDPOINT, region: "us-east-1", credentials: { accessKeyId: "l", secretAccessKey: "l" }, useQueueUrlAsEndpoint: false });

const eventoSqs = (...corpos: unknown[]): SQSEvent => ({
  Records: corpos.map((c) => ({
    messageId: randomUUID(),
    receiptHandle: "r",
    body: JSON.stringify(c),
    attributes: { ApproximateReceiveCount: "1", SentTimestamp: "0", SenderId: "t", ApproximateFirstReceiveTimestamp: "0" },
    messageAttributes: {},
    md5OfBody: "",
    eventSource: "aws:sqs",
    eventSourceARN: "arn:aws:sqs:us-east-1:000000000000:teste",
    awsRegion: "us-east-1",
  })),
});

/** A re-issue as "Reenviar boletos" writes it: the version asked goes up and the slip is being issued again. */
async function pedirReemissao(empresaId: string, contratoId: string, numero: number): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tabela(),
      Key: chaves.parcela(empresaId, contratoId, numero),
      UpdateExpression: "SET boleto_versao = boleto_versao + :um, boleto_status = :emitindo",
      ExpressionAttributeValues: { ":um": 1, ":emitindo": "emitindo" },
    }),
  );
}

let runner: Runner | undefined;
afterEach(async () => {
  await runner?.parar();
  runner = undefined;
});

describe("emissão de boletos (consumidor de boleto-jobs, banco simulado)", () => {
  it("uma venda no boleto tem cada parcela com boleto emitido: linha digitável e Pix válidos e o PDF abre pelo link", async () => {
    const { a, contratoId, parcelas } = await vendaComBoletos();
    for (const p of parcelas) {
      const lido = lerBoleto(p.linha_digitavel!, HOJE);
      expect(lido.ok && lido.boleto).toMatchObject({ banco: "999", valorCentavos: p.valor_parcela_centavos, vencimento: p.data_vencimento, codigoBarras: p.codigo_barras });
      expect(lerPixCopiaECola(p.pix_copia_e_cola!)).toMatchObject({ valorCentavos: p.valor_parcela_centavos, txid: p.nosso_numero });
      expect(p).toMatchObject({ boleto_versao_emitida: 1, boleto_provedor: "simulado", vencimento_boleto: p.data_vencimento, valor_boleto_centavos: p.valor_parcela_centavos, boleto_erro: null });
      expect(p.boleto_pdf_chave).toBe(`boletos/${a.empresa.id}/${contratoId}/${p.id}-v1.pdf`);
    }
    expect(new Set(parcelas.map((p) => p.nosso_numero)).size).toBe(8);

    const contrato = await chamarApi("GET", `/api/contratos/${contratoId}`, { token: a.token });
    expect(contrato.status).toBe(200);
    const link: string = contrato.body.parcelas[0].link_boleto;
    const pdf = await fetch(link);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
    expect(await cobrancasDaEmpresa(a.empresa.id)).toHaveLength(8);
  });

  it("um cliente sem CPF não recebe boleto: a parcela fica 'falhou' com o motivo e a venda não muda", async () => {
    const a = await novaEmpresa();
    const { itens } = await lojaComEstoque(a.token, 1);
    const c = await chamarApi("POST", "/api/clientes", { token: a.token, body: { nome: "Sem Documento", cpf: null, telefone: null, endereco: null, data_nasc: null } });
    expect(c.status).toBe(201);
    const r = await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(c.body.id, itens[0]!.id, HOJE, { qtd_parcelas: 8 }) });
    expect(r.status).toBe(201);
    await expect
      .poll(async () => (await parcelasGravadas(a.empresa.id, r.body.contrato.id)).map((p) => [p.boleto_status, p.boleto_erro]), { timeout: 20_000, interval: 200 })
      .toEqual(Array(8).fill(["falhou", "Cliente sem CPF: o boleto exige o CPF do pagador"]));
    expect((await chamarApi("GET", `/api/vendas/${r.body.venda.id}`, { token: a.token })).body.status).toBe("ATIVA");
    expect(await cobrancasDaEmpresa(a.empresa.id)).toEqual([]);
  });

  it("uma falha passageira devolve a mensagem para nova tentativa; na última tentativa a parcela fica 'falhou'", async () => {
    const { a, contratoId, parcelas } = await vendaComBoletos();
    const p = parcelas[0]!;
    // Version 2 asked without the outbox queuing it (status not `emitindo`): only this test's job runs.
    await db().send(
      new UpdateCommand({ TableName: tabela(), Key: chaves.parcela(a.empresa.id, contratoId, 1), UpdateExpression: "SET boleto_versao = :dois, boleto_status = :falhou", ExpressionAttributeValues: { ":dois": 2, ":falhou": "falhou" } }),
    );
    const trabalho = { tipo: "emitir", id_trabalho: `emitir:${p.id}:v2`, empresa_id: a.empresa.id, contrato_id: contratoId, parcela_id: p.id, numero_parcela: 1, versao: 2 };
    const bucket = process.env.BUCKET_NAME;
    process.env.BUCKET_NAME = "balde-que-nao-existe";
    recarregarAmbiente();
    try {
      // The message comes back (reported as failed: the queue redelivers it after its backoff).
      const falhou = async (evento: ReturnType<typeof eventoSqs>) => (await handler(evento))?.batchItemFailures.map((f) => f.itemIdentifier);
      const primeira = eventoSqs(trabalho);
      expect(await falhou(primeira)).toEqual([primeira.Records[0]!.messageId]);
      expect((await parcelasGravadas(a.empresa.id, contratoId))[0]).toMatchObject({ boleto_status: "emitindo", boleto_versao_emitida: 1 });
      const ultima = eventoSqs(trabalho);
      ultima.Records[0]!.attributes.ApproximateReceiveCount = "5";
      expect(await falhou(ultima)).toEqual([ultima.Records[0]!.messageId]);
    } finally {
      process.env.BUCKET_NAME = bucket;
      recarregarAmbiente();
    }
    const depois = (await parcelasGravadas(a.empresa.id, contratoId))[0]!;
    expect(depois).toMatchObject({ boleto_status: "falhou", boleto_versao_emitida: 1, boleto_id_provedor: p.boleto_id_provedor });
    expect(depois.boleto_erro).toMatch(/^Não foi possível emitir após 5 tentativas/);
  });

  it("uma venda com data passada recebe boletos pagáveis: a parcela vencida sai com vencimento próximo e encargos", async () => {
    const { parcelas } = await vendaComBoletos(8, somarDias(HOJE, -40));
    const [p] = parcelas;
    expect(p!.data_vencimento < HOJE).toBe(true);
    expect(p!.vencimento_boleto! >= HOJE).toBe(true);
    expect(p!.valor_boleto_centavos!).toBeGreaterThan(p!.valor_parcela_centavos);
    const lido = lerBoleto(p!.linha_digitavel!, HOJE);
    expect(lido.ok && lido.boleto.vencimento).toBe(p!.vencimento_boleto);
  });

  it("trabalhos repetidos e simultâneos da mesma parcela e versão emitem uma só cobrança no banco", async () => {
    const { a, contratoId, parcelas } = await vendaComBoletos();
    const p = parcelas[0]!;
    const trabalho = { tipo: "emitir", id_trabalho: `emitir:${p.id}:v2`, empresa_id: a.empresa.id, contrato_id: contratoId, parcela_id: p.id, numero_parcela: 1, versao: 2 };
    await pedirReemissao(a.empresa.id, contratoId, 1);
    // Two batches at once, one of them with the job twice, racing the job the outbox queues too.
    const respostas = await Promise.all([handler(eventoSqs(trabalho, trabalho)), handler(eventoSqs(trabalho))]);
    expect(respostas.flatMap((r) => r.batchItemFailures)).toEqual([]);
    await expect.poll(async () => (await parcelasGravadas(a.empresa.id, contratoId))[0]?.boleto_versao_emitida, { timeout: ESPERA_FLUXO_MS }).toBe(2);
    // A late redelivery changes nothing.
    expect((await handler(eventoSqs(trabalho))).batchItemFailures).toEqual([]);
    const cobrancas = await cobrancasDaEmpresa(a.empresa.id);
    expect(cobrancas.filter((c) => c.idempotencia === `${p.id}:v2`)).toHaveLength(1);
    expect(cobrancas).toHaveLength(9);
    const depois = (await parcelasGravadas(a.empresa.id, contratoId))[0]!;
    expect(depois.boleto_id_provedor).toBe(cobrancas.find((c) => c.idempotencia === `${p.id}:v2`)!.id);
  });

  it("uma reemissão emite a versão 2 com outra linha digitável e baixa a cobrança da versão 1", async () => {
    const { a, contratoId, parcelas } = await vendaComBoletos();
    const v1 = parcelas[0]!;
    await pedirReemissao(a.empresa.id, contratoId, 1);
    await expect.poll(async () => (await parcelasGravadas(a.empresa.id, contratoId))[0]?.boleto_versao_emitida, { timeout: 20_000, interval: 200 }).toBe(2);
    const v2 = (await parcelasGravadas(a.empresa.id, contratoId))[0]!;
    expect(v2).toMatchObject({ boleto_status: "emitido", boleto_pdf_chave: `boletos/${a.empresa.id}/${contratoId}/${v1.id}-v2.pdf` });
    expect(v2.linha_digitavel).not.toBe(v1.linha_digitavel);
    const banco = criarProvedorSimulado();
    await expect.poll(() => banco.consultar({ empresaId: a.empresa.id, idProvedor: v1.boleto_id_provedor! }), { timeout: ESPERA_FLUXO_MS, interval: 200 }).toEqual({ situacao: "cancelada" });
    expect(await banco.consultar({ empresaId: a.empresa.id, idProvedor: v2.boleto_id_provedor! })).toEqual({ situacao: "pendente" });
  });

  it("o banco simulado dá a mesma cobrança a duas chamadas simultâneas com a mesma chave de idempotência", async () => {
    const banco = criarProvedorSimulado();
    const empresaId = novoId();
    const pedido = {
      idempotencia: `${novoId()}-01:v1`,
      empresa: { id: empresaId, nome: "Loja Teste", cnpj: novoCnpj(), endereco: null, cep: null, cidade: null, uf: null },
      pagador: { id: "C1", nome: "Maria", cpf: "12345678909", email: null, telefone: null, endereco: null, cep: null, cidade: null, uf: null },
      parcela: { id: "P1", contratoId: "K1", numero: 1, total: 1 },
      vencimento: somarDias(HOJE, 10),
      valorCentavos: 15000,
      encargos: { multa_percentual: 2, juros_mensal_percentual: 1 },
    };
    const [x, y] = await Promise.all([banco.emitir(pedido), banco.emitir(pedido)]);
    expect(x.idProvedor).toBe(y.idProvedor);
    expect(x.linhaDigitavel).toBe(y.linhaDigitavel);
    expect(await cobrancasDaEmpresa(empresaId)).toHaveLength(1);
  });

  it("uma mensagem envenenada vai para a DLQ e o resto do lote é processado", async () => {
    // A queue of its own with a short visibility, so the retries take seconds.
    const c = sqs();
    const nome = `teste-boletos-${randomUUID().slice(0, 8)}`;
    const dlq = await c.send(new CreateQueueCommand({ QueueName: `${nome}-dlq` }));
    const { Attributes } = await c.send(new GetQueueAttributesCommand({ QueueUrl: dlq.QueueUrl!, AttributeNames: ["QueueArn"] }));
    const fila = await c.send(
      new CreateQueueCommand({ QueueName: nome, Attributes: { VisibilityTimeout: "1", RedrivePolicy: JSON.stringify({ deadLetterTargetArn: Attributes!.QueueArn, maxReceiveCount: 2 }) } }),
    );
    const banco = criarProvedorSimulado();
    const empresaId = novoId();
    const cobranca = await banco.emitir({
      idempotencia: `${novoId()}-01:v1`,
      empresa: { id: empresaId, nome: "Loja Teste", cnpj: novoCnpj(), endereco: null, cep: null, cidade: null, uf: null },
      pagador: { id: "C1", nome: "Maria", cpf: "12345678909", email: null, telefone: null, endereco: null, cep: null, cidade: null, uf: null },
      parcela: { id: "P1", contratoId: "K1", numero: 1, total: 1 },
      vencimento: somarDias(HOJE, 10),
      valorCentavos: 15000,
      encargos: { multa_percentual: 2, juros_mensal_percentual: 1 },
    });
    runner = iniciarRunner(process.env.SQS_ENDPOINT!, [{ fila: nome, url: fila.QueueUrl!, arn: Attributes!.QueueArn!, tamanhoLote: 10, handler }]);
    await c.send(new SendMessageCommand({ QueueUrl: fila.QueueUrl!, MessageBody: "{isto não é json" }));
    await c.send(
      new SendMessageCommand({
        QueueUrl: fila.QueueUrl!,
        MessageBody: JSON.stringify({ tipo: "baixar", id_trabalho: `baixar:simulado:${cobranca.idProvedor}`, empresa_id: empresaId, provedor: "simulado", id_provedor: cobranca.idProvedor }),
      }),
    );
    await expect.poll(() => banco.consultar({ empresaId, idProvedor: cobranca.idProvedor }), { timeout: ESPERA_FLUXO_MS, interval: 200 }).toEqual({ situacao: "cancelada" });
    await expect
      .poll(
        async () => {
          const r = await c.send(new ReceiveMessageCommand({ QueueUrl: dlq.QueueUrl!, MaxNumberOfMessages: 10, WaitTimeSeconds: 1 }));
          return (r.Messages ?? []).map((m) => m.Body);
        },
        { timeout: 20_000, interval: 300 },
      )
      .toEqual(["{isto não é json"]);
    c.destroy();
  });
});
