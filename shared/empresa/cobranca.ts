/**
 * Collection settings of a company (`GET`/`PUT /api/empresa/cobranca`, the 'Cobrança' panel):
 * the late charges its slips carry (shared/boletos/encargos.ts EncargosAtraso, within the legal
 * caps) and the automatic-lock policy (BLOQUEIO.md): grace in banking days (floor 3), the minimum
 * amount overdue, the UFs where locking is off (Ceará's law by default). PUT replaces the whole
 * setting: a missing field is an error, never silently reset to its default.
 */
import { EncargosAtraso, type EncargosAtraso as TipoEncargos } from "../boletos/encargos";
import { valorEmReais } from "../br/dinheiro-schema";
import { NOMES_UF, normalizarUf, UFS, type Uf } from "../br/uf";
import * as z from "../zod";
import { preguicoso } from "../preguicoso";

export const DIAS_CARENCIA_MINIMO = 3;
export const DIAS_CARENCIA_MAXIMO = 60;

export const MSG_COBRANCA = {
  sucesso: "Configurações de cobrança salvas com sucesso!",
  erroCarregar: "Erro ao carregar as configurações de cobrança",
  erroSalvar: (detalhe: string) => `Erro ao salvar as configurações de cobrança: ${detalhe}`,
  bloqueioObrigatorio: "Informe se o bloqueio automático fica ligado",
  carenciaObrigatoria: "Dias de carência são obrigatórios",
  carenciaInteira: "Dias de carência devem ser um número inteiro",
  carenciaMinima: `Dias de carência devem ser no mínimo ${DIAS_CARENCIA_MINIMO}`,
  carenciaMaxima: `Dias de carência devem ser no máximo ${DIAS_CARENCIA_MAXIMO}`,
  valorMinimoObrigatorio: "Valor mínimo em atraso é obrigatório",
  valorMinimoNegativo: "Valor mínimo em atraso não pode ser negativo",
  ufsObrigatorias: "Informe a lista de UFs sem bloqueio (pode ser vazia)",
  ufInvalida: "UF inválida na lista de UFs sem bloqueio",
  multaObrigatoria: "Multa é obrigatória",
  jurosObrigatorios: "Juros de mora são obrigatórios",
  percentualInvalido: "Informe um número válido",
  bloqueioSoMaster: "O bloqueio automático está disponível apenas no plano Master.",
} as const;

const numero = (obrigatorio: string) => ({
  error: (i: { input: unknown }) => (i.input === undefined || i.input === null ? obrigatorio : MSG_COBRANCA.percentualInvalido),
});

export const ConfigCobranca = preguicoso(() => z.object({
  bloqueio_automatico: z.boolean({ error: MSG_COBRANCA.bloqueioObrigatorio }),
  dias_carencia: z
    .number(numero(MSG_COBRANCA.carenciaObrigatoria))
    .check(
      z.int(MSG_COBRANCA.carenciaInteira),
      z.gte(DIAS_CARENCIA_MINIMO, MSG_COBRANCA.carenciaMinima),
      z.lte(DIAS_CARENCIA_MAXIMO, MSG_COBRANCA.carenciaMaxima),
    ),
  valor_minimo_atraso: valorEmReais({ obrigatorio: MSG_COBRANCA.valorMinimoObrigatorio, minimo: "naoNegativo", abaixoDoMinimo: MSG_COBRANCA.valorMinimoNegativo }),
  ufs_sem_bloqueio: z.pipe(
    z
      .array(z.string({ error: MSG_COBRANCA.ufInvalida }).check(z.maxLength(10, MSG_COBRANCA.ufInvalida)), { error: MSG_COBRANCA.ufsObrigatorias })
      .check(z.maxLength(UFS.length * 2, MSG_COBRANCA.ufInvalida)),
    z.transform((lista, ctx): Uf[] => {
      const ufs = lista.map(normalizarUf);
      if (ufs.some((u) => u === null)) {
        // A mini transform's context has no addIssue: the issue goes on its list.
        ctx.issues.push({ code: "custom", message: MSG_COBRANCA.ufInvalida, input: lista });
        return z.NEVER;
      }
      // Stored once each, in the order of UFS: the same set always reads the same.
      return UFS.filter((u) => ufs.includes(u));
    }),
  ),
  multa_percentual: z.pipe(z.number(numero(MSG_COBRANCA.multaObrigatoria)), EncargosAtraso.shape.multa_percentual),
  juros_mensal_percentual: z.pipe(z.number(numero(MSG_COBRANCA.jurosObrigatorios)), EncargosAtraso.shape.juros_mensal_percentual),
}));
export type ConfigCobranca = z.infer<typeof ConfigCobranca>;

/** What a company that never saved its setting has (and what GET answers then). */
export const COBRANCA_PADRAO: ConfigCobranca = {
  bloqueio_automatico: false,
  dias_carencia: 5,
  valor_minimo_atraso: 0,
  ufs_sem_bloqueio: ["CE"],
  multa_percentual: 2,
  juros_mensal_percentual: 1,
};

export const encargosDe = (c: Pick<ConfigCobranca, "multa_percentual" | "juros_mensal_percentual">): TipoEncargos => ({
  multa_percentual: c.multa_percentual,
  juros_mensal_percentual: c.juros_mensal_percentual,
});

/** The panel's UF options, by name. */
export const OPCOES_UF = UFS.map((uf) => ({ value: uf, label: `${NOMES_UF[uf]} (${uf})` }));
