/** Pure: the four reports from the aggregate items (repo-relatorios.ts), in integer centavos until the answer. */
import { vencimentoUtil } from "../../shared/boletos/dias-bancarios";
import {
  FAIXAS_IDADE,
  FAIXAS_RECEBIVEIS,
  MSG_RELATORIO,
  ROTULO_FAIXA,
  diasEntre,
  faixaDeAtraso,
  faixaDeIdade,
  inicioJanelaIdade,
  rotuloMes,
  type ConsultaPeriodo,
  type ConsultaVendas,
  type FaixaIdade,
  type LinhaEstoque,
  type LinhaVendas,
  type MesInadimplencia,
  type RelatorioEstoque,
  type RelatorioInadimplencia,
  type RelatorioRecebiveis,
  type RelatorioVendas,
} from "../../shared/relatorios/relatorios";
import type { ItemAgregado } from "./repo-relatorios";
import { ultimoDiaDoMes } from "../../shared/br/datas";

/** The product's count by age (functions/estoque/agregados.ts); the other stock age items are entry-day cells. */
const ENTIDADE_TOTAL_IDADE = "agregado_rel_estoque";
const n = (v: unknown) => Number(v ?? 0) || 0;
const reais = (centavos: number) => centavos / 100;
const DIAS = Array.from({ length: 31 }, (_, i) => String(i + 1).padStart(2, "0"));

/** The newest `atualizado_em` among the aggregates read: how fresh the report is (null: none yet). */
export function maisRecente(...listas: ItemAgregado[][]): string | null {
  let r: string | null = null;
  for (const i of listas.flat()) if (typeof i.atualizado_em === "string" && (!r || i.atualizado_em > r)) r = i.atualizado_em;
  return r;
}

/** Each day of an aggregate's month that lies in [de, ate] (days the month lacks never carry values). */
function* diasDoMes(item: ItemAgregado, de = "0000-00-00", ate = "9999-99-99"): Generator<[string, string]> {
  const mes = String(item.mes ?? "");
  for (const dd of DIAS) {
    const data = `${mes}-${dd}`;
    if (data >= de && data <= ate) yield [dd, data];
  }
}

export function montarVendas(itens: ItemAgregado[], q: ConsultaVendas, rotulo: (grupo: string) => string): RelatorioVendas {
  const linhas = new Map<string, { quantidade: number; receita: number; custo: number }>();
  let semCusto = 0;
  const somar = (chave: string, quantidade: number, receita: number, custo: number) => {
    const l = linhas.get(chave) ?? { quantidade: 0, receita: 0, custo: 0 };
    l.quantidade += quantidade;
    l.receita += receita;
    l.custo += custo;
    linhas.set(chave, l);
  };
  for (const item of itens) {
    // A month wholly inside the period, read as its totals (repo-relatorios.ts agregadosVendas).
    if (item.mes_inteiro === true && q.agrupar !== "dia") {
      if (n(item.qtd)) somar(String(item.grupo), n(item.qtd), n(item.receita), n(item.custo));
      semCusto += n(item.sem_custo);
      continue;
    }
    for (const [dd, data] of diasDoMes(item, q.de, q.ate)) {
      const quantidade = n(item[`d${dd}_qtd`]);
      if (!quantidade) continue;
      somar(q.agrupar === "dia" ? data : String(item.grupo), quantidade, n(item[`d${dd}_receita`]), n(item[`d${dd}_custo`]));
      semCusto += n(item[`d${dd}_sem_custo`]);
    }
  }
  const resultado: LinhaVendas[] = [...linhas].map(([chave, l]) => ({
    chave,
    rotulo: rotulo(chave),
    quantidade: l.quantidade,
    receita: reais(l.receita),
    custo: reais(l.custo),
    margem: reais(l.receita - l.custo),
  }));
  if (q.agrupar === "dia") resultado.sort((a, b) => a.chave.localeCompare(b.chave));
  else resultado.sort((a, b) => b.receita - a.receita || a.rotulo.localeCompare(b.rotulo, "pt-BR"));
  const t = [...linhas.values()].reduce((s, l) => ({ quantidade: s.quantidade + l.quantidade, receita: s.receita + l.receita, custo: s.custo + l.custo }), { quantidade: 0, receita: 0, custo: 0 });
  return {
    de: q.de,
    ate: q.ate,
    agrupar: q.agrupar,
    linhas: resultado,
    totais: { quantidade: t.quantidade, receita: reais(t.receita), custo: reais(t.custo), margem: reais(t.receita - t.custo) },
    atualizado_em: maisRecente(itens),
    observacoes: semCusto ? [MSG_RELATORIO.semCusto(semCusto)] : [],
  };
}

