/**
 * The contracts list ('Controle de Boletos', GET /api/contratos): newest first, filtered by search
 * term and status, for companies with tens of thousands of contracts.
 *
 * The filter reads GSI4 (keys.ts), which holds per contract only its keys, `busca` and
 * `status_contrato` (~250 bytes; the contract item itself carries its HTML document, several KB),
 * and DynamoDB applies the filter there. A request reads at most `CONSULTAS_POR_PAGINA` index
 * pages: a rare term over a big company answers a short (even empty) page with `next`, and the
 * screen asks again, rather than one request reading the whole index. The page's contracts and
 * instalments are then read by key, one Query per contract, in parallel.
 *
 * The cursor is the position after the last contract answered (table and index keys), so a page
 * filled halfway through an index page never skips the matches read but not answered.
 */
import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { ULID } from "../../shared/api/parametros";
import type { StatusContrato } from "../../shared/vendas/schemas";
import { db, tabela } from "../lib/db/client";
import { abrirCursor, selarCursor } from "../lib/db/cursor";
import { chaves, empresaPk, indices, fimDoPrefixo } from "../lib/db/keys";
import { erroValidacao } from "../lib/errors";
import { Contrato, Parcela } from "./entidades";
import { Quitacao } from "./quitacao";
import type { ContratoComParcelas } from "./repo";

export interface PedidoListaContratos {
  status?: StatusContrato;
  /** Already normalised (shared/vendas/contratos.ts termoBuscaContrato). */
  termo?: string;
  limite: number;
  cursor?: string;
}

export interface PaginaIdsContratos {
  ids: string[];
  next?: string;
}

/** Index pages read per request at most (each up to LOTE_MAXIMO entries, ≤ ~250 KB). */
export const CONSULTAS_POR_PAGINA = 5;
const LOTE_MAXIMO = 1000;
const CHAVES_CURSOR = ["GSI4PK", "GSI4SK", "PK", "SK"] as const;
type Posicao = Record<(typeof CHAVES_CURSOR)[number], string>;

const cursorInvalido = () => erroValidacao({ cursor: "Cursor inválido" });

/** A cursor must be a position in THIS company's index partition, or DynamoDB would refuse it (a 500). */
function lerCursor(cursor: string, empresaId: string): Posicao {
  const p = abrirCursor(cursor);
  if (Object.keys(p).sort().join() !== [...CHAVES_CURSOR].join()) throw cursorInvalido();
  const id = p.GSI4SK;
  if (typeof id !== "string" || !ULID.test(id)) throw cursorInvalido();
  const esperado: Posicao = { ...indices.contratoNaBusca(empresaId, id), ...chaves.contrato(empresaId, id) };
  if (CHAVES_CURSOR.some((k) => p[k] !== esperado[k])) throw cursorInvalido();
  return esperado;
}

const escreverCursor = (p: Record<string, unknown>) => selarCursor(Object.fromEntries(CHAVES_CURSOR.map((k) => [k, p[k]])));

/** One page of contract ids, newest first, with the filter applied by DynamoDB on GSI4. */
export async function paginarIdsContratos(empresaId: string, pedido: PedidoListaContratos): Promise<PaginaIdsContratos> {
  const filtros: string[] = [];
  const valores: Record<string, unknown> = { ":pk": indices.contratos(empresaId) };
  if (pedido.termo) {
    filtros.push("contains(busca, :termo)");
    valores[":termo"] = pedido.termo;
  }
  if (pedido.status) {
    filtros.push("status_contrato = :status");
    valores[":status"] = pedido.status;
  }
  const filtrado = filtros.length > 0;
  const ids: string[] = [];
  let inicio: Record<string, unknown> | undefined = pedido.cursor ? lerCursor(pedido.cursor, empresaId) : undefined;
  // Unfiltered, one entry more than the page says whether there is a next one; filtered, the
  // batch grows so a rare term covers more of the index per round trip.
  let lote = filtrado ? Math.max(4 * pedido.limite, 100) : pedido.limite + 1;
  for (let consulta = 1; ; consulta += 1) {
    const r = await db().send(
      new QueryCommand({
        TableName: tabela(),
        IndexName: "GSI4",
        KeyConditionExpression: "GSI4PK = :pk",
        ...(filtrado ? { FilterExpression: filtros.join(" AND ") } : {}),
        ExpressionAttributeValues: valores,
        ProjectionExpression: CHAVES_CURSOR.join(", "),
        ScanIndexForward: false,
        Limit: lote,
        ExclusiveStartKey: inicio,
      }),
    );
    const itens = r.Items ?? [];
    for (let i = 0; i < itens.length; i += 1) {
      ids.push(String(itens[i]!.GSI4SK));
      if (ids.length === pedido.limite) {
        const haMais = i < itens.length - 1 || Boolean(r.LastEvaluatedKey);
        return { ids, ...(haMais ? { next: escreverCursor(itens[i]!) } : {}) };
      }
    }
    if (!r.LastEvaluatedKey) return { ids };
    // The read budget is spent: a short page, going on from where the index was read up to.
    if (consulta === CONSULTAS_POR_PAGINA) return { ids, next: escreverCursor(r.LastEvaluatedKey) };
    inicio = r.LastEvaluatedKey;
    lote = Math.min(LOTE_MAXIMO, lote * 2);
  }
}

/** Contracts with their instalments, in the order of `ids` (one Query each, in parallel; eventually consistent). */
export async function contratosComParcelas(empresaId: string, ids: readonly string[]): Promise<ContratoComParcelas[]> {
  const lidos = await Promise.all(
    ids.map(async (id) => {
      const r = await db().send(
        new QueryCommand({
          TableName: tabela(),
          KeyConditionExpression: "PK = :pk AND SK BETWEEN :sk AND :skFim",
          ExpressionAttributeValues: { ":pk": empresaPk(empresaId), ":sk": chaves.contrato(empresaId, id).SK, ":skFim": fimDoPrefixo(chaves.contrato(empresaId, id).SK) },
        }),
      );
      const itens = r.Items ?? [];
      const contrato = itens.find((i) => i.entidade === Contrato.nome);
      if (!contrato) return undefined;
      const parcelas = itens.filter((i) => i.entidade === Parcela.nome).map((i) => Parcela.ler(i));
      // Its payoff slip too (same prefix, read anyway): the customer area shows it.
      const quitacao = itens.find((i) => i.entidade === Quitacao.nome);
      return { contrato: Contrato.ler(contrato), parcelas: parcelas.sort((a, b) => a.numero_parcela - b.numero_parcela), ...(quitacao ? { quitacao: Quitacao.ler(quitacao) } : {}) };
    }),
  );
  return lidos.filter((x): x is ContratoComParcelas => x !== undefined);
}
