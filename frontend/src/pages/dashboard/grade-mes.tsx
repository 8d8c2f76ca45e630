/** The month's 31-cell grid of daily sales, or the spec's empty text when the month has none. */
import { formatarReais } from "../../../../shared/br/dinheiro";
import type { DiaDashboard } from "../../../../shared/relatorios/dashboard";
import { celulasDoMes, diasDoMes, mesTemVendas, nomeDoMes, rotuloQuantidade } from "../../features/relatorios/mes-dashboard";

const classeDia = (d: DiaDashboard, ultimo: number) =>
  ["dash-dia", d.quantidade > 0 ? "com-vendas" : "", d.dia > ultimo ? "fora-do-mes" : ""].filter(Boolean).join(" ");

export function GradeMes({ mes, dias }: { mes: string; dias: DiaDashboard[] }) {
  const ultimo = diasDoMes(mes);
  return (
    <section className="dash-mes" aria-label="Vendas por dia">
      <h2>Vendas por dia — {nomeDoMes(mes)}</h2>
      {mesTemVendas(dias) ? (
        <ol className="dash-grade">
          {celulasDoMes(dias).map((d) => (
            <li key={d.dia} className={classeDia(d, ultimo)} aria-label={`Dia ${d.dia}`} data-dia={d.dia}>
              <span className="dash-dia-numero">{d.dia}</span>
              <span className="dash-dia-qtd">{rotuloQuantidade(d.quantidade)}</span>
              <span className="dash-dia-receita">{formatarReais(d.receita)}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="nota dash-vazio">Nenhuma venda registrada neste mês</p>
      )}
    </section>
  );
}
