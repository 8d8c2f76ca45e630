/**
 * POST /api/webhooks/bloqueio/{provider}: a lock provider's device confirmations (public: the
 * provider signs them, no token). Unknown provider → 404; a notice that is not authentic → 401
 * and nothing is read or written; each event is applied once (confirmar.ts), then 200. A notice
 * for a command this app has not recorded yet (the job records the acceptance right after the
 * provider answers) is 503 so the provider delivers it again; the signature is checked over the
 * exact raw body.
 */
import { ErroApi, erroValidacao, naoEncontrado } from "../../lib/errors";
import { ok, rotaPublica, type EventoHttp } from "../../lib/http";
import { logger } from "../../lib/logger";
import { aplicarConfirmacao } from "../confirmar";
import { provedorBloqueioPorNome } from "../provedores";
import { FalhaTransitoria } from "../provedores/porta";

export const MSG_WEBHOOK_BLOQUEIO = {
  provedorDesconhecido: "Provedor de bloqueio não encontrado",
  naoAutentico: "Aviso sem assinatura válida",
  corpoGrande: "Aviso grande demais",
  corpoInvalido: "Aviso em formato inválido",
  tenteDepois: "Comando ainda não registrado: reenvie o aviso",
} as const;

/** Far above any notice a provider sends; refused before the signature is computed. */
export const CORPO_MAXIMO_WEBHOOK_BLOQUEIO = 64 * 1024;

const corpoBruto = (e: EventoHttp): string => (e.body ? (e.isBase64Encoded ? Buffer.from(e.body, "base64").toString("utf8") : e.body) : "");
const tenteDepois = () => new ErroApi(503, "INTERNAL", MSG_WEBHOOK_BLOQUEIO.tenteDepois);

export const receberWebhookBloqueio = rotaPublica({ naoEncontrado: MSG_WEBHOOK_BLOQUEIO.provedorDesconhecido }, async ({ params, evento }) => {
  const provedor = provedorBloqueioPorNome(params.provider!);
  if (!provedor) throw naoEncontrado(MSG_WEBHOOK_BLOQUEIO.provedorDesconhecido);
  const corpo = corpoBruto(evento);
  if (Buffer.byteLength(corpo, "utf8") > CORPO_MAXIMO_WEBHOOK_BLOQUEIO) throw erroValidacao({ _: MSG_WEBHOOK_BLOQUEIO.corpoGrande }, MSG_WEBHOOK_BLOQUEIO.corpoGrande);
  let eventos;
  try {
    eventos = await provedor.lerWebhook({ headers: evento.headers ?? {}, corpo });
  } catch (erro) {
    if (erro instanceof FalhaTransitoria) throw tenteDepois();
    logger.warn("aviso de bloqueio autêntico ilegível", { provedor: provedor.nome, erro: (erro as Error).name });
    throw erroValidacao({ _: MSG_WEBHOOK_BLOQUEIO.corpoInvalido }, MSG_WEBHOOK_BLOQUEIO.corpoInvalido);
  }
  if (!eventos) {
    logger.warn("aviso de bloqueio recusado: assinatura inválida", { provedor: provedor.nome });
    throw new ErroApi(401, "UNAUTHENTICATED", MSG_WEBHOOK_BLOQUEIO.naoAutentico);
  }
  let adiar = false;
  for (const e of eventos) {
    const r = await aplicarConfirmacao(provedor.nome, e);
    if (r === "desconhecido") adiar = true;
    logger.info("aviso de bloqueio", { provedor: provedor.nome, evento: e.eventoId, idProvedor: e.idProvedor, resultado: r });
  }
  if (adiar) throw tenteDepois();
  return ok({ recebido: true });
});
