/**
 * The only file of the portal that touches DynamoDB: the brute-force counters, the customer
 * account of a CPF and its sign-up code. Each lookup
 * CLAIMS a slot first (one conditional atomic increment), so 30 concurrent lookups of one CPF
 * cannot all slip in under the limit; a successful lookup gives its slot back, so what stays
 * counted are the failures. A window is fixed from its first lookup and ends at `expira_em`.
 * Also the slip links of a lookup (token → PDF key, links.ts).
 */
import { BatchWriteCommand, GetCommand, PutCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { db, tabela } from "../lib/db/client";
import { chaves } from "../lib/db/keys";
import { transacao, type Peca } from "../lib/db/transacao";
import {
  AvisoTentativas,
  CodigoConta,
  ContaCliente,
  LinkBoletoPortal,
  PedidoQuitacaoPortal,
  TentativasPortal,
  type CodigoContaGravado,
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
  return (await contarTentativa(j, agoraS)) <= j.limite;
}

/** Claims one in the window and answers how many it holds with this one (a claim past `limite` is still counted: give it back). */
export async function contarTentativa(j: Janela, agoraS: number): Promise<number> {
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
      return Number(r.Attributes?.tentativas ?? 1);
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
      return 1;
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

/** How many the window holds at `agoraS` (0: none, or past its end). */
export async function tentativasNaJanela(j: Pick<Janela, "tipo" | "hash">, agoraS: number): Promise<number> {
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: TentativasPortal.chave({ ...j, tentativas: 0 }), ConsistentRead: true }));
  if (!Item || !(Number(Item.expira_em) > agoraS)) return 0;
  return TentativasPortal.ler(Item).tentativas;
}

class JaAvisado extends Error {}

/**
 * The notices that someone is trying a CPF's codes, once per counter (`j`: the CPF's day): a mark
 * beside the counter (conditioned on none) in the same transaction as the messages.
 */
export async function avisarUmaVez(j: Pick<Janela, "tipo" | "hash">, expiraS: number, avisos: readonly Peca[]): Promise<void> {
  try {
    await transacao([
      { item: { Put: { TableName: tabela(), Item: { ...AvisoTentativas.item({ hash: j.hash }), expira_em: expiraS }, ConditionExpression: "attribute_not_exists(PK)" } }, seFalhar: () => new JaAvisado() },
      ...avisos,
    ]);
  } catch (e) {
    if (!(e instanceof JaAvisado)) throw e;
  }
}

/** The account linked to a CPF, or undefined. */
export async function lerConta(cpf: string): Promise<ContaClienteGravada | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.contaCliente(cpf), ConsistentRead: true }));
  return ContaCliente.lerTalvez(Item);
}

/**
 * A new sign-up code for a CPF and the messages that carry it, in ONE transaction (issue 31 item 7):
 * the code replaces any earlier one (a new id: writes on the old one, conditioned on its id, fail).
 */
export async function gravarCodigo(c: CodigoContaGravado, expiraS: number, mensagens: readonly Peca[]): Promise<void> {
  await transacao([{ item: { Put: { TableName: tabela(), Item: { ...CodigoConta.item(c), expira_em: expiraS } } } }, ...mensagens]);
}

/** The CPF's code still valid at `agoraS`, or undefined (none, expired, TTL not run yet). */
export async function lerCodigo(cpf: string, agoraS: number): Promise<CodigoContaGravado | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.codigoContaCliente(cpf), ConsistentRead: true }));
  if (!Item || !(Number(Item.expira_em) > agoraS)) return undefined;
  return CodigoConta.ler(Item);
}

async function atualizarCodigo(cpf: string, expressao: string, condicao: string, valores: Record<string, unknown>): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({ TableName: tabela(), Key: chaves.codigoContaCliente(cpf), UpdateExpression: expressao, ConditionExpression: condicao, ExpressionAttributeValues: valores }),
    );
    return true;
  } catch (e) {
    if (condicaoFalhou(e)) return false;
    throw e;
  }
}

/**
 * Claims one try of the code `id` BEFORE it is compared (one conditional increment), so 30
 * concurrent guesses get at most `max` comparisons; false when the code is gone, replaced,
 * expired, spent or out of tries (voided).
 */
export const reservarTentativaCodigo = (cpf: string, id: string, max: number, agoraS: number) =>
  atualizarCodigo(cpf, "ADD tentativas :um", "id = :id AND tentativas < :max AND expira_em > :agora AND attribute_type(usado_por, :nulo)", {
    ":um": 1,
    ":id": id,
    ":max": max,
    ":agora": agoraS,
    ":nulo": "NULL",
  });

/** A right code whose account could not be made (e-mail taken, password refused) gives its try back. */
export const devolverTentativaCodigo = (cpf: string, id: string) =>
  atualizarCodigo(cpf, "ADD tentativas :menos", "id = :id AND tentativas > :zero", { ":menos": -1, ":id": id, ":zero": 0 });

/** One confirmation spends the code (`pedido`: its request id); false when another one already did. */
export const usarCodigo = (cpf: string, id: string, pedido: string, agoraS: number) =>
  atualizarCodigo(cpf, "SET usado_por = :p", "id = :id AND attribute_type(usado_por, :nulo) AND expira_em > :agora", { ":p": pedido, ":id": id, ":nulo": "NULL", ":agora": agoraS });

/** The account could not be made: the code this request spent is usable again. */
export const liberarCodigo = (cpf: string, id: string, pedido: string) =>
  atualizarCodigo(cpf, "SET usado_por = :nulo", "id = :id AND usado_por = :p", { ":p": pedido, ":id": id, ":nulo": null });

export class ContaMudou extends Error {}

const apagarCodigoUsado = (cpf: string, codigo: { id: string; pedido: string }): Peca => ({
  item: {
    Delete: { TableName: tabela(), Key: chaves.codigoContaCliente(cpf), ConditionExpression: "id = :id AND usado_por = :p", ExpressionAttributeValues: { ":id": codigo.id, ":p": codigo.pedido } },
  },
  seFalhar: () => new ContaMudou(),
});

/** The code spent on the account already linked (a new password) goes, with the notices, in one transaction. */
export async function encerrarCodigo(cpf: string, codigo: { id: string; pedido: string }, avisos: readonly Peca[]): Promise<void> {
  await transacao([apagarCodigoUsado(cpf, codigo), ...avisos]);
}

/**
 * Links the new account to the CPF in ONE transaction: the account item (replacing the one read
 * before, if any, and only that one), the spent code deleted (only by the request that spent it)
 * and the account-linked notices.
 */
export async function vincularConta(nova: ContaClienteGravada, antiga: ContaClienteGravada | undefined, codigo: { id: string; pedido: string }, avisos: readonly Peca[]): Promise<void> {
  await transacao([
    {
      item: {
        Put: {
          TableName: tabela(),
          Item: ContaCliente.item(nova),
          ...(antiga
            ? { ConditionExpression: "email = :e AND created_at = :c", ExpressionAttributeValues: { ":e": antiga.email, ":c": antiga.created_at } }
            : { ConditionExpression: "attribute_not_exists(PK)" }),
        },
      },
      seFalhar: () => new ContaMudou(),
    },
    apagarCodigoUsado(nova.cpf, codigo),
    ...avisos,
  ]);
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
