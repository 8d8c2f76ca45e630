/**
 * Issue 37 items 4 and 5: what the customer is told before signing besides the cost (who lends,
 * the frequency in words, until when the offer holds, the late charges, the right to pay off
 * early) and the record of the capacity to pay. Amounts worked by hand from the default 12x plan
 * (divisor 0,9694): R$ 1.000,00 cash, R$ 250,00 entry → R$ 750,00 ÷ 0,9694 = R$ 773,674… → R$ 773,67
 * in instalments: floor(77.367 ÷ 12) = 64,47 eleven times and 64,50 the last.
 */
import { describe, expect, it } from "vitest";
import { hojeBrasil } from "../../shared/br/datas";
import { CONTRATO_PADRAO } from "../../shared/documentos/modelos-padrao";
import { contratoSemCet, divulgacoesAusentes, msgDivulgacoesAusentes } from "../../shared/documentos/placeholders";
import { renderizarDocumento, type DadosDocumento } from "../../shared/documentos/renderizar";
import { textoMensagem } from "../../shared/mensagens/textos";
import { custoDoCredito, divulgacaoEmReais, periodicidadeTexto, TEXTO_QUITACAO_ANTECIPADA, type CondicoesDoCredito } from "../../shared/regras/credito";
import {
  capacidadeEmReais,
  capacidadePagamento,
  condicoesDaOferta,
  financiadorDivulgado,
  LIMITE_COMPROMETIMENTO_PERCENTUAL,
  MSG_CAPACIDADE,
  validaAte,
} from "../../shared/regras/divulgacao-credito";
import { calcularParcelamento, TABELA_PADRAO } from "../../shared/regras/parcelamento";
import { linhasDoRecibo, type DadosRecibo } from "../../functions/financeiro/recibo";

const VENDA = "2026-12-07";
const LOJA = { nome_fantasia: "Cell Recife", cnpj: "11222333000181", endereco: "Rua da Aurora, 100", cidade: "Recife", uf: "PE", cep: "50050000" };
const PARCEIRA = { tipo: "instituicao_parceira" as const, nome: "Financeira Boa Vista S.A.", cnpj: "60701190000104", endereco: "Av. Paulista, 1000, São Paulo/SP" };

function credito(condicoes?: CondicoesDoCredito) {
  const venda = { precoCentavos: 100_000, entradaCentavos: 25_000, dataVenda: VENDA };
  const { parcelas } = calcularParcelamento({ ...venda, qtdParcelas: 12, tabela: TABELA_PADRAO });
  return custoDoCredito({ ...venda, parcelas, ...(condicoes ? { condicoes } : {}) });
}

const condicoesPropria = condicoesDaOferta({ financiador: { tipo: "propria_loja" }, loja: LOJA, intervaloDias: 15, hoje: VENDA, encargos: { multa_percentual: 2, juros_mensal_percentual: 1 } });

describe("periodicidadeTexto: a frequência por extenso", () => {
  it.each([
    [15, "a cada 15 dias (quinzenal)"],
    [30, "a cada 30 dias (mensal)"],
    [20, "a cada 20 dias"],
  ])("%i dias → %s", (dias, texto) => {
    expect(periodicidadeTexto(dias)).toBe(texto);
  });
});

describe("validaAte: a oferta vale 2 dias a partir do dia em que é feita", () => {
  it.each([
    ["2026-12-07", "2026-12-09"],
    ["2026-12-30", "2027-01-01"],
    ["2028-02-28", "2028-03-01"],
  ])("feita em %s, vale até %s", (hoje, ate) => {
    expect(validaAte(hoje)).toBe(ate);
  });

  it("no relógio dos testes (segunda 07/12/2026) vale até quarta 09/12/2026", () => {
    expect(validaAte(hojeBrasil())).toBe("2026-12-09");
  });
});

describe("financiadorDivulgado: quem financia", () => {
  it("no crediário próprio é a própria loja, com o seu nome, CNPJ e endereço", () => {
    expect(financiadorDivulgado({ tipo: "propria_loja" }, LOJA)).toEqual({ tipo: "propria_loja", nome: "Cell Recife", cnpj: "11222333000181", endereco: "Rua da Aurora, 100, Recife/PE, CEP 50050-000" });
  });

  it("uma loja sem endereço cadastrado tem endereço null, nunca uma vírgula solta", () => {
    expect(financiadorDivulgado({ tipo: "propria_loja" }, { nome_fantasia: "Cell", cnpj: "11222333000181" }).endereco).toBeNull();
  });

  it("com instituição parceira é a instituição, não a loja", () => {
    expect(financiadorDivulgado(PARCEIRA, LOJA)).toEqual({ tipo: "instituicao_parceira", nome: "Financeira Boa Vista S.A.", cnpj: "60701190000104", endereco: "Av. Paulista, 1000, São Paulo/SP" });
  });
});

