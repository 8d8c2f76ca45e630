/**
 * The seam for a real vendor: a Knox-Guard-style adapter. Knox Guard identifies a device by its
 * `deviceUid` (IMEI) and ties it to a loan by an `approveId` (here: our contract id), takes
 * lock/unlock/complete requests and reports their outcome asynchronously through Knox Webhook
 * Notification events (KG_DEVICE_ENROLLED, KG_DEVICE_LOCKED, KG_DEVICE_UNLOCKED…), authenticated
 * with Samsung's certificate. Every request/response shape the adapter relies on is in THIS file
 * (zod schemas below): before going live, check them against the vendor's current reference and
 * change only here. test/support/knox-falso.ts answers like them.
 *
 *   POST {base}/devices/approve   { deviceUid, approveId, approveComment }       → enrol to the contract
 *   POST {base}/devices/lock      { deviceUid, approveId, message, tel, email }  → lock with the screen text
 *   POST {base}/devices/unlock    { deviceUid, approveId }
 *   POST {base}/devices/complete  { deviceUid, approveId }                       → payoff: unlock and release
 *   POST {base}/devices/sendMessage { deviceUid, approveId, message, tel, email } → a notice on the screen (the lock announced)
 *   POST {base}/devices/list      { deviceUid }                                  → { deviceList: [{ deviceUid, approveId, status }] }
 *   success: 200 { result: "SUCCESS", objectId, status }; error: 4xx/5xx { code, message }
 *   headers: `x-knox-apitoken: <token>`, JSON.
 *   webhook: { eventId, eventType, eventTime, data: { deviceUid, approveId, status, result: "SUCCESS"|"FAIL", message? } }
 *            with `x-knox-signature: <base64 RSA-SHA256 of the raw body>` (the vendor's public key).
 *
 * Failures: no answer in time, network, 429, 5xx, 401/403 (token expired or being rotated) →
 * FalhaTransitoria (the job retries with backoff); a known refusal code → `recusado` with our
 * reason (never naming the holder); any other 4xx → FalhaDefinitiva; a 2xx outside the shape →
 * FalhaTransitoria. Knox takes no idempotency key, but its operations are idempotent per device
 * (locking a locked phone changes nothing), so the provider's id of a command is
 * `<imei>:<ação>`: a notice confirms the newest command of that kind on that device.
 */
import { createVerify } from "node:crypto";
import * as z from "zod/mini";
import type { AcaoComando } from "../../../shared/bloqueio/schemas";
import { ambiente } from "../../lib/env";
import { logger } from "../../lib/logger";
import {
  FalhaDefinitiva,
  FalhaTransitoria,
  IDEMPOTENCIA_BLOQUEIO,
  MOTIVOS_RECUSA,
  type EstadoAparelho,
  type EventoBloqueio,
  type MotivoRecusa,
  type PedidoComando,
  type ProvedorBloqueio,
  type RespostaComando,
} from "./porta";
import { preguicoso } from "../../../shared/preguicoso";

// ---- the vendor's shapes -------------------------------------------------------------------

export const STATUS_KNOX = ["Accepted", "Activating", "Active", "Locking", "Locked", "Unlocking", "Completing", "Completed", "Deleted"] as const;

export const RespostaOkKnox = preguicoso(() => z.object({ result: z.literal("SUCCESS"), objectId: z.string().check(z.minLength(1)), status: z.enum(STATUS_KNOX) }));
export const ErroKnox = preguicoso(() => z.object({ code: z.string().check(z.minLength(1)), message: z.string() }));
export const ListaKnox = preguicoso(() => z.object({
  deviceList: z.array(z.object({ deviceUid: z.string(), approveId: z.nullable(z.string()), status: z.enum(STATUS_KNOX) })),
}));
export const EVENTOS_KNOX = { KG_DEVICE_ENROLLED: "matricular", KG_DEVICE_LOCKED: "bloquear", KG_DEVICE_UNLOCKED: "desbloquear", KG_DEVICE_COMPLETED: "liberar" } as const;
export const EventoKnox = preguicoso(() => z.object({
  eventId: z.string().check(z.minLength(1), z.maxLength(100)),
  eventType: z.string().check(z.minLength(1), z.maxLength(60)),
  eventTime: z.string().check(z.maxLength(40)),
  data: z.object({
    deviceUid: z.string().check(z.regex(/^\d{15}$/)),
    approveId: z.nullable(z.string()),
    status: z.enum(STATUS_KNOX),
    result: z.enum(["SUCCESS", "FAIL"]),
    message: z.optional(z.string().check(z.maxLength(500))),
  }),
}));
export type EventoKnox = z.infer<typeof EventoKnox>;

