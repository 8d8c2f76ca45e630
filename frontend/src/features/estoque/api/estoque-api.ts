/** Stock: fetchers, the query options factory and the entry mutation. */
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { CriarEntradaInput, EntradaEstoque, ItemEstoque, LinhaPosicao, PosicaoEstoque, StatusItem } from "../../../../../shared/estoque/schemas";

export type { LinhaPosicao, PosicaoEstoque };
import { requisitar } from "../../../lib/api-client";

export type ItemComProduto = ItemEstoque & {
  produto: { id: string; codigo: string; nome_modelo: string; preco_final: number; marca: { id: string; nome: string } | null } | null;
};

const POR_PAGINA = 25;

export const estoqueQueries = {
  todas: ["estoque"] as const,
  entradas: () =>
    infiniteQueryOptions({
      queryKey: [...estoqueQueries.todas, "entradas"],
      queryFn: ({ pageParam }) =>
        requisitar<{ items: EntradaEstoque[]; next: string | null }>(
          `/api/estoque/entradas?limit=${POR_PAGINA}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ""}`,
        ),
      initialPageParam: "",
      getNextPageParam: (ultima) => ultima.next ?? undefined,
    }),
  entrada: (id: string) =>
    queryOptions({ queryKey: [...estoqueQueries.todas, "entrada", id], queryFn: () => requisitar<EntradaEstoque>(`/api/estoque/entradas/${encodeURIComponent(id)}`) }),
  posicao: () => queryOptions({ queryKey: [...estoqueQueries.todas, "posicao"], queryFn: () => requisitar<PosicaoEstoque>("/api/estoque/posicao") }),
  itens: (status: StatusItem, q: string) =>
    queryOptions({
      queryKey: [...estoqueQueries.todas, "itens", status, q],
      queryFn: () => requisitar<{ items: ItemComProduto[] }>(`/api/estoque/itens?status=${status}&q=${encodeURIComponent(q)}`),
    }),
};

export function useCriarEntrada() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: EnvioEntrada) => requisitar<EntradaEstoque>("/api/estoque/entradas", { method: "POST", body: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: estoqueQueries.todas }),
  });
}

/** What the screen sends: IMEIs as typed (the server normalises them again). */
type EnvioEntrada = Omit<CriarEntradaInput, "itens"> & { itens: { imei: string; cor: string }[] };
