/**
 * A stock entry too big for one 100-write transaction (up to MAX_ITENS_ENTRADA IMEIs), written
 * so that it is accepted or refused as a whole (rules in lotes-entrada.ts):
 *
 * 1. Reserve: one transaction puts the entry as `pendente` (with a deadline) and moves the plan's
 *    IMEI counter under the limit's condition — the limit refuses the whole entry here.
 * 2. Claim: the items go in lots of 99 in IMEI order, each Put conditioned on its IMEI being free
 *    (the item is its own IMEI guard, as for small entries) and marked `entrada_pendente`, plus a
 *    check that the entry is still pending (nothing is written after a rollback began).
 * 3. Confirm: ONE write flips the entry to `confirmada` (conditioned on still pending and in time)
 *    together with the product/supplier usage. This is the moment the whole entry appears.
 * 4. Finish: the items' marks are cleared (lots of 100) and the entry loses `situacao`.
 *
 * Why "never half visible" holds: a marked item is shown by no reader unless its entry is
 * confirmed — every read of items goes through repo.ts `visiveis`, which reads the entry of the
 * marked items it met (one consistent GetItem per distinct entry; unmarked items cost nothing), and
 * the entry lists/detail hide entries in progress. So before step 3 no item is visible anywhere,
 * and after it every item is. The aggregates (position, totals) are fed by the stream and count a
 * marked item as nothing: they catch up in step 4, as they always follow writes by a moment.
 *
 * Failure (an IMEI taken — by a concurrent entry or an item written meanwhile — the product or
 * supplier gone, the deadline passed): the writer rolls back what it wrote — the entry becomes
 * `cancelando`, its items are deleted (each conditioned on still carrying this entry's mark), and
 * one transaction deletes the entry and gives the counter back. A writer that died mid-way leaves
 * a pending entry listed in the sparse index `entradasEmCurso`; the next entry of the company
 * (`retomarEntradasEmCurso`) rolls it back once its deadline passed (or finishes a confirmed one),
 * so its IMEIs block a retry for at most the deadline.
 */
import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { conflito } from "../lib/errors";
import { logger } from "../lib/logger";
import { db, tabela } from "../lib/db/client";
import { chaves, indices } from "../lib/db/keys";
import { MSG_TRANSACAO, transacao, type Peca } from "../lib/db/transacao";
import { Entrada, ItemEstoque, type EntradaGravada, type ItemGravado } from "./entidades";
import { abandonada, lotesDeItens, prazoPendente } from "./lotes-entrada";
import { imeisExistentes, reservaContador, type NovaEntrada } from "./repo";
import { agora as agoraDoNegocio } from "../../shared/relogio";

/** Some IMEIs of a lot were taken (by another entry or a stock item written meanwhile). */
class ImeisOcupados extends Error {
  constructor(readonly imeis: string[]) {
    super("IMEIs ocupados");
  }
}
/** The entry stopped being pending while its items were written (its deadline passed and it was rolled back). */
class EntradaInterrompida extends Error {}

const PARALELO = 16;

async function emParalelo<T>(lista: readonly T[], fazer: (x: T) => Promise<void>): Promise<void> {
  let proximo = 0;
  const trabalhador = async () => {
    while (proximo < lista.length) await fazer(lista[proximo++]!);
  };
  await Promise.all(Array.from({ length: Math.min(PARALELO, lista.length) }, trabalhador));
}

const condicaoFalhou = (e: unknown) => (e as { name?: string } | null)?.name === "ConditionalCheckFailedException";

async function lerEntrada(empresaId: string, entradaId: string): Promise<EntradaGravada | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.entrada(empresaId, entradaId), ConsistentRead: true }));
  return Entrada.lerTalvez(Item);
}

/** Step 1: the entry as pending and the counter's reservation, in one transaction. */
export async function reservarEntrada(n: NovaEntrada, agora: Date): Promise<EntradaGravada> {
  const pendente: EntradaGravada = { ...n.entrada, situacao: "pendente", prazo_pendente: prazoPendente(agora) };
  await transacao([Entrada.novo(pendente), reservaContador(n.empresaId, n.itens.length, n.maxAntes, n.recusas.limite)]);
  return pendente;
}

