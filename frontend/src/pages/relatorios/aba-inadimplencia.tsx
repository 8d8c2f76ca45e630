/** Default-rate tab: per due month, what fell due, paid on time, paid late, unpaid, and the rate. */
import { useQuery } from "@tanstack/react-query";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import type { MesInadimplencia } from "../../../../shared/relatorios/relatorios";
import { caminhosRelatorio, relatorioQueries, type Periodo } from "../../features/relatorios/api/relatorios-api";
import { BarraRelatorio } from "./barra-relatorio";
import { EstadoRelatorio } from "./estado-relatorio";
import { formatarPercentual, formatarReais, ptTabela } from "./formatos";
import { Grafico } from "./grafico";

const dinheiro = (campo: keyof Omit<MesInadimplencia, "mes" | "rotulo">) => (m: MesInadimplencia) => formatarReais(m[campo]);

export function AbaInadimplencia({ periodo }: { periodo: Periodo }) {
  const consulta = useQuery(relatorioQueries.inadimplencia(periodo));
  return (
    <EstadoRelatorio consulta={consulta} vazio={(d) => d.totais.vencido === 0 && d.totais.a_vencer === 0 && d.totais.pago_antecipado === 0} textoVazio="Nenhuma parcela vence no período">
      {(d) => (
        <>
          <p className="rel-nota">Meses de vencimento do período. Em dia: paga até o vencimento (ou o dia útil seguinte). Vencido: só o que já venceu; o que foi pago antes de vencer fica em “Pago antes do vencimento”.</p>
          <Grafico
            tipo="bar"
            empilhado
            rotulos={d.meses.map((m) => m.rotulo)}
            series={[
              { rotulo: "Pago no prazo", valores: d.meses.map((m) => m.pago_no_prazo), cor: "#16a34a" },
              { rotulo: "Pago em atraso", valores: d.meses.map((m) => m.pago_em_atraso), cor: "#d97706" },
              { rotulo: "Não pago", valores: d.meses.map((m) => m.nao_pago), cor: "#dc2626" },
            ]}
            descricao="Gráfico do valor vencido por mês: pago no prazo, pago em atraso e não pago"
          />
          <DataTable value={d.meses} dataKey="mes" size="small" className="rel-tabela" stripedRows pt={ptTabela("Tabela de inadimplência")}>
            <Column header="Mês" field="rotulo" footer="Total" />
            <Column header="Vencido" body={dinheiro("vencido")} align="right" footer={formatarReais(d.totais.vencido)} />
            <Column header="Pago no prazo" body={dinheiro("pago_no_prazo")} align="right" footer={formatarReais(d.totais.pago_no_prazo)} />
            <Column header="Pago em atraso" body={dinheiro("pago_em_atraso")} align="right" footer={formatarReais(d.totais.pago_em_atraso)} />
            <Column header="Não pago" body={dinheiro("nao_pago")} align="right" footer={formatarReais(d.totais.nao_pago)} />
            <Column header="A vencer" body={dinheiro("a_vencer")} align="right" footer={formatarReais(d.totais.a_vencer)} />
            <Column header="Pago antes do vencimento" body={dinheiro("pago_antecipado")} align="right" footer={formatarReais(d.totais.pago_antecipado)} />
            <Column header="Inadimplência" body={(m: MesInadimplencia) => formatarPercentual(m.taxa_inadimplencia)} align="right" footer={formatarPercentual(d.totais.taxa_inadimplencia)} />
          </DataTable>
          <BarraRelatorio relatorio={d} caminho={caminhosRelatorio.inadimplencia(periodo)} />
        </>
      )}
    </EstadoRelatorio>
  );
}
