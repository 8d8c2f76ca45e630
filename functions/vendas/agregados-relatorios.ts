/**
 * What a sale and an instalment add to the report aggregates (functions/relatorios), read from the
 * item's stream image; the stream consumer applies `contribuição(depois) − contribuição(antes)`, so
 * a cancelled sale leaves every report and a paid instalment moves from open to paid by itself.
 *
 * - REL#VENDAS#<dim>#<aaaa-mm>#<grupo>: the month's `qtd`, `receita`, `custo`, `sem_custo` (sales
 *   made before the cost was copied onto the sale: cost 0, counted so the report can say so), for
 *   the dimensions TOTAL (grupo `-`), FORMA, VENDEDOR, PRODUTO. TOTAL also holds per day `dNN_qtd`,
 *   `dNN_receita`, `dNN_custo`, `dNN_sem_custo` (the by-day report reads every day of its months).
 * - REL#VDIAS#<dim>#<aaaa-mm>#<grupo> (FORMA, VENDEDOR, PRODUTO): the same per-day cells, apart from
 *   the month's totals: a period reads the months wholly inside it as small month items and the
 *   day cells only of its two partial edge months, so a year of any grouping is three Queries
 *   whose items do not grow with the number of sales (test/bench/relatorios.ts).
 * - REL#PARCELAS#<aaaa-mm of the due date>: what fell due (`devido_*`), what was paid on time
 *   (on or before `vencimento_util`, the first banking day on or after the due date: docs/boletos.md) or
 *   late, and the month's open amount (`aberto_qtd`, `aberto_centavos`: aberta or vencida, whatever
 *   the daily routine has marked yet). A cancelled instalment adds nothing.
 * - REL#PDIAS#<aaaa-mm>: the open amount per due day (`dNN_aberto`, `dNN_aberto_qtd`) and the amount
 *   paid on time per due day (`dNN_pago_no_prazo`, `_qtd`: in the month across today, paid before
 *   its due date is not yet "fallen due"), read only for the few months a report splits by day
 *   (those across a bucket's edge or across today).
 */
import * as z from "zod/mini";
import { vencimentoUtil } from "../../shared/boletos/dias-bancarios";
import { contaNosRelatorios, VERSAO_RELATORIOS, type Contribuicao } from "../lib/db/agregados";
import { chaves, type DimensaoVendas } from "../lib/db/keys";
import { preguicoso } from "../../shared/preguicoso";

/** The group of sales made before sales recorded their seller. */
export const SEM_VENDEDOR = "SEM_VENDEDOR";

const Data = preguicoso(() => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}/)));

const VendaNoRelatorio = preguicoso(() => z.object({
  data_venda: Data,
  valor_total_centavos: z.number().check(z.int()),
  forma_pagamento: z.string().check(z.minLength(1)),
  produto_id: z.string().check(z.minLength(1)),
  status: z.string(),
  vendedor_id: z.optional(z.string().check(z.minLength(1))),
  custo_centavos: z.optional(z.number().check(z.int())),
  desconto_centavos: z.optional(z.number().check(z.int())),
}));

export function contribuicoesVendaRelatorio(empresaId: string, imagem: Record<string, unknown>): Contribuicao[] {
  const v = VendaNoRelatorio.parse(imagem);
  if (v.status === "CANCELADA") return [];
  const mes = v.data_venda.slice(0, 7);
  const dia = `d${v.data_venda.slice(8, 10)}`;
  const semCusto = v.custo_centavos === undefined ? 1 : 0;
  const custo = v.custo_centavos ?? 0;
  // Revenue net of an early payoff's discount (shared/vendas/dinheiro-venda.ts, issue 36 item 4).
  const receita = v.valor_total_centavos - (v.desconto_centavos ?? 0);
  const totais = { qtd: 1, receita, custo, sem_custo: semCusto };
  const dias = { [`${dia}_qtd`]: 1, [`${dia}_receita`]: receita, [`${dia}_custo`]: custo, [`${dia}_sem_custo`]: semCusto };
  const grupos: [DimensaoVendas, string][] = [
    ["FORMA", v.forma_pagamento],
    ["VENDEDOR", v.vendedor_id ?? SEM_VENDEDOR],
    ["PRODUTO", v.produto_id],
  ];
  return [
    { chave: chaves.relVendas(empresaId, "TOTAL", mes, "-"), entidade: "agregado_rel_vendas", fixos: { dimensao: "TOTAL", grupo: "-", mes }, valores: { ...totais, ...dias } },
    ...grupos.flatMap(([dimensao, grupo]): Contribuicao[] => [
      { chave: chaves.relVendas(empresaId, dimensao, mes, grupo), entidade: "agregado_rel_vendas", fixos: { dimensao, grupo, mes }, valores: totais },
      { chave: chaves.relVendasDias(empresaId, dimensao, mes, grupo), entidade: "agregado_rel_vendas_dias", fixos: { dimensao, grupo, mes }, valores: dias },
    ]),
  ];
}

const ParcelaNoRelatorio = preguicoso(() => z.object({
  valor_parcela_centavos: z.number().check(z.int()),
  status_parcela: z.string(),
  data_vencimento: Data,
  data_pagamento: z.nullish(z.string()),
}));

/** Paid on or before the first banking day on or after the due date (no fine, no interest). A paid one without a date counts on time. */
export const pagaNoPrazo = (dataVencimento: string, dataPagamento: string | null | undefined) =>
  !dataPagamento || dataPagamento.slice(0, 10) <= vencimentoUtil(dataVencimento);

export function contribuicoesParcelaRelatorio(empresaId: string, imagem: Record<string, unknown>): Contribuicao[] {
  const p = ParcelaNoRelatorio.parse(imagem);
  if (p.status_parcela === "cancelada") return [];
  const vencimento = p.data_vencimento.slice(0, 10);
  const valor = p.valor_parcela_centavos;
  const valores: Record<string, number> = { devido_qtd: 1, devido_centavos: valor };
  if (p.status_parcela === "paga") {
    const prefixo = pagaNoPrazo(vencimento, p.data_pagamento) ? "pago_no_prazo" : "pago_em_atraso";
    valores[`${prefixo}_qtd`] = 1;
    valores[`${prefixo}_centavos`] = valor;
  } else {
    valores.aberto_qtd = 1;
    valores.aberto_centavos = valor;
  }
  const mes = vencimento.slice(0, 7);
  const mesItem: Contribuicao = { chave: chaves.relParcelas(empresaId, mes), entidade: "agregado_rel_parcelas", fixos: { mes }, valores };
  const dia = `d${vencimento.slice(8, 10)}`;
  // Paid late needs no day: it was paid after its due date, which has therefore passed. The
  // paid-on-time day cells count from the instalment's mark 3 (lib/db/agregados.ts), so an
  // instalment paid before them never takes out of a cell what it never put in.
  const diasPagos = contaNosRelatorios(imagem, VERSAO_RELATORIOS.parcela);
  const porDia = p.status_parcela !== "paga" ? "aberto" : valores.pago_no_prazo_qtd && diasPagos ? "pago_no_prazo" : null;
  if (!porDia) return [mesItem];
  return [mesItem, { chave: chaves.relParcelasDias(empresaId, mes), entidade: "agregado_rel_parcelas_dias", fixos: { mes }, valores: { [`${dia}_${porDia}_qtd`]: 1, [`${dia}_${porDia}`]: valor } }];
}
