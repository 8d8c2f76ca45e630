/**
 * The company's own boleto plans (`GET`/`PUT /api/empresa/credito`, issues 27 and 37): who lends
 * (`financiador`), the minimum entry, the days between instalments and, per instalment count, the
 * divisor (instalments = (cash price − entry) ÷ divisor). The sale form, the simulation and the
 * sale follow it (shared/regras/parcelamento.ts TabelaCredito); a change never touches a contract
 * already written, which keeps its own instalments and disclosure. PUT replaces the whole table.
 * Who lends decides the rate a plan may charge (shared/regras/teto-credito.ts): the same schema
 * refuses it on the screen and in the API.
 */
import { textoLimpo } from "../br/texto";
import type { AvisosDoContrato } from "../documentos/placeholders";
import { temAteCasas } from "../br/decimal";
import { Cnpj } from "../conta/schemas";
import { formatarPercentual } from "../regras/credito";
import { TABELA_PADRAO, type TabelaCredito } from "../regras/parcelamento";
import { limiteAlertaMensal, REFERENCIAS_CREDITO, taxasDoPlano, type MediaCredito, type TaxasDoPlano, type TetoCredito } from "../regras/teto-credito";
import { hojeBrasil } from "../br/datas";
import * as z from "../zod";
import { preguicoso } from "../preguicoso";

export const INTERVALOS_DIAS = [15, 30] as const;
export const PARCELAS_MAXIMAS = 24;
export const ENTRADA_MAXIMA_PERCENTUAL = 90;
/**
 * The smallest divisor: a total of at most twice the cash price (the seed's lowest is 0,55). Below
 * it a plan is input no shop could mean (0,0001 sold a R$ 1.250 phone for R$ 12.500.000, issue 36);
 * which rates are lawful is another rule (shared/design docs/credito.md).
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
  /** At the sale, a lender's plan above the alert (issue 37 item 1): the seller sees it before selling. */
  planoAcimaDaMediaNaVenda: (qtd: number, limite: number) =>
    `O plano de ${qtd}x cobra mais de ${formatarPercentual(limite)} ao mês, 1,5 vez a média do Banco Central para crédito pessoal: os tribunais costumam reduzir taxas assim. Confira se o cliente entendeu o custo antes de vender.`,
  financiadorTipo: "Financiador inválido: use a própria loja ou uma instituição parceira",
  financiadorNome: "Nome da instituição financeira é obrigatório",
  financiadorEndereco: "Endereço da instituição financeira é obrigatório",
  /** CDC 52 and the Lei de Usura: what the law says, the ceiling, and that a lender allows more. */
  acimaDoTeto: (qtd: number, taxa: number, teto: number) =>
    `Plano de ${qtd}x: juros de ${formatarPercentual(taxa)} ao mês passam o teto de ${formatarPercentual(teto)} ao mês, sem capitalização, do crediário próprio da loja ` +
    "(Lei de Usura e STJ, REsp 1.720.656/MG). Aumente o divisor, ou, para cobrar mais, financie pela instituição parceira de que a loja é correspondente (Financiador).",
  acimaDaMedia: (qtds: number[], limite: number, media: MediaCredito) =>
    `${qtds.length === 1 ? `O plano de ${qtds[0]}x cobra` : `Os planos de ${qtds.map((n) => `${n}x`).join(", ")} cobram`} mais de ${formatarPercentual(limite)} ao mês, ` +
    `1,5 vez a média do Banco Central para crédito pessoal (${formatarPercentual(media.taxa_mensal_percentual)} a.m., ${mesAno(media.referencia)}): ` +
    "os tribunais costumam reduzir taxas assim (STJ, REsp 1.061.530/RS). Para salvar, confirme que está ciente.",
  /** The Crediário screen's confirmation (ciente_taxa_acima_da_media). */
  cienteRotulo: "Estou ciente de que esses planos cobram mais de 1,5 vez a média do Banco Central e de que a Justiça pode reduzir essas taxas",
  /** The banner of the dashboard, Nova Venda and the Crediário panel while planos_acima_do_teto. */
  bannerAcimaDoTeto: (teto: number) =>
    `Os planos do crediário cobram mais juros do que a lei permite quando a própria loja financia a venda (teto de ${formatarPercentual(teto)} ao mês, sem juros sobre juros: ` +
    "Lei de Usura; STJ, REsp 1.720.656/MG). Escolha planos dentro do teto ou uma instituição financeira parceira.",
  bannerAjustar: "Ajustar o Crediário",
  bannerPecaAoAdmin: "Peça ao administrador da loja para ajustar o Crediário.",
} as const;

