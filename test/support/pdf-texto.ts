import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream, type PDFPage } from "pdf-lib";
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

/**
 * The text a PDF page draws with the standard fonts, read back from its content stream: the
 * hex strings of `Tj` operators in WinAnsi (windows-1252). Enough to assert what a payer reads
 * on a page the renderer drew, without a system tool.
 */
// windows-1252 differs from Latin-1 only in 0x80–0x9F; Node's TextDecoder("windows-1252")
// decodes those as C1 controls, so they are mapped here ("—" is 0x97).
const CP1252_80_9F = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ";

function decodificarWinAnsi(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => (b >= 0x80 && b <= 0x9f ? CP1252_80_9F[b - 0x80] : String.fromCharCode(b))).join("");
}

export function textoDaPagina(pagina: PDFPage): string {
  const conteudo = pagina.node.Contents();
  const streams = conteudo instanceof PDFArray ? conteudo.asArray().map((r) => pagina.doc.context.lookup(r)) : [conteudo];
  const partes: string[] = [];
  for (const s of streams) {
    if (!(s instanceof PDFRawStream)) continue;
    const bruto = new TextDecoder("latin1").decode(decodePDFRawStream(s).decode());
    for (const m of bruto.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      const hex = m[1] ?? "";
      const bytes = new Uint8Array(hex.length / 2);
      for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
      partes.push(decodificarWinAnsi(bytes));
    }
  }
  return partes.join("\n");
}

export async function paginasDoPdf(bytes: Uint8Array): Promise<{ pdf: PDFDocument; textos: string[] }> {
  const pdf = await PDFDocument.load(bytes);
  return { pdf, textos: pdf.getPages().map(textoDaPagina) };
}

/**
 * A sale's receipt as the screen opens it: clicks `botao`, picks 'A4', waits for the PDF answer
 * (`url`) and the new tab, and reads the text. The browser keeps no body of a download read as a
 * blob: the same address is asked again with the token. The tab is checked to show the blob and closed.
 */
export async function lerReciboA4(p: Page, botao: Locator, url: (u: string) => boolean, token: string): Promise<{ status: number; tipo: string | undefined; texto: string }> {
  await botao.click();
  const [resposta, aba] = await Promise.all([p.waitForResponse((r) => url(r.url())), p.context().waitForEvent("page"), p.getByRole("menuitem", { name: "A4" }).click()]);
  const { textos } = await paginasDoPdf(new Uint8Array(await (await fetch(resposta.url(), { headers: { authorization: `Bearer ${token}` } })).arrayBuffer()));
  await expect.poll(() => aba.url(), { timeout: 15_000 }).toMatch(/^blob:/);
  await aba.close();
  return { status: resposta.status(), tipo: resposta.headers()["content-type"], texto: textos.join(" ").replace(/\s+/g, " ") };
}
