/** The only file of `vendas` that touches DynamoDB: the sale items (contracts belong to functions/contratos). */
import { GetCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { db, tabela } from "../lib/db/client";
import type { Pagina } from "../lib/db/consultas";
import { paginarFiltrado } from "../lib/db/pagina-filtrada";
import type { Escrita, Peca } from "../lib/db/transacao";
import { chaves, empresaPk, indices } from "../lib/db/keys";
import { Venda, type VendaGravada } from "./entidades";

/** The sale itself (a fresh id: a failed condition is a 500). */
export const novaVenda = (venda: VendaGravada): Peca => Venda.novo(venda);

export async function obterVenda(empresaId: string, vendaId: string): Promise<VendaGravada | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.venda(empresaId, vendaId), ConsistentRead: true }));
  return Venda.lerTalvez(Item);
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
    vendas.push(...(r.Items ?? []).map((i) => Venda.ler(i)));
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

/** One page of the sales of a period, newest sale date first, keeping those `filtro` accepts (GET /api/vendas). */
export function paginarVendasPorPeriodo(
  empresaId: string,
  periodo: { de?: string; ate?: string },
  limite: number,
  cursor: string | undefined,
  filtro?: (v: VendaGravada) => boolean,
): Promise<Pagina<VendaGravada>> {
  return paginarFiltrado({
    consulta: {
      IndexName: "GSI1",
      KeyConditionExpression: "GSI1PK = :pk AND GSI1SK BETWEEN :de AND :ate",
      ExpressionAttributeValues: { ":pk": indices.vendas(empresaId), ":de": `${periodo.de ?? "0000-00-00"}#`, ":ate": `${periodo.ate ?? "9999-12-31"}#~` },
      ScanIndexForward: false,
    },
    chaves: ["PK", "SK", "GSI1PK", "GSI1SK"],
    pkEmpresa: empresaPk(empresaId),
    limite,
    cursor,
    ler: (it) => Venda.ler(it),
    filtro,
  });
}
