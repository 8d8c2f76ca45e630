/**
 * /financeiro — finance overview (spec sections 2 and 4): the sales of a period with filters,
 * the totals and a details dialog with the status actions. Defaults to the current month.
 */
import { useInfiniteQuery } from "@tanstack/react-query";
import { Column } from "primereact/column";
import { ConfirmDialog } from "primereact/confirmdialog";
import { DataTable } from "primereact/datatable";
import { Button } from "primereact/button";
import { Tag } from "primereact/tag";
import { useState } from "react";
import { formatarData, hojeBrasil } from "../../../../shared/br/datas";
import { formatarReais } from "../../../../shared/br/dinheiro";
import { ROTULO_FORMA, type VendaDetalhe } from "../../../../shared/vendas/schemas";
import { BannerErro } from "../../components/banner-erro";
import { Carregando } from "../../components/carregando";
import { vendasQueries, type FiltrosVendas } from "../../features/vendas/api/vendas-api";
import { COR_STATUS, periodoDoMes, ROTULO_STATUS } from "../../features/vendas/opcoes-venda";
import { DetalhesVendaDialogo } from "./detalhes-venda-dialogo";
import { FiltrosVendasBarra } from "./filtros-vendas";
import { TotaisVendasCartoes } from "./totais-vendas";
import "./financeiro.css";

export default function FinanceiroPage() {
  const [filtros, setFiltros] = useState<FiltrosVendas>(() => ({ forma_pagamento: null, status: null, ...periodoDoMes(hojeBrasil()) }));
  const [aberta, setAberta] = useState<string | null>(null);
  const lista = useInfiniteQuery(vendasQueries.lista(filtros));

  let corpo;
  if (lista.isPending) corpo = <Carregando texto="Carregando vendas..." />;
  else if (lista.isError) corpo = <BannerErro mensagem={`Erro ao carregar vendas: ${lista.error.message}`} />;
  else
    corpo = (
      <>
        {lista.data.pages[0]?.totais && <TotaisVendasCartoes totais={lista.data.pages[0].totais} />}
        <DataTable
          value={lista.data.pages.flatMap((p) => p.items)}
          dataKey="id"
          loading={lista.isFetching}
          stripedRows
          size="small"
          aria-label="Vendas"
          emptyMessage="Nenhuma venda encontrada no período"
          onRowClick={(e) => setAberta((e.data as VendaDetalhe).id)}
          rowClassName={() => "fin-linha"}
        >
          <Column header="Data" body={(v: VendaDetalhe) => formatarData(v.data_venda)} />
          <Column header="Cliente" body={(v: VendaDetalhe) => v.cliente?.nome ?? "Cliente não encontrado"} />
          <Column header="Modelo" body={(v: VendaDetalhe) => v.produto?.nome_modelo ?? "Produto não encontrado"} />
          <Column header="IMEI" body={(v: VendaDetalhe) => <span className="mono">{v.item.imei}</span>} />
          <Column header="Forma" body={(v: VendaDetalhe) => ROTULO_FORMA[v.forma_pagamento]} />
          <Column header="Total" body={(v: VendaDetalhe) => formatarReais(v.valor_total)} />
          <Column header="Status" body={(v: VendaDetalhe) => <Tag value={ROTULO_STATUS[v.status]} severity={COR_STATUS[v.status]} />} />
          <Column
            header="Ações"
            body={(v: VendaDetalhe) => (
              <Button type="button" icon="pi pi-eye" label="Detalhes" size="small" text aria-label={`Detalhes da venda de ${v.cliente?.nome ?? v.item.imei}`} onClick={() => setAberta(v.id)} />
            )}
          />
        </DataTable>
        {lista.hasNextPage && (
          <div className="carregar-mais">
            <Button
              label={lista.isFetchingNextPage ? "Carregando..." : "Carregar mais"}
              outlined
              disabled={lista.isFetchingNextPage}
              onClick={() => void lista.fetchNextPage()}
            />
          </div>
        )}
      </>
    );

  return (
    <section>
      <h1>Financeiro — Visão Geral</h1>
      <FiltrosVendasBarra filtros={filtros} aoMudar={(f) => setFiltros((a) => ({ ...a, ...f }))} />
      {corpo}
      {aberta && <DetalhesVendaDialogo id={aberta} aoFechar={() => setAberta(null)} />}
      <ConfirmDialog />
    </section>
  );
}
