import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { bancoComDigito, formatarLinhaDigitavel, instrucoesEncargos, vencimentoUtil } from "../../../shared/boletos";
import { mascararCpf } from "../../../shared/br/cpf";
import { formatarData } from "../../../shared/br/datas";
import { formatarCentavos } from "../../../shared/br/dinheiro";
import { ALTURA_CODIGO_BARRAS, desenharItf, desenharQrCode } from "./codigos-de-barras";
import { BoletosDoPdf, type SlipDoPdf } from "./entrada";
import { caber, enderecoEmLinha, formatarCnpjAlfanumerico, quebrarLinhas, textoImprimivel } from "./texto";

/**
 * The slip PDF: A4, one page per instalment, laid out as Brazilian banks print a boleto — the
 * "Recibo do Pagador" on top, a cut line, and the "Ficha de Compensação" below with the
 * barcode at the bottom and the Pix QR code beside the instructions. Every page names the
 * store with address and CNPJ (CDC art. 42-A) and states the late charges (docs/boletos.md).
 * Pure: data in, bytes out; no clock, no I/O.
 */

const LARGURA = 595.28; // A4 in points
const ALTURA = 841.89;
const MARGEM = 28;
const UTIL = LARGURA - 2 * MARGEM;
const COLUNA_DIREITA = 150;
const ESQUERDA = UTIL - COLUNA_DIREITA;
const LINHA = 24; // height of a labelled field
const LINHA_DUPLA = 34;
const ALTURA_INSTRUCOES = 5 * LINHA;
const ALTURA_PAGADOR = 36;
/** Header, four rows (one double), instructions, payer, caption, barcode: the ficha's height. */
const ALTURA_FICHA = 24 + 3 * LINHA + LINHA_DUPLA + ALTURA_INSTRUCOES + ALTURA_PAGADOR + 14 + ALTURA_CODIGO_BARRAS;
const CINZA = rgb(0.35, 0.35, 0.35);
const PRETO = rgb(0, 0, 0);
const FUNDO = rgb(0.93, 0.93, 0.93);

type Dados = ReturnType<typeof BoletosDoPdf.parse>;

interface Fontes {
  normal: PDFFont;
  negrito: PDFFont;
  mono: PDFFont;
}

/** A page drawn with y measured from the top, as the layout reads. */
class Folha {
  constructor(
    readonly pagina: PDFPage,
    readonly f: Fontes,
  ) {}

  y(topo: number): number {
    return ALTURA - topo;
  }

  texto(valor: string, x: number, topo: number, opts: { tamanho?: number; fonte?: PDFFont; largura?: number; direita?: boolean; cor?: typeof PRETO } = {}): void {
    const fonte = opts.fonte ?? this.f.normal;
    const tamanho = opts.tamanho ?? 8.5;
    let t = textoImprimivel(fonte, valor);
    if (opts.largura !== undefined) t = caber(fonte, tamanho, t, opts.largura);
    const largura = fonte.widthOfTextAtSize(t, tamanho);
    const xFinal = opts.direita && opts.largura !== undefined ? x + opts.largura - largura : x;
    this.pagina.drawText(t, { x: xFinal, y: this.y(topo) - tamanho, size: tamanho, font: fonte, color: opts.cor ?? PRETO });
  }

  caixa(x: number, topo: number, largura: number, altura: number, fundo = false): void {
    this.pagina.drawRectangle({
      x,
      y: this.y(topo + altura),
      width: largura,
      height: altura,
      borderColor: PRETO,
      borderWidth: 0.5,
      color: fundo ? FUNDO : undefined,
    });
  }

  /** A bordered field: small grey label on top, the value under it. */
  campo(x: number, topo: number, largura: number, rotulo: string, valor: string | string[], opts: { negrito?: boolean; direita?: boolean; altura?: number; fundo?: boolean; tamanho?: number } = {}): void {
    this.caixa(x, topo, largura, opts.altura ?? LINHA, opts.fundo);
    this.texto(rotulo, x + 3, topo + 2, { tamanho: 6, cor: CINZA, largura: largura - 6 });
    (Array.isArray(valor) ? valor : [valor]).forEach((linha, i) =>
      this.texto(linha, x + 3, topo + 11 + i * 10, {
        tamanho: opts.tamanho ?? 8.5,
        fonte: opts.negrito ? this.f.negrito : this.f.normal,
        largura: largura - 6,
        direita: opts.direita,
      }),
    );
  }

  tracejado(topo: number): void {
    this.pagina.drawLine({
      start: { x: MARGEM, y: this.y(topo) },
      end: { x: LARGURA - MARGEM, y: this.y(topo) },
      thickness: 0.6,
      dashArray: [3, 3],
      color: CINZA,
    });
  }

