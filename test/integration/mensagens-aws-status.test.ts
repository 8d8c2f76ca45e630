/**
 * The `aws` messaging provider end to end, minus AWS: the messages job (mensagens-jobs consumer)
 * configured with MENSAGENS_PROVEDOR=aws sends through the SDK clients to the local fake of End
 * User Messaging Social / SMS and SES (test/support/aws-mensagens-falso.ts), and the delivery
 * events each service publishes to the SNS topic reach the status function
 * (functions/mensagens/jobs/status-aws.ts) as SNS hands them over. Checked: each status mapped and
 * applied once, never backwards; a failure that may pass comes back (the job is retried), a refusal
 * or a failed delivery moves the message to the next channel as the port already does.
 *
 * It runs on a table of its own (same DynamoDB Local): the local stack's stream and consumers
 * (configured `simulado`) never see these messages, so each job is run here, as the outbox would.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventosDoContrato } from "../../functions/contratos";
import { recarregarAmbiente } from "../../functions/lib/env";
import { transacao } from "../../functions/lib/db/transacao";
import { novoId } from "../../functions/lib/ids";
import { FalhaTransitoria } from "../../functions/lib/provedores";
import { processarMensagem } from "../../functions/mensagens/jobs/consumidor";
import { AvisoAdiado, JANELA_DESCONHECIDA_MS, processarEventosAws } from "../../functions/mensagens/jobs/status-aws";
import { provedorMensagens, provedorMensagensDoWebhook } from "../../functions/mensagens/provedores";
import { obterMensagem } from "../../functions/mensagens/repo";
import { mensagemNaSaida } from "../../functions/mensagens/saida";
import type { TrabalhoMensagem } from "../../shared/api/filas";
import { criarTabela } from "../../scripts/local/recursos";
import { AwsMensagensFalso } from "../support/aws-mensagens-falso";
import { agoraMs } from "../../shared/relogio";

let falso: AwsMensagensFalso;
const antes: Record<string, string | undefined> = {};

beforeAll(async () => {
  falso = await AwsMensagensFalso.iniciar();
  const tabela = `erp-test-mensagens-aws-${novoId().toLowerCase()}`;
  await criarTabela(process.env.DYNAMODB_ENDPOINT!, tabela);
  const env: Record<string, string> = {
    TABLE_NAME: tabela,
    MENSAGENS_PROVEDOR: "aws",
    MENSAGENS_AWS_ENDPOINT: falso.url,
    MENSAGENS_WHATSAPP_NUMERO: "phone-number-id-0123456789abcdef0123456789abcdef",
    MENSAGENS_WHATSAPP_VERSAO_META: "v20.0",
    MENSAGENS_SMS_ORIGEM: "arn:aws:sms-voice:sa-east-1:123456789012:phone-number/phone-0123456789abcdef0123456789abcdef",
    MENSAGENS_SMS_CONFIGURACAO: "erp-celulares-test-mensagens",
    MENSAGENS_EMAIL_REMETENTE: "avisos@erpcelulares.com.br",
    MENSAGENS_EMAIL_NOME: "ERP Celulares",
    MENSAGENS_EMAIL_CONFIGURACAO: "erp-celulares-test-mensagens",
  };
  for (const [k, v] of Object.entries(env)) {
    antes[k] = process.env[k];
    process.env[k] = v;
  }
  recarregarAmbiente();
});

afterAll(async () => {
  for (const [k, v] of Object.entries(antes)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  recarregarAmbiente();
  await falso.parar();
});

/** A reminder to a customer with WhatsApp, SMS and e-mail, written as the routine writes it (urgent: no hours rule here). */
async function novaMensagem() {
  const empresaId = `EMP${novoId()}`;
  const contratoId = `CON${novoId()}`;
  const msg = mensagemNaSaida({
    empresaId,
    contratoId,
    modelo: "lembrete_vencimento",
    variaveis: { loja: "Cell Recife Centro", whatsapp_loja: "(81) 99876-5432", area_cliente: "https://erp.exemplo.com.br/consulta-boletos", cliente: "Ana", resumo: "a parcela 1 de 8 do seu aparelho, de R$ 118,05, vence hoje (10/02/2026)." },
    para: { cliente: { id: `CLI${novoId()}`, telefone: "(81) 98765-4321", email: "ana.souza@exemplo.com.br" } },
    urgente: true,
    por: "rotina",
  });
  await transacao(msg.pecas);
  const trabalho = (tentativa: number): TrabalhoMensagem => ({ tipo: "enviar", id_trabalho: `mensagem:${msg.id}:${tentativa}`, empresa_id: empresaId, contrato_id: contratoId, mensagem_id: msg.id, tentativa });
  const ler = async () => (await obterMensagem(empresaId, contratoId, msg.id))!;
  const trilha = async () => (await eventosDoContrato(empresaId, contratoId)).filter((e) => e.tipo === "mensagem").map((e) => [e.detalhes.canal, e.detalhes.status]);
  return { id: msg.id, trabalho, ler, trilha };
}

const primeira = { numero: 1, ultima: false };
const sns = (...mensagens: string[]) => processarEventosAws(AwsMensagensFalso.eventoSns(...mensagens));