/** Step 2, one lot: its items marked with the entry, only while the entry is still pending. */
export async function gravarLote(empresaId: string, entradaId: string, lote: readonly ItemGravado[]): Promise<void> {
  const pecas: Peca[] = lote.map((it) => ({
    item: { Put: { TableName: tabela(), Item: ItemEstoque.item({ ...it, entrada_pendente: entradaId }), ConditionExpression: "attribute_not_exists(PK)" } },
    seFalhar: (falhas) => new ImeisOcupados(lote.filter((_, i) => falhas.includes(pecas[i]!)).map((x) => x.imei)),
  }));
  await transacao([
    ...pecas,
    {
      item: {
        ConditionCheck: {
          TableName: tabela(),
          Key: chaves.entrada(empresaId, entradaId),
          ConditionExpression: "situacao = :p",
          ExpressionAttributeValues: { ":p": "pendente" },
        },
      },
      seFalhar: () => new EntradaInterrompida(),
    },
  ]);
}

/** Step 3: the one write that makes the whole entry visible (with the product/supplier usage). */
export async function confirmarEntrada(empresaId: string, entradaId: string, referencias: Peca[], agora: Date): Promise<void> {
  await transacao([
    {
      item: {
        Update: {
          TableName: tabela(),
          Key: chaves.entrada(empresaId, entradaId),
          UpdateExpression: "SET situacao = :c",
          ConditionExpression: "situacao = :p AND prazo_pendente > :agora",
          ExpressionAttributeValues: { ":c": "confirmada", ":p": "pendente", ":agora": agora.toISOString() },
        },
      },
      seFalhar: () => new EntradaInterrompida(),
    },
    ...referencias,
  ]);
}

/** Step 4: the items lose their mark (the aggregates count them now) and the entry its `situacao`. Idempotent. */
export async function concluirEntrada(empresaId: string, entrada: EntradaGravada): Promise<void> {
  const limpar = (imei: string) => ({
    TableName: tabela(),
    Key: chaves.itemImei(empresaId, imei),
    UpdateExpression: "REMOVE entrada_pendente",
    ConditionExpression: "entrada_pendente = :id",
    ExpressionAttributeValues: { ":id": entrada.id },
  });
  const jaLimpo = new Error("marca já retirada");
  for (let i = 0; i < entrada.imeis.length; i += 100) {
    const lote = entrada.imeis.slice(i, i + 100);
    try {
      // 100 marks per transaction: far fewer round trips than one update each.
      await transacao(lote.map((imei) => ({ item: { Update: limpar(imei) }, seFalhar: () => jaLimpo })));
    } catch (e) {
      if (e !== jaLimpo) throw e;
      // Someone else cleared part of this lot (a resumed finish): one by one, skipping the cleared.
      await emParalelo(lote, async (imei) => {
        try {
          await db().send(new UpdateCommand(limpar(imei)));
        } catch (erro) {
          if (!condicaoFalhou(erro)) throw erro;
        }
      });
    }
  }
  try {
    await db().send(
      new UpdateCommand({
        TableName: tabela(),
        Key: chaves.entrada(empresaId, entrada.id),
        UpdateExpression: "REMOVE situacao, prazo_pendente, GSI1PK, GSI1SK",
        ConditionExpression: "situacao = :c",
        ExpressionAttributeValues: { ":c": "confirmada" },
      }),
    );
  } catch (e) {
    if (!condicaoFalhou(e)) throw e; // someone else finished it
  }
}

/**
 * Rolls back an entry in progress: it becomes `cancelando` (only from `pendente`; when
 * `soAbandonada`, only once its deadline passed), its items that carry its mark are deleted, and
 * one transaction deletes it and gives the counter back. Safe to run twice at once or to resume.
 */
