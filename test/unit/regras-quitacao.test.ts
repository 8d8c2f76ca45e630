import { describe, expect, it } from "vitest";
import { calcularParcelamento, TABELA_SEMENTE } from "../../shared/regras/parcelamento";
import { custoDoCredito } from "../../shared/regras/credito";
import { recusaDataPagamento } from "../../shared/vendas/pagamento-balcao";
import { calcularQuitacao, diferencaDoBoletoQuitacao, MSG_QUITACAO, quitacaoEmReais, recusaDataQuitacao, vencimentoDaQuitacao, type CreditoDivulgado, type ParcelaAQuitar } from "../../shared/regras/quitacao";

/*
 * The worked example on the seed's table (test/unit/regras-credito.test.ts): R$ 1.000,00
 * cash, R$ 250,00 entry, 12x every 15 days from 2026-12-01 at 0,60: 11 × R$ 104,16 + R$ 104,24,
 * CET 694,60% a.a. A high rate keeps the discounts large enough to see. Expected figures solved
 * independently (bisection in Python over the same flows: r = 6,9459553…, i.e. 694,60%).
 */
const VENDA = "2026-12-01";
const parcelamento = calcularParcelamento({ precoCentavos: 100_000, entradaCentavos: 25_000, qtdParcelas: 12, dataVenda: VENDA, tabela: TABELA_SEMENTE });
const custo = custoDoCredito({ precoCentavos: 100_000, entradaCentavos: 25_000, dataVenda: VENDA, parcelas: parcelamento.parcelas });
const credito: CreditoDivulgado = { dataVenda: VENDA, valorFinanciadoCentavos: custo.valor_financiado_centavos, parcelas: custo.parcelas };
const todas: ParcelaAQuitar[] = custo.parcelas.map((p) => ({ numero_parcela: p.numero, vencimento: p.vencimento, valor_centavos: p.valor_centavos }));

function quitar(data: string, abertas = todas) {
  const r = calcularQuitacao({ data, credito, abertas });
  if (!r.ok) throw new Error(r.motivo);
  return r.quitacao;
}

