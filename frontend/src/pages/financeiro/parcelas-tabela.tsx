/** A boleto sale's instalments, by number (spec section 2), with each slip's state and its PDF link. */
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { formatarData } from "../../../../shared/br/datas";
import type { Parcela } from "../../../../shared/vendas/schemas";
import { LinkBoleto, StatusParcelaComBoleto } from "../../features/boletos/components/boleto-parcela";
import { comoFoiPaga, valorNaTabela } from "../../features/boletos/rotulos-boletos";

/** A value with its note under it (what a paid instalment's face was, how it was settled): issue 36 item 12. */
const comNota = (texto: string, nota: string | null) =>
  nota ? (
    <span className="parcela-celula">
      <span className="sem-quebra">{texto}</span>
      <small className="parcela-nota">{nota}</small>
    </span>
  ) : (
    texto
  );

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
      <Column
        header="Valor"
        body={(p: Parcela) => {
          const v = valorNaTabela(p);
          return comNota(v.valor, v.nota);
        }}
      />
      <Column header="Vencimento" body={(p: Parcela) => formatarData(p.data_vencimento)} />
      <Column header="Status" body={(p: Parcela) => <StatusParcelaComBoleto parcela={p} />} />
      <Column header="Pagamento" body={(p: Parcela) => (p.data_pagamento ? comNota(formatarData(p.data_pagamento), comoFoiPaga(p)) : "—")} />
      <Column header="Boleto" body={(p: Parcela) => <LinkBoleto parcela={p} />} />
    </DataTable>
  );
}
