/**
 * Reports as CSV the way Excel and LibreOffice in pt-BR open them with a double click: UTF-8 with
 * a BOM (else accents break), `;` between fields (the comma is the decimal mark), decimal comma,
 * CRLF line ends, a pt-BR header row. Text cells that a spreadsheet would run as a formula
 * (=, +, -, @, tab, CR at the start: CSV injection) get a leading apostrophe.
 */
import { formatarData } from "../../shared/br/datas";
import {
  FAIXAS_IDADE,
  ROTULO_AGRUPAMENTO,
  ROTULO_IDADE,
  type RelatorioEstoque,
  type RelatorioInadimplencia,
  type RelatorioRecebiveis,
  type RelatorioVendas,
} from "../../shared/relatorios/relatorios";

/** A text cell, or a number already written with a decimal comma (never prefixed: "-12,50" is a number). */
type Celula = string | { numero: string };

const decimal = (v: number, casas = 2) => v.toFixed(casas).replace(".", ",");
const inteiro = (v: number) => String(v);

function texto(v: string): string {
  const seguro = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[;"\r\n]/.test(seguro) ? `"${seguro.replace(/"/g, '""')}"` : seguro;
}

export function gerarCsv(cabecalho: string[], linhas: Celula[][]): string {
  const linha = (c: Celula[]) => c.map((x) => (typeof x === "string" ? texto(x) : x.numero)).join(";");
  return `\uFEFF${[cabecalho.map(texto).join(";"), ...linhas.map(linha)].join("\r\n")}\r\n`;
}

const numero = (s: string): Celula => ({ numero: s });
const n = (v: number) => decimal(v);

export function csvVendas(r: RelatorioVendas): string {
  const linhas: Celula[][] = r.linhas.map((l) => [r.agrupar === "dia" ? formatarData(l.chave) : l.rotulo, numero(inteiro(l.quantidade)), numero(n(l.receita)), numero(n(l.custo)), numero(n(l.margem))]);
  const t = r.totais;
  linhas.push(["Total", numero(inteiro(t.quantidade)), numero(n(t.receita)), numero(n(t.custo)), numero(n(t.margem))]);
  return gerarCsv([ROTULO_AGRUPAMENTO[r.agrupar], "Quantidade", "Receita (R$)", "Custo (R$)", "Margem (R$)"], linhas);
}

export function csvRecebiveis(r: RelatorioRecebiveis): string {
  const linhas: Celula[][] = r.faixas.map((f) => [f.rotulo, numero(inteiro(f.quantidade)), numero(n(f.valor))]);
  linhas.push(["Total", numero(inteiro(r.totais.quantidade)), numero(n(r.totais.valor))]);
  return gerarCsv(["Faixa", "Parcelas", "Valor (R$)"], linhas);
}

export function csvInadimplencia(r: RelatorioInadimplencia): string {
  const linha = (rotulo: string, m: RelatorioInadimplencia["totais"]): Celula[] => [
    rotulo,
    numero(n(m.vencido)),
    numero(n(m.pago_no_prazo)),
    numero(n(m.pago_em_atraso)),
    numero(n(m.nao_pago)),
    numero(n(m.a_vencer)),
    numero(n(m.pago_antecipado)),
    numero(decimal(m.taxa_inadimplencia)),
  ];
  const linhas = r.meses.map((m) => linha(m.rotulo, m));
  linhas.push(linha("Total", r.totais));
  return gerarCsv(["Mês de vencimento", "Vencido (R$)", "Pago no prazo (R$)", "Pago em atraso (R$)", "Não pago (R$)", "A vencer (R$)", "Pago antes do vencimento (R$)", "Inadimplência (%)"], linhas);
}

export function csvEstoque(r: RelatorioEstoque): string {
  const linha = (rotulo: string, l: RelatorioEstoque["totais"]): Celula[] => [
    rotulo,
    numero(inteiro(l.quantidade)),
    numero(n(l.valor_custo)),
    numero(n(l.valor_venda)),
    ...FAIXAS_IDADE.map((f) => numero(inteiro(l[f]))),
  ];
  const linhas = r.linhas.map((l) => linha(l.rotulo, l));
  linhas.push(linha("Total", r.totais));
  return gerarCsv(["Produto", "Disponíveis", "Valor de custo (R$)", "Valor de venda (R$)", ...FAIXAS_IDADE.map((f) => `${ROTULO_IDADE[f]} (un.)`)], linhas);
}
