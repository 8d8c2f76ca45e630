/**
 * Fills a template with a sale's data: the preview on the templates screen and the server
 * when a sale generates its contract or warranty call the same function, so what the admin
 * previews is what the customer signs.
 */
import { mascararCnpj } from "../br/cnpj";
import { mascararCpf } from "../br/cpf";
import { formatarData, hojeBrasil } from "../br/datas";
import { diasEntre } from "../boletos/fator-vencimento";
import { formatarReais } from "../br/dinheiro";
import { numeroPorExtenso } from "../br/extenso";
import { mascararTelefone } from "../br/telefone";
import { jurosCentavos, multaCentavos } from "../boletos/encargos";
import { custoDoCredito, formatarPercentual, TEXTO_QUITACAO_ANTECIPADA, type CustoCredito } from "../regras/credito";
import { capacidadePagamento, condicoesDaOferta, papelDoFinanciador, type CapacidadePagamento } from "../regras/divulgacao-credito";
import { calcularParcelamento, TABELA_PADRAO } from "../regras/parcelamento";
import { placeholdersDoTipo, type TipoDocumento } from "./placeholders";
import { sanitizarHtml } from "./sanitizar";
import { escaparHtml } from "./escapar";
import { clausulaBloqueio } from "./clausula-bloqueio";

/** What a document can show. Money in reais (as on the API), dates YYYY-MM-DD, CPF/CNPJ/phone digits or masked. */
export interface DadosDocumento {
  cliente: { nome: string; cpf: string; telefone: string; endereco: string };
  /** `cidade` "Recife/PE", empty when the shop has none yet (the place line stays blank to be written by hand). */
  empresa: { nome: string; cnpj: string; cidade?: string };
  produto: { modelo: string; marca: string; imei: string; cor: string };
  valor_total: number;
  qtd_parcelas: number;
  valor_parcela: number;
  valor_entrada: number;
  data_venda: string;
  data_atual: string;
  /** The label the customer reads, e.g. "BOLETO PARCELADO", "PIX". */
  forma_pagamento: string;
  /** The cost of credit of a boleto sale (shared/regras/credito.ts); absent or null without credit. */
  credito?: CustoCredito | null;
  /** The customer consented to the remote lock at the sale: {{clausula_bloqueio}} prints the clause (absent or false: nothing). */
  consentimento_bloqueio?: boolean;
  /** The declared income and its share (shared/regras/divulgacao-credito.ts); absent or null without credit. */
  capacidade?: CapacidadePagamento | null;
}

export interface DocumentoRenderizado {
  html: string;
  /** Placeholders left as typed because they are unknown or not valid for the type, e.g. "{{cliente_rg}}". */
  desconhecidos: string[];
}

const data = (valor: string): string => {
  try {
    return formatarData(valor);
  } catch {
    return valor;
  }
};

/**
 * An optional customer field left empty prints as a line to fill in by hand on the signed paper,
 * so the text never reads "residente em (CLIENTE)".
 */
export const LINHA_EM_BRANCO = "_".repeat(30);
const ouLinha = (valor: string): string => (valor.trim() ? valor : LINHA_EM_BRANCO);

const SEM_CREDITO = "—";
const reaisDe = (centavos: number | undefined): string => (centavos === undefined ? SEM_CREDITO : formatarReais(centavos / 100));

/**
 * The schedule as an HTML table, the one value that is markup: built here from numbers and dates
 * only (nothing typed by anyone), and sanitised again with the rest of the document.
 */
function tabelaParcelas(c: CustoCredito): string {
  const linhas = c.parcelas.map((x) => `<tr><td>${x.numero}</td><td>${data(x.vencimento)}</td><td>${formatarReais(x.valor_centavos / 100)}</td></tr>`).join("");
  return `<table><thead><tr><th>Parcela</th><th>Vencimento</th><th>Valor</th></tr></thead><tbody>${linhas}</tbody></table>`;
}

/**
 * "15 (quinze) dias": the days between two instalments (or from the sale to the only one), the
 * plan's interval (parcelamento.ts: instalment k is due interval·k days after the sale) — so a shop on 30-day plans
 * never prints the default contract's old fixed "15 dias" (CDC art. 52 IV: the periodicity).
 */
function periodicidade(c: CustoCredito, dataVenda: string): string {
  const [primeira, segunda] = c.parcelas;
  const dias = primeira ? diasEntre(segunda ? primeira.vencimento : dataVenda, segunda ? segunda.vencimento : primeira.vencimento) : 0;
  return dias > 0 ? `${dias} (${numeroPorExtenso(dias)}) dias` : SEM_CREDITO;
}

/** Days an instalment is late in the contract's example of the late charges (clause 4 of the default). */
const DIAS_EXEMPLO_ATRASO = 10;

