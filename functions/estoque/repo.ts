/**
 * The only file of `estoque` that touches DynamoDB.
 *
 * A stock item lives at `IMEI#<imei>` in the company's partition, so the item itself is the
 * IMEI's uniqueness guard: two entries carrying the same IMEI at the same moment race on the same
 * key and exactly one transaction wins. The plan's IMEI counter moves in the same transaction (it
 * guards the limit); the position per product and the company totals follow from the items'
 * stream images (functions/estoque/agregados.ts), never from a request's transaction.
 *
 * An entry too big for one transaction is written in steps (repo-entrada-grande.ts): its items
 * carry `entrada_pendente` until it is confirmed, and every read of items here goes through
 * `visiveis`, which shows a marked item only when its entry is confirmed — so an entry's items
 * appear all at once, at the single write that confirms the entry.
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

/** An entry in progress (pending or being rolled back) is not shown to anyone. */
const entradaVisivel = (e: EntradaGravada) => e.situacao !== "pendente" && e.situacao !== "cancelando";

/**
 * The items a reader may see: unmarked items, and items of big entries already confirmed (one
 * read of the distinct entries marked items point at; none when no item is marked).
 */
export async function visiveis(empresaId: string, itens: ItemGravado[]): Promise<ItemGravado[]> {
  const marcadas = [...new Set(itens.flatMap((i) => (i.entrada_pendente ? [i.entrada_pendente] : [])))];
  if (!marcadas.length) return itens;
  const entradas = await Promise.all(marcadas.map((id) => obterEntradaBruta(empresaId, id)));
  const confirmadas = new Set(entradas.flatMap((e) => (e && entradaVisivel(e) ? [e.id] : [])));
  return itens.filter((i) => !i.entrada_pendente || confirmadas.has(i.entrada_pendente));
}

async function obterEntradaBruta(empresaId: string, entradaId: string): Promise<EntradaGravada | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.entrada(empresaId, entradaId), ConsistentRead: true }));
  return Entrada.lerTalvez(Item);
}

/** Every IMEI of the list that has an item in the company, visible or not (the IMEI guard's view). */
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

export interface NovaEntrada {
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
    reservaContador(empresaId, qtd, n.maxAntes, n.recusas.limite),
    ...n.referencias,
  ]);
}

/** The plan's IMEI limit: the counter may only grow by `qtd` while it stays within the limit. */
export function reservaContador(empresaId: string, qtd: number, maxAntes: number | null, seFalhar: Peca["seFalhar"]): Peca {
  return {
    item: {
      Update: {
        TableName: tabela(),
        Key: chaves.contador(empresaId, "imeis"),
        UpdateExpression: "ADD valor :q SET entidade = :e",
        ...(maxAntes === null ? {} : { ConditionExpression: "attribute_not_exists(valor) OR valor <= :max" }),
        ExpressionAttributeValues: { ":q": qtd, ":e": "contador", ...(maxAntes === null ? {} : { ":max": maxAntes }) },
      },
    },
    ...(seFalhar ? { seFalhar } : {}),
  };
}

export async function valorContador(empresaId: string, nome: string): Promise<number> {
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.contador(empresaId, nome) }));
  return Number(Item?.valor ?? 0);
}

export async function paginarEntradas(empresaId: string, limite: number, cursor?: string): Promise<Pagina<EntradaGravada>> {
  // An entry in progress is left out of its page (the page may come out one short for those seconds).
  const p = await paginarPrefixo(empresaPk(empresaId), prefixos.entrada, limite, cursor);
  return { items: p.items.map((i) => Entrada.ler(i)).filter(entradaVisivel), next: p.next };
}

export async function obterEntrada(empresaId: string, entradaId: string): Promise<EntradaGravada | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.entrada(empresaId, entradaId) }));
  const e = Entrada.lerTalvez(Item);
  return e && entradaVisivel(e) ? e : undefined;
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
  return (await visiveis(empresaId, itens)).sort((a, b) => (ordem.get(a.imei) ?? 0) - (ordem.get(b.imei) ?? 0));
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
    const lidos = await visiveis(empresaId, (r.Items ?? []).map((it) => ItemEstoque.ler(it)));
    for (const item of lidos) {
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
  const item = ItemEstoque.lerTalvez(r.Items?.[0]);
  return item && (await visiveis(empresaId, [item]))[0];
}

/** The item by its IMEI, read consistently (the index by id may lag a write by milliseconds). */
export async function itemPorImei(empresaId: string, imei: string): Promise<ItemGravado | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.itemImei(empresaId, imei), ConsistentRead: true }));
  const item = ItemEstoque.lerTalvez(Item);
  return item && (await visiveis(empresaId, [item]))[0];
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

/**
 * One page of the items of a status, newest first, keeping those `filtro` accepts (GET
 * /api/estoque/itens). Items of an entry in progress are dropped after the page is cut (the page
 * may come out short, with its `next`, during those seconds).
 */
export async function paginarItensPorStatus(
  empresaId: string,
  status: StatusItem,
  limite: number,
  cursor: string | undefined,
  filtro?: (i: ItemGravado) => boolean,
): Promise<Pagina<ItemGravado>> {
  const pagina = await paginarFiltrado({
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
  return { ...pagina, items: await visiveis(empresaId, pagina.items) };
}
