/**
 * Per-environment values: the only place where dev and prod differ. Chosen with
 * `-c env=dev|prod` (default dev, see cdk.json). Stacks receive the resolved object through
 * props; nothing else reads the context.
 */
import { Duration, RemovalPolicy } from "aws-cdk-lib";
import { RetentionDays } from "aws-cdk-lib/aws-logs";
import { MODELOS, type Modelo } from "../shared/mensagens/schemas";

export type NomeAmbiente = "dev" | "prod";

/** Groups of public routes with their own WAF rate rule (infra/stacks/web-stack.ts grupoWaf). */
export type GrupoWaf = "portal" | "cadastro" | "webhooks";

export interface Limite {
  /** Steady-state requests per second. */
  taxa: number;
  /** Bucket size (burst). */
  rajada: number;
}

/**
 * Which boleto provider issues the slips (functions/boletos/provedores). `asaas` needs the API
 * base with its version and the name of the Secrets Manager secret holding
 * `{"apiKey","webhookToken"}`. The secret is created by hand, outside CDK (an API key never goes
 * through a template): `aws secretsmanager create-secret --name <segredo> --secret-string '{"apiKey":"…","webhookToken":"…"}'`.
 */
export interface ConfigBoletos {
  provedor: "simulado" | "asaas";
  asaasUrl?: string;
  segredo?: string;
}

/**
 * Which lock provider locks the phones (functions/bloqueio/provedores). `knox` (a Knox-Guard-style
 * vendor) needs its API base and the name of the Secrets Manager secret holding
 * `{"apiToken","chavePublicaWebhook"}`, created by hand like the Asaas one. `simulado` keeps its
 * devices in the table; its confirmations come from the local devices loop only, so it is for dev.
 */
export interface ConfigBloqueio {
  provedor: "simulado" | "knox";
  knoxUrl?: string;
  segredo?: string;
}

/**
 * Messages to customers (functions/mensagens/provedores): `simulado` keeps them in the table (its
 * delivery loop and inbox page exist only in the local stack, so in AWS they stay `enviada`); `aws`
 * sends through AWS End User Messaging Social (WhatsApp), End User Messaging SMS and SES v2, and
 * takes their delivery events from an SNS topic (infra/stacks/jobs-stack.ts). Each `aws` channel is
 * optional: one left out is never tried (functions/mensagens/provedores/canais.ts): the next channel
 * goes first, so a stage can start with e-mail while the WhatsApp templates and the SMS registration are
 * approved (docs/operacao.md 1.4). Nothing here is a secret.
 */
export interface ConfigMensagensAws {
  whatsapp?: {
    /** The number's id in End User Messaging Social (`phone-number-id-` + 32 hex; GetLinkedWhatsAppBusinessAccount). */
    numero: string;
    /** Meta Cloud API version the payloads are written for (default v20.0). */
    versaoMeta?: string;
    /** Region of the linked WhatsApp Business Account when not the stage's. */
    regiao?: string;
    /** Approved template name per model when not `erp_<modelo>` (language pt_BR; docs/operacao.md lists each model's parameters). */
    modelos?: Partial<Record<Modelo, string>>;
  };
  sms?: {
    /** ARN of the origination identity registered for Brazil: a phone number, sender ID or pool of End User Messaging SMS. */
    origem: string;
  };
  email?: {
    /** The From address, at a domain verified in SES in the stage's region (out of the sandbox). */
    remetente: string;
    /** Shown after the store's name: "<loja> via <nome>". */
    nome: string;
  };
}

export interface ConfigMensagens {
  provedor: "simulado" | "aws";
  aws?: ConfigMensagensAws;
}

/** The site's own domain names and the ARN of their ACM certificate, which CloudFront needs in us-east-1. */
export interface DominioSite {
  nomes: string[];
  certificadoArn: string;
}

export interface EmailEquipe {
  /** The SES-verified domain (identity) the messages come from. */
  dominio: string;
  /** The From address, at that domain. */
  remetente: string;
  /** The From name shown in the inbox. */
  nome: string;
}

