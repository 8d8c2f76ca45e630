/**
 * One factory for the registries' data: list and detail query options, save (POST or PUT by id)
 * and delete mutations. Every mutation invalidates the whole `cadastro` family, since product
 * rows show brand and category names and the product form lists brands and categories.
 */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { ErroApi, requisitar } from "../../../lib/api-client";

export const CHAVE_CADASTRO = ["cadastro"] as const;

/** One retry for a network or server hiccup; a 4xx answer will not change by asking again. */
const tentarDeNovo = (falhas: number, erro: Error) => falhas < 1 && !(erro instanceof ErroApi && erro.status >= 400 && erro.status < 500);

export function criarRecursoApi<S extends z.ZodType, E>(recurso: string, caminho: string, Dto: S) {
  type T = z.output<S>;
  const Lista = { parse: (v: unknown): T[] => ((v as { items?: unknown[] })?.items ?? []).map((i) => Dto.parse(i) as T) };

  const queries = {
    todas: [...CHAVE_CADASTRO, recurso] as const,
    lista: () =>
      queryOptions({
        queryKey: [...CHAVE_CADASTRO, recurso, "lista"],
        queryFn: async () => Lista.parse(await requisitar(caminho)),
        retry: tentarDeNovo,
      }),
    detalhe: (id: string) =>
      queryOptions({
        queryKey: [...CHAVE_CADASTRO, recurso, "detalhe", id],
        queryFn: async () => Dto.parse(await requisitar(`${caminho}/${encodeURIComponent(id)}`)) as T,
        retry: tentarDeNovo,
      }),
  };

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

  return { queries, useSalvar, useExcluir };
}
