/**
 * The remote lock on 'Controle de Boletos' (issue 18): the manual request, a contract's audit
 * trail and its PDF export.
 */
import { queryOptions, useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { requisitar, mudaSePedirDeNovo } from "../../../lib/api-client";
import { abrirPdf } from "../../../lib/abrir-pdf";
import { relatoriosQueries } from "../../relatorios/api/dashboard-api";
import { vendasQueries } from "../../vendas/api/vendas-api";
import type { PedidoBloqueioManual } from "../../../../../shared/bloqueio/schemas";
import { boletosQueries } from "./boletos-api";
import type { ListaContratos } from "../../../../../shared/vendas/schemas";
import { EventosContratoDto, PedidoBloqueioRespostaDto } from "./respostas-boletos";

const id$ = (id: string) => encodeURIComponent(id);
export const caminhoEventos = (contratoId: string) => `/api/contratos/${id$(contratoId)}/eventos`;

export const bloqueioQueries = {
  /**
   * Under the contracts' key, so every change that reloads the list reloads the trail too.
   * `versao` is what the card shows of the contract (device and contract status, paid
   * instalments): when the polled list changes it, the trail is read again.
   */
  eventos: (contratoId: string, versao: string) =>
    queryOptions({
      queryKey: [...boletosQueries.todas, "eventos", contratoId, versao],
      queryFn: async () => EventosContratoDto.parse(await requisitar(caminhoEventos(contratoId))).items,
      retry: (falhas, erro) => falhas < 1 && mudaSePedirDeNovo(erro),
    }),
};

/** The route's own body (shared/bloqueio/schemas.ts) and the contract it is for. */
export type PedidoBloqueio = PedidoBloqueioManual & { contratoId: string };

/**
 * POST /api/contratos/{id}/bloqueio → 202 { status_aparelho, bloqueio_previsto_para }: the card shows
 * the server's answer at once ('Bloqueando…' until the device confirms, or 'Bloqueio agendado para
 * dd/mm/aaaa' for a lock for a debt), then the contracts, sales and dashboard reload.
 */
export function usePedirBloqueio() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ contratoId, ...corpo }: PedidoBloqueio) =>
      PedidoBloqueioRespostaDto.parse(await requisitar(`/api/contratos/${id$(contratoId)}/bloqueio`, { method: "POST", body: corpo })),
    onSuccess: ({ status_aparelho, bloqueio_previsto_para }, { contratoId }) =>
      qc.setQueriesData<InfiniteData<ListaContratos>>({ queryKey: [...boletosQueries.todas, "lista"] }, (dados) =>
        dados ? { ...dados, pages: dados.pages.map((pg) => ({ ...pg, items: pg.items.map((c) => (c.id === contratoId ? { ...c, status_aparelho, bloqueio_previsto_para } : c)) })) } : dados,
      ),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: boletosQueries.todas }),
        qc.invalidateQueries({ queryKey: vendasQueries.todas }),
        qc.invalidateQueries({ queryKey: relatoriosQueries.todas }),
      ]),
  });
}

/** 'Exportar histórico (PDF)': the server's PDF of the trail, opened in a new tab with the token (lib/abrir-pdf.ts). */
export const abrirHistoricoPdf = (contratoId: string): Promise<void> => abrirPdf(`${caminhoEventos(contratoId)}?formato=pdf`, `historico-contrato-${contratoId}.pdf`);
