/**
 * The device of a boleto contract (shared/bloqueio/schemas.ts): pieces that ask for a command
 * (lock, unlock, enrol, release) and change the device's lifecycle, each conditioned on what was
 * read, for the caller's own transaction.
 *
 * Ordering per device: every command takes the contract's `comando_seq` + 1 in the SAME
 * transaction that writes its `COMANDO_APARELHO` item, conditioned on the sequence read, so two
 * commands of one contract can never take the same place; the stream queues each command once on
 * `lock-jobs` (a FIFO queue, message group = IMEI), and the job skips a command whose seq is below
 * the contract's newest (`superado`): an older command never runs after a newer one.
 */
import type { AcaoComando, OrigemComando, StatusAparelho } from "../../shared/bloqueio/schemas";
import type { TipoEventoContrato } from "../../shared/vendas/eventos";
import { tabela } from "../lib/db/client";
import { chaves, empresaPk, prefixoComandosAparelho, fimDoPrefixo } from "../lib/db/keys";
import { consultarTudo } from "../lib/db/consultas";
import type { Peca } from "../lib/db/transacao";
import { agoraIso, novoId } from "../lib/ids";
import { ComandoAparelho, type ComandoAparelhoGravado, type ContratoGravado } from "./entidades";
import { eventoContrato } from "./eventos";
import type { MudancaAparelho } from "./repo";

export interface NovoComando {
  acao: AcaoComando;
  origem: OrigemComando;
  /** User id, or the rule ("rotina", "pagamento"). */
  por: string;
  motivo?: string | null;
  /** What the phone shows: the lock screen (locks) or the notice (avisar). */
  tela?: string | null;
  /** What caused it (overdue instalments and amounts, the payment…): copied to the audit event. */
  detalhes?: Record<string, unknown>;
}

/** Condition that the contract's device is still as read: same command sequence and lifecycle status. */
function comoLido(c: ContratoGravado): MudancaAparelho["condicao"] {
  // Contracts from before the lock have neither attribute (their defaults: 0 and "ativo").
  const seq = c.comando_seq === 0 ? "(attribute_not_exists(comando_seq) OR comando_seq = :ap_seq)" : "comando_seq = :ap_seq";
  const status = c.status_aparelho === "ativo" ? "(attribute_not_exists(status_aparelho) OR status_aparelho = :ap_status)" : "status_aparelho = :ap_status";
  return { expr: `${seq} AND ${status}`, valores: { ":ap_seq": c.comando_seq, ":ap_status": c.status_aparelho } };
}

/**
 * The contract's device fields after a new command (seq + 1) and/or a lifecycle change, with the
 * "as read" condition: merge into mudarContrato when the transaction also changes the contract.
 */
export function camposDoAparelho(c: ContratoGravado, mudanca: { statusAparelho?: StatusAparelho; comando?: boolean; matricula?: ContratoGravado["matricula"] }): MudancaAparelho {
  const campos: Record<string, unknown> = {};
  if (mudanca.comando) campos.comando_seq = c.comando_seq + 1;
  // A new command is the shop's retry (or another action): the unconfirmed one is no longer the news.
  if (mudanca.comando && c.comando_sem_confirmacao !== null) campos.comando_sem_confirmacao = null;
  if (mudanca.statusAparelho) campos.status_aparelho = mudanca.statusAparelho;
  if (mudanca.matricula !== undefined) campos.matricula = mudanca.matricula;
  return { campos, condicao: comoLido(c) };
}

/** The contract Update alone (when nothing else in the transaction writes the contract). */
export function mudarAparelho(c: ContratoGravado, mudanca: MudancaAparelho, seFalhar: () => Error): Peca {
  const nomes: Record<string, string> = {};
  const valores: Record<string, unknown> = { ...mudanca.condicao.valores };
  const sets = Object.entries(mudanca.campos).map(([campo, valor], i) => {
    nomes[`#a${i}`] = campo;
    valores[`:a${i}`] = valor;
    return `#a${i} = :a${i}`;
  });
  return {
    item: {
      Update: {
        TableName: tabela(),
        Key: chaves.contrato(c.empresa_id, c.id),
        UpdateExpression: `SET ${sets.join(", ")}`,
        ConditionExpression: `attribute_exists(PK) AND ${mudanca.condicao.expr}`,
        ExpressionAttributeNames: nomes,
        ExpressionAttributeValues: valores,
      },
    },
    seFalhar,
  };
}

