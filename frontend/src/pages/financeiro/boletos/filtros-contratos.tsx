/** 'Controle de Boletos' filters: the search box (client, IMEI, product, CPF) and the contract status. */
import { IconField } from "primereact/iconfield";
import { InputIcon } from "primereact/inputicon";
import { InputText } from "primereact/inputtext";
import type { StatusContrato } from "../../../../../shared/vendas/schemas";
import { Campo } from "../../../components/campo";
import { OPCOES_STATUS_CONTRATO } from "../../../features/boletos/rotulos-boletos";

interface Props {
  busca: string;
  status: StatusContrato | null;
  aoBuscar: (busca: string) => void;
  aoFiltrar: (status: StatusContrato | null) => void;
}

export function FiltrosContratos({ busca, status, aoBuscar, aoFiltrar }: Props) {
  return (
    <div className="contratos-filtros" role="search" aria-label="Filtros de contratos">
      <Campo id="busca-contratos" rotulo="Buscar">
        <IconField iconPosition="left" className="contratos-busca">
          <InputIcon className="pi pi-search" aria-hidden />
          <InputText
            id="busca-contratos"
            type="search"
            value={busca}
            placeholder="Buscar por cliente, IMEI, produto..."
            autoComplete="off"
            maxLength={100}
            onChange={(e) => aoBuscar(e.target.value)}
          />
        </IconField>
      </Campo>
      <Campo id="status-contratos" rotulo="Status">
        <select
          id="status-contratos"
          className="p-inputtext"
          value={status ?? ""}
          onChange={(e) => aoFiltrar((e.target.value || null) as StatusContrato | null)}
        >
          {OPCOES_STATUS_CONTRATO.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </Campo>
    </div>
  );
}
