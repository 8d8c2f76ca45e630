/**
 * Item types of the `empresa` domain beyond the company item itself (functions/conta owns that):
 * the company's collection settings, one item `EMP#<id>` / `COBRANCA`. Money in centavos inside.
 */
import * as z from "zod/mini";
import { UFS } from "../../shared/br/uf";
import { COBRANCA_PADRAO, DIAS_CARENCIA_MAXIMO, DIAS_CARENCIA_MINIMO, type ConfigCobranca } from "../../shared/empresa/cobranca";
import { entidade } from "../lib/db/entidade";
import { chaves } from "../lib/db/keys";
import { preguicoso } from "../../shared/preguicoso";

export const ConfigCobrancaGravada = preguicoso(() => z.object({
  empresa_id: z.string(),
  bloqueio_automatico: z.boolean(),
  dias_carencia: z.number().check(z.int(), z.gte(DIAS_CARENCIA_MINIMO), z.lte(DIAS_CARENCIA_MAXIMO)),
  valor_minimo_atraso_centavos: z.number().check(z.int(), z.gte(0)),
  ufs_sem_bloqueio: z.array(z.enum(UFS)),
  multa_percentual: z.number().check(z.gte(0), z.lte(2)),
  juros_mensal_percentual: z.number().check(z.gte(0), z.lte(1)),
  /**
   * Who accepted the lock's legal position when turning the automatic lock on, and when (issue 37
   * item 6); absent while the lock is off, and on settings saved before it (the next save that keeps
   * the lock on asks for it). Every acceptance is also in the audit log.
   */
  bloqueio_aceite: z.optional(z.object({ usuario_id: z.string(), em: z.string() })),
  updated_at: z.string(),
}));
export type ConfigCobrancaGravada = z.infer<typeof ConfigCobrancaGravada>;

export const ConfigCobrancaItem = entidade("config_cobranca", {
  atributos: ConfigCobrancaGravada,
  chave: (c) => chaves.configCobranca(c.empresa_id),
});

/** The setting as the API shows it (reais); the defaults when the company never saved one. */
export function configParaApi(g: ConfigCobrancaGravada | undefined): ConfigCobranca {
  if (!g) return { ...COBRANCA_PADRAO, ufs_sem_bloqueio: [...COBRANCA_PADRAO.ufs_sem_bloqueio] };
  return {
    bloqueio_automatico: g.bloqueio_automatico,
    dias_carencia: g.dias_carencia,
    valor_minimo_atraso: g.valor_minimo_atraso_centavos / 100,
    ufs_sem_bloqueio: g.ufs_sem_bloqueio,
    multa_percentual: g.multa_percentual,
    juros_mensal_percentual: g.juros_mensal_percentual,
  };
}

/** A read item (or none) as the API's setting: what the slip job, the routine and the screens use. */
export const configCobrancaDe = (item: Record<string, unknown> | undefined): ConfigCobranca => configParaApi(ConfigCobrancaItem.lerTalvez(item));

/** The acceptance of the lock's legal position recorded with the setting, null when none (or the lock is off). */
export const aceiteBloqueioDe = (item: Record<string, unknown> | undefined): { usuario_id: string; em: string } | null => {
  const g = ConfigCobrancaItem.lerTalvez(item);
  return g?.bloqueio_automatico && g.bloqueio_aceite ? g.bloqueio_aceite : null;
};

/**
 * The company's boleto plans (shared/empresa/credito.ts), one item `EMP#<id>` / `CREDITO`; absent =
 * CREDITO_PADRAO. An item saved before issue 37 has no `financiador`: it reads as the shop's own
 * credit (and, with the seed's table, shows the ceiling banner until the shop chooses).
 */
export const ConfigCreditoGravada = preguicoso(() => z.object({
  empresa_id: z.string(),
  financiador: z._default(z.discriminatedUnion("tipo", [
    z.object({ tipo: z.literal("propria_loja") }),
    z.object({ tipo: z.literal("instituicao_parceira"), nome: z.string(), cnpj: z.string(), endereco: z.string() }),
  ]), { tipo: "propria_loja" as const }),
  /** Who confirmed a lender's plan above the alert, and when (the audit keeps every save). */
  ciencia_taxa_acima_da_media: z.optional(z.object({ usuario_id: z.string(), em: z.string() })),
  entrada_minima_percentual: z.number().check(z.gte(0), z.lte(90)),
  intervalo_dias: z.number().check(z.int()),
  planos: z.array(z.object({ qtd_parcelas: z.number().check(z.int(), z.gte(1)), divisor: z.number().check(z.gt(0), z.lte(1)) })).check(z.minLength(1)),
  updated_at: z.string(),
}));
export type ConfigCreditoGravada = z.infer<typeof ConfigCreditoGravada>;

export const ConfigCreditoItem = entidade("config_credito", {
  atributos: ConfigCreditoGravada,
  chave: (c) => chaves.configCredito(c.empresa_id),
});
