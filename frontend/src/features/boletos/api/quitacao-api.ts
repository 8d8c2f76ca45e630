/**
 * A contract's payoff (issue 27 item 5, CDC art. 52 §2): the quote on a date, the payoff slip asked
 * through the boleto provider, and 'Marcar Paga' on it. The slip itself is read with the contract
 * (GET /api/contratos/{id} → `quitacao`), asked again every few seconds while it is being issued.
 */
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { requisitar, mudaSePedirDeNovo } from "../../../lib/api-client";
import { QuitacaoEmitidaDto } from "../../vendas/api/respostas-vendas";
import { vendasQueries } from "../../vendas/api/vendas-api";
import { boletosQueries, INTERVALO_EMISSAO_MS, useRecarregar } from "./boletos-api";
import { QuitacaoApiDto } from "./respostas-boletos";
import * as z from "zod/mini";

const id$ = (id: string) => encodeURIComponent(id);
/** A 4xx answer (a closed contract, a date out of range) will not change by asking again. */
const tentarDeNovo = (falhas: number, erro: Error) => falhas < 1 && mudaSePedirDeNovo(erro);

export const quitacaoQueries = {
  cotacao: (contratoId: string, data: string) =>
    queryOptions({
      queryKey: [...boletosQueries.todas, "quitacao", contratoId, data],
      queryFn: async () => QuitacaoApiDto.parse(await requisitar(`/api/contratos/${id$(contratoId)}/quitacao?data=${encodeURIComponent(data)}`)),
      retry: tentarDeNovo,
    }),
};

/** The contract with its payoff slip, read again while the slip is being issued. */
export function useContratoComQuitacao(contratoId: string) {
  return useQuery({
    ...vendasQueries.contrato(contratoId),
    refetchInterval: (q) => (q.state.data?.quitacao?.status === "emitindo" ? INTERVALO_EMISSAO_MS : false),
  });
}

const RespostaQuitacaoDto = z.object({ quitacao: QuitacaoEmitidaDto });

/** POST /api/contratos/{id}/quitacao `{ data }` → the payoff slip asked (`emitindo`). */
export function useEmitirQuitacao(contratoId: string) {
  const recarregar = useRecarregar();
  return useMutation({
    mutationFn: async (data: string) =>
      RespostaQuitacaoDto.parse(await requisitar(`/api/contratos/${id$(contratoId)}/quitacao`, { method: "POST", body: { data } })).quitacao,
    onSettled: recarregar,
  });
}

/** POST /api/contratos/{id}/quitacao/pagar: 'Marcar Paga' on the payoff slip settles the whole contract. */
export function usePagarQuitacao(contratoId: string) {
  const recarregar = useRecarregar();
  return useMutation({
    mutationFn: async () => RespostaQuitacaoDto.parse(await requisitar(`/api/contratos/${id$(contratoId)}/quitacao/pagar`, { method: "POST", body: {} })).quitacao,
    onSettled: recarregar,
  });
}
