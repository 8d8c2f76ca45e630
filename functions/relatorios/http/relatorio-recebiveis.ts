/**
 * GET /api/relatorios/recebiveis — every unpaid instalment bucketed by days past due at `data_base`.
 *
 * Read from the per-due-month aggregates (REL#PARCELAS#<aaaa-mm>, the month's open amount) with
 * ONE Query, plus the per-day open amounts (REL#PDIAS) of the few months across a bucket's edge, not from the open-instalments index (GSI3 PARCELAS_EM_ABERTO): bucket ranges on
 * that index would read every open instalment, 12 per boleto sale, so the report would grow with
 * the company's history; the aggregates grow only with the number of due months (a few dozen).
 */
import { hojeBrasil } from "../../../shared/br/datas";
import { consultaRecebiveis } from "../../../shared/relatorios/relatorios";
import { arquivoCsv, ok, rotaStaff } from "../../lib/http";
import { csvRecebiveis } from "../csv";
import { mesDivideFaixas, montarRecebiveis } from "../montar";
import { agregadosParcelas } from "../repo-relatorios";

export const relatorioRecebiveis = rotaStaff({ query: consultaRecebiveis(hojeBrasil) }, async ({ query, caller }) => {
  const itens = await agregadosParcelas(caller.empresaId, (mes) => mesDivideFaixas(mes, query.data_base));
  const relatorio = montarRecebiveis(itens, query.data_base);
  if (query.formato === "csv") return arquivoCsv(`relatorio-recebiveis-${query.data_base}.csv`, csvRecebiveis(relatorio));
  return ok(relatorio);
});