describe("custoDoCredito com as condições da oferta", () => {
  it("congela quem financia, a periodicidade, a validade e os encargos de atraso da empresa", () => {
    const c = credito(condicoesDaOferta({ financiador: PARCEIRA, loja: LOJA, intervaloDias: 15, hoje: VENDA, encargos: { multa_percentual: 1.5, juros_mensal_percentual: 0.5 } }));
    expect(c).toMatchObject({
      financiador: { tipo: "instituicao_parceira", nome: "Financeira Boa Vista S.A.", cnpj: "60701190000104" },
      periodicidade: "a cada 15 dias (quinzenal)",
      valida_ate: "2026-12-09",
      multa_atraso_percentual: 1.5,
      juros_mora_mensal_percentual: 0.5,
    });
  });

  it("a taxa anual efetiva sai dos mesmos fluxos: sem tarifa nem seguro, é igual ao CET", () => {
    const c = credito(condicoesPropria);
    expect(c.valor_total_centavos).toBe(25_000 + 11 * 6_447 + 6_450);
    expect(c.taxa_anual_percentual).not.toBeNull();
    expect(c.taxa_anual_percentual).toBe(c.cet_anual_percentual);
    // (1 + a.m.)^12 − 1 ≈ a.a. (the monthly is rounded to 2 decimals, so within a few hundredths).
    expect(Math.abs(((1 + c.taxa_mensal_percentual! / 100) ** 12 - 1) * 100 - c.taxa_anual_percentual!)).toBeLessThan(0.15);
  });

  it("sem as condições (a prévia de um plano) os campos novos são null", () => {
    expect(credito()).toMatchObject({ financiador: null, periodicidade: null, valida_ate: null, multa_atraso_percentual: null, juros_mora_mensal_percentual: null });
  });

  it("em reais: o total sem financiamento é o preço à vista, e a quitação antecipada é dita numa frase", () => {
    const d = divulgacaoEmReais(credito(condicoesPropria));
    expect(d).toMatchObject({
      valor_a_vista: 1000,
      valor_total_sem_financiamento: 1000,
      valor_total: 1023.67,
      juros_total: 23.67,
      financiador: { tipo: "propria_loja", nome: "Cell Recife", cnpj: "11222333000181", endereco: "Rua da Aurora, 100, Recife/PE, CEP 50050-000" },
      periodicidade: "a cada 15 dias (quinzenal)",
      valida_ate: "2026-12-09",
      multa_atraso_percentual: 2,
      juros_mora_mensal_percentual: 1,
      quitacao_antecipada: TEXTO_QUITACAO_ANTECIPADA,
    });
    expect(d.quitacao_antecipada).toMatch(/antecipadamente.*redução proporcional dos juros/);
  });
});

describe("capacidadePagamento: a parte da renda declarada que as parcelas tomam (CDC art. 54-D)", () => {
  const parcelas = [...Array<number>(11).fill(6_447), 6_450];

  it("quinzenal: duas parcelas por mês; usa a maior parcela (a última, com os centavos do arredondamento)", () => {
    const c = capacidadePagamento({ rendaMensalCentavos: 250_000, parcelasCentavos: parcelas, intervaloDias: 15 });
    // 64,50 ÷ 2.500 = 2,58%; 2 × 64,50 = 129,00 ÷ 2.500 = 5,16%.
    expect(c).toEqual({
      renda_mensal_declarada_centavos: 250_000,
      parcela_centavos: 6_450,
      parcelas_por_mes: 2,
      parcela_percentual: 2.58,
      comprometimento_percentual: 5.16,
      limite_percentual: 30,
      acima_do_limite: false,
    });
  });

  it.each([
    // interval, instalments, income, above?
    [15, [37_500, 37_500], 250_000, false], // 2 × 375,00 = 750,00: exactly 30% of 2.500,00
    [15, [37_500, 37_501], 250_000, true], // 750,02: above by two centavos
    [30, [75_000], 250_000, false], // one a month, exactly 30%
    [30, [75_001], 250_000, true],
    [30, [10_000], 20_000, true], // 50%
  ] as const)("a cada %i dias, parcelas %j e renda %i centavos: acima de 30%% = %s", (intervalo, valores, renda, acima) => {
    expect(capacidadePagamento({ rendaMensalCentavos: renda, parcelasCentavos: valores, intervaloDias: intervalo }).acima_do_limite).toBe(acima);
  });

  it("acima do limite a resposta traz o alerta (um aviso, não uma recusa) com a renda e a parte tomada", () => {
    const c = capacidadeEmReais(capacidadePagamento({ rendaMensalCentavos: 100_000, parcelasCentavos: parcelas.map((p) => p * 3), intervaloDias: 15 }));
    // 3 × 64,50 = 193,50; 2 × 193,50 = 387,00 ÷ 1.000,00 = 38,70%.
    expect(c).toMatchObject({ renda_mensal_declarada: 1000, parcela: 193.5, parcela_percentual: 19.35, comprometimento_percentual: 38.7, acima_do_limite: true });
    expect(c.alerta).toBe(
      "As parcelas de um mês (2 × R$ 193,50) tomam 38,70% da renda mensal declarada (R$ 1.000,00), mais que 30%. Confira com o cliente se ele consegue pagar antes de concluir a venda.",
    );
    expect(LIMITE_COMPROMETIMENTO_PERCENTUAL).toBe(30);
  });

  it("sem renda informada: nada calculado, nenhum alerta (a tela mostra uma nota neutra)", () => {
    const c = capacidadeEmReais(capacidadePagamento({ rendaMensalCentavos: null, parcelasCentavos: parcelas, intervaloDias: 15 }));
    expect(c).toEqual({ renda_mensal_declarada: null, parcela: 64.5, parcelas_por_mes: 2, parcela_percentual: null, comprometimento_percentual: null, limite_percentual: 30, acima_do_limite: false, alerta: null });
    expect(MSG_CAPACIDADE.naoInformada).toContain("não informada");
  });

  it.each([0, -1, 0.5, Number.NaN])("uma renda de %s centavos é erro de programação (o schema recusa antes)", (renda) => {
    expect(() => capacidadePagamento({ rendaMensalCentavos: renda, parcelasCentavos: parcelas, intervaloDias: 15 })).toThrow(RangeError);
  });
});

