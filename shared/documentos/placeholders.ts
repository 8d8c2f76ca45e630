/**
 * Template placeholders (SPEC section 3), written in a template as `{{chave}}`. A contract
 * knows the sale's money (17); a warranty only the people, the device and the dates (12).
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

const DATAS: Placeholder[] = [
  { chave: "data_venda", descricao: "Data da venda" },
  { chave: "data_atual", descricao: "Data de hoje" },
];

/** The spec's order: people and device, money, dates, payment method. */
export const PLACEHOLDERS_CONTRATO: readonly Placeholder[] = [
  ...COMUNS_INICIO,
  ...FINANCEIROS,
  ...DATAS,
  { chave: "forma_pagamento", descricao: "Forma de pagamento" },
];

export const PLACEHOLDERS_GARANTIA: readonly Placeholder[] = [...COMUNS_INICIO, ...DATAS];

export function placeholdersDoTipo(tipo: TipoDocumento): readonly Placeholder[] {
  return tipo === "contrato" ? PLACEHOLDERS_CONTRATO : PLACEHOLDERS_GARANTIA;
}

/** `{{chave}}` as it is typed into a template. */
export const marcador = (chave: string): string => `{{${chave}}}`;
