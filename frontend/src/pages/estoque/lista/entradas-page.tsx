/** /estoque/lista — stock entries, newest first, each row expanding to its IMEIs; paged. */
import { useInfiniteQuery } from "@tanstack/react-query";
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable, type DataTableExpandedRows } from "primereact/datatable";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { formatarData } from "../../../../../shared/br/datas";
import { formatarReais } from "../../../../../shared/br/dinheiro";
import type { EntradaEstoque } from "../../../../../shared/estoque/schemas";
import { BannerErro } from "../../../components/banner-erro";
import { Carregando } from "../../../components/carregando";
import { estoqueQueries } from "../../../features/estoque/api/estoque-api";
import { usePode } from "../../../app/guards";
import { ItensEntrada } from "./itens-entrada";
import "../entrada/entrada.css";

export default function EntradasPage() {
  const navegar = useNavigate();
  const consulta = useInfiniteQuery(estoqueQueries.entradas());
  const [abertas, setAbertas] = useState<DataTableExpandedRows>({});
  const entradas = consulta.data?.pages.flatMap((p) => p.items) ?? [];
  // The API leaves the cost out for a role without `verCustos` (shared/usuarios/permissoes.ts comoPapelVe, issue 30): its columns go too.
  const podeFazer = usePode();
  const verCustos = podeFazer("verCustos");

  return (
    <section>
      <div className="titulo-acoes">
        <h1>Controle de Estoque</h1>
        {/* Only for who may register an entry (the entry screen says 'Acesso Negado' to the others, issue 36). */}
        {podeFazer("cadastrar") && <Button label="Nova Entrada" icon="pi pi-plus" onClick={() => navegar("/estoque/entrada")} />}
      </div>
      {consulta.isPending ? (
        <Carregando />
      ) : consulta.isError ? (
        <BannerErro mensagem={`Erro ao carregar entradas de estoque: ${consulta.error.message}`} />
      ) : (
        <>
          <DataTable
            value={entradas}
            dataKey="id"
            expandedRows={abertas}
            onRowToggle={(e) => setAbertas(e.data as DataTableExpandedRows)}
            rowExpansionTemplate={(e: EntradaEstoque) => <ItensEntrada entradaId={e.id} />}
            emptyMessage="Nenhuma entrada de estoque registrada."
            stripedRows
          >
            <Column expander style={{ width: "3rem" }} />
            <Column header="Data" body={(e: EntradaEstoque) => formatarData(e.data_entrada)} />
            <Column header="Produto" body={(e: EntradaEstoque) => (e.produto ? `${e.produto.codigo ?? ""} — ${e.produto.nome}` : "Produto não encontrado")} />
            <Column header="Fornecedor" body={(e: EntradaEstoque) => e.fornecedor?.nome ?? "Fornecedor não encontrado"} />
            <Column header="Quantidade" field="quantidade_total" />
            {verCustos && <Column header="Valor unitário" body={(e: EntradaEstoque) => (e.valor_unitario === undefined ? "—" : formatarReais(e.valor_unitario))} />}
            {verCustos && (
              <Column header="Valor total" body={(e: EntradaEstoque) => (e.valor_unitario === undefined ? "—" : formatarReais(Math.round(e.valor_unitario * 100 * e.quantidade_total) / 100))} />
            )}
          </DataTable>
          {consulta.hasNextPage && (
            <div className="carregar-mais">
              <Button
                label={consulta.isFetchingNextPage ? "Carregando..." : "Carregar mais"}
                outlined
                disabled={consulta.isFetchingNextPage}
                onClick={() => void consulta.fetchNextPage()}
              />
            </div>
          )}
        </>
      )}
    </section>
  );
}
