/**
 * Collection settings of a company (`GET`/`PUT /api/empresa/cobranca`, the 'Cobrança' panel):
 * the late charges its slips carry (shared/boletos/encargos.ts EncargosAtraso, within the legal
 * caps) and the automatic-lock policy (docs/bloqueio.md): grace in banking days (floor 3), the minimum
 * amount overdue, the UFs where locking is off (Ceará's law by default). PUT replaces the whole
 * setting: a missing field is an error, never silently reset to its default.
 * Turning the automatic lock on (issue 37 item 6; docs/credito.md, last section) needs the shop to
 * read the legal position (POSICAO_LEGAL_BLOQUEIO) and accept it (`ciente_posicao_legal_bloqueio:
 * true`); who accepted it and when is recorded and answered as `bloqueio_aceite`. A shop in Ceará
 * never turns it on (its state law).
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
  cienteInvalido: "Confirmação inválida: use verdadeiro ou falso",
  cienteObrigatorio: "Para ligar o bloqueio automático, leia a posição legal e confirme que está ciente.",
  lojaNoCeara: "A lei do Ceará (nov/2025) proíbe bloquear o celular por atraso, com multa de R$ 10.000 por aparelho: uma loja do CE não pode ligar o bloqueio automático.",
} as const;

/**
 * The legal position of the lock for late payment (docs/credito.md, last section) in plain pt-BR: what
 * the shop reads before turning the automatic lock on. A reading of secondary sources, not legal
 * advice; kept here, with the screen's acceptance, so the text and the rule move together.
 */
export const POSICAO_LEGAL_BLOQUEIO = {
  titulo: "Antes de ligar o bloqueio automático",
  paragrafos: [
    "A Justiça e os Procons costumam considerar abusivo bloquear o celular por atraso no pagamento, mesmo quando há uma financeira por trás do crediário.",
    "O TJDFT, na ação civil pública 0742656-87.2022.8.07.0001 (2ª Turma Cível, maio de 2025, com efeito nacional e recurso pendente no STJ), julgou ilegal exigir um aplicativo de bloqueio como condição do crédito. Juizados do Amazonas anularam cláusulas de bloqueio, e os Procons de SP, PR, AP e CE tratam a prática como abusiva.",
    "No Ceará, a lei estadual de novembro de 2025 multa em R$ 10.000 cada aparelho bloqueado por atraso: lá o bloqueio nunca é feito.",
    "O sistema só bloqueia aparelhos de clientes que deram consentimento separado e expresso na venda (caixa própria na tela da venda e cláusula própria no contrato), sempre com aviso antes, chamadas de emergência e contato com a loja funcionando, e desbloqueio automático após o pagamento.",
    "Este resumo não é parecer jurídico: consulte um advogado de direito do consumidor.",
  ],
  aceite: "Li a posição legal acima e, ciente dos riscos, quero ligar o bloqueio automático nesta loja.",
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

/**
 * PUT /api/empresa/cobranca: the setting and `ciente_posicao_legal_bloqueio`, the shop's acceptance of
 * POSICAO_LEGAL_BLOQUEIO (required to turn the automatic lock on while none is recorded; the handler
 * knows what is stored, so it checks it).
 */
export const AtualizarCobrancaInput = preguicoso(() =>
  z.extend(ConfigCobranca, { ciente_posicao_legal_bloqueio: z.optional(z.boolean({ error: MSG_COBRANCA.cienteInvalido })) }),
);
export type AtualizarCobrancaInput = z.infer<typeof AtualizarCobrancaInput>;

/** Who accepted the legal position when the automatic lock was turned on, and when (ISO instant). */
export const AceiteBloqueio = preguicoso(() => z.object({ usuario_id: z.string(), nome: z.nullable(z.string()), em: z.string() }));
export type AceiteBloqueio = z.infer<typeof AceiteBloqueio>;

/** GET and PUT /api/empresa/cobranca's answer: the setting and the acceptance in force (null while the lock is off or was never accepted). */
export const CobrancaDaEmpresa = preguicoso(() =>
  z.object({
    bloqueio_automatico: z.boolean(),
    dias_carencia: z.number(),
    valor_minimo_atraso: z.number(),
    ufs_sem_bloqueio: z.array(z.enum(UFS)),
    multa_percentual: z.number(),
    juros_mensal_percentual: z.number(),
    bloqueio_aceite: z.nullable(AceiteBloqueio),
  }),
);
export type CobrancaDaEmpresa = z.infer<typeof CobrancaDaEmpresa>;

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
