/**
 * Runtime configuration of every Lambda, read from environment variables set by CDK
 * (infra/constructs/node-function.ts) or by the local runner. Endpoints are only set locally.
 */
import * as z from "zod";

const Ambiente = z.object({
  APP_ENV: z.string().default("local"),
  AWS_REGION: z.string().default("us-east-1"),
  TABLE_NAME: z.string().min(1),
  STAFF_USER_POOL_ID: z.string().default(""),
  STAFF_USER_POOL_CLIENT_ID: z.string().default(""),
  CUSTOMER_USER_POOL_ID: z.string().default(""),
  CUSTOMER_USER_POOL_CLIENT_ID: z.string().default(""),
  QUEUE_URL_BOLETO_JOBS: z.string().default(""),
  QUEUE_URL_LOCK_JOBS: z.string().default(""),
  QUEUE_URL_ROTINA_JOBS: z.string().default(""),
  BUCKET_NAME: z.string().default(""),
  /** Which boleto provider runs (infra/config.ts `boletos.provedor`). */
  BOLETOS_PROVEDOR: z.enum(["simulado", "asaas"]).default("simulado"),
  /** Asaas API base with its version (https://api.asaas.com/v3); only with BOLETOS_PROVEDOR=asaas. */
  ASAAS_URL: z.string().optional(),
  /** Secrets Manager name or ARN of `{"apiKey","webhookToken"}` (in AWS). */
  ASAAS_SEGREDO: z.string().optional(),
  /** Locally, instead of the secret. */
  ASAAS_API_KEY: z.string().optional(),
  ASAAS_WEBHOOK_TOKEN: z.string().optional(),
  /** HMAC key the simulated bank signs its notices with (generated per local stack; a secret in AWS). */
  BOLETOS_SIMULADO_SEGREDO: z.string().default(""),
  /** Which lock provider runs (infra/config.ts `bloqueio.provedor`; functions/bloqueio/provedores). */
  BLOQUEIO_PROVEDOR: z.enum(["simulado", "knox"]).default("simulado"),
  /** HMAC key the simulated lock provider signs its confirmations with (generated per local stack; a secret in AWS). */
  BLOQUEIO_SIMULADO_SEGREDO: z.string().default(""),
  /** Knox Guard API base (https://…/kgs); only with BLOQUEIO_PROVEDOR=knox. */
  KNOX_URL: z.string().optional(),
  /** Secrets Manager name or ARN of `{"apiToken","chavePublicaWebhook"}` (in AWS). */
  KNOX_SEGREDO: z.string().optional(),
  /** Locally, instead of the secret. */
  KNOX_API_TOKEN: z.string().optional(),
  KNOX_CHAVE_PUBLICA_WEBHOOK: z.string().optional(),
  /** Local emulator endpoints; absent in AWS. */
  DYNAMODB_ENDPOINT: z.string().optional(),
  COGNITO_ENDPOINT: z.string().optional(),
  SQS_ENDPOINT: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
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
