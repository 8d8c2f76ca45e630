/**
 * Which messaging provider each stage runs (infra/config.ts `mensagens`), and for `aws`: the
 * messages job's settings and its three send actions scoped to their resources, the configuration
 * sets with their SNS event destination, the encrypted topic the services may publish to, and the
 * status function subscribed to it with its DLQ alarmed. Nothing of the simulated messenger in AWS.
 */
import { describe, expect, it } from "vitest";
import { achadosNag } from "../../infra/nag";
import { AMBIENTES, type AmbienteConfig, carregarConfig, mensagensAwsDaConfig } from "../../infra/config";
import { FILAS, type Fila } from "../../shared/api/filas";
import type { Rota } from "../../shared/api/routes";
import { montar, recursos, template, unico } from "./support";

const ROTAS: Rota[] = [
  { metodo: "POST", caminho: "/api/webhooks/mensagens/{provider}", dominio: "mensagens", auth: "publica", permissao: "equipe" },
  { metodo: "GET", caminho: "/api/vendas", dominio: "vendas", auth: "staff", permissao: "equipe" },
];
const FILAS_COM_CONSUMIDOR: Fila[] = FILAS.map((f) => ({ ...f, consumidor: f.consumidor ?? `x/${f.nome}` }));

const NUMERO = "phone-number-id-0123456789abcdef0123456789abcdef";
const ORIGEM = "arn:aws:sms-voice:sa-east-1:123456789012:phone-number/phone-0123456789abcdef0123456789abcdef";

/** prod with every channel configured. */
const COMPLETO: AmbienteConfig = {
  ...AMBIENTES.prod,
  conta: "123456789012",
  mensagens: {
    provedor: "aws",
    aws: {
      whatsapp: { numero: NUMERO, versaoMeta: "v20.0", modelos: { boas_vindas: "boas_vindas_loja_v2" } },
      sms: { origem: ORIGEM },
      email: { remetente: "avisos@erpcelulares.com.br", nome: "ERP Celulares" },
    },
  },
};

type Declaracao = { Action: string | string[]; Resource: unknown; Effect: string; Principal?: unknown; Condition?: unknown };
const acoes = (d: Declaracao) => [d.Action].flat();

