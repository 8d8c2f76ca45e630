/**
 * The company's own boleto plans (`GET`/`PUT /api/empresa/credito`, issue 27 item 4): the minimum
 * entry, the days between instalments and, per instalment count, the divisor (total = cash price ÷
 * divisor). The sale form, the simulation and the sale follow it (shared/regras/parcelamento.ts
 * TabelaCredito); a change never touches a contract already written, which keeps its own
 * instalments and disclosure. PUT replaces the whole table.
 */
import { temAteCasas } from "../br/decimal";
import { TABELA_PADRAO, type TabelaCredito } from "../regras/parcelamento";
import * as z from "../zod";
import { preguicoso } from "../preguicoso";

export const INTERVALOS_DIAS = [15, 30] as const;
export const PARCELAS_MAXIMAS = 24;
export const ENTRADA_MAXIMA_PERCENTUAL = 90;
/**
 * The smallest divisor: a total of at most twice the cash price (the seed's lowest is 0,55). Below
 * it a plan is input no shop could mean (0,0001 sold a R$ 1.250 phone for R$ 12.500.000, issue 36);
 * which rates are lawful is another rule (shared/design CREDITO.md).
 */
export const DIVISOR_MINIMO = 0.5;

export const MSG_CREDITO = {
  sucesso: "Planos de crediário salvos com sucesso!",
  erroCarregar: "Erro ao carregar os planos de crediário",
  erroSalvar: (detalhe: string) => `Erro ao salvar os planos de crediário: ${detalhe}`,
  entradaObrigatoria: "Entrada mínima é obrigatória",
  entradaFaixa: `Entrada mínima deve ser de 0% a ${ENTRADA_MAXIMA_PERCENTUAL}% do preço`,
  entradaCasas: "Entrada mínima aceita no máximo 2 casas decimais",
  intervalo: "Intervalo entre parcelas deve ser de 15 ou 30 dias",
  planosObrigatorios: "Informe ao menos um plano",
  planosDemais: `Informe no máximo ${PARCELAS_MAXIMAS} planos`,
  qtd: `Quantidade de parcelas deve ser um número inteiro de 1 a ${PARCELAS_MAXIMAS}`,
  qtdRepetida: (n: number) => `O plano de ${n}x aparece mais de uma vez`,
  divisor: "Divisor deve ser de 0,5 a 1 (o total a prazo de no máximo o dobro do preço à vista)",
  divisorCasas: "Divisor aceita no máximo 4 casas decimais",
} as const;

const numero = (obrigatorio: string, invalido: string) => ({
  error: (i: { input: unknown }) => (i.input === undefined || i.input === null ? obrigatorio : invalido),
});

/**
 * At most `casas` decimals, read as the decimal typed (0.625 is 3, not the float's 17). Never
 * throws (1e308 and 9007199254740993 are the range's to refuse) and refuses a subnormal (5e-324).
 */
const casasAte = (casas: number) => (v: number) => temAteCasas(v, casas);

export const PlanoCreditoSchema = preguicoso(() =>
  z.object({
    qtd_parcelas: z.number(numero(MSG_CREDITO.qtd, MSG_CREDITO.qtd)).check(z.int(MSG_CREDITO.qtd), z.gte(1, MSG_CREDITO.qtd), z.lte(PARCELAS_MAXIMAS, MSG_CREDITO.qtd)),
    divisor: z.number(numero(MSG_CREDITO.divisor, MSG_CREDITO.divisor)).check(z.gte(DIVISOR_MINIMO, MSG_CREDITO.divisor), z.lte(1, MSG_CREDITO.divisor), z.refine(casasAte(4), MSG_CREDITO.divisorCasas)),
  }),
);

export const ConfigCredito = preguicoso(() =>
  z
    .object({
      entrada_minima_percentual: z
        .number(numero(MSG_CREDITO.entradaObrigatoria, MSG_CREDITO.entradaFaixa))
        .check(z.gte(0, MSG_CREDITO.entradaFaixa), z.lte(ENTRADA_MAXIMA_PERCENTUAL, MSG_CREDITO.entradaFaixa), z.refine(casasAte(2), MSG_CREDITO.entradaCasas)),
      intervalo_dias: z.number(numero(MSG_CREDITO.intervalo, MSG_CREDITO.intervalo)).check(z.refine((v) => (INTERVALOS_DIAS as readonly number[]).includes(v), MSG_CREDITO.intervalo)),
      planos: z.array(PlanoCreditoSchema, { error: MSG_CREDITO.planosObrigatorios }).check(z.minLength(1, MSG_CREDITO.planosObrigatorios), z.maxLength(PARCELAS_MAXIMAS, MSG_CREDITO.planosDemais)),
    })
    .check(
      z.superRefine((v, ctx) => {
        const vistos = new Set<number>();
        v.planos.forEach((p, i) => {
          if (vistos.has(p.qtd_parcelas)) ctx.addIssue({ code: "custom", path: ["planos", i, "qtd_parcelas"], message: MSG_CREDITO.qtdRepetida(p.qtd_parcelas), input: p.qtd_parcelas });
          vistos.add(p.qtd_parcelas);
        });
      }),
    ),
);
export type ConfigCredito = TabelaCredito;

/** GET /api/empresa/credito: the table, and whether the active contract template prints the CET (the sale screen warns). */
export interface CreditoDaEmpresa extends TabelaCredito {
  contrato_sem_cet: boolean;
  /** The active contract template states a fixed 15-day periodicity the plans do not follow (documentos/placeholders.ts). */
  contrato_periodicidade_fixa: boolean;
}

/** Stored sorted by count: the same table always reads the same. */
export const normalizarTabela = (t: TabelaCredito): TabelaCredito => ({
  entrada_minima_percentual: t.entrada_minima_percentual,
  intervalo_dias: t.intervalo_dias,
  planos: [...t.planos].sort((a, b) => a.qtd_parcelas - b.qtd_parcelas).map((p) => ({ qtd_parcelas: p.qtd_parcelas, divisor: p.divisor })),
});

export const CREDITO_PADRAO: TabelaCredito = TABELA_PADRAO;
