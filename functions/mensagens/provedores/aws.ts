/**
 * The `aws` messaging provider (issue 31 item 1), by configuration (MENSAGENS_PROVEDOR=aws; its
 * settings: aws-config.ts; what goes on the wire: aws-modelos.ts):
 * - WhatsApp: AWS End User Messaging Social `SendWhatsAppMessage` (`originationPhoneNumberId`,
 *   `metaApiVersion`, and `message`: the WhatsApp Cloud API message object as bytes — a template
 *   per model, its variables as body parameters) → `{ messageId }`;
 * - SMS: AWS End User Messaging SMS v2 `SendTextMessage` (`DestinationPhoneNumber` in E.164,
 *   `OriginationIdentity`, `MessageType: TRANSACTIONAL`, `ConfigurationSetName`) → `{ MessageId }`;
 * - e-mail: SES v2 `SendEmail` (Simple content: subject and text body, `ConfigurationSetName`) → `{ MessageId }`.
 * The id answered is what the status events name (aws-eventos.ts, through the SNS topic the
 * configuration sets and the WhatsApp Business Account publish to: jobs/status-aws.ts).
 *
 * Failures (`classificarErro`): what may pass — throttling, the service's 5xx, Meta unreachable, a
 * network error or timeout — is FalhaTransitoria (the job comes back with backoff); a refusal —
 * validation, an opted-out or invalid number, a missing resource, no permission — is
 * FalhaDefinitiva (the channel fails at once and the next one is tried). The SDK's own retries are
 * off (maxAttempts 1): the queue's backoff is the one retry policy.
 *
 * Idempotency: none of the three calls takes an idempotency key, so a job that crashes after the
 * service took the message and before it is recorded sends it again on its retry (at least once;
 * the window is one DynamoDB write). The SDK clients are loaded on first use (`await import`:
 * infra/constructs/empacotamento.ts SDK_PREGUICOSO), so a function on `simulado` never loads them.
 */
import { ROTULO_CANAL, type Canal } from "../../../shared/mensagens/schemas";
import { lerConfigAws, type ConfigMensagensAws } from "./aws-config";
import { e164, mensagemWhatsapp, remetente, textoSms, valorDeTag } from "./aws-modelos";
import { FalhaDefinitiva, FalhaTransitoria, type PedidoEnvio, type ProvedorMensagens } from "./porta";

interface ErroSdk {
  name?: string;
  message?: string;
  $fault?: "client" | "server";
  $metadata?: { httpStatusCode?: number };
  /** SMS v2's ConflictException, ValidationException and ServiceQuotaExceededException say why. */
  Reason?: string;
}

/**
 * Errors that may pass, by the services' documented error codes:
 * - End User Messaging Social (REST-JSON): ThrottledRequestException (429), InternalServiceException
 *   (500), DependencyException (502: Meta's side failed), LimitExceededException (400: a quota);
 * - End User Messaging SMS v2 (AWS JSON 1.0, every error 400 but the 500): ThrottlingException,
 *   InternalServerException (500);
 * - SES v2 (REST-JSON): TooManyRequestsException (429), LimitExceededException (400: the sending
 *   quota), InternalServiceErrorException (500).
 * Anything the service marks as its fault (5xx) or that never reached it (no HTTP status: network,
 * timeout) may pass too. Everything else is a refusal.
 */
const TRANSITORIOS = new Set([
  "ThrottledRequestException",
  "InternalServiceException",
  "DependencyException",
  "LimitExceededException",
  "ThrottlingException",
  "InternalServerException",
  "TooManyRequestsException",
  "InternalServiceErrorException",
  "ServiceUnavailableException",
  "RequestTimeout",
  "RequestTimeoutException",
  "TimeoutError",
]);

/**
 * Refusals the evidence names in words (the code follows in parentheses):
 * - Social: ValidationException / InvalidParametersException (the template or its parameters),
 *   ResourceNotFoundException (the origination number), AccessDeniedException (IAM),
 *   AccessDeniedByMetaException (Meta refused the business or the number);
 * - SMS v2: ConflictException with Reason DESTINATION_PHONE_NUMBER_OPTED_OUT (the customer opted
 *   out), ValidationException (Reason: INVALID_PARAMETER, DESTINATION_COUNTRY_BLOCKED…: an invalid
 *   number among them), ServiceQuotaExceededException (MONTHLY_SPEND_LIMIT_REACHED_FOR_TEXT),
 *   ResourceNotFoundException (origination identity or configuration set), AccessDeniedException;
 * - SES v2: BadRequestException (an invalid address among them), MessageRejected,
 *   MailFromDomainNotVerifiedException, AccountSuspendedException, SendingPausedException,
 *   NotFoundException (identity or configuration set).
 */
const RECUSAS: Record<string, string> = {
  DESTINATION_PHONE_NUMBER_OPTED_OUT: "o número pediu para não receber mensagens",
  MONTHLY_SPEND_LIMIT_REACHED_FOR_TEXT: "limite mensal de gasto com SMS atingido",
  ValidationException: "mensagem recusada pelo provedor",
  InvalidParametersException: "mensagem recusada pelo provedor",
  BadRequestException: "mensagem recusada pelo provedor",
  ResourceNotFoundException: "origem ou configuração não encontrada",
  NotFoundException: "origem ou configuração não encontrada",
  AccessDeniedException: "sem permissão para enviar",
  AccessDeniedByMetaException: "a Meta recusou o envio",
  MessageRejected: "e-mail recusado pelo provedor",
  MailFromDomainNotVerifiedException: "domínio do remetente não verificado",
  AccountSuspendedException: "envio de e-mail suspenso na conta",
  SendingPausedException: "envio de e-mail pausado na conta",
  ServiceQuotaExceededException: "cota do provedor esgotada",
  ConflictException: "mensagem recusada pelo provedor",
};

