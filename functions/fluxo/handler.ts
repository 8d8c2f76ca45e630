/**
 * The aggregates' consumer of the table's stream (docs/arquitetura.md, "DynamoDB"): keeps every
 * aggregate exactly once. It lives in its own folder, not in a domain, because it serves all of
 * them: each domain says what its items add (its `agregados.ts`, through its index.ts). The jobs
 * leave through the other consumer of the same stream (saidas-handler.ts), so a slip never waits
 * behind the aggregates. Deployed by infra/stacks/jobs-stack.ts from shared/api/filas.ts
 * (FLUXO_TABELA), run locally by scripts/local/fluxo.ts.
 *
 * A batch is folded (dobrar.ts): records already applied are dropped by their dedupe marks (one
 * consistent BatchGetItem), the rest summed per aggregate item and written in chunks of at most
 * 100 items (TransactWriteItems' limit), each chunk's marks in the same transaction as its
 * updates, in stream order. Chunks run one after the other: in parallel they would race on the
 * same aggregate items (TransactionConflict). A record that cannot be read or projected is
 * reported and left out; a chunk that fails is reported by its first record and stops the batch.
 * Lambda resends from the lowest reported sequence number, and the records after it that did
 * apply are skipped by their marks. The table unreachable for a while (an outage, throttling) is
 * waited out inside the invocation, up to 40 s (functions/lib/indisponivel.ts): the event source's
 * 10 retries would otherwise be spent in seconds and the records sent to the DLQ, their deltas lost.
 */
import type { Context, DynamoDBBatchResponse, DynamoDBStreamEvent } from "aws-lambda";
import { aguardarDisponivel, prazoDeEspera } from "../lib/indisponivel";
import { diferenca } from "../lib/db/agregados";
import { logger } from "../lib/logger";
import { seguirBuscas } from "./buscas";
import { dobrar, type Aplicacao } from "./dobrar";
import { projetar } from "./projecoes";
import { lerRegistro, resposta, seqDoRegistro } from "./registro";
import { aplicarPedaco, jaAplicados } from "./repo";

export const handler = async (evento: DynamoDBStreamEvent, contexto?: Context): Promise<DynamoDBBatchResponse> => {
  // The table unreachable for a while is waited out here, within the invocation
  // (functions/lib/indisponivel.ts): the event source's retries are for records that cannot pass.
  const prazo = prazoDeEspera(contexto);
  const falhas = new Set<string>();
  const comDeltas: Aplicacao[] = [];
  for (const bruto of evento.Records) {
    const seq = seqDoRegistro(bruto);
    try {
      const r = lerRegistro(bruto);
      // Idempotent, so it needs no dedupe: a redelivered record writes the same text again.
      await aguardarDisponivel(() => seguirBuscas(r), prazo);
      const deltas = diferenca(projetar(r.empresaId, r.antes), projetar(r.empresaId, r.depois));
      if (deltas.length) comDeltas.push({ eventId: r.eventId, seq, deltas });
    } catch (erro) {
      logger.error("registro do stream não aplicado", { seq, eventId: bruto.eventID, erro: (erro as Error).message });
      falhas.add(seq);
    }
  }
  const aplicados = await aguardarDisponivel(() => jaAplicados(comDeltas.map((a) => a.eventId)), prazo);
  const pendentes = comDeltas.filter((a) => !aplicados.has(a.eventId));
  let escritos = 0;
  const pedacos = dobrar(pendentes);
  for (const pedaco of pedacos) {
    try {
      // Again after an outage is safe: a chunk that did commit finds its marks and applies nothing twice.
      escritos += await aguardarDisponivel(() => aplicarPedaco(pedaco), prazo);
    } catch (erro) {
      // The chunks after it stay unwritten: Lambda resends them with this one.
      logger.error("lote de agregados não gravado", { seq: pedaco.registros[0]!.seq, registros: pedaco.registros.length, erro: (erro as Error).message });
      falhas.add(pedaco.registros[0]!.seq);
      break;
    }
  }
  logger.debug("lote do stream dobrado nos agregados", { registros: evento.Records.length, comDeltas: comDeltas.length, repetidos: aplicados.size, transacoes: pedacos.length, escritos, falhas: falhas.size });
  return resposta(evento.Records, falhas);
};
