/**
 * zod schemas of the boleto contracts' answers (GET /api/contratos, the resend), typed against the
 * shared DTO interfaces like the sales answers, so a field added on one side only fails to compile.
 */
import { z } from "zod";
import { STATUS_APARELHO } from "../../../../../shared/bloqueio/schemas";
import type { ContratoNaLista, ListaContratos, ReenvioBoletos } from "../../../../../shared/vendas/schemas";
import { nulo } from "../../../lib/respostas";
import { ClienteRef, ContratoBase, ItemRef, ParcelaDto, ProdutoRef } from "../../vendas/api/respostas-vendas";

export const ContratoNaListaDto = ContratoBase.extend({
  tem_conteudo: z.boolean(),
  cliente: ClienteRef,
  item: ItemRef,
  produto: ProdutoRef,
  parcelas: z.array(ParcelaDto),
}) satisfies z.ZodType<ContratoNaLista, unknown>;

export const ListaContratosDto = z.object({
  items: z.array(ContratoNaListaDto),
  next: nulo(z.string()),
}) satisfies z.ZodType<ListaContratos, unknown>;

/** POST /api/contratos/{id}/bloqueio → 202: the device's state right after the request. */
export const PedidoBloqueioRespostaDto = z.object({ status_aparelho: z.enum(STATUS_APARELHO) });

/**
 * GET /api/contratos/{id}/eventos: `tipo` read as any string, so a kind added on the server
 * later shows as its name instead of failing the whole trail.
 */
export const EventosContratoDto = z.object({
  items: z.array(z.object({ tipo: z.string(), em: z.string(), por: z.string(), detalhes: z.record(z.string(), z.unknown()).catch({}) })),
});

export const ReenvioBoletosDto = z.object({ enfileirados: z.number().int().nonnegative() }) satisfies z.ZodType<ReenvioBoletos, unknown>;

export { ParcelaDto };