const MESES = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"];
/** "2025-11" → "nov/2025". */
function mesAno(referencia: string): string {
  const [ano, mes] = referencia.split("-");
  return `${MESES[Number(mes) - 1] ?? mes}/${ano}`;
}

export const LIMITE_NOME_FINANCIADOR = 150;
export const LIMITE_ENDERECO_FINANCIADOR = 200;

/**
 * Who lends: the shop with its own money, or the financial institution the shop sells for as its
 * correspondent (named in the contract as creditor; CDC art. 54-B §3 "agente financiador").
 */
export const Financiador = preguicoso(() =>
  z.discriminatedUnion(
    "tipo",
    [
      z.object({ tipo: z.literal("propria_loja") }),
      z.object({
        tipo: z.literal("instituicao_parceira"),
        nome: z.string({ error: MSG_CREDITO.financiadorNome }).check(z.trim(), z.minLength(2, MSG_CREDITO.financiadorNome), z.maxLength(LIMITE_NOME_FINANCIADOR), textoLimpo("Nome da instituição")),
        cnpj: Cnpj,
        endereco: z.string({ error: MSG_CREDITO.financiadorEndereco }).check(z.trim(), z.minLength(5, MSG_CREDITO.financiadorEndereco), z.maxLength(LIMITE_ENDERECO_FINANCIADOR), textoLimpo("Endereço da instituição")),
      }),
    ],
    { error: MSG_CREDITO.financiadorTipo },
  ),
);
export type Financiador = z.infer<typeof Financiador>;
export const FINANCIADOR_PADRAO: Financiador = { tipo: "propria_loja" };


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

/** The plans' rates against who lends: refused above the ceiling for the shop's own credit; a lender's plan above the alert needs `ciente_taxa_acima_da_media`. */
function verificarTaxas(v: TabelaCredito & { financiador: Financiador; ciente_taxa_acima_da_media?: boolean }, ctx: z.core.$RefinementCtx) {
  const hoje = hojeBrasil();
  const taxas = v.planos.map((p) => taxasDoPlano(v, p, hoje));
  if (v.financiador.tipo === "propria_loja") {
    taxas.forEach((t, i) => {
      if (t.acima_do_teto) ctx.addIssue({ code: "custom", path: ["planos", i, "divisor"], message: MSG_CREDITO.acimaDoTeto(t.qtd_parcelas, t.juros_simples_mensal_percentual, REFERENCIAS_CREDITO.teto_propria_loja.taxa_mensal_percentual), input: t.divisor });
    });
    return;
  }
  const acima = taxas.filter((t) => t.acima_da_media).map((t) => t.qtd_parcelas);
  if (acima.length > 0 && v.ciente_taxa_acima_da_media !== true)
    ctx.addIssue({ code: "custom", path: ["ciente_taxa_acima_da_media"], message: MSG_CREDITO.acimaDaMedia(acima, limiteAlertaMensal(), REFERENCIAS_CREDITO.media_credito_pessoal), input: v.ciente_taxa_acima_da_media });
}

const CAMPOS_DA_TAXA = new Set(["entrada_minima_percentual", "intervalo_dias", "planos"]);

export const ConfigCredito = preguicoso(() =>
  z
    .object({
      /** Absent reads as the shop's own credit (a client written before issue 37). */
      financiador: z._default(Financiador, FINANCIADOR_PADRAO),
      entrada_minima_percentual: z
        .number(numero(MSG_CREDITO.entradaObrigatoria, MSG_CREDITO.entradaFaixa))
        .check(z.gte(0, MSG_CREDITO.entradaFaixa), z.lte(ENTRADA_MAXIMA_PERCENTUAL, MSG_CREDITO.entradaFaixa), z.refine(casasAte(2), MSG_CREDITO.entradaCasas)),
      intervalo_dias: z.number(numero(MSG_CREDITO.intervalo, MSG_CREDITO.intervalo)).check(z.refine((v) => (INTERVALOS_DIAS as readonly number[]).includes(v), MSG_CREDITO.intervalo)),
      planos: z.array(PlanoCreditoSchema, { error: MSG_CREDITO.planosObrigatorios }).check(z.minLength(1, MSG_CREDITO.planosObrigatorios), z.maxLength(PARCELAS_MAXIMAS, MSG_CREDITO.planosDemais)),
      /** The shop read the warning: a lender's plan above 1,5 × the BCB average (audited). */
      ciente_taxa_acima_da_media: z.optional(z.boolean({ error: "Confirmação inválida" })),
    })
    .check(
      z.superRefine((v, ctx) => {
        const vistos = new Set<number>();
        let repetido = false;
        v.planos.forEach((p, i) => {
          if (vistos.has(p.qtd_parcelas)) {
            repetido = true;
            ctx.addIssue({ code: "custom", path: ["planos", i, "qtd_parcelas"], message: MSG_CREDITO.qtdRepetida(p.qtd_parcelas), input: p.qtd_parcelas });
          }
          vistos.add(p.qtd_parcelas);
        });
        // The rates read the entry, the interval and every divisor: one out of its range (1e308, a
        // subnormal) has its own message already and no rate (escalarDecimal refuses it).
        const taxaCalculavel = !ctx.issues.some((i) => CAMPOS_DA_TAXA.has(String(i.path?.[0])));
        if (!repetido && taxaCalculavel) verificarTaxas(v, ctx);
      }),
    ),
);
export type ConfigCredito = z.infer<typeof ConfigCredito>;