export interface AmbienteConfig {
  nome: NomeAmbiente;
  /** Data stays in Brazil. */
  regiao: string;
  /** Unset offline: the stacks are then environment-agnostic in account only. */
  conta?: string;
  /** Tables, buckets and user pools (and their log groups). */
  remocao: RemovalPolicy;
  /** DynamoDB/Cognito deletion protection and CloudFormation termination protection of stateful stacks. */
  protecaoContraExclusao: boolean;
  retencaoLogs: RetentionDays;
  /**
   * Site origin (e.g. "https://erp.example.com.br") when the SPA has its own domain. The SPA and
   * the API share one origin through CloudFront, so without it no CORS is configured at all. It is
   * also SITE_URL: the customer area's full address in what reaches a customer (without it the
   * lock's notice and screen send the customer to the store).
   */
  siteUrl?: string;
  cognito: {
    /** USER_PASSWORD_AUTH on the app clients (the local stack needs it; SRP is always on). */
    userPasswordAuth: boolean;
    validadeIdToken: Duration;
    validadeRefreshToken: Duration;
    /**
     * Cognito threat protection (Plus feature plan, billed per monthly active user): compromised
     * credentials and risky sign-ins blocked (cdk-nag COG8).
     */
    protecaoContraAmeacas: boolean;
    /**
     * Staff e-mail (invitations, password reset codes) through Amazon SES from a verified domain
     * (Cognito's default sender allows 50 messages a day and is for development only: Cognito
     * Developer Guide, "Email settings for Amazon Cognito user pools"). The domain must be a
     * verified SES identity in `regiao`, out of the SES sandbox, before the deploy (infra/README.md).
     * Unset: Cognito's default sender.
     */
    emailEquipe?: EmailEquipe;
  };
  limites: {
    /** Default for every route of the stage. */
    padrao: Limite;
    /** Tighter, per public route (sign-up, portal, webhooks). */
    publicas: Limite;
  };
  web: {
    /**
     * Region of the web stack (SPA bucket, CloudFront, WAF). CloudFront is global; a CLOUDFRONT
     * web ACL can only be created in us-east-1, so the WAF needs the web stack there. When it
     * differs from `regiao`, stacks pass values across regions (crossRegionReferences), which
     * needs both regions bootstrapped.
     */
    regiao: string;
    /**
     * WAF rate rules in front of CloudFront, requests per 5 minutes per viewer IP (AWS WAF
     * rate-based rules, 5-minute window): `limitePor5Min` on all of /api/*, and a tighter one per
     * group of public routes (web-stack.ts grupoWaf): the customer area (lookup, account, slip
     * PDFs; sized for a carrier's NAT, many customers behind one address), company sign-up, and
     * the providers' webhooks (a bank may send a burst after a batch of payments).
     */
    waf?: { limitePor5Min: number; publicas: Record<GrupoWaf, number> };
    /**
     * The site's domain (TLS 1.2 minimum at the edge). Unset: the *.cloudfront.net address, whose
     * default certificate still accepts TLS 1.0; set it in prod once the domain and its certificate exist.
     */
    dominio?: DominioSite;
  };
  /**
   * Slips: which provider issues them (BOLETOS_PROVEDOR, functions/boletos/provedores). `simulado`
   * signs its notices with a secret generated per deploy (Secrets Manager, api-stack.ts); a real
   * provider's credentials go in a secret of their own.
   */
  boletos: ConfigBoletos;
  /** Remote lock: which provider (BLOQUEIO_PROVEDOR) and, for a real vendor, its URL and secret. */
  bloqueio: ConfigBloqueio;
  /** Messages to customers: which provider (MENSAGENS_PROVEDOR) and, for `aws`, each channel's settings. */
  mensagens: ConfigMensagens;
  /**
   * The operator's e-mail, subscribed to the alarms' SNS topic (monitor-stack.ts). AWS sends a
   * confirmation e-mail first: alarms reach it only after the link in it is clicked. Unset: the
   * synth warns and nobody is notified.
   */
  emailAlarmes?: string;
}

const comuns = {
  regiao: "sa-east-1",
  conta: process.env.CDK_DEFAULT_ACCOUNT,
} as const;

