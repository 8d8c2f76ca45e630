/** How the dashboard names its month and reads its 31-cell grid (pure, unit-tested). */
import type { DiaDashboard } from "../../../../shared/relatorios/dashboard";

const MESES = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"];

/** "2026-03" → "março de 2026". */
export function nomeDoMes(mes: string): string {
  const [ano, m] = mes.split("-").map(Number) as [number, number];
  const nome = MESES[m - 1];
  return nome ? `${nome} de ${ano}` : mes;
}

export const mesTemVendas = (dias: DiaDashboard[]): boolean => dias.some((d) => d.quantidade > 0);

/** Always 31 cells, day 1 to 31, whatever the answer holds (missing days count as zero). */
export function celulasDoMes(dias: DiaDashboard[]): DiaDashboard[] {
  const porDia = new Map(dias.map((d) => [d.dia, d]));
  return Array.from({ length: 31 }, (_, i) => porDia.get(i + 1) ?? { dia: i + 1, quantidade: 0, receita: 0 });
}

/** How many days "aaaa-mm" has: the grid keeps 31 cells and dims the ones the month lacks. */
export function diasDoMes(mes: string): number {
  const [ano, m] = mes.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(ano, m, 0)).getUTCDate();
}

export const rotuloQuantidade = (n: number): string => (n === 1 ? "1 venda" : `${n} vendas`);
