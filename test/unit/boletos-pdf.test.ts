import { describe, it, expect } from "vitest";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as z from "zod/mini";
import { renderizarBoletosPdf, type BoletosDoPdf } from "../../functions/boletos/pdf";
import { formatarLinhaDigitavel, montarPixCopiaECola, numerarBoletoSimulado } from "../../shared/boletos";
import { paginasDoPdf } from "../support/pdf-texto";

const VENCIMENTOS = ["2026-12-25", "2027-01-09", "2027-01-24"];

function slips(quantos: number) {
  return Array.from({ length: quantos }, (_, i) => {
    const vencimento = VENCIMENTOS[i % VENCIMENTOS.length]!;
    const valorCentavos = 15000 + i;
    const s = numerarBoletoSimulado({ conta: { agencia: "0001", conta: "1234567" }, sequencial: 120 + i, vencimento, valorCentavos });
    return {
      numeroParcela: i + 1,
      totalParcelas: quantos,
      valorCentavos,
      vencimento,
      nossoNumero: s.nossoNumeroFormatado,
      numeroDocumento: `C0042-${i + 1}`,
      linhaDigitavel: s.linhaDigitavel,
      codigoBarras: s.codigoBarras,
      pixCopiaECola: montarPixCopiaECola({
        chave: "12ABC34501DE35",
        nomeRecebedor: "Loja Demo Celulares",
        cidadeRecebedor: "São Paulo",
        valorCentavos,
        txid: `BOL${s.nossoNumero}`,
      }),
    };
  });
}

function entrada(quantos = 3, mudar: Partial<BoletosDoPdf> = {}): BoletosDoPdf {
  return {
    banco: { codigo: "999", nome: "Banco Simulado" },
    agenciaCodigoBeneficiario: "0001 / 1234567",
    carteira: "17",
    loja: {
      nome: "Loja Demo Celulares Ação & Cia",
      cnpj: "12.abc.345/01de-35",
      endereco: "Rua Augusta, 1500, sala 3",
      cep: "01304-001",
      cidade: "São Paulo",
      uf: "SP",
    },
    pagador: { nome: "João da Silva Araújo", cpf: "52998224725", endereco: "Av. Brasil, 250", cep: "13010000", cidade: "Campinas", uf: "SP" },
    emitidoEm: "2026-11-23",
    slips: slips(quantos),
    ...mudar,
  };
}