  /** Bank name | bank code with digit | the right-hand text, over a thick rule. */
  cabecalho(topo: number, dados: Dados, direita: string, direitaTamanho: number): number {
    const altura = 24;
    this.texto(dados.banco.nome, MARGEM, topo + 6, { tamanho: 12, fonte: this.f.negrito, largura: 140 });
    const xCodigo = MARGEM + 145;
    this.pagina.drawLine({ start: { x: xCodigo, y: this.y(topo + 2) }, end: { x: xCodigo, y: this.y(topo + altura) }, thickness: 1.2 });
    this.texto(bancoComDigito(dados.banco.codigo), xCodigo + 6, topo + 5, { tamanho: 14, fonte: this.f.negrito });
    const xTexto = xCodigo + 62;
    this.pagina.drawLine({ start: { x: xTexto, y: this.y(topo + 2) }, end: { x: xTexto, y: this.y(topo + altura) }, thickness: 1.2 });
    this.texto(direita, xTexto + 4, topo + 24 - direitaTamanho - 5, {
      tamanho: direitaTamanho,
      fonte: this.f.negrito,
      largura: LARGURA - MARGEM - xTexto - 4,
      direita: true,
    });
    this.pagina.drawLine({ start: { x: MARGEM, y: this.y(topo + altura) }, end: { x: LARGURA - MARGEM, y: this.y(topo + altura) }, thickness: 1.5 });
    return topo + altura;
  }
}

function beneficiario(dados: Dados): string {
  return `${dados.loja.nome} — CNPJ ${formatarCnpjAlfanumerico(dados.loja.cnpj)}`;
}

function pagadorLinha(dados: Dados): string {
  return `${dados.pagador.nome} — CPF ${mascararCpf(dados.pagador.cpf)}`;
}

function instrucoes(dados: Dados, slip: SlipDoPdf): string[] {
  const util = vencimentoUtil(slip.vencimento);
  const linhas = [
    slip.quitacao
      ? `Quitação antecipada do contrato, com a redução proporcional dos juros (CDC art. 52 §2º) — ${formatarCentavos(slip.valorCentavos)} com vencimento em ${formatarData(slip.vencimento)}.`
      : `Parcela ${slip.numeroParcela}/${slip.totalParcelas} — ${formatarCentavos(slip.valorCentavos)} com vencimento em ${formatarData(slip.vencimento)}.`,
    ...instrucoesEncargos({ valorCentavos: slip.valorCentavos, dataVencimento: slip.vencimento, encargos: dados.encargos }),
  ];
  if (util === slip.vencimento) linhas.push(`Pague sem juros até ${formatarData(util)}.`);
  linhas.push("Pague pelo código de barras, pela linha digitável ou pelo Pix (QR code nesta página).");
  return linhas;
}

