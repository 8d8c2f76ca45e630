/**
 * The finance list's totals (GET /api/vendas `totais`) as aggregates, so the list never reads every
 * sale of its period: per month (REL#VFIN#<aaaa-mm>) and per day (REL#VFDIA#<aaaa-mm-dd>), one pair
 * of cells per payment method and status, `<FORMA>_<STATUS>_qtd` and `_centavos`. Cancelled sales
 * count too (the list's `quantidade` counts them; its revenues do not). Kept by the stream consumer
 * from the sale's image like the report aggregates, under the reports' mark (lib/db/agregados.ts),
 * so the reports' backfill builds them for older sales; a status change moves a sale's cells.
 *
 * `_centavos` is the sale's revenue (net of an early payoff's discount); from the sale's mark 4
 * (lib/db/agregados.ts) each cell also holds `_recebido`, the money actually received, and
 * `_pendente`, the face of the instalments still to pay (shared/vendas/dinheiro-venda.ts, issue 36
 * item 4): 'Recebido' and 'Pendente' are these, no longer the whole sale by its status.
 */
import * as z from "zod/mini";
import { FORMAS_PAGAMENTO, STATUS_VENDA, type FormaPagamento, type StatusVenda, type TotaisVendas } from "../../shared/vendas/schemas";
import { dinheiroDaVenda } from "../../shared/vendas/dinheiro-venda";
import { contaNosRelatorios, VERSAO_RECEBIDO, type Contribuicao } from "../lib/db/agregados";
import { chaves } from "../lib/db/keys";

const VendaNosTotais = z.object({
  data_venda: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}/)),
  valor_total_centavos: z.number().check(z.int()),
  forma_pagamento: z.string().check(z.minLength(1)),
  status: z.string().check(z.minLength(1)),
  entrada_centavos: z.optional(z.number().check(z.int())),
  recebido_centavos: z.optional(z.number().check(z.int())),
  aberto_centavos: z.optional(z.number().check(z.int())),
  desconto_centavos: z.optional(z.number().check(z.int())),
});

const celula = (forma: string, status: string) => `${forma}_${status}`;

export function contribuicoesTotaisVenda(empresaId: string, imagem: Record<string, unknown>): Contribuicao[] {
  const v = VendaNosTotais.parse(imagem);
  const c = celula(v.forma_pagamento, v.status);
  const d = dinheiroDaVenda(v);
  const valores: Record<string, number> = { [`${c}_qtd`]: 1, [`${c}_centavos`]: d.receita };
  if (contaNosRelatorios(imagem, VERSAO_RECEBIDO)) {
    valores[`${c}_recebido`] = d.recebido;
    valores[`${c}_pendente`] = d.pendente;
  }
  const mes = v.data_venda.slice(0, 7);
  const data = v.data_venda.slice(0, 10);
  return [
    { chave: chaves.relVendasFin(empresaId, mes), entidade: "agregado_rel_vendas_fin", fixos: { mes }, valores },
    { chave: chaves.relVendasFinDia(empresaId, data), entidade: "agregado_rel_vendas_fin_dia", fixos: { data }, valores },
  ];
}

/** The totals of the filters over aggregate items (months and days of a period, each counted once). */
export function somarTotais(itens: Record<string, unknown>[], filtro: { forma_pagamento?: FormaPagamento; status?: StatusVenda }): TotaisVendas {
  const formas = filtro.forma_pagamento ? [filtro.forma_pagamento] : FORMAS_PAGAMENTO;
  const status = filtro.status ? [filtro.status] : STATUS_VENDA;
  let quantidade = 0;
  const centavos = { total: 0, recebida: 0, pendente: 0 };
  for (const item of itens) {
    for (const f of formas) {
      for (const s of status) {
        const qtd = Number(item[`${celula(f, s)}_qtd`] ?? 0);
        const valor = Number(item[`${celula(f, s)}_centavos`] ?? 0);
        quantidade += qtd;
        if (s === "CANCELADA") continue;
        centavos.total += valor;
        centavos.recebida += Number(item[`${celula(f, s)}_recebido`] ?? 0);
        centavos.pendente += Number(item[`${celula(f, s)}_pendente`] ?? 0);
      }
    }
  }
  return { quantidade, receita_total: centavos.total / 100, receita_recebida: centavos.recebida / 100, receita_pendente: centavos.pendente / 100 };
}
