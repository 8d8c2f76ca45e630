/**
 * A batch of stream records folded into transactions (pure, no I/O): the deltas of every record
 * are summed per aggregate item, so an item that 80 sales of one company move is written once per
 * transaction instead of 80 times — what bounds the consumer's lag under sustained writes (one
 * company's aggregates are few hot items: one write each per batch, not one per record).
 *
 * A transaction holds each record's dedupe mark (a Put) and each aggregate item it moves (an
 * Update) once: TransactWriteItems takes at most 100 items and 4 MB, and never two operations on
 * one item (hence the folding, and a record delivered twice in one batch kept once). Records are
 * taken in stream order and a chunk closes before it would pass `limite` items, so a failed chunk
 * is named by its first record and everything before it is applied.
 * The 4 MB limit is far away: a mark is under 100 bytes and an aggregate update under 1 KB.
 */
import type { Contribuicao } from "../lib/db/agregados";

/** TransactWriteItems' limit on items per transaction. */
export const ITENS_POR_TRANSACAO = 100;

export interface Aplicacao {
  eventId: string;
  /** The record's SequenceNumber: what `batchItemFailures` names. */
  seq: string;
  deltas: Contribuicao[];
}

export interface Pedaco {
  registros: Aplicacao[];
  /** One per aggregate item, the sum of the records' deltas on it (zeros kept: the item exists and its `atualizado_em` moves). */
  agregados: Contribuicao[];
}

const idChave = (c: Contribuicao) => `${c.chave.PK}\u0000${c.chave.SK}`;

/** Sums deltas per aggregate item; `entidade` and `fixos` never differ between deltas of one item. */
export function somar(deltas: readonly Contribuicao[]): Contribuicao[] {
  const porChave = new Map<string, Contribuicao>();
  for (const c of deltas) {
    const id = idChave(c);
    const atual = porChave.get(id);
    if (!atual) {
      porChave.set(id, { ...c, valores: { ...c.valores } });
      continue;
    }
    for (const [nome, valor] of Object.entries(c.valores)) atual.valores[nome] = (atual.valores[nome] ?? 0) + valor;
    if (c.fixos) atual.fixos = { ...c.fixos, ...atual.fixos };
  }
  return [...porChave.values()];
}

/**
 * Chunks of records in stream order, each within `limite` items (its records' marks plus the
 * distinct aggregate items they move). A record alone above the limit gets a chunk of its own
 * (its transaction is refused and it is reported failed, as it would be unfolded).
 */
export function dobrar(registros: readonly Aplicacao[], limite = ITENS_POR_TRANSACAO): Pedaco[] {
  const pedacos: Pedaco[] = [];
  let atual: Aplicacao[] = [];
  let chaves = new Set<string>();
  const fechar = () => {
    if (atual.length) pedacos.push({ registros: atual, agregados: somar(atual.flatMap((r) => r.deltas)) });
    atual = [];
    chaves = new Set();
  };
  const vistos = new Set<string>();
  for (const r of registros) {
    // The same record twice in one batch (a redelivery within it) counts once.
    if (vistos.has(r.eventId)) continue;
    vistos.add(r.eventId);
    const novas = new Set(r.deltas.map(idChave).filter((id) => !chaves.has(id)));
    if (atual.length && atual.length + 1 + chaves.size + novas.size > limite) fechar();
    atual.push(r);
    for (const id of r.deltas.map(idChave)) chaves.add(id);
  }
  fechar();
  return pedacos;
}
