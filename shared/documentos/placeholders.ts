/**
 * Template placeholders (SPEC section 3), written in a template as `{{chave}}`. A contract
 * knows the sale's money and the cost of its credit (23); a warranty only the people, the device
 * and the dates (12).
 */
export const TIPOS_DOCUMENTO = ["contrato", "garantia"] as const;
export type TipoDocumento = (typeof TIPOS_DOCUMENTO)[number];

export const ROTULO_TIPO_DOCUMENTO: Record<TipoDocumento, string> = { contrato: "Contrato", garantia: "Garantia" };

export interface Placeholder {
  chave: string;
  descricao: string;
}

const COMUNS_INICIO: Placeholder[] = [
  { chave: "cliente_nome", descricao: "Nome do cliente" },
  { chave: "cliente_cpf", descricao: "CPF do cliente" },
  { chave: "cliente_telefone", descricao: "Telefone do cliente" },
  { chave: "cliente_endereco", descricao: "Endereço do cliente" },
  { chave: "empresa_nome", descricao: "Nome da loja" },
  { chave: "empresa_cnpj", descricao: "CNPJ da loja" },
  { chave: "empresa_cidade", descricao: "Cidade/UF da loja (o local do documento)" },
  { chave: "produto_modelo", descricao: "Modelo do aparelho" },
  { chave: "produto_marca", descricao: "Marca do aparelho" },
  { chave: "produto_imei", descricao: "IMEI do aparelho" },
  { chave: "produto_cor", descricao: "Cor do aparelho" },
];

const FINANCEIROS: Placeholder[] = [
  { chave: "valor_total", descricao: "Valor total da venda" },
  { chave: "qtd_parcelas", descricao: "Quantidade de parcelas" },
  { chave: "valor_parcela", descricao: "Valor de cada parcela" },
  { chave: "valor_entrada", descricao: "Valor da entrada" },
];

/** CDC art. 52's disclosure (shared/regras/credito.ts), frozen at the sale (issue 27). */
export const PLACEHOLDERS_CREDITO: readonly Placeholder[] = [
  { chave: "valor_a_vista", descricao: "Preço à vista" },
  { chave: "valor_financiado", descricao: "Valor financiado (preço à vista − entrada)" },
  { chave: "juros_total", descricao: "Juros em reais (total − preço à vista)" },
  { chave: "taxa_juros_mensal", descricao: "Taxa de juros mensal" },
  { chave: "cet_anual", descricao: "Custo efetivo total anual (CET)" },
  { chave: "tabela_parcelas", descricao: "Tabela das parcelas (número, vencimento, valor)" },
  { chave: "periodicidade_parcelas", descricao: "Intervalo entre as parcelas (ex.: 15 (quinze) dias)" },
  // Issue 37: the rest of what the customer must be told before signing (CDC arts. 52 and 54-B, Decreto 5.903/2006 art. 3).
  { chave: "periodicidade", descricao: "Periodicidade das parcelas por extenso (ex.: a cada 15 dias (quinzenal))" },
  { chave: "taxa_juros_anual", descricao: "Taxa efetiva anual de juros" },
  { chave: "valor_total_sem_financiamento", descricao: "Total sem financiamento (o preço à vista)" },
  { chave: "financiador_nome", descricao: "Quem financia (credor): a loja ou a instituição parceira" },
  { chave: "financiador_cnpj", descricao: "CNPJ de quem financia" },
  { chave: "financiador_endereco", descricao: "Endereço de quem financia" },
  { chave: "financiador_papel", descricao: "Quem financia, em palavras (crediário próprio da loja ou instituição parceira)" },
  { chave: "valida_ate", descricao: "Validade das condições oferecidas (data)" },
  { chave: "multa_atraso", descricao: "Multa por atraso (ex.: 2,00%)" },
  { chave: "juros_mora", descricao: "Juros de mora (ex.: 1,00% ao mês)" },
  { chave: "exemplo_atraso", descricao: "Exemplo: a primeira parcela paga com 10 dias de atraso" },
  { chave: "quitacao_antecipada", descricao: "Direito de quitar antes, com redução dos juros" },
  { chave: "renda_mensal_declarada", descricao: "Renda mensal declarada pelo cliente" },
  { chave: "comprometimento_renda", descricao: "Parte da renda mensal tomada pelas parcelas de um mês" },
];

const DATAS: Placeholder[] = [
  { chave: "data_venda", descricao: "Data da venda" },
  { chave: "data_atual", descricao: "Data de hoje" },
];

/** The spec's order: people and device, money, dates, payment method. */
export const PLACEHOLDERS_CONTRATO: readonly Placeholder[] = [
  ...COMUNS_INICIO,
  ...FINANCEIROS,
  ...PLACEHOLDERS_CREDITO,
  ...DATAS,
  { chave: "forma_pagamento", descricao: "Forma de pagamento" },
  // Issue 37 item 6: a block of its own (heading, items, the customer's signature), best alone in its paragraph.
  { chave: "clausula_bloqueio", descricao: "Cláusula do bloqueio remoto (impressa só quando o cliente autoriza na venda)" },
];

