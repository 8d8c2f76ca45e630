/**
 * The report aggregates (REL#…) of a company recomputed from its items, independently of the
 * stream consumer's code: per sales dimension and month the totals and per day cells of the sales
 * not cancelled, the finance list's totals per month and day (cancelled sales too), per due month
 * what fell due, was paid on or after the banking due day and is still open (in the month and per
 * due day; paid on time also per due day from mark 3), per product the devices still in stock with an entry date and per entry quarter and
 * product those per entry day. Only items with the reports' mark count (`rel_versao`, for stock
 * items 2 or more: older items count once the backfill marks them).
 * `divergenciasRelatorios` lists, to the centavo, every REL# row and attribute that differs, and
 * the per-attribute sums over all the rows (the conservation: nothing counted twice or lost).
 */
import { vencimentoUtil } from "../../shared/boletos/dias-bancarios";
import { descontoDaVenda, dinheiroRecontado, itensDaEmpresa } from "./agregados";

type Item = Record<string, any>;
const FIXOS = new Set(["PK", "SK", "entidade", "atualizado_em", "dimensao", "grupo", "mes", "data", "produto_id", "trimestre"]);

export async function recomputarRelatorios(empresaId: string, itens?: Item[]): Promise<Map<string, Record<string, number>>> {
  const todos = itens ?? (await itensDaEmpresa(empresaId));
  const marcados = todos.filter((i) => typeof i.rel_versao === "number");
  const esperado = new Map<string, Record<string, number>>();
  const somar = (sk: string, valores: Record<string, number>) => {
    const atual = esperado.get(sk) ?? {};
    for (const [k, v] of Object.entries(valores)) atual[k] = (atual[k] ?? 0) + v;
    esperado.set(sk, atual);
  };
  for (const v of marcados.filter((i) => i.entidade === "venda" && i.status !== "CANCELADA")) {
    const mes = String(v.data_venda).slice(0, 7);
    const d = `d${String(v.data_venda).slice(8, 10)}`;
    const custo = v.custo_centavos ?? 0;
    const semCusto = v.custo_centavos === undefined ? 1 : 0;
    const receita = v.valor_total_centavos - descontoDaVenda(todos, v);
    const totais = { qtd: 1, receita, custo, sem_custo: semCusto };
    const dias = { [`${d}_qtd`]: 1, [`${d}_receita`]: receita, [`${d}_custo`]: custo, [`${d}_sem_custo`]: semCusto };
    somar(`REL#VENDAS#TOTAL#${mes}#-`, { ...totais, ...dias });
    for (const [dim, grupo] of [["FORMA", v.forma_pagamento], ["VENDEDOR", v.vendedor_id ?? "SEM_VENDEDOR"], ["PRODUTO", v.produto_id]]) {
      somar(`REL#VENDAS#${dim}#${mes}#${grupo}`, totais);
      somar(`REL#VDIAS#${dim}#${mes}#${grupo}`, dias);
    }
  }
  // The finance list's totals: every sale marked 2 or more, cancelled ones too, by payment method and status.
  for (const v of marcados.filter((i) => i.entidade === "venda" && i.rel_versao >= 2)) {
    const c = `${v.forma_pagamento}_${v.status}`;
    const valores: Record<string, number> = { [`${c}_qtd`]: 1, [`${c}_centavos`]: v.valor_total_centavos - descontoDaVenda(todos, v) };
    // From mark 4: what was received and what is still open (issue 36 item 4), recounted from the instalments.
    if (v.rel_versao >= 4) {
      const dinheiro = dinheiroRecontado(todos, v);
      valores[`${c}_recebido`] = dinheiro.recebido;
      valores[`${c}_pendente`] = dinheiro.pendente;
    }
    somar(`REL#VFIN#${String(v.data_venda).slice(0, 7)}`, valores);
    somar(`REL#VFDIA#${String(v.data_venda).slice(0, 10)}`, valores);
  }
  for (const p of marcados.filter((i) => i.entidade === "parcela" && i.status_parcela !== "cancelada")) {
    const venc = String(p.data_vencimento).slice(0, 10);
    const valores: Record<string, number> = { devido_qtd: 1, devido_centavos: p.valor_parcela_centavos };
    if (p.status_parcela === "paga") {
      const noPrazo = !p.data_pagamento || String(p.data_pagamento).slice(0, 10) <= vencimentoUtil(venc);
      const prefixo = noPrazo ? "pago_no_prazo" : "pago_em_atraso";
      valores[`${prefixo}_qtd`] = 1;
      valores[`${prefixo}_centavos`] = p.valor_parcela_centavos;
      // From mark 3, paid on time is also kept per due day (paid early vs fallen due, issue 30).
      if (noPrazo && p.rel_versao >= 3) somar(`REL#PDIAS#${venc.slice(0, 7)}`, { [`d${venc.slice(8, 10)}_pago_no_prazo_qtd`]: 1, [`d${venc.slice(8, 10)}_pago_no_prazo`]: p.valor_parcela_centavos });
    } else {
      valores.aberto_qtd = 1;
      valores.aberto_centavos = p.valor_parcela_centavos;
      somar(`REL#PDIAS#${venc.slice(0, 7)}`, { [`d${venc.slice(8, 10)}_aberto_qtd`]: 1, [`d${venc.slice(8, 10)}_aberto`]: p.valor_parcela_centavos });
    }
    somar(`REL#PARCELAS#${venc.slice(0, 7)}`, valores);
  }
  const estoque = todos.filter((i) => i.entidade === "item_estoque" && i.rel_versao >= 2 && i.status === "em_estoque" && i.data_registro && typeof i.entrada_pendente !== "string");
  for (const it of estoque) {
    const entrada = String(it.data_registro);
    somar(`REL#ESTQ#PROD#${it.produto_id}`, { qtd: 1 });
    const mes = Number(entrada.slice(5, 7));
    const trimestre = `${entrada.slice(0, 4)}-${String(mes - ((mes - 1) % 3)).padStart(2, "0")}`;
    somar(`REL#ESTQ#DIAS#${trimestre}#${it.produto_id}`, { [`d${entrada.slice(5, 7)}${entrada.slice(8, 10)}`]: 1 });
  }
  return esperado;
}

