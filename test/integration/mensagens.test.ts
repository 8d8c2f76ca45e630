/**
 * Messages to customers (issue 31): the welcome written with a boleto sale and delivered by the
 * simulated messenger, the fallback to the next channel when one fails, a customer no channel
 * reaches, a delivery notice applied once, 'Enviar 2ª via', and another company's contract as 404.
 */
import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, inject, it } from "vitest";
import { assinarAviso } from "../../functions/lib/aviso-assinado";
import { db, tabela } from "../../functions/lib/db/client";
import { chaves } from "../../functions/lib/db/keys";
import { formatarCentavos } from "../../shared/br/dinheiro";
import { normalizarTelefone } from "../../shared/br/telefone";
import { descreverParcelas } from "../../shared/regras/credito";
import { chamarApi, novaEmpresa, type EmpresaTeste } from "../support/api";
import { parcelasGravadas } from "../support/boletos";
import { aparelhos, venderNoBoleto } from "../support/contratos";
import { caixaDe, clienteComContato, eventosDeMensagem, liberarAgendadas, mensagensDoContrato, novoCelular } from "../support/mensagens";
import { agoraMs } from "../../shared/relogio";

const ESPERA = { timeout: 120_000, interval: 250 };

async function vendaPara(a: EmpresaTeste, contato: Parameters<typeof clienteComContato>[1]) {
  const { itens } = await aparelhos(a.token, 1);
  const c = await clienteComContato(a, contato);
  const v = await venderNoBoleto(a.token, c.id, itens[0]!.id, undefined, { qtd_parcelas: 8 });
  // Shop-initiated: outside the hours a person may be reached it waits; the release runs as of the next allowed time.
  await liberarAgendadas(a);
  return { c, v };
}

