import { describe, it, expect } from "vitest";
import { isValidBoleto } from "@brazilian-utils/brazilian-utils";
import {
  BANCO_SIMULADO,
  bancoComDigito,
  digitoNossoNumero,
  formatarNossoNumero,
  lerBoleto,
  lerCampoLivreSimulado,
  montarCampoLivreSimulado,
  nossoNumeroDoSequencial,
  numerarBoletoSimulado,
} from "../../shared/boletos";

const CONTA = { agencia: "0001", conta: "1234567" };

describe("the simulated bank's free field", () => {
  it("lays out agência, carteira, nosso número with its digit, and conta", () => {
    const campo = montarCampoLivreSimulado({ ...CONTA, carteira: "17", nossoNumero: "00000000123" });
    expect(campo).toBe("0001" + "17" + "00000000123" + "9" + "1234567");
    expect(campo).toHaveLength(25);
    expect(lerCampoLivreSimulado(campo)).toEqual({ ...CONTA, carteira: "17", nossoNumero: "00000000123" });
  });

  it("refuses a free field whose nosso número digit is wrong", () => {
    expect(lerCampoLivreSimulado("0001" + "17" + "00000000123" + "8" + "1234567")).toBeNull();
  });

  it.each([
    // mod 11, weights 2…9 from the right over carteira + nosso número; 10 and 11 become 0.
    ["00000000123", 9], // 3·2 + 2·3 + 1·4 + 7·5 + 1·6 = 57; 57 mod 11 = 2 → 9
    ["00000000000", 3], // 7·5 + 1·6 = 41; 41 mod 11 = 8 → 3
    ["00000000002", 0], // 45; 45 mod 11 = 1 → 10 → 0
    ["00000000007", 0], // 55; 55 mod 11 = 0 → 11 → 0
  ])("nosso número 17/%s has digit %i", (numero, dv) => {
    expect(digitoNossoNumero("17", numero)).toBe(dv);
  });

  it("formats the nosso número as carteira/number-digit", () => {
    expect(formatarNossoNumero("17", "00000000123")).toBe("17/00000000123-9");
  });

  it.each([
    [1, "00000000001"],
    [123, "00000000123"],
    [99_999_999_999, "99999999999"],
  ])("the %i-th slip is nosso número %s", (n, numero) => {
    expect(nossoNumeroDoSequencial(n)).toBe(numero);
  });

  it.each([[0], [-1], [1.5], [100_000_000_000]])("refuses sequence %s", (n) => {
    expect(() => nossoNumeroDoSequencial(n)).toThrow(RangeError);
  });

  it.each([
    ["001", "001-9"],
    ["237", "237-2"],
    ["341", "341-7"],
    ["104", "104-0"],
    ["033", "033-7"],
    [BANCO_SIMULADO, "999-7"],
  ])("bank %s prints as %s", (banco, texto) => {
    expect(bancoComDigito(banco)).toBe(texto);
  });
});

describe("numerarBoletoSimulado", () => {
  it("issues a slip whose linha reads back to what was asked", () => {
    const slip = numerarBoletoSimulado({ conta: CONTA, sequencial: 123, vencimento: "2026-12-25", valorCentavos: 15000 });
    expect(slip).toEqual({
      banco: "999",
      nossoNumero: "00000000123",
      nossoNumeroFormatado: "17/00000000123-9",
      codigoBarras: "99998167100000150000001170000000012391234567",
      linhaDigitavel: "99990001117000000001123912345677816710000015000",
    });
    const lido = lerBoleto(slip.linhaDigitavel, "2026-11-23");
    expect(lido).toMatchObject({ ok: true, boleto: { banco: "999", vencimento: "2026-12-25", valorCentavos: 15000 } });
    expect(lido.ok && lerCampoLivreSimulado(lido.boleto.campoLivre)).toEqual({ ...CONTA, carteira: "17", nossoNumero: "00000000123" });
    expect(isValidBoleto(slip.linhaDigitavel)).toBe(true);
  });

  it("gives every slip of an account its own numbers", () => {
    const linhas = new Set(
      Array.from({ length: 18 }, (_, i) =>
        numerarBoletoSimulado({ conta: CONTA, sequencial: i + 1, vencimento: "2026-12-25", valorCentavos: 15000 }).linhaDigitavel,
      ),
    );
    expect(linhas.size).toBe(18);
  });
});
