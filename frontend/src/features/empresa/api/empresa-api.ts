/** The company's own data: fetcher, query options factory and the save mutation. */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { Empresa } from "../../../../../shared/conta/schemas";
import { EmpresaDetalhe, type AtualizarEmpresaInput } from "../../../../../shared/empresa/schemas";
import { requisitar } from "../../../lib/api-client";
import { contaQueries } from "../../conta/api/conta-api";

export const empresaQueries = {
  todas: ["empresa"] as const,
  detalhe: () =>
    queryOptions({
      queryKey: [...empresaQueries.todas, "detalhe"],
      queryFn: async () => EmpresaDetalhe.parse(await requisitar("/api/empresa")),
    }),
};

export function useAtualizarEmpresa() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: AtualizarEmpresaInput) => Empresa.parse(await requisitar("/api/empresa", { method: "PUT", body: input })),
    // The side menu and the header read the session (/api/me): refresh it so they show the new name and plan.
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: empresaQueries.todas }), qc.invalidateQueries(contaQueries.me())]),
  });
}