/** "uma parcela de R$ 118,05 paga com 10 (dez) dias de atraso tem multa de R$ 2,36 e juros de R$ 0,39, totalizando R$ 120,80". */
function exemploAtraso(c: CustoCredito): string {
  const parcela = c.parcelas[0];
  if (!parcela || c.multa_atraso_percentual === null || c.juros_mora_mensal_percentual === null) return SEM_CREDITO;
  const encargos = { multa_percentual: c.multa_atraso_percentual, juros_mensal_percentual: c.juros_mora_mensal_percentual };
  const multa = multaCentavos(parcela.valor_centavos, encargos);
  const juros = jurosCentavos(parcela.valor_centavos, DIAS_EXEMPLO_ATRASO, encargos);
  return (
    `uma parcela de ${formatarReais(parcela.valor_centavos / 100)} paga com ${DIAS_EXEMPLO_ATRASO} (${numeroPorExtenso(DIAS_EXEMPLO_ATRASO)}) dias de atraso ` +
    `tem multa de ${formatarReais(multa / 100)} e juros de ${formatarReais(juros / 100)}, totalizando ${formatarReais((parcela.valor_centavos + multa + juros) / 100)}`
  );
}

/** What the disclosure's conditions print (issue 37); a dash without credit or on a credit computed without them. */
function valoresDasCondicoes(c: CustoCredito | null, cap: CapacidadePagamento | null): Record<string, string> {
  const f = c?.financiador ?? null;
  const semRenda = "não informada";
  return {
    periodicidade: c?.periodicidade ?? SEM_CREDITO,
    taxa_juros_anual: c ? formatarPercentual(c.taxa_anual_percentual) : SEM_CREDITO,
    valor_total_sem_financiamento: reaisDe(c?.valor_a_vista_centavos),
    financiador_nome: f?.nome ?? SEM_CREDITO,
    financiador_cnpj: f ? mascararCnpj(f.cnpj) : SEM_CREDITO,
    financiador_endereco: f ? ouLinha(f.endereco ?? "") : SEM_CREDITO,
    financiador_papel: f ? papelDoFinanciador(f) : SEM_CREDITO,
    valida_ate: c?.valida_ate ? data(c.valida_ate) : SEM_CREDITO,
    multa_atraso: c?.multa_atraso_percentual != null ? formatarPercentual(c.multa_atraso_percentual) : SEM_CREDITO,
    juros_mora: c?.juros_mora_mensal_percentual != null ? `${formatarPercentual(c.juros_mora_mensal_percentual)} ao mês` : SEM_CREDITO,
    exemplo_atraso: c ? exemploAtraso(c) : SEM_CREDITO,
    quitacao_antecipada: c ? TEXTO_QUITACAO_ANTECIPADA : SEM_CREDITO,
    renda_mensal_declarada: !cap ? SEM_CREDITO : cap.renda_mensal_declarada_centavos === null ? semRenda : formatarReais(cap.renda_mensal_declarada_centavos / 100),
    comprometimento_renda: !cap ? SEM_CREDITO : cap.comprometimento_percentual === null ? "não calculada (renda não informada)" : formatarPercentual(cap.comprometimento_percentual),
  };
}

/** Every placeholder's value, formatted pt-BR (text: escaped when placed). */
function valores(d: DadosDocumento): Record<string, string> {
  const c = d.credito ?? null;
  return {
    ...valoresDasCondicoes(c, d.capacidade ?? null),
    cliente_nome: ouLinha(d.cliente.nome),
    cliente_cpf: ouLinha(mascararCpf(d.cliente.cpf)),
    cliente_telefone: ouLinha(mascararTelefone(d.cliente.telefone)),
    cliente_endereco: ouLinha(d.cliente.endereco),
    empresa_nome: d.empresa.nome,
    empresa_cnpj: mascararCnpj(d.empresa.cnpj),
    empresa_cidade: ouLinha(d.empresa.cidade ?? ""),
    produto_modelo: d.produto.modelo,
    produto_marca: d.produto.marca,
    produto_imei: d.produto.imei,
    produto_cor: d.produto.cor,
    valor_total: formatarReais(d.valor_total),
    qtd_parcelas: String(d.qtd_parcelas),
    valor_parcela: formatarReais(d.valor_parcela),
    valor_entrada: formatarReais(d.valor_entrada),
    data_venda: data(d.data_venda),
    data_atual: data(d.data_atual),
    forma_pagamento: d.forma_pagamento,
    valor_a_vista: reaisDe(c?.valor_a_vista_centavos),
    valor_financiado: reaisDe(c?.valor_financiado_centavos),
    juros_total: reaisDe(c?.juros_total_centavos),
    taxa_juros_mensal: c ? formatarPercentual(c.taxa_mensal_percentual) : SEM_CREDITO,
    cet_anual: c ? formatarPercentual(c.cet_anual_percentual) : SEM_CREDITO,
    // With a credit, the table itself is placed (renderizarDocumento); without one, a dash.
    tabela_parcelas: SEM_CREDITO,
    periodicidade_parcelas: c ? periodicidade(c, d.data_venda) : SEM_CREDITO,
  };
}

export { escaparHtml };