describe("mensagens ao cliente", { timeout: 150_000 }, () => {
  it("a venda no boleto grava as boas-vindas na mesma transação; o mensageiro simulado entrega pelo WhatsApp com o primeiro boleto e o endereço da área do cliente", async () => {
    const a = await novaEmpresa();
    const telefone = novoCelular();
    const { v } = await vendaPara(a, { telefone });
    const destino = normalizarTelefone(telefone)!;
    await expect.poll(async () => (await mensagensDoContrato(a, v.contrato.id)).map((m) => [m.modelo, m.canal, m.status]), ESPERA).toEqual([["boas_vindas", "whatsapp", "entregue"]]);
    const [m] = await mensagensDoContrato(a, v.contrato.id);
    const [p1] = await parcelasGravadas(a.empresa.id, v.contrato.id);
    expect(m!.destino).toBe(destino);
    expect(m!.texto).toContain(a.empresa.nome_fantasia);
    // The entry apart from the instalments (the total includes the entry), and no instalment hidden.
    expect(m!.texto).toContain(`Entrada de ${formatarCentavos(Math.round(v.venda.entrada * 100))} e ${descreverParcelas(v.parcelas.map((p) => Math.round(p.valor_parcela * 100)))}, a primeira em`);
    expect(m!.texto).toContain(`${inject("pilha").env.SITE_URL}/consulta-boletos`);
    expect(m!.texto).toContain(p1!.pix_copia_e_cola!);
    expect(m!.texto.replace(/\D/g, "")).toContain(p1!.linha_digitavel!);
    // What the customer's phone got: the same text, delivered.
    const caixa = await caixaDe(destino);
    expect(caixa.map((x) => [x.canal, x.modelo, x.status, x.texto])).toEqual([["whatsapp", "boas_vindas", "entregue", m!.texto]]);
    // Evidence on the contract: created, sent, delivered — the destination masked.
    const trilha = (await eventosDeMensagem(a, v.contrato.id));
    expect(trilha.map((e) => e.detalhes.status)).toEqual([expect.stringMatching(/^(agendada|pendente)$/), "enviada", "entregue"]);
    expect(trilha.every((e) => e.detalhes.canal === "whatsapp" && e.detalhes.destino === `(11) 9****-${destino.slice(-4)}` && e.detalhes.modelo === "boas_vindas")).toBe(true);
  });

  it("um canal que falha passa ao próximo: WhatsApp e SMS de um número que não recebe, depois o e-mail", async () => {
    const a = await novaEmpresa();
    const telefone = novoCelular("0000");
    const email = `ana.${Date.now()}@exemplo.com.br`;
    const { v } = await vendaPara(a, { telefone, email });
    await expect.poll(async () => (await mensagensDoContrato(a, v.contrato.id)).map((m) => [m.canal, m.status]), ESPERA).toEqual([["email", "entregue"]]);
    const trilha = (await eventosDeMensagem(a, v.contrato.id)).map((e) => [e.detalhes.canal, e.detalhes.status]);
    expect(trilha).toContainEqual(["whatsapp", "falhou"]);
    expect(trilha).toContainEqual(["sms", "falhou"]);
    expect(trilha.at(-1)).toEqual(["email", "entregue"]);
    expect((await caixaDe(email)).map((x) => [x.canal, x.status])).toEqual([["email", "entregue"]]);
    expect((await caixaDe(telefone)).map((x) => [x.canal, x.status])).toEqual([["sms", "falhou"], ["whatsapp", "falhou"]]);
  });

  it("quem recusou o WhatsApp recebe por SMS; quem não tem canal nenhum fica com a mensagem 'falhou' como prova", async () => {
    const a = await novaEmpresa();
    const telefone = novoCelular();
    const { v } = await vendaPara(a, { telefone, nao_contatar_por: ["whatsapp"] });
    await expect.poll(async () => (await mensagensDoContrato(a, v.contrato.id)).map((m) => [m.canal, m.status]), ESPERA).toEqual([["sms", "entregue"]]);
    const semCanal = await vendaPara(a, { telefone: novoCelular("0000"), email: "ana@falha.invalid" });
    await expect.poll(async () => (await mensagensDoContrato(a, semCanal.v.contrato.id)).map((m) => [m.canal, m.status]), ESPERA).toEqual([["email", "falhou"]]);
    const nenhum = await vendaPara(a, { telefone: null, email: null });
    const [m] = await mensagensDoContrato(a, nenhum.v.contrato.id);
    expect([m!.status, m!.canal, m!.motivo]).toEqual(["falhou", null, "Cliente sem contato: nenhum canal disponível"]);
  });

  it("o aviso de entrega assinado é aplicado uma vez: repetido, responde 200 e não muda nada", async () => {
    const a = await novaEmpresa();
    const telefone = novoCelular();
    const { v } = await vendaPara(a, { telefone });
    await expect.poll(async () => (await mensagensDoContrato(a, v.contrato.id))[0]?.status, ESPERA).toBe("entregue");
    const [recebida] = await caixaDe(normalizarTelefone(telefone)!);
    const antes = await eventosDeMensagem(a, v.contrato.id);
    // The provider delivers at least once: the same notice again, and a late "entregue" after it.
    const corpo = JSON.stringify({ id: `evt_${recebida!.id}`, mensagem_id: recebida!.id, status: "entregue", motivo: null, em: new Date().toISOString() });
    const repetir = () => fetch(`${inject("pilha").apiUrl}/api/webhooks/mensagens/simulado`, { method: "POST", headers: { "content-type": "application/json", ...assinarAviso(inject("pilha").env.MENSAGENS_SIMULADO_SEGREDO!, corpo) }, body: corpo });
    expect((await repetir()).status).toBe(200);
    expect((await repetir()).status).toBe(200);
    expect(await eventosDeMensagem(a, v.contrato.id)).toEqual(antes);
    // Unsigned: 401 and nothing read.
    const falso = await fetch(`${inject("pilha").apiUrl}/api/webhooks/mensagens/simulado`, { method: "POST", headers: { "content-type": "application/json" }, body: corpo });
    expect(falso.status).toBe(401);
  });

  it("'Marcar Paga' grava 'pagamento recebido' na transação do pagamento", async () => {
    const a = await novaEmpresa();
    const { v } = await vendaPara(a, { telefone: novoCelular() });
    expect((await chamarApi("POST", `/api/parcelas/${v.parcelas[0]!.id}/pagar`, { token: a.token })).status).toBe(200);
    const recibo = (await mensagensDoContrato(a, v.contrato.id)).filter((m) => m.modelo === "pagamento_recebido");
    expect(recibo).toHaveLength(1);
    expect(recibo[0]!.texto).toContain("recebemos o pagamento da parcela 1 de 8");
    // Paying again is refused: still one receipt.
    expect((await chamarApi("POST", `/api/parcelas/${v.parcelas[0]!.id}/pagar`, { token: a.token })).status).toBe(409);
    expect((await mensagensDoContrato(a, v.contrato.id)).filter((m) => m.modelo === "pagamento_recebido")).toHaveLength(1);
  });

  it("'Enviar 2ª via' manda o boleto da parcela na hora (pedido no balcão) e outra empresa não vê nem envia: 404", async () => {
    const a = await novaEmpresa();
    const b = await novaEmpresa();
    const telefone = novoCelular();
    const { v } = await vendaPara(a, { telefone });
    await expect.poll(async () => (await parcelasGravadas(a.empresa.id, v.contrato.id)).map((p) => p.boleto_status), ESPERA).toEqual(Array(8).fill("emitido"));
    const p2 = v.parcelas[1]!;
    const r = await chamarApi("POST", `/api/parcelas/${p2.id}/segunda-via`, { token: a.token });
    expect(r.status, JSON.stringify(r.body)).toBe(202);
    // Asked for now: it never waits for the hours rule.
    expect(r.body.mensagem.status).toBe("pendente");
    await expect.poll(async () => (await mensagensDoContrato(a, v.contrato.id)).filter((m) => m.modelo === "segunda_via").map((m) => m.status), ESPERA).toEqual(["entregue"]);
    const p2Gravada = (await parcelasGravadas(a.empresa.id, v.contrato.id))[1]!;
    const segunda = (await mensagensDoContrato(a, v.contrato.id)).find((m) => m.modelo === "segunda_via")!;
    expect(segunda.texto).toContain("a parcela 2 de 8");
    expect(segunda.texto).toContain(p2Gravada.pix_copia_e_cola!);
    const naoEncontrado = { status: 404, body: { error: { code: "NOT_FOUND", message: "Contrato não encontrado" } } };
    expect(await chamarApi("GET", `/api/contratos/${v.contrato.id}/mensagens`, { token: b.token })).toEqual(naoEncontrado);
    expect(await chamarApi("GET", `/api/contratos/NAOEXISTE/mensagens`, { token: a.token })).toEqual(naoEncontrado);
    const alheia = await chamarApi("POST", `/api/parcelas/${p2.id}/segunda-via`, { token: b.token });
    expect([alheia.status, alheia.body.error.code]).toEqual([404, "NOT_FOUND"]);
    expect((await mensagensDoContrato(a, v.contrato.id)).filter((m) => m.modelo === "segunda_via")).toHaveLength(1);
  });

  it("'Enviar 2ª via' 30 vezes ao mesmo tempo e 3 seguidas: uma mensagem por parcela e canal em 10 minutos (as repetidas respondem 202 com a já enviada); 5 por contrato por dia, depois 429", async () => {
    const a = await novaEmpresa();
    const b = await novaEmpresa();
    const telefone = novoCelular();
    const { c, v } = await vendaPara(a, { telefone });
    await expect.poll(async () => (await parcelasGravadas(a.empresa.id, v.contrato.id)).map((p) => p.boleto_status), ESPERA).toEqual(Array(8).fill("emitido"));
    const enviar = (n: number, token = a.token) => chamarApi("POST", `/api/parcelas/${v.parcelas[n - 1]!.id}/segunda-via`, { token });
    const segundasVias = async () => (await mensagensDoContrato(a, v.contrato.id)).filter((m) => m.modelo === "segunda_via");

    // 30 at once: every answer is 202 with the one message.
    const rajada = await Promise.all(Array.from({ length: 30 }, () => enviar(2)));
    expect(rajada.map((r) => r.status), JSON.stringify(rajada.find((r) => r.status !== 202)?.body)).toEqual(Array(30).fill(202));
    const primeira = rajada[0]!.body.mensagem.id as string;
    expect(new Set(rajada.map((r) => r.body.mensagem.id))).toEqual(new Set([primeira]));
    expect((await segundasVias()).map((m) => m.id)).toEqual([primeira]);
    // Three in a row: the same message, already on its way.
    for (let i = 0; i < 3; i += 1) {
      const r = await enviar(2);
      expect([r.status, r.body.mensagem.id]).toEqual([202, primeira]);
      expect(["pendente", "enviada", "entregue"]).toContain(r.body.mensagem.status);
    }
    await expect.poll(async () => (await caixaDe(normalizarTelefone(telefone)!)).filter((m) => m.modelo === "segunda_via").map((m) => m.status), ESPERA).toEqual(["entregue"]);
    // Another company: 404, and it spends nothing of this contract's.
    expect((await enviar(2, b.token)).status).toBe(404);

    // Ten minutes later (the mark's expiry moved back) a new one goes.
    const marca = chaves.mensagemUnica(a.empresa.id, v.contrato.id, "segunda-via#02#whatsapp");
    await db().send(new UpdateCommand({ TableName: tabela(), Key: marca, UpdateExpression: "SET expira_em = :e", ConditionExpression: "attribute_exists(PK)", ExpressionAttributeValues: { ":e": Math.floor(agoraMs() / 1000) - 1 } }));
    const depois = await enviar(2);
    expect(depois.status).toBe(202);
    expect(depois.body.mensagem.id).not.toBe(primeira);
    // Another channel is another copy: the customer now refuses WhatsApp, so it goes by SMS.
    const put = await chamarApi("PUT", `/api/clientes/${c.id}`, { token: a.token, body: { nome: "Ana Souza", cpf: (c as { cpf?: string }).cpf, telefone, email: null, endereco: "Rua A, 1", data_nasc: null, nao_contatar_por: ["whatsapp"] } });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const porSms = await enviar(2);
    expect(porSms.status).toBe(202);
    expect((await enviar(2)).body.mensagem.id).toBe(porSms.body.mensagem.id);

    // 5 a contract a day: the 3rd and 4th instalments make five; the 5th instalment is refused, nothing written.
    expect((await enviar(3)).status).toBe(202);
    expect((await enviar(4)).status).toBe(202);
    const recusada = await enviar(5);
    expect({ status: recusada.status, body: recusada.body }).toEqual({ status: 429, body: { error: { code: "RATE_LIMITED", message: "Limite de 5 envios de 2ª via por dia para este contrato. Tente novamente amanhã." } } });
    expect(await segundasVias()).toHaveLength(5);
    // A repeat within the 10 minutes is still the message already sent.
    expect((await enviar(2)).body.mensagem.id).toBe(porSms.body.mensagem.id);
    await expect.poll(async () => (await segundasVias()).map((m) => [m.canal, m.status]), ESPERA).toEqual([["whatsapp", "entregue"], ["whatsapp", "entregue"], ["sms", "entregue"], ["sms", "entregue"], ["sms", "entregue"]]);
  });
});
