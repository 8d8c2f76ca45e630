/**
 * Backfill of the report aggregates (REL#…, functions/relatorios) for sales, instalments and stock
 * items written before they existed, or before their type's aggregates changed layout. It never
 * adds to an aggregate itself: it puts the reports' mark (functions/lib/db/agregados.ts
 * MARCA_RELATORIOS) on each item whose mark is missing or older than its type needs
 * (VERSAO_RELATORIOS), under a condition on that old value, and the stream consumer counts the
 * item from the change (`contribuição(com marca) − contribuição(sem marca)`), exactly once like
 * any change. So:
 * - the backfill and the stream never both count an item: only the stream counts, and only at the
 *   one change that gives the item its mark (here, or a later write of the item by its entity);
 * - running it again finds every item marked and writes nothing.
 *
 * A company none of whose items carries the mark has aggregates only from code older than the
 * mark (which counted unmarked items, some of them partly: an old item counted only from its
 * cancellation on), so its REL# items are deleted first and rebuilt from the marks. Once any item
 * of the company is marked, they are never deleted again. That step assumes no request writes
 * the company meanwhile, as on the local start (scripts/local/recursos.ts runs it before the API
 * and the stream poller start); tests run it per company (`empresaId`) on a settled company.
 *
 * The stock age items of the first layout (REL#ESTOQUE#<produtoId>#<aaaa-mm>, counted from stock
 * items marked 1) are kept by nothing since the layout of version 2 (REL#ESTQ#…): they are deleted
 * wherever found, and the stock items marked 1 are raised to 2, which counts them in the new ones.
 */
import { BatchWriteCommand, QueryCommand, ScanCommand, UpdateCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { MARCA_RELATORIOS, VERSAO_RELATORIOS } from "../../functions/lib/db/agregados";
import { empresaPk } from "../../functions/lib/db/keys";

type Item = Record<string, unknown>;

/** The item types the report aggregates project (functions/fluxo/projecoes.ts). */
const FONTES = ["venda", "parcela", "item_estoque"];
// Every REL# item is an `agregado_rel_…` (a Query cannot filter on the sort key).
const ehRelatorio = (i: Item) => String(i.SK).startsWith("REL#");
const ATRIBUTO = Object.keys(MARCA_RELATORIOS)[0]!;
/** The stock age items of the first layout, which nothing keeps any more. */
const ESTOQUE_ANTIGO = "REL#ESTOQUE#";
const ehEstoqueAntigo = (i: Item) => String(i.SK).startsWith(ESTOQUE_ANTIGO);
/** Whether an item's mark is missing or older than its type needs to count. */
const precisaMarca = (i: Item) => {
  const marca = i[ATRIBUTO];
  return typeof marca !== "number" || marca < VERSAO_RELATORIOS[String(i.entidade) as keyof typeof VERSAO_RELATORIOS];
};

async function lerItens(doc: DynamoDBDocumentClient, tableName: string, empresaId?: string): Promise<Item[]> {
  const filtro = {
    FilterExpression: `entidade IN (${FONTES.map((_, i) => `:f${i}`).join(", ")}) OR begins_with(entidade, :rel)`,
    ProjectionExpression: "PK, SK, entidade, #marca",
    ExpressionAttributeNames: { "#marca": ATRIBUTO },
  };
  const valores = { ...Object.fromEntries(FONTES.map((f, i) => [`:f${i}`, f])), ":rel": "agregado_rel_" };
  const itens: Item[] = [];
  let inicio: Item | undefined;
  do {
    const r = empresaId
      ? await doc.send(new QueryCommand({ TableName: tableName, KeyConditionExpression: "PK = :pk", ...filtro, ExpressionAttributeValues: { ...valores, ":pk": empresaPk(empresaId) }, ExclusiveStartKey: inicio, ConsistentRead: true }))
      : await doc.send(new ScanCommand({ TableName: tableName, ...filtro, ExpressionAttributeValues: valores, ExclusiveStartKey: inicio, ConsistentRead: true }));
    itens.push(...(r.Items ?? []));
    inicio = r.LastEvaluatedKey;
  } while (inicio);
  return itens;
}

async function apagar(doc: DynamoDBDocumentClient, tableName: string, itens: Item[]): Promise<void> {
  for (let i = 0; i < itens.length; i += 25) {
    let pedido: Item[] | undefined = itens.slice(i, i + 25).map((x) => ({ DeleteRequest: { Key: { PK: x.PK, SK: x.SK } } }));
    while (pedido?.length) {
      const r = await doc.send(new BatchWriteCommand({ RequestItems: { [tableName]: pedido as never } }));
      pedido = r.UnprocessedItems?.[tableName] as Item[] | undefined;
    }
  }
}

/** Marks one item unless it is marked as it needs (or gone) already; whether this call marked it. */
async function marcar(doc: DynamoDBDocumentClient, tableName: string, item: Item): Promise<boolean> {
  try {
    await doc.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { PK: item.PK, SK: item.SK },
        UpdateExpression: "SET #marca = :v",
        ConditionExpression: "attribute_exists(PK) AND (attribute_not_exists(#marca) OR #marca < :precisa)",
        ExpressionAttributeNames: { "#marca": ATRIBUTO },
        ExpressionAttributeValues: { ":v": MARCA_RELATORIOS.rel_versao, ":precisa": VERSAO_RELATORIOS[String(item.entidade) as keyof typeof VERSAO_RELATORIOS] },
      }),
    );
    return true;
  } catch (e) {
    if ((e as { name?: string }).name === "ConditionalCheckFailedException") return false;
    throw e;
  }
}

export interface ResultadoMigracaoRelatorios {
  /** REL# items deleted (companies without any marked item; stock age items of the first layout). */
  apagados: number;
  /** Items this run marked (each then counted once by the stream). */
  marcados: number;
}

export async function migrarRelatorios(doc: DynamoDBDocumentClient, tableName: string, op: { empresaId?: string } = {}): Promise<ResultadoMigracaoRelatorios> {
  const porEmpresa = new Map<string, Item[]>();
  for (const i of await lerItens(doc, tableName, op.empresaId)) {
    if (!String(i.PK).startsWith("EMP#")) continue;
    porEmpresa.set(String(i.PK), [...(porEmpresa.get(String(i.PK)) ?? []), i]);
  }
  const r: ResultadoMigracaoRelatorios = { apagados: 0, marcados: 0 };
  for (const itens of porEmpresa.values()) {
    const fontes = itens.filter((i) => !ehRelatorio(i) && FONTES.includes(String(i.entidade)));
    const aMarcar = fontes.filter(precisaMarca);
    // No item marked at all: every REL# item comes from code older than the mark.
    const semMarca = fontes.every((i) => i[ATRIBUTO] === undefined);
    const antigos = itens.filter((i) => ehRelatorio(i) && ((semMarca && aMarcar.length > 0) || ehEstoqueAntigo(i)));
    await apagar(doc, tableName, antigos);
    r.apagados += antigos.length;
    for (const item of aMarcar) if (await marcar(doc, tableName, item)) r.marcados += 1;
  }
  return r;
}