const MARCADOR = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;
/** The editor wraps everything in a paragraph; a table inside <p> is invalid HTML, so the paragraph goes. */
const PARAGRAFO_DA_TABELA = /<p>\s*\{\{\s*tabela_parcelas\s*\}\}\s*<\/p>/g;
/** The lock clause is blocks too (a heading, paragraphs): its paragraph goes the same way, printed or not. */
const PARAGRAFO_DA_CLAUSULA = /<p>\s*\{\{\s*clausula_bloqueio\s*\}\}\s*<\/p>/g;

/** {{clausula_bloqueio}}: the lock's own clause when the customer consented at the sale, else nothing. */
function clausulaDoDocumento(d: DadosDocumento, v: Record<string, string>): string {
  if (!d.consentimento_bloqueio) return "";
  return clausulaBloqueio({ clienteNome: v.cliente_nome ?? "", clienteCpf: v.cliente_cpf ?? "", imei: d.produto.imei, local: v.empresa_cidade ?? "", data: v.data_atual ?? "" });
}

/**
 * Sanitises the template, replaces each placeholder valid for the type with its escaped value,
 * and sanitises the result again (a value can never become markup or a link scheme). Unknown
 * placeholders stay visible as typed and are listed once each.
 */
export function renderizarDocumento(conteudo: string, tipo: TipoDocumento, dados: DadosDocumento): DocumentoRenderizado {
  const validos = new Set(placeholdersDoTipo(tipo).map((p) => p.chave));
  const v = valores(dados);
  const desconhecidos = new Set<string>();
  const tabela = validos.has("tabela_parcelas") && dados.credito ? tabelaParcelas(dados.credito) : null;
  const clausula = validos.has("clausula_bloqueio") ? clausulaDoDocumento(dados, v) : null;
  let limpo = sanitizarHtml(conteudo);
  if (tabela) limpo = limpo.replace(PARAGRAFO_DA_TABELA, () => tabela);
  if (clausula !== null) limpo = limpo.replace(PARAGRAFO_DA_CLAUSULA, () => clausula);
  const preenchido = limpo.replace(MARCADOR, (inteiro: string, chave: string) => {
    if (chave === "tabela_parcelas" && tabela) return tabela;
    if (chave === "clausula_bloqueio" && clausula !== null) return clausula;
    if (validos.has(chave)) return escaparHtml(v[chave] ?? "");
    desconhecidos.add(inteiro);
    return inteiro;
  });
  return { html: sanitizarHtml(preenchido), desconhecidos: [...desconhecidos] };
}

/** Placeholders of a template that the type does not know (the editor's warning, without data). */
export function placeholdersDesconhecidos(conteudo: string, tipo: TipoDocumento): string[] {
  const validos = new Set(placeholdersDoTipo(tipo).map((p) => p.chave));
  const achados = new Set<string>();
  for (const m of conteudo.matchAll(MARCADOR)) if (!validos.has(m[1] ?? "")) achados.add(m[0]);
  return [...achados];
}

/**
 * The preview's sample sale (SPEC section 2): a boleto sale of R$ 3.600,00 (cash price R$ 2.160,00,
 * 12x divisor 0.60), entry R$ 900,00, 12 fortnightly instalments of R$ 225,00 — with the cost of
 * credit computed by the sale's own rule.
 */
export function dadosExemplo(nomeEmpresa?: string, hoje: string = hojeBrasil()): DadosDocumento {
  const exemplo = { precoCentavos: 216_000, entradaCentavos: 90_000, dataVenda: hoje };
  const loja = { nome_fantasia: nomeEmpresa?.trim() || "Sua Loja de Celulares", cnpj: "11222333000181", endereco: "Av. Paulista, 1000", cidade: "São Paulo", uf: "SP", cep: "01310100" };
  const condicoes = condicoesDaOferta({ financiador: { tipo: "propria_loja" }, loja, intervaloDias: TABELA_PADRAO.intervalo_dias, hoje, encargos: { multa_percentual: 2, juros_mensal_percentual: 1 } });
  const parcelas = calcularParcelamento({ ...exemplo, qtdParcelas: 12 }).parcelas;
  const credito = custoDoCredito({ ...exemplo, parcelas, condicoes });
  return {
    credito,
    capacidade: capacidadePagamento({ rendaMensalCentavos: 250_000, parcelasCentavos: parcelas.map((p) => p.valorCentavos), intervaloDias: TABELA_PADRAO.intervalo_dias }),
    cliente: { nome: "Maria da Silva Santos", cpf: "52998224725", telefone: "11987654321", endereco: "Rua das Flores, 123, Centro, São Paulo/SP, CEP 01001-000" },
    empresa: { nome: loja.nome_fantasia, cnpj: loja.cnpj, cidade: "São Paulo/SP" },
    produto: { modelo: "Galaxy A15 128GB", marca: "Samsung", imei: "356938035643809", cor: "Azul-escuro" },
    valor_total: 3600,
    qtd_parcelas: 12,
    valor_parcela: 225,
    valor_entrada: 900,
    data_venda: hoje,
    data_atual: hoje,
    forma_pagamento: "BOLETO PARCELADO",
    // The preview shows the lock clause as a consenting customer's contract prints it.
    consentimento_bloqueio: true,
  };
}
