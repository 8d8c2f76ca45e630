/**
 * The one way to run a TransactWriteItems (docs/estilo.md "DynamoDB keys" point 9).
 *
 * Each piece carries what its condition failing MEANS (`seFalhar`), so a caller never counts
 * indexes in a cancellation's reasons. What is transient is retried here with jittered
 * exponential backoff, a bounded number of times:
 * - `TransactionConflict` (another transaction touched one of the items at the same moment — on
 *   DynamoDB two transactions on one item cancel each other; DynamoDB Local serialises them, so
 *   only the unit test shows it) and throttling, as cancellation reasons;
 * - the same, thrown as `TransactionConflictException`, `ThrottlingException`,
 *   `ProvisionedThroughputExceededException` or `RequestLimitExceeded`.
 * A condition that truly failed throws the first failed piece's own error (a piece without
 * `seFalhar` is a programming invariant: logged and a 500). Anything else is logged and rethrown.
 */
import { TransactWriteCommand, type TransactWriteCommandInput } from "@aws-sdk/lib-dynamodb";
import { conflito } from "../errors";
import { logger } from "../logger";
import { db } from "./client";

/** One write of a transaction, as DynamoDB takes it (Put, Update, Delete or ConditionCheck). */
export type Escrita = NonNullable<TransactWriteCommandInput["TransactItems"]>[number];

export interface Peca {
  item: Escrita;
  /**
   * The error to throw when THIS piece's condition fails. Receives every failed piece (in request
   * order) for the rare message that names them all (the IMEIs of an entry already in stock).
   */
  seFalhar?: (falhas: readonly Peca[]) => Error | Promise<Error>;
}

export interface OpcoesTransacao {
  /** Attempts in all (first one included). */
  tentativas?: number;
  /** Backoff base in ms: attempt n waits a random time in [0, base·2^(n-1)] (full jitter), capped. */
  baseMs?: number;
}

export const MSG_TRANSACAO = {
  conflito: "Outra operação alterou os mesmos dados ao mesmo tempo. Tente novamente.",
} as const;

const PADRAO = { tentativas: 6, baseMs: 25, tetoMs: 1000 };

const LANCADOS_TRANSITORIOS = new Set([
  "TransactionConflictException",
  "ThrottlingException",
  "ProvisionedThroughputExceededException",
  "RequestLimitExceeded",
]);
const MOTIVOS_TRANSITORIOS = new Set(["TransactionConflict", "ThrottlingError", "ProvisionedThroughputExceeded", "RequestLimitExceeded", "Throttling"]);

/**
 * Reasons a TransactWriteItems was cancelled, one per item in request order
 * ("ConditionalCheckFailed", "None", ...); empty when the error is not a cancellation.
 */
export function motivosDoCancelamento(erro: unknown): string[] {
  if (typeof erro !== "object" || erro === null) return [];
  const e = erro as { name?: string; CancellationReasons?: { Code?: string }[]; message?: string };
  if (e.name !== "TransactionCanceledException") return [];
  if (e.CancellationReasons) return e.CancellationReasons.map((r) => r.Code ?? "None");
  // DynamoDB Local sometimes only lists the reasons in the message: "[ConditionalCheckFailed, None]".
  const m = /\[([^\]]*)\]/.exec(e.message ?? "");
  return m?.[1] ? m[1].split(",").map((s) => s.trim()) : [];
}

const esperar = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

function descrever(pecas: readonly Peca[]): string[] {
  return pecas.map(({ item }) => {
    const op = Object.keys(item)[0] as keyof Escrita;
    const corpo = item[op] as { Key?: Record<string, unknown>; Item?: Record<string, unknown> } | undefined;
    const chave = corpo?.Key ?? corpo?.Item;
    return `${String(op)} ${String(chave?.PK ?? "?")} ${String(chave?.SK ?? "?")}`;
  });
}

export async function transacao(pecas: readonly Peca[], opcoes: OpcoesTransacao = {}): Promise<void> {
  const tentativas = opcoes.tentativas ?? PADRAO.tentativas;
  const base = opcoes.baseMs ?? PADRAO.baseMs;
  const comando = () => new TransactWriteCommand({ TransactItems: pecas.map((p) => p.item) });
  let ultimo: unknown;
  for (let tentativa = 1; tentativa <= tentativas; tentativa += 1) {
    try {
      await db().send(comando());
      return;
    } catch (erro) {
      ultimo = erro;
      const motivos = motivosDoCancelamento(erro);
      const falhas = pecas.filter((_, i) => motivos[i] === "ConditionalCheckFailed");
      if (falhas.length) {
        const primeira = falhas[0]!;
        if (primeira.seFalhar) throw await primeira.seFalhar(falhas);
        logger.error("transação cancelada por uma condição sem significado declarado", { motivos, itens: descrever(pecas) });
        throw new Error(`transação cancelada: ${motivos.join(", ")}`);
      }
      const nome = (erro as { name?: string } | null)?.name ?? "";
      const transitorio = motivos.length ? motivos.some((m) => MOTIVOS_TRANSITORIOS.has(m)) : LANCADOS_TRANSITORIOS.has(nome);
      if (!transitorio) {
        logger.error("transação recusada", { erro: nome, mensagem: (erro as Error)?.message, motivos, itens: descrever(pecas) });
        throw erro;
      }
      if (tentativa < tentativas) {
        logger.warn("transação repetida após conflito ou limite de vazão", { tentativa, erro: nome, motivos });
        await esperar(Math.random() * Math.min(PADRAO.tetoMs, base * 2 ** (tentativa - 1)));
      }
    }
  }
  const motivos = motivosDoCancelamento(ultimo);
  logger.error("transação desistiu após repetir", { tentativas, erro: (ultimo as { name?: string })?.name, motivos, itens: descrever(pecas) });
  if (motivos.includes("TransactionConflict") || (ultimo as { name?: string })?.name === "TransactionConflictException") throw conflito(MSG_TRANSACAO.conflito);
  throw ultimo;
}
