/**
 * A local server answering as the three AWS services of the `aws` messaging provider
 * (functions/mensagens/provedores/aws.ts) answer, per their API references and each SDK client's
 * protocol (node_modules/@aws-sdk/client-*: socialmessaging and sesv2 are REST-JSON — the error's
 * type in the `x-amzn-ErrorType` header, `{ message }` in the body, the HTTP status of the error's
 * definition —; pinpoint-sms-voice-v2 is AWS JSON 1.0 — `POST /` with `X-Amz-Target`, the type in
 * the body's `__type`, every error 400 but InternalServerException 500). One endpoint serves all
 * three, told apart by path and target; the SDK clients are pointed at it with `endpoint`. Test
 * support only: it never ships to AWS.
 *
 * - End User Messaging Social: POST /v1/whatsapp/send `{ originationPhoneNumberId, metaApiVersion,
 *   message: <base64 of the Cloud API message JSON> }` → 200 `{ messageId }`;
 * - End User Messaging SMS v2: `PinpointSMSVoiceV2.SendTextMessage` `{ DestinationPhoneNumber,
 *   OriginationIdentity, MessageBody, MessageType, ConfigurationSetName, Context }` → 200 `{ MessageId }`;
 * - SES v2: POST /v2/email/outbound-emails `{ FromEmailAddress, Destination, Content: { Simple },
 *   ConfigurationSetName, EmailTags }` → 200 `{ MessageId }`.
 * It also writes each service's delivery events as they reach the SNS topic (the documented
 * shapes: End User Messaging Social "Message and event format", End User Messaging SMS "SMS
 * example log", SES "Examples of event data that Amazon SES publishes to Amazon SNS"), and the
 * SNS record Lambda receives.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import type { SNSEvent, SNSEventRecord } from "aws-lambda";
import { agora as agoraDoNegocio, agoraIso, agoraMs } from "../../shared/relogio";

export type ServicoFalso = "whatsapp" | "sms" | "email";

/** Each service's errors with the HTTP status its API defines (SDK schemas: `[_hE]`; AWS JSON 1.0: 400 but the 500). */
export const ERROS_DOCUMENTADOS = {
  whatsapp: {
    ThrottledRequestException: 429,
    ValidationException: 400,
    InvalidParametersException: 400,
    LimitExceededException: 400,
    ResourceNotFoundException: 404,
    AccessDeniedException: 403,
    AccessDeniedByMetaException: 403,
    InternalServiceException: 500,
    DependencyException: 502,
  },
  sms: {
    ThrottlingException: 400,
    ValidationException: 400,
    ConflictException: 400,
    ResourceNotFoundException: 400,
    AccessDeniedException: 400,
    ServiceQuotaExceededException: 400,
    InternalServerException: 500,
  },
  email: {
    TooManyRequestsException: 429,
    LimitExceededException: 400,
    BadRequestException: 400,
    MessageRejected: 400,
    MailFromDomainNotVerifiedException: 400,
    AccountSuspendedException: 400,
    SendingPausedException: 400,
    NotFoundException: 404,
    InternalServiceErrorException: 500,
  },
} as const satisfies Record<ServicoFalso, Record<string, number>>;

/** An error of the service's own (its documented type, SMS's `Reason`), no answer at all, a 200 without the id, or a bare 503. */
export type ErroFalso<S extends ServicoFalso = ServicoFalso> = { tipo: keyof (typeof ERROS_DOCUMENTADOS)[S] & string; reason?: string } | "lento" | "sem-id" | 503;

export interface RequisicaoFalsa {
  servico: ServicoFalso;
  /** The service named in the SigV4 credential scope (`…/<region>/<service>/aws4_request`). */
  assinadoPara: string | null;
  regiao: string | null;
  caminho: string;
  alvo: string | null;
  tipoConteudo: string | null;
  corpo: Record<string, unknown>;
  /** WhatsApp: the Cloud API message decoded from `message`. */
  mensagem?: Record<string, any>;
}

interface Enviada {
  servico: ServicoFalso;
  id: string;
  destino: string;
  /** WhatsApp: Meta's message id, and the AWS id the send answered. */
  wamid?: string;
  idAws?: string;
  /** What the send answered as `messageId` (AwsMensagensFalso.idWhatsapp at the time). */
  modo?: "aws" | "wamid";
  contexto?: Record<string, string>;
  tags?: Record<string, string[]>;
  assunto?: string;
  remetente?: string;
}

const CONTA = "123456789012";
const WABA_META = "1234567890abcde";
const NUMERO_META = "abcde1234567890";