function funcao(t: ReturnType<typeof template>, prefixo: string) {
  const achadas = recursos(t, "AWS::Lambda::Function").filter(([id]) => id.startsWith(prefixo));
  expect(achadas, prefixo).toHaveLength(1);
  const [id, fn] = achadas[0]!;
  const papel = JSON.stringify((fn.Properties?.Role as { "Fn::GetAtt": [string, string] })["Fn::GetAtt"][0]);
  const declaracoes = recursos(t, "AWS::IAM::Policy")
    .filter(([, p]) => JSON.stringify(p.Properties?.Roles).includes(papel))
    .flatMap(([, p]) => (p.Properties?.PolicyDocument as { Statement: Declaracao[] }).Statement);
  return { id, propriedades: fn.Properties ?? {}, variaveis: (fn.Properties?.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {}, declaracoes };
}

const resolvido = (x: unknown) => JSON.stringify(x);

describe("provedor de mensagens por estágio", () => {
  it("dev usa o simulado: o job de mensagens e a rota dos avisos sabem disso, e nada do aws existe (tópico, conjuntos, permissões)", () => {
    const { api, jobs } = montar("dev", { rotas: ROTAS, filas: FILAS_COM_CONSUMIDOR });
    expect(carregarConfig("dev").mensagens).toEqual({ provedor: "simulado" });
    expect(funcao(template(jobs), "Consumidormensagensjobs").variaveis.MENSAGENS_PROVEDOR).toBe("simulado");
    expect(funcao(template(api), "Funcaomensagens").variaveis.MENSAGENS_PROVEDOR).toBe("simulado");
    const texto = JSON.stringify(template(jobs).toJSON());
    for (const t of ["AWS::SNS::Topic", "AWS::SES::ConfigurationSet", "AWS::SMSVOICE::ConfigurationSet", "AWS::KMS::Key"]) expect(recursos(template(jobs), t), t).toHaveLength(0);
    for (const acao of ["social-messaging:", "sms-voice:", "ses:SendEmail"]) expect(texto).not.toContain(acao);
    expect(jobs.statusMensagens).toBeUndefined();
  });

  it("prod usa o aws com e-mail até o WhatsApp e o SMS serem aprovados: só ses:SendEmail, na identidade do domínio e no conjunto", () => {
    expect(mensagensAwsDaConfig(carregarConfig("prod").mensagens)).toEqual({ email: { remetente: "avisos@erpcelulares.com.br", nome: "ERP Celulares" } });
    const { jobs } = montar("prod", { rotas: ROTAS, filas: FILAS_COM_CONSUMIDOR });
    const c = funcao(template(jobs), "Consumidormensagensjobs");
    expect(c.variaveis).toMatchObject({ MENSAGENS_PROVEDOR: "aws", MENSAGENS_EMAIL_REMETENTE: "avisos@erpcelulares.com.br", MENSAGENS_EMAIL_NOME: "ERP Celulares", MENSAGENS_EMAIL_CONFIGURACAO: "erp-celulares-prod-mensagens" });
    expect(Object.keys(c.variaveis).filter((v) => v.startsWith("MENSAGENS_WHATSAPP") || v.startsWith("MENSAGENS_SMS"))).toEqual([]);
    const envio = c.declaracoes.filter((d) => acoes(d).some((a) => /^(ses|sms-voice|social-messaging):/.test(a)));
    expect(envio.map(acoes)).toEqual([["ses:SendEmail"]]);
    expect(resolvido(envio[0]!.Resource)).toMatch(/:ses:.*identity\/erpcelulares\.com\.br/);
    expect(resolvido(envio[0]!.Resource)).toMatch(/configuration-set\/erp-celulares-prod-mensagens/);
    expect(recursos(template(jobs), "AWS::SMSVOICE::ConfigurationSet")).toHaveLength(0);
  });

  it("com os três canais: cada ação só no seu recurso (número do WhatsApp, origem e conjunto do SMS, domínio e conjunto do SES); modelos e versão da Meta no ambiente", () => {
    const { api, jobs } = montar(COMPLETO, { rotas: ROTAS, filas: FILAS_COM_CONSUMIDOR });
    const c = funcao(template(jobs), "Consumidormensagensjobs");
    expect(c.variaveis).toMatchObject({
      MENSAGENS_PROVEDOR: "aws",
      MENSAGENS_WHATSAPP_NUMERO: NUMERO,
      MENSAGENS_WHATSAPP_VERSAO_META: "v20.0",
      MENSAGENS_WHATSAPP_MODELOS: JSON.stringify({ boas_vindas: "boas_vindas_loja_v2" }),
      MENSAGENS_SMS_ORIGEM: ORIGEM,
      MENSAGENS_SMS_CONFIGURACAO: "erp-celulares-prod-mensagens",
      MENSAGENS_EMAIL_CONFIGURACAO: "erp-celulares-prod-mensagens",
    });
    const porAcao = Object.fromEntries(c.declaracoes.filter((d) => acoes(d).some((a) => /^(ses|sms-voice|social-messaging):/.test(a))).map((d) => [acoes(d).join(","), resolvido(d.Resource)]));
    expect(Object.keys(porAcao).sort()).toEqual(["ses:SendEmail", "sms-voice:SendTextMessage", "social-messaging:SendWhatsAppMessage"]);
    expect(porAcao["social-messaging:SendWhatsAppMessage"]).toMatch(/:social-messaging:.*:phone-number-id\/0123456789abcdef0123456789abcdef"/);
    expect(porAcao["social-messaging:SendWhatsAppMessage"]).not.toContain("*");
    expect(porAcao["sms-voice:SendTextMessage"]).toContain(ORIGEM);
    expect(porAcao["sms-voice:SendTextMessage"]).toMatch(/configuration-set\/erp-celulares-prod-mensagens/);
    expect(porAcao["sms-voice:SendTextMessage"]).toMatch(/opt-out-list\/Default/);
    for (const r of Object.values(porAcao)) expect(r).not.toMatch(/"\*"|\/\*"/);
    // No other function may send: the route of the notices, the stream's outbox, the other jobs.
    const outras = [...recursos(template(jobs), "AWS::IAM::Policy"), ...recursos(template(api), "AWS::IAM::Policy")].filter(([id]) => !id.startsWith("Consumidormensagensjobs"));
    for (const [id, p] of outras) expect(JSON.stringify(p.Properties), id).not.toMatch(/social-messaging:Send|sms-voice:Send|ses:SendEmail/);
    expect(funcao(template(api), "Funcaomensagens").variaveis.MENSAGENS_PROVEDOR).toBe("aws");
  });

  it("eventos de entrega: um tópico cifrado com chave própria, em que só os três serviços desta conta publicam; os dois conjuntos mandam para ele; a função assinada aplica, com DLQ alarmada", () => {
    const { jobs, monitor } = montar(COMPLETO, { rotas: ROTAS, filas: FILAS_COM_CONSUMIDOR });
    const t = template(jobs);
    const topicos = recursos(t, "AWS::SNS::Topic");
    expect(topicos).toHaveLength(1);
    const [idTopico, topico] = topicos[0]!;
    expect(resolvido(topico.Properties?.KmsMasterKeyId)).toContain("ChaveEventosMensagens");
    const [, chave] = unico(t, "AWS::KMS::Key");
    expect(chave.Properties?.EnableKeyRotation).toBe(true);
    expect(resolvido(chave.Properties?.KeyPolicy)).toContain("social-messaging.amazonaws.com");

    const politicaTopico = recursos(t, "AWS::SNS::TopicPolicy").flatMap(([, p]) => (p.Properties?.PolicyDocument as { Statement: Declaracao[] }).Statement);
    const publicam = politicaTopico.filter((d) => d.Effect === "Allow" && acoes(d).includes("sns:Publish"));
    expect(publicam.map((d) => (d.Principal as { Service: string }).Service).sort()).toEqual(["ses.amazonaws.com", "sms-voice.amazonaws.com", "social-messaging.amazonaws.com"]);
    for (const d of publicam) expect(resolvido(d.Condition)).toMatch(/SourceAccount/i);
    // Only TLS (cdk-nag SNS3).
    expect(politicaTopico.some((d) => d.Effect === "Deny" && resolvido(d.Condition).includes("aws:SecureTransport"))).toBe(true);

    const [, sms] = unico(t, "AWS::SMSVOICE::ConfigurationSet");
    expect(sms.Properties).toMatchObject({ ConfigurationSetName: "erp-celulares-prod-mensagens", EventDestinations: [{ Enabled: true, MatchingEventTypes: ["TEXT_ALL"] }] });
    expect(resolvido(sms.Properties?.EventDestinations)).toContain(idTopico);
    const [, destinoEmail] = unico(t, "AWS::SES::ConfigurationSetEventDestination");
    expect(resolvido(destinoEmail.Properties?.EventDestination)).toContain(idTopico);
    expect((destinoEmail.Properties?.EventDestination as { MatchingEventTypes: string[] }).MatchingEventTypes).toEqual(expect.arrayContaining(["delivery", "bounce", "reject", "open"]));

    const status = funcao(t, "StatusMensagens");
    const [, assinatura] = unico(t, "AWS::SNS::Subscription");
    expect(assinatura.Properties).toMatchObject({ Protocol: "lambda" });
    expect(resolvido(assinatura.Properties?.Endpoint)).toContain(status.id);
    expect(resolvido(status.propriedades.DeadLetterConfig)).toContain("StatusMensagensDlq");
    const [, invocacao] = unico(t, "AWS::Lambda::EventInvokeConfig");
    expect(invocacao.Properties).toMatchObject({ MaximumRetryAttempts: 2 });
    // It reads and writes the table, and sends nothing anywhere.
    expect(status.declaracoes.flatMap(acoes).filter((a) => !a.startsWith("dynamodb:") && !a.startsWith("logs:") && a !== "sqs:SendMessage")).toEqual([]);
    expect(recursos(template(monitor), "AWS::CloudWatch::Alarm").some(([id]) => id.startsWith("Dlqstatusmensagens"))).toBe(true);
    expect(Object.keys(t.toJSON().Outputs ?? {}).some((o) => o.startsWith("TopicoEventosMensagens"))).toBe(true);
  });

  it("nada do cdk-nag fica sem justificativa com os três canais", () => {
    const { app } = montar(COMPLETO);
    app.synth();
    expect(achadosNag(app).map((a) => `${a.regra} ${a.caminho}`)).toEqual([]);
  });

  it("configuração malformada falha o synth: número que não é phone-number-id, origem que não é ARN, modelo desconhecido, nome que a Meta recusa, aws sem canal", () => {
    const com = (aws: NonNullable<AmbienteConfig["mensagens"]["aws"]>): AmbienteConfig => ({ ...COMPLETO, mensagens: { provedor: "aws", aws } });
    expect(() => montar(com({ whatsapp: { numero: "5511999999999" } }))).toThrow(/whatsapp.numero/);
    expect(() => montar(com({ sms: { origem: "+5511999999999" } }))).toThrow(/sms.origem/);
    expect(() => montar(com({ whatsapp: { numero: NUMERO, modelos: { recibo_x: "x" } as never } }))).toThrow(/modelo desconhecido/);
    expect(() => montar(com({ whatsapp: { numero: NUMERO, modelos: { boas_vindas: "Boas Vindas" } } }))).toThrow(/boas_vindas/);
    expect(() => montar(com({ email: { remetente: "sem-dominio", nome: "X" } }))).toThrow(/email.remetente/);
    expect(() => montar(com({}))).toThrow(/ao menos um canal/);
  });
});