/** Whether a due month's days fall in more than one receivables bucket at `dataBase` (so its days must be read). */
export const mesDivideFaixas = (mes: string, dataBase: string) =>
  faixaDeAtraso(diasEntre(`${mes}-01`, dataBase)) !== faixaDeAtraso(diasEntre(ultimoDiaDoMes(mes), dataBase));

/** Whether a due month holds days both past their banking due day and not, on `hoje`. */
export const mesDivideVencimento = (mes: string, hoje: string) => (vencimentoUtil(`${mes}-01`) < hoje) !== (vencimentoUtil(ultimoDiaDoMes(mes)) < hoje);

/** An item read with its per-day open amounts (repo-relatorios.ts agregadosParcelas, or one of older shape). */
const temDias = (item: ItemAgregado) => item.por_dia === true || Object.keys(item).some((k) => /^d\d\d_aberto$/.test(k));

/** Every open instalment (aberta or vencida) into its bucket by days past due: per due day where read, else the month's total (a month within one bucket). */
export function montarRecebiveis(itens: ItemAgregado[], dataBase: string): RelatorioRecebiveis {
  const soma = new Map(FAIXAS_RECEBIVEIS.map((f) => [f, { quantidade: 0, valor: 0 }]));
  for (const item of itens) {
    if (!temDias(item)) {
      if (!n(item.aberto_qtd)) continue;
      const f = soma.get(faixaDeAtraso(diasEntre(`${String(item.mes)}-01`, dataBase)))!;
      f.quantidade += n(item.aberto_qtd);
      f.valor += n(item.aberto_centavos);
      continue;
    }
    for (const [dd, data] of diasDoMes(item)) {
      const quantidade = n(item[`d${dd}_aberto_qtd`]);
      if (!quantidade) continue;
      const f = soma.get(faixaDeAtraso(diasEntre(data, dataBase)))!;
      f.quantidade += quantidade;
      f.valor += n(item[`d${dd}_aberto`]);
    }
  }
  const faixas = FAIXAS_RECEBIVEIS.map((chave) => ({ chave, rotulo: ROTULO_FAIXA[chave], quantidade: soma.get(chave)!.quantidade, valor: reais(soma.get(chave)!.valor) }));
  const total = [...soma.values()].reduce((s, f) => ({ quantidade: s.quantidade + f.quantidade, valor: s.valor + f.valor }), { quantidade: 0, valor: 0 });
  return { data_base: dataBase, faixas, totais: { quantidade: total.quantidade, valor: reais(total.valor) }, atualizado_em: maisRecente(itens), observacoes: [] };
}

type Centavos = Omit<MesInadimplencia, "mes" | "rotulo" | "taxa_inadimplencia">;
const taxa = (naoPago: number, vencido: number) => (vencido ? Math.round((naoPago / vencido) * 10_000) / 100 : 0);
const emReais = (c: Centavos): Omit<MesInadimplencia, "mes" | "rotulo"> => ({
  vencido: reais(c.vencido),
  pago_no_prazo: reais(c.pago_no_prazo),
  pago_em_atraso: reais(c.pago_em_atraso),
  nao_pago: reais(c.nao_pago),
  a_vencer: reais(c.a_vencer),
  pago_antecipado: reais(c.pago_antecipado),
  taxa_inadimplencia: taxa(c.nao_pago, c.vencido),
});

/**
 * Per due month of the period: an instalment has fallen due once its banking due date
 * (`vencimento_util`) is before `hoje`. Open, it is then unpaid, else still to fall due; paid on
 * time, it counts as paid on time only once fallen due, and before that as paid early (outside
 * `vencido`: a slip paid ahead of a December due date is not December's default base in November).
 * A month across today splits by due day; its paid-on-time cells exist since issue 30, so a month
 * written before counts all of its paid-on-time as fallen due, as it did. Months without
 * instalments are listed with zeros.
 */
