/**
 * The reports' reads: only aggregate items kept by the stream consumer (functions/fluxo), one
 * Query range (paged at 1 MB) per report, never a Scan and never the sales or instalments
 * themselves, so a report costs the same with 100 sales or 20,000 (test/bench). Labels come from
 * the company's own small lists (users, products).
 */
import { BatchGetCommand, QueryCommand, type BatchGetCommandOutput, type QueryCommandInput } from "@aws-sdk/lib-dynamodb";
import { listarProdutos } from "../cadastro";
import { listarPrefixo } from "../lib/db/consultas";
import { db, tabela } from "../lib/db/client";
import { chaves, empresaPk, faixaRelEstoque, faixaRelVendas, faixaRelVendasDias, prefixos, prefixosRelatorio, type DimensaoVendas } from "../lib/db/keys";
import { listarUsuarios } from "../usuarios";
import { inicioJanelaIdade, mesesEntre, trimestreDe } from "../../shared/relatorios/relatorios";
import { ultimoDiaDoMes } from "../../shared/br/datas";

export type ItemAgregado = Record<string, unknown>;

async function faixa(pk: string, de: string, ate: string, atributos?: string[]): Promise<ItemAgregado[]> {
  const projecao = atributos
    ? { ProjectionExpression: atributos.map((_, i) => `#a${i}`).join(", "), ExpressionAttributeNames: Object.fromEntries(atributos.map((a, i) => [`#a${i}`, a])) }
    : {};
  const itens: ItemAgregado[] = [];
  let inicio: QueryCommandInput["ExclusiveStartKey"];
  do {
    const r = await db().send(
      new QueryCommand({
        TableName: tabela(),
        KeyConditionExpression: "PK = :pk AND SK BETWEEN :de AND :ate",
        ExpressionAttributeValues: { ":pk": pk, ":de": de, ":ate": ate },
        ...projecao,
        ExclusiveStartKey: inicio,
      }),
    );
    itens.push(...((r.Items ?? []) as ItemAgregado[]));
    inicio = r.LastEvaluatedKey;
  } while (inicio);
  return itens;
}

/** The day cells of [de, ate] of one month (an edge month reads only its own days of the period). */
function celulasDosDias(mes: string, de: string, ate: string): string[] {
  const nomes = ["mes", "grupo", "atualizado_em"];
  for (let d = 1; d <= 31; d++) {
    const dd = String(d).padStart(2, "0");
    const data = `${mes}-${dd}`;
    if (data >= de && data <= ate) nomes.push(`d${dd}_qtd`, `d${dd}_receita`, `d${dd}_custo`, `d${dd}_sem_custo`);
  }
  return nomes;
}

/**
 * Month items of one sales dimension, every group, over the months of [de, ate]. Grouped by day
 * (TOTAL: one item a month) every day is needed; otherwise the months wholly inside the period
 * are read as their small month items (one Query, flagged `mes_inteiro`) and only the partial
 * edge months as their day cells (REL#VDIAS, one Query each, projected to the period's days), so
 * a year costs three Queries whose items do not grow with the sales.
 */
export async function agregadosVendas(empresaId: string, dimensao: DimensaoVendas, de: string, ate: string): Promise<ItemAgregado[]> {
  const pk = empresaPk(empresaId);
  const meses = mesesEntre(de, ate);
  if (dimensao === "TOTAL") {
    const f = faixaRelVendas(dimensao, meses[0]!, meses[meses.length - 1]!);
    return faixa(pk, f.de, f.ate);
  }
  const inteiro = (mes: string) => de <= `${mes}-01` && ate >= ultimoDiaDoMes(mes);
  const inteiros = meses.filter(inteiro);
  const bordas = meses.filter((m) => !inteiro(m));
  const leituras = bordas.map((m) => {
    const f = faixaRelVendasDias(dimensao, m);
    return faixa(pk, f.de, f.ate, celulasDosDias(m, de, ate));
  });
  if (inteiros.length) {
    const f = faixaRelVendas(dimensao, inteiros[0]!, inteiros[inteiros.length - 1]!);
    leituras.push(faixa(pk, f.de, f.ate).then((itens) => itens.map((i) => ({ ...i, mes_inteiro: true }))));
  }
  return (await Promise.all(leituras)).flat();
}

/**
 * Due-month items of the instalments (without months, all of them: receivables take any due
 * date), and for the months `porDia` names among those with something open, their per-day open
 * amounts merged in (one BatchGet of a few items): a report reads the month totals of every month
 * and the days only of the months it must split (montar.ts mesDivideFaixas / mesDivideVencimento).
 */
export async function agregadosParcelas(empresaId: string, porDia: (mes: string) => boolean, meses?: { de: string; ate: string }): Promise<ItemAgregado[]> {
  const pk = empresaPk(empresaId);
  const totais = meses ? await faixa(pk, `${prefixosRelatorio.parcelas}${meses.de}`, `${prefixosRelatorio.parcelas}${meses.ate}`) : await listarPrefixo(pk, prefixosRelatorio.parcelas);
  const divididos = totais.filter((i) => (Number(i.aberto_qtd ?? 0) > 0 || Number(i.pago_no_prazo_qtd ?? 0) > 0) && porDia(String(i.mes)));
  if (!divididos.length) return totais;
  const dias = new Map<string, ItemAgregado>();
  let pedido: Record<string, unknown>[] | undefined = divididos.map((i) => chaves.relParcelasDias(empresaId, String(i.mes)));
  while (pedido?.length) {
    const r: BatchGetCommandOutput = await db().send(new BatchGetCommand({ RequestItems: { [tabela()]: { Keys: pedido } } }));
    for (const d of r.Responses?.[tabela()] ?? []) dias.set(String(d.mes), d);
    pedido = r.UnprocessedKeys?.[tabela()]?.Keys;
  }
  return totais.map((i) => {
    const d = dias.get(String(i.mes));
    return d ? { ...i, ...d, PK: i.PK, SK: i.SK, por_dia: true } : i;
  });
}

/**
 * The stock age aggregates a report on `hoje` needs, in ONE Query: every product's count by age
 * (REL#ESTQ#PROD) and the entry-day cells (REL#ESTQ#DIAS) of the quarters from 90 days ago on (two,
 * unless entries are dated ahead), the only days whose bucket depends on the day (older units are
 * the count less those). So the items read are about three per product, whatever the spread of
 * the stock's entry dates.
 */
export function agregadosIdadeEstoque(empresaId: string, hoje: string): Promise<ItemAgregado[]> {
  const f = faixaRelEstoque(trimestreDe(inicioJanelaIdade(hoje)));
  return faixa(empresaPk(empresaId), f.de, f.ate);
}

export const posicoesEstoque = (empresaId: string) => listarPrefixo(empresaPk(empresaId), prefixos.posicao);

export async function nomesUsuarios(empresaId: string): Promise<Map<string, string>> {
  return new Map((await listarUsuarios(empresaId)).map((u) => [u.id, u.nome]));
}

export async function produtos(empresaId: string): Promise<Map<string, { nome: string; preco: number }>> {
  return new Map((await listarProdutos(empresaId)).map((p) => [p.id, { nome: p.nome_modelo, preco: p.preco_final }]));
}
