/**
 * The route of a provider's signed notices (public: the provider signs them, no token), the same
 * for the bank's payments and the lock provider's confirmations: a provider not configured here →
 * 404; a body over the limit → 400 before any signature is computed; a notice that is not authentic
 * → 401 and nothing is read or written; an authentic one that cannot be read → 400 (or 503 when the
 * provider's side may pass: it delivers again); then the domain applies each event (exactly once is
 * the domain's business) and the route answers 200, or 503 when some event must come again. The
 * signature is checked over the exact raw body.
 */
import { ErroApi, erroValidacao, naoEncontrado } from "./errors";
import { ok, rotaPublica, type EventoHttp } from "./http";
import { logger } from "./logger";
import { FalhaTransitoria } from "./provedores";

/** Far above any notice a provider sends (a few KB). */
export const CORPO_MAXIMO_WEBHOOK = 64 * 1024;

export interface MensagensWebhook {
  provedorDesconhecido: string;
  naoAutentico: string;
  corpoGrande: string;
  corpoInvalido: string;
  tenteDepois: string;
}

/** The answers every provider's route gives alike; a route names its unknown provider and may say "try later" its own way. */
export const MENSAGENS_WEBHOOK_PADRAO = {
  naoAutentico: "Aviso sem assinatura válida",
  corpoGrande: "Aviso grande demais",
  corpoInvalido: "Aviso em formato inválido",
  tenteDepois: "Aviso não pôde ser lido agora: reenvie",
} as const satisfies Omit<MensagensWebhook, "provedorDesconhecido">;

interface ProvedorComWebhook<E> {
  readonly nome: string;
  lerWebhook(req: { headers: Record<string, string | undefined>; corpo: string }): Promise<E[] | null>;
}

export interface OpcoesWebhook<E> {
  /** For the logs: "boletos", "bloqueio". */
  tipo: string;
  /** The route's answers: its own `provedorDesconhecido`, the rest MENSAGENS_WEBHOOK_PADRAO unless given. */
  mensagens: Pick<MensagensWebhook, "provedorDesconhecido"> & Partial<MensagensWebhook>;
  provedor(nome: string): ProvedorComWebhook<E> | undefined;
  /** Applies the notice's events; `adiar`: some event must be delivered again (503). */
  aplicar(provedor: string, eventos: E[]): Promise<{ adiar: boolean }>;
}

const corpoBruto = (e: EventoHttp): string => (e.body ? (e.isBase64Encoded ? Buffer.from(e.body, "base64").toString("utf8") : e.body) : "");

export function rotaWebhookAssinado<E>(op: OpcoesWebhook<E>) {
  const m: MensagensWebhook = { ...MENSAGENS_WEBHOOK_PADRAO, ...op.mensagens };
  const tenteDepois = () => new ErroApi(503, "INTERNAL", m.tenteDepois);
  return rotaPublica({ naoEncontrado: m.provedorDesconhecido }, async ({ params, evento }) => {
    const provedor = op.provedor(params.provider!);
    if (!provedor) throw naoEncontrado(m.provedorDesconhecido);
    const corpo = corpoBruto(evento);
    if (Buffer.byteLength(corpo, "utf8") > CORPO_MAXIMO_WEBHOOK) throw erroValidacao({ _: m.corpoGrande }, m.corpoGrande);
    let eventos: E[] | null;
    try {
      eventos = await provedor.lerWebhook({ headers: evento.headers ?? {}, corpo });
    } catch (erro) {
      if (erro instanceof FalhaTransitoria) throw tenteDepois();
      logger.warn(`aviso de ${op.tipo} autêntico ilegível`, { provedor: provedor.nome, erro: (erro as Error).name });
      throw erroValidacao({ _: m.corpoInvalido }, m.corpoInvalido);
    }
    if (!eventos) {
      logger.warn(`aviso de ${op.tipo} recusado: assinatura inválida`, { provedor: provedor.nome });
      throw new ErroApi(401, "UNAUTHENTICATED", m.naoAutentico);
    }
    if ((await op.aplicar(provedor.nome, eventos)).adiar) throw tenteDepois();
    return ok({ recebido: true });
  });
}