export async function desfazerEntrada(empresaId: string, entradaId: string, opcoes: { soAbandonada: boolean; agora: Date }): Promise<void> {
  const entrada = await lerEntrada(empresaId, entradaId);
  if (!entrada?.situacao || entrada.situacao === "confirmada") return;
  if (entrada.situacao === "pendente") {
    if (opcoes.soAbandonada && !abandonada(entrada, opcoes.agora)) return;
    try {
      await db().send(
        new UpdateCommand({
          TableName: tabela(),
          Key: chaves.entrada(empresaId, entradaId),
          UpdateExpression: "SET situacao = :x",
          ConditionExpression: opcoes.soAbandonada ? "situacao = :p AND prazo_pendente < :agora" : "situacao = :p",
          ExpressionAttributeValues: { ":x": "cancelando", ":p": "pendente", ...(opcoes.soAbandonada ? { ":agora": opcoes.agora.toISOString() } : {}) },
        }),
      );
    } catch (e) {
      if (!condicaoFalhou(e)) throw e;
      // Confirmed or taken over meanwhile: whoever changed it carries on.
      const agora = await lerEntrada(empresaId, entradaId);
      if (agora?.situacao !== "cancelando") return;
    }
  }
  await emParalelo(entrada.imeis, async (imei) => {
    try {
      await db().send(
        new DeleteCommand({
          TableName: tabela(),
          Key: chaves.itemImei(empresaId, imei),
          ConditionExpression: "entrada_pendente = :id",
          ExpressionAttributeValues: { ":id": entradaId },
        }),
      );
    } catch (e) {
      if (!condicaoFalhou(e)) throw e; // never written by this entry, or already deleted
    }
  });
  const jaFeito = new Error("entrada já desfeita");
  try {
    await transacao([
      {
        item: {
          Delete: {
            TableName: tabela(),
            Key: chaves.entrada(empresaId, entradaId),
            ConditionExpression: "situacao = :x",
            ExpressionAttributeValues: { ":x": "cancelando" },
          },
        },
        seFalhar: () => jaFeito,
      },
      reservaContador(empresaId, -entrada.quantidade_total, null, undefined),
    ]);
  } catch (e) {
    if (e !== jaFeito) throw e;
  }
  logger.info("entrada de estoque desfeita", { entradaId, itens: entrada.quantidade_total, abandonada: opcoes.soAbandonada });
}

/**
 * Finishes the company's confirmed entries whose items still carry marks and rolls back its
 * abandoned ones (a writer that died). Runs before each new entry: a retry of an abandoned entry
 * finds its IMEIs free once the deadline passed.
 */
export async function retomarEntradasEmCurso(empresaId: string, agora: Date): Promise<void> {
  let inicio: Record<string, unknown> | undefined;
  do {
    const r = await db().send(
      new QueryCommand({
        TableName: tabela(),
        IndexName: "GSI1",
        KeyConditionExpression: "GSI1PK = :pk",
        ExpressionAttributeValues: { ":pk": indices.entradasEmCurso(empresaId) },
        ExclusiveStartKey: inicio,
      }),
    );
    for (const bruto of r.Items ?? []) {
      const e = Entrada.ler(bruto);
      if (e.situacao === "confirmada") await concluirEntrada(empresaId, e);
      else if (e.prazo_pendente !== undefined && e.prazo_pendente < agora.toISOString()) {
        if (e.situacao === "pendente") await desfazerEntrada(empresaId, e.id, { soAbandonada: true, agora });
        // A rollback whose writer died too: resume it.
        else await desfazerEntrada(empresaId, e.id, { soAbandonada: false, agora });
      }
    }
    inicio = r.LastEvaluatedKey;
  } while (inicio);
}

/** Steps 1–4 with the rollback; answers the same refusals as a one-transaction entry. */
export async function gravarEntradaGrande(n: NovaEntrada, agora = agoraDoNegocio()): Promise<void> {
  const { empresaId, entrada, itens } = n;
  await reservarEntrada(n, agora);
  try {
    for (const lote of lotesDeItens(itens)) await gravarLote(empresaId, entrada.id, lote);
    await confirmarEntrada(empresaId, entrada.id, n.referencias, agoraDoNegocio());
  } catch (erro) {
    await desfazerEntrada(empresaId, entrada.id, { soAbandonada: false, agora });
    if (erro instanceof ImeisOcupados) {
      // Name every IMEI of the entry in stock now (after our rollback), as the check before writing does.
      const ocupados = await imeisExistentes(empresaId, itens.map((i) => i.imei));
      throw await n.recusas.imeis(ocupados.length ? ocupados : erro.imeis.sort());
    }
    if (erro instanceof EntradaInterrompida) throw conflito(MSG_TRANSACAO.conflito);
    throw erro;
  }
  try {
    await concluirEntrada(empresaId, entrada);
  } catch (erro) {
    // The entry is confirmed and visible; its marks are cleared by the company's next entry.
    logger.error("entrada confirmada sem concluir as marcas dos itens", { entradaId: entrada.id, erro: (erro as Error).message });
  }
}
