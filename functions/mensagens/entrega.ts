/**
 * Delivery status back from a provider, whatever brought it (issue 31 item 1): the simulated
 * messenger's signed HTTP notices (http/receber-webhook.ts) and the AWS services' events through
 * their SNS topic (jobs/status-aws.ts) both end here. Each event names the provider's message id:
 * guard → message → its status, applied once and never backwards (repo.ts aplicarEntrega: the
 * event id is written in the same transaction; `entregue` after `lida` changes nothing).
 *
 * An event may arrive before the send that caused it is recorded (the provider answers fast; the
 * guard is written just after): such events come back in `desconhecidos`, and the caller has the
 * provider deliver them again (503 to a webhook, an error to the SNS invocation).
 */
import { logger } from "../lib/logger";
import type { EventoEntrega } from "./provedores/porta";
import { aplicarEntrega, mensagemDoProvedor, obterMensagem } from "./repo";

/** The guard of the first of the event's ids this app knows (the provider's id, then any other id it names the message by). */
async function guardaDoEvento(provedor: string, e: EventoEntrega) {
  for (const id of [e.idProvedor, ...(e.outrosIds ?? [])]) {
    if (!id) continue;
    const g = await mensagemDoProvedor(provedor, id);
    if (g) return g;
  }
  return undefined;
}

export async function aplicarAvisosDeEntrega(provedor: string, eventos: readonly EventoEntrega[]): Promise<{ desconhecidos: EventoEntrega[] }> {
  const desconhecidos: EventoEntrega[] = [];
  for (const e of eventos) {
    const g = await guardaDoEvento(provedor, e);
    const m = g && (await obterMensagem(g.empresa_id, g.contrato_id, g.mensagem_id));
    if (!g || !m) {
      logger.warn("aviso de mensagem ainda desconhecida (reenviar)", { provedor, idProvedor: e.idProvedor, evento: e.eventoId });
      desconhecidos.push(e);
      continue;
    }
    const r = await aplicarEntrega(m, g.tentativa, { provedor, eventoId: e.eventoId, status: e.status, motivo: e.motivo });
    logger.info("aviso de mensagem aplicado", { provedor, evento: e.eventoId, mensagem: m.id, status: e.status, resultado: r });
  }
  return { desconhecidos };
}
