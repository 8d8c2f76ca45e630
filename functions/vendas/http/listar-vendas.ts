/** GET /api/vendas?forma_pagamento=&status=&de=&ate= — sales of the period with the finance totals. */
import { ListarVendasQuery, type TotaisVendas } from "../../../shared/vendas/schemas";
import { ok, rotaStaff } from "../../lib/http";
import { vendasPorPeriodo } from "../repo";
import { detalhador } from "./detalhes";

export const listarVendas = rotaStaff({ query: ListarVendasQuery }, async ({ query, caller }) => {
  const [vendas, detalhar] = await Promise.all([vendasPorPeriodo(caller.empresaId, query.de, query.ate), detalhador(caller.empresaId)]);
  const filtradas = vendas.filter((v) => (!query.status || v.status === query.status) && (!query.forma_pagamento || v.forma_pagamento === query.forma_pagamento));
  const soma = (f: (s: string) => boolean) => filtradas.filter((v) => f(v.status)).reduce((s, v) => s + v.valor_total_centavos, 0) / 100;
  const totais: TotaisVendas = {
    quantidade: filtradas.length,
    receita_total: soma((s) => s !== "CANCELADA"),
    receita_recebida: soma((s) => s === "PAGA"),
    receita_pendente: soma((s) => s === "ATIVA" || s === "INADIMPLENTE"),
  };
  return ok({ items: filtradas.map(detalhar), totais });
});