export const AMBIENTES: Record<NomeAmbiente, AmbienteConfig> = {
  dev: {
    ...comuns,
    nome: "dev",
    remocao: RemovalPolicy.DESTROY,
    protecaoContraExclusao: false,
    retencaoLogs: RetentionDays.ONE_WEEK,
    cognito: {
      userPasswordAuth: true,
      validadeIdToken: Duration.hours(1),
      validadeRefreshToken: Duration.days(30),
      protecaoContraAmeacas: false,
    },
    limites: { padrao: { taxa: 50, rajada: 100 }, publicas: { taxa: 5, rajada: 10 } },
    // No WAF in dev: one region, one bootstrap; stage throttling still guards public routes.
    web: { regiao: "sa-east-1" },
    // Slips at the simulated bank, kept in the table: no money moves in dev.
    boletos: { provedor: "simulado" },
    bloqueio: { provedor: "simulado" },
    // No customer is reached from dev: messages stay in the table, `enviada`.
    mensagens: { provedor: "simulado" },
  },
  prod: {
    ...comuns,
    nome: "prod",
    remocao: RemovalPolicy.RETAIN,
    protecaoContraExclusao: true,
    retencaoLogs: RetentionDays.SIX_MONTHS,
    cognito: {
      userPasswordAuth: false,
      validadeIdToken: Duration.hours(1),
      validadeRefreshToken: Duration.days(30),
      protecaoContraAmeacas: true,
      // The product's sending domain: confirm it (and verify it in SES, sa-east-1) before the first prod deploy.
      emailEquipe: { dominio: "erpcelulares.com.br", remetente: "nao-responda@erpcelulares.com.br", nome: "ERP Celulares" },
    },
    limites: { padrao: { taxa: 200, rajada: 400 }, publicas: { taxa: 10, rajada: 20 } },
    // HTTP APIs have no WAF of their own: the rate rule sits on CloudFront, hence us-east-1.
    web: { regiao: "us-east-1", waf: { limitePor5Min: 2000, publicas: { portal: 300, cadastro: 20, webhooks: 1000 } } },
    boletos: { provedor: "asaas", asaasUrl: "https://api.asaas.com/v3", segredo: "erp-celulares/prod/asaas" },
    // The vendor's regional API base: confirm it with the vendor account before the first deploy.
    bloqueio: { provedor: "knox", knoxUrl: "https://us-kcs-api.samsungknox.com/kcs/v1.1/kgs", segredo: "erp-celulares/prod/knox-guard" },
    // E-mail from the product's verified domain; add `whatsapp: { numero: "phone-number-id-…" }` once the
    // templates are approved and `sms: { origem: "arn:aws:sms-voice:…" }` once the Brazilian registration is (docs/operacao.md 1.4).
    mensagens: { provedor: "aws", aws: { email: { remetente: "avisos@erpcelulares.com.br", nome: "ERP Celulares" } } },
  },
};

/** Resolves `-c env=…`; an unknown name fails the synth instead of deploying something else. */
export function carregarConfig(nome: unknown): AmbienteConfig {
  const escolhido = nome === undefined || nome === null || nome === "" ? "dev" : String(nome);
  if (!(escolhido in AMBIENTES)) {
    throw new Error(`ambiente desconhecido: "${escolhido}" (use -c env=dev ou -c env=prod)`);
  }
  const config = AMBIENTES[escolhido as NomeAmbiente];
  asaasDaConfig(config.boletos);
  emailEquipeDaConfig(config.cognito.emailEquipe);
  knoxDaConfig(config.bloqueio);
  mensagensAwsDaConfig(config.mensagens);
  return config;
}

/** Meta's rule for a template name: lowercase letters, digits and underscores, up to 512. */
const NOME_MODELO_WHATSAPP = /^[a-z0-9_]{1,512}$/;

/**
 * The `aws` settings of `mensagens` (null for `simulado`); a malformed one fails the synth: a
 * WhatsApp number that is not a `phone-number-id-`, an SMS origin that is not an End User Messaging
 * SMS ARN, a sender without a domain, a template name Meta would refuse or of an unknown model.
 */
