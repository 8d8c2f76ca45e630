import { describe, it, expect } from "vitest";
import { isValidBoleto, getBoletoInfo } from "@brazilian-utils/brazilian-utils";
import {
  codigoBarrasDaLinhaDigitavel,
  digitoGeralCodigoBarras,
  formatarLinhaDigitavel,
  lerBoleto,
  linhaDigitavelDoCodigoBarras,
  modulo10,
  montarCodigoBarras,
  somaModulo11,
  MSG_BOLETO,
} from "../../shared/boletos";
import { somarDias } from "../../shared/br/datas";

// docs/boletos.md "Worked examples": the bar every slip must meet.
const VETORES = [
  {
    nome: "1 (R$ 135,00, 01/02/2008)",
    banco: "001",
    vencimento: "2008-02-01",
    valorCentavos: 13500,
    fator: "3769",
    digitoGeral: 2,
    somaGeral: 790,
    codigoBarras: "00192376900000135000000001238798777770016818",
    linha: "00190.00009 01238.798779 77700.168188 2 37690000013500",
    hoje: "2008-01-20",
  },
  {
    nome: "2 (R$ 1,00, 31/12/2007)",
    banco: "001",
    vencimento: "2007-12-31",
    valorCentavos: 100,
    fator: "3737",
    digitoGeral: 3,
    somaGeral: undefined,
    codigoBarras: "00193373700000001000500940144816060680935031",
    linha: "00190.50095 40144.816069 06809.350314 3 37370000000100",
    hoje: "2007-12-01",
  },
  {
    nome: "3 (after the rollover, R$ 150,00, 15/12/2025)",
    banco: "001",
    vencimento: "2025-12-15",
    valorCentavos: 15000,
    fator: "1296",
    digitoGeral: 8,
    somaGeral: 586,
    codigoBarras: "00198129600000150001234500000000000987654321",
    linha: "00191.23454 00000.000000 09876.543217 8 12960000015000",
    hoje: "2025-12-01",
  },
];

const semMascara = (s: string) => s.replace(/\D/g, "");

describe("BOLETOS.md vectors", () => {
  it.each(VETORES)("vector $nome: the pieces build its barcode", (v) => {
    const codigo = montarCodigoBarras({
      banco: v.banco,
      vencimento: v.vencimento,
      valorCentavos: v.valorCentavos,
      campoLivre: v.codigoBarras.slice(19),
    });
    expect(codigo).toBe(v.codigoBarras);
    expect(codigo.slice(5, 9)).toBe(v.fator);
    expect(codigo[4]).toBe(String(v.digitoGeral));
  });

  it.each(VETORES.filter((v) => v.somaGeral !== undefined))("vector $nome: the general digit comes from sum $somaGeral", (v) => {
    const semDv = v.codigoBarras.slice(0, 4) + v.codigoBarras.slice(5);
    expect(somaModulo11(semDv)).toBe(v.somaGeral);
    expect(digitoGeralCodigoBarras(semDv)).toBe(v.digitoGeral);
  });

  it.each(VETORES)("vector $nome: barcode → linha digitável → barcode", (v) => {
    const linha = linhaDigitavelDoCodigoBarras(v.codigoBarras);
    expect(linha).toBe(semMascara(v.linha));
    expect(formatarLinhaDigitavel(linha)).toBe(v.linha);
    expect(codigoBarrasDaLinhaDigitavel(linha)).toBe(v.codigoBarras);
  });

  it.each(VETORES)("vector $nome: a pasted linha reads back bank, due date, amount and free field", (v) => {
    for (const texto of [v.linha, semMascara(v.linha), ` ${v.linha.replace(/ /g, "  ")}\n`, v.codigoBarras]) {
      expect(lerBoleto(texto, v.hoje)).toEqual({
        ok: true,
        boleto: {
          banco: v.banco,
          vencimento: v.vencimento,
          valorCentavos: v.valorCentavos,
          campoLivre: v.codigoBarras.slice(19),
          codigoBarras: v.codigoBarras,
          linhaDigitavel: semMascara(v.linha),
        },
      });
    }
  });

  it.each(VETORES)("vector $nome: an independent implementation (@brazilian-utils) agrees", (v) => {
    expect(isValidBoleto(v.linha)).toBe(true);
    expect(getBoletoInfo(v.linha)).toMatchObject({ amount: v.valorCentavos, bankCode: v.banco });
  });
});

describe("modulo10", () => {
  // Field bodies of vector 1 with their printed digits 9, 9, 8.
  it.each([
    ["001900000", 9],
    ["0123879877", 9],
    ["7770016818", 8],
    ["0", 0],
    ["5", 9],
  ])("of %s is %i", (corpo, dv) => {
    expect(modulo10(corpo)).toBe(dv);
  });
});

