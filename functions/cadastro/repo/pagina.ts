/**
 * One page of a registry that grows without bound (suppliers, customers, products), newest first,
 * keeping the records the search accepts: the read goes on until the page is full or the
 * company's records end, so `?q=` finds a match however old it is.
 */
import { empresaPk, fimDoPrefixo } from "../../lib/db/keys";
import type { Pagina } from "../../lib/db/consultas";
import { abrirCursor } from "../../lib/db/cursor";
import { paginarFiltrado } from "../../lib/db/pagina-filtrada";
import { erroValidacao } from "../../lib/errors";
import type { Item } from "./comum";

export interface PedidoPagina {
  limite: number;
  cursor?: string;
}

/**
 * A cursor of the caller's company whose sort key is another record type (a sale's key passed to
 * the customers list) would start the Query outside its range, which DynamoDB refuses with a 500;
 * it is as invalid as a forged one.
 */
function exigirPrefixo(cursor: string | undefined, prefixo: string): void {
  if (!cursor) return;
  const sk = abrirCursor(cursor).SK;
  if (typeof sk !== "string" || !sk.startsWith(prefixo)) throw erroValidacao({ cursor: "Cursor inválido" });
}

export function paginarRegistros<T>(
  empresaId: string,
  prefixo: string,
  pedido: PedidoPagina,
  ler: (item: Item) => T,
  filtro: (registro: T) => boolean,
): Promise<Pagina<T>> {
  exigirPrefixo(pedido.cursor, prefixo);
  const pk = empresaPk(empresaId);
  return paginarFiltrado({
    consulta: {
      KeyConditionExpression: "PK = :pk AND SK BETWEEN :p AND :pFim",
      ExpressionAttributeValues: { ":pk": pk, ":p": prefixo, ":pFim": fimDoPrefixo(prefixo) },
      ScanIndexForward: false,
    },
    chaves: ["PK", "SK"],
    pkEmpresa: pk,
    limite: pedido.limite,
    cursor: pedido.cursor,
    ler,
    filtro,
  });
}
