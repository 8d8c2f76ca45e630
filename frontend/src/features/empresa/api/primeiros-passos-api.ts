/**
 * The dashboard's first steps (POST /api/empresa/primeiros-passos): keep the default contract
 * template, or dismiss the list. The answer replaces the session's copy (GET /api/me carries the
 * steps), so the list updates at once. Apart from empresa-api.ts: the dashboard loads only this.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PrimeirosPassos, type MeResposta } from "../../../../../shared/conta/schemas";
import type { AcaoPrimeirosPassos } from "../../../../../shared/empresa/primeiros-passos";
import { requisitar } from "../../../lib/api-client";
import { contaQueries } from "../../conta/api/conta-api";

export function useAcaoPrimeirosPassos() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (acao: AcaoPrimeirosPassos) => PrimeirosPassos.parse(await requisitar("/api/empresa/primeiros-passos", { method: "POST", body: { acao } })),
    onSuccess: (passos) =>
      qc.setQueryData<MeResposta | null>(contaQueries.me().queryKey, (me) => (me ? { ...me, empresa: { ...me.empresa, primeiros_passos: passos } } : me)),
  });
}
