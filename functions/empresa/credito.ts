/**
 * The company's boleto plans (shared/empresa/credito.ts): one GetItem to read (the seed's table
 * when never saved), one Put to save. Contracts never read it after their sale: each keeps its
 * own instalments and disclosure, so a change here never touches them.
 */
import { GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { CREDITO_PADRAO, normalizarTabela } from "../../shared/empresa/credito";
import type { TabelaCredito } from "../../shared/regras/parcelamento";
import { db, tabela } from "../lib/db/client";
import { chaves } from "../lib/db/keys";
import { agoraIso } from "../lib/ids";
import { ConfigCreditoItem } from "./entidades";

export async function lerCredito(empresaId: string): Promise<TabelaCredito> {
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.configCredito(empresaId), ConsistentRead: true }));
  const g = ConfigCreditoItem.lerTalvez(Item);
  if (!g) return normalizarTabela(CREDITO_PADRAO);
  return normalizarTabela(g);
}

export async function salvarCredito(empresaId: string, t: TabelaCredito): Promise<TabelaCredito> {
  const normal = normalizarTabela(t);
  await db().send(new PutCommand({ TableName: tabela(), Item: ConfigCreditoItem.item({ empresa_id: empresaId, ...normal, updated_at: agoraIso() }) }));
  return normal;
}
