/**
 * PrimeReact's Chart, on Chart.js, loaded only when a report screen draws one: this module is part
 * of the lazy /relatorios chunk and Chart.js itself is imported by PrimeReact on first use.
 */
import { lazy, Suspense } from "react";

const Chart = lazy(() => import("primereact/chart").then((m) => ({ default: m.Chart })));

export const CORES = ["#2563eb", "#16a34a", "#d97706", "#dc2626", "#7c3aed", "#0891b2", "#db2777", "#4b5563"];

export interface PropsGrafico {
  tipo: "bar" | "doughnut";
  rotulos: string[];
  series: { rotulo: string; valores: number[]; cor?: string }[];
  /** What the chart shows, for screen readers (the table under it has the figures). */
  descricao: string;
  empilhado?: boolean;
  horizontal?: boolean;
  moeda?: boolean;
}

const reais = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

export function Grafico({ tipo, rotulos, series, descricao, empilhado, horizontal, moeda = true }: PropsGrafico) {
  const data = {
    labels: rotulos,
    datasets: series.map((s, i) => ({
      label: s.rotulo,
      data: s.valores,
      backgroundColor: tipo === "doughnut" ? rotulos.map((_, j) => CORES[j % CORES.length]) : (s.cor ?? CORES[i % CORES.length]),
    })),
  };
  const formatar = (v: number) => (moeda ? reais.format(v) : v.toLocaleString("pt-BR"));
  const options =
    tipo === "doughnut"
      ? { maintainAspectRatio: false, plugins: { tooltip: { callbacks: { label: (c: { label: string; raw: number }) => `${c.label}: ${formatar(c.raw)}` } } } }
      : {
          maintainAspectRatio: false,
          indexAxis: horizontal ? "y" : "x",
          plugins: { legend: { display: series.length > 1 }, tooltip: { callbacks: { label: (c: { dataset: { label: string }; raw: number }) => `${c.dataset.label}: ${formatar(c.raw)}` } } },
          scales: {
            x: { stacked: empilhado, ticks: horizontal ? { callback: (v: number) => formatar(v) } : {} },
            y: { stacked: empilhado, ticks: horizontal ? {} : { callback: (v: number) => formatar(v) } },
          },
        };
  return (
    <div className="rel-grafico">
      <Suspense fallback={<div className="rel-grafico-carregando">Carregando gráfico...</div>}>
        <Chart type={tipo} data={data} options={options} ariaLabel={descricao} style={{ height: "100%" }} />
      </Suspense>
    </div>
  );
}
