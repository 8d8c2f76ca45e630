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
 * A contract template without {{cet_anual}} never states the effective annual rate CDC art. 52
 * requires: the templates and sale screens warn (stored templates are never rewritten).
 */
export function contratoSemCet(conteudo: string): boolean {
  return !/\{\{\s*cet_anual\s*\}\}/.test(conteudo);
}

/**
 * A contract template that states the old fixed "15 (quinze) dias" (the default before
 * {{periodicidade_parcelas}}) while the shop's plans run every `intervaloDias` days other than 15:
 * its contracts would tell the customer a false periodicity (CDC art. 52 IV). Warned like the CET.
 */
export function contratoComPeriodicidadeFixa(conteudo: string, intervaloDias: number): boolean {
  return intervaloDias !== 15 && !/\{\{\s*periodicidade_parcelas\s*\}\}/.test(conteudo) && /15 \(quinze\) dias|quinzena/i.test(conteudo);
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