export function montarInadimplencia(itens: ItemAgregado[], q: ConsultaPeriodo, meses: string[], hoje: string): RelatorioInadimplencia {
  const porMes = new Map(itens.map((i) => [String(i.mes), i]));
  const total: Centavos = { vencido: 0, pago_no_prazo: 0, pago_em_atraso: 0, nao_pago: 0, a_vencer: 0, pago_antecipado: 0 };
  const linhas = meses.map((mes): MesInadimplencia => {
    const item = porMes.get(mes) ?? { mes };
    const c: Centavos = { vencido: 0, pago_no_prazo: 0, pago_em_atraso: n(item.pago_em_atraso_centavos), nao_pago: 0, a_vencer: 0, pago_antecipado: 0 };
    const noPrazo = n(item.pago_no_prazo_centavos);
    if (vencimentoUtil(ultimoDiaDoMes(mes)) < hoje) c.pago_no_prazo = noPrazo;
    else if (vencimentoUtil(`${mes}-01`) >= hoje) c.pago_antecipado = noPrazo;
    else {
      for (const [dd, data] of diasDoMes(item)) {
        const pago = n(item[`d${dd}_pago_no_prazo`]);
        if (pago && vencimentoUtil(data) >= hoje) c.pago_antecipado += pago;
      }
      c.pago_no_prazo = noPrazo - c.pago_antecipado;
    }
    // A month wholly past its banking due days, or wholly not yet: its open total, undivided.
    if (!temDias(item)) {
      if (vencimentoUtil(`${mes}-01`) < hoje) c.nao_pago += n(item.aberto_centavos);
      else c.a_vencer += n(item.aberto_centavos);
    }
    for (const [dd, data] of temDias(item) ? diasDoMes(item) : []) {
      const aberto = n(item[`d${dd}_aberto`]);
      if (!aberto) continue;
      if (vencimentoUtil(data) < hoje) c.nao_pago += aberto;
      else c.a_vencer += aberto;
    }
    c.vencido = c.pago_no_prazo + c.pago_em_atraso + c.nao_pago;
    for (const k of Object.keys(total) as (keyof Centavos)[]) total[k] += c[k];
    return { mes, rotulo: rotuloMes(mes), ...emReais(c) };
  });
  return { de: q.de, ate: q.ate, meses: linhas, totais: emReais(total), atualizado_em: maisRecente(itens), observacoes: [] };
}

/**
 * Per product: units available and their value (position aggregate), and units by age since entry
 * (repo-relatorios.ts agregadosIdadeEstoque): the product's count by age all starts over 90 days;
 * each unit of an entry-day cell read (the quarters since `hoje − 90 days`) on or after that day
 * moves to the bucket of its age, so a unit changes bucket as the days pass with nothing written.
 */
export function montarEstoque(
  posicoes: ItemAgregado[],
  idades: ItemAgregado[],
  produtos: Map<string, { nome: string }>,
  hoje: string,
): RelatorioEstoque {
  const vazia = (chave: string): LinhaEstoque => ({
    chave,
    rotulo: produtos.get(chave)?.nome ?? MSG_RELATORIO.produtoRemovido,
    quantidade: 0,
    valor_custo: 0,
    valor_venda: 0,
    ...(Object.fromEntries(FAIXAS_IDADE.map((f) => [f, 0])) as Record<FaixaIdade, number>),
  });
  const linhas = new Map<string, LinhaEstoque>();
  for (const p of posicoes) {
    const id = String(p.produto_id ?? "");
    if (!id || !n(p.em_estoque)) continue;
    linhas.set(id, { ...vazia(id), quantidade: n(p.em_estoque), valor_custo: n(p.custo_em_estoque_centavos), valor_venda: n(p.venda_em_estoque_centavos) });
  }
  const mover = (id: string, faixa: FaixaIdade, unidades: number, de?: FaixaIdade) => {
    const l = linhas.get(id) ?? vazia(id);
    l[faixa] += unidades;
    if (de) l[de] -= unidades;
    linhas.set(id, l);
  };
  const inicio = inicioJanelaIdade(hoje);
  for (const item of idades) {
    const id = String(item.produto_id ?? "");
    if (item.entidade === ENTIDADE_TOTAL_IDADE) {
      if (n(item.qtd)) mover(id, "dias_90_mais", n(item.qtd));
      continue;
    }
    const ano = String(item.trimestre ?? "").slice(0, 4);
    for (const [nome, valor] of Object.entries(item)) {
      const dia = /^d(\d\d)(\d\d)$/.exec(nome);
      const data = dia ? `${ano}-${dia[1]}-${dia[2]}` : "";
      if (dia && data >= inicio && n(valor)) mover(id, faixaDeIdade(Math.max(0, diasEntre(data, hoje))), n(valor), "dias_90_mais");
    }
  }
  const lista = [...linhas.values()].map((l) => ({ ...l, valor_custo: reais(l.valor_custo), valor_venda: reais(l.valor_venda) }));
  lista.sort((a, b) => b.quantidade - a.quantidade || a.rotulo.localeCompare(b.rotulo, "pt-BR"));
  const c = [...linhas.values()];
  const soma = (f: (l: LinhaEstoque) => number) => c.reduce((s, l) => s + f(l), 0);
  const semIdade = soma((l) => l.quantidade) - soma((l) => FAIXAS_IDADE.reduce((s, f) => s + l[f], 0));
  return {
    data_base: hoje,
    linhas: lista,
    totais: {
      quantidade: soma((l) => l.quantidade),
      valor_custo: reais(soma((l) => l.valor_custo)),
      valor_venda: reais(soma((l) => l.valor_venda)),
      ...(Object.fromEntries(FAIXAS_IDADE.map((f) => [f, soma((l) => l[f])])) as Record<FaixaIdade, number>),
    },
    atualizado_em: maisRecente(posicoes, idades),
    observacoes: semIdade > 0 ? [MSG_RELATORIO.semIdade(semIdade)] : [],
  };
}
