/**
 * The outbox's consumer of the table's stream (docs/arquitetura.md, "DynamoDB": jobs never wait behind
 * aggregates): a committed change's jobs (saidas.ts: slips, write-offs, device commands) go to
 * their queues from here, on a path of their own beside the aggregates' consumer (handler.ts), so
 * a customer's slip or a lock never waits for the dashboard. Deployed by infra/stacks/jobs-stack.ts
 * from shared/api/filas.ts (FLUXO_SAIDAS; AWS recommends at most two Lambda consumers per stream
 * shard: these two), run locally by its own poller (scripts/local/fluxo.ts).
 *
 * The job is written in the same transaction as what causes it: it IS the item's change, read
 * from the stream, so no commit can lose it. A batch: records whose jobs already left are dropped
 * by this consumer's own marks (one consistent BatchGetItem), the rest's jobs are sent (grouped
 * per queue, in stream order), and the records whose every job was accepted are marked. Jobs
 * first, marks second: a crash in between sends them again on redelivery (consumers ignore a
 * repeated `id_trabalho`; lock-jobs, FIFO, also drops a repeated deduplication id within 5
 * minutes), never loses one; a redelivered record already marked sends nothing. A table or queue
 * unreachable for a while (an outage, throttling) is waited out inside the invocation, up to 40 s
 * (functions/lib/indisponivel.ts): the event source's 10 retries would be spent in seconds and the
 * records' jobs sent to the DLQ — a slip never issued.
 */
import type { Context, DynamoDBBatchResponse, DynamoDBStreamEvent } from "aws-lambda";
import { aguardarDisponivel, prazoDeEspera } from "../lib/indisponivel";
import { logger } from "../lib/logger";
import { lerRegistro, resposta, seqDoRegistro } from "./registro";
import { jaEnviados, marcarEnviados } from "./repo";
import { enviarNomeando, saidas, type Saida } from "./saidas";

interface ComTrabalhos {
  eventId: string;
  seq: string;
  trabalhos: Saida[];
}

export const handler = async (evento: DynamoDBStreamEvent, contexto?: Context): Promise<DynamoDBBatchResponse> => {
  // A store or queue unreachable for a while is waited out here, within the invocation
  // (functions/lib/indisponivel.ts): the event source's retries are for records that cannot pass.
  const prazo = prazoDeEspera(contexto);
  const falhas = new Set<string>();
  const comTrabalhos: ComTrabalhos[] = [];
  const vistos = new Set<string>();
  for (const bruto of evento.Records) {
    const seq = seqDoRegistro(bruto);
    try {
      const r = lerRegistro(bruto);
      const trabalhos = saidas(r);
      // The same record twice in one batch sends once.
      if (trabalhos.length && !vistos.has(r.eventId)) comTrabalhos.push({ eventId: r.eventId, seq, trabalhos });
      vistos.add(r.eventId);
    } catch (erro) {
      logger.error("registro do stream sem trabalhos legíveis", { seq, eventId: bruto.eventID, erro: (erro as Error).message });
      falhas.add(seq);
    }
  }
  const enviados = await aguardarDisponivel(() => jaEnviados(comTrabalhos.map((c) => c.eventId)), prazo);
  const pendentes = comTrabalhos.filter((c) => !enviados.has(c.eventId));
  // A queue without its URL throws: the whole batch is delivered again.
  const recusados = await enviarNomeando(pendentes.flatMap((c) => c.trabalhos), prazo);
  const prontos: string[] = [];
  for (const c of pendentes) {
    if (c.trabalhos.some((t) => recusados.has(t.trabalho.id))) falhas.add(c.seq);
    else prontos.push(c.eventId);
  }
  await aguardarDisponivel(() => marcarEnviados(prontos), prazo);
  logger.debug("trabalhos do stream enviados", { registros: evento.Records.length, comTrabalhos: comTrabalhos.length, repetidos: enviados.size, enviados: prontos.length, falhas: falhas.size });
  return resposta(evento.Records, falhas);
};
