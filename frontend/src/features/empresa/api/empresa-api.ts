/** The company's own data: fetcher, query options factory and the save mutation. */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { Empresa } from "../../../../../shared/conta/schemas";
import { EmpresaDetalhe, type AtualizarEmpresaInput } from "../../../../../shared/empresa/schemas";
import { ConfigCobranca } from "../../../../../shared/empresa/cobranca";
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

/** The collection settings ('Cobrança' panel): GET/PUT /api/empresa/cobranca. */
export const cobrancaQueries = {
  todas: ["empresa", "cobranca"] as const,
  detalhe: () =>
    queryOptions({
      queryKey: [...cobrancaQueries.todas],
      queryFn: async () => ConfigCobranca.parse(await requisitar("/api/empresa/cobranca")),
    }),
};

export function useAtualizarCobranca() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: ConfigCobranca) => ConfigCobranca.parse(await requisitar("/api/empresa/cobranca", { method: "PUT", body: input })),
    onSuccess: (salva) => qc.setQueryData(cobrancaQueries.detalhe().queryKey, salva),
  });
}
