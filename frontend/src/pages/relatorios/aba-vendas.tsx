/** Sales tab: revenue, cost and margin grouped by day, payment method, seller or product. */
import { useQuery } from "@tanstack/react-query";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Dropdown } from "primereact/dropdown";
import { useState } from "react";
import { AGRUPAMENTOS, ROTULO_AGRUPAMENTO, type Agrupamento, type LinhaVendas } from "../../../../shared/relatorios/relatorios";
import { Campo } from "../../components/campo";
import { caminhosRelatorio, relatorioQueries, type Periodo } from "../../features/relatorios/api/relatorios-api";
import { BarraRelatorio } from "./barra-relatorio";
import { EstadoRelatorio } from "./estado-relatorio";
import { formatarData, formatarReais, ptDropdown, ptTabela } from "./formatos";
import { Grafico } from "./grafico";

const OPCOES = AGRUPAMENTOS.map((a) => ({ value: a, label: ROTULO_AGRUPAMENTO[a] }));

export function AbaVendas({ periodo }: { periodo: Periodo }) {
  const [agrupar, setAgrupar] = useState<Agrupamento>("dia");
  const consulta = useQuery(relatorioQueries.vendas(periodo, agrupar));
  const rotulo = (l: LinhaVendas) => (agrupar === "dia" ? formatarData(l.chave) : l.rotulo);
  return (
    <>
      <div className="rel-filtros nao-imprimir">
        <Campo id="rel-agrupar" rotulo="Agrupar por">
          <Dropdown inputId="rel-agrupar" value={agrupar} options={OPCOES} onChange={(e) => setAgrupar(e.value as Agrupamento)} pt={ptDropdown} />
        </Campo>
      </div>
      <EstadoRelatorio consulta={consulta} vazio={(d) => d.linhas.length === 0} textoVazio="Nenhuma venda no período">
        {(d) => (
          <>
            <Grafico
              tipo={agrupar === "forma_pagamento" ? "doughnut" : "bar"}
              horizontal={agrupar === "vendedor" || agrupar === "produto"}
              rotulos={d.linhas.map(rotulo)}
              series={agrupar === "forma_pagamento" ? [{ rotulo: "Receita", valores: d.linhas.map((l) => l.receita) }] : [
                { rotulo: "Receita", valores: d.linhas.map((l) => l.receita) },
                { rotulo: "Margem", valores: d.linhas.map((l) => l.margem) },
              ]}
              descricao={`Gráfico de receita por ${ROTULO_AGRUPAMENTO[agrupar].toLowerCase()}`}
            />
            <DataTable value={d.linhas} dataKey="chave" size="small" className="rel-tabela" stripedRows pt={ptTabela("Tabela de vendas")}>
              <Column header={ROTULO_AGRUPAMENTO[agrupar]} body={rotulo} footer="Total" />
              <Column header="Quantidade" field="quantidade" align="right" footer={String(d.totais.quantidade)} />
              <Column header="Receita" body={(l: LinhaVendas) => formatarReais(l.receita)} align="right" footer={formatarReais(d.totais.receita)} />
              <Column header="Custo" body={(l: LinhaVendas) => formatarReais(l.custo)} align="right" footer={formatarReais(d.totais.custo)} />
              <Column header="Margem" body={(l: LinhaVendas) => formatarReais(l.margem)} align="right" footer={formatarReais(d.totais.margem)} />
            </DataTable>
            <BarraRelatorio relatorio={d} caminho={caminhosRelatorio.vendas(periodo, agrupar)} />
          </>
        )}
      </EstadoRelatorio>
    </>
  );
}
