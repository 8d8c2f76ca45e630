/** The sale form's live summary: the same numbers the server stores, in centavos. */
import { describe, expect, it } from "vitest";
import { entradaSugerida, faltaNoResumo, resumirBoleto, resumirSemJuros } from "../../frontend/src/features/vendas/resumo-parcelamento";
import { TABELA_SEMENTE } from "../../shared/regras/parcelamento";

describe("resumirBoleto", () => {
  it("discloses cash price, entry, amount financed, interest, total, the schedule, the monthly rate and the CET (a new shop's table, 1% a month)", () => {
    const r = resumirBoleto({ precoReais: 1000, entradaReais: 250, qtdParcelas: 12, dataVenda: "2026-12-01" });
    if (!r?.ok) throw new Error("esperava um resumo");
    expect(r.resumo).toMatchObject({ entradaMinimaCentavos: 25000, qtdParcelas: 12, diasEntreParcelas: 15 });
    expect(r.resumo.credito).toMatchObject({
      valor_a_vista_centavos: 100000,
      entrada_centavos: 25000,
      valor_financiado_centavos: 75000,
      juros_total_centavos: 2367,
      valor_total_centavos: 102367,
      cet_anual_percentual: 12.39,
      taxa_mensal_percentual: 0.98,
    });
    expect(r.resumo.credito.parcelas[0]).toEqual({ numero: 1, vencimento: "2026-12-16", valor_centavos: 6447 });
    expect(r.resumo.credito.parcelas[11]).toEqual({ numero: 12, vencimento: "2027-05-30", valor_centavos: 6450 });
  });

  // R$ 1.000,00 with R$ 250,00 down: instalments = 750,00 ÷ divisor, total = 250,00 + instalments.
  it.each([
    ["default", 8, 101656, 9582, 9582],
    ["default", 12, 102367, 6447, 6450],
    ["default", 16, 103068, 4879, 4883],
    ["default", 18, 103411, 4356, 4359],
    ["seed's", 8, 145968, 15121, 15121],
    ["seed's", 12, 150000, 10416, 10424],
    ["seed's", 16, 154310, 8081, 8095],
    ["seed's", 18, 161364, 7575, 7589],
  ] as const)("with the %s table in %ix the total is %i centavos, instalments of %i and the last of %i", (t, n, total, parcela, ultima) => {
    const tabela = t === "seed's" ? TABELA_SEMENTE : undefined;
    const r = resumirBoleto({ precoReais: 1000, entradaReais: 250, qtdParcelas: n, dataVenda: "2026-03-10", tabela });
    if (!r?.ok) throw new Error("esperava um resumo");
    const { parcelas } = r.resumo.credito;
    expect(r.resumo.credito.valor_total_centavos).toBe(total);
    expect(parcelas[0]!.valor_centavos).toBe(parcela);
    expect(parcelas[n - 1]!.valor_centavos).toBe(ultima);
    expect(25000 + parcelas.reduce((s, x) => s + x.valor_centavos, 0)).toBe(total);
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
    expect(r?.ok && r.resumo.credito.valor_financiado_centavos).toBe(100000);
    // 1000,00 ÷ 0,9784 = 1.022,08.
    expect(r?.ok && r.resumo.credito.valor_total_centavos).toBe(102208);
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

describe("the sale form follows the company's table (GET /api/empresa/credito)", () => {
  const tabela = { entrada_minima_percentual: 30, intervalo_dias: 30, planos: [{ qtd_parcelas: 10, divisor: 0.8 }] };

  it("pre-fills its minimum entry and offers only its counts", () => {
    expect(entradaSugerida(1000, tabela)).toBe(300);
    expect(resumirBoleto({ precoReais: 1000, entradaReais: 300, qtdParcelas: 12, dataVenda: "2026-03-10", tabela })).toBeNull();
    expect(faltaNoResumo({ temAparelho: true, forma: "BOLETO", qtdParcelas: 12, tabela })).toBe("Escolha a quantidade de parcelas para ver os valores do parcelamento.");
  });

  it("splits by its divisor and interval", () => {
    const r = resumirBoleto({ precoReais: 1000, entradaReais: 300, qtdParcelas: 10, dataVenda: "2026-03-10", tabela });
    if (!r?.ok) throw new Error("esperava um resumo");
    expect(r.resumo).toMatchObject({ entradaMinimaCentavos: 30000, entradaMinimaPercentual: 30, diasEntreParcelas: 30, qtdParcelas: 10 });
    // (1000 − 300) ÷ 0,8 = 875,00 in 10 monthly instalments of 87,50; total 1.175,00.
    expect(r.resumo.credito).toMatchObject({ valor_total_centavos: 117500, valor_financiado_centavos: 70000 });
    expect(r.resumo.credito.parcelas[1]).toEqual({ numero: 2, vencimento: "2026-05-09", valor_centavos: 8750 });
  });
});
