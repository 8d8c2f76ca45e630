/**
 * The only file of `estoque` that touches DynamoDB.
 *
 * A stock item lives at `IMEI#<imei>` in the company's partition, so the item itself is the
 * IMEI's uniqueness guard: two entries carrying the same IMEI at the same moment race on the same
 * key and exactly one transaction wins. The plan's IMEI counter moves in the same transaction (it
 * guards the limit); the position per product and the company totals follow from the items'
 * stream images (functions/estoque/agregados.ts), never from a request's transaction.
 */
import { BatchGetCommand, GetCommand, QueryCommand, type TransactWriteCommandInput } from "@aws-sdk/lib-dynamodb";
import type { ItemEstoque, StatusItem } from "../../shared/estoque/schemas";
import { db, executarTransacao, tabela } from "../lib/db/client";
import { listarPrefixo, paginarPrefixo, type Pagina } from "../lib/db/consultas";
import { paginarFiltrado } from "../lib/db/pagina-filtrada";
import { semChaves } from "../lib/db/itens";
import { chaves, empresaPk, indices, prefixos } from "../lib/db/keys";

export type ItemTransacao = NonNullable<TransactWriteCommandInput["TransactItems"]>[number];

export interface EntradaGravada {
  id: string;
  produto_id: string;
  fornecedor_id: string;
  data_entrada: string;
  valor_unitario_centavos: number;
  quantidade_total: number;
  imeis: string[];
  created_at: string;
}

export type ItemGravado = Omit<ItemEstoque, "valor_unitario"> & {
  valor_unitario_centavos: number;
  /** The product's selling price when the item entered stock. */
  preco_venda_centavos: number;
  venda_id?: string;
  /** While sold: the sale's total, which the position's ABC revenue sums (stream consumer). */
  receita_venda_centavos?: number;
};

export interface Posicao {
  produto_id: string;
  em_estoque: number;
  vendido: number;
  bloqueado: number;
  defeito: number;
  custo_em_estoque_centavos: number;
  receita_centavos: number;
}

/** Why a stock entry's transaction was refused. */
export type RecusaEntrada =
  | { tipo: "imeis"; imeis: string[] }
  | { tipo: "limite" }
  | { tipo: "referencia"; indice: number }
  | { tipo: "conflito" };

export class EntradaRecusada extends Error {
  constructor(readonly recusa: RecusaEntrada) {
    super(recusa.tipo);
  }
}

export async function imeisExistentes(empresaId: string, imeis: string[]): Promise<string[]> {
  const achados: string[] = [];
  for (let i = 0; i < imeis.length; i += 100) {
    let pedido: Record<string, { Keys: Record<string, unknown>[]; ProjectionExpression?: string }> | undefined = {
      [tabela()]: { Keys: imeis.slice(i, i + 100).map((imei) => chaves.itemImei(empresaId, imei)), ProjectionExpression: "imei" },
    };
    while (pedido && Object.keys(pedido).length) {
      const r = await db().send(new BatchGetCommand({ RequestItems: pedido }));
      achados.push(...(r.Responses?.[tabela()] ?? []).map((it) => it.imei as string));
      pedido = r.UnprocessedKeys as typeof pedido;
    }
  }
  return achados.sort();
}

interface NovaEntrada {
  empresaId: string;
  entrada: EntradaGravada;
  itens: ItemGravado[];
  /** Max IMEIs the company may hold before this entry (null = unlimited). */
  maxAntes: number | null;
  /** Updates of other domains' items that must hold for the entry (product and supplier in use). */
  referencias: ItemTransacao[];
}

export async function gravarEntrada(n: NovaEntrada): Promise<void> {
  const { empresaId, entrada, itens } = n;
  const qtd = itens.length;
  const put = (Item: Record<string, unknown>): ItemTransacao => ({ Put: { TableName: tabela(), Item, ConditionExpression: "attribute_not_exists(PK)" } });
  const transacao: ItemTransacao[] = [
    put({ ...chaves.entrada(empresaId, entrada.id), entidade: "entrada_estoque", ...entrada }),
    ...itens.map((it) =>
      put({
        ...chaves.itemImei(empresaId, it.imei),
        ...indices.itemPorId(empresaId, it.id),
        ...indices.itemPorStatus(empresaId, it.status, it.id),
        entidade: "item_estoque",
        ...it,
      }),
    ),
    {
      // The plan's IMEI limit: the counter may only grow while it stays within the limit.
      Update: {
        TableName: tabela(),
        Key: chaves.contador(empresaId, "imeis"),
        UpdateExpression: "ADD valor :q SET entidade = :e",
        ...(n.maxAntes === null ? {} : { ConditionExpression: "attribute_not_exists(valor) OR valor <= :max" }),
        ExpressionAttributeValues: { ":q": qtd, ":e": "contador", ...(n.maxAntes === null ? {} : { ":max": n.maxAntes }) },
      },
    },
    ...n.referencias,
  ];
  const idxLimite = 1 + qtd;
  const idxRefs = idxLimite + 1;
  const motivos = await executarTransacao(transacao);
  if (motivos.length) {
    const imeis = itens.filter((_, i) => motivos[1 + i] === "ConditionalCheckFailed").map((it) => it.imei);
    if (imeis.length) throw new EntradaRecusada({ tipo: "imeis", imeis });
    if (motivos[idxLimite] === "ConditionalCheckFailed") throw new EntradaRecusada({ tipo: "limite" });
    const ref = motivos.slice(idxRefs).findIndex((m) => m === "ConditionalCheckFailed");
    if (ref >= 0) throw new EntradaRecusada({ tipo: "referencia", indice: ref });
    if (motivos.includes("TransactionConflict")) throw new EntradaRecusada({ tipo: "conflito" });
    throw new Error(`entrada de estoque cancelada: ${motivos.join(", ")}`);
  }
}

