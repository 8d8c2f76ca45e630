/**
 * The only file of the portal that touches DynamoDB: the brute-force counters and the customer
 * account slot of a CPF. Each lookup
 * CLAIMS a slot first (one conditional atomic increment), so 30 concurrent lookups of one CPF
 * cannot all slip in under the limit; a successful lookup gives its slot back, so what stays
 * counted are the failures. A window is fixed from its first lookup and ends at `expira_em`.
 * Also the slip links of a lookup (token → PDF key, links.ts).
 */
import { BatchWriteCommand, DeleteCommand, GetCommand, PutCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { db, tabela } from "../lib/db/client";
import { chaves } from "../lib/db/keys";
import {
  ContaCliente,
  LinkBoletoPortal,
  PedidoQuitacaoPortal,
  TentativasPortal,
  type ContaClienteGravada,
  type LinkBoletoPortalGravado,
  type PedidoQuitacaoPortalGravado,
  type TentativasPortalGravada,
} from "./entidades";

const condicaoFalhou = (e: unknown) => (e as { name?: string })?.name === "ConditionalCheckFailedException";

export interface Janela {
  tipo: TentativasPortalGravada["tipo"];
  hash: string;
  limite: number;
  duracaoS: number;
}

/** Claims one lookup in the window; false when the window already holds `limite` (→ 429). */
export async function reservarTentativa(j: Janela, agoraS: number): Promise<boolean> {
  const base = { tipo: j.tipo, hash: j.hash, tentativas: 1 };
  const chave = TentativasPortal.chave(base);
  for (let vez = 0; vez < 3; vez += 1) {
    try {
      const r = await db().send(
        new UpdateCommand({
          TableName: tabela(),
          Key: chave,
          UpdateExpression: "ADD tentativas :um SET entidade = :e, tipo = :t, #h = :h, expira_em = if_not_exists(expira_em, :exp)",
          // An item past its window (TTL deletes it late) is not counted on: a new window starts below.
          ConditionExpression: "attribute_not_exists(PK) OR expira_em > :agora",
          ExpressionAttributeNames: { "#h": "hash" },
          ExpressionAttributeValues: { ":um": 1, ":e": TentativasPortal.nome, ":t": j.tipo, ":h": j.hash, ":exp": agoraS + j.duracaoS, ":agora": agoraS },
          ReturnValues: "UPDATED_NEW",
        }),
      );
      return Number(r.Attributes?.tentativas ?? 1) <= j.limite;
    } catch (e) {
      if (!condicaoFalhou(e)) throw e;
    }
    try {
      await db().send(
        new PutCommand({
          TableName: tabela(),
          Item: { ...TentativasPortal.item(base), expira_em: agoraS + j.duracaoS },
          // Only over a window that is still over: a concurrent lookup may have just started the new one.
          ConditionExpression: "attribute_not_exists(PK) OR expira_em <= :agora",
          ExpressionAttributeValues: { ":agora": agoraS },
        }),
      );
      return 1 <= j.limite;
    } catch (e) {
      if (!condicaoFalhou(e)) throw e;
    }
  }
  throw new Error("tentativas do portal: janela disputada sem resolução");
}

/** Gives a claimed slot back (a lookup that found the customer's contracts is not a failure). */
export async function devolverTentativa(j: Pick<Janela, "tipo" | "hash">, agoraS: number): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tabela(),
        Key: TentativasPortal.chave({ ...j, tentativas: 0 }),
        UpdateExpression: "ADD tentativas :menos",
        ConditionExpression: "attribute_exists(PK) AND tentativas > :zero AND expira_em > :agora",
        ExpressionAttributeValues: { ":menos": -1, ":zero": 0, ":agora": agoraS },
      }),
    );
  } catch (e) {
    if (!condicaoFalhou(e)) throw e;
  }
}

/** Takes a CPF's account slot; false when the CPF already has an account (→ 409). */
export async function reservarConta(c: ContaClienteGravada): Promise<boolean> {
  try {
    await db().send(new PutCommand({ TableName: tabela(), Item: ContaCliente.item(c), ConditionExpression: "attribute_not_exists(PK)" }));
    return true;
  } catch (e) {
    if (condicaoFalhou(e)) return false;
    throw e;
  }
}

/** The account was created in Cognito: its username goes on the slot (only on the slot this request took). */
export async function confirmarConta(cpf: string, email: string, username: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tabela(),
      Key: chaves.contaCliente(cpf),
      UpdateExpression: "SET username = :u",
      ConditionExpression: "email = :e AND attribute_type(username, :nulo)",
      ExpressionAttributeValues: { ":u": username, ":e": email, ":nulo": "NULL" },
    }),
  );
}

/** Compensation: the slot this request took is given back when Cognito refused the account. */
export async function liberarConta(cpf: string, email: string): Promise<void> {
  try {
    await db().send(
      new DeleteCommand({ TableName: tabela(), Key: chaves.contaCliente(cpf), ConditionExpression: "email = :e AND attribute_type(username, :nulo)", ExpressionAttributeValues: { ":e": email, ":nulo": "NULL" } }),
    );
  } catch (e) {
    if (!condicaoFalhou(e)) throw e;
  }
}

/** The lookup's slip links, valid until `expiraS` (25 a request, the batches in parallel). */
export async function gravarLinks(links: LinkBoletoPortalGravado[], expiraS: number): Promise<void> {
  const lotes: LinkBoletoPortalGravado[][] = [];
  for (let i = 0; i < links.length; i += 25) lotes.push(links.slice(i, i + 25));
  await Promise.all(
    lotes.map(async (lote) => {
      let pedido: Record<string, unknown>[] | undefined = lote.map((l) => ({ PutRequest: { Item: { ...LinkBoletoPortal.item(l), expira_em: expiraS } } }));
      while (pedido?.length) {
        const r = await db().send(new BatchWriteCommand({ RequestItems: { [tabela()]: pedido as never } }));
        pedido = r.UnprocessedItems?.[tabela()] as Record<string, unknown>[] | undefined;
      }
    }),
  );
}

/** The PDF key behind a token still valid at `agoraS`, or null (unknown, expired, TTL not run yet). */
export async function lerLink(token: string, agoraS: number): Promise<string | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.linkBoletoPortal(token), ConsistentRead: true }));
  if (!Item || !(Number(Item.expira_em) > agoraS)) return null;
  return LinkBoletoPortal.ler(Item).pdf_chave;
}

/** The payoff requests handed out with a lookup (one per contract that can be paid off), valid until `expiraS`. */
export async function gravarPedidosQuitacao(pedidos: PedidoQuitacaoPortalGravado[], expiraS: number): Promise<void> {
  for (let i = 0; i < pedidos.length; i += 25) {
    let pedido: Record<string, unknown>[] | undefined = pedidos.slice(i, i + 25).map((p) => ({ PutRequest: { Item: { ...PedidoQuitacaoPortal.item(p), expira_em: expiraS } } }));
    while (pedido?.length) {
      const r = await db().send(new BatchWriteCommand({ RequestItems: { [tabela()]: pedido as never } }));
      pedido = r.UnprocessedItems?.[tabela()] as Record<string, unknown>[] | undefined;
    }
  }
}

/** The payoff request behind a token still valid at `agoraS`, or null (unknown, expired, TTL not run yet). */
export async function lerPedidoQuitacao(token: string, agoraS: number): Promise<PedidoQuitacaoPortalGravado | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.pedidoQuitacaoPortal(token), ConsistentRead: true }));
  if (!Item || !(Number(Item.expira_em) > agoraS)) return null;
  return PedidoQuitacaoPortal.ler(Item);
}