describe("o contrato: marcadores da divulgação e o aviso do modelo que não os tem", () => {
  const dados = (c: ReturnType<typeof credito>, renda: number | null): DadosDocumento => ({
    cliente: { nome: "João", cpf: "52998224725", telefone: "", endereco: "" },
    empresa: { nome: "Cell Recife", cnpj: "11222333000181", cidade: "Recife/PE" },
    produto: { modelo: "Galaxy A15", marca: "Samsung", imei: "356938035643809", cor: "Preto" },
    valor_total: c.valor_total_centavos / 100,
    qtd_parcelas: 12,
    valor_parcela: 64.47,
    valor_entrada: 250,
    data_venda: VENDA,
    data_atual: VENDA,
    forma_pagamento: "BOLETO PARCELADO",
    credito: c,
    capacidade: capacidadePagamento({ rendaMensalCentavos: renda, parcelasCentavos: c.parcelas.map((p) => p.valor_centavos), intervaloDias: 15 }),
  });
  const campos = (html: string) => html.replace(/<[^>]+>/g, "");

  it("o modelo padrão imprime cada divulgação e nenhum marcador fica sem valor", () => {
    expect(divulgacoesAusentes(CONTRATO_PADRAO)).toEqual([]);
    const r = renderizarDocumento(CONTRATO_PADRAO, "contrato", dados(credito(condicoesPropria), 250_000));
    expect(r.desconhecidos).toEqual([]);
    const texto = campos(r.html);
    for (const trecho of [
      "CREDORA (agente financiador): Cell Recife, inscrita no CNPJ sob o nº 11.222.333/0001-81, com endereço em Rua da Aurora, 100, Recife/PE, CEP 50050-000, a própria loja, com recursos próprios (crediário próprio)",
      "Periodicidade: uma parcela a cada 15 dias (quinzenal)",
      "multa de 2,00% e juros de mora de 1,00% ao mês",
      "Validade destas condições: até 09/12/2026",
      "Total sem financiamento (à vista): R$ 1.000,00",
      "Quem concede o crédito (credor): Cell Recife, CNPJ 11.222.333/0001-81",
      TEXTO_QUITACAO_ANTECIPADA,
      "capacidade de pagamento (art. 54-D do CDC): R$ 2.500,00; parte dessa renda tomada pelas parcelas de um mês: 5,16%",
      // 64,47 × 2% = 1,2894 → 1,28 (down); 64,47 × 1% × 10 ÷ 30 = 0,2149 → 0,21.
      "uma parcela de R$ 64,47 paga com 10 (dez) dias de atraso tem multa de R$ 1,28 e juros de R$ 0,21, totalizando R$ 65,96",
    ]) {
      expect(texto, trecho).toContain(trecho);
    }
    expect(texto).toContain(`Taxa efetiva anual de juros: ${credito().cet_anual_percentual!.toLocaleString("pt-BR", { minimumFractionDigits: 2 })}% ao ano`);
    expect(texto).not.toMatch(/multa de 2% \(dois por cento\)|R\$ 150,00/);
  });

  it("com instituição parceira o contrato a nomeia credora; sem renda informada diz 'não informada'", () => {
    const c = credito(condicoesDaOferta({ financiador: PARCEIRA, loja: LOJA, intervaloDias: 15, hoje: VENDA, encargos: { multa_percentual: 2, juros_mensal_percentual: 1 } }));
    const texto = campos(renderizarDocumento(CONTRATO_PADRAO, "contrato", dados(c, null)).html);
    expect(texto).toContain("CREDORA (agente financiador): Financeira Boa Vista S.A., inscrita no CNPJ sob o nº 60.701.190/0001-04, com endereço em Av. Paulista, 1000, São Paulo/SP, instituição financeira parceira, da qual a loja é correspondente");
    expect(texto).toContain("Quem concede o crédito (credor): Financeira Boa Vista S.A.");
    expect(texto).toContain("capacidade de pagamento (art. 54-D do CDC): não informada; parte dessa renda tomada pelas parcelas de um mês: não calculada (renda não informada)");
  });

  it("um modelo gravado antes lista o que não informa; o aviso nomeia cada marcador", () => {
    const antigo = "<p>{{valor_a_vista}} {{valor_total}} {{taxa_juros_mensal}} {{cet_anual}} {{periodicidade_parcelas}}</p><p>multa de 2%</p>";
    expect(divulgacoesAusentes(antigo)).toEqual(["taxa_juros_anual", "financiador_nome", "financiador_cnpj", "multa_atraso", "juros_mora", "valida_ate"]);
    expect(contratoSemCet(antigo)).toBe(false);
    expect(divulgacoesAusentes("<p>{{ periodicidade }} {{valor_total_sem_financiamento}}</p>")).not.toContain("periodicidade");
    expect(msgDivulgacoesAusentes(["cet_anual", "multa_atraso"])).toBe(
      "O modelo de contrato ativo não informa o CET (custo efetivo total) ({{cet_anual}}) e a multa por atraso ({{multa_atraso}}), que o cliente deve saber antes de assinar (CDC, arts. 52 e 54-B). Inclua os marcadores no contrato em Configurações > Modelos de Documentos.",
    );
  });
});