describe("digitoGeralCodigoBarras", () => {
  it("turns 0, 10 and 11 into 1", () => {
    // Find bodies whose raw result would be 11 (sum ≡ 0), 10 (sum ≡ 1) and 0 is impossible
    // by construction (11 − r ≥ 1); both must print 1.
    const base = "0019376900000135000000001238798777770016818";
    const achados = new Set<number>();
    for (let n = 0; n < 200 && achados.size < 2; n += 1) {
      const corpo = base.slice(0, 33) + String(n).padStart(10, "0");
      const r = somaModulo11(corpo) % 11;
      if (r === 0 || r === 1) {
        achados.add(r);
        expect(digitoGeralCodigoBarras(corpo)).toBe(1);
      }
    }
    expect([...achados].sort()).toEqual([0, 1]);
  });
});

describe("lerBoleto refuses a wrong digit", () => {
  const linha = semMascara(VETORES[2]!.linha);
  const trocar = (s: string, i: number) => s.slice(0, i) + String((Number(s[i]) + 1) % 10) + s.slice(i + 1);

  it.each([
    ["field 1's check digit", 9, MSG_BOLETO.campo(1)],
    ["a digit of field 1", 2, MSG_BOLETO.campo(1)],
    ["field 2's check digit", 20, MSG_BOLETO.campo(2)],
    ["field 3's check digit", 31, MSG_BOLETO.campo(3)],
    ["a digit of field 3", 25, MSG_BOLETO.campo(3)],
    ["the general digit", 32, MSG_BOLETO.digitoGeral],
    ["a digit of the amount", 46, MSG_BOLETO.digitoGeral],
    ["a digit of the factor", 34, MSG_BOLETO.digitoGeral],
  ])("%s changed", (_nome, posicao, erro) => {
    expect(lerBoleto(trocar(linha, posicao), "2025-12-01")).toEqual({ ok: false, erro });
  });

  it("a barcode with a changed digit", () => {
    const codigo = VETORES[2]!.codigoBarras;
    expect(lerBoleto(trocar(codigo, 30), "2025-12-01")).toEqual({ ok: false, erro: MSG_BOLETO.codigoBarras });
  });

  it.each([[""], ["123"], [linha.slice(0, 46)], [linha + "0"], ["abc"]])("%j has the wrong length", (texto) => {
    expect(lerBoleto(texto, "2025-12-01")).toEqual({ ok: false, erro: MSG_BOLETO.tamanho });
  });

  it("a slip in another currency", () => {
    const codigo = "0018" + "0" + VETORES[2]!.codigoBarras.slice(5);
    const dv = digitoGeralCodigoBarras(codigo.slice(0, 4) + codigo.slice(5));
    const valido = codigo.slice(0, 4) + dv + codigo.slice(5);
    expect(lerBoleto(valido, "2025-12-01")).toEqual({ ok: false, erro: MSG_BOLETO.moeda });
  });

  it("a factor that no date around today carries", () => {
    // Factor 1296 is 15/12/2025 and, a cycle later, 9,000 days after; 3,001 days after the
    // first, it is more than 3,000 days back and the next more than 5,500 ahead.
    expect(lerBoleto(linha, somarDias("2025-12-15", 3001))).toEqual({ ok: false, erro: MSG_BOLETO.vencimento });
  });
});

describe("montarCodigoBarras", () => {
  it("writes factor 0000 for a slip without due date", () => {
    const codigo = montarCodigoBarras({ banco: "001", vencimento: null, valorCentavos: 100, campoLivre: "1".repeat(25) });
    expect(codigo.slice(5, 9)).toBe("0000");
    expect(lerBoleto(codigo, "2026-11-23")).toMatchObject({ ok: true, boleto: { vencimento: null, valorCentavos: 100 } });
  });

  it.each([
    [{ banco: "01", vencimento: "2026-01-05", valorCentavos: 1, campoLivre: "0".repeat(25) }],
    [{ banco: "001", vencimento: "2026-01-05", valorCentavos: 1, campoLivre: "0".repeat(24) }],
    [{ banco: "001", vencimento: "2026-01-05", valorCentavos: 1.5, campoLivre: "0".repeat(25) }],
    [{ banco: "001", vencimento: "2026-01-05", valorCentavos: -1, campoLivre: "0".repeat(25) }],
    [{ banco: "001", vencimento: "2026-01-05", valorCentavos: 10_000_000_000, campoLivre: "0".repeat(25) }],
    [{ banco: "001", vencimento: "2026-02-30", valorCentavos: 1, campoLivre: "0".repeat(25) }],
  ])("refuses %j", (dados) => {
    expect(() => montarCodigoBarras(dados)).toThrow(RangeError);
  });
});
