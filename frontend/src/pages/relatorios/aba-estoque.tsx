/** Stock tab: available units per product, value at cost and at selling price, units by age in stock. */
import { useQuery } from "@tanstack/react-query";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { FAIXAS_IDADE, ROTULO_IDADE, type LinhaEstoque } from "../../../../shared/relatorios/relatorios";
import { caminhosRelatorio, relatorioQueries } from "../../features/relatorios/api/relatorios-api";
import { BarraRelatorio } from "./barra-relatorio";
import { EstadoRelatorio } from "./estado-relatorio";
import { formatarReais, ptTabela } from "./formatos";
import { Grafico } from "./grafico";

const CORES_IDADE = ["#16a34a", "#2563eb", "#d97706", "#dc2626"];

export function AbaEstoque() {
  const consulta = useQuery(relatorioQueries.estoque());
  return (
    <EstadoRelatorio consulta={consulta} vazio={(d) => d.linhas.length === 0} textoVazio="Nenhum aparelho em estoque">
      {(d) => (
        <>
          <Grafico
            tipo="bar"
            empilhado
            horizontal
            moeda={false}
            rotulos={d.linhas.map((l) => l.rotulo)}
            series={FAIXAS_IDADE.map((f, i) => ({ rotulo: ROTULO_IDADE[f], valores: d.linhas.map((l) => l[f]), cor: CORES_IDADE[i] }))}
            descricao="Gráfico de aparelhos em estoque por produto e tempo em estoque"
          />
          <DataTable value={d.linhas} dataKey="chave" size="small" className="rel-tabela" stripedRows pt={ptTabela("Tabela de estoque")}>
            <Column header="Produto" field="rotulo" footer="Total" />
            <Column header="Disponíveis" field="quantidade" align="right" footer={String(d.totais.quantidade)} />
            <Column header="Valor de custo" body={(l: LinhaEstoque) => formatarReais(l.valor_custo)} align="right" footer={formatarReais(d.totais.valor_custo)} />
            <Column header="Valor de venda" body={(l: LinhaEstoque) => formatarReais(l.valor_venda)} align="right" footer={formatarReais(d.totais.valor_venda)} />
            {FAIXAS_IDADE.map((f) => (
              <Column key={f} header={ROTULO_IDADE[f]} field={f} align="right" footer={String(d.totais[f])} />
            ))}
          </DataTable>
          <BarraRelatorio relatorio={d} caminho={caminhosRelatorio.estoque()} />
        </>
      )}
    </EstadoRelatorio>
  );
}
