/** A boleto sale's instalments, by number (spec section 2). */
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Tag } from "primereact/tag";
import { formatarData } from "../../../../shared/br/datas";
import { formatarReais } from "../../../../shared/br/dinheiro";
import type { Parcela, StatusParcela } from "../../../../shared/vendas/schemas";

const STATUS: Record<StatusParcela, { rotulo: string; cor: "info" | "success" | "danger" | "secondary" }> = {
  aberta: { rotulo: "Aberta", cor: "info" },
  paga: { rotulo: "Paga", cor: "success" },
  vencida: { rotulo: "Vencida", cor: "danger" },
  cancelada: { rotulo: "Cancelada", cor: "secondary" },
};

export function ParcelasTabela({ parcelas }: { parcelas: Parcela[] }) {
  const ordenadas = [...parcelas].sort((a, b) => a.numero_parcela - b.numero_parcela);
  return (
    <DataTable value={ordenadas} dataKey="id" size="small" stripedRows aria-label="Parcelas" emptyMessage="Nenhuma parcela">
      <Column header="Nº" field="numero_parcela" />
      <Column header="Valor" body={(p: Parcela) => formatarReais(p.valor_parcela)} />
      <Column header="Vencimento" body={(p: Parcela) => formatarData(p.data_vencimento)} />
      <Column header="Status" body={(p: Parcela) => <Tag value={STATUS[p.status_parcela].rotulo} severity={STATUS[p.status_parcela].cor} />} />
      <Column header="Pagamento" body={(p: Parcela) => (p.data_pagamento ? formatarData(p.data_pagamento) : "—")} />
    </DataTable>
  );
}
