/**
 * A year of a company's trade for the benchmarks (test/bench/relatorios.ts, escala.ts): the sale,
 * instalment and stock item IMAGES `vendas` sales leave, deterministic (the same data every run),
 * and the aggregate items they produce through the stream consumer's own projection
 * (functions/fluxo/projecoes.ts `projetar`, summed with `diferenca` like the consumer does).
 * Pushing 20,000 sales through the HTTP API and the local stream poller would take most of an hour
 * on 2 cores; the items read are exactly those real sales leave, only the route to them is skipped
 * (integration tests cover that route).
 */
import { BatchWriteCommand } from "@aws-sdk/lib-dynamodb";
import { projetar } from "../../functions/fluxo/projecoes";
import { diferenca, MARCA_RELATORIOS, type Contribuicao } from "../../functions/lib/db/agregados";
import { db, tabela } from "../../functions/lib/db/client";
import { vencimentoUtil } from "../../shared/boletos/dias-bancarios";
import { hojeBrasil, somarDias } from "../../shared/br/datas";

const FORMAS = ["PIX", "DINHEIRO", "CARTAO_CREDITO", "CARTAO_DEBITO", "BOLETO"];

/** A deterministic pseudo-random sequence (mulberry32): the same data every run. */
function aleatorio(semente: number) {
  let a = semente;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Imagem = Record<string, unknown>;

/**
 * The images `vendas` sales of the last 365 days leave: sales (with `entidade: "venda"` and the
 * attributes the projections read; `completar(i, venda)` may add the rest of a stored sale), their
 * 12 instalments when on boleto, and the devices still in stock (a tenth of the sales' volume).
 * Every image carries the reports' mark, as items written by today's code do.
 */
export function imagensDeUmAno(vendas: number, produtos: string[], vendedores: string[], completar?: (i: number, venda: Imagem) => Imagem): Imagem[] {
  const r = aleatorio(vendas);
  const hoje = hojeBrasil();
  const imagens: Imagem[] = [];
  const somar = (imagem: Imagem) => imagens.push({ ...imagem, ...MARCA_RELATORIOS });
  for (let i = 0; i < vendas; i++) {
    const data = somarDias(hoje, -Math.floor(r() * 365));
    const forma = FORMAS[Math.floor(r() * FORMAS.length)]!;
    const p = Math.floor(r() * produtos.length);
    const custo = 50_000 + p * 10_000;
    const total = Math.round(custo * (1.2 + r() * 0.6));
    const status = r() < 0.03 ? "CANCELADA" : "ATIVA";
    const venda: Imagem = { entidade: "venda", data_venda: data, valor_total_centavos: total, forma_pagamento: forma, produto_id: produtos[p], status, vendedor_id: vendedores[i % vendedores.length], custo_centavos: custo };
    somar(completar ? completar(i, venda) : venda);
    if (forma !== "BOLETO") continue;
    for (let n = 1; n <= 12; n++) {
      const vencimento = somarDias(data, 30 * n);
      const vencida = vencimentoUtil(vencimento) < hoje;
      const paga = vencida && r() < 0.85;
      const status_parcela = status === "CANCELADA" ? "cancelada" : paga ? "paga" : vencida ? "vencida" : "aberta";
      const data_pagamento = paga ? somarDias(vencimento, r() < 0.8 ? -2 : 12) : null;
      somar({ entidade: "parcela", valor_parcela_centavos: Math.round(total / 12), status_parcela, data_vencimento: vencimento, data_pagamento });
    }
  }
  // The stock left: a tenth of the sales' volume, entered over the last 200 days.
  for (let i = 0; i < Math.max(10, vendas / 10); i++) {
    const p = Math.floor(r() * produtos.length);
    somar({ entidade: "item_estoque", produto_id: produtos[p], status: "em_estoque", valor_unitario_centavos: 50_000 + p * 10_000, preco_venda_centavos: 80_000 + p * 10_000, data_registro: somarDias(hoje, -Math.floor(r() * 200)) });
  }
  return imagens;
}

/** The aggregate items those images leave in company `empresaId` (the stream consumer's projection, summed). */
export const agregadosDasImagens = (empresaId: string, imagens: Imagem[]): Contribuicao[] => diferenca([], imagens.flatMap((i) => projetar(empresaId, i)));

/** Writes items as they are (BatchWriteItem, 25 at a time, retrying the unprocessed ones). */
export async function gravarItens(itens: Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < itens.length; i += 25) {
    let pedido: Record<string, unknown>[] | undefined = itens.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    while (pedido?.length) {
      const r = await db().send(new BatchWriteCommand({ RequestItems: { [tabela()]: pedido as never } }));
      pedido = r.UnprocessedItems?.[tabela()] as Record<string, unknown>[] | undefined;
    }
  }
}

/** Writes aggregate items as the stream consumer leaves them (key, `entidade`, fixed attributes, sums). */
export function gravarAgregados(agregados: Contribuicao[]): Promise<void> {
  const agora = new Date().toISOString();
  return gravarItens(agregados.map((c) => ({ ...c.chave, entidade: c.entidade, ...c.fixos, ...c.valores, atualizado_em: agora })));
}
