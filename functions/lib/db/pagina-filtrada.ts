/**
 * One page of a Query whose items are also filtered in the handler (search, status), with the
 * API's opaque cursor (docs/api.md: `?limit=`, `next`, `?cursor=`). The cursor is the key of the last
 * item returned, not DynamoDB's LastEvaluatedKey, so a filtered page never skips matches that
 * were read but not returned. Every partition-key attribute of a cursor must belong to the
 * caller's company, so a forged cursor is a 400, never another company's page.
 */
import { QueryCommand, type QueryCommandInput } from "@aws-sdk/lib-dynamodb";
import { erroValidacao } from "../errors";
import { db, tabela } from "./client";
import { abrirCursor, selarCursor } from "./cursor";
import type { Pagina } from "./consultas";

export interface ConsultaFiltrada<T> {
  consulta: Omit<QueryCommandInput, "TableName" | "ExclusiveStartKey" | "Limit">;
  /** Attributes of a start key: the table's PK/SK plus the index's, when querying an index. */
  chaves: readonly string[];
  /** `EMP#<empresaId>`: each *PK attribute of a cursor equals it or starts with it and `#`. */
  pkEmpresa: string;
  limite: number;
  cursor?: string;
  ler: (item: Record<string, unknown>) => T;
  filtro?: (item: T) => boolean;
}

/** Items read per request: enough to fill a filtered page in a few round trips. */
const LOTE = 200;

const cursorInvalido = () => erroValidacao({ cursor: "Cursor inválido" });

function lerCursor(cursor: string, chaves: readonly string[], pkEmpresa: string): Record<string, string> {
  const c = abrirCursor(cursor);
  if (Object.keys(c).sort().join() !== [...chaves].sort().join()) throw cursorInvalido();
  for (const nome of chaves) {
    const v = c[nome];
    if (typeof v !== "string" || !v || v.length > 300) throw cursorInvalido();
    if (nome.endsWith("PK") && v !== pkEmpresa && !v.startsWith(`${pkEmpresa}#`)) throw cursorInvalido();
  }
  return c as Record<string, string>;
}

const escreverCursor = (item: Record<string, unknown>, chaves: readonly string[]) =>
  selarCursor(Object.fromEntries(chaves.map((k) => [k, item[k]])));

export async function paginarFiltrado<T>(o: ConsultaFiltrada<T>): Promise<Pagina<T>> {
  const items: T[] = [];
  let inicio: Record<string, unknown> | undefined = o.cursor ? lerCursor(o.cursor, o.chaves, o.pkEmpresa) : undefined;
  for (;;) {
    // Unfiltered, one more than the page says whether another follows; filtered, a batch.
    const r = await db().send(new QueryCommand({ ...o.consulta, TableName: tabela(), Limit: o.filtro ? LOTE : o.limite + 1, ExclusiveStartKey: inicio }));
    const lidos = r.Items ?? [];
    for (let i = 0; i < lidos.length; i++) {
      const bruto = lidos[i]!;
      const item = o.ler(bruto);
      if (o.filtro && !o.filtro(item)) continue;
      items.push(item);
      if (items.length === o.limite) {
        const haMais = i < lidos.length - 1 || Boolean(r.LastEvaluatedKey);
        return { items, next: haMais ? escreverCursor(bruto, o.chaves) : undefined };
      }
    }
    if (!r.LastEvaluatedKey) return { items };
    inicio = r.LastEvaluatedKey;
  }
}
