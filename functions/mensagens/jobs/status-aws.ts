/**
 * The `aws` provider's delivery status (issue 31 item 1): a Lambda subscribed to the SNS topic the
 * three services publish their events to (infra/stacks/jobs-stack.ts):
 * - End User Messaging Social: the WhatsApp Business Account's event destination (one per WABA);
 * - End User Messaging SMS: the configuration set's SNS event destination;
 * - SES: the configuration set's SNS event destination.
 * SNS invokes this function itself (no public HTTP route, so there is no signature to check: only
 * those services may publish to the topic, by its policy). Each event is read
 * (provedores/aws-eventos.ts) and applied once by the same function as the simulated messenger's
 * notices (entrega.ts), so a status never moves backwards.
 *
 * SNS invokes asynchronously: an error makes Lambda invoke again (twice, about 1 and 3 minutes
 * later), then the event goes to the function's DLQ (alarmed). An event of a message not recorded
 * yet (the service answered before the guard was written) is an error while the notice is young,
 * so it comes again; an older one is of a message this app never sent (another sender on the same
 * WhatsApp account, a console test) and is dropped with a warning. An event that cannot be read is
 * dropped too: delivering it again would not change it.
 */
import type { SNSEvent } from "aws-lambda";
import { logger } from "../../lib/logger";
import { aplicarAvisosDeEntrega } from "../entrega";
import { EventoIlegivel, lerEventoAws } from "../provedores/aws-eventos";
import { agora as agoraDoNegocio } from "../../../shared/relogio";

/** How long an event of an unknown message is delivered again: well past the moment the send is recorded, before Lambda's last retry (~3 min). */
export const JANELA_DESCONHECIDA_MS = 2 * 60_000;

export class AvisoAdiado extends Error {
  override name = "AvisoAdiado";
}

export async function processarEventosAws(evento: SNSEvent, agora: () => Date = agoraDoNegocio): Promise<{ aplicados: number; ignorados: number }> {
  let aplicados = 0;
  let ignorados = 0;
  for (const r of evento.Records ?? []) {
    let lido: ReturnType<typeof lerEventoAws>;
    try {
      lido = lerEventoAws(r.Sns.Message);
    } catch (erro) {
      if (!(erro instanceof EventoIlegivel)) throw erro;
      logger.warn("evento de mensagem ilegível descartado", { sns: r.Sns.MessageId, motivo: erro.message });
      ignorados += 1;
      continue;
    }
    if (!lido.eventos.length) {
      ignorados += 1;
      continue;
    }
    const { desconhecidos } = await aplicarAvisosDeEntrega("aws", lido.eventos);
    aplicados += lido.eventos.length - desconhecidos.length;
    if (!desconhecidos.length) continue;
    const idade = agora().getTime() - Date.parse(r.Sns.Timestamp);
    if (!(idade > JANELA_DESCONHECIDA_MS)) throw new AvisoAdiado(`${desconhecidos.length} evento(s) de mensagem ainda não registrada: nova tentativa`);
    logger.warn("evento de mensagem que este app não enviou descartado", { canal: lido.canal, eventos: desconhecidos.map((e) => e.eventoId) });
    ignorados += desconhecidos.length;
  }
  return { aplicados, ignorados };
}

export const handler = (evento: SNSEvent) => processarEventosAws(evento);