export class AwsMensagensFalso {
  readonly requisicoes: RequisicaoFalsa[] = [];
  readonly enviadas = new Map<string, Enviada>();
  /** What SendWhatsAppMessage answers as `messageId`: an AWS id (the events' header carries it) or Meta's wamid. */
  idWhatsapp: "aws" | "wamid" = "aws";
  /** Numbers that opted out of SMS (E.164): SendTextMessage answers ConflictException DESTINATION_PHONE_NUMBER_OPTED_OUT. */
  readonly descadastrados = new Set<string>();
  /** SES identities verified in the account: a sender at another domain is MessageRejected. */
  readonly dominiosVerificados = new Set<string>(["erpcelulares.com.br"]);
  private readonly falhas = new Map<ServicoFalso, (ErroFalso<ServicoFalso> | { tipo: string; reason?: string })[]>();
  private readonly conexoes = new Set<Socket>();

  private constructor(
    private readonly servidor: Server,
    readonly url: string,
  ) {}

  static async iniciar(): Promise<AwsMensagensFalso> {
    const alvo: { instancia?: AwsMensagensFalso } = {};
    const servidor = createServer((req, res) => void alvo.instancia!.tratar(req, res));
    await new Promise<void>((r) => servidor.listen(0, "127.0.0.1", () => r()));
    const { port } = servidor.address() as AddressInfo;
    const instancia = new AwsMensagensFalso(servidor, `http://127.0.0.1:${port}`);
    alvo.instancia = instancia;
    servidor.on("connection", (s) => {
      instancia.conexoes.add(s);
      s.on("close", () => instancia.conexoes.delete(s));
    });
    return instancia;
  }

  /** The next calls to `servico` fail this way, in order. */
  falhar<S extends ServicoFalso>(servico: S, ...falhas: ErroFalso<S>[]) {
    this.falhas.set(servico, [...(this.falhas.get(servico) ?? []), ...falhas]);
  }

  ultima(servico: ServicoFalso): RequisicaoFalsa | undefined {
    return this.requisicoes.filter((r) => r.servico === servico).at(-1);
  }

  async parar() {
    for (const s of this.conexoes) s.destroy();
    await new Promise<void>((r) => this.servidor.close(() => r()));
  }

  // ---------------------------------------------------------------- events

  /**
   * A WhatsApp status event as End User Messaging Social publishes it to the WABA's SNS topic: the
   * AWS header and Meta's webhook entry as a JSON string, one status in `statuses`.
   */
  eventoWhatsapp(id: string, status: "sent" | "delivered" | "read" | "failed", erro?: { code: number; title: string; details?: string }): string {
    const e = this.exigir(id, "whatsapp");
    const agora = agoraDoNegocio();
    const entrada = {
      id: WABA_META,
      changes: [
        {
          field: "messages",
          value: {
            messaging_product: "whatsapp",
            metadata: { display_phone_number: "551140001234", phone_number_id: NUMERO_META },
            statuses: [
              {
                id: e.wamid,
                status,
                timestamp: String(Math.floor(agora.getTime() / 1000)),
                recipient_id: e.destino.replace(/\D/g, ""),
                ...(status !== "failed" ? { conversation: { id: randomBytes(16).toString("hex"), origin: { type: "utility" } }, pricing: { billable: true, pricing_model: "CBP", category: "utility" } } : {}),
                ...(erro ? { errors: [{ code: erro.code, title: erro.title, message: erro.title, error_data: { details: erro.details ?? erro.title } }] } : {}),
              },
            ],
          },
        },
      ],
    };
    return JSON.stringify({
      context: {
        MetaWabaIds: [{ wabaId: WABA_META, arn: `arn:aws:social-messaging:sa-east-1:${CONTA}:waba/fb2594b8a7974770b128a409e2example` }],
        MetaPhoneNumberIds: [{ metaPhoneNumberId: NUMERO_META, arn: `arn:aws:social-messaging:sa-east-1:${CONTA}:phone-number-id/976c72a700aac43eaf573ae050example` }],
      },
      whatsAppWebhookEntry: JSON.stringify(entrada),
      aws_account_id: CONTA,
      message_timestamp: agora.toISOString().replace("Z", "271279Z"),
      // The AWS message id of the message the status is of (what SendWhatsAppMessage answered); when
      // the send answered the wamid, an id of its own.
      messageId: e.modo === "aws" ? e.idAws : randomUUID(),
    });
  }