/** What the company stores and the sale reads: who lends and the table. */
export interface CreditoConfigurado extends TabelaCredito {
  financiador: Financiador;
}

/**
 * GET /api/empresa/credito: who lends, the table with each plan's rates, the ceiling in force and
 * the lender alert with their sources, whether the plans pass the limit for who lends (the
 * dashboard, Crediário and Nova Venda show a banner until the shop chooses), and whether the
 * active contract template prints the CET (the sale screen warns).
 */
export interface CreditoDaEmpresa extends Omit<TabelaCredito, "planos"> {
  financiador: Financiador;
  planos: TaxasDoPlano[];
  teto: TetoCredito;
  alerta_media: { taxa_mensal_percentual: number; media: MediaCredito; fonte: string };
  /** propria_loja with a plan above the ceiling (a shop that saved the seed's table before issue 37). */
  planos_acima_do_teto: boolean;
  /** instituicao_parceira with a plan above the alert. */
  planos_acima_da_media: boolean;
  contrato_sem_cet: boolean;
  /** The active contract template states a fixed 15-day periodicity the plans do not follow (documentos/placeholders.ts). */
  contrato_periodicidade_fixa: boolean;
  /** Every disclosure the active contract template lacks, by placeholder (documentos/placeholders.ts divulgacoesAusentes). */
  contrato_divulgacoes_ausentes: string[];
}

/**
 * The GET body from what is stored (`hoje` prices each plan on the reference sale). `contrato`: what
 * the contract in force lacks (functions/empresa/http/obter-credito.ts contratoDaProximaVenda); a
 * caller that only previews the plans may leave out the list of missing disclosures (read as none).
 */
export function creditoDaEmpresa(c: CreditoConfigurado, hoje: string, contrato: Omit<AvisosDoContrato, "contrato_divulgacoes_ausentes"> & Partial<AvisosDoContrato>): CreditoDaEmpresa {
  const planos = c.planos.map((p) => taxasDoPlano(c, p, hoje));
  return {
    financiador: c.financiador,
    entrada_minima_percentual: c.entrada_minima_percentual,
    intervalo_dias: c.intervalo_dias,
    planos,
    teto: REFERENCIAS_CREDITO.teto_propria_loja,
    alerta_media: { taxa_mensal_percentual: limiteAlertaMensal(), media: REFERENCIAS_CREDITO.media_credito_pessoal, fonte: REFERENCIAS_CREDITO.fonte_alerta },
    planos_acima_do_teto: c.financiador.tipo === "propria_loja" && planos.some((p) => p.acima_do_teto),
    planos_acima_da_media: c.financiador.tipo === "instituicao_parceira" && planos.some((p) => p.acima_da_media),
    ...contrato,
    contrato_divulgacoes_ausentes: contrato.contrato_divulgacoes_ausentes ?? [],
  };
}

/** Stored sorted by count: the same table always reads the same. */
export const normalizarTabela = (t: CreditoConfigurado): CreditoConfigurado => ({
  financiador: t.financiador.tipo === "propria_loja" ? FINANCIADOR_PADRAO : { tipo: t.financiador.tipo, nome: t.financiador.nome, cnpj: t.financiador.cnpj, endereco: t.financiador.endereco },
  entrada_minima_percentual: t.entrada_minima_percentual,
  intervalo_dias: t.intervalo_dias,
  planos: [...t.planos].sort((a, b) => a.qtd_parcelas - b.qtd_parcelas).map((p) => ({ qtd_parcelas: p.qtd_parcelas, divisor: p.divisor })),
});

/** A new shop: its own credit, at the ceiling's plans. */
export const CREDITO_PADRAO: CreditoConfigurado = { financiador: FINANCIADOR_PADRAO, ...TABELA_PADRAO };
