/**
 * The aggregates' consumer of the table's stream (ARCHITECTURE.md, "DynamoDB"): keeps every
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
 * apply are skipped by their marks.
 */
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from "aws-lambda";
import { diferenca } from "../lib/db/agregados";
import { logger } from "../lib/logger";
import { seguirBuscas } from "./buscas";
import { dobrar, type Aplicacao } from "./dobrar";
import { projetar } from "./projecoes";
import { lerRegistro, resposta, seqDoRegistro } from "./registro";
import { aplicarPedaco, jaAplicados } from "./repo";

export const handler = async (evento: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  const falhas = new Set<string>();
  const comDeltas: Aplicacao[] = [];
  for (const bruto of evento.Records) {
    const seq = seqDoRegistro(bruto);
    try {
      const r = lerRegistro(bruto);
      // Idempotent, so it needs no dedupe: a redelivered record writes the same text again.
      await seguirBuscas(r);
      const deltas = diferenca(projetar(r.empresaId, r.antes), projetar(r.empresaId, r.depois));
      if (deltas.length) comDeltas.push({ eventId: r.eventId, seq, deltas });
    } catch (erro) {
      logger.error("registro do stream não aplicado", { seq, eventId: bruto.eventID, erro: (erro as Error).message });
      falhas.add(seq);
    }
  }
  const aplicados = await jaAplicados(comDeltas.map((a) => a.eventId));
  const pendentes = comDeltas.filter((a) => !aplicados.has(a.eventId));
  let escritos = 0;
  const pedacos = dobrar(pendentes);
  for (const pedaco of pedacos) {
    try {
      escritos += await aplicarPedaco(pedaco);
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