describe("provedor aws: envio pelo job e status pelos eventos do SNS", { timeout: 60_000 }, () => {
  it("o job usa o provedor configurado (aws) e a rota de avisos HTTP não aceita o aws nem o simulado", () => {
    expect(provedorMensagens().nome).toBe("aws");
    expect(provedorMensagensDoWebhook("aws")).toBeUndefined();
    expect(provedorMensagensDoWebhook("simulado")).toBeUndefined();
  });

  it("WhatsApp: enviada → entregue → lida, cada status uma vez; evento repetido ou atrasado não muda nada nem volta o status", async () => {
    const m = await novaMensagem();
    await processarMensagem(m.trabalho(0), primeira);
    const enviada = await m.ler();
    expect(enviada).toMatchObject({ status: "enviada", provedor: "aws", tentativa: 0 });
    const id = enviada.id_provedor!;
    expect(falso.enviadas.get(id)).toMatchObject({ servico: "whatsapp", destino: "+5581987654321" });
    expect(falso.ultima("whatsapp")!.mensagem!.template.name).toBe("erp_lembrete_vencimento");
    // A redelivered job sends nothing again.
    await processarMensagem(m.trabalho(0), { numero: 2, ultima: false });
    expect(falso.requisicoes.filter((r) => r.servico === "whatsapp" && r.mensagem?.biz_opaque_callback_data === `${m.id}:0`)).toHaveLength(1);

    expect(await sns(falso.eventoWhatsapp(id, "sent"))).toEqual({ aplicados: 0, ignorados: 1 });
    expect((await m.ler()).status).toBe("enviada");
    await sns(falso.eventoWhatsapp(id, "delivered"));
    expect((await m.ler()).status).toBe("entregue");
    // SNS and the service deliver at least once: the same status again is applied once.
    await sns(falso.eventoWhatsapp(id, "delivered"), falso.eventoWhatsapp(id, "delivered"));
    await sns(falso.eventoWhatsapp(id, "read"));
    expect((await m.ler()).status).toBe("lida");
    await sns(falso.eventoWhatsapp(id, "delivered"));
    expect((await m.ler()).status).toBe("lida");
    expect(await m.trilha()).toEqual([
      ["whatsapp", "pendente"],
      ["whatsapp", "enviada"],
      ["whatsapp", "entregue"],
      ["whatsapp", "lida"],
    ]);
  });

  it("WhatsApp cujo envio devolve o wamid da Meta: o status é achado pelo wamid", async () => {
    falso.idWhatsapp = "wamid";
    try {
      const m = await novaMensagem();
      await processarMensagem(m.trabalho(0), primeira);
      const id = (await m.ler()).id_provedor!;
      expect(id).toMatch(/^wamid\./);
      await sns(falso.eventoWhatsapp(id, "delivered"));
      expect((await m.ler()).status).toBe("entregue");
    } finally {
      falso.idWhatsapp = "aws";
    }
  });

  it("falha que pode passar volta para a fila; recusa passa ao próximo canal; SMS não entregue passa ao e-mail; e-mail devolvido encerra com o motivo", async () => {
    const m = await novaMensagem();
    falso.falhar("whatsapp", { tipo: "ThrottledRequestException" });
    await expect(processarMensagem(m.trabalho(0), primeira)).rejects.toBeInstanceOf(FalhaTransitoria);
    expect(await m.ler()).toMatchObject({ status: "pendente", tentativa: 0, falhas: [] });

    falso.falhar("whatsapp", { tipo: "ValidationException" });
    await processarMensagem(m.trabalho(0), { numero: 2, ultima: false });
    // The next channel is `pendente`: the table's stream queues its job (functions/fluxo/saidas.ts).
    expect(await m.ler()).toMatchObject({ status: "pendente", tentativa: 1, falhas: [{ canal: "whatsapp", motivo: "WhatsApp: mensagem recusada pelo provedor (ValidationException)" }] });

    await processarMensagem(m.trabalho(1), primeira);
    const sms = (await m.ler()).id_provedor!;
    expect(falso.enviadas.get(sms)).toMatchObject({ servico: "sms", destino: "+5581987654321", contexto: { mensagem: `${m.id}:1` } });
    // Not final yet: nothing moves.
    await sns(falso.eventoSms(sms, "TEXT_PENDING"), falso.eventoSms(sms, "TEXT_CARRIER_UNREACHABLE", { isFinal: false }));
    expect((await m.ler()).status).toBe("enviada");
    await sns(falso.eventoSms(sms, "TEXT_INVALID"));
    const noEmail = await m.ler();
    expect(noEmail).toMatchObject({ status: "pendente", tentativa: 2 });
    expect(noEmail.falhas.map((f) => [f.canal, f.motivo])).toEqual([
      ["whatsapp", "WhatsApp: mensagem recusada pelo provedor (ValidationException)"],
      ["sms", "SMS não entregue: número inválido (TEXT_INVALID)"],
    ]);
    // A late status of the channel the message left changes nothing.
    await sns(falso.eventoSms(sms, "TEXT_DELIVERED"));
    expect(await m.ler()).toMatchObject({ status: "pendente", tentativa: 2 });

    await processarMensagem(m.trabalho(2), primeira);
    const email = (await m.ler()).id_provedor!;
    expect(falso.enviadas.get(email)).toMatchObject({ servico: "email", destino: "ana.souza@exemplo.com.br" });
    await sns(falso.eventoEmail(email, "Send"), falso.eventoEmail(email, "DeliveryDelay"));
    expect((await m.ler()).status).toBe("enviada");
    await sns(falso.eventoEmail(email, "Bounce"));
    expect(await m.ler()).toMatchObject({ status: "falhou", tentativa: 2, motivo: "E-mail devolvido (Permanent/General)" });
    expect(await m.trilha()).toEqual([
      ["whatsapp", "pendente"],
      ["whatsapp", "falhou"],
      ["sms", "pendente"],
      ["sms", "enviada"],
      ["sms", "falhou"],
      ["email", "pendente"],
      ["email", "enviada"],
      ["email", "falhou"],
    ]);
  });

  it("na última tentativa, a falha que podia passar encerra o canal e o próximo é tentado; número descadastrado do SMS passa ao e-mail", async () => {
    const m = await novaMensagem();
    falso.falhar("whatsapp", { tipo: "InternalServiceException" });
    await processarMensagem(m.trabalho(0), { numero: 6, ultima: true });
    expect(await m.ler()).toMatchObject({ status: "pendente", tentativa: 1, falhas: [{ canal: "whatsapp", motivo: "Não foi possível enviar após 6 tentativas" }] });
    falso.descadastrados.add("+5581987654321");
    try {
      await processarMensagem(m.trabalho(1), primeira);
    } finally {
      falso.descadastrados.clear();
    }
    expect(await m.ler()).toMatchObject({ status: "pendente", tentativa: 2 });
    expect((await m.ler()).falhas[1]).toMatchObject({ canal: "sms", motivo: "SMS: o número pediu para não receber mensagens (ConflictException: DESTINATION_PHONE_NUMBER_OPTED_OUT)" });
  });

  it("SMS: TEXT_SUCCESSFUL final vale como entregue; e-mail: Delivery é entregue e Open é lida", async () => {
    const a = await novaMensagem();
    falso.falhar("whatsapp", { tipo: "ResourceNotFoundException" });
    await processarMensagem(a.trabalho(0), primeira);
    await processarMensagem(a.trabalho(1), primeira);
    const sms = (await a.ler()).id_provedor!;
    await sns(falso.eventoSms(sms, "TEXT_SUCCESSFUL", { isFinal: false }));
    expect((await a.ler()).status).toBe("enviada");
    await sns(falso.eventoSms(sms, "TEXT_SUCCESSFUL", { isFinal: true }));
    expect(await a.ler()).toMatchObject({ status: "entregue", tentativa: 1 });

    const b = await novaMensagem();
    falso.falhar("whatsapp", { tipo: "AccessDeniedByMetaException" });
    falso.falhar("sms", { tipo: "ValidationException", reason: "DESTINATION_COUNTRY_BLOCKED" });
    await processarMensagem(b.trabalho(0), primeira);
    await processarMensagem(b.trabalho(1), primeira);
    await processarMensagem(b.trabalho(2), primeira);
    const email = (await b.ler()).id_provedor!;
    await sns(falso.eventoEmail(email, "Delivery"));
    expect((await b.ler()).status).toBe("entregue");
    await sns(falso.eventoEmail(email, "Open"), falso.eventoEmail(email, "Complaint"));
    expect(await b.ler()).toMatchObject({ status: "lida", tentativa: 2 });
  });

  it("evento de mensagem ainda não registrada volta a ser entregue (erro); velho, é de outro remetente e é descartado; evento ilegível ou sem status é descartado", async () => {
    const m = await novaMensagem();
    await processarMensagem(m.trabalho(0), primeira);
    const id = (await m.ler()).id_provedor!;
    const desconhecido = falso.eventoWhatsapp(id, "delivered").replace(new RegExp(id, "g"), "00000000-0000-4000-8000-000000000000").replace(/wamid\.[A-Za-z0-9_-]+/g, "wamid.OUTRO");
    await expect(processarEventosAws(AwsMensagensFalso.eventoSns(desconhecido))).rejects.toBeInstanceOf(AvisoAdiado);
    const velho = { Records: [AwsMensagensFalso.registroSns(desconhecido, new Date(agoraMs() - JANELA_DESCONHECIDA_MS - 60_000))] };
    expect(await processarEventosAws(velho)).toEqual({ aplicados: 0, ignorados: 1 });
    const recebida = JSON.stringify({ whatsAppWebhookEntry: JSON.stringify({ id: "1", changes: [{ field: "messages", value: { messages: [{ from: "5581987654321", id: "wamid.X", type: "text", text: { body: "ok" } }] } }] }), messageId: "x" });
    expect(await sns("isto não é JSON", recebida, JSON.stringify({ eventType: "Subscription", mail: { messageId: "y" } }))).toEqual({ aplicados: 0, ignorados: 3 });
    expect((await m.ler()).status).toBe("enviada");
  });
});
