/**
 * The company's boleto plans and who lends (shared/empresa/credito.ts): one GetItem to read
 * (CREDITO_PADRAO when never saved), one Put to save. Contracts never read it after their sale:
 * each keeps its own instalments and disclosure, so a change here never touches them.
 */
import { GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { CREDITO_PADRAO, normalizarTabela, type CreditoConfigurado } from "../../shared/empresa/credito";
import { db, tabela } from "../lib/db/client";
import { chaves } from "../lib/db/keys";
import { agoraIso } from "../lib/ids";
import { ConfigCreditoItem } from "./entidades";

export async function lerCredito(empresaId: string): Promise<CreditoConfigurado> {
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.configCredito(empresaId), ConsistentRead: true }));
  const g = ConfigCreditoItem.lerTalvez(Item);
  if (!g) return normalizarTabela(CREDITO_PADRAO);
  return normalizarTabela(g);
}

/** `ciencia`: who confirmed a lender's plan above the market alert (kept with the table). */
export async function salvarCredito(empresaId: string, t: CreditoConfigurado, ciencia?: { usuario_id: string; em: string }): Promise<CreditoConfigurado> {
  const normal = normalizarTabela(t);
  await db().send(new PutCommand({ TableName: tabela(), Item: ConfigCreditoItem.item({ empresa_id: empresaId, ...normal, ...(ciencia ? { ciencia_taxa_acima_da_media: ciencia } : {}), updated_at: agoraIso() }) }));
  return normal;
}
