/** The finance list's filters: payment method (PIX, DINHEIRO, BOLETO), status and period. */
import { Dropdown } from "primereact/dropdown";
import type { FormaPagamento, StatusVenda } from "../../../../shared/vendas/schemas";
import { Campo } from "../../components/campo";
import { EntradaData } from "../../components/entrada-data";
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
        <EntradaData id="filtro-de" valor={filtros.de} maximo={filtros.ate || undefined} aoMudar={(de) => aoMudar({ de })} />
      </Campo>
      <Campo id="filtro-ate" rotulo="Até">
        <EntradaData id="filtro-ate" valor={filtros.ate} minimo={filtros.de || undefined} aoMudar={(ate) => aoMudar({ ate })} />
      </Campo>
    </div>
  );
}