function reciboDoPagador(folha: Folha, dados: Dados, slip: SlipDoPdf, topo: number): number {
  let y = folha.cabecalho(topo, dados, "Recibo do Pagador", 11);
  const x = MARGEM;
  const xd = MARGEM + ESQUERDA;
  folha.campo(x, y, ESQUERDA, "Beneficiário", beneficiario(dados));
  folha.campo(xd, y, COLUNA_DIREITA, "Vencimento", formatarData(slip.vencimento), { negrito: true, direita: true, fundo: true });
  y += LINHA;
  folha.campo(x, y, ESQUERDA, "Endereço do beneficiário", enderecoEmLinha(dados.loja) || "—");
  folha.campo(xd, y, COLUNA_DIREITA, "Agência / Código do beneficiário", dados.agenciaCodigoBeneficiario, { direita: true });
  y += LINHA;
  folha.campo(x, y, ESQUERDA, "Pagador", pagadorLinha(dados));
  folha.campo(xd, y, COLUNA_DIREITA, "Nosso número", slip.nossoNumero, { direita: true });
  y += LINHA;
  const w = ESQUERDA / 4;
  folha.campo(x, y, w, "Parcela", slip.quitacao ? "Quitação" : `${slip.numeroParcela}/${slip.totalParcelas}`, { negrito: true });
  folha.campo(x + w, y, w, "Nº do documento", slip.numeroDocumento);
  folha.campo(x + 2 * w, y, w, "Data do documento", formatarData(dados.emitidoEm));
  folha.campo(x + 3 * w, y, w, "Sem juros até", formatarData(vencimentoUtil(slip.vencimento)));
  folha.campo(xd, y, COLUNA_DIREITA, "(=) Valor do documento", formatarCentavos(slip.valorCentavos), { negrito: true, direita: true, fundo: true });
  y += LINHA;
  const demonstrativo = instrucoes(dados, slip).flatMap((p) => quebrarLinhas(folha.f.normal, 7.5, textoImprimivel(folha.f.normal, p), UTIL - 8));
  const alturaDemonstrativo = 14 + demonstrativo.length * 9;
  folha.caixa(x, y, UTIL, alturaDemonstrativo);
  folha.texto("Instruções", x + 3, y + 2, { tamanho: 6, cor: CINZA });
  demonstrativo.forEach((l, i) => folha.texto(l, x + 3, y + 11 + i * 9, { tamanho: 7.5 }));
  y += alturaDemonstrativo;
  folha.texto("Linha digitável", x, y + 4, { tamanho: 6, cor: CINZA });
  folha.texto(formatarLinhaDigitavel(slip.linhaDigitavel), x, y + 12, { tamanho: 10, fonte: folha.f.negrito });
  folha.texto("Autenticação mecânica", xd, y + 4, { tamanho: 6, cor: CINZA, largura: COLUNA_DIREITA, direita: true });
  y += 32;

  // Pix: the QR code for a phone, and the copy-and-paste code in full in a monospaced font.
  const ladoQr = 118;
  const xTexto = x + ladoQr + 16;
  const larguraTexto = UTIL - ladoQr - 22;
  const pix = quebrarLinhas(folha.f.mono, 7.5, slip.pixCopiaECola, larguraTexto);
  const alturaPix = Math.max(ladoQr + 12, 60 + pix.length * 9.5);
  folha.caixa(x, y, UTIL, alturaPix);
  desenharQrCode(folha.pagina, slip.pixCopiaECola, x + 6, folha.y(y + 6 + ladoQr), ladoQr);
  folha.texto("Pague com Pix", xTexto, y + 10, { tamanho: 11, fonte: folha.f.negrito });
  folha.texto("No aplicativo do seu banco, escolha Pix e leia o QR code ou cole o código abaixo (Pix copia e cola).", xTexto, y + 26, {
    tamanho: 8,
    largura: larguraTexto,
  });
  folha.texto(`Valor: ${formatarCentavos(slip.valorCentavos)} — o pagamento é confirmado na hora.`, xTexto, y + 38, { tamanho: 8, largura: larguraTexto });
  pix.forEach((l, i) => folha.texto(l, xTexto, y + 56 + i * 9.5, { tamanho: 7.5, fonte: folha.f.mono }));
  y += alturaPix;
  return y;
}

