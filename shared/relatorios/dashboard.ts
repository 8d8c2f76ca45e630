/** GET /api/dashboard (docs/especificacao.md section 2 "/dashboard"): every card and the month's 31-cell grid. */
export interface DiaDashboard {
  dia: number;
  quantidade: number;
  receita: number;
}

export interface Dashboard {
  /** aaaa-mm of the current month (Brasília). */
  mes: string;
  total_imeis: number;
  vendas_boleto_mes: number;
  estoque_disponivel: number;
  aparelhos_bloqueados: number;
  receita_boleto_mes: number;
  receita_total_mes: number;
  /** Contracts whose announced lock reached the customer on no channel (issue 31 item 6: no automatic lock; talk to them). */
  contratos_sem_contato: number;
  /** Open instalments (aberta or vencida), the 'Boletos pendentes' card. */
  boletos_pendentes: number;
  /** null when the month has no sales ('-' and 'Sem vendas'). */
  melhor_dia: DiaDashboard | null;
  valor_estoque_venda: number;
  /** Absent for a role without `verCustos` (issue 30). */
  valor_estoque_custo?: number;
  /** Always 31 cells, day 1 to 31; days the month does not have stay at zero. */
  dias: DiaDashboard[];
}