export async function valorContador(empresaId: string, nome: string): Promise<number> {
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.contador(empresaId, nome) }));
  return Number(Item?.valor ?? 0);
}

export async function paginarEntradas(empresaId: string, limite: number, cursor?: string): Promise<Pagina<EntradaGravada>> {
  const p = await paginarPrefixo(empresaPk(empresaId), prefixos.entrada, limite, cursor);
  return { items: p.items.map((i) => semChaves(i) as unknown as EntradaGravada), next: p.next };
}

export async function obterEntrada(empresaId: string, entradaId: string): Promise<EntradaGravada | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.entrada(empresaId, entradaId) }));
  return Item ? (semChaves(Item) as unknown as EntradaGravada) : undefined;
}

export async function itensPorImeis(empresaId: string, imeis: string[]): Promise<ItemGravado[]> {
  const itens: ItemGravado[] = [];
  for (let i = 0; i < imeis.length; i += 100) {
    let pedido: Record<string, { Keys: Record<string, unknown>[] }> | undefined = {
      [tabela()]: { Keys: imeis.slice(i, i + 100).map((imei) => chaves.itemImei(empresaId, imei)) },
    };
    while (pedido && Object.keys(pedido).length) {
      const r = await db().send(new BatchGetCommand({ RequestItems: pedido }));
      itens.push(...(r.Responses?.[tabela()] ?? []).map((it) => semChaves(it) as unknown as ItemGravado));
      pedido = r.UnprocessedKeys as typeof pedido;
    }
  }
  const ordem = new Map(imeis.map((imei, i) => [imei, i]));
  return itens.sort((a, b) => (ordem.get(a.imei) ?? 0) - (ordem.get(b.imei) ?? 0));
}

/** Items of one status, newest first (the sale form's device list; blocked devices). */
export async function itensPorStatus(empresaId: string, status: StatusItem, limite: number, filtro?: (i: ItemGravado) => boolean): Promise<ItemGravado[]> {
  const achados: ItemGravado[] = [];
  let inicio: Record<string, unknown> | undefined;
  do {
    const r = await db().send(
      new QueryCommand({
        TableName: tabela(),
        IndexName: "GSI2",
        KeyConditionExpression: "GSI2PK = :pk",
        ExpressionAttributeValues: { ":pk": indices.itensPorStatus(empresaId, status) },
        ScanIndexForward: false,
        ExclusiveStartKey: inicio,
      }),
    );
    for (const it of r.Items ?? []) {
      const item = semChaves(it) as unknown as ItemGravado;
      if (!filtro || filtro(item)) achados.push(item);
      if (achados.length >= limite) return achados;
    }
    inicio = r.LastEvaluatedKey;
  } while (inicio);
  return achados;
}

export async function itemPorId(empresaId: string, itemId: string): Promise<ItemGravado | undefined> {
  const r = await db().send(
    new QueryCommand({
      TableName: tabela(),
      IndexName: "GSI1",
      KeyConditionExpression: "GSI1PK = :pk AND GSI1SK = :id",
      ExpressionAttributeValues: { ":pk": indices.itemPorId(empresaId, itemId).GSI1PK, ":id": itemId },
    }),
  );
  const it = r.Items?.[0];
  return it ? (semChaves(it) as unknown as ItemGravado) : undefined;
}

/** The item by its IMEI, read consistently (the index by id may lag a write by milliseconds). */
export async function itemPorImei(empresaId: string, imei: string): Promise<ItemGravado | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.itemImei(empresaId, imei), ConsistentRead: true }));
  return Item ? (semChaves(Item) as unknown as ItemGravado) : undefined;
}

export async function listarPosicoes(empresaId: string): Promise<Posicao[]> {
  const itens = await listarPrefixo(empresaPk(empresaId), prefixos.posicao, { maisNovosPrimeiro: false });
  return itens.map((i) => ({
    produto_id: String(i.produto_id),
    em_estoque: Number(i.em_estoque ?? 0),
    vendido: Number(i.vendido ?? 0),
    bloqueado: Number(i.bloqueado ?? 0),
    defeito: Number(i.defeito ?? 0),
    custo_em_estoque_centavos: Number(i.custo_em_estoque_centavos ?? 0),
    receita_centavos: Number(i.receita_centavos ?? 0),
  }));
}

/** One page of the items of a status, newest first, keeping those `filtro` accepts (GET /api/estoque/itens). */
export function paginarItensPorStatus(
  empresaId: string,
  status: StatusItem,
  limite: number,
  cursor: string | undefined,
  filtro?: (i: ItemGravado) => boolean,
): Promise<Pagina<ItemGravado>> {
  return paginarFiltrado({
    consulta: {
      IndexName: "GSI2",
      KeyConditionExpression: "GSI2PK = :pk",
      ExpressionAttributeValues: { ":pk": indices.itensPorStatus(empresaId, status) },
      ScanIndexForward: false,
    },
    chaves: ["PK", "SK", "GSI2PK", "GSI2SK"],
    pkEmpresa: empresaPk(empresaId),
    limite,
    cursor,
    ler: (it) => semChaves(it) as unknown as ItemGravado,
    filtro,
  });
}