describe("calcularQuitacao — CDC art. 52 §2 at the contract's own CET", () => {
  it("on the sale day costs exactly what was financed (R$ 750,00), the rest is discount", () => {
    const q = quitar(VENDA);
    expect(q.valor_quitacao_centavos).toBe(75_000);
    expect(q.valor_original_centavos).toBe(125_000);
    expect(q.desconto_total_centavos).toBe(50_000);
    expect(q.encargos_total_centavos).toBe(0);
    expect(q.parcelas).toHaveLength(12);
    expect(q.parcelas.reduce((s, l) => s + l.valor_a_pagar_centavos, 0)).toBe(75_000);
    for (const l of q.parcelas) expect(l.valor_a_pagar_centavos + l.desconto_centavos).toBe(l.valor_centavos);
  });

  it("10 days later: the financed amount grown at the CET, R$ 793,82 (independent: 750 × 7,9459553^(10/365) = 793,8214)", () => {
    const q = quitar("2026-12-11");
    expect(q.valor_quitacao_centavos).toBe(79_382);
    // Each line is its exact present value rounded down or up: the first is 10.124,42… centavos, the last 3.969,97….
    expect(q.parcelas[0]!.valor_a_pagar_centavos).toBeGreaterThanOrEqual(10_124);
    expect(q.parcelas[0]!.valor_a_pagar_centavos).toBeLessThanOrEqual(10_125);
    expect(q.parcelas[11]!.valor_a_pagar_centavos).toBeGreaterThanOrEqual(3_969);
    expect(q.parcelas[11]!.valor_a_pagar_centavos).toBeLessThanOrEqual(3_970);
  });

  it("an instalment already due is charged in full with late fees; the later ones are discounted", () => {
    // 2026-12-21: the 1st (due Wed 2026-12-16) is 5 days late: 2% fine (208,32 → 208) + 1% a month
    // pro rata for 5 days (17,36 → 17), both rounded down; the other 11 are worth 733,04.
    const q = quitar("2026-12-21");
    expect(q.parcelas[0]).toEqual({ numero_parcela: 1, vencimento: "2026-12-16", valor_centavos: 10_416, desconto_centavos: 0, encargos_centavos: 225, valor_a_pagar_centavos: 10_641 });
    expect(q.valor_quitacao_centavos).toBe(10_641 + 73_304);
    expect(q.encargos_total_centavos).toBe(225);
    expect(q.valor_original_centavos - q.desconto_total_centavos + q.encargos_total_centavos).toBe(q.valor_quitacao_centavos);
  });

  it("an instalment due on the payoff day itself gets no discount and no charge", () => {
    const q = quitar("2026-12-16");
    expect(q.parcelas[0]).toMatchObject({ desconto_centavos: 0, encargos_centavos: 0, valor_a_pagar_centavos: 10_416 });
    expect(q.parcelas[1]!.desconto_centavos).toBeGreaterThan(0);
  });

  it("the company's own late fees apply (0% fine, 0,5% a month)", () => {
    const r = calcularQuitacao({ data: "2026-12-21", credito, abertas: todas, encargos: { multa_percentual: 0, juros_mensal_percentual: 0.5 } });
    expect(r.ok && r.quitacao.parcelas[0]!.encargos_centavos).toBe(8); // 10416 × 0,5% × 5/30 = 8,68 → 8
  });

  it("only the unpaid instalments count: with the first 11 paid, the last alone", () => {
    const q = quitar("2027-05-15", todas.slice(11));
    // 15 days before its due date: 104,24 ÷ 7,9459553^(15/365) = 95,7287…
    expect(q.parcelas).toHaveLength(1);
    expect(q.valor_original_centavos).toBe(10_424);
    expect(q.valor_quitacao_centavos).toBe(9_573);
  });

  it("a contract without its disclosure (before the CET existed) is refused, not given an invented discount", () => {
    expect(calcularQuitacao({ data: VENDA, credito: null, abertas: todas })).toEqual({ ok: false, motivo: "semTaxa" });
  });

  it("nothing open: nothing to pay off", () => {
    expect(calcularQuitacao({ data: VENDA, credito, abertas: [] })).toEqual({ ok: false, motivo: "nadaAPagar" });
  });

  it("answers in reais under the issue's field names", () => {
    const api = quitacaoEmReais(quitar(VENDA));
    expect(api).toMatchObject({ data: VENDA, valor_original: 1250, desconto_total: 500, encargos_total: 0, valor_quitacao: 750 });
    expect(Object.keys(api.parcelas[0]!)).toEqual(["numero_parcela", "vencimento", "valor", "desconto", "encargos", "valor_a_pagar"]);
  });
});

describe("recusaDataQuitacao — from today to 30 days ahead", () => {
  const hoje = "2026-12-01";
  it.each([
    ["2026-12-01", null],
    ["2026-12-31", null],
    ["2026-11-30", MSG_QUITACAO.dataPassada],
    ["2027-01-01", MSG_QUITACAO.dataDistante],
    ["2026-02-30", MSG_QUITACAO.dataInvalida],
    ["01/12/2026", MSG_QUITACAO.dataInvalida],
    ["", MSG_QUITACAO.dataInvalida],
  ])("%s → %s", (data, esperado) => {
    expect(recusaDataQuitacao(data, hoje)).toBe(esperado);
  });
  it("a date that is not one names the format of where it was typed: AAAA-MM-DD to the API, dd/mm/aaaa on the screen (issue 36 item 12)", () => {
    expect(recusaDataQuitacao("05/11/20__", hoje)).toBe("Data da quitação inválida: use o formato AAAA-MM-DD");
    expect(recusaDataQuitacao("05/11/20__", hoje, "tela")).toBe("Data da quitação inválida: use o formato dd/mm/aaaa");
    expect(recusaDataQuitacao("2026-11-30", hoje, "tela")).toBe(MSG_QUITACAO.dataPassada);
    expect(recusaDataPagamento("", hoje, "2026-11-01", "tela")).toBe("Data do pagamento inválida: use o formato dd/mm/aaaa");
    expect(recusaDataPagamento("", hoje, "2026-11-01")).toBe("Data do pagamento inválida: use o formato AAAA-MM-DD");
  });
});

