import { describe, it, expect } from "vitest";
import bwipjs from "bwip-js/generic";
import { MASCARA_QR, modulosDoItf, modulosDoQrCode } from "../../functions/boletos/pdf/codigos-de-barras";
import { montarPixCopiaECola, numerarBoletoSimulado } from "../../shared/boletos";

// The page draws the codes from bwip-js's drawing calls; bwip-js's raw encoder is an
// independent path to the same symbols, so the drawn modules must match it exactly.

const SLIPS = [1, 2, 123456].map((sequencial) =>
  numerarBoletoSimulado({ conta: { agencia: "0001", conta: "1234567" }, sequencial, vencimento: "2026-12-25", valorCentavos: 15000 + sequencial }),
);

describe("the drawn ITF barcode", () => {
  it.each(SLIPS.map((s) => [s.codigoBarras]))("of %s has the encoder's bars at the FEBRABAN 3:1 ratio", (codigo) => {
    const [raw] = bwipjs.raw("interleaved2of5", codigo, "") as Array<{ sbs: number[] }>;
    // raw ends on a space after the stop bar (bars and spaces alternate from a bar); the page
    // draws bars only, so that trailing space is not part of what is printed.
    const sbs = raw!.sbs.length % 2 === 0 ? raw!.sbs.slice(0, -1) : raw!.sbs;
    const esperado = sbs.map((w) => (w > 1 ? 3 : 1));
    const desenhado = modulosDoItf(codigo);
    expect(desenhado).toEqual(esperado);
    // Start (4) + 22 digit pairs (18 each) + stop (5): the 405 modules of a 103 mm code.
    expect(desenhado.reduce((a, b) => a + b, 0)).toBe(405);
  });
});

describe("the drawn Pix QR code", () => {
  it.each(
    SLIPS.map((s) => [
      montarPixCopiaECola({ chave: "12ABC34501DE35", nomeRecebedor: "Loja Demo", cidadeRecebedor: "São Paulo", valorCentavos: 15000, txid: `BOL${s.nossoNumero}` }),
    ]),
  )("of %s has exactly the encoder's dark modules", (pix) => {
    const [raw] = bwipjs.raw("qrcode", pix, `eclevel=M mask=${MASCARA_QR}`) as Array<{ pixs: number[]; pixx: number; pixy: number }>;
    const esperado = Array.from({ length: raw!.pixy }, (_, y) => Array.from({ length: raw!.pixx }, (_, x) => raw!.pixs[y * raw!.pixx + x] === 1));
    expect(modulosDoQrCode(pix)).toEqual(esperado);
  });
});
