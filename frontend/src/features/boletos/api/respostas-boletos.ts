/**
 * zod schemas of the boleto contracts' answers (GET /api/contratos, the resend), typed against the
 * shared DTO interfaces like the sales answers, so a field added on one side only fails to compile.
 */
import * as z from "zod/mini";
import { STATUS_APARELHO } from "../../../../../shared/bloqueio/schemas";
import type { QuitacaoApi } from "../../../../../shared/regras/quitacao";
import type { ContratoNaLista, ListaContratos, ReenvioBoletos } from "../../../../../shared/vendas/schemas";
import { nulo } from "../../../lib/respostas";
import { ClienteRef, ContratoBase, ItemRef, ParcelaDto, ProdutoRef } from "../../vendas/api/respostas-vendas";

export const ContratoNaListaDto = z.extend(ContratoBase, {
  tem_conteudo: z.boolean(),
  cliente: ClienteRef,
  item: ItemRef,
  produto: ProdutoRef,
  parcelas: z.array(ParcelaDto),
}) satisfies z.ZodMiniType<ContratoNaLista, unknown>;

export const ListaContratosDto = z.object({
  items: z.array(ContratoNaListaDto),
  next: nulo(z.string()),
}) satisfies z.ZodMiniType<ListaContratos, unknown>;

/**
 * POST /api/contratos/{id}/bloqueio → 202: the device's state right after the request and the
 * announced lock's day (a lock for a debt is scheduled, not done: issue 36), or null.
 */
export const PedidoBloqueioRespostaDto = z.object({ status_aparelho: z.enum(STATUS_APARELHO), bloqueio_previsto_para: z._default(nulo(z.string()), null) });

/**
 * GET /api/contratos/{id}/eventos: `tipo` read as any string, so a kind added on the server
 * later shows as its name instead of failing the whole trail.
 */
export const EventosContratoDto = z.object({
  items: z.array(z.object({ tipo: z.string(), em: z.string(), por: z.string(), detalhes: z.catch(z.record(z.string(), z.unknown()), {}) })),
});

export const ReenvioBoletosDto = z.object({ enfileirados: z.number().check(z.int(), z.nonnegative()) }) satisfies z.ZodMiniType<ReenvioBoletos, unknown>;

/** GET /api/contratos/{id}/quitacao: the payoff quote (shared/regras/quitacao.ts QuitacaoApi). */
export const QuitacaoApiDto = z.object({
  data: z.string(),
  parcelas: z.array(z.object({ numero_parcela: z.number(), vencimento: z.string(), valor: z.number(), desconto: z.number(), encargos: z.number(), valor_a_pagar: z.number() })),
  valor_original: z.number(),
  desconto_total: z.number(),
  encargos_total: z.number(),
  valor_quitacao: z.number(),
}) satisfies z.ZodMiniType<QuitacaoApi, unknown>;

export { ParcelaDto };

/** GET /api/parcelas/{id}/boleto: the slip's link signed at the click. */
export const LinkBoletoDto = z.object({ link_boleto: z.url() });
