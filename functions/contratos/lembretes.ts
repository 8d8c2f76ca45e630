/**
 * Reminders of an instalment (docs/bloqueio.md lifecycle: before and on the due date, and during the
 * grace). Each one sent is a marker item keyed by its kind (`LEMBRETE#<contrato>#<nn>#<chave>`),
 * written with attribute_not_exists in the SAME transaction as its `lembrete` audit event: however
 * many routines run, a reminder of one kind is recorded once per instalment. The automatic lock
 * reads them: no lock without a reminder that went out before the day of the lock.
 */
import * as z from "zod/mini";
import { entidade } from "../lib/db/entidade";
import { chaves, empresaPk, prefixoLembretesParcela, fimDoPrefixo } from "../lib/db/keys";
import { consultarTudo } from "../lib/db/consultas";
import type { Peca } from "../lib/db/transacao";
import { agoraIso } from "../lib/ids";
import { eventoContrato } from "./eventos";

export const LembreteGravado = z.object({
  empresa_id: z.string(),
  contrato_id: z.string(),
  numero_parcela: z.number().check(z.int(), z.gte(1)),
  /** The kind: `antes`, `vencimento`, `atraso-<n>` (n-th banking day after the banking due date). */
  chave: z.string().check(z.minLength(1), z.maxLength(40)),
  /** The Brasília day of the routine that sent it. */
  dia: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  em: z.string(),
});
export type LembreteGravado = z.infer<typeof LembreteGravado>;

export const Lembrete = entidade("lembrete", {
  atributos: LembreteGravado,
  chave: (l) => chaves.lembreteParcela(l.empresa_id, l.contrato_id, l.numero_parcela, l.chave),
});

export interface NovoLembrete {
  empresaId: string;
  contratoId: string;
  numeroParcela: number;
  chave: string;
  dia: string;
  por: string;
  /** Channel(s), text and amounts: the `lembrete` event's details. */
  detalhes: Record<string, unknown>;
}

/** The marker (fails with `seFalhar` when this kind was already sent) and its audit event. */
export function registrarLembrete(l: NovoLembrete, seFalhar: () => Error): Peca[] {
  const em = agoraIso();
  return [
    Lembrete.novo({ empresa_id: l.empresaId, contrato_id: l.contratoId, numero_parcela: l.numeroParcela, chave: l.chave, dia: l.dia, em }, seFalhar),
    eventoContrato({ empresaId: l.empresaId, contratoId: l.contratoId, tipo: "lembrete", por: l.por, em, detalhes: { numero_parcela: l.numeroParcela, chave: l.chave, dia: l.dia, ...l.detalhes } }),
  ];
}

/** The reminders already sent for one instalment (a handful: one Query). */
export async function lembretesDaParcela(empresaId: string, contratoId: string, numero: number): Promise<LembreteGravado[]> {
  const itens = await consultarTudo({
    KeyConditionExpression: "PK = :pk AND SK BETWEEN :p AND :pFim",
    ExpressionAttributeValues: { ":pk": empresaPk(empresaId), ":p": prefixoLembretesParcela(contratoId, numero), ":pFim": fimDoPrefixo(prefixoLembretesParcela(contratoId, numero)) },
    ConsistentRead: true,
  });
  return itens.map((i) => Lembrete.ler(i));
}
