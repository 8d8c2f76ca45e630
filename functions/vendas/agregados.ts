/**
 * What a sale and an instalment add to the dashboard aggregates, read from the item's stream image
 * (the table's stream consumer applies them; no request transaction touches these items):
 * - AGREGADO#VENDAS#<aaaa-mm>: count and revenue (net of an early payoff's discount) of the month, boleto count and revenue, and
 *   per day `dNN_qtd` / `dNN_receita` (the 31-cell grid). A cancelled sale adds nothing.
 * - AGREGADO#FINANCEIRO: `pendente_centavos`, the open instalments (aberta or vencida).
 * - the report aggregates (REL#…): agregados-relatorios.ts, and the finance list's totals
 *   (REL#VFIN/VFDIA, cancelled sales included): agregados-totais.ts, only for an image with the
 *   reports' mark (lib/db/agregados.ts MARCA_RELATORIOS).
 */
import * as z from "zod/mini";
import { contaNosRelatorios, VERSAO_TOTAIS, type Contribuicao } from "../lib/db/agregados";
import { chaves } from "../lib/db/keys";
import { contribuicoesParcelaRelatorio, contribuicoesVendaRelatorio } from "./agregados-relatorios";
import { contribuicoesTotaisVenda } from "./agregados-totais";

/** The attributes of a stored sale the aggregates need; a sale image without them is corrupt. */
const VendaNoFluxo = z.object({
  data_venda: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  valor_total_centavos: z.number().check(z.int()),
  forma_pagamento: z.string(),
  status: z.string(),
  desconto_centavos: z.optional(z.number().check(z.int())),
});

const ParcelaNoFluxo = z.object({
  valor_parcela_centavos: z.number().check(z.int()),
  status_parcela: z.string(),
});

export function contribuicoesVenda(empresaId: string, imagem: Record<string, unknown>): Contribuicao[] {
  const v = VendaNoFluxo.parse(imagem);
  const totais = contaNosRelatorios(imagem, VERSAO_TOTAIS) ? contribuicoesTotaisVenda(empresaId, imagem) : [];
  if (v.status === "CANCELADA") return totais;
  return [...contribuicoesVendaDashboard(empresaId, v), ...(contaNosRelatorios(imagem) ? contribuicoesVendaRelatorio(empresaId, imagem) : []), ...totais];
}

function contribuicoesVendaDashboard(empresaId: string, v: z.infer<typeof VendaNoFluxo>): Contribuicao[] {
  const dia = v.data_venda.slice(8, 10);
  const boleto = v.forma_pagamento === "BOLETO" ? 1 : 0;
  // Revenue net of an early payoff's discount (shared/vendas/dinheiro-venda.ts, issue 36 item 4).
  const receita = v.valor_total_centavos - (v.desconto_centavos ?? 0);
  return [
    {
      chave: chaves.vendasMes(empresaId, v.data_venda.slice(0, 7)),
      entidade: "agregado_vendas",
      valores: {
        qtd: 1,
        receita_centavos: receita,
        qtd_boleto: boleto,
        receita_boleto_centavos: boleto * receita,
        [`d${dia}_qtd`]: 1,
        [`d${dia}_receita`]: receita,
      },
    },
  ];
}

export function contribuicoesParcela(empresaId: string, imagem: Record<string, unknown>): Contribuicao[] {
  const p = ParcelaNoFluxo.parse(imagem);
  const emAberto = p.status_parcela === "aberta" || p.status_parcela === "vencida";
  const financeiro: Contribuicao[] = emAberto ? [{ chave: chaves.financeiro(empresaId), entidade: "agregado_financeiro", valores: { pendente_centavos: p.valor_parcela_centavos } }] : [];
  return [...financeiro, ...(contaNosRelatorios(imagem) ? contribuicoesParcelaRelatorio(empresaId, imagem) : [])];
}
