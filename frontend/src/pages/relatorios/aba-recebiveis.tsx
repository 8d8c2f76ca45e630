/** Receivables tab: every unpaid instalment by days past due, as of today. */
import { useQuery } from "@tanstack/react-query";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import type { FaixaRecebivel } from "../../../../shared/relatorios/relatorios";
import { caminhosRelatorio, relatorioQueries } from "../../features/relatorios/api/relatorios-api";
import { BarraRelatorio } from "./barra-relatorio";
import { EstadoRelatorio } from "./estado-relatorio";
import { formatarData, formatarReais, ptTabela } from "./formatos";
import { CORES, Grafico } from "./grafico";

export function AbaRecebiveis({ dataBase }: { dataBase: string }) {
  const consulta = useQuery(relatorioQueries.recebiveis(dataBase));
  return (
    <EstadoRelatorio consulta={consulta} vazio={(d) => d.totais.quantidade === 0} textoVazio="Nenhuma parcela em aberto">
      {(d) => (
        <>
          <p className="rel-nota">Parcelas não pagas por dias de atraso em {formatarData(d.data_base)}.</p>
          <Grafico
            tipo="bar"
            rotulos={d.faixas.map((f) => f.rotulo)}
            series={[{ rotulo: "Valor", valores: d.faixas.map((f) => f.valor), cor: CORES[3] }]}
            descricao="Gráfico do valor a receber por faixa de atraso"
          />
          <DataTable value={d.faixas} dataKey="chave" size="small" className="rel-tabela" stripedRows pt={ptTabela("Tabela de recebíveis")}>
            <Column header="Faixa" field="rotulo" footer="Total" />
            <Column header="Parcelas" field="quantidade" align="right" footer={String(d.totais.quantidade)} />
            <Column header="Valor" body={(f: FaixaRecebivel) => formatarReais(f.valor)} align="right" footer={formatarReais(d.totais.valor)} />
          </DataTable>
          <BarraRelatorio relatorio={d} caminho={caminhosRelatorio.recebiveis(dataBase)} />
        </>
      )}
    </EstadoRelatorio>
  );
}
