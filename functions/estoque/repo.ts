/**
 * The only file of `estoque` that touches DynamoDB.
 *
 * A stock item lives at `IMEI#<imei>` in the company's partition, so the item itself is the
 * IMEI's uniqueness guard: two entries carrying the same IMEI at the same moment race on the same
 * key and exactly one transaction wins. The plan's IMEI counter moves in the same transaction (it
 * guards the limit); the position per product and the company totals follow from the items'
 * stream images (functions/estoque/agregados.ts), never from a request's transaction.
 */
import { BatchGetCommand, GetCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import type { StatusItem } from "../../shared/estoque/schemas";
import { db, tabela } from "../lib/db/client";
import { transacao, type Escrita, type Peca } from "../lib/db/transacao";
import { listarPrefixo, paginarPrefixo, type Pagina } from "../lib/db/consultas";
import { paginarFiltrado } from "../lib/db/pagina-filtrada";
import { Entrada, ItemEstoque, type EntradaGravada, type ItemGravado } from "./entidades";
import { chaves, empresaPk, indices, prefixos } from "../lib/db/keys";

export type ItemTransacao = Escrita;
export type { Peca };

export type { EntradaGravada, ItemGravado } from "./entidades";

export interface Posicao {
  produto_id: string;
  em_estoque: number;
  vendido: number;
  bloqueado: number;
  defeito: number;
  custo_em_estoque_centavos: number;
  receita_centavos: number;
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
  referencias: Peca[];
  /** What the entry's own conditions failing means. */
  recusas: {
    /** Some IMEIs are already in the company's stock (a concurrent entry won the race). */
    imeis: (imeis: string[]) => Error;
    /** The plan's IMEI counter has no room left for this entry. */
    limite: () => Error | Promise<Error>;
  };
}

export async function gravarEntrada(n: NovaEntrada): Promise<void> {
  const { empresaId, entrada, itens } = n;
  const qtd = itens.length;
  const put = (Item: Record<string, unknown>): ItemTransacao => ({ Put: { TableName: tabela(), Item, ConditionExpression: "attribute_not_exists(PK)" } });
  const pecasItens: Peca[] = itens.map((it) => ({
    item: put(ItemEstoque.item(it)),
    seFalhar: (falhas) => n.recusas.imeis(itens.filter((_, i) => falhas.includes(pecasItens[i]!)).map((x) => x.imei)),
  }));
  await transacao([
    Entrada.novo(entrada),
    ...pecasItens,
    {
      // The plan's IMEI limit: the counter may only grow while it stays within the limit.
      item: {
        Update: {
          TableName: tabela(),
          Key: chaves.contador(empresaId, "imeis"),
          UpdateExpression: "ADD valor :q SET entidade = :e",
          ...(n.maxAntes === null ? {} : { ConditionExpression: "attribute_not_exists(valor) OR valor <= :max" }),
          ExpressionAttributeValues: { ":q": qtd, ":e": "contador", ...(n.maxAntes === null ? {} : { ":max": n.maxAntes }) },
        },
      },
      seFalhar: n.recusas.limite,
    },
    ...n.referencias,
  ]);
}

export async function valorContador(empresaId: string, nome: string): Promise<number> {
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.contador(empresaId, nome) }));
  return Number(Item?.valor ?? 0);
}

export async function paginarEntradas(empresaId: string, limite: number, cursor?: string): Promise<Pagina<EntradaGravada>> {
  const p = await paginarPrefixo(empresaPk(empresaId), prefixos.entrada, limite, cursor);
  return { items: p.items.map((i) => Entrada.ler(i)), next: p.next };
}

export async function obterEntrada(empresaId: string, entradaId: string): Promise<EntradaGravada | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.entrada(empresaId, entradaId) }));
  return Entrada.lerTalvez(Item);
}

export async function itensPorImeis(empresaId: string, imeis: string[]): Promise<ItemGravado[]> {
  const itens: ItemGravado[] = [];
  for (let i = 0; i < imeis.length; i += 100) {
    let pedido: Record<string, { Keys: Record<string, unknown>[] }> | undefined = {
      [tabela()]: { Keys: imeis.slice(i, i + 100).map((imei) => chaves.itemImei(empresaId, imei)) },
    };
    while (pedido && Object.keys(pedido).length) {
      const r = await db().send(new BatchGetCommand({ RequestItems: pedido }));
      itens.push(...(r.Responses?.[tabela()] ?? []).map((it) => ItemEstoque.ler(it)));
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
      const item = ItemEstoque.ler(it);
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
  return ItemEstoque.lerTalvez(it);
}

/** The item by its IMEI, read consistently (the index by id may lag a write by milliseconds). */
export async function itemPorImei(empresaId: string, imei: string): Promise<ItemGravado | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.itemImei(empresaId, imei), ConsistentRead: true }));
  return ItemEstoque.lerTalvez(Item);
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
    ler: (it) => ItemEstoque.ler(it),
    filtro,
  });
}
