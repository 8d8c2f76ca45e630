import { describe, it, expect } from "vitest";
import { getPixPayloadInfo, isValidPixPayload } from "@brazilian-utils/brazilian-utils";
import { cidadePix, crc16CcittFalse, lerPixCopiaECola, montarPixCopiaECola, textoPix } from "../../shared/boletos";

// Published BR Codes with their CRCs: the static example of the Banco Central's Manual do BR
// Code, and a widely reproduced static example with an amount and a phone key.
const MANUAL_BR_CODE =
  "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D";
const COM_VALOR =
  "00020126360014BR.GOV.BCB.PIX0114+55119432143215204000053039865405" +
  "66.665802BR5907EMPRESA6008BRASILIA62080503***6304170E";

describe("crc16CcittFalse", () => {
  it.each([
    [MANUAL_BR_CODE, "1D3D"],
    [COM_VALOR, "170E"],
  ])("matches the published CRC of %s", (payload, crc) => {
    expect(crc16CcittFalse(payload.slice(0, -4))).toBe(crc);
  });

  it.each([
    ["123456789", "29B1"], // the CRC-16/CCITT-FALSE check value
    ["", "FFFF"],
  ])("of %j is %s", (texto, crc) => {
    expect(crc16CcittFalse(texto)).toBe(crc);
  });
});

describe("montarPixCopiaECola", () => {
  it("reproduces the Banco Central manual's example byte for byte", () => {
    expect(
      montarPixCopiaECola({ chave: "123e4567-e12b-12d1-a456-426655440000", nomeRecebedor: "Fulano de Tal", cidadeRecebedor: "BRASILIA" }),
    ).toBe(MANUAL_BR_CODE);
  });

  it("writes a slip's Pix with amount, folded name and city, and the txid", () => {
    const payload = montarPixCopiaECola({
      chave: "contato@lojademo.com.br",
      nomeRecebedor: "Loja Demo Celulares Ação e Companhia",
      cidadeRecebedor: "São José dos Campos",
      valorCentavos: 15000,
      txid: "BOL00000000123",
    });
    expect(payload).toBe(
      "000201" +
        "26450014br.gov.bcb.pix0123contato@lojademo.com.br" +
        "52040000" +
        "5303986" +
        "5406150.00" +
        "5802BR" +
        "5924Loja Demo Celulares Acao" + // 25 characters cut, then the trailing space trimmed
        "6015Sao Jose dos Ca" +
        "62180514BOL00000000123" +
        "6304" +
        crc16CcittFalse(payload.slice(0, -4)),
    );
    expect(payload.startsWith("000201")).toBe(true);
    expect(lerPixCopiaECola(payload)).toEqual({
      chave: "contato@lojademo.com.br",
      nomeRecebedor: "Loja Demo Celulares Acao",
      cidadeRecebedor: "Sao Jose dos Ca",
      valorCentavos: 15000,
      txid: "BOL00000000123",
    });
    // An independent implementation reads it the same way.
    expect(isValidPixPayload(payload)).toBe(true);
    expect(getPixPayloadInfo(payload)).toMatchObject({ key: "contato@lojademo.com.br", amount: 150, txid: "BOL00000000123" });
  });

  it.each([
    [1, "0.01"],
    [99, "0.99"],
    [100, "1.00"],
    [123456, "1234.56"],
    [9_999_999_999, "99999999.99"],
  ])("writes %i centavos as %s", (centavos, texto) => {
    const payload = montarPixCopiaECola({ chave: "12345678909", nomeRecebedor: "A", cidadeRecebedor: "B", valorCentavos: centavos });
    expect(payload).toContain(`54${String(texto.length).padStart(2, "0")}${texto}5802BR`);
    expect(lerPixCopiaECola(payload)?.valorCentavos).toBe(centavos);
  });

  it.each([
    [{ chave: "", nomeRecebedor: "A", cidadeRecebedor: "B" }],
    [{ chave: "x".repeat(78), nomeRecebedor: "A", cidadeRecebedor: "B" }],
    [{ chave: "k", nomeRecebedor: "   ", cidadeRecebedor: "B" }],
    [{ chave: "k", nomeRecebedor: "A", cidadeRecebedor: "B", valorCentavos: 0 }],
    [{ chave: "k", nomeRecebedor: "A", cidadeRecebedor: "B", valorCentavos: 1.5 }],
    [{ chave: "k", nomeRecebedor: "A", cidadeRecebedor: "B", txid: "com espaço" }],
    [{ chave: "k", nomeRecebedor: "A", cidadeRecebedor: "B", txid: "A".repeat(26) }],
  ])("refuses %j", (dados) => {
    expect(() => montarPixCopiaECola(dados as never)).toThrow(RangeError);
  });
});