export async function divergenciasRelatorios(empresaId: string): Promise<string[]> {
  const itens = await itensDaEmpresa(empresaId);
  const esperado = await recomputarRelatorios(empresaId, itens);
  const gravado = new Map(itens.filter((i) => String(i.SK).startsWith("REL#")).map((i) => [String(i.SK), i]));
  const erros: string[] = [];
  const somaEsperada: Record<string, number> = {};
  const somaGravada: Record<string, number> = {};
  for (const sk of new Set([...esperado.keys(), ...gravado.keys()])) {
    const e = esperado.get(sk) ?? {};
    const g = gravado.get(sk) ?? {};
    const tipo = sk.split("#").slice(0, 2).join("#");
    for (const nome of new Set([...Object.keys(e), ...Object.keys(g).filter((k) => !FIXOS.has(k))])) {
      const [ve, vg] = [e[nome] ?? 0, Number(g[nome] ?? 0)];
      if (vg !== ve) erros.push(`${sk}.${nome}: esperado ${ve}, gravado ${vg}`);
      somaEsperada[`${tipo}.${nome}`] = (somaEsperada[`${tipo}.${nome}`] ?? 0) + ve;
      somaGravada[`${tipo}.${nome}`] = (somaGravada[`${tipo}.${nome}`] ?? 0) + vg;
    }
  }
  for (const k of Object.keys(somaEsperada)) if (somaEsperada[k] !== somaGravada[k]) erros.push(`soma de ${k}: esperado ${somaEsperada[k]}, gravado ${somaGravada[k]}`);
  return erros.sort();
}
