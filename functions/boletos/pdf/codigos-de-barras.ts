import { interleaved2of5, qrcode, type DrawingContext } from "bwip-js/generic";
import {
  fill,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setFillingColor,
  type PDFOperator,
  type PDFPage,
} from "pdf-lib";

/**
 * The slip's two machine-read codes, encoded and laid out by bwip-js (Barcode Writer in Pure
 * PostScript) and drawn as vector paths: sharp at any print resolution, a few kilobytes.
 * bwip-js's per-symbology entry points with a drawing of our own keep only the two encoders
 * in the Lambda bundle (~160 KB minified instead of ~1.3 MB for every symbology), and each
 * code becomes one filled path rather than hundreds of separately wrapped rectangles.
 */

const MM = 72 / 25.4;
/** FEBRABAN barcode: 103 mm wide, 13 mm tall (bwip-js draws ITF wide bars at 3× the narrow). */
export const LARGURA_CODIGO_BARRAS = 103 * MM;
export const ALTURA_CODIGO_BARRAS = 13 * MM;

interface Desenho {
  largura: number;
  altura: number;
  /** Vertical bars of a linear code: centre x and width, in bwip-js pixels. */
  barras: Array<{ x: number; largura: number }>;
  /** Filled orthogonal polygons of a 2D code, y from the top, nonzero winding. */
  poligonos: Array<Array<[number, number]>>;
}

/** A bwip-js drawing that only records what it is told to draw. */
function registrar(): DrawingContext<Desenho> {
  const desenho: Desenho = { largura: 0, altura: 0, barras: [], poligonos: [] };
  return {
    scale: () => null,
    measure: () => ({ width: 0, ascent: 0, descent: 0 }),
    init(largura, altura) {
      desenho.largura = largura;
      desenho.altura = altura;
    },
    line(x0, _y0, x1, _y1, lw) {
      if (x0 === x1) desenho.barras.push({ x: x0, largura: lw });
    },
    polygon(pts) {
      desenho.poligonos.push(pts);
    },
    hexagon(pts) {
      desenho.poligonos.push(pts);
    },
    ellipse() {
      throw new Error("Elipse inesperada num código de boleto");
    },
    fill: () => undefined,
    text: () => undefined,
    end: () => desenho,
  };
}

function preencher(pagina: PDFPage, operadores: PDFOperator[]): void {
  pagina.pushOperators(pushGraphicsState(), setFillingColor(rgb(0, 0, 0)), ...operadores, fill(), popGraphicsState());
}

/** Interleaved 2 of 5 of the 44-digit barcode, 103 × 13 mm, bottom-left corner at (x, y). */
function desenhoItf(codigoBarras: string): Desenho {
  const d = interleaved2of5({ bcid: "interleaved2of5", text: codigoBarras, scale: 1, height: 10 }, registrar());
  if (d.barras.length === 0) throw new Error("bwip-js não desenhou o código de barras");
  return d;
}

export function desenharItf(pagina: PDFPage, codigoBarras: string, x: number, y: number): void {
  const d = desenhoItf(codigoBarras);
  const inicio = Math.min(...d.barras.map((b) => b.x - b.largura / 2));
  const fim = Math.max(...d.barras.map((b) => b.x + b.largura / 2));
  const escala = LARGURA_CODIGO_BARRAS / (fim - inicio);
  preencher(
    pagina,
    d.barras.map((b) => rectangle(x + (b.x - b.largura / 2 - inicio) * escala, y, b.largura * escala, ALTURA_CODIGO_BARRAS)),
  );
}

/**
 * The dark runs of each module row of a 2D code, by scanline over bwip-js's polygons with the
 * nonzero rule they are drawn with (a finder pattern's hole winds the other way). One
 * rectangle a run is a fraction of the operators the polygons' corners would take.
 */