describe("vencimentoDaQuitacao — the payoff slip is due on the next banking day at the earliest (issue 36 item 6)", () => {
  it("asked on a weekday night: due the next banking day, never the same day", () => {
    // Tuesday 2026-12-01 (at 21:25 or at 09:00: the same Brasília day).
    expect(vencimentoDaQuitacao("2026-12-01", "2026-12-01")).toBe("2026-12-02");
  });
  it("asked on a Friday or the eve of a holiday: the next banking day after the weekend or the holiday", () => {
    expect(vencimentoDaQuitacao("2026-12-04", "2026-12-04")).toBe("2026-12-07");
    // Thursday 2026-12-24: Christmas on Friday, then the weekend.
    expect(vencimentoDaQuitacao("2026-12-24", "2026-12-24")).toBe("2026-12-28");
    expect(vencimentoDaQuitacao("2026-12-05", "2026-12-05")).toBe("2026-12-07");
  });
  it("a payoff date quoted later than that keeps its date", () => {
    expect(vencimentoDaQuitacao("2026-12-10", "2026-12-01")).toBe("2026-12-10");
    expect(vencimentoDaQuitacao("2026-12-02", "2026-12-01")).toBe("2026-12-02");
  });
});

describe("diferencaDoBoletoQuitacao — a slip of another amount beside the quote says why (issue 36 item 12)", () => {
  const boleto = { valor: 961.46, data: "2026-12-17", emitido_em: "2026-12-01", status: "emitido" as const };
  const hoje = { data: "2026-12-07", valor_quitacao: 939.31 };

  it("quoted for another date: the slip's own date and amount, today's, and why they differ", () => {
    expect(diferencaDoBoletoQuitacao(boleto, hoje)).toBe(
      "O boleto de quitação emitido em 01/12/2026 é a quitação em 17/12/2026: R$ 961,46. O total para quitar abaixo (R$ 939,31) é a quitação em 07/12/2026. " +
        "Os valores diferem porque o desconto dos juros e os encargos de atraso dependem da data da quitação. " +
        "O boleto vale pelo valor dele até o vencimento; para cobrar o total abaixo, emita um novo boleto de quitação (ele substitui o anterior).",
    );
    expect(diferencaDoBoletoQuitacao(boleto, hoje, "cliente")).toBe(
      "O boleto de quitação gerado em 01/12/2026 é a quitação em 17/12/2026: R$ 961,46. O valor para quitar hoje (R$ 939,31) é a quitação em 07/12/2026. " +
        "Os valores diferem porque o desconto dos juros e os encargos de atraso dependem da data da quitação. " +
        "O boleto vale pelo valor dele até o vencimento; para pagar o valor de hoje, gere um novo boleto de quitação (ele substitui o anterior).",
    );
  });

  it("the same date, another amount (the contract changed since): calculated with that day's instalments and charges", () => {
    expect(diferencaDoBoletoQuitacao({ ...boleto, data: "2026-12-07", emitido_em: "2026-12-07" }, hoje)).toBe(
      "O boleto de quitação emitido em 07/12/2026 (R$ 961,46) foi calculado com as parcelas em aberto e os encargos daquele dia. O total para quitar abaixo (R$ 939,31) é o cálculo de agora para 07/12/2026. " +
        "O boleto vale pelo valor dele até o vencimento; para cobrar o total abaixo, emita um novo boleto de quitação (ele substitui o anterior).",
    );
  });

  it.each([
    ["the same amount", { ...boleto, valor: 939.31 }],
    ["a paid slip", { ...boleto, status: "paga" as const }],
    ["a failed slip", { ...boleto, status: "falhou" as const }],
  ])("nothing to explain: %s", (_, b) => {
    expect(diferencaDoBoletoQuitacao(b, hoje)).toBeNull();
  });
});
