/**
 * The Asaas API key and the webhook's auth token. In AWS they live in one Secrets Manager secret
 * (`{"apiKey","webhookToken"}`, named by infra/config.ts `boletos.segredo`, reaching the function
 * as ASAAS_SEGREDO), read once per cold start; locally and in tests, ASAAS_API_KEY and
 * ASAAS_WEBHOOK_TOKEN. A failed read is not cached: the next call tries again.
 */
import * as z from "zod/mini";
import { logger } from "../../lib/logger";
import { FalhaTransitoria } from "./porta";

export const CredenciaisAsaas = z.object({
  apiKey: z.string().check(z.minLength(1, "apiKey vazia")),
  webhookToken: z.string().check(z.minLength(1, "webhookToken vazio")),
});
export type CredenciaisAsaas = z.infer<typeof CredenciaisAsaas>;

export type FonteCredenciais = () => Promise<CredenciaisAsaas>;

export interface VariaveisCredenciais {
  ASAAS_SEGREDO?: string;
  ASAAS_API_KEY?: string;
  ASAAS_WEBHOOK_TOKEN?: string;
  AWS_REGION?: string;
}

/** Where the credentials come from, decided once; throws (a deploy error) when nothing says. */
export function fonteDasVariaveis(v: VariaveisCredenciais): FonteCredenciais {
  if (v.ASAAS_SEGREDO) return segredoUmaVez(v.ASAAS_SEGREDO, v.AWS_REGION);
  if (v.ASAAS_API_KEY && v.ASAAS_WEBHOOK_TOKEN) {
    const credenciais = CredenciaisAsaas.parse({ apiKey: v.ASAAS_API_KEY, webhookToken: v.ASAAS_WEBHOOK_TOKEN });
    return () => Promise.resolve(credenciais);
  }
  throw new Error("Asaas sem credenciais: defina ASAAS_SEGREDO (nome ou ARN do segredo) ou ASAAS_API_KEY e ASAAS_WEBHOOK_TOKEN");
}

function segredoUmaVez(segredo: string, regiao: string | undefined): FonteCredenciais {
  let emCurso: Promise<CredenciaisAsaas> | undefined;
  return () => {
    emCurso ??= lerSegredo(segredo, regiao).catch((erro: unknown) => {
      emCurso = undefined;
      throw erro;
    });
    return emCurso;
  };
}

async function lerSegredo(segredo: string, regiao: string | undefined): Promise<CredenciaisAsaas> {
  // Loaded only where a secret is configured: local runs and tests never pull the client in.
  const { SecretsManagerClient, GetSecretValueCommand } = await import("@aws-sdk/client-secrets-manager");
  let texto: string | undefined;
  try {
    const cliente = new SecretsManagerClient(regiao ? { region: regiao } : {});
    texto = (await cliente.send(new GetSecretValueCommand({ SecretId: segredo }))).SecretString;
  } catch (erro) {
    logger.error("asaas: segredo ilegível", { erro: erro instanceof Error ? erro.name : String(erro) });
    throw new FalhaTransitoria("Credenciais do Asaas indisponíveis (Secrets Manager)");
  }
  let json: unknown;
  try {
    json = JSON.parse(texto ?? "");
  } catch {
    json = undefined;
  }
  const lido = CredenciaisAsaas.safeParse(json);
  if (!lido.success) {
    // The value is never logged: only which fields are missing.
    logger.error("asaas: segredo fora do formato {apiKey, webhookToken}", { campos: lido.error.issues.map((i) => i.path.join(".")) });
    throw new FalhaTransitoria("Credenciais do Asaas fora do formato {apiKey, webhookToken}");
  }
  return lido.data;
}
