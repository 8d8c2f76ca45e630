/**
 * One factory for the registries' data: list and detail query options, save (POST or PUT by id)
 * and delete mutations. Every mutation invalidates the whole `cadastro` family, since product
 * rows show brand and category names and the product form lists brands and categories.
 *
 * Suppliers, customers and products are paged by the API (`?q=&limit=&cursor=`, `next`): the list
 * screens read page after page ("Carregar mais") and search on the server, so a record on a page
 * not yet loaded is still found.
 */
import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import type * as z from "zod/mini";
import { requisitar, mudaSePedirDeNovo } from "../../../lib/api-client";
import { useAtrasado } from "../../vendas/usar-atrasado";

export const CHAVE_CADASTRO = ["cadastro"] as const;

/** One retry for a network or server hiccup; a 4xx answer will not change by asking again, a 503 was already asked again (api-client). */
const tentarDeNovo = (falhas: number, erro: Error) => falhas < 1 && mudaSePedirDeNovo(erro);

export function criarRecursoApi<S extends z.ZodMiniType, E>(recurso: string, caminho: string, Dto: S) {
  type T = z.output<S>;
  const Pagina = {
    parse: (v: unknown): { items: T[]; next: string | null } => {
      const corpo = (v ?? {}) as { items?: unknown[]; next?: unknown };
      return { items: (corpo.items ?? []).map((i) => Dto.parse(i) as T), next: typeof corpo.next === "string" ? corpo.next : null };
    },
  };
  const endereco = (q: string, cursor?: string) => {
    const p = new URLSearchParams();
    if (q) p.set("q", q);
    if (cursor) p.set("cursor", cursor);
    const s = p.toString();
    return s ? `${caminho}?${s}` : caminho;
  };

  /** Every record, following `next` (dropdowns that offer the whole registry: brands, categories). */
  async function todas(): Promise<T[]> {
    const itens: T[] = [];
    let cursor: string | undefined;
    do {
      const pagina = Pagina.parse(await requisitar(endereco("", cursor)));
      itens.push(...pagina.items);
      cursor = pagina.next ?? undefined;
    } while (cursor);
    return itens;
  }

  const queries = {
    todas: [...CHAVE_CADASTRO, recurso] as const,
    lista: () =>
      queryOptions({
        queryKey: [...CHAVE_CADASTRO, recurso, "lista"],
        queryFn: todas,
        retry: tentarDeNovo,
      }),
    /** The pages of the records matching `q` (list screens: "Carregar mais"). */
    paginas: (q: string) =>
      infiniteQueryOptions({
        queryKey: [...CHAVE_CADASTRO, recurso, "paginas", q],
        queryFn: async ({ pageParam }) => Pagina.parse(await requisitar(endereco(q, pageParam || undefined))),
        initialPageParam: "",
        getNextPageParam: (ultima) => ultima.next ?? undefined,
        placeholderData: keepPreviousData,
        retry: tentarDeNovo,
      }),
    /** The first page of the records matching `q` (search-as-you-type pickers). */
    busca: (q: string) =>
      queryOptions({
        queryKey: [...CHAVE_CADASTRO, recurso, "busca", q],
        queryFn: async () => Pagina.parse(await requisitar(endereco(q))),
        placeholderData: keepPreviousData,
        retry: tentarDeNovo,
      }),
    detalhe: (id: string) =>
      queryOptions({
        queryKey: [...CHAVE_CADASTRO, recurso, "detalhe", id],
        queryFn: async () => Dto.parse(await requisitar(`${caminho}/${encodeURIComponent(id)}`)) as T,
        retry: tentarDeNovo,
      }),
  };

  /**
   * A paged list screen's data: the pages matching the search (asked of the API once the typing
   * pauses, so a record not loaded yet is found), the rows loaded so far and "Carregar mais". The
   * loaded rows are also filtered here by the same rule (shared/cadastro/busca), so the table
   * follows the typing at once instead of showing the previous search until the API answers.
   */
  function useListaPaginada(busca: string, filtrar: (q: string, itens: T[]) => T[]) {
    const q = useAtrasado(busca.trim());
    const consulta = useInfiniteQuery(queries.paginas(q));
    const itens = useMemo(
      () => (consulta.data ? filtrar(busca, consulta.data.pages.flatMap((p) => p.items)) : undefined),
      [consulta.data, busca, filtrar],
    );
    return {
      itens,
      carregando: consulta.isPending,
      erro: consulta.error,
      mais: { existe: consulta.hasNextPage, carregando: consulta.isFetchingNextPage, aoCarregar: () => void consulta.fetchNextPage() },
    };
  }

  function useSalvar() {
    const qc = useQueryClient();
    return useMutation({
      mutationFn: async ({ id, dados }: { id?: string; dados: E }): Promise<T> =>
        Dto.parse(
          await requisitar(id ? `${caminho}/${encodeURIComponent(id)}` : caminho, { method: id ? "PUT" : "POST", body: dados }),
        ) as T,
      onSuccess: () => qc.invalidateQueries({ queryKey: CHAVE_CADASTRO }),
    });
  }

  function useExcluir() {
    const qc = useQueryClient();
    return useMutation({
      mutationFn: (id: string) => requisitar<void>(`${caminho}/${encodeURIComponent(id)}`, { method: "DELETE" }),
      onSuccess: () => qc.invalidateQueries({ queryKey: CHAVE_CADASTRO }),
    });
  }

  return { queries, useListaPaginada, useSalvar, useExcluir };
}