  /** An SMS event as End User Messaging SMS publishes it to a configuration set's SNS destination. */
  eventoSms(id: string, eventType: string, opcoes: { isFinal?: boolean; descricao?: string } = {}): string {
    const e = this.exigir(id, "sms");
    const agora = agoraMs();
    const status = eventType.replace(/^TEXT_/, "");
    return JSON.stringify({
      eventType,
      eventVersion: "1.0",
      eventTimestamp: agora,
      isFinal: opcoes.isFinal ?? !["TEXT_QUEUED", "TEXT_PENDING"].includes(eventType),
      originationPhoneNumber: "+551140001234",
      destinationPhoneNumber: e.destino,
      isoCountryCode: "BR",
      isInternationalSend: false,
      mcc: "724",
      mnc: "05",
      carrierName: "Claro",
      messageId: id,
      messageRequestTimestamp: agora - 300,
      messageEncoding: "UCS2",
      messageType: "TRANSACTIONAL",
      messageStatus: status,
      messageStatusDescription: opcoes.descricao ?? (status === "DELIVERED" ? "Message has been delivered to the recipient's handset" : `Message status ${status}`),
      context: e.contexto ?? {},
      totalMessageParts: 2,
      totalMessagePrice: 0.05,
      totalCarrierFee: 0,
    });
  }

  /** An SES event as configuration-set event publishing sends it to SNS. */
  eventoEmail(id: string, eventType: "Send" | "Delivery" | "Open" | "Bounce" | "Reject" | "DeliveryDelay" | "Complaint", opcoes: { bounceType?: string; bounceSubType?: string } = {}): string {
    const e = this.exigir(id, "email");
    const agora = agoraIso();
    const mail = {
      timestamp: agora,
      source: e.remetente,
      sendingAccountId: CONTA,
      messageId: id,
      destination: [e.destino],
      headersTruncated: false,
      headers: [{ name: "Subject", value: e.assunto }],
      commonHeaders: { from: [e.remetente], to: [e.destino], messageId: id, subject: e.assunto },
      tags: { "ses:configuration-set": ["erp-celulares-test-mensagens"], ...(e.tags ?? {}) },
    };
    const detalhe: Record<string, unknown> = {
      Send: { send: {} },
      Delivery: { delivery: { timestamp: agora, processingTimeMillis: 546, recipients: [e.destino], smtpResponse: "250 2.6.0 Message received", reportingMTA: "a8-70.smtp-out.amazonses.com" } },
      Open: { open: { ipAddress: "192.0.2.1", timestamp: agora, userAgent: "Mozilla/5.0" } },
      Bounce: {
        bounce: {
          bounceType: opcoes.bounceType ?? "Permanent",
          bounceSubType: opcoes.bounceSubType ?? "General",
          bouncedRecipients: [{ emailAddress: e.destino, action: "failed", status: "5.1.1", diagnosticCode: "smtp; 550 5.1.1 user unknown" }],
          timestamp: agora,
          feedbackId: randomUUID(),
          reportingMTA: "dsn; e240-55.smtp-out.amazonses.com",
        },
      },
      Reject: { reject: { reason: "Bad content" } },
      DeliveryDelay: { deliveryDelay: { timestamp: agora, delayType: "TransientCommunicationFailure", expirationTime: agora, delayedRecipients: [{ emailAddress: e.destino, status: "4.4.1" }] } },
      Complaint: { complaint: { complainedRecipients: [{ emailAddress: e.destino }], timestamp: agora, feedbackId: randomUUID(), complaintFeedbackType: "abuse" } },
    }[eventType] as Record<string, unknown>;
    return JSON.stringify({ eventType, mail, ...detalhe });
  }

  /** The record SNS hands a subscribed Lambda (`Records[].Sns`), published at `em`. */
  static registroSns(mensagem: string, em: Date = agoraDoNegocio()): SNSEventRecord {
    const topico = `arn:aws:sns:sa-east-1:${CONTA}:Erp-test-Jobs-EventosMensagens`;
    return {
      EventVersion: "1.0",
      EventSource: "aws:sns",
      EventSubscriptionArn: `${topico}:${randomUUID()}`,
      Sns: {
        Type: "Notification",
        MessageId: randomUUID(),
        TopicArn: topico,
        Subject: "",
        Message: mensagem,
        Timestamp: em.toISOString(),
        SignatureVersion: "2",
        Signature: randomBytes(64).toString("base64"),
        SigningCertUrl: "https://sns.sa-east-1.amazonaws.com/SimpleNotificationService-0000000000000000000000.pem",
        UnsubscribeUrl: `https://sns.sa-east-1.amazonaws.com/?Action=Unsubscribe&SubscriptionArn=${topico}`,
        MessageAttributes: {},
      },
    };
  }

