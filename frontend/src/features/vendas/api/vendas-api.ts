/** Sales, contracts and warranties: fetchers, the query options factory and the mutations. */
import { infiniteQueryOptions, keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { CriarVendaInput, FormaPagamento, StatusVenda } from "../../../../../shared/vendas/schemas";
import { requisitar, mudaSePedirDeNovo } from "../../../lib/api-client";
import { estoqueQueries } from "../../estoque/api/estoque-api";
import { relatoriosQueries } from "../../relatorios/api/dashboard-api";
import { ContratoDetalheDto, GarantiaVendaDto, ListaVendasDto, NovaVendaRespostaDto, VendaCompletaDto, VendaDetalheDto, type NovaVendaResposta } from "./respostas-vendas";

export type { NovaVendaResposta };

export interface FiltrosVendas {
  forma_pagamento: FormaPagamento | null;
  status: StatusVenda | null;
  de: string;
  ate: string;
}

export const VENDAS_POR_PAGINA = 50;

/** Only filled filters travel; the server validates the rest. */
export function consultaVendas(f: FiltrosVendas, cursor = ""): string {
  const p = new URLSearchParams();
  p.set("limit", String(VENDAS_POR_PAGINA));
  if (cursor) p.set("cursor", cursor);
  if (f.forma_pagamento) p.set("forma_pagamento", f.forma_pagamento);
  if (f.status) p.set("status", f.status);
  if (f.de) p.set("de", f.de);
  if (f.ate) p.set("ate", f.ate);
  const q = p.toString();
  return q ? `?${q}` : "";
}

/** A 4xx answer (404 above all) will not change by asking again. */
const tentarDeNovo = (falhas: number, erro: Error) => falhas < 1 && mudaSePedirDeNovo(erro);
const id$ = (id: string) => encodeURIComponent(id);

export const vendasQueries = {
  todas: ["vendas"] as const,
  /** Pages of the period's sales ("Carregar mais"); the first page carries the totals of them all. */
  lista: (f: FiltrosVendas) =>
    infiniteQueryOptions({
      queryKey: [...vendasQueries.todas, "lista", f],
      queryFn: async ({ pageParam }) => ListaVendasDto.parse(await requisitar(`/api/vendas${consultaVendas(f, pageParam)}`)),
      initialPageParam: "",
      getNextPageParam: (ultima) => ultima.next ?? undefined,
      placeholderData: keepPreviousData,
      retry: tentarDeNovo,
    }),
  detalhe: (id: string) =>
    queryOptions({ queryKey: [...vendasQueries.todas, "detalhe", id], queryFn: async () => VendaCompletaDto.parse(await requisitar(`/api/vendas/${id$(id)}`)), retry: tentarDeNovo }),
  garantia: (id: string) =>
    queryOptions({
      queryKey: [...vendasQueries.todas, "garantia", id],
      queryFn: async () => GarantiaVendaDto.parse(await requisitar(`/api/vendas/${id$(id)}/garantia`)),
      retry: tentarDeNovo,
    }),
  contrato: (id: string) =>
    queryOptions({
      queryKey: [...vendasQueries.todas, "contrato", id],
      queryFn: async () => ContratoDetalheDto.parse(await requisitar(`/api/contratos/${id$(id)}`)),
      retry: tentarDeNovo,
    }),
};

/**
 * The finance totals and the dashboard are aggregates the table's stream keeps, a moment behind a
 * write (bench target: p95 ≤ 1.5 s): they are read again once it has had that time.
 */
const ATRASO_AGREGADOS_MS = 1500;

/** A sale or a status change moves stock, revenue and instalments: every view of them reloads. */
function useRecarregarTudo() {
  const qc = useQueryClient();
  return () => {
    setTimeout(() => {
      void qc.invalidateQueries({ queryKey: [...vendasQueries.todas, "lista"] });
      void qc.invalidateQueries({ queryKey: relatoriosQueries.todas });
    }, ATRASO_AGREGADOS_MS);
    return Promise.all([
      qc.invalidateQueries({ queryKey: vendasQueries.todas }),
      qc.invalidateQueries({ queryKey: estoqueQueries.todas }),
      qc.invalidateQueries({ queryKey: relatoriosQueries.todas }),
    ]);
  };
}

export function useCriarVenda() {
  const recarregar = useRecarregarTudo();
  return useMutation({
    mutationFn: async (input: CriarVendaInput) => NovaVendaRespostaDto.parse(await requisitar("/api/vendas", { method: "POST", body: input })),
    // A 409 means the device was sold meanwhile: the device list must drop it too.
    onSettled: recarregar,
  });
}

export function useMudarStatus() {
  const recarregar = useRecarregarTudo();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: StatusVenda }) =>
      requisitar(`/api/vendas/${id$(id)}/status`, { method: "PATCH", body: { status } }).then((r) => VendaDetalheDto.parse(r)),
    onSettled: recarregar,
  });
}
