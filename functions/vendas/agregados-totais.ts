/**
 * The finance list's totals (GET /api/vendas `totais`) as aggregates, so the list never reads every
 * sale of its period: per month (REL#VFIN#<aaaa-mm>) and per day (REL#VFDIA#<aaaa-mm-dd>), one pair
 * of cells per payment method and status, `<FORMA>_<STATUS>_qtd` and `_centavos`. Cancelled sales
 * count too (the list's `quantidade` counts them; its revenues do not). Kept by the stream consumer
 * from the sale's image like the report aggregates, under the reports' mark (lib/db/agregados.ts),
 * so the reports' backfill builds them for older sales; a status change moves a sale's cells.
 */
import * as z from "zod/mini";
import { FORMAS_PAGAMENTO, STATUS_VENDA, type FormaPagamento, type StatusVenda, type TotaisVendas } from "../../shared/vendas/schemas";
import type { Contribuicao } from "../lib/db/agregados";
import { chaves } from "../lib/db/keys";

const VendaNosTotais = z.object({
  data_venda: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}/)),
  valor_total_centavos: z.number().check(z.int()),
  forma_pagamento: z.string().check(z.minLength(1)),
  status: z.string().check(z.minLength(1)),
});

const celula = (forma: string, status: string) => `${forma}_${status}`;

export function contribuicoesTotaisVenda(empresaId: string, imagem: Record<string, unknown>): Contribuicao[] {
  const v = VendaNosTotais.parse(imagem);
  const c = celula(v.forma_pagamento, v.status);
  const valores = { [`${c}_qtd`]: 1, [`${c}_centavos`]: v.valor_total_centavos };
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
        if (s !== "CANCELADA") centavos.total += valor;
        if (s === "PAGA") centavos.recebida += valor;
        if (s === "ATIVA" || s === "INADIMPLENTE") centavos.pendente += valor;
      }
    }
  }
  return { quantidade, receita_total: centavos.total / 100, receita_recebida: centavos.recebida / 100, receita_pendente: centavos.pendente / 100 };
}
