/** The finance list's filters: payment method (PIX, DINHEIRO, BOLETO), status and period. */
import { Dropdown } from "primereact/dropdown";
import { InputText } from "primereact/inputtext";
import type { FormaPagamento, StatusVenda } from "../../../../shared/vendas/schemas";
import { Campo } from "../../components/campo";
import type { FiltrosVendas } from "../../features/vendas/api/vendas-api";
import { OPCOES_FORMA_FILTRO, OPCOES_STATUS } from "../../features/vendas/opcoes-venda";

export function FiltrosVendasBarra({ filtros, aoMudar }: { filtros: FiltrosVendas; aoMudar: (f: Partial<FiltrosVendas>) => void }) {
  return (
    <div className="fin-filtros" role="search" aria-label="Filtros de vendas">
      <Campo id="filtro-forma" rotulo="Forma de pagamento">
        <Dropdown
          inputId="filtro-forma"
          value={filtros.forma_pagamento}
          options={OPCOES_FORMA_FILTRO}
          placeholder="Todas as formas"
          showClear
          onChange={(e) => aoMudar({ forma_pagamento: (e.value as FormaPagamento | undefined) ?? null })}
        />
      </Campo>
      <Campo id="filtro-status" rotulo="Status">
        <Dropdown
          inputId="filtro-status"
          value={filtros.status}
          options={OPCOES_STATUS}
          placeholder="Todos os status"
          showClear
          onChange={(e) => aoMudar({ status: (e.value as StatusVenda | undefined) ?? null })}
        />
      </Campo>
      <Campo id="filtro-de" rotulo="De">
        <InputText id="filtro-de" type="date" value={filtros.de} max={filtros.ate || undefined} onChange={(e) => aoMudar({ de: e.target.value })} />
      </Campo>
      <Campo id="filtro-ate" rotulo="Até">
        <InputText id="filtro-ate" type="date" value={filtros.ate} min={filtros.de || undefined} onChange={(e) => aoMudar({ ate: e.target.value })} />
      </Campo>
    </div>
  );
}