/**
 * What a contract must state before signing (CDC arts. 52 and 54-B, Decreto 5.903/2006 art. 3,
 * Lei 6.463/1977 art. 1) that only a placeholder can state right: each figure is the sale's own.
 * A template printing none of a disclosure's placeholders never states it (or states a figure
 * typed once, e.g. a fixed fine the shop has since changed): the templates, plans and sale screens
 * list what is missing (stored templates are never rewritten). The right to pay off early is not
 * here: a template may state it in its own words.
 */
export const DIVULGACOES_DO_CONTRATO: readonly { chaves: readonly string[]; descricao: string }[] = [
  { chaves: ["cet_anual"], descricao: "o CET (custo efetivo total)" },
  { chaves: ["taxa_juros_anual"], descricao: "a taxa efetiva anual" },
  { chaves: ["taxa_juros_mensal"], descricao: "a taxa de juros mensal" },
  { chaves: ["valor_a_vista", "valor_total_sem_financiamento"], descricao: "o preço à vista" },
  { chaves: ["valor_total"], descricao: "o total a prazo" },
  { chaves: ["periodicidade", "periodicidade_parcelas"], descricao: "a periodicidade das parcelas" },
  { chaves: ["financiador_nome"], descricao: "quem financia" },
  { chaves: ["financiador_cnpj"], descricao: "o CNPJ de quem financia" },
  { chaves: ["multa_atraso"], descricao: "a multa por atraso" },
  { chaves: ["juros_mora"], descricao: "os juros de mora" },
  { chaves: ["valida_ate"], descricao: "a validade da oferta" },
];

const temMarcador = (conteudo: string, chave: string) => new RegExp(`\\{\\{\\s*${chave}\\s*\\}\\}`).test(conteudo);

/** What GET /api/empresa/credito says of the contract the next sale prints (the sale and settings screens warn). */
export interface AvisosDoContrato {
  contrato_sem_cet: boolean;
  /** The active contract template states a fixed 15-day periodicity the plans do not follow (contratoComPeriodicidadeFixa). */
  contrato_periodicidade_fixa: boolean;
  /** divulgacoesAusentes: every disclosure it lacks, by placeholder ([] when none). */
  contrato_divulgacoes_ausentes: string[];
}

/** The disclosures a contract template never prints, by their first placeholder (e.g. ["cet_anual", "multa_atraso"]). */
export function divulgacoesAusentes(conteudo: string): string[] {
  return DIVULGACOES_DO_CONTRATO.filter((d) => !d.chaves.some((c) => temMarcador(conteudo, c))).map((d) => d.chaves[0]!);
}

/** A contract template without {{cet_anual}}: kept for GET /api/empresa/credito's `contrato_sem_cet` (divulgacoesAusentes lists all). */
export function contratoSemCet(conteudo: string): boolean {
  return divulgacoesAusentes(conteudo).includes("cet_anual");
}

/**
 * A contract template that states the old fixed "15 (quinze) dias" (the default before
 * {{periodicidade_parcelas}}) while the shop's plans run every `intervaloDias` days other than 15:
 * its contracts would tell the customer a false periodicity (CDC art. 52 IV). Warned like the CET.
 */
export function contratoComPeriodicidadeFixa(conteudo: string, intervaloDias: number): boolean {
  return intervaloDias !== 15 && !/\{\{\s*periodicidade_parcelas\s*\}\}/.test(conteudo) && /15 \(quinze\) dias|quinzena/i.test(conteudo);
}

/** The warning for a contract template missing disclosures: what it lacks, each with its placeholder. */
export function msgDivulgacoesAusentes(chaves: readonly string[]): string {
  const itens = chaves.map((c) => {
    const d = DIVULGACOES_DO_CONTRATO.find((x) => x.chaves[0] === c);
    return `${d?.descricao ?? c} (${marcador(c)})`;
  });
  const lista = itens.length <= 1 ? (itens[0] ?? "") : `${itens.slice(0, -1).join(", ")} e ${itens[itens.length - 1]}`;
  return `O modelo de contrato ativo não informa ${lista}, que o cliente deve saber antes de assinar (CDC, arts. 52 e 54-B). Inclua ${itens.length === 1 ? "o marcador" : "os marcadores"} no contrato em Configurações > Modelos de Documentos.`;
}

export const MSG_CET = {
  semCet: "O modelo de contrato ativo não informa o CET (custo efetivo total), que o art. 52 do CDC exige. Inclua o marcador {{cet_anual}} no contrato em Configurações > Modelos de Documentos.",
  periodicidadeFixa: (dias: number) =>
    `O modelo de contrato ativo diz que as parcelas vencem a cada 15 dias, mas os planos da loja são de ${dias} em ${dias} dias. Use o marcador {{periodicidade_parcelas}} no contrato em Configurações > Modelos de Documentos.`,
} as const;

export const PLACEHOLDERS_GARANTIA: readonly Placeholder[] = [...COMUNS_INICIO, ...DATAS];

export function placeholdersDoTipo(tipo: TipoDocumento): readonly Placeholder[] {
  return tipo === "contrato" ? PLACEHOLDERS_CONTRATO : PLACEHOLDERS_GARANTIA;
}

/** `{{chave}}` as it is typed into a template. */
export const marcador = (chave: string): string => `{{${chave}}}`;