function faixasPorLinha(d: Desenho, passo: number): Array<{ y: number; x0: number; x1: number }> {
  const arestas: Array<{ x: number; y0: number; y1: number; sentido: number }> = [];
  for (const p of d.poligonos) {
    p.forEach(([x, y], i) => {
      const [xs, ys] = p[(i + 1) % p.length]!;
      if (x === xs && y !== ys) arestas.push({ x, y0: Math.min(y, ys), y1: Math.max(y, ys), sentido: ys > y ? 1 : -1 });
    });
  }
  const faixas: Array<{ y: number; x0: number; x1: number }> = [];
  for (let y = 0; y < d.altura; y += passo) {
    const meio = y + passo / 2;
    const cruzamentos = arestas.filter((a) => a.y0 < meio && meio < a.y1).sort((a, b) => a.x - b.x);
    let giro = 0;
    let inicio = 0;
    for (const c of cruzamentos) {
      if (giro === 0) inicio = c.x;
      giro += c.sentido;
      if (giro === 0 && c.x > inicio) faixas.push({ y, x0: inicio, x1: c.x });
    }
  }
  return faixas;
}

/** The QR code's modules as drawn (true = dark), row by row: what the page prints, for tests. */
export function modulosDoQrCode(conteudo: string): boolean[][] {
  const d = desenhoQr(conteudo);
  const lado = d.largura / PIXELS_POR_MODULO;
  const matriz = Array.from({ length: lado }, () => Array<boolean>(lado).fill(false));
  for (const f of faixasPorLinha(d, PIXELS_POR_MODULO)) {
    for (let px = f.x0; px < f.x1; px += PIXELS_POR_MODULO) matriz[f.y / PIXELS_POR_MODULO]![px / PIXELS_POR_MODULO] = true;
  }
  return matriz;
}

/** The ITF's bar and space widths in narrow modules, as drawn: for tests. */
export function modulosDoItf(codigoBarras: string): number[] {
  const barras = desenhoItf(codigoBarras).barras.sort((a, b) => a.x - b.x);
  const larguras: number[] = [];
  barras.forEach((b, i) => {
    larguras.push(b.largura);
    const proxima = barras[i + 1];
    if (proxima) larguras.push(proxima.x - proxima.largura / 2 - (b.x + b.largura / 2));
  });
  return larguras;
}

// bwip-js draws a QR module as 2 × 2 pixels at scale 1.
const PIXELS_POR_MODULO = 2;

/**
 * A fixed mask pattern: every one of the eight is standard and decodes the same (ISO/IEC 18004);
 * letting the encoder try all eight and score them took ~60% of a slip's CPU time (measured ~32 ms
 * vs ~12 ms per code), and the slip job renders one per instalment.
 */
export const MASCARA_QR = "1";

function desenhoQr(conteudo: string): Desenho {
  const d = qrcode({ bcid: "qrcode", text: conteudo, scale: 1, eclevel: "M", mask: MASCARA_QR } as Parameters<typeof qrcode>[0], registrar());
  if (d.poligonos.length === 0 || d.largura !== d.altura) throw new Error("bwip-js não desenhou o QR code");
  return d;
}

/**
 * The last QR code encoded, with its runs: a slip prints its Pix code twice (the receipt and the
 * ficha), and encoding is most of a page's CPU time, so the second one reuses the first.
 */
let ultimoQr: { conteudo: string; largura: number; faixas: ReturnType<typeof faixasPorLinha> } | undefined;

function qrCodificado(conteudo: string): NonNullable<typeof ultimoQr> {
  if (ultimoQr?.conteudo !== conteudo) {
    const d = desenhoQr(conteudo);
    ultimoQr = { conteudo, largura: d.largura, faixas: faixasPorLinha(d, PIXELS_POR_MODULO) };
  }
  return ultimoQr;
}

/** Pix QR code (error correction M), `lado` points square including a 2-module quiet zone. */
export function desenharQrCode(pagina: PDFPage, conteudo: string, x: number, y: number, lado: number): void {
  const d = qrCodificado(conteudo);
  const pixelsPorModulo = PIXELS_POR_MODULO;
  const margem = 2 * pixelsPorModulo; // quiet zone of 2 modules
  const escala = lado / (d.largura + 2 * margem);
  const topo = y + lado;
  preencher(
    pagina,
    d.faixas.map((f) =>
      rectangle(x + (margem + f.x0) * escala, topo - (margem + f.y + pixelsPorModulo) * escala, (f.x1 - f.x0) * escala, pixelsPorModulo * escala),
    ),
  );
}
