/** A boleto sale's instalments, by number (spec section 2), with each slip's state and its PDF link. */
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { formatarData } from "../../../../shared/br/datas";
import { formatarReais } from "../../../../shared/br/dinheiro";
import type { Parcela } from "../../../../shared/vendas/schemas";
import { LinkBoleto, StatusParcelaComBoleto } from "../../features/boletos/components/boleto-parcela";

export function ParcelasTabela({ parcelas }: { parcelas: Parcela[] }) {
  const ordenadas = [...parcelas].sort((a, b) => a.numero_parcela - b.numero_parcela);
  return (
    // On a phone the table scrolls in its own box, which then takes keyboard focus (axe: scrollable-region-focusable).
    <DataTable
      value={ordenadas}
      dataKey="id"
      size="small"
      stripedRows
      aria-label="Parcelas"
      emptyMessage="Nenhuma parcela"
      pt={{ wrapper: { tabIndex: 0, role: "region", "aria-label": "Tabela de parcelas" } }}
    >
      <Column header="Nº" field="numero_parcela" />
      <Column header="Valor" body={(p: Parcela) => formatarReais(p.valor_parcela)} />
      <Column header="Vencimento" body={(p: Parcela) => formatarData(p.data_vencimento)} />
      <Column header="Status" body={(p: Parcela) => <StatusParcelaComBoleto parcela={p} />} />
      <Column header="Pagamento" body={(p: Parcela) => (p.data_pagamento ? formatarData(p.data_pagamento) : "—")} />
      <Column header="Boleto" body={(p: Parcela) => <LinkBoleto parcela={p} />} />
    </DataTable>
  );
}
