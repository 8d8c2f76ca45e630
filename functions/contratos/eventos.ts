/**
 * A contract's append-only audit trail (shared/vendas/eventos.ts): pieces that add an event in
 * the SAME transaction as the change it records (so an event exists exactly when its change
 * happened), and the trail's read, oldest first.
 */
import { GetCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import type { TipoEventoContrato } from "../../shared/vendas/eventos";
import { db, tabela } from "../lib/db/client";
import { chaves, empresaPk, prefixoEventosContrato, fimDoPrefixo } from "../lib/db/keys";
import type { Peca } from "../lib/db/transacao";
import { agoraIso, novoId } from "../lib/ids";
import { EventoContrato, type EventoContratoGravado } from "./entidades";

export interface NovoEvento {
  empresaId: string;
  contratoId: string;
  tipo: TipoEventoContrato;
  por: string;
  detalhes: Record<string, unknown>;
  em?: string;
}

export const eventoContrato = (e: NovoEvento): Peca =>
  EventoContrato.novo({ id: novoId(), empresa_id: e.empresaId, contrato_id: e.contratoId, tipo: e.tipo, em: e.em ?? agoraIso(), por: e.por, detalhes: e.detalhes });

/** Every event of a contract, oldest first (the key sorts by instant, then ULID). */
export async function eventosDoContrato(empresaId: string, contratoId: string): Promise<EventoContratoGravado[]> {
  const itens: Record<string, unknown>[] = [];
  let inicio: Record<string, unknown> | undefined;
  do {
    const r = await db().send(
      new QueryCommand({
        TableName: tabela(),
        KeyConditionExpression: "PK = :pk AND SK BETWEEN :p AND :pFim",
        ExpressionAttributeValues: { ":pk": empresaPk(empresaId), ":p": prefixoEventosContrato(contratoId), ":pFim": fimDoPrefixo(prefixoEventosContrato(contratoId)) },
        ExclusiveStartKey: inicio,
      }),
    );
    itens.push(...(r.Items ?? []));
    inicio = r.LastEvaluatedKey;
  } while (inicio);
  return itens.map((i) => EventoContrato.ler(i));
}

/** One GetItem: the contract exists in this company (a foreign or unknown id is 404 to the caller). */
export async function contratoExiste(empresaId: string, contratoId: string): Promise<boolean> {
  if (!contratoId || contratoId.length > 60) return false;
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.contrato(empresaId, contratoId), ProjectionExpression: "PK" }));
  return Boolean(Item);
}