/** The command item (seq = the contract's + 1); the stream turns its INSERT into one lock job. */
export function novoComando(c: ContratoGravado, cmd: NovoComando): { peca: Peca; comando: ComandoAparelhoGravado } {
  const agora = agoraIso();
  const comando: ComandoAparelhoGravado = {
    id: novoId(),
    empresa_id: c.empresa_id,
    contrato_id: c.id,
    imei: c.imei,
    acao: cmd.acao,
    seq: c.comando_seq + 1,
    origem: cmd.origem,
    motivo: cmd.motivo ?? null,
    por: cmd.por,
    criado_em: agora,
    situacao: "pendente",
    atualizado_em: agora,
    tela: cmd.tela ?? null,
    ...(cmd.detalhes && Object.keys(cmd.detalhes).length ? { detalhes: cmd.detalhes } : {}),
    resposta: null,
    id_provedor: null,
    provedor: null,
  };
  return { peca: ComandoAparelho.novo(comando), comando };
}

/** The audit event of a command being asked for (same transaction). */
const TIPO_EVENTO_DO_PEDIDO: Partial<Record<AcaoComando, TipoEventoContrato>> = {
  bloquear: "bloqueio_solicitado",
  desbloquear: "desbloqueio_solicitado",
};

/**
 * Every piece of asking for a command when nothing else in the transaction writes the contract:
 * the contract's seq + 1 (and `statusAparelho` when given), the command and, for a lock or an
 * unlock, its `bloqueio_solicitado` / `desbloqueio_solicitado` event.
 */
export function pedirComando(
  c: ContratoGravado,
  cmd: NovoComando,
  statusAparelho: StatusAparelho | undefined,
  seFalhar: () => Error,
  /** Other contract fields the same write sets (e.g. an announced lock called off). */
  outros: Record<string, unknown> = {},
): { pecas: Peca[]; comando: ComandoAparelhoGravado } {
  const { peca, comando } = novoComando(c, cmd);
  const mudanca = camposDoAparelho(c, { comando: true, ...(statusAparelho ? { statusAparelho } : {}) });
  Object.assign(mudanca.campos, outros);
  const pecas: Peca[] = [mudarAparelho(c, mudanca, seFalhar), peca];
  const tipo = TIPO_EVENTO_DO_PEDIDO[cmd.acao];
  if (tipo) pecas.push(eventoDoComando(comando, tipo));
  return { pecas, comando };
}

/** An audit event about a command: who, why, which command (seq) and its details. */
export function eventoDoComando(comando: ComandoAparelhoGravado, tipo: TipoEventoContrato, extra: Record<string, unknown> = {}): Peca {
  return eventoContrato({
    empresaId: comando.empresa_id,
    contratoId: comando.contrato_id,
    tipo,
    por: comando.por,
    detalhes: { acao: comando.acao, origem: comando.origem, motivo: comando.motivo, comando_seq: comando.seq, imei: comando.imei, ...comando.detalhes, ...extra },
  });
}

/** A contract's commands, oldest first (a contract has a handful: never a large read). */
export async function comandosDoContrato(empresaId: string, contratoId: string): Promise<ComandoAparelhoGravado[]> {
  const itens = await consultarTudo({
    KeyConditionExpression: "PK = :pk AND SK BETWEEN :p AND :pFim",
    ExpressionAttributeValues: { ":pk": empresaPk(empresaId), ":p": prefixoComandosAparelho(contratoId), ":pFim": fimDoPrefixo(prefixoComandosAparelho(contratoId)) },
    ConsistentRead: true,
  });
  return itens.map((i) => ComandoAparelho.ler(i));
}