  static eventoSns(...mensagens: string[]): SNSEvent {
    return { Records: mensagens.map((m) => AwsMensagensFalso.registroSns(m)) };
  }

  // ---------------------------------------------------------------- server

  private exigir(id: string, servico: ServicoFalso): Enviada {
    const e = [...this.enviadas.values()].find((x) => x.servico === servico && (x.id === id || x.wamid === id || x.idAws === id));
    if (!e) throw new Error(`o falso não enviou ${servico} ${id}`);
    return e;
  }

  private servicoDe(req: IncomingMessage): ServicoFalso | null {
    const caminho = (req.url ?? "").split("?")[0];
    if (caminho === "/v1/whatsapp/send") return "whatsapp";
    if (caminho === "/v2/email/outbound-emails") return "email";
    if (caminho === "/" && String(req.headers["x-amz-target"] ?? "").startsWith("PinpointSMSVoiceV2.")) return "sms";
    return null;
  }

  private erro(res: ServerResponse, servico: ServicoFalso, tipo: string, mensagem: string, reason?: string) {
    const status = (ERROS_DOCUMENTADOS[servico] as Record<string, number>)[tipo] ?? 400;
    const requestId = randomUUID();
    if (servico === "sms") {
      res.writeHead(status, { "content-type": "application/x-amz-json-1.0", "x-amzn-requestid": requestId });
      res.end(JSON.stringify({ __type: `com.amazonaws.pinpointsmsvoicev2#${tipo}`, Message: mensagem, ...(reason ? { Reason: reason } : {}) }));
      return;
    }
    res.writeHead(status, { "content-type": "application/json", "x-amzn-requestid": requestId, "x-amzn-errortype": `${tipo}:http://internal.amazon.com/coral/com.amazonaws.${servico}/` });
    res.end(JSON.stringify({ message: mensagem }));
  }

  private ok(res: ServerResponse, servico: ServicoFalso, corpo: unknown) {
    res.writeHead(200, { "content-type": servico === "sms" ? "application/x-amz-json-1.0" : "application/json", "x-amzn-requestid": randomUUID() });
    res.end(JSON.stringify(corpo));
  }

  private async tratar(req: IncomingMessage, res: ServerResponse) {
    const partes: Buffer[] = [];
    for await (const p of req) partes.push(p as Buffer);
    const servico = this.servicoDe(req);
    if (!servico || req.method !== "POST") {
      res.writeHead(404, { "content-type": "application/json", "x-amzn-errortype": "UnknownOperationException" });
      return res.end("{}");
    }
    let corpo: Record<string, unknown>;
    try {
      corpo = JSON.parse(Buffer.concat(partes).toString("utf8") || "{}") as Record<string, unknown>;
    } catch {
      return this.erro(res, servico, servico === "email" ? "BadRequestException" : "ValidationException", "body is not JSON");
    }
    const escopo = /Credential=[^/]+\/\d{8}\/([^/]+)\/([^/]+)\/aws4_request/.exec(String(req.headers.authorization ?? ""));
    const r: RequisicaoFalsa = {
      servico,
      assinadoPara: escopo?.[2] ?? null,
      regiao: escopo?.[1] ?? null,
      caminho: req.url ?? "",
      alvo: (req.headers["x-amz-target"] as string | undefined) ?? null,
      tipoConteudo: (req.headers["content-type"] as string | undefined) ?? null,
      corpo,
    };
    this.requisicoes.push(r);
    if (!escopo) return this.erro(res, servico, "AccessDeniedException", "Missing Authentication Token");
    const falha = this.falhas.get(servico)?.shift();
    if (falha === "lento") return; // never answers: the client's timeout
    if (falha === 503) {
      res.writeHead(503, { "content-type": "text/html" });
      return res.end("<html>Service Unavailable</html>");
    }
    if (falha === "sem-id") return this.ok(res, servico, {});
    if (falha) return this.erro(res, servico, falha.tipo, `${falha.tipo} (falso)`, falha.reason);
    if (servico === "whatsapp") return this.whatsapp(res, r);
    if (servico === "sms") return this.sms(res, r);
    return this.email(res, r);
  }