/** The vendor's refusal codes the adapter turns into our reasons (anything else 4xx is definitive). */
export const RECUSAS_KNOX: Record<string, MotivoRecusa> = {
  DEVICE_NOT_FOUND: "aparelho_desconhecido",
  DEVICE_OWNED_BY_OTHER: "matriculado_por_outro",
  APPROVE_ID_MISMATCH: "matriculado_por_outro",
  DEVICE_NOT_APPROVED: "nao_matriculado",
};

export const CABECALHO_TOKEN_KNOX = "x-knox-apitoken";
export const CABECALHO_ASSINATURA_KNOX = "x-knox-signature";
/** Knox's lock message field is short: longer texts are cut (the phone number goes in `tel`). */
export const MENSAGEM_MAXIMA_KNOX = 500;

// ---- the adapter ----------------------------------------------------------------------------

export interface CredenciaisKnox {
  apiToken: string;
  /** PEM public key (or certificate) the webhook's signature is checked with. */
  chavePublicaWebhook: string;
}

export interface OpcoesKnox {
  url?: string;
  credenciais?: () => Promise<CredenciaisKnox>;
  tempoLimiteMs?: number;
}

const CredenciaisKnoxSchema = preguicoso(() => z.object({ apiToken: z.string().check(z.minLength(1)), chavePublicaWebhook: z.string().check(z.minLength(1)) }));

/** KNOX_SEGREDO (Secrets Manager, `{"apiToken","chavePublicaWebhook"}`) in AWS; KNOX_API_TOKEN + KNOX_CHAVE_PUBLICA_WEBHOOK locally. */
function credenciaisDoAmbiente(): () => Promise<CredenciaisKnox> {
  const env = ambiente();
  if (env.KNOX_API_TOKEN && env.KNOX_CHAVE_PUBLICA_WEBHOOK) {
    const c = { apiToken: env.KNOX_API_TOKEN, chavePublicaWebhook: env.KNOX_CHAVE_PUBLICA_WEBHOOK };
    return () => Promise.resolve(c);
  }
  const segredo = env.KNOX_SEGREDO;
  if (!segredo) {
    logger.error("knox sem credenciais: defina KNOX_SEGREDO ou KNOX_API_TOKEN e KNOX_CHAVE_PUBLICA_WEBHOOK");
    return () => Promise.reject(new FalhaTransitoria("Knox sem credenciais configuradas"));
  }
  let emCurso: Promise<CredenciaisKnox> | undefined;
  return () => {
    emCurso ??= (async () => {
      const { SecretsManagerClient, GetSecretValueCommand } = await import("@aws-sdk/client-secrets-manager");
      try {
        const texto = (await new SecretsManagerClient({ region: env.AWS_REGION }).send(new GetSecretValueCommand({ SecretId: segredo }))).SecretString;
        return CredenciaisKnoxSchema.parse(JSON.parse(texto ?? ""));
      } catch (erro) {
        logger.error("knox: segredo ilegível", { erro: (erro as Error).name });
        throw new FalhaTransitoria("Credenciais do Knox indisponíveis");
      }
    })().catch((erro: unknown) => {
      emCurso = undefined;
      throw erro;
    });
    return emCurso;
  };
}

type Recusa = { recusa: MotivoRecusa; descricao: string };

