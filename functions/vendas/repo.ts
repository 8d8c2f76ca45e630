/** The only file of `vendas` that touches DynamoDB (sales, their boleto contracts and instalments). */
import { GetCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { db, tabela } from "../lib/db/client";
import type { Escrita, Peca } from "../lib/db/transacao";
import { semChaves } from "../lib/db/itens";
import { chaves, empresaPk, indices } from "../lib/db/keys";
import type { ContratoGravado, ParcelaGravada, VendaGravada } from "./domain";

/** New items under fresh ids: their condition can only fail on a repeated id (a 500). */
const put = (Item: Record<string, unknown>): Peca => ({ item: { Put: { TableName: tabela(), Item, ConditionExpression: "attribute_not_exists(PK)" } } });

export function itensNovaVenda(empresaId: string, venda: VendaGravada, contrato: ContratoGravado | null, parcelas: ParcelaGravada[]): Peca[] {
  return [
    put({ ...chaves.venda(empresaId, venda.id), ...indices.vendaPorData(empresaId, venda.data_venda, venda.id), entidade: "venda", ...venda }),
    ...(contrato ? [put({ ...chaves.contrato(empresaId, contrato.id), ...indices.contratoNaLista(empresaId, contrato.id), entidade: "contrato", ...contrato })] : []),
    ...parcelas.map((p) =>
      put({
        ...chaves.parcela(empresaId, p.contrato_id, p.numero_parcela),
        ...indices.parcelaAberta(empresaId, p.data_vencimento, p.id),
        entidade: "parcela",
        empresa_id: empresaId,
        ...p,
      }),
    ),
  ];
}

export async function obterVenda(empresaId: string, vendaId: string): Promise<VendaGravada | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.venda(empresaId, vendaId), ConsistentRead: true }));
  return Item ? (semChaves(Item) as unknown as VendaGravada) : undefined;
}

/** The contract and its instalments in one Query (instalments sort by number after the contract). */
export async function obterContrato(empresaId: string, contratoId: string): Promise<{ contrato: ContratoGravado; parcelas: ParcelaGravada[] } | undefined> {
  const r = await db().send(
    new QueryCommand({
      TableName: tabela(),
      KeyConditionExpression: "PK = :pk AND begins_with(SK, :sk)",
      ExpressionAttributeValues: { ":pk": empresaPk(empresaId), ":sk": chaves.contrato(empresaId, contratoId).SK },
      ConsistentRead: true,
    }),
  );
  const itens = r.Items ?? [];
  const contrato = itens.find((i) => i.entidade === "contrato");
  if (!contrato) return undefined;
  const parcelas = itens.filter((i) => i.entidade === "parcela").map((i) => semChaves(i) as unknown as ParcelaGravada);
  return { contrato: semChaves(contrato) as unknown as ContratoGravado, parcelas: parcelas.sort((a, b) => a.numero_parcela - b.numero_parcela) };
}

/** Sales whose sale date is within [de, ate], newest first. */
export async function vendasPorPeriodo(empresaId: string, de = "0000-00-00", ate = "9999-12-31"): Promise<VendaGravada[]> {
  const vendas: VendaGravada[] = [];
  let inicio: Record<string, unknown> | undefined;
  do {
    const r = await db().send(
      new QueryCommand({
        TableName: tabela(),
        IndexName: "GSI1",
        KeyConditionExpression: "GSI1PK = :pk AND GSI1SK BETWEEN :de AND :ate",
        ExpressionAttributeValues: { ":pk": indices.vendas(empresaId), ":de": `${de}#`, ":ate": `${ate}#~` },
        ScanIndexForward: false,
        ExclusiveStartKey: inicio,
      }),
    );
    vendas.push(...(r.Items ?? []).map((i) => semChaves(i) as unknown as VendaGravada));
    inicio = r.LastEvaluatedKey;
  } while (inicio);
  return vendas;
}

/** Sets the sale's status, conditioned on the status it was read with (no lost update). */
export function mudarStatusVenda(empresaId: string, vendaId: string, de: string, para: string): Escrita {
  return {
    Update: {
      TableName: tabela(),
      Key: chaves.venda(empresaId, vendaId),
      UpdateExpression: "SET #s = :para, updated_at = :agora",
      ConditionExpression: "#s = :de",
      ExpressionAttributeNames: { "#s": "status" },
      ExpressionAttributeValues: { ":para": para, ":de": de, ":agora": new Date().toISOString() },
    },
  };
}

export function mudarStatusContrato(empresaId: string, contratoId: string, para: string): Escrita {
  return {
    Update: {
      TableName: tabela(),
      Key: chaves.contrato(empresaId, contratoId),
      UpdateExpression: "SET status_contrato = :para",
      ConditionExpression: "attribute_exists(PK)",
      ExpressionAttributeValues: { ":para": para },
    },
  };
}

/** Cancels an open instalment: it leaves the open-instalments index (REMOVE of its GSI2 keys). */
export function cancelarParcela(empresaId: string, p: ParcelaGravada): Escrita {
  return {
    Update: {
      TableName: tabela(),
      Key: chaves.parcela(empresaId, p.contrato_id, p.numero_parcela),
      UpdateExpression: "SET status_parcela = :c REMOVE GSI2PK, GSI2SK",
      ConditionExpression: "status_parcela = :s",
      ExpressionAttributeValues: { ":c": "cancelada", ":s": p.status_parcela },
    },
  };
}
