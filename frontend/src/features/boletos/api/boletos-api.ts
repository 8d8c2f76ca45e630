/** Boleto contracts ('Controle de Boletos'): fetchers, the query options factory and the mutations. */
import { infiniteQueryOptions, keepPreviousData, useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import type { PagamentoBalcao } from "../../../../../shared/vendas/pagamento-balcao";
import type { ContratoNaLista, StatusContrato } from "../../../../../shared/vendas/schemas";
import { requisitar, mudaSePedirDeNovo } from "../../../lib/api-client";
import { relatoriosQueries } from "../../relatorios/api/dashboard-api";
import { vendasQueries } from "../../vendas/api/vendas-api";
import { aparelhoEmTransicao } from "../rotulos-bloqueio";
import { parcelaEmAberto } from "../rotulos-boletos";
import * as z from "zod/mini";
import { STATUS_MENSAGEM } from "../../../../../shared/mensagens/schemas";
import { LinkBoletoDto, ListaContratosDto, ParcelaDto, ReenvioBoletosDto } from "./respostas-boletos";

export interface FiltrosContratos {
  status: StatusContrato | null;
  /** Client name, model, CPF or IMEI (the server matches, spec section 2). */
  q: string;
}

/** The screen keeps asking for pages until it shows at least this many contracts (or there are no more). */
export const CONTRATOS_POR_TELA = 20;

/** While a slip is being issued or a device is locking/unlocking the list asks again this often, so the change appears without a reload. */
export const INTERVALO_EMISSAO_MS = 3000;

/** Only filled filters travel; the server validates the rest. */
export function consultaContratos(f: FiltrosContratos, cursor = ""): string {
  const p = new URLSearchParams();
  if (f.status) p.set("status", f.status);
  const q = f.q.trim();
  if (q) p.set("q", q);
  if (cursor) p.set("cursor", cursor);
  const s = p.toString();
  return s ? `?${s}` : "";
}

/**
 * Some loaded open instalment's slip is still being issued by the provider (a cancelled or paid
 * one may keep 'emitindo' forever: it is never issued, so it must not keep the list polling).
 */
export function temEmissaoPendente(dados: InfiniteData<{ items: Pick<ContratoNaLista, "parcelas">[] }> | undefined): boolean {
  return !!dados?.pages.some((pg) => pg.items.some((c) => c.parcelas.some((p) => p.boleto_status === "emitindo" && parcelaEmAberto(p))));
}

/** Some loaded contract's device was asked to lock or unlock and has not confirmed yet. */
export function temAparelhoEmTransicao(dados: InfiniteData<{ items: Pick<ContratoNaLista, "status_aparelho">[] }> | undefined): boolean {
  return !!dados?.pages.some((pg) => pg.items.some((c) => aparelhoEmTransicao(c.status_aparelho)));
}

/** A 4xx answer will not change by asking again; a 503 was already asked again (api-client). */
const tentarDeNovo = (falhas: number, erro: Error) => falhas < 1 && mudaSePedirDeNovo(erro);
const id$ = (id: string) => encodeURIComponent(id);

/** The SPA address of an instalment's slip: it asks for a link signed now and opens it (pages/financeiro/abrir-boleto-page). */
export const enderecoBoleto = (parcelaId: string) => `/financeiro/boleto/${id$(parcelaId)}`;

/** A link to the slip's PDF signed now (a list's links expire after 15 minutes; issue 30). */
export async function linkDoBoleto(parcelaId: string): Promise<string> {
  return LinkBoletoDto.parse(await requisitar(`/api/parcelas/${id$(parcelaId)}/boleto`)).link_boleto;
}

/** The SPA address of a contract's payoff slip (the same page, asking the payoff's link). */
export const enderecoBoletoQuitacao = (contratoId: string) => `/financeiro/quitacao/${id$(contratoId)}/boleto`;

export async function linkDoBoletoQuitacao(contratoId: string): Promise<string> {
  return LinkBoletoDto.parse(await requisitar(`/api/contratos/${id$(contratoId)}/quitacao/boleto`)).link_boleto;
}

export const boletosQueries = {
  todas: ["contratos"] as const,
  lista: (f: FiltrosContratos) =>
    infiniteQueryOptions({
      queryKey: [...boletosQueries.todas, "lista", { status: f.status, q: f.q.trim() }],
      queryFn: async ({ pageParam }) => ListaContratosDto.parse(await requisitar(`/api/contratos${consultaContratos(f, pageParam)}`)),
      initialPageParam: "",
      getNextPageParam: (ultima) => ultima.next ?? undefined,
      placeholderData: keepPreviousData,
      retry: tentarDeNovo,
      refetchInterval: (query) => (temEmissaoPendente(query.state.data) || temAparelhoEmTransicao(query.state.data) ? INTERVALO_EMISSAO_MS : false),
    }),
};

/** Paying or re-issuing moves contracts, sales, the finance page and the dashboard: all reload. */
export function useRecarregar() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: boletosQueries.todas }),
      qc.invalidateQueries({ queryKey: vendasQueries.todas }),
      qc.invalidateQueries({ queryKey: relatoriosQueries.todas }),
    ]);
}

/** POST /api/parcelas/{id}/pagar { forma_pagamento, data_pagamento }: an aberta or vencida instalment becomes paga (issue 27 item 6). */
export function usePagarParcela() {
  const recarregar = useRecarregar();
  return useMutation({
    mutationFn: async ({ parcelaId, ...body }: { parcelaId: string } & PagamentoBalcao) =>
      ParcelaDto.parse(await requisitar(`/api/parcelas/${id$(parcelaId)}/pagar`, { method: "POST", body })),
    onSettled: recarregar,
  });
}

/** POST /api/contratos/{id}/reenviar-boletos → how many slips were queued. */
export function useReenviarBoletos() {
  const recarregar = useRecarregar();
  return useMutation({
    mutationFn: async (contratoId: string) => ReenvioBoletosDto.parse(await requisitar(`/api/contratos/${id$(contratoId)}/reenviar-boletos`, { method: "POST" })),
    onSettled: recarregar,
  });
}

/** The answer of a message asked at the counter (2ª via, receipt): the message and where it stands. */
const SegundaViaDto = z.object({ mensagem: z.object({ id: z.string(), status: z.enum(STATUS_MENSAGEM) }) });

/** POST /api/parcelas/{parcelaId}/segunda-via ('Enviar 2ª via'): the slip goes to the customer now; the Histórico shows its delivery. */
export function useEnviarSegundaVia() {
  const recarregar = useRecarregar();
  return useMutation({
    mutationFn: async (parcelaId: string) => SegundaViaDto.parse(await requisitar(`/api/parcelas/${id$(parcelaId)}/segunda-via`, { method: "POST" })),
    onSettled: recarregar,
  });
}

/** POST /api/parcelas/{parcelaId}/enviar-recibo ('Enviar recibo', issue 27): a paid instalment's receipt goes to the customer now, as 'Enviar 2ª via'. */
export function useEnviarRecibo() {
  const recarregar = useRecarregar();
  return useMutation({
    mutationFn: async (parcelaId: string) => SegundaViaDto.parse(await requisitar(`/api/parcelas/${id$(parcelaId)}/enviar-recibo`, { method: "POST" })),
    onSettled: recarregar,
  });
}
