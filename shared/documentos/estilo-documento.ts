/**
 * How a rendered template looks outside the editor (preview, printed contract and warranty):
 * the Quill classes the sanitiser keeps (alignment, indent, colour) and an A4 print page.
 * Scoped to `.documento` so it can sit inside the app or alone in a print frame.
 */
const CORES: Record<string, string> = {
  black: "#000", white: "#fff", red: "#e60000", orange: "#f90", yellow: "#ff0", green: "#008a00", blue: "#06c", purple: "#93f",
};

const classesDeCor = Object.entries(CORES)
  .map(([nome, cor]) => `.documento .ql-color-${nome}{color:${cor}}.documento .ql-bg-${nome}{background-color:${cor}}`)
  .join("");

const recuos = Array.from({ length: 8 }, (_, i) => `.documento .ql-indent-${i + 1}{padding-left:${(i + 1) * 3}em}`).join("");

export const CSS_DOCUMENTO = [
  ".documento{font-family:Georgia,'Times New Roman',serif;font-size:12pt;line-height:1.5;color:#111;overflow-wrap:break-word}",
  ".documento h1{font-size:16pt;margin:0 0 12pt}.documento h2{font-size:13pt;margin:14pt 0 6pt}.documento h3{font-size:12pt;margin:12pt 0 6pt}",
  ".documento p{margin:0 0 6pt}.documento ul,.documento ol{margin:0 0 6pt;padding-left:1.5em}",
  // {{tabela_parcelas}}: the instalment schedule (CDC art. 52), ruled so it reads on paper.
  ".documento table{border-collapse:collapse;margin:0 0 8pt;font-variant-numeric:tabular-nums}.documento th,.documento td{border:1px solid #999;padding:2pt 8pt;text-align:left}.documento td:last-child{text-align:right}",
  ".documento .ql-align-center{text-align:center}.documento .ql-align-right{text-align:right}.documento .ql-align-justify{text-align:justify}",
  ".documento .ql-size-small{font-size:.75em}.documento .ql-size-large{font-size:1.5em}.documento .ql-size-huge{font-size:2.5em}",
  classesDeCor,
  recuos,
].join("");

/** The print page: A4, margins, nothing but the document. */
export const CSS_IMPRESSAO = [
  "@page{size:A4;margin:20mm 18mm}",
  "html,body{margin:0;padding:0;background:#fff}",
  ".documento h1,.documento h2,.documento h3{page-break-after:avoid;break-after:avoid}",
  ".documento p,.documento li{orphans:3;widows:3}",
  ".documento tr{page-break-inside:avoid;break-inside:avoid}",
].join("");
