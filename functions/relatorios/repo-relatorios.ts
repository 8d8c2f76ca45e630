/**
 * The reports' reads: only aggregate items kept by the stream consumer (functions/fluxo), one
 * Query range (paged at 1 MB) per report, never a Scan and never the sales or instalments
 * themselves, so a report costs the same with 100 sales or 20,000 (test/bench). Labels come from
 * the company's own small lists (users, products).
 */
import { QueryCommand, type QueryCommandInput } from "@aws-sdk/lib-dynamodb";
import { listarProdutos } from "../cadastro";
import { listarPrefixo } from "../lib/db/consultas";
import { db, tabela } from "../lib/db/client";
import { empresaPk, faixaRelVendas, prefixos, prefixosRelatorio, type DimensaoVendas } from "../lib/db/keys";
import { listarUsuarios } from "../usuarios";

export type ItemAgregado = Record<string, unknown>;

async function faixa(pk: string, de: string, ate: string): Promise<ItemAgregado[]> {
  const itens: ItemAgregado[] = [];
  let inicio: QueryCommandInput["ExclusiveStartKey"];
  do {
    const r = await db().send(
      new QueryCommand({
        TableName: tabela(),
        KeyConditionExpression: "PK = :pk AND SK BETWEEN :de AND :ate",
        ExpressionAttributeValues: { ":pk": pk, ":de": de, ":ate": ate },
        ExclusiveStartKey: inicio,
      }),
    );
    itens.push(...((r.Items ?? []) as ItemAgregado[]));
    inicio = r.LastEvaluatedKey;
  } while (inicio);
  return itens;
}

/** Month items of one sales dimension, every group, from `mesDe` to `mesAte`. */
export function agregadosVendas(empresaId: string, dimensao: DimensaoVendas, mesDe: string, mesAte: string): Promise<ItemAgregado[]> {
  const f = faixaRelVendas(dimensao, mesDe, mesAte);
  return faixa(empresaPk(empresaId), f.de, f.ate);
}

/** Due-month items of the instalments; without months, all of them (receivables: any due date). */
export function agregadosParcelas(empresaId: string, meses?: { de: string; ate: string }): Promise<ItemAgregado[]> {
  if (!meses) return listarPrefixo(empresaPk(empresaId), prefixosRelatorio.parcelas);
  return faixa(empresaPk(empresaId), `${prefixosRelatorio.parcelas}${meses.de}`, `${prefixosRelatorio.parcelas}${meses.ate}`);
}

export const agregadosIdadeEstoque = (empresaId: string) => listarPrefixo(empresaPk(empresaId), prefixosRelatorio.estoque);
export const posicoesEstoque = (empresaId: string) => listarPrefixo(empresaPk(empresaId), prefixos.posicao);

export async function nomesUsuarios(empresaId: string): Promise<Map<string, string>> {
  return new Map((await listarUsuarios(empresaId)).map((u) => [u.id, u.nome]));
}

export async function produtos(empresaId: string): Promise<Map<string, { nome: string; preco: number }>> {
  return new Map((await listarProdutos(empresaId)).map((p) => [p.id, { nome: p.nome_modelo, preco: p.preco_final }]));
}
