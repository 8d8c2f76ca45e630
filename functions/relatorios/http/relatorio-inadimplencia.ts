/** GET /api/relatorios/inadimplencia — per due month of the period: fell due, paid on time, paid late, unpaid, rate. One Query range (and the days of the month across today). */
import { hojeBrasil } from "../../../shared/br/datas";
import { consultaPeriodo, mesesEntre } from "../../../shared/relatorios/relatorios";
import { arquivoCsv, ok, rotaStaff } from "../../lib/http";
import { csvInadimplencia } from "../csv";
import { mesDivideVencimento, montarInadimplencia } from "../montar";
import { agregadosParcelas } from "../repo-relatorios";

export const relatorioInadimplencia = rotaStaff({ query: consultaPeriodo(hojeBrasil) }, async ({ query, caller }) => {
  const meses = mesesEntre(query.de, query.ate);
  const hoje = hojeBrasil();
  const itens = await agregadosParcelas(caller.empresaId, (mes) => mesDivideVencimento(mes, hoje), { de: meses[0]!, ate: meses[meses.length - 1]! });
  const relatorio = montarInadimplencia(itens, query, meses, hoje);
  if (query.formato === "csv") return arquivoCsv(`relatorio-inadimplencia-${query.de}-a-${query.ate}.csv`, csvInadimplencia(relatorio));
  return ok(relatorio);
});
