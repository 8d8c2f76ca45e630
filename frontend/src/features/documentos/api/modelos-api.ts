/** Document templates: fetchers, the query options factory and the mutations. */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { caminho } from "../../../../../shared/api/routes";
import { ListaModelosDocumentos, ModeloDocumento, type ModeloDocumentoInput } from "../../../../../shared/documentos/schemas";
import { requisitar } from "../../../lib/api-client";
import { contaQueries } from "../../conta/api/conta-api";

const BASE = "/api/modelos-documentos";
const UM = "/api/modelos-documentos/{id}";

export const modelosQueries = {
  todas: ["modelos-documentos"] as const,
  lista: () =>
    queryOptions({
      queryKey: [...modelosQueries.todas, "lista"],
      queryFn: async () => ListaModelosDocumentos.parse(await requisitar(BASE)).items,
      // One retry, then the error banner (instead of ~7 s of silent retries).
      retry: 1,
    }),
};

/** Creates when no id is given, otherwise updates; the list is reloaded either way (another template may have been deactivated). */
export function useSalvarModelo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, dados }: { id?: string; dados: ModeloDocumentoInput }) =>
      ModeloDocumento.parse(
        await requisitar(id ? caminho(UM, { id }) : BASE, { method: id ? "PUT" : "POST", body: dados }),
      ),
    // Saving the active contract completes a first step (GET /api/me's `primeiros_passos`).
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: modelosQueries.todas }), qc.invalidateQueries(contaQueries.me())]),
  });
}

export function useExcluirModelo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => requisitar<void>(caminho(UM, { id }), { method: "DELETE" }),
    onSuccess: () => qc.invalidateQueries({ queryKey: modelosQueries.todas }),
  });
}
