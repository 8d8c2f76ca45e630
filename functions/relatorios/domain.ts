/** Pure: the dashboard's cards and 31-cell grid from the aggregate items. */
import type { Dashboard, DiaDashboard } from "../../shared/relatorios/dashboard";
import type { Agregados } from "./repo";

const n = (v: unknown) => Number(v ?? 0);
const reais = (centavos: unknown) => n(centavos) / 100;

export function montarDashboard(a: Agregados, mes: string): Dashboard {
  const dias: DiaDashboard[] = Array.from({ length: 31 }, (_, i) => {
    const dd = String(i + 1).padStart(2, "0");
    return { dia: i + 1, quantidade: n(a.mes[`d${dd}_qtd`]), receita: reais(a.mes[`d${dd}_receita`]) };
  });
  // Best day by revenue; a tie goes to the earlier day.
  const melhor = dias.reduce<DiaDashboard | null>((m, d) => (d.quantidade > 0 && (!m || d.receita > m.receita) ? d : m), null);
  return {
    mes,
    total_imeis: n(a.imeis.valor),
    vendas_boleto_mes: n(a.mes.qtd_boleto),
    estoque_disponivel: n(a.estoque.em_estoque),
    aparelhos_bloqueados: n(a.estoque.bloqueado),
    receita_boleto_mes: reais(a.mes.receita_boleto_centavos),
    receita_total_mes: reais(a.mes.receita_centavos),
    boletos_pendentes: reais(a.financeiro.pendente_centavos),
    contratos_sem_contato: n(a.financeiro.contratos_sem_contato),
    melhor_dia: melhor,
    valor_estoque_venda: reais(a.estoque.venda_em_estoque_centavos),
    valor_estoque_custo: reais(a.estoque.custo_em_estoque_centavos),
    dias,
  };
}
