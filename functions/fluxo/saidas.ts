/**
 * The outbox: jobs a committed change must cause, derived from its stream record, so no commit can
 * lose its job (a handler never sends after its commit). Each job carries an idempotency key
 * (`id_trabalho`) and its consumer ignores a repeat, so a record retried after a crash may send
 * its jobs again but never loses them.
 * - a new instalment (`parcela` INSERT) → `boleto-jobs`: issue its slip;
 * - a new lock request (`pedido_bloqueio` INSERT, written by the lock feature) → `lock-jobs`.
 */
import { z } from "zod";
import { TrabalhoBloqueio, TrabalhoBoleto } from "../../shared/api/filas";
import { enfileirar, filas, type Trabalho } from "../lib/sqs";
import type { Registro } from "./registro";

export interface Saida {
  fila: "boleto-jobs" | "lock-jobs";
  trabalho: Trabalho;
}

const ParcelaNova = z.object({ id: z.string(), contrato_id: z.string(), numero_parcela: z.number().int() });
const PedidoBloqueio = z.object({ id: z.string(), imei: z.string(), acao: z.enum(["bloquear", "desbloquear"]) });

export function saidas(r: Registro): Saida[] {
  if (r.evento !== "INSERT" || !r.depois || !r.empresaId) return [];
  if (r.depois.entidade === "parcela") {
    const p = ParcelaNova.parse(r.depois);
    const corpo = TrabalhoBoleto.parse({
      tipo: "emitir",
      id_trabalho: `emitir:${p.id}`,
      empresa_id: r.empresaId,
      contrato_id: p.contrato_id,
      parcela_id: p.id,
      numero_parcela: p.numero_parcela,
    });
    return [{ fila: "boleto-jobs", trabalho: { id: corpo.id_trabalho, corpo } }];
  }
  if (r.depois.entidade === "pedido_bloqueio") {
    const p = PedidoBloqueio.parse(r.depois);
    const corpo = TrabalhoBloqueio.parse({ tipo: p.acao, id_trabalho: `${p.acao}:${p.id}`, empresa_id: r.empresaId, pedido_id: p.id, imei: p.imei });
    return [{ fila: "lock-jobs", trabalho: { id: corpo.id_trabalho, corpo } }];
  }
  return [];
}

const URL_DA_FILA: Record<Saida["fila"], () => string> = { "boleto-jobs": filas.boletos, "lock-jobs": filas.bloqueio };

/** Sends every job or throws: the record then fails and is retried, never marked applied. */
export async function enviar(lista: Saida[]): Promise<void> {
  for (const fila of Object.keys(URL_DA_FILA) as Saida["fila"][]) {
    const trabalhos = lista.filter((s) => s.fila === fila).map((s) => s.trabalho);
    if (!trabalhos.length) continue;
    const url = URL_DA_FILA[fila]();
    if (!url) throw new Error(`fila ${fila} sem URL configurada`);
    const falhas = await enfileirar(url, trabalhos);
    if (falhas) throw new Error(`${falhas} trabalho(s) não enviados para ${fila}`);
  }
}
