/**
 * GET /api/vendas?forma_pagamento=&status=&de=&ate=&limit=&cursor= — one page of the sales of
 * the period, newest sale date first, and on the first page the finance totals of every sale
 * the filters match (the totals read the period once; later pages do not repeat that read).
 */
import { ListarVendasQuery, type TotaisVendas } from "../../../shared/vendas/schemas";
import { ok, rotaStaff } from "../../lib/http";
import type { VendaGravada } from "../domain";
import { paginarVendasPorPeriodo, vendasPorPeriodo } from "../repo";
import { detalhador } from "./detalhes";

export const listarVendas = rotaStaff({ query: ListarVendasQuery }, async ({ query, caller }) => {
  const casa = (v: VendaGravada) => (!query.status || v.status === query.status) && (!query.forma_pagamento || v.forma_pagamento === query.forma_pagamento);
  const [pagina, detalhar, totais] = await Promise.all([
    paginarVendasPorPeriodo(caller.empresaId, query, query.limit, query.cursor, casa),
    detalhador(caller.empresaId),
    query.cursor ? undefined : totaisDoPeriodo(caller.empresaId, query.de, query.ate, casa),
  ]);
  return ok({ items: pagina.items.map(detalhar), ...(totais ? { totais } : {}), next: pagina.next ?? null });
});

async function totaisDoPeriodo(empresaId: string, de: string | undefined, ate: string | undefined, casa: (v: VendaGravada) => boolean): Promise<TotaisVendas> {
  const filtradas = (await vendasPorPeriodo(empresaId, de, ate)).filter(casa);
  const soma = (f: (s: string) => boolean) => filtradas.filter((v) => f(v.status)).reduce((s, v) => s + v.valor_total_centavos, 0) / 100;
  return {
    quantidade: filtradas.length,
    receita_total: soma((s) => s !== "CANCELADA"),
    receita_recebida: soma((s) => s === "PAGA"),
    receita_pendente: soma((s) => s === "ATIVA" || s === "INADIMPLENTE"),
  };
}
