/**
 * Runtime configuration of every Lambda, read from environment variables set by CDK
 * (infra/constructs/node-function.ts) or by the local runner. Endpoints are only set locally.
 */
import * as z from "zod/mini";

const Ambiente = z.object({
  APP_ENV: z._default(z.string(), "local"),
  AWS_REGION: z._default(z.string(), "us-east-1"),
  TABLE_NAME: z.string().check(z.minLength(1)),
  STAFF_USER_POOL_ID: z._default(z.string(), ""),
  STAFF_USER_POOL_CLIENT_ID: z._default(z.string(), ""),
  CUSTOMER_USER_POOL_ID: z._default(z.string(), ""),
  CUSTOMER_USER_POOL_CLIENT_ID: z._default(z.string(), ""),
  QUEUE_URL_BOLETO_JOBS: z._default(z.string(), ""),
  QUEUE_URL_LOCK_JOBS: z._default(z.string(), ""),
  QUEUE_URL_ROTINA_JOBS: z._default(z.string(), ""),
  QUEUE_URL_MENSAGENS_JOBS: z._default(z.string(), ""),
  BUCKET_NAME: z._default(z.string(), ""),
  /** Which boleto provider runs (infra/config.ts `boletos.provedor`). */
  BOLETOS_PROVEDOR: z._default(z.enum(["simulado", "asaas"]), "simulado"),
  /** Asaas API base with its version (https://api.asaas.com/v3); only with BOLETOS_PROVEDOR=asaas. */
  ASAAS_URL: z.optional(z.string()),
  /** Secrets Manager name or ARN of `{"apiKey","webhookToken"}` (in AWS). */
  ASAAS_SEGREDO: z.optional(z.string()),
  /** Locally, instead of the secret. */
  ASAAS_API_KEY: z.optional(z.string()),
  ASAAS_WEBHOOK_TOKEN: z.optional(z.string()),
  /** HMAC key the simulated bank signs its notices with (generated per local stack; a secret in AWS). */
  BOLETOS_SIMULADO_SEGREDO: z._default(z.string(), ""),
  /** Which lock provider runs (infra/config.ts `bloqueio.provedor`; functions/bloqueio/provedores). */
  BLOQUEIO_PROVEDOR: z._default(z.enum(["simulado", "knox"]), "simulado"),
  /** HMAC key the simulated lock provider signs its confirmations with (generated per local stack; a secret in AWS). */
  BLOQUEIO_SIMULADO_SEGREDO: z._default(z.string(), ""),
  /** Which messaging provider runs (infra/config.ts `mensagens.provedor`; functions/mensagens/provedores). */
  MENSAGENS_PROVEDOR: z._default(z.enum(["simulado", "aws"]), "simulado"),
  /** HMAC key the simulated messenger signs its delivery notices with (generated per local stack). */
  MENSAGENS_SIMULADO_SEGREDO: z._default(z.string(), ""),
  /** Knox Guard API base (https://…/kgs); only with BLOQUEIO_PROVEDOR=knox. */
  KNOX_URL: z.optional(z.string()),
  /** Secrets Manager name or ARN of `{"apiToken","chavePublicaWebhook"}` (in AWS). */
  KNOX_SEGREDO: z.optional(z.string()),
  /** Locally, instead of the secret. */
  KNOX_API_TOKEN: z.optional(z.string()),
  KNOX_CHAVE_PUBLICA_WEBHOOK: z.optional(z.string()),
  /**
   * The site's origin (https://erp.example.com.br): the full address of the customer area in what
   * reaches a customer (the phone's notice and lock screen). Unset: texts send them to the store.
   */
  SITE_URL: z.optional(z.string()),
  /** Key material of the list cursors (functions/lib/db/cursor.ts): a secret in AWS, new per local stack. */
  CURSOR_SEGREDO: z._default(z.string(), ""),
  /**
   * ARN of the Secrets Manager secret `{"atual","anterior"}` with the values of CloudFront's secret
   * origin header (functions/lib/borda.ts); set in AWS by infra/stacks/api-stack.ts.
   */
  ORIGEM_SEGREDO: z.optional(z.string()),
  /** Locally, instead of the secret: the accepted values, comma-separated. Unset locally: no check. */
  ORIGEM_VALORES: z.optional(z.string()),
  /** Local emulator endpoints; absent in AWS. */
  DYNAMODB_ENDPOINT: z.optional(z.string()),
  COGNITO_ENDPOINT: z.optional(z.string()),
  SQS_ENDPOINT: z.optional(z.string()),
  S3_ENDPOINT: z.optional(z.string()),
});
export type Ambiente = z.infer<typeof Ambiente>;

let cache: Ambiente | undefined;

/** Parsed lazily so the local runner can set variables before the first request. */
export function ambiente(): Ambiente {
  cache ??= Ambiente.parse(process.env);
  return cache;
}

/** Tests and the local runner change endpoints between runs in one process. */
export function recarregarAmbiente(): void {
  cache = undefined;
}