export function criarProvedorKnox(opcoes: OpcoesKnox = {}): ProvedorBloqueio {
  const url = (opcoes.url ?? ambiente().KNOX_URL ?? "").replace(/\/+$/, "");
  const credenciais = opcoes.credenciais ?? credenciaisDoAmbiente();
  const tempoLimiteMs = opcoes.tempoLimiteMs ?? 8_000;

  async function chamar<T extends z.core.$ZodType>(operacao: string, corpo: unknown, esquema: T): Promise<z.output<T> | Recusa> {
    if (!/^https?:\/\//.test(url)) throw new FalhaDefinitiva("KNOX_URL não configurada");
    const { apiToken } = await credenciais();
    let status: number;
    let texto: string;
    try {
      const r = await fetch(`${url}${operacao}`, {
        method: "POST",
        headers: { [CABECALHO_TOKEN_KNOX]: apiToken, "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(corpo),
        signal: AbortSignal.timeout(tempoLimiteMs),
        redirect: "error",
      });
      status = r.status;
      texto = await r.text();
    } catch (erro) {
      const motivo = (erro as Error).name === "TimeoutError" ? `sem resposta em ${tempoLimiteMs} ms` : "falha de rede";
      logger.warn("knox: chamada sem resposta", { operacao, motivo });
      throw new FalhaTransitoria(`Knox ${operacao}: ${motivo}`);
    }
    if (status === 429 || status >= 500) throw new FalhaTransitoria(`Knox ${operacao}: HTTP ${status}`);
    if (status === 401 || status === 403) {
      logger.error("knox: token recusado (verifique o segredo)", { operacao, status });
      throw new FalhaTransitoria(`Knox ${operacao}: acesso recusado (HTTP ${status})`);
    }
    let json: unknown;
    try {
      json = JSON.parse(texto);
    } catch {
      json = undefined;
    }
    if (status < 200 || status >= 300) {
      const erro = ErroKnox.safeParse(json);
      const motivo = erro.success ? RECUSAS_KNOX[erro.data.code] : undefined;
      if (motivo) return { recusa: motivo, descricao: MOTIVOS_RECUSA[motivo] };
      logger.warn("knox: requisição recusada", { operacao, status, codigo: erro.success ? erro.data.code : null });
      throw new FalhaDefinitiva(`Knox recusou (${operacao}): ${erro.success ? `${erro.data.code} ${erro.data.message}`.slice(0, 300) : `HTTP ${status}`}`);
    }
    const lido = z.safeParse(esquema, json);
    if (!lido.success) {
      logger.error("knox: resposta fora do formato", { operacao, campos: lido.error.issues.map((i) => i.path.join(".")) });
      throw new FalhaTransitoria(`Knox ${operacao}: resposta malformada`);
    }
    return lido.data;
  }

  async function comando(acao: AcaoComando, operacao: string, p: PedidoComando, extra: Record<string, unknown> = {}): Promise<RespostaComando> {
    if (!IDEMPOTENCIA_BLOQUEIO.test(p.idempotencia) || !/^\d{15}$/.test(p.imei)) throw new FalhaDefinitiva("Comando inválido (chave ou IMEI)");
    const r = await chamar(operacao, { deviceUid: p.imei, approveId: p.contratoId, ...extra }, RespostaOkKnox);
    if ("recusa" in r) return { resultado: "recusado", provedor: "knox", motivo: r.recusa, descricao: r.descricao };
    return { resultado: "aceito", provedor: "knox", idProvedor: `${p.imei}:${acao}`, descricao: `Knox: ${r.status}` };
  }

  return {
    nome: "knox",
    matricular: (p) => comando("matricular", "/devices/approve", p, { approveComment: `Contrato ${p.contratoId}` }),
    bloquear: (p) =>
      comando("bloquear", "/devices/lock", p, { message: p.tela.texto.slice(0, MENSAGEM_MAXIMA_KNOX), tel: p.tela.telefone ?? "", email: p.tela.email ?? "" }),
    desbloquear: (p) => comando("desbloquear", "/devices/unlock", p),
    liberar: (p) => comando("liberar", "/devices/complete", p),
    avisar: (p) => comando("avisar", "/devices/sendMessage", p, { message: p.tela.texto.slice(0, MENSAGEM_MAXIMA_KNOX), tel: p.tela.telefone ?? "", email: p.tela.email ?? "" }),
    async status(p): Promise<EstadoAparelho> {
      const r = await chamar("/devices/list", { deviceUid: p.imei }, ListaKnox);
      const d = "recusa" in r ? undefined : r.deviceList.find((x) => x.deviceUid === p.imei);
      if (!d || !d.approveId || d.status === "Completed" || d.status === "Deleted") return { vinculo: "livre", bloqueado: null };
      if (d.approveId !== p.contratoId) return { vinculo: "de_outro", bloqueado: null };
      return { vinculo: "deste_contrato", bloqueado: d.status === "Locked" };
    },
    async lerWebhook(req): Promise<EventoBloqueio[] | null> {
      const { chavePublicaWebhook } = await credenciais();
      const assinatura = Object.entries(req.headers).find(([k]) => k.toLowerCase() === CABECALHO_ASSINATURA_KNOX)?.[1];
      if (!assinatura || !/^[A-Za-z0-9+/=]{16,1024}$/.test(assinatura.trim())) return null;
      let autentico = false;
      try {
        autentico = createVerify("RSA-SHA256").update(req.corpo, "utf8").verify(chavePublicaWebhook, assinatura.trim(), "base64");
      } catch {
        autentico = false;
      }
      if (!autentico) return null;
      const e = EventoKnox.parse(JSON.parse(req.corpo));
      const acao = (EVENTOS_KNOX as Record<string, AcaoComando | undefined>)[e.eventType];
      if (!acao) return [];
      return [
        {
          eventoId: e.eventId,
          idProvedor: `${e.data.deviceUid}:${acao}`,
          resultado: e.data.result === "SUCCESS" ? "confirmado" : "falhou",
          bloqueado: e.data.status === "Locked",
          em: e.eventTime,
          descricao: `Knox ${e.eventType}: ${e.data.status}${e.data.message ? ` (${e.data.message.slice(0, 200)})` : ""}`,
        },
      ];
    },
  };
}
