/** Reports: fetchers and query options of the four reports (GET /api/relatorios/*) and the CSV download. */
import { queryOptions } from "@tanstack/react-query";
import type {
  Agrupamento,
  RelatorioEstoque,
  RelatorioInadimplencia,
  RelatorioRecebiveis,
  RelatorioVendas,
} from "../../../../../shared/relatorios/relatorios";
import { baixarArquivo, requisitar } from "../../../lib/api-client";
import { relatoriosQueries } from "./dashboard-api";

export interface Periodo {
  de: string;
  ate: string;
}

export const caminhosRelatorio = {
  vendas: (p: Periodo, agrupar: Agrupamento) => `/api/relatorios/vendas?de=${p.de}&ate=${p.ate}&agrupar=${agrupar}`,
  recebiveis: (dataBase: string) => `/api/relatorios/recebiveis?data_base=${dataBase}`,
  inadimplencia: (p: Periodo) => `/api/relatorios/inadimplencia?de=${p.de}&ate=${p.ate}`,
  estoque: () => "/api/relatorios/estoque?formato=json",
};

const base = [...relatoriosQueries.todas, "relatorio"] as const;

export const relatorioQueries = {
  vendas: (p: Periodo, agrupar: Agrupamento) =>
    queryOptions({ queryKey: [...base, "vendas", p, agrupar], queryFn: () => requisitar<RelatorioVendas>(caminhosRelatorio.vendas(p, agrupar)) }),
  recebiveis: (dataBase: string) =>
    queryOptions({ queryKey: [...base, "recebiveis", dataBase], queryFn: () => requisitar<RelatorioRecebiveis>(caminhosRelatorio.recebiveis(dataBase)) }),
  inadimplencia: (p: Periodo) =>
    queryOptions({ queryKey: [...base, "inadimplencia", p], queryFn: () => requisitar<RelatorioInadimplencia>(caminhosRelatorio.inadimplencia(p)) }),
  estoque: () => queryOptions({ queryKey: [...base, "estoque"], queryFn: () => requisitar<RelatorioEstoque>(caminhosRelatorio.estoque()) }),
};

/** The same report as CSV: fetched with the token, then saved under the server's file name. */
export async function baixarCsv(caminho: string): Promise<void> {
  const url = caminho.includes("formato=") ? caminho.replace(/formato=\w+/, "formato=csv") : `${caminho}${caminho.includes("?") ? "&" : "?"}formato=csv`;
  const { blob, nome } = await baixarArquivo(url);
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = nome;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
