/** One stream record: its aggregate deltas and its jobs, applied exactly once; derived search text kept current. */
import type { DynamoDBRecord } from "aws-lambda";
import { diferenca } from "../lib/db/agregados";
import { logger } from "../lib/logger";
import { projetar } from "./projecoes";
import { lerRegistro } from "./registro";
import { aplicar, jaAplicado } from "./repo";
import { seguirBuscas } from "./buscas";
import { enviar, saidas } from "./saidas";

export async function aplicarRegistro(bruto: DynamoDBRecord): Promise<void> {
  const r = lerRegistro(bruto);
  // Idempotent, so it needs no dedupe: a redelivered record writes the same text again.
  await seguirBuscas(r);
  const deltas = diferenca(projetar(r.empresaId, r.antes), projetar(r.empresaId, r.depois));
  const trabalhos = saidas(r);
  if (!deltas.length && !trabalhos.length) return;
  // A record seen before sends nothing again (its jobs went out before it was marked applied).
  if (await jaAplicado(r.eventId)) return;
  // Jobs first, the mark second: a crash in between resends (consumers are idempotent), never loses.
  await enviar(trabalhos);
  const resultado = await aplicar(r.eventId, deltas);
  logger.debug("registro do stream aplicado", { eventId: r.eventId, resultado, agregados: deltas.length, trabalhos: trabalhos.length });
}