describe("textoPix", () => {
  it.each([
    ["São Paulo", 15, "Sao Paulo"],
    ["  Açaí   & Cia  ", 25, "Acai & Cia"],
    ["Ribeirão das Neves MG", 15, "Ribeirao das Ne"],
    ["Loja ™ Ünica", 25, "Loja Unica"],
  ])("%j in %i characters is %j", (texto, limite, esperado) => {
    expect(textoPix(texto, limite)).toBe(esperado);
  });
});

// Issue 30 item 11: the merchant city (object 60) is the company's, not "BRASIL".
describe("cidadePix", () => {
  it.each([
    ["Recife", "RECIFE"],
    ["São Paulo", "SAO PAULO"],
    ["  Ribeirão   Preto ", "RIBEIRAO PRETO"],
    // At most 15 characters (Manual do BR Code), cut then trimmed.
    ["São José dos Campos", "SAO JOSE DOS CA"],
    ["Santa Bárbara d'Oeste", "SANTA BARBARA D"],
    ["Embu das Artes", "EMBU DAS ARTES"],
  ])("%j → %j", (cidade, esperado) => {
    expect(cidadePix(cidade)).toBe(esperado);
    expect(cidadePix(cidade).length).toBeLessThanOrEqual(15);
  });

  it.each([[null], [undefined], [""], ["   "], ["東京"]])("a shop without a (printable) city, %j, falls back to BRASIL", (cidade) => {
    expect(cidadePix(cidade)).toBe("BRASIL");
  });

  it("goes into object 60 of the payload as it is", () => {
    const payload = montarPixCopiaECola({ chave: "12ABC34501DE35", nomeRecebedor: "Loja", cidadeRecebedor: cidadePix("Jaboatão dos Guararapes"), valorCentavos: 100 });
    expect(payload).toContain("6015JABOATAO DOS GU62");
    expect(lerPixCopiaECola(payload)?.cidadeRecebedor).toBe("JABOATAO DOS GU");
  });
});

const comCrc = (corpo: string) => corpo + crc16CcittFalse(corpo);

describe("lerPixCopiaECola", () => {
  it("reads the manual's example", () => {
    expect(lerPixCopiaECola(MANUAL_BR_CODE)).toEqual({
      chave: "123e4567-e12b-12d1-a456-426655440000",
      nomeRecebedor: "Fulano de Tal",
      cidadeRecebedor: "BRASILIA",
      valorCentavos: null,
      txid: null,
    });
  });

  it.each([
    ["a changed character", MANUAL_BR_CODE.replace("Fulano", "Fulana")],
    ["a wrong CRC", MANUAL_BR_CODE.slice(0, -4) + "1D3E"],
    ["no CRC", MANUAL_BR_CODE.slice(0, -8)],
    ["another payload format", comCrc("000202" + MANUAL_BR_CODE.slice(6, -4))],
    ["another arrangement's GUI", comCrc(MANUAL_BR_CODE.slice(0, -4).replace("br.gov.bcb.pix", "br.gov.bcb.xyz"))],
    ["empty", ""],
  ])("refuses %s", (_nome, payload) => {
    expect(lerPixCopiaECola(payload)).toBeNull();
  });
});