  private whatsapp(res: ServerResponse, r: RequisicaoFalsa) {
    const { originationPhoneNumberId, metaApiVersion, message } = r.corpo as Record<string, string>;
    if (!/^phone-number-id-[0-9a-z]{32}$/.test(originationPhoneNumberId ?? "")) return this.erro(res, "whatsapp", "ValidationException", "originationPhoneNumberId");
    if (!/^v\d+\.\d+$/.test(metaApiVersion ?? "")) return this.erro(res, "whatsapp", "ValidationException", "metaApiVersion");
    let m: Record<string, any>;
    try {
      m = JSON.parse(Buffer.from(message ?? "", "base64").toString("utf8")) as Record<string, any>;
    } catch {
      return this.erro(res, "whatsapp", "InvalidParametersException", "message is not a WhatsApp message object");
    }
    r.mensagem = m;
    if (m.messaging_product !== "whatsapp" || typeof m.to !== "string" || !m.to) return this.erro(res, "whatsapp", "InvalidParametersException", "(#100) Invalid parameter");
    if (m.type === "template" && (!m.template?.name || !m.template?.language?.code)) return this.erro(res, "whatsapp", "InvalidParametersException", "(#132000) template name and language are required");
    const wamid = `wamid.HBgN${randomBytes(24).toString("base64url")}`;
    const idAws = randomUUID();
    const id = this.idWhatsapp === "aws" ? idAws : wamid;
    this.enviadas.set(id, { servico: "whatsapp", id, destino: m.to, wamid, idAws, modo: this.idWhatsapp });
    return this.ok(res, "whatsapp", { messageId: id });
  }

  private sms(res: ServerResponse, r: RequisicaoFalsa) {
    if (r.alvo !== "PinpointSMSVoiceV2.SendTextMessage") return this.erro(res, "sms", "ValidationException", `unknown operation ${r.alvo}`, "UNKNOWN_OPERATION");
    const c = r.corpo as { DestinationPhoneNumber?: string; OriginationIdentity?: string; MessageBody?: string; MessageType?: string; ConfigurationSetName?: string; Context?: Record<string, string> };
    if (!/^\+[1-9]\d{1,14}$/.test(c.DestinationPhoneNumber ?? "")) return this.erro(res, "sms", "ValidationException", "DestinationPhoneNumber must be E.164", "INVALID_PARAMETER");
    if (!c.MessageBody || c.MessageBody.length > 1600) return this.erro(res, "sms", "ValidationException", "MessageBody length", "INVALID_PARAMETER");
    if (c.MessageType && !["TRANSACTIONAL", "PROMOTIONAL"].includes(c.MessageType)) return this.erro(res, "sms", "ValidationException", "MessageType", "INVALID_PARAMETER");
    if (this.descadastrados.has(c.DestinationPhoneNumber!)) return this.erro(res, "sms", "ConflictException", "The destination phone number is opted out", "DESTINATION_PHONE_NUMBER_OPTED_OUT");
    const id = randomUUID();
    this.enviadas.set(id, { servico: "sms", id, destino: c.DestinationPhoneNumber!, contexto: c.Context });
    return this.ok(res, "sms", { MessageId: id });
  }

  private email(res: ServerResponse, r: RequisicaoFalsa) {
    const c = r.corpo as { FromEmailAddress?: string; Destination?: { ToAddresses?: string[] }; Content?: { Simple?: { Subject?: { Data?: string }; Body?: { Text?: { Data?: string } } } }; EmailTags?: { Name: string; Value: string }[] };
    const para = c.Destination?.ToAddresses ?? [];
    if (!para.length || para.some((a) => !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(a))) return this.erro(res, "email", "BadRequestException", "Missing final '@domain'");
    const dominio = /@([^>\s]+)>?$/.exec(c.FromEmailAddress ?? "")?.[1]?.toLowerCase();
    if (!dominio || !this.dominiosVerificados.has(dominio)) return this.erro(res, "email", "MessageRejected", `Email address is not verified. The following identities failed the check in region SA-EAST-1: ${c.FromEmailAddress}`);
    if (!c.Content?.Simple?.Subject?.Data || !c.Content.Simple.Body?.Text?.Data) return this.erro(res, "email", "BadRequestException", "Simple content needs a subject and a body");
    const id = `0103019${randomBytes(12).toString("hex")}-${randomUUID()}-000000`;
    const tags = Object.fromEntries((c.EmailTags ?? []).map((t) => [t.Name, [t.Value]]));
    this.enviadas.set(id, { servico: "email", id, destino: para[0]!, tags, assunto: c.Content.Simple.Subject.Data, remetente: c.FromEmailAddress });
    return this.ok(res, "email", { MessageId: id });
  }
}
