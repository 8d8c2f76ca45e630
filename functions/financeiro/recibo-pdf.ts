/**
 * A receipt as a PDF (issue 27 items 6 and 7) — of a paid instalment or of a sale paid at the
 * counter, the same lines (recibo.ts linhasDoRecibo). Two page sizes: A4 (`a4`) and an 80 mm
 * thermal roll (`80mm`: 226.77 pt wide, as tall as the text). Drawn with pdf-lib and the slips'
 * text helpers, as the audit trail PDF is (trilha-pdf.ts). Pure: data in, bytes out; a lazy chunk
 * (only the receipt routes load pdf-lib).
 */
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import type { FormatoRecibo } from "../../shared/vendas/pagamento-balcao";
import { quebrarLinhas, textoImprimivel } from "../boletos";
import { linhasDoRecibo, type DadosRecibo, type LinhaRecibo } from "./recibo";

export const renderizarReciboPdf = (d: DadosRecibo, formato: FormatoRecibo): Promise<Uint8Array> => renderizarLinhasPdf(`Recibo ${d.numero}`, linhasDoRecibo(d), formato);

/** Lines of a receipt-like document (a receipt, the termo de quitação) on A4 or an 80 mm roll, with the signature line below. */
export async function renderizarLinhasPdf(titulo: string, linhasDoDocumento: readonly LinhaRecibo[], formato: FormatoRecibo): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(titulo);
  pdf.setLanguage("pt-BR");
  pdf.setProducer("ERP Celulares");
  const [normal, negrito] = await Promise.all([pdf.embedFont(StandardFonts.Helvetica), pdf.embedFont(StandardFonts.HelveticaBold)]);
  const termica = formato === "80mm";
  const largura = termica ? 226.77 : 595.28;
  const margem = termica ? 10 : 56;
  const util = largura - 2 * margem;
  const base = termica ? 8 : 11;
  const linhas = linhasDoDocumento.flatMap((l) => {
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
