/**
 * Pix "copia e cola": the static BR Code (EMV QRCPS-MPM as profiled by the Banco Central's
 * Manual do BR Code and Manual de Padrões para Iniciação do Pix) a slip prints as a QR code.
 * Every object is ID (2) + length (2) + value; the payload ends with a CRC16-CCITT-FALSE
 * (poly 0x1021, init 0xFFFF) over everything before it including "6304", in 4 upper-case hex.
 */

const GUI_PIX = "br.gov.bcb.pix";
/** Limits of the manual: name 25, city 15, static txid 1–25 of [A-Za-z0-9] ("***" when absent). */
const NOME_MAX = 25;
const CIDADE_MAX = 15;
const TXID = /^[A-Za-z0-9]{1,25}$/;
const CHAVE_MAX = 77; // 99 of template 26 less the GUI object (18) and the key's own ID+length (4)

export interface DadosPix {
  /** The receiver's Pix key as DICT stores it (CPF/CNPJ digits, +55… phone, e-mail, or EVP). */
  chave: string;
  nomeRecebedor: string;
  cidadeRecebedor: string;
  /** Omitted: the payer types the amount. */
  valorCentavos?: number;
  /** Reconciliation id (e.g. the nosso número); absent → "***". */
  txid?: string;
}

/** CRC-16/CCITT-FALSE of the payload's bytes (ASCII only by construction). */
export function crc16CcittFalse(texto: string): string {
  let crc = 0xffff;
  for (let i = 0; i < texto.length; i += 1) {
    crc ^= texto.charCodeAt(i) << 8;
    for (let b = 0; b < 8; b += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/**
 * Printable ASCII for the name and city objects: accents folded ("São José" → "Sao Jose"),
 * anything else dropped, spaces collapsed, then cut to the limit (and trimmed after the cut).
 */
export function textoPix(texto: string, limite: number): string {
  return texto
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7E]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, limite)
    .trim();
}

/** Object 60 of a receiver without a city of its own (the manual requires one). */
export const CIDADE_PIX_PADRAO = "BRASIL";

/**
 * The Pix's merchant city (object 60) from the company's city: upper case, accents folded, at
 * most 15 characters ("São José dos Campos" → "SAO JOSE DOS CA"). Only a company without a city
 * (or one with nothing printable in it) falls back to "BRASIL".
 */
export function cidadePix(cidade: string | null | undefined): string {
  return textoPix(cidade ?? "", CIDADE_MAX).toUpperCase() || CIDADE_PIX_PADRAO;
}

function objeto(id: string, valor: string): string {
  if (valor.length === 0 || valor.length > 99) throw new RangeError(`Campo ${id} do BR Code com ${valor.length} caracteres`);
  return `${id}${String(valor.length).padStart(2, "0")}${valor}`;
}

/** "150.00": reais with a dot and two decimals, as object 54 takes it. */
function valorPix(centavos: number): string {
  if (!Number.isInteger(centavos) || centavos <= 0) throw new RangeError(`Valor Pix inválido: ${centavos}`);
  const texto = `${Math.floor(centavos / 100)}.${String(centavos % 100).padStart(2, "0")}`;
  if (texto.length > 13) throw new RangeError(`Valor Pix acima do limite: ${centavos}`);
  return texto;
}

export function montarPixCopiaECola(dados: DadosPix): string {
  const chave = dados.chave.trim();
  if (chave.length === 0 || chave.length > CHAVE_MAX || /[^\x20-\x7E]/.test(chave)) {
    throw new RangeError("Chave Pix inválida");
  }
  const nome = textoPix(dados.nomeRecebedor, NOME_MAX);
  const cidade = textoPix(dados.cidadeRecebedor, CIDADE_MAX);
  if (!nome || !cidade) throw new RangeError("Nome e cidade do recebedor são obrigatórios no Pix");
  const txid = dados.txid ?? "***";
  if (txid !== "***" && !TXID.test(txid)) throw new RangeError(`txid inválido: ${txid}`);

  const corpo = [
    objeto("00", "01"),
    objeto("26", objeto("00", GUI_PIX) + objeto("01", chave)),
    objeto("52", "0000"),
    objeto("53", "986"),
    dados.valorCentavos === undefined ? "" : objeto("54", valorPix(dados.valorCentavos)),
    objeto("58", "BR"),
    objeto("59", nome),
    objeto("60", cidade),
    objeto("62", objeto("05", txid)),
    "6304",
  ].join("");
  return `${corpo}${crc16CcittFalse(corpo)}`;
}

export interface PixLido {
  chave: string;
  nomeRecebedor: string;
  cidadeRecebedor: string;
  valorCentavos: number | null;
  txid: string | null;
}

function lerObjetos(texto: string): Map<string, string> | null {
  const objetos = new Map<string, string>();
  let i = 0;
  while (i < texto.length) {
    const id = texto.slice(i, i + 2);
    const tamanho = texto.slice(i + 2, i + 4);
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(tamanho)) return null;
    const fim = i + 4 + Number(tamanho);
    if (fim > texto.length) return null;
    objetos.set(id, texto.slice(i + 4, fim));
    i = fim;
  }
  return objetos;
}

/**
 * Reads a Pix copy-and-paste back (the checks the screens and tests need): the CRC, the
 * payload format, the Pix GUI and the key. null for anything that is not a valid static Pix.
 */
export function lerPixCopiaECola(payload: string): PixLido | null {
  const texto = payload.trim();
  if (!/6304[0-9A-F]{4}$/i.test(texto)) return null;
  if (crc16CcittFalse(texto.slice(0, -4)) !== texto.slice(-4).toUpperCase()) return null;
  const objetos = lerObjetos(texto.slice(0, -8));
  if (!objetos || objetos.get("00") !== "01") return null;
  const conta = lerObjetos(objetos.get("26") ?? "");
  if (!conta || conta.get("00")?.toLowerCase() !== GUI_PIX || !conta.get("01")) return null;
  const valor = objetos.get("54");
  const txid = lerObjetos(objetos.get("62") ?? "")?.get("05");
  return {
    chave: conta.get("01") ?? "",
    nomeRecebedor: objetos.get("59") ?? "",
    cidadeRecebedor: objetos.get("60") ?? "",
    valorCentavos: valor === undefined ? null : Math.round(Number(valor) * 100),
    txid: txid === undefined || txid === "***" ? null : txid,
  };
}