/** FalhaTransitoria or FalhaDefinitiva of an SDK error; the reason names the channel and the code, never the destination. */
export function classificarErro(canal: Canal, erro: unknown): FalhaTransitoria | FalhaDefinitiva {
  if (erro instanceof FalhaDefinitiva || erro instanceof FalhaTransitoria) return erro;
  const e = (erro ?? {}) as ErroSdk;
  const nome = e.name ?? "Erro";
  const status = e.$metadata?.httpStatusCode;
  const codigo = e.Reason ? `${nome}: ${e.Reason}` : nome;
  if (TRANSITORIOS.has(nome) || status === undefined || status >= 500 || status === 429 || e.$fault === "server") {
    return new FalhaTransitoria(`${ROTULO_CANAL[canal]}: falha que pode passar (${codigo})`);
  }
  const descricao = (e.Reason && RECUSAS[e.Reason]) ?? RECUSAS[nome] ?? "mensagem recusada pelo provedor";
  return new FalhaDefinitiva(`${ROTULO_CANAL[canal]}: ${descricao} (${codigo})`);
}

export interface OpcoesAws {
  /** Tests and local runs (the fakes); in Lambda the role's credentials come from the environment. */
  credenciais?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
  /** Per call (connect + answer); the consumer's timeout is 20 s. */
  tempoLimiteMs?: number;
}

const naoConfigurado = (canal: Canal) => new FalhaDefinitiva(`${ROTULO_CANAL[canal]} não configurado neste ambiente`);

export function criarProvedorMensagensAws(cfg: ConfigMensagensAws = lerConfigAws(), opcoes: OpcoesAws = {}): ProvedorMensagens {
  const base = (regiao: string) => ({
    region: regiao,
    maxAttempts: 1,
    // A request over its time is an error (TimeoutError: may pass), not just a warning.
    requestHandler: { connectionTimeout: 3000, requestTimeout: opcoes.tempoLimiteMs ?? 8000, throwOnRequestTimeout: true },
    ...(cfg.endpoint ? { endpoint: cfg.endpoint } : {}),
    ...(opcoes.credenciais ? { credentials: opcoes.credenciais } : {}),
  });
  // One client per service and process, built on first use.
  const clientes: Partial<Record<Canal, Promise<(p: PedidoEnvio) => Promise<string | undefined>>>> = {};

  const whatsapp = async () => {
    const w = cfg.whatsapp;
    if (!w) throw naoConfigurado("whatsapp");
    const { SocialMessagingClient, SendWhatsAppMessageCommand } = await import("@aws-sdk/client-socialmessaging");
    const cliente = new SocialMessagingClient(base(w.regiao));
    return async (p: PedidoEnvio) => {
      const r = await cliente.send(
        new SendWhatsAppMessageCommand({
          originationPhoneNumberId: w.numero,
          metaApiVersion: w.versaoMeta,
          message: new TextEncoder().encode(JSON.stringify(mensagemWhatsapp(p, w))),
        }),
      );
      return r.messageId;
    };
  };

  const sms = async () => {
    const s = cfg.sms;
    if (!s) throw naoConfigurado("sms");
    const { PinpointSMSVoiceV2Client, SendTextMessageCommand } = await import("@aws-sdk/client-pinpoint-sms-voice-v2");
    const cliente = new PinpointSMSVoiceV2Client(base(cfg.regiao));
    return async (p: PedidoEnvio) => {
      const r = await cliente.send(
        new SendTextMessageCommand({
          DestinationPhoneNumber: e164(p.destino),
          OriginationIdentity: s.origem,
          MessageBody: textoSms(p),
          MessageType: "TRANSACTIONAL",
          ConfigurationSetName: s.configuracao,
          // Echoed in the status events (`context`): which message and channel this is.
          Context: { mensagem: p.idempotencia },
        }),
      );
      return r.MessageId;
    };
  };

  const email = async () => {
    const m = cfg.email;
    if (!m) throw naoConfigurado("email");
    const { SESv2Client, SendEmailCommand } = await import("@aws-sdk/client-sesv2");
    const cliente = new SESv2Client(base(cfg.regiao));
    return async (p: PedidoEnvio) => {
      const loja = p.variaveis.loja?.trim();
      const r = await cliente.send(
        new SendEmailCommand({
          FromEmailAddress: remetente(loja && m.nome ? `${loja} via ${m.nome}` : loja || m.nome, m.remetente),
          Destination: { ToAddresses: [p.destino] },
          Content: { Simple: { Subject: { Data: p.assunto, Charset: "UTF-8" }, Body: { Text: { Data: p.texto, Charset: "UTF-8" } } } },
          ConfigurationSetName: m.configuracao,
          EmailTags: [
            { Name: "modelo", Value: valorDeTag(p.modelo) },
            { Name: "mensagem", Value: valorDeTag(p.idempotencia) },
          ],
        }),
      );
      return r.MessageId;
    };
  };

  const fabricas: Record<Canal, () => Promise<(p: PedidoEnvio) => Promise<string | undefined>>> = { whatsapp, sms, email };

  return {
    nome: "aws",
    async enviar(p) {
      let id: string | undefined;
      try {
        const promessa = (clientes[p.canal] ??= fabricas[p.canal]());
        // A channel not configured is not kept: configuration only changes with a new deploy anyway.
        promessa.catch(() => delete clientes[p.canal]);
        const enviar = await promessa;
        id = await enviar(p);
      } catch (erro) {
        throw classificarErro(p.canal, erro);
      }
      if (!id) throw new FalhaTransitoria(`${ROTULO_CANAL[p.canal]}: resposta sem o id da mensagem`);
      return { idProvedor: id };
    },
  };
}
