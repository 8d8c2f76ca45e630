import bwipjs from "bwip-js/generic";
import { fill, popGraphicsState, pushGraphicsState, rectangle, rgb, setFillingColor, type PDFOperator, type PDFPage } from "pdf-lib";

/**
 * The slip's two machine-read codes, encoded by bwip-js (Barcode Writer in Pure PostScript)
 * and drawn as vector rectangles: sharp at any print resolution and a few kilobytes.
 * Each code is one filled path (all its `re` operators, one `f`): a QR code has hundreds of
 * runs, and pdf-lib's drawRectangle would wrap every one in its own graphics state.
 */

const MM = 72 / 25.4;
/** FEBRABAN barcode: 103 mm wide, 13 mm tall, wide bars three times a narrow one. */
export const LARGURA_CODIGO_BARRAS = 103 * MM;
export const ALTURA_CODIGO_BARRAS = 13 * MM;
const RAZAO_LARGA = 3;

interface Linear {
  sbs: number[];
}
interface Matriz {
  pixs: number[];
  pixx: number;
  pixy: number;
}

function preencher(pagina: PDFPage, retangulos: PDFOperator[]): void {
  pagina.pushOperators(pushGraphicsState(), setFillingColor(rgb(0, 0, 0)), ...retangulos, fill(), popGraphicsState());
}

/**
 * Interleaved 2 of 5 of the 44-digit barcode, bottom-left corner at (x, y). bwip-js gives the
 * bar/space widths in its own narrow/wide units; they are drawn at the FEBRABAN ratio.
 */
export function desenharItf(pagina: PDFPage, codigoBarras: string, x: number, y: number): void {
  const [codigo] = bwipjs.raw("interleaved2of5", codigoBarras, "") as Linear[];
  if (!codigo) throw new Error("bwip-js não codificou o código de barras");
  const modulos = codigo.sbs.map((w) => (w > 1 ? RAZAO_LARGA : 1));
  const fino = LARGURA_CODIGO_BARRAS / modulos.reduce((a, b) => a + b, 0);
  const barras: PDFOperator[] = [];
  let cursor = x;
  modulos.forEach((largura, i) => {
    // sbs alternates bar, space, bar… starting with a bar.
    if (i % 2 === 0) barras.push(rectangle(cursor, y, largura * fino, ALTURA_CODIGO_BARRAS));
    cursor += largura * fino;
  });
  preencher(pagina, barras);
}

// The same Pix code is drawn twice on a page (receipt and ficha); encoding it is the costly part.
const matrizes = new Map<string, Matriz>();

function matrizQr(conteudo: string): Matriz {
  const salva = matrizes.get(conteudo);
  if (salva) return salva;
  const [qr] = bwipjs.raw("qrcode", conteudo, "eclevel=M") as Matriz[];
  if (!qr) throw new Error("bwip-js não codificou o QR code");
  if (matrizes.size > 100) matrizes.clear();
  matrizes.set(conteudo, qr);
  return qr;
}

/** Pix QR code (error correction M), `lado` points square with its quiet zone inside. */
export function desenharQrCode(pagina: PDFPage, conteudo: string, x: number, y: number, lado: number): void {
  const qr = matrizQr(conteudo);
  const margem = 2; // modules of quiet zone each side (readers want some; the box adds more)
  const modulo = lado / (qr.pixx + 2 * margem);
  const blocos: PDFOperator[] = [];
  for (let linha = 0; linha < qr.pixy; linha += 1) {
    let coluna = 0;
    while (coluna < qr.pixx) {
      if (!qr.pixs[linha * qr.pixx + coluna]) {
        coluna += 1;
        continue;
      }
      const inicio = coluna;
      while (coluna < qr.pixx && qr.pixs[linha * qr.pixx + coluna]) coluna += 1;
      blocos.push(rectangle(x + (margem + inicio) * modulo, y + lado - (margem + linha + 1) * modulo, (coluna - inicio) * modulo, modulo));
    }
  }
  preencher(pagina, blocos);
}
