/**
 * GET /api/vendas?forma_pagamento=&status=&de=&ate=&limit=&cursor= — one page of the sales of
 * the period, newest sale date first, and on the first page the finance totals of every sale
 * the filters match, summed from the period's aggregate items (agregados-totais.ts), never from
 * the sales: a month's first page costs the same with 100 sales or 20,000.
 */
import { ListarVendasQuery } from "../../../shared/vendas/schemas";
import { ok, rotaStaff } from "../../lib/http";
import { somarTotais } from "../agregados-totais";
import type { VendaNaLista } from "../entidades";
import { comGarantiaGerada, paginarVendasPorPeriodo } from "../repo";
import { agregadosTotaisVendas } from "../repo-totais";
import { detalharPagina } from "./detalhes";

export const listarVendas = rotaStaff({ query: ListarVendasQuery }, async ({ query, caller }) => {
  const casa = (v: VendaNaLista) => (!query.status || v.status === query.status) && (!query.forma_pagamento || v.forma_pagamento === query.forma_pagamento);
  const filtrada = Boolean(query.status || query.forma_pagamento);
  const [pagina, agregados] = await Promise.all([
    paginarVendasPorPeriodo(caller.empresaId, query, query.limit, query.cursor, filtrada ? casa : undefined),
    query.cursor ? undefined : agregadosTotaisVendas(caller.empresaId, query),
  ]);
  const totais = agregados && somarTotais(agregados, query);
  return ok({ items: await detalharPagina(caller.empresaId, await comGarantiaGerada(caller.empresaId, pagina.items)), ...(totais ? { totais } : {}), next: pagina.next ?? null });
});