export function mensagensAwsDaConfig(mensagens: ConfigMensagens): ConfigMensagensAws | null {
  if (mensagens.provedor !== "aws") return null;
  const aws = mensagens.aws ?? {};
  const erro = (m: string) => new Error(`mensagens.aws: ${m}`);
  if (!aws.whatsapp && !aws.sms && !aws.email) throw erro("o provedor aws pede ao menos um canal (whatsapp, sms ou email)");
  if (aws.whatsapp) {
    if (!/^phone-number-id-[0-9a-z]{32}$/.test(aws.whatsapp.numero)) throw erro(`whatsapp.numero "${aws.whatsapp.numero}" não é um id do End User Messaging Social (phone-number-id- e 32 caracteres)`);
    if (aws.whatsapp.versaoMeta !== undefined && !/^v\d+\.\d+$/.test(aws.whatsapp.versaoMeta)) throw erro(`whatsapp.versaoMeta "${aws.whatsapp.versaoMeta}" (use v20.0)`);
    if (aws.whatsapp.regiao !== undefined && !/^[a-z]{2}(-[a-z]+)+-\d$/.test(aws.whatsapp.regiao)) throw erro(`whatsapp.regiao "${aws.whatsapp.regiao}"`);
    for (const [modelo, nome] of Object.entries(aws.whatsapp.modelos ?? {})) {
      if (!(MODELOS as readonly string[]).includes(modelo)) throw erro(`whatsapp.modelos: modelo desconhecido "${modelo}"`);
      if (!nome || !NOME_MODELO_WHATSAPP.test(nome)) throw erro(`whatsapp.modelos.${modelo}: "${nome}" (letras minúsculas, dígitos e _)`);
    }
  }
  if (aws.sms && !/^arn:aws[a-z-]*:sms-voice:[a-z0-9-]+:\d{12}:(phone-number|sender-id|pool)\/\S+$/.test(aws.sms.origem)) {
    throw erro(`sms.origem "${aws.sms.origem}" não é o ARN de um número, sender ID ou pool do End User Messaging SMS`);
  }
  if (aws.email) {
    const dominio = aws.email.remetente.split("@")[1];
    if (!/^[^\s@"<>]+@[a-z0-9.-]+\.[a-z]{2,}$/i.test(aws.email.remetente) || !dominio) throw erro(`email.remetente "${aws.email.remetente}"`);
    if (!aws.email.nome.trim()) throw erro("email.nome vazio");
  }
  return aws;
}

/** The SES identity (domain) the messages' sender belongs to. */
export const dominioDoRemetente = (email: NonNullable<ConfigMensagensAws["email"]>): string => email.remetente.split("@")[1]!.toLowerCase();

/** The Asaas settings of `boletos`; an `asaas` provider without its URL or secret fails the synth. */
export function asaasDaConfig(boletos: ConfigBoletos): { url: string; segredo: string } | null {
  if (boletos.provedor !== "asaas") return null;
  if (!boletos.asaasUrl || !/^https:\/\/\S+\/v3$/.test(boletos.asaasUrl) || !boletos.segredo) {
    throw new Error('boletos.provedor "asaas" pede asaasUrl (https://…/v3) e segredo (nome do segredo com {"apiKey","webhookToken"})');
  }
  return { url: boletos.asaasUrl, segredo: boletos.segredo };
}

/** The Knox settings of `bloqueio`; a `knox` provider without its URL or secret fails the synth. */
export function knoxDaConfig(bloqueio: ConfigBloqueio): { url: string; segredo: string } | null {
  if (bloqueio.provedor !== "knox") return null;
  if (!bloqueio.knoxUrl || !/^https:\/\/\S+$/.test(bloqueio.knoxUrl) || !bloqueio.segredo) {
    throw new Error('bloqueio.provedor "knox" pede knoxUrl (https://…) e segredo (nome do segredo com {"apiToken","chavePublicaWebhook"})');
  }
  return { url: bloqueio.knoxUrl, segredo: bloqueio.segredo };
}

/** The staff sender; one whose address is not at its domain fails the synth (SES would refuse it). */
export function emailEquipeDaConfig(email: EmailEquipe | undefined): EmailEquipe | null {
  if (!email) return null;
  const dominio = email.remetente.split("@")[1]?.toLowerCase();
  if (!/^[a-z0-9.-]+\.[a-z]{2,}$/i.test(email.dominio) || dominio !== email.dominio.toLowerCase() || !email.nome.trim()) {
    throw new Error(`cognito.emailEquipe: remetente (${email.remetente}) deve ser um endereço do domínio ${email.dominio}, com nome`);
  }
  return email;
}