describe("renderizarBoletosPdf", { timeout: 30_000 }, () => {
  // Rendering is CPU work (a QR code a page); the shared test machine gets a generous timeout.
  it.each([[1], [3], [18]])("prints %i instalments on as many A4 pages", { timeout: 60_000 }, async (quantos) => {
    const { pdf } = await paginasDoPdf(await renderizarBoletosPdf(entrada(quantos)));
    expect(pdf.getPageCount()).toBe(quantos);
    for (const pagina of pdf.getPages()) {
      expect(pagina.getWidth()).toBeCloseTo(595.28, 1);
      expect(pagina.getHeight()).toBeCloseTo(841.89, 1);
    }
  });

  it("puts each instalment's linha digitável, amount, due date and number on its own page", async () => {
    const dados = entrada(3);
    const { textos } = await paginasDoPdf(await renderizarBoletosPdf(dados));
    dados.slips.forEach((slip, i) => {
      const texto = textos[i]!;
      expect(texto).toContain(formatarLinhaDigitavel(slip.linhaDigitavel));
      expect(texto).toContain(`${i + 1}/3`);
      expect(texto).toContain(`R$ 150,0${i}`);
      expect(texto).toContain(slip.nossoNumero);
      // No other page's slip is on this one.
      dados.slips.filter((_, j) => j !== i).forEach((outro) => expect(texto).not.toContain(formatarLinhaDigitavel(outro.linhaDigitavel)));
    });
  });

  it("names the store with address and CNPJ, the payer with CPF, and the late charges (pt-BR accents intact)", async () => {
    const { textos } = await paginasDoPdf(await renderizarBoletosPdf(entrada(1)));
    const texto = textos[0]!;
    expect(texto).toContain("Loja Demo Celulares Ação & Cia — CNPJ 12.ABC.345/01DE-35");
    expect(texto).toContain("Rua Augusta, 1500, sala 3 — CEP 01304-001 — São Paulo/SP");
    expect(texto).toContain("João da Silva Araújo — CPF 529.982.247-25");
    expect(texto).toContain("Av. Brasil, 250 — CEP 13010-000 — Campinas/SP");
    expect(texto).toContain("Após 28/12/2026, cobrar multa de 2,00% (R$ 3,00).");
    expect(texto).toContain("Vence em 25/12/2026 — sem juros até 28/12/2026.");
    expect(texto).toContain("Recibo do Pagador");
    expect(texto).toContain("Autenticação mecânica — Ficha de Compensação");
    expect(texto).toContain("999-7");
  });

  it("prints the company's own charges", async () => {
    const { textos } = await paginasDoPdf(
      await renderizarBoletosPdf(entrada(1, { encargos: { multa_percentual: 1, juros_mensal_percentual: 0.5 } })),
    );
    expect(textos[0]).toContain("Após 28/12/2026, cobrar multa de 1,00% (R$ 1,50).");
  });

  it("prints a name outside the standard fonts' alphabet instead of failing the slip", async () => {
    const dados = entrada(1);
    const { textos } = await paginasDoPdf(
      await renderizarBoletosPdf({ ...dados, pagador: { ...dados.pagador, nome: "Zoë Ñandú 😀 Łukasz" } }),
    );
    expect(textos[0]).toContain("Zoë Ñandú ? Lukasz — CPF 529.982.247-25");
  });

  it("gives the same bytes for the same slips (no clock inside)", async () => {
    const a = await renderizarBoletosPdf(entrada(2));
    const b = await renderizarBoletosPdf(entrada(2));
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it.each([
    ["a linha digitável of another slip", (e: BoletosDoPdf) => ({ ...e.slips[0]!, linhaDigitavel: e.slips[1]!.linhaDigitavel })],
    ["an amount the barcode does not carry", (e: BoletosDoPdf) => ({ ...e.slips[0]!, valorCentavos: 15100 })],
    ["a due date the barcode does not carry", (e: BoletosDoPdf) => ({ ...e.slips[0]!, vencimento: "2026-12-26" })],
    ["a Pix code with a broken CRC", (e: BoletosDoPdf) => ({ ...e.slips[0]!, pixCopiaECola: e.slips[0]!.pixCopiaECola.slice(0, -1) + "0" })],
    ["a linha with a wrong digit", (e: BoletosDoPdf) => ({ ...e.slips[0]!, linhaDigitavel: "1" + e.slips[0]!.linhaDigitavel.slice(1) })],
  ])("refuses to print %s", async (_nome, estragar) => {
    const e = entrada(2);
    await expect(renderizarBoletosPdf({ ...e, slips: [estragar(e), e.slips[1]!] })).rejects.toThrow(z.core.$ZodError);
  });

  it("refuses charges above the legal caps", async () => {
    await expect(renderizarBoletosPdf(entrada(1, { encargos: { multa_percentual: 10, juros_mensal_percentual: 1 } }))).rejects.toThrow(z.core.$ZodError);
  });

  it.each([
    ["a CNPJ with letters in the check digits", { cnpj: "12ABC34501DEAB" }],
    ["a CNPJ too short", { cnpj: "1234567800019" }],
  ])("refuses %s", async (_nome, loja) => {
    const e = entrada(1);
    await expect(renderizarBoletosPdf({ ...e, loja: { ...e.loja, ...loja } })).rejects.toThrow(z.core.$ZodError);
  });
});

function temPrograma(nome: string): boolean {
  try {
    execFileSync("which", [nome], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

// poppler-utils and zbar-tools (apt) render the page and read its codes as a scanner would;
// machines without them skip this check and keep every other one.
describe.skipIf(!temPrograma("pdftoppm") || !temPrograma("zbarimg"))("the printed codes, read by a scanner", () => {
  it("the ITF barcode reads as the 44 digits and the QR code as the Pix copy-and-paste", { timeout: 60_000 }, async () => {
    const dados = entrada(2);
    const pasta = mkdtempSync(join(tmpdir(), "boleto-"));
    try {
      writeFileSync(join(pasta, "b.pdf"), await renderizarBoletosPdf(dados));
      execFileSync("pdftoppm", ["-r", "200", "-png", join(pasta, "b.pdf"), join(pasta, "p")]);
      const paginas = readdirSync(pasta).filter((f) => f.endsWith(".png")).sort();
      expect(paginas).toHaveLength(2);
      paginas.forEach((png, i) => {
        const lido = execFileSync("zbarimg", ["--raw", "-q", join(pasta, png)], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] })
          .split("\n")
          .filter(Boolean);
        const slip = dados.slips[i]!;
        expect(lido).toContain(slip.codigoBarras);
        // Both Pix codes of the page (receipt and ficha) are this slip's, none another page's.
        expect(lido.filter((l) => l !== slip.codigoBarras)).toEqual([slip.pixCopiaECola, slip.pixCopiaECola]);
      });
    } finally {
      rmSync(pasta, { recursive: true, force: true });
    }
  });
});
