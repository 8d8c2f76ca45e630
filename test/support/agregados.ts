/**
 * Every aggregate of a company recomputed from its items, independently of the stream consumer's
 * code: the month's sales from the sales, the open amount from the instalments, the stock counts
 * and values from the devices, and the ABC revenue of a product from its sales not cancelled.
 * `divergencias` lists, to the centavo, where the stored aggregates differ.
 */
import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { db, tabela } from "../../functions/lib/db/client";
import { chaves, empresaPk } from "../../functions/lib/db/keys";

type Item = Record<string, any>;

export async function itensDaEmpresa(empresaId: string): Promise<Item[]> {
  const itens: Item[] = [];
  let inicio: Record<string, unknown> | undefined;
  do {
    const r = await db().send(
      new QueryCommand({ TableName: tabela(), KeyConditionExpression: "PK = :pk", ExpressionAttributeValues: { ":pk": empresaPk(empresaId) }, ConsistentRead: true, ExclusiveStartKey: inicio }),
    );
    itens.push(...(r.Items ?? []));
    inicio = r.LastEvaluatedKey;
  } while (inicio);
  return itens;
}

const parcelasDaVenda = (itens: Item[], v: Item): Item[] => (v.contrato_id ? itens.filter((i) => i.entidade === "parcela" && i.contrato_id === v.contrato_id) : []);

/** The payoff's discount of a sale, from its instalments: what each paid by the payoff was quoted under its face. */
export const descontoDaVenda = (itens: Item[], v: Item): number =>
  parcelasDaVenda(itens, v)
    .filter((p) => p.status_parcela === "paga" && p.origem_pagamento === "quitacao")
    .reduce((s, p) => s + Math.max(0, p.valor_parcela_centavos - (p.valor_pago_centavos ?? p.valor_parcela_centavos)), 0);

/**
 * What a sale received and still owes, from its instalments (issue 36 item 4): a counter sale is
 * received whole; a boleto sale received its entry and each paid instalment at what was paid (and,
 * marked PAGA by hand, what was still open); it owes the face of the instalments still open.
 */
export function dinheiroRecontado(itens: Item[], v: Item): { recebido: number; pendente: number } {
  // A counter sale is paid when made; an older one still ATIVA owes it all.
  const devendo = v.status === "ATIVA" || v.status === "INADIMPLENTE";
  if (v.forma_pagamento !== "BOLETO") return { recebido: v.status === "PAGA" ? v.valor_total_centavos : 0, pendente: devendo ? v.valor_total_centavos : 0 };
  const ps = parcelasDaVenda(itens, v);
  const pago = ps.filter((p) => p.status_parcela === "paga").reduce((s, p) => s + (p.valor_pago_centavos ?? p.valor_parcela_centavos), 0);
  const aberto = ps.filter((p) => p.status_parcela === "aberta" || p.status_parcela === "vencida").reduce((s, p) => s + p.valor_parcela_centavos, 0);
  return {
    recebido: v.entrada_centavos + pago + (v.status === "PAGA" ? aberto : 0),
    pendente: devendo ? aberto : 0,
  };
}

const ehAgregado = (sk: string) => sk.startsWith("AGREGADO#") || sk.startsWith("POSICAO#");
const NAO_NUMERICOS = new Set(["PK", "SK", "entidade", "produto_id", "atualizado_em"]);

export async function recomputar(empresaId: string): Promise<Map<string, Record<string, number>>> {
  const itens = await itensDaEmpresa(empresaId);
  const esperado = new Map<string, Record<string, number>>();
  const somar = (sk: string, valores: Record<string, number>) => {
    const atual = esperado.get(sk) ?? {};
    for (const [k, v] of Object.entries(valores)) atual[k] = (atual[k] ?? 0) + v;
    esperado.set(sk, atual);
  };
  const vendas = itens.filter((i) => i.entidade === "venda" && i.status !== "CANCELADA");
  for (const v of vendas) {
    const dia = String(v.data_venda).slice(8, 10);
    const boleto = v.forma_pagamento === "BOLETO" ? 1 : 0;
    // Revenue net of the early payoff's discount, recounted from the instalments it paid (issue 36 item 4).
    const receita = v.valor_total_centavos - descontoDaVenda(itens, v);
    somar(chaves.vendasMes(empresaId, String(v.data_venda).slice(0, 7)).SK, {
      qtd: 1,
      receita_centavos: receita,
      qtd_boleto: boleto,
      receita_boleto_centavos: boleto * receita,
      [`d${dia}_qtd`]: 1,
      [`d${dia}_receita`]: receita,
    });
  }
  for (const p of itens.filter((i) => i.entidade === "parcela" && (i.status_parcela === "aberta" || i.status_parcela === "vencida"))) {
    somar(chaves.financeiro(empresaId).SK, { pendente_centavos: p.valor_parcela_centavos });
  }
  for (const it of itens.filter((i) => i.entidade === "item_estoque")) {
    const emEstoque = it.status === "em_estoque";
    const valores = {
      [it.status]: 1,
      total_registrados: 1,
      custo_em_estoque_centavos: emEstoque ? it.valor_unitario_centavos : 0,
      venda_em_estoque_centavos: emEstoque ? it.preco_venda_centavos : 0,
    };
    somar(chaves.posicaoProduto(empresaId, it.produto_id).SK, valores);
    somar(chaves.estoqueTotal(empresaId).SK, valores);
  }
  for (const v of vendas) {
    somar(chaves.posicaoProduto(empresaId, v.produto_id).SK, { receita_centavos: v.valor_total_centavos });
    somar(chaves.estoqueTotal(empresaId).SK, { receita_centavos: v.valor_total_centavos });
  }
  return esperado;
}

export async function divergencias(empresaId: string): Promise<string[]> {
  const [esperado, itens] = await Promise.all([recomputar(empresaId), itensDaEmpresa(empresaId)]);
  const gravado = new Map(itens.filter((i) => ehAgregado(String(i.SK))).map((i) => [String(i.SK), i]));
  const erros: string[] = [];
  for (const sk of new Set([...esperado.keys(), ...gravado.keys()])) {
    const e = esperado.get(sk) ?? {};
    const g = gravado.get(sk) ?? {};
    const nomes = new Set([...Object.keys(e), ...Object.keys(g).filter((k) => !NAO_NUMERICOS.has(k))]);
    for (const nome of nomes) {
      if (Number(g[nome] ?? 0) !== (e[nome] ?? 0)) erros.push(`${sk}.${nome}: esperado ${e[nome] ?? 0}, gravado ${g[nome] ?? 0}`);
    }
  }
  return erros.sort();
}