describe("as boas-vindas e o recibo", () => {
  const loja = { loja: "Cell Recife", whatsapp_loja: "", area_cliente: "", cliente: "Maria" };

  it("as boas-vindas dizem a periodicidade por extenso, a taxa mensal, o CET, o total e quem financia", () => {
    const { texto } = textoMensagem("boas_vindas", {
      ...loja,
      produto: "Galaxy A15",
      entrada: "R$ 250,00",
      parcelas: "11x de R$ 64,47 e a última de R$ 64,50, a primeira em 22/12/2026",
      valor_total: "R$ 1.023,67",
      periodicidade: "a cada 15 dias (quinzenal)",
      taxa_mensal: "0,98%",
      cet_anual: "12,39%",
      financiador: "Cell Recife (CNPJ 11.222.333/0001-81)",
    });
    expect(texto).toContain(
      "obrigado pela compra de Galaxy A15. Entrada de R$ 250,00 e 11x de R$ 64,47 e a última de R$ 64,50, a primeira em 22/12/2026, a cada 15 dias (quinzenal), por boleto ou Pix. Total: R$ 1.023,67. " +
        "Juros de 0,98% ao mês; custo efetivo total (CET) de 12,39% ao ano. Crédito concedido por Cell Recife (CNPJ 11.222.333/0001-81).",
    );
  });

  it("umas boas-vindas enfileiradas antes (sem as variáveis novas) ainda saem, sem elas", () => {
    const { texto } = textoMensagem("boas_vindas", { ...loja, produto: "Galaxy A15", entrada: "", parcelas: "12x de R$ 64,47", valor_total: "R$ 773,64" });
    expect(texto).toContain("obrigado pela compra de Galaxy A15. 12x de R$ 64,47, por boleto ou Pix. Total: R$ 773,64.");
    expect(texto).not.toContain("CET");
  });

  it("o recibo da entrada separa a mercadoria (preço à vista) do custo do financiamento", () => {
    const d: DadosRecibo = {
      numero: "01JVENDA",
      loja: { nome: "Cell Recife", cnpj: "11222333000181", endereco: null, cep: null, cidade: null, uf: null },
      cliente: { nome: "Maria", cpf: "52998224725" },
      referente: "à entrada da compra de Galaxy A15",
      valorCentavos: 25_000,
      forma: "PIX",
      data: VENDA,
      recebidoPor: "Ana",
      compra: { mercadoriaCentavos: 100_000, jurosCentavos: 2_367 },
    };
    const textos = linhasDoRecibo(d).map((l) => l.texto);
    expect(textos).toContain("Mercadoria (aparelho, preço à vista): R$ 1.000,00");
    expect(textos).toContain("Custo do financiamento (juros das parcelas): R$ 23,67");
    const { compra: _c, ...semCompra } = d;
    expect(linhasDoRecibo(semCompra).map((l) => l.texto).join("\n")).not.toContain("Mercadoria");
  });
});
