/**
 * The cost bench's probe (test/bench/custo.ts, issue 29 item 6), off unless ERP_MEDIR_CAPACIDADE=1
 * (never set in AWS): every DynamoDB call asks for the capacity it consumed
 * (`ReturnConsumedCapacity: "TOTAL"`; DynamoDB Local answers it too) and reports it on a
 * BroadcastChannel, which reaches the bench from every thread of the local stack (the gateway's
 * handlers in the main thread, each consumer in its own). Each report names the thread's consumer
 * module (`fonte`), the command, the units and each item's kind (its keys without the ids:
 * "EMP/CONTRATO#PARCELA"), so the bench can tell the simulated providers' own items (which AWS
 * would not hold) from ours, and which items an operation writes.
 */
import { BroadcastChannel } from "node:worker_threads";

export const CANAL_CAPACIDADE = "erp-capacidade-dynamodb";

export interface MedidaCapacidade {
  /** "principal" (gateway handlers, schedules) or the consumer thread's module URL. */
  fonte: string;
  comando: string;
  leitura: number;
  escrita: number;
  /** Each item's kind the call names: its PK's first segment and its SK's words, ids left out ("EMP/CONTRATO", "BANCO_SIMULADO/COBRANCA"); "?" before a transaction's ConditionCheck. */
  chaves: string[];
}

// The product reads by key only (no Scan anywhere: docs/arquitetura.md), so a Scan is not measured.
const LEITURAS = new Set(["GetItemCommand", "QueryCommand", "BatchGetItemCommand", "TransactGetItemsCommand"]);
const ESCRITAS = new Set(["PutItemCommand", "UpdateItemCommand", "DeleteItemCommand", "BatchWriteItemCommand", "TransactWriteItemsCommand"]);

type Objeto = Record<string, unknown>;
const texto = (v: unknown): string | undefined => (typeof v === "string" ? v : typeof (v as Objeto | undefined)?.S === "string" ? ((v as Objeto).S as string) : undefined);
const segmento = (pk: unknown, sk?: unknown): string[] => {
  const t = texto(pk);
  if (t === undefined) return [];
  const s = texto(sk);
  const palavras = s === undefined ? [] : s.split("#").filter((p) => /^[A-Z_]+$/.test(p));
  return [`${t.split("#")[0]!}/${palavras.join("#")}`];
};

/** The partition keys a call names: its Key/Item, each transaction or batch item, a Query's `:pk`. */
function chavesDe(input: Objeto): string[] {
  const doItem = (o: Objeto | undefined) => {
    const k = ((o?.Key ?? o?.Item) as Objeto | undefined) ?? {};
    return segmento(k.PK, k.SK);
  };
  // A transaction's ConditionCheck (billed as a write) is marked "?".
  if (Array.isArray(input.TransactItems)) return (input.TransactItems as Objeto[]).flatMap((t) => Object.entries(t).flatMap(([tipo, op]) => doItem(op as Objeto).map((k) => (tipo === "ConditionCheck" ? `?${k}` : k))));
  if (input.RequestItems) {
    return Object.values(input.RequestItems as Objeto).flatMap((pedido) =>
      Array.isArray(pedido) ? (pedido as Objeto[]).flatMap((p) => doItem((p.PutRequest ?? p.DeleteRequest) as Objeto)) : ((pedido as Objeto).Keys as Objeto[] | undefined ?? []).flatMap((k) => segmento(k.PK, k.SK)),
    );
  }
  if (input.KeyConditionExpression) {
    const valores = (input.ExpressionAttributeValues ?? {}) as Objeto;
    const pk = Object.entries(valores).find(([k]) => /pk/i.test(k))?.[1] ?? Object.values(valores)[0];
    return segmento(pk);
  }
  return doItem(input);
}

let canal: BroadcastChannel | undefined;
let fonte = "";

/** One call, measured: asks for its consumed capacity and reports it (client.ts adds this as a middleware, loaded on first use). */
export async function medirChamada<S extends object>(next: (args: { input: object }) => Promise<{ output: S }>, contexto: { commandName?: string }, args: { input: object }): Promise<{ output: S }> {
  if (!canal) {
    canal = new BroadcastChannel(CANAL_CAPACIDADE);
    canal.unref();
    const threads = process.getBuiltinModule?.("node:worker_threads");
    fonte = threads && !threads.isMainThread ? String((threads.workerData as { modulo?: string } | null)?.modulo ?? `thread ${threads.threadId}`) : "principal";
  }
  const comando = contexto.commandName ?? "";
  const input = args.input as Objeto;
  const medido = LEITURAS.has(comando) || ESCRITAS.has(comando);
  if (medido) input.ReturnConsumedCapacity = "TOTAL";
  const r = await next(args);
  if (medido) {
    const saida: object = r.output;
    const cc = (saida as Objeto).ConsumedCapacity as Objeto | Objeto[] | undefined;
    let leitura = 0;
    let escrita = 0;
    for (const c of Array.isArray(cc) ? cc : cc ? [cc] : []) {
      const total = Number(c.CapacityUnits ?? 0);
      const l = c.ReadCapacityUnits === undefined ? undefined : Number(c.ReadCapacityUnits);
      const e = c.WriteCapacityUnits === undefined ? undefined : Number(c.WriteCapacityUnits);
      if (l === undefined && e === undefined) {
        if (LEITURAS.has(comando)) leitura += total;
        else escrita += total;
      } else {
        leitura += l ?? 0;
        escrita += e ?? 0;
      }
    }
    const medida: MedidaCapacidade = { fonte, comando, leitura, escrita, chaves: chavesDe(input) };
    canal.postMessage(medida);
  }
  return r;
}
