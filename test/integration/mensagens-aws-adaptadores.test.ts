/**
 * The `aws` messaging adapters (functions/mensagens/provedores/aws.ts) against a local server that
 * answers as End User Messaging Social, End User Messaging SMS v2 and SES v2 do
 * (test/support/aws-mensagens-falso.ts): what each SDK call carries (template and its parameters,
 * the number in E.164, the origination identity, the configuration sets), the id each answers, and
 * how each service's documented errors become a failure that may pass (the job retries) or a
 * refusal (the next channel). No AWS, no table.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MODELOS, type Modelo } from "../../shared/mensagens/schemas";
import { blocoBoleto, textoMensagem } from "../../shared/mensagens/textos";
import { criarProvedorMensagensAws } from "../../functions/mensagens/provedores/aws";
import type { ConfigMensagensAws } from "../../functions/mensagens/provedores/aws-config";
import { LIMITE_PARAMETROS_WHATSAPP, LIMITE_SMS, PARAMETROS_WHATSAPP } from "../../functions/mensagens/provedores/aws-modelos";
import { FalhaDefinitiva, FalhaTransitoria, type PedidoEnvio, type ProvedorMensagens } from "../../functions/mensagens/provedores/porta";
import { AwsMensagensFalso } from "../support/aws-mensagens-falso";

const NUMERO = "phone-number-id-0123456789abcdef0123456789abcdef";
const ORIGEM = "arn:aws:sms-voice:sa-east-1:123456789012:phone-number/phone-0123456789abcdef0123456789abcdef";
const CREDENCIAIS = { accessKeyId: "AKIAFALSO", secretAccessKey: "falso" };

let falso: AwsMensagensFalso;
let provedor: ProvedorMensagens;

const config = (url: string, o: Partial<ConfigMensagensAws> = {}): ConfigMensagensAws => ({
  regiao: "sa-east-1",
  whatsapp: { numero: NUMERO, versaoMeta: "v20.0", regiao: "sa-east-1", idioma: "pt_BR", modelos: { boas_vindas: "boas_vindas_loja_v2" } },
  sms: { origem: ORIGEM, configuracao: "erp-celulares-test-mensagens" },
  email: { remetente: "avisos@erpcelulares.com.br", nome: "ERP Celulares", configuracao: "erp-celulares-test-mensagens" },
  endpoint: url,
  ...o,
});

const LOJA = { loja: "Cell Recife Centro", whatsapp_loja: "(81) 99876-5432", area_cliente: "https://erp.exemplo.com.br/consulta-boletos", cliente: "Ana" };
const BOLETOS = [1, 2]
  .map((n) => blocoBoleto({ numero: n, qtd: 8, vencimento: `2026-0${n + 1}-10`, valorCentavos: 11_805, linhaDigitavel: "23793381286000000000300000000400184340000011805", pix: `00020126580014BR.GOV.BCB.PIX0136pix-${n}5204000053039865802BR6304ABCD` }))
  .join("\n\n");

let n = 0;
function pedido(canal: PedidoEnvio["canal"], modelo: Modelo = "lembrete_vencimento", extra: Record<string, string> = {}): PedidoEnvio {
  n += 1;
  const variaveis = { ...LOJA, resumo: "a parcela 1 de 8 do seu aparelho, de R$ 118,05, vence hoje (10/02/2026).", ...extra };
  const { texto, assunto } = textoMensagem(modelo, variaveis);
  return { idempotencia: `01MSG${n}:0`, canal, destino: canal === "email" ? "ana.souza@exemplo.com.br" : "81987654321", modelo, variaveis, texto, assunto };
}

beforeAll(async () => {
  falso = await AwsMensagensFalso.iniciar();
  provedor = criarProvedorMensagensAws(config(falso.url), { credenciais: CREDENCIAIS, tempoLimiteMs: 400 });
});
afterAll(async () => {
  await falso.parar();
});

describe("WhatsApp pelo AWS End User Messaging Social", () => {
  it("envia o modelo aprovado do lembrete (pt_BR) ao número em E.164, com as variáveis como parâmetros do corpo, na ordem, e os boletos numa linha só", async () => {
    const p = pedido("whatsapp", "lembrete_vencimento", { boletos: BOLETOS });
    const { idProvedor } = await provedor.enviar(p);
    const r = falso.ultima("whatsapp")!;
    expect(r).toMatchObject({ assinadoPara: "social-messaging", regiao: "sa-east-1", caminho: "/v1/whatsapp/send", corpo: { originationPhoneNumberId: NUMERO, metaApiVersion: "v20.0" } });
    expect(falso.enviadas.get(idProvedor)?.servico).toBe("whatsapp");
    const m = r.mensagem!;
    expect(m).toMatchObject({ messaging_product: "whatsapp", recipient_type: "individual", to: "+5581987654321", type: "template", biz_opaque_callback_data: p.idempotencia });
    expect(m.template.name).toBe("erp_lembrete_vencimento");
    expect(m.template.language).toEqual({ code: "pt_BR" });
    const parametros = m.template.components[0].parameters as { type: string; text: string }[];
    expect(m.template.components).toHaveLength(1);
    expect(parametros.every((x) => x.type === "text" && x.text.length > 0 && !/[\n\t]| {5}/.test(x.text))).toBe(true);
    expect(parametros.map((x) => x.text)).toEqual([
      "Ana",
      "Cell Recife Centro",
      p.variaveis.resumo,
      BOLETOS.split(/\n+/).join(" · "),
      "https://erp.exemplo.com.br/consulta-boletos",
      "(81) 99876-5432",
    ]);
  });

  it("o nome do modelo vem da configuração quando há um; variável ausente vira um texto, nunca parâmetro vazio", async () => {
    const p = pedido("whatsapp", "boas_vindas", { produto: "Galaxy A15 128 GB", entrada: "R$ 250,00", parcelas: "11x de R$ 118,05 e a última de R$ 118,12, a primeira em 10/02/2026", valor_total: "R$ 1.666,67", whatsapp_loja: "" });
    await provedor.enviar(p);
    const m = falso.ultima("whatsapp")!.mensagem!;
    expect(m.template.name).toBe("boas_vindas_loja_v2");
    expect((m.template.components[0].parameters as { text: string }[]).map((x) => x.text)).toEqual([
      "Ana",
      "Cell Recife Centro",
      "Galaxy A15 128 GB",
      "Entrada de R$ 250,00 e 11x de R$ 118,05 e a última de R$ 118,12, a primeira em 10/02/2026",
      "R$ 1.666,67",
      "Os boletos estão na Área do Cliente.",
      "https://erp.exemplo.com.br/consulta-boletos",
      "fale com a loja",
    ]);
  });

  it("boletos que fariam o corpo passar do limite da Meta (1024) ficam na área do cliente", async () => {
    const muitos = Array.from({ length: 4 }, () => BOLETOS).join("\n\n");
    await provedor.enviar(pedido("whatsapp", "segunda_via", { descricao: "a parcela 2 de 8", boletos: muitos }));
    const textos = (falso.ultima("whatsapp")!.mensagem!.template.components[0].parameters as { text: string }[]).map((x) => x.text);
    expect(textos[3]).toBe("Os boletos estão na Área do Cliente.");
    expect(textos.join("").length).toBeLessThanOrEqual(LIMITE_PARAMETROS_WHATSAPP);
  });

  it("o código de cadastro vai num modelo de autenticação: o código no corpo e no botão de copiar", async () => {
    await provedor.enviar(pedido("whatsapp", "codigo_cadastro", { codigo: "482913" }));
    const m = falso.ultima("whatsapp")!.mensagem!;
    expect(m.template).toEqual({
      name: "erp_codigo_cadastro",
      language: { code: "pt_BR" },
      components: [
        { type: "body", parameters: [{ type: "text", text: "482913" }] },
        { type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: "482913" }] },
      ],
    });
  });

  it("todo modelo de mensagem tem o seu modelo de WhatsApp (um modelo novo sem ele cairia direto no SMS)", () => {
    expect(MODELOS.filter((m) => !PARAMETROS_WHATSAPP[m])).toEqual([]);
  });

  it("throttling (429), 5xx da AWS, Meta indisponível (502), 503 sem tipo e falta de resposta podem passar; validação, parâmetros, número de origem inexistente e recusa da Meta são definitivos", async () => {
    for (const tipo of ["ThrottledRequestException", "InternalServiceException", "DependencyException", "LimitExceededException"] as const) {
      falso.falhar("whatsapp", { tipo });
      await expect(provedor.enviar(pedido("whatsapp")), tipo).rejects.toBeInstanceOf(FalhaTransitoria);
    }
    for (const f of [503, "lento", "sem-id"] as const) {
      falso.falhar("whatsapp", f);
      await expect(provedor.enviar(pedido("whatsapp")), String(f)).rejects.toBeInstanceOf(FalhaTransitoria);
    }
    for (const tipo of ["ValidationException", "InvalidParametersException", "ResourceNotFoundException", "AccessDeniedByMetaException", "AccessDeniedException"] as const) {
      falso.falhar("whatsapp", { tipo });
      const erro = await provedor.enviar(pedido("whatsapp")).catch((e: unknown) => e);
      expect(erro, tipo).toBeInstanceOf(FalhaDefinitiva);
      expect((erro as Error).message).toMatch(new RegExp(`^WhatsApp: .*\\(${tipo}\\)$`));
    }
    falso.falhar("whatsapp", { tipo: "AccessDeniedByMetaException" });
    await expect(provedor.enviar(pedido("whatsapp"))).rejects.toThrow("WhatsApp: a Meta recusou o envio (AccessDeniedByMetaException)");
    // The fake still answers afterwards.
    await expect(provedor.enviar(pedido("whatsapp"))).resolves.toMatchObject({ idProvedor: expect.any(String) });
  });
});

describe("SMS pelo AWS End User Messaging SMS (v2)", () => {
  it("SendTextMessage em AWS JSON 1.0: número em E.164 (+55…), identidade de origem, TRANSACTIONAL, configuration set, o texto da mensagem e o id dela no contexto", async () => {
    const p = pedido("sms");
    const { idProvedor } = await provedor.enviar(p);
    const r = falso.ultima("sms")!;
    expect(r).toMatchObject({ assinadoPara: "sms-voice", caminho: "/", alvo: "PinpointSMSVoiceV2.SendTextMessage", tipoConteudo: "application/x-amz-json-1.0" });
    expect(r.corpo).toEqual({
      DestinationPhoneNumber: "+5581987654321",
      OriginationIdentity: ORIGEM,
      MessageBody: p.texto,
      MessageType: "TRANSACTIONAL",
      ConfigurationSetName: "erp-celulares-test-mensagens",
      Context: { mensagem: p.idempotencia },
    });
    expect(falso.enviadas.get(idProvedor)).toMatchObject({ servico: "sms", destino: "+5581987654321" });
  });

  it("um texto acima do limite do SendTextMessage sai sem os boletos (a área do cliente tem todos)", async () => {
    const muitos = Array.from({ length: 12 }, () => BOLETOS).join("\n\n");
    const p = pedido("sms", "lembrete_vencimento", { boletos: muitos });
    expect(p.texto.length).toBeGreaterThan(LIMITE_SMS);
    await provedor.enviar(p);
    const corpo = falso.ultima("sms")!.corpo.MessageBody as string;
    expect(corpo.length).toBeLessThanOrEqual(LIMITE_SMS);
    expect(corpo).not.toContain("Pix copia e cola");
    expect(corpo).toContain("https://erp.exemplo.com.br/consulta-boletos");
  });

  it("ThrottlingException (400) e InternalServerException (500) podem passar; número descadastrado (opt-out), número inválido, cota de gasto e origem inexistente são definitivos, com o motivo", async () => {
    for (const tipo of ["ThrottlingException", "InternalServerException"] as const) {
      falso.falhar("sms", { tipo });
      await expect(provedor.enviar(pedido("sms")), tipo).rejects.toBeInstanceOf(FalhaTransitoria);
    }
    falso.descadastrados.add("+5581987654321");
    await expect(provedor.enviar(pedido("sms"))).rejects.toThrow(new FalhaDefinitiva("SMS: o número pediu para não receber mensagens (ConflictException: DESTINATION_PHONE_NUMBER_OPTED_OUT)"));
    falso.descadastrados.clear();
    await expect(provedor.enviar({ ...pedido("sms"), destino: "123" })).rejects.toThrow("Número de telefone inválido para envio");
    falso.falhar("sms", { tipo: "ValidationException", reason: "DESTINATION_COUNTRY_BLOCKED" });
    await expect(provedor.enviar(pedido("sms"))).rejects.toThrow("SMS: mensagem recusada pelo provedor (ValidationException: DESTINATION_COUNTRY_BLOCKED)");
    falso.falhar("sms", { tipo: "ServiceQuotaExceededException", reason: "MONTHLY_SPEND_LIMIT_REACHED_FOR_TEXT" });
    await expect(provedor.enviar(pedido("sms"))).rejects.toThrow("SMS: limite mensal de gasto com SMS atingido (ServiceQuotaExceededException: MONTHLY_SPEND_LIMIT_REACHED_FOR_TEXT)");
    falso.falhar("sms", { tipo: "ResourceNotFoundException" });
    await expect(provedor.enviar(pedido("sms"))).rejects.toBeInstanceOf(FalhaDefinitiva);
  });
});

describe("e-mail pelo SES v2", () => {
  it("SendEmail com conteúdo Simple (assunto e texto), o remetente em nome da loja, o configuration set e as tags", async () => {
    const p = pedido("email");
    const { idProvedor } = await provedor.enviar(p);
    const r = falso.ultima("email")!;
    expect(r).toMatchObject({ assinadoPara: "ses", caminho: "/v2/email/outbound-emails" });
    expect(r.corpo).toEqual({
      FromEmailAddress: '"Cell Recife Centro via ERP Celulares" <avisos@erpcelulares.com.br>',
      Destination: { ToAddresses: ["ana.souza@exemplo.com.br"] },
      Content: { Simple: { Subject: { Data: p.assunto, Charset: "UTF-8" }, Body: { Text: { Data: p.texto, Charset: "UTF-8" } } } },
      ConfigurationSetName: "erp-celulares-test-mensagens",
      EmailTags: [
        { Name: "modelo", Value: "lembrete_vencimento" },
        { Name: "mensagem", Value: p.idempotencia.replace(":", "_") },
      ],
    });
    expect(falso.enviadas.get(idProvedor)?.servico).toBe("email");
    // A store name with accents goes MIME-encoded (RFC 2047).
    await provedor.enviar({ ...pedido("email"), variaveis: { ...LOJA, loja: "Celulares São João", resumo: "x" } });
    const de = falso.ultima("email")!.corpo.FromEmailAddress as string;
    expect(de).toMatch(/^=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?= <avisos@erpcelulares\.com\.br>$/);
    expect(Buffer.from(/B\?(.+)\?=/.exec(de)![1]!, "base64").toString("utf8")).toBe("Celulares São João via ERP Celulares");
  });

  it("TooManyRequests (429), cota (LimitExceeded) e 500 podem passar; endereço inválido, remetente não verificado, envio pausado são definitivos", async () => {
    for (const tipo of ["TooManyRequestsException", "LimitExceededException", "InternalServiceErrorException"] as const) {
      falso.falhar("email", { tipo });
      await expect(provedor.enviar(pedido("email")), tipo).rejects.toBeInstanceOf(FalhaTransitoria);
    }
    await expect(provedor.enviar({ ...pedido("email"), destino: "sem-arroba" })).rejects.toThrow("e-mail: mensagem recusada pelo provedor (BadRequestException)");
    const semDominio = criarProvedorMensagensAws(config(falso.url, { email: { remetente: "avisos@outro.com.br", nome: "X", configuracao: "c" } }), { credenciais: CREDENCIAIS });
    await expect(semDominio.enviar(pedido("email"))).rejects.toThrow("e-mail: e-mail recusado pelo provedor (MessageRejected)");
    falso.falhar("email", { tipo: "SendingPausedException" });
    await expect(provedor.enviar(pedido("email"))).rejects.toBeInstanceOf(FalhaDefinitiva);
  });
});

describe("canal não configurado e serviço fora do ar", () => {
  it("um canal sem configuração falha na hora (o próximo canal é tentado); um serviço que não responde pode passar", async () => {
    const soEmail = criarProvedorMensagensAws(config(falso.url, { whatsapp: null, sms: null }), { credenciais: CREDENCIAIS });
    await expect(soEmail.enviar(pedido("whatsapp"))).rejects.toThrow(new FalhaDefinitiva("WhatsApp não configurado neste ambiente"));
    await expect(soEmail.enviar(pedido("sms"))).rejects.toThrow(new FalhaDefinitiva("SMS não configurado neste ambiente"));
    await expect(soEmail.enviar(pedido("email"))).resolves.toMatchObject({ idProvedor: expect.any(String) });
    const foraDoAr = criarProvedorMensagensAws(config("http://127.0.0.1:9"), { credenciais: CREDENCIAIS });
    await expect(foraDoAr.enviar(pedido("sms"))).rejects.toBeInstanceOf(FalhaTransitoria);
  });
});