function fichaDeCompensacao(folha: Folha, dados: Dados, slip: SlipDoPdf, topo: number): number {
  let y = folha.cabecalho(topo, dados, formatarLinhaDigitavel(slip.linhaDigitavel), 11.5);
  const x = MARGEM;
  const xd = MARGEM + ESQUERDA;
  folha.campo(x, y, ESQUERDA, "Local de pagamento", "Pagável em qualquer banco, lotérica ou aplicativo de banco, também pelo Pix.");
  folha.campo(xd, y, COLUNA_DIREITA, "Vencimento", formatarData(slip.vencimento), { negrito: true, direita: true, fundo: true });
  y += LINHA;
  folha.campo(x, y, ESQUERDA, "Beneficiário", [beneficiario(dados), enderecoEmLinha(dados.loja) || "—"], { altura: LINHA_DUPLA });
  folha.campo(xd, y, COLUNA_DIREITA, "Agência / Código do beneficiário", dados.agenciaCodigoBeneficiario, { direita: true, altura: LINHA_DUPLA });
  y += LINHA_DUPLA;
  const colunas3: Array<[number, string, string]> = [
    [82, "Data do documento", formatarData(dados.emitidoEm)],
    [100, "Nº do documento", slip.numeroDocumento],
    [58, "Espécie doc.", "DM"],
    [40, "Aceite", "N"],
    [ESQUERDA - 280, "Data do processamento", formatarData(dados.emitidoEm)],
  ];
  let cx = x;
  for (const [w, rotulo, valor] of colunas3) {
    folha.campo(cx, y, w, rotulo, valor);
    cx += w;
  }
  folha.campo(xd, y, COLUNA_DIREITA, "Nosso número", slip.nossoNumero, { direita: true });
  y += LINHA;
  const colunas4: Array<[number, string, string]> = [
    [82, "Uso do banco", ""],
    [100, "Carteira", dados.carteira],
    [58, "Espécie", "R$"],
    [40, "Quantidade", ""],
    [ESQUERDA - 280, "Valor", ""],
  ];
  cx = x;
  for (const [w, rotulo, valor] of colunas4) {
    folha.campo(cx, y, w, rotulo, valor);
    cx += w;
  }
  folha.campo(xd, y, COLUNA_DIREITA, "(=) Valor do documento", formatarCentavos(slip.valorCentavos), { negrito: true, direita: true, fundo: true });
  y += LINHA;

  // Instructions on the left, the Pix QR code beside them, the amount adjustments on the right.
  const rotulosDireita = ["(-) Desconto / Abatimento", "(-) Outras deduções", "(+) Mora / Multa", "(+) Outros acréscimos", "(=) Valor cobrado"];
  const alturaInstrucoes = ALTURA_INSTRUCOES;
  folha.caixa(x, y, ESQUERDA, alturaInstrucoes);
  const ladoQr = alturaInstrucoes - 16;
  const larguraTexto = ESQUERDA - ladoQr - 14;
  folha.texto("Instruções (texto de responsabilidade do beneficiário)", x + 3, y + 2, { tamanho: 6, cor: CINZA, largura: larguraTexto });
  let yl = y + 12;
  for (const paragrafo of instrucoes(dados, slip)) {
    for (const l of quebrarLinhas(folha.f.normal, 7.5, textoImprimivel(folha.f.normal, paragrafo), larguraTexto)) {
      if (yl + 9 > y + alturaInstrucoes) break;
      folha.texto(l, x + 3, yl, { tamanho: 7.5 });
      yl += 9;
    }
    yl += 1.5;
  }
  const xQr = x + ESQUERDA - ladoQr - 6;
  folha.texto("Pague com Pix", xQr, y + 2, { tamanho: 6.5, fonte: folha.f.negrito, largura: ladoQr, direita: false });
  desenharQrCode(folha.pagina, slip.pixCopiaECola, xQr, folha.y(y + 12 + ladoQr), ladoQr);
  rotulosDireita.forEach((rotulo, i) => folha.campo(xd, y + i * LINHA, COLUNA_DIREITA, rotulo, ""));
  y += alturaInstrucoes;

  const alturaPagador = ALTURA_PAGADOR;
  folha.caixa(x, y, UTIL, alturaPagador);
  folha.texto("Pagador", x + 3, y + 2, { tamanho: 6, cor: CINZA });
  folha.texto(pagadorLinha(dados), x + 3, y + 10, { tamanho: 8.5, fonte: folha.f.negrito, largura: UTIL - 6 });
  folha.texto(enderecoEmLinha(dados.pagador) || "Endereço não informado", x + 3, y + 22, { tamanho: 8, largura: UTIL - 6 });
  y += alturaPagador;
  folha.texto("Sacador / Avalista", x, y + 3, { tamanho: 6, cor: CINZA });
  folha.texto("Autenticação mecânica — Ficha de Compensação", xd - 100, y + 3, { tamanho: 6.5, fonte: folha.f.negrito, largura: COLUNA_DIREITA + 100, direita: true });
  y += 14;
  desenharItf(folha.pagina, slip.codigoBarras, x + 4, folha.y(y + ALTURA_CODIGO_BARRAS));
  return y + ALTURA_CODIGO_BARRAS;
}

/**
 * Renders one A4 page per slip. Throws a zod error (z.core.$ZodError) when the data would print a slip that does
 * not pay what it says (linha and barcode disagree, bad Pix CRC, bad CPF/CNPJ shape).
 */
export async function renderizarBoletosPdf(entrada: BoletosDoPdf): Promise<Uint8Array> {
  const dados = BoletosDoPdf.parse(entrada);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Boletos — ${dados.loja.nome}`);
  pdf.setAuthor(dados.loja.nome);
  pdf.setSubject(`Boletos de ${dados.pagador.nome}`);
  pdf.setLanguage("pt-BR");
  pdf.setProducer("ERP Celulares");
  pdf.setCreator("ERP Celulares");
  // Dates from the data, not the clock: the same slips always give the same bytes.
  const emitido = new Date(`${dados.emitidoEm}T12:00:00Z`);
  pdf.setCreationDate(emitido);
  pdf.setModificationDate(emitido);
  const fontes: Fontes = {
    normal: await pdf.embedFont(StandardFonts.Helvetica),
    negrito: await pdf.embedFont(StandardFonts.HelveticaBold),
    mono: await pdf.embedFont(StandardFonts.Courier),
  };
  for (const slip of dados.slips) {
    const folha = new Folha(pdf.addPage([LARGURA, ALTURA]), fontes);
    reciboDoPagador(folha, dados, slip, MARGEM);
    // The ficha sits at the foot of the page, as banks print it; the cut line just above it.
    const inicioFicha = ALTURA - MARGEM - ALTURA_FICHA;
    const corte = inicioFicha - 16;
    folha.tracejado(corte);
    folha.texto("Corte na linha pontilhada", LARGURA - MARGEM - 90, corte - 9, { tamanho: 6, cor: CINZA, largura: 90, direita: true });
    fichaDeCompensacao(folha, dados, slip, inicioFicha);
  }
  return pdf.save();
}
