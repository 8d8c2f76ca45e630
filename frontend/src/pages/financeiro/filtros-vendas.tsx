/** The finance list's filters: payment method (PIX, DINHEIRO, BOLETO), status and period. */
import { Dropdown } from "primereact/dropdown";
import { useState } from "react";
import { dataIsoValida } from "../../../../shared/br/datas";
import { MSG_RELATORIO } from "../../../../shared/relatorios/relatorios";
import type { FormaPagamento, StatusVenda } from "../../../../shared/vendas/schemas";
import { Campo } from "../../components/campo";
import { EntradaData } from "../../components/entrada-data";
import type { FiltrosVendas } from "../../features/vendas/api/vendas-api";
import { OPCOES_FORMA_FILTRO, OPCOES_STATUS } from "../../features/vendas/opcoes-venda";

export function FiltrosVendasBarra({ filtros, aoMudar }: { filtros: FiltrosVendas; aoMudar: (f: Partial<FiltrosVendas>) => void }) {
  // A date typed wrong stays in its field with an error; the list keeps the last valid period.
  const [invalidas, setInvalidas] = useState<{ de?: string; ate?: string }>({});
  const mudarData = (campo: "de" | "ate") => (valor: string) => {
    const invalida = valor !== "" && !dataIsoValida(valor);
    setInvalidas((i) => ({ ...i, [campo]: invalida ? valor : undefined }));
    if (!invalida) aoMudar({ [campo]: valor });
  };
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
      <Campo id="filtro-de" rotulo="De" erro={invalidas.de ? MSG_RELATORIO.dataInicial : null}>
        <EntradaData id="filtro-de" valor={invalidas.de ?? filtros.de} maximo={filtros.ate || undefined} aoMudar={mudarData("de")} />
      </Campo>
      <Campo id="filtro-ate" rotulo="Até" erro={invalidas.ate ? MSG_RELATORIO.dataFinal : null}>
        <EntradaData id="filtro-ate" valor={invalidas.ate ?? filtros.ate} minimo={filtros.de || undefined} aoMudar={mudarData("ate")} />
      </Campo>
    </div>
  );
}
