/**
 * A receipt as a PDF (issue 27 item 6): the store (name, CNPJ, address), the customer (CPF masked),
 * the item, the amount in figures and in words (shared/br/extenso.ts), how and when it was paid and
 * who received it. Two page sizes: A4 (`a4`) and an 80 mm thermal roll (`80mm`: 226.77 pt wide, as
 * tall as the text). Drawn with pdf-lib and the slips' text helpers, as the audit trail PDF is
 * (trilha-pdf.ts). Pure: data in, bytes out.
 */
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import { formatarData } from "../../shared/br/datas";
import { formatarCentavos } from "../../shared/br/dinheiro";
import { valorPorExtenso } from "../../shared/br/extenso";
import { ROTULO_FORMA_BALCAO, type FormaPagamentoBalcao } from "../../shared/vendas/pagamento-balcao";
import { enderecoEmLinha, formatarCnpjAlfanumerico, quebrarLinhas, textoImprimivel } from "../boletos";
import { cpfParcial } from "./trilha-pdf";

import type { FormatoRecibo } from "../../shared/vendas/pagamento-balcao";

export interface DadosRecibo {
  numero: string;
  loja: { nome: string; cnpj: string; endereco: string | null; cep: string | null; cidade: string | null; uf: string | null };
  cliente: { nome: string; cpf: string | null } | null;
  /** What was paid for: "Parcela 2 de 8 — Galaxy A15 (IMEI 35…)". */
  referente: string;
  valorCentavos: number;
  forma: FormaPagamentoBalcao | "BOLETO";
  data: string;
  recebidoPor: string;
}

const FORMA_TEXTO: Record<DadosRecibo["forma"], string> = { ...ROTULO_FORMA_BALCAO, BOLETO: "Boleto bancário" };

/** The receipt's lines, in order (the same on both sizes). */
export function linhasDoRecibo(d: DadosRecibo): { texto: string; negrito?: boolean; grande?: boolean }[] {
  const endereco = enderecoEmLinha(d.loja);
  return [
    { texto: d.loja.nome, negrito: true, grande: true },
    { texto: `CNPJ ${formatarCnpjAlfanumerico(d.loja.cnpj)}` },
    ...(endereco ? [{ texto: endereco }] : []),
    { texto: "" },
    { texto: `RECIBO Nº ${d.numero}`, negrito: true, grande: true },
    { texto: `Valor: ${formatarCentavos(d.valorCentavos)}`, negrito: true },
    { texto: "" },
    {
      texto: `Recebemos de ${d.cliente?.nome ?? "cliente não encontrado"}, CPF ${cpfParcial(d.cliente?.cpf ?? null)}, a importância de ${formatarCentavos(d.valorCentavos)} (${valorPorExtenso(d.valorCentavos)}), referente a ${d.referente}.`,
    },
    { texto: "" },
    { texto: `Forma de pagamento: ${FORMA_TEXTO[d.forma]}` },
    { texto: `Data do pagamento: ${formatarData(d.data)}` },
    { texto: `Recebido por: ${d.recebidoPor}` },
  ];
}

export async function renderizarReciboPdf(d: DadosRecibo, formato: FormatoRecibo): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Recibo ${d.numero}`);
  pdf.setLanguage("pt-BR");
  pdf.setProducer("ERP Celulares");
  const [normal, negrito] = await Promise.all([pdf.embedFont(StandardFonts.Helvetica), pdf.embedFont(StandardFonts.HelveticaBold)]);
  const termica = formato === "80mm";
  const largura = termica ? 226.77 : 595.28;
  const margem = termica ? 10 : 56;
  const util = largura - 2 * margem;
  const base = termica ? 8 : 11;
  const linhas = linhasDoRecibo(d).flatMap((l) => {
    const fonte = l.negrito ? negrito : normal;
    const tamanho = l.grande ? base + 3 : base;
    const partes = l.texto ? quebrarLinhas(fonte, tamanho, textoImprimivel(fonte, l.texto), util) : [""];
    return partes.map((t) => ({ t, fonte, tamanho }));
  });
  const altura = linhas.reduce((s, l) => s + l.tamanho * 1.4, 0) + 2 * margem + (termica ? 40 : 0);
  const pagina = pdf.addPage([largura, termica ? altura : 841.89]);
  let topo = margem;
  for (const l of linhas) {
    if (l.t) pagina.drawText(l.t, { x: margem, y: pagina.getHeight() - topo - l.tamanho, size: l.tamanho, font: l.fonte, color: rgb(0, 0, 0) });
    topo += l.tamanho * 1.4;
  }
  // The line where the receiver signs.
  topo += termica ? 24 : 48;
  pagina.drawLine({ start: { x: margem, y: pagina.getHeight() - topo }, end: { x: margem + util * 0.8, y: pagina.getHeight() - topo }, thickness: 0.5, color: rgb(0, 0, 0) });
  return pdf.save();
}
