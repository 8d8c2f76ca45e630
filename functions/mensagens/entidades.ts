/**
 * The message item (issue 31): one per message, written in the same transaction as what causes it
 * (saida.ts) and left through the table's stream to `mensagens-jobs` (functions/fluxo/saidas.ts).
 * It keeps every channel to try, in order (`destinos`), which one is being tried (`tentativa`),
 * and what each failed one said (`falhas`): the evidence the contract's history and the lock
 * audit show. Only a message `agendada` sits in the release index.
 */
import * as z from "zod/mini";
import { CANAIS, MODELOS, STATUS_MENSAGEM } from "../../shared/mensagens/schemas";
import { preguicoso } from "../../shared/preguicoso";
import { entidade } from "../lib/db/entidade";
import { chaves, indices } from "../lib/db/keys";

const Destino = preguicoso(() => z.object({ canal: z.enum(CANAIS), destino: z.string() }));

export const MensagemGravada = preguicoso(() => z.object({
  id: z.string(),
  empresa_id: z.nullable(z.string()),
  contrato_id: z.nullable(z.string()),
  cliente_id: z.nullable(z.string()),
  modelo: z.enum(MODELOS),
  variaveis: z.record(z.string(), z.string()),
  /** Instalments whose slips the text shows (filled when it leaves: a slip may still be being issued). */
  parcelas: z._default(z.array(z.number().check(z.int(), z.gte(1))), []),
  texto: z.string(),
  assunto: z.string(),
  destinos: z.array(Destino),
  /** Index in `destinos` of the channel being tried. */
  tentativa: z.number().check(z.int(), z.gte(0)),
  status: z.enum(STATUS_MENSAGEM),
  motivo: z.nullable(z.string()),
  urgente: z.boolean(),
  /** When it may leave (the hours rule); its creation instant when it may leave at once. */
  enviar_em: z.string(),
  provedor: z.nullable(z.string()),
  id_provedor: z.nullable(z.string()),
  falhas: z._default(z.array(z.object({ canal: z.enum(CANAIS), destino: z.string(), motivo: z.string(), em: z.string() })), []),
  /** Who caused it (a user id, `rotina`, `banco:<provedor>`…), for its audit events. */
  por: z.string(),
  em: z.string(),
  atualizada_em: z.string(),
}));
export type MensagemGravada = z.infer<typeof MensagemGravada>;

export const Mensagem = entidade("mensagem", {
  atributos: MensagemGravada,
  chave: (m) => chaves.mensagem(m.empresa_id, m.contrato_id, m.id),
  indices: (m) => (m.status === "agendada" ? [indices.mensagemAgendada(m.enviar_em, m.id)] : []),
});

/** The current channel and destination of a message (null when it has none left). */
export const destinoAtual = (m: Pick<MensagemGravada, "destinos" | "tentativa">) => m.destinos[m.tentativa] ?? null;

export const GuardaMensagem = entidade("guarda_mensagem", {
  atributos: preguicoso(() => z.object({ provedor: z.string(), id_provedor: z.string(), empresa_id: z.nullable(z.string()), contrato_id: z.nullable(z.string()), mensagem_id: z.string(), tentativa: z.number().check(z.int()) })),
  chave: (g) => chaves.guardaMensagem(g.provedor, g.id_provedor),
});

/** A contract's collection message of a day (at most one a day: issue 31 item 3). */
export const CobrancaDoDia = entidade("cobranca_do_dia", {
  atributos: preguicoso(() => z.object({ empresa_id: z.string(), contrato_id: z.string(), dia: z.string(), mensagem_id: z.string() })),
  chave: (c) => chaves.cobrancaDoDia(c.empresa_id, c.contrato_id, c.dia),
});

/**
 * A message sent once per key for a while (issue 36 item 10: one 2ª via per instalment per channel
 * in 10 minutes): written with the message, conditioned on no live one (`expira_em`, the table's
 * TTL, which deletes late: the condition and the read check it); a repeat reads `mensagem_id`.
 */
export const MensagemUnica = entidade("mensagem_unica", {
  atributos: preguicoso(() => z.object({ empresa_id: z.string(), contrato_id: z.string(), chave: z.string(), mensagem_id: z.string(), em: z.string() })),
  chave: (u) => chaves.mensagemUnica(u.empresa_id, u.contrato_id, u.chave),
});

/** How many messages of a kind a contract had on a Brasília day (a daily limit; TTL `expira_em`). */
export const MensagensDoDia = entidade("mensagens_do_dia", {
  atributos: preguicoso(() => z.object({ empresa_id: z.string(), contrato_id: z.string(), chave: z.string(), dia: z.string(), qtd: z.number().check(z.int()) })),
  chave: (d) => chaves.mensagensDoDia(d.empresa_id, d.contrato_id, d.chave, d.dia),
});
