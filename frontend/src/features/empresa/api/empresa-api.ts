/** The company's own data: fetcher, query options factory and the save mutation. */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { Empresa } from "../../../../../shared/conta/schemas";
import { EmpresaDetalhe, type AtualizarEmpresaInput } from "../../../../../shared/empresa/schemas";
import { CobrancaDaEmpresa, type AtualizarCobrancaInput } from "../../../../../shared/empresa/cobranca";
import type { CreditoDaEmpresa, Financiador } from "../../../../../shared/empresa/credito";
import type { TabelaCredito } from "../../../../../shared/regras/parcelamento";
import * as z from "zod/mini";
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
      queryFn: async () => CobrancaDaEmpresa.parse(await requisitar("/api/empresa/cobranca")),
    }),
};

export function useAtualizarCobranca() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: AtualizarCobrancaInput) => CobrancaDaEmpresa.parse(await requisitar("/api/empresa/cobranca", { method: "PUT", body: input })),
    // The first save completes a first step (GET /api/me's `primeiros_passos`).
    onSuccess: (salva) => {
      qc.setQueryData(cobrancaQueries.detalhe().queryKey, salva);
      return qc.invalidateQueries(contaQueries.me());
    },
  });
}

/** GET and PUT /api/empresa/credito, checked against the shared DTO (a field added on one side only fails to compile). */
const FinanciadorDto = z.union([
  z.object({ tipo: z.literal("propria_loja") }),
  z.object({ tipo: z.literal("instituicao_parceira"), nome: z.string(), cnpj: z.string(), endereco: z.string() }),
]);
const CreditoDaEmpresaDto = z.object({
  financiador: FinanciadorDto,
  entrada_minima_percentual: z.number(),
  intervalo_dias: z.number(),
  planos: z.array(
    z.object({
      qtd_parcelas: z.number(),
      divisor: z.number(),
      juros_simples_mensal_percentual: z.number(),
      taxa_mensal_percentual: z.nullable(z.number()),
      cet_anual_percentual: z.nullable(z.number()),
      acima_do_teto: z.boolean(),
      acima_da_media: z.boolean(),
    }),
  ),
  teto: z.object({ taxa_mensal_percentual: z.number(), regime: z.literal("juros_simples"), fonte: z.string() }),
  alerta_media: z.object({ taxa_mensal_percentual: z.number(), media: z.object({ taxa_mensal_percentual: z.number(), referencia: z.string(), fonte: z.string() }), fonte: z.string() }),
  planos_acima_do_teto: z.boolean(),
  planos_acima_da_media: z.boolean(),
  contrato_sem_cet: z.boolean(),
  contrato_periodicidade_fixa: z.boolean(),
  contrato_divulgacoes_ausentes: z.array(z.string()),
}) satisfies z.ZodMiniType<CreditoDaEmpresa, unknown>;

/** The company's boleto plans ('Crediário' panel, the sale form): GET/PUT /api/empresa/credito. */
export const creditoQueries = {
  todas: ["empresa", "credito"] as const,
  detalhe: () =>
    queryOptions({
      queryKey: [...creditoQueries.todas],
      queryFn: async () => CreditoDaEmpresaDto.parse(await requisitar("/api/empresa/credito")),
    }),
};

export function useAtualizarCredito() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: TabelaCredito & { financiador?: Financiador; ciente_taxa_acima_da_media?: boolean }) => CreditoDaEmpresaDto.parse(await requisitar("/api/empresa/credito", { method: "PUT", body: input })),
    onSuccess: () => qc.invalidateQueries({ queryKey: creditoQueries.todas }),
  });
}
