/** GET /api/relatorios/estoque — per product: units available, value at cost and at selling price, units by age in stock. */
import { hojeBrasil } from "../../../shared/br/datas";
import { ConsultaEstoque } from "../../../shared/relatorios/relatorios";
import { arquivoCsv, ok, rotaStaff } from "../../lib/http";
import { csvEstoque } from "../csv";
import { montarEstoque } from "../montar";
import { agregadosIdadeEstoque, posicoesEstoque, produtos } from "../repo-relatorios";

export const relatorioEstoque = rotaStaff({ query: ConsultaEstoque }, async ({ query, caller }) => {
  const hoje = hojeBrasil();
  const [posicoes, idades, lista] = await Promise.all([posicoesEstoque(caller.empresaId), agregadosIdadeEstoque(caller.empresaId, hoje), produtos(caller.empresaId)]);
  const relatorio = montarEstoque(posicoes, idades, lista, hoje);
  if (query.formato === "csv") return arquivoCsv(`relatorio-estoque-${hoje}.csv`, csvEstoque(relatorio));
  return ok(relatorio);
});
