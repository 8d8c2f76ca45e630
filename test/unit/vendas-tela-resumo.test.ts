/** The sale form's live summary: the same numbers the server stores, in centavos. */
import { describe, expect, it } from "vitest";
import { entradaSugerida, faltaNoResumo, resumirBoleto, resumirSemJuros } from "../../frontend/src/features/vendas/resumo-parcelamento";

describe("resumirBoleto", () => {
  it("discloses cash price, total with interest, entry, financed amount, instalments and due dates", () => {
    const r = resumirBoleto({ precoReais: 1000, entradaReais: 250, qtdParcelas: 12, dataVenda: "2026-03-10" });
    expect(r).toEqual({
      ok: true,
      resumo: {
        precoCentavos: 100000,
        totalCentavos: 166667,
        acrescimoCentavos: 66667,
        jurosRotulo: 40,
        entradaCentavos: 25000,
        entradaMinimaCentavos: 25000,
        financiadoCentavos: 141667,
        qtdParcelas: 12,
        valorParcelaCentavos: 11805,
        ultimaParcelaCentavos: 11812,
        diasEntreParcelas: 15,
        primeiroVencimento: "2026-03-25",
        ultimoVencimento: "2026-09-06",
      },
    });
  });

  it.each([
    [8, 161290, 38, 17036, 17038],
    [12, 166667, 40, 11805, 11812],
    [16, 172414, 42, 9213, 9219],
    [18, 181818, 45, 8712, 8714],
  ])("with %ix the total is %i centavos (juros %i%%), instalments of %i and the last of %i", (n, total, juros, parcela, ultima) => {
    const r = resumirBoleto({ precoReais: 1000, entradaReais: 250, qtdParcelas: n, dataVenda: "2026-03-10" });
    if (!r?.ok) throw new Error("esperava um resumo");
    expect(r.resumo).toMatchObject({ totalCentavos: total, jurosRotulo: juros, valorParcelaCentavos: parcela, ultimaParcelaCentavos: ultima });
    expect(r.resumo.entradaCentavos + r.resumo.valorParcelaCentavos * (n - 1) + r.resumo.ultimaParcelaCentavos).toBe(total);
  });

  it.each([
    ["no device yet", { precoReais: null, entradaReais: 0, qtdParcelas: 12 }],
    ["no instalment option yet", { precoReais: 1000, entradaReais: 250, qtdParcelas: undefined }],
    ["an instalment count boleto does not offer", { precoReais: 1000, entradaReais: 250, qtdParcelas: 10 }],
  ])("waits (null) with %s", (_caso, p) => {
    expect(resumirBoleto({ ...p, dataVenda: "2026-03-10" })).toBeNull();
  });

  it("explains an entry above the total instead of throwing", () => {
    expect(resumirBoleto({ precoReais: 1000, entradaReais: 2000, qtdParcelas: 12, dataVenda: "2026-03-10" })).toEqual({
      ok: false,
      motivo: "Entrada não pode ser maior que o valor total",
    });
  });

  it("treats a cleared entry as zero", () => {
    const r = resumirBoleto({ precoReais: 1000, entradaReais: null, qtdParcelas: 8, dataVenda: "2026-03-10" });
    expect(r?.ok && r.resumo.financiadoCentavos).toBe(161290);
  });
});

describe("entradaSugerida", () => {
  it.each([
    [1000, 250],
    [999.99, 250],
    [1234.56, 308.64],
    [0.01, 0.01],
  ])("pre-fills 25%% of R$ %d as R$ %d (rounded up to the cent)", (preco, entrada) => {
    expect(entradaSugerida(preco)).toBe(entrada);
  });
});

describe("resumirSemJuros", () => {
  it.each([
    [1000, 0, 1, 100000, 100000, 100000],
    [1000, 100, 3, 100000, 30000, 30000],
    [1000, 0, 7, 100000, 14285, 14290],
    [1000, 0, 0, 100000, 100000, 100000],
  ])("R$ %d with entry %d in %ix totals %i: instalments of %i, last %i", (preco, entrada, n, total, parcela, ultima) => {
    expect(resumirSemJuros({ precoReais: preco, entradaReais: entrada, qtdParcelas: n })).toMatchObject({
      ok: true,
      resumo: { totalCentavos: total, valorParcelaCentavos: parcela, ultimaParcelaCentavos: ultima },
    });
  });

  it("gives the server's reason for an entry above the price instead of clamping it", () => {
    expect(resumirSemJuros({ precoReais: 1000, entradaReais: 1000.01, qtdParcelas: 2 })).toEqual({ ok: false, motivo: "Entrada não pode ser maior que o valor total" });
  });

  it("waits for a device", () => {
    expect(resumirSemJuros({ precoReais: null, entradaReais: 0, qtdParcelas: 1 })).toBeNull();
  });
});

describe("faltaNoResumo", () => {
  it.each([
    [{ temAparelho: false, forma: undefined, qtdParcelas: 1 }, "Escolha o aparelho e a forma de pagamento para ver os valores."],
    [{ temAparelho: true, forma: undefined, qtdParcelas: 1 }, "Escolha a forma de pagamento para ver os valores."],
    [{ temAparelho: false, forma: "PIX", qtdParcelas: 1 }, "Escolha o aparelho para ver os valores."],
    [{ temAparelho: true, forma: "BOLETO", qtdParcelas: undefined }, "Escolha a quantidade de parcelas para ver os valores do parcelamento."],
    [{ temAparelho: false, forma: "BOLETO", qtdParcelas: undefined }, "Escolha o aparelho e a quantidade de parcelas para ver os valores do parcelamento."],
    [{ temAparelho: true, forma: "BOLETO", qtdParcelas: 12 }, null],
    [{ temAparelho: true, forma: "CARTAO_CREDITO", qtdParcelas: 3 }, null],
  ] as const)("%j → %j", (p, texto) => {
    expect(faltaNoResumo(p)).toBe(texto);
  });
});
