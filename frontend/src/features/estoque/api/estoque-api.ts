/** Stock: fetchers, the query options factory and the entry mutation. */
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { CriarEntradaInput, LinhaPosicao, PosicaoEstoque, StatusItem } from "../../../../../shared/estoque/schemas";
import { requisitar } from "../../../lib/api-client";
import { EntradaEstoqueDto, ListaItensDto, PaginaEntradasDto, PosicaoEstoqueDto, type ItemComProduto } from "./respostas-estoque";

export type { ItemComProduto, LinhaPosicao, PosicaoEstoque };

const POR_PAGINA = 25;

export const estoqueQueries = {
  todas: ["estoque"] as const,
  entradas: () =>
    infiniteQueryOptions({
      queryKey: [...estoqueQueries.todas, "entradas"],
      queryFn: async ({ pageParam }) =>
        PaginaEntradasDto.parse(await requisitar(`/api/estoque/entradas?limit=${POR_PAGINA}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ""}`)),
      initialPageParam: "",
      getNextPageParam: (ultima) => ultima.next ?? undefined,
    }),
  entrada: (id: string) =>
    queryOptions({ queryKey: [...estoqueQueries.todas, "entrada", id], queryFn: async () => EntradaEstoqueDto.parse(await requisitar(`/api/estoque/entradas/${encodeURIComponent(id)}`)) }),
  posicao: () => queryOptions({ queryKey: [...estoqueQueries.todas, "posicao"], queryFn: async () => PosicaoEstoqueDto.parse(await requisitar("/api/estoque/posicao")) }),
  itens: (status: StatusItem, q: string) =>
    queryOptions({
      queryKey: [...estoqueQueries.todas, "itens", status, q],
      queryFn: async () => ListaItensDto.parse(await requisitar(`/api/estoque/itens?status=${status}&q=${encodeURIComponent(q)}`)),
    }),
};

export function useCriarEntrada() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: EnvioEntrada) => EntradaEstoqueDto.parse(await requisitar("/api/estoque/entradas", { method: "POST", body: input })),
    onSuccess: () => qc.invalidateQueries({ queryKey: estoqueQueries.todas }),
  });
}

/** What the screen sends: IMEIs as typed (the server normalises them again). */
type EnvioEntrada = Omit<CriarEntradaInput, "itens"> & { itens: { imei: string; cor: string }[] };
