/**
 * The `aws` messaging provider's settings, read from the function's environment (set by CDK:
 * infra/constructs/node-function.ts bindProvedorMensagens, from infra/config.ts `mensagens.aws`).
 * Nothing here is a secret: ids of the account's resources and names. A channel whose settings are
 * absent is not configured in this stage: it is never tried (canais.ts), and aws.ts refuses it if asked.
 *
 * - WhatsApp (End User Messaging Social): MENSAGENS_WHATSAPP_NUMERO (`phone-number-id-…`, from
 *   GetLinkedWhatsAppBusinessAccount), MENSAGENS_WHATSAPP_VERSAO_META (`v20.0`),
 *   MENSAGENS_WHATSAPP_REGIAO (default AWS_REGION), MENSAGENS_WHATSAPP_IDIOMA (`pt_BR`),
 *   MENSAGENS_WHATSAPP_MODELOS (JSON: model → approved template name; absent models use `erp_<modelo>`).
 * - SMS (End User Messaging SMS v2): MENSAGENS_SMS_ORIGEM (the origination identity's ARN: phone
 *   number, sender ID or pool), MENSAGENS_SMS_CONFIGURACAO (configuration set name).
 * - E-mail (SES v2): MENSAGENS_EMAIL_REMETENTE (an address at a verified domain),
 *   MENSAGENS_EMAIL_NOME (display name), MENSAGENS_EMAIL_CONFIGURACAO (configuration set name).
 * - MENSAGENS_AWS_ENDPOINT: locally and in tests only (the fakes of test/support); absent in AWS.
 */
import * as z from "zod/mini";
import { CANAIS, MODELOS, type Canal, type Modelo } from "../../../shared/mensagens/schemas";
import { ambiente } from "../../lib/env";

export interface ConfigWhatsappAws {
  numero: string;
  versaoMeta: string;
  regiao: string;
  idioma: string;
  /** Approved template name per model (the ones missing here fall back to `erp_<modelo>`). */
  modelos: Partial<Record<Modelo, string>>;
}

export interface ConfigMensagensAws {
  regiao: string;
  whatsapp: ConfigWhatsappAws | null;
  sms: { origem: string; configuracao: string } | null;
  email: { remetente: string; nome: string; configuracao: string } | null;
  /** Every client talks to this endpoint instead of AWS's (local fakes). */
  endpoint?: string;
}

const texto = z.optional(z.string().check(z.trim()));

const Ambiente = z.object({
  MENSAGENS_WHATSAPP_NUMERO: texto,
  MENSAGENS_WHATSAPP_VERSAO_META: texto,
  MENSAGENS_WHATSAPP_REGIAO: texto,
  MENSAGENS_WHATSAPP_IDIOMA: texto,
  MENSAGENS_WHATSAPP_MODELOS: texto,
  MENSAGENS_SMS_ORIGEM: texto,
  MENSAGENS_SMS_CONFIGURACAO: texto,
  MENSAGENS_EMAIL_REMETENTE: texto,
  MENSAGENS_EMAIL_NOME: texto,
  MENSAGENS_EMAIL_CONFIGURACAO: texto,
  MENSAGENS_AWS_ENDPOINT: texto,
});

/** The Meta Cloud API version the adapter's payloads are written for (AWS General Reference lists the supported ones). */
export const VERSAO_META_PADRAO = "v20.0";
export const IDIOMA_PADRAO = "pt_BR";

/** The template name a model uses when configuration names none (Meta's rule: lowercase letters, digits, underscores). */
export const nomeModeloPadrao = (modelo: Modelo): string => `erp_${modelo}`;

function modelosDe(json: string | undefined): Partial<Record<Modelo, string>> {
  if (!json) return {};
  const lido = z.record(z.string(), z.string()).parse(JSON.parse(json));
  const desconhecidos = Object.keys(lido).filter((m) => !(MODELOS as readonly string[]).includes(m));
  if (desconhecidos.length) throw new Error(`MENSAGENS_WHATSAPP_MODELOS: modelos desconhecidos ${desconhecidos.join(", ")}`);
  return lido as Partial<Record<Modelo, string>>;
}

export function lerConfigAws(env: Record<string, string | undefined> = process.env): ConfigMensagensAws {
  const e = Ambiente.parse(env);
  const regiao = ambiente().AWS_REGION;
  const configuracaoSms = e.MENSAGENS_SMS_CONFIGURACAO;
  const configuracaoEmail = e.MENSAGENS_EMAIL_CONFIGURACAO;
  return {
    regiao,
    whatsapp: e.MENSAGENS_WHATSAPP_NUMERO
      ? {
          numero: e.MENSAGENS_WHATSAPP_NUMERO,
          versaoMeta: e.MENSAGENS_WHATSAPP_VERSAO_META || VERSAO_META_PADRAO,
          regiao: e.MENSAGENS_WHATSAPP_REGIAO || regiao,
          idioma: e.MENSAGENS_WHATSAPP_IDIOMA || IDIOMA_PADRAO,
          modelos: modelosDe(e.MENSAGENS_WHATSAPP_MODELOS),
        }
      : null,
    sms: e.MENSAGENS_SMS_ORIGEM && configuracaoSms ? { origem: e.MENSAGENS_SMS_ORIGEM, configuracao: configuracaoSms } : null,
    email: e.MENSAGENS_EMAIL_REMETENTE && configuracaoEmail ? { remetente: e.MENSAGENS_EMAIL_REMETENTE, nome: e.MENSAGENS_EMAIL_NOME || "", configuracao: configuracaoEmail } : null,
    ...(e.MENSAGENS_AWS_ENDPOINT ? { endpoint: e.MENSAGENS_AWS_ENDPOINT } : {}),
  };
}

/** The channels with settings in this stage, in the order they are tried. */
export const canaisConfiguradosAws = (cfg: Pick<ConfigMensagensAws, Canal>): Canal[] => CANAIS.filter((canal) => cfg[canal] !== null);
