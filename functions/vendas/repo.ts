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
import { abertoInicial, recebidoInicial } from "../../shared/vendas/dinheiro-venda";

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

/**
 * Money received on a boleto sale (issue 36 item 4; shared/vendas/dinheiro-venda.ts), in the
 * payment's own transaction: `valorCentavos` more received, `faceCentavos` of instalments no longer
 * open, `descontoCentavos` of an early payoff's discount, and the status moved with it (`para`)
 * when the payment settles or brings the sale back. Relative updates (a sibling's payment adds its
 * own), conditioned on the status read: a sale without the fields yet starts from what that status
 * implies, so a status changed meanwhile fails the piece and the payment is read again.
 */
export function recebimentoVenda(
  v: Pick<VendaGravada, "empresa_id" | "id" | "status" | "valor_total_centavos" | "entrada_centavos">,
  r: { valorCentavos: number; faceCentavos: number; descontoCentavos?: number; para?: string },
): Escrita {
  const sets = ["recebido_centavos = if_not_exists(recebido_centavos, :r0) + :r", "aberto_centavos = if_not_exists(aberto_centavos, :a0) - :a"];
  const valores: Record<string, unknown> = { ":r0": recebidoInicial(v), ":r": r.valorCentavos, ":a0": abertoInicial(v), ":a": r.faceCentavos, ":de": v.status };
  if (r.descontoCentavos) {
    sets.push("desconto_centavos = if_not_exists(desconto_centavos, :zero) + :d");
    Object.assign(valores, { ":zero": 0, ":d": r.descontoCentavos });
  }
  if (r.para && r.para !== v.status) {
    sets.push("#s = :para", "updated_at = :agora");
    Object.assign(valores, { ":para": r.para, ":agora": agoraIso() });
  }
  return {
    Update: {
      TableName: tabela(),
      Key: chaves.venda(v.empresa_id, v.id),
      UpdateExpression: `SET ${sets.join(", ")}`,
      ConditionExpression: "#s = :de",
      ExpressionAttributeNames: { "#s": "status" },
      ExpressionAttributeValues: valores,
    },
  };
}

/** 'PAGA' by hand on a sale still being paid: what was still open counts as received (the staff say it came in). */
export function vendaPagaAMao(v: Pick<VendaGravada, "empresa_id" | "id" | "status" | "valor_total_centavos" | "entrada_centavos">): Escrita {
  return {
    Update: {
      TableName: tabela(),
      Key: chaves.venda(v.empresa_id, v.id),
      UpdateExpression: "SET #s = :para, updated_at = :agora, recebido_centavos = if_not_exists(recebido_centavos, :r0) + if_not_exists(aberto_centavos, :a0), aberto_centavos = :zero",
      ConditionExpression: "#s = :de",
      ExpressionAttributeNames: { "#s": "status" },
      ExpressionAttributeValues: { ":para": "PAGA", ":de": v.status, ":agora": agoraIso(), ":r0": recebidoInicial(v), ":a0": abertoInicial(v), ":zero": 0 },
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
