/** The sale items in DynamoDB (contracts belong to functions/contratos; the totals' aggregates: repo-totais.ts). */
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { db, tabela } from "../lib/db/client";
import type { Pagina } from "../lib/db/consultas";
import { lerEmLote } from "../lib/db/lote";
import { paginarFiltrado } from "../lib/db/pagina-filtrada";
import type { Escrita, Peca } from "../lib/db/transacao";
import { chaves, empresaPk, indices } from "../lib/db/keys";
import { Venda, VendaListada, VendaNaLista, type VendaGravada } from "./entidades";
import { agoraIso } from "../../shared/relogio";

/** The sale itself (a fresh id: a failed condition is a 500). */
export const novaVenda = (venda: VendaGravada): Peca => Venda.novo(venda);

export async function obterVenda(empresaId: string, vendaId: string): Promise<VendaGravada | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.venda(empresaId, vendaId), ConsistentRead: true }));
  return Venda.lerTalvez(Item);
}

/** Sets the sale's status, conditioned on the status it was read with (no lost update). */
export function mudarStatusVenda(empresaId: string, vendaId: string, de: string, para: string): Escrita {
  return {
    Update: {
      TableName: tabela(),
      Key: chaves.venda(empresaId, vendaId),
      UpdateExpression: "SET #s = :para, updated_at = :agora",
      ConditionExpression: "#s = :de",
      ExpressionAttributeNames: { "#s": "status" },
      ExpressionAttributeValues: { ":para": para, ":de": de, ":agora": agoraIso() },
    },
  };
}

/** The list's keys (its cursor is built from them) and what it shows of a sale (VendaNaLista): never the stored documents. */
const CHAVES_LISTA = ["PK", "SK", "GSI1PK", "GSI1SK"] as const;
let projecao: { ProjectionExpression: string; ExpressionAttributeNames: Record<string, string> } | undefined;
/** Built on the first list read (not at load: the schemas are built on first use, shared/preguicoso.ts). */
function projecaoLista() {
  const atributos = [...CHAVES_LISTA, ...Object.keys(VendaNaLista.shape)];
  return (projecao ??= {
    ProjectionExpression: atributos.map((_, i) => `#p${i}`).join(", "),
    ExpressionAttributeNames: Object.fromEntries(atributos.map((a, i) => [`#p${i}`, a])),
  });
}

/** One page of the sales of a period, newest sale date first, keeping those `filtro` accepts (GET /api/vendas). */
export function paginarVendasPorPeriodo(
  empresaId: string,
  periodo: { de?: string; ate?: string },
  limite: number,
  cursor: string | undefined,
  filtro?: (v: VendaNaLista) => boolean,
): Promise<Pagina<VendaNaLista>> {
  return paginarFiltrado({
    consulta: {
      IndexName: "GSI1",
      KeyConditionExpression: "GSI1PK = :pk AND GSI1SK BETWEEN :de AND :ate",
      ExpressionAttributeValues: { ":pk": indices.vendas(empresaId), ":de": `${periodo.de ?? "0000-00-00"}#`, ":ate": `${periodo.ate ?? "9999-12-31"}#~` },
      ScanIndexForward: false,
      ...projecaoLista(),
    },
    chaves: CHAVES_LISTA,
    pkEmpresa: empresaPk(empresaId),
    limite,
    cursor,
    ler: (it) => VendaListada.ler(it),
    filtro,
  });
}

/**
 * The list's sales with `garantia_gerada` always set: a sale written before the flag existed
 * (and not yet migrated: scripts/local/migracoes.ts) has its warranty document read for it, those
 * sales only, in one batch.
 */
export async function comGarantiaGerada(empresaId: string, vendas: readonly VendaNaLista[]): Promise<(VendaNaLista & { garantia_gerada: boolean })[]> {
  const antigas = vendas.filter((v) => v.garantia_gerada === undefined);
  const documentos = new Map<string, boolean>();
  if (antigas.length) {
    const lidos = await lerEmLote(
      antigas.map((v) => chaves.venda(empresaId, v.id)),
      { atributos: ["conteudo_garantia_gerado"] },
    );
    for (const item of lidos) documentos.set(String(item.SK), Boolean(item.conteudo_garantia_gerado));
  }
  return vendas.map((v) => ({ ...v, garantia_gerada: v.garantia_gerada ?? documentos.get(chaves.venda(empresaId, v.id).SK) ?? false }));
}
