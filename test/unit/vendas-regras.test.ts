import { describe, expect, it } from "vitest";
import { montarVenda, idParcela, lerIdParcela, emAberto } from "../../functions/vendas/domain";
import { montarDashboard } from "../../functions/relatorios/domain";
import { ErroApi } from "../../functions/lib/errors";
import { criarVendaInput, statusAoVender, transicoesPermitidas } from "../../shared/vendas/schemas";
import { TABELA_PADRAO, TABELA_SEMENTE, type TabelaCredito } from "../../shared/regras/parcelamento";

const CriarVendaInput = criarVendaInput(() => "2026-11-23");

const contexto = (preco: number, tabela: TabelaCredito = TABELA_PADRAO) => ({
  empresaId: "E",
  vendaId: "01J0000000000000000000VEND",
  contratoId: "01J0000000000000000000CONT",
  usuarioId: "U",
  item: { id: "I", imei: "490154203237518", cor: "Preto", produto_id: "P", valor_unitario_centavos: 80_000 },
  cliente: { nome: "Maria da Silva", cpf: "52998224725" },
  nomeModelo: "Galaxy A15 128GB",
  precoProduto: preco,
  agora: "2026-11-22T10:00:00.000Z",
  tabela,
});
const entrada = (o: Record<string, unknown>) => CriarVendaInput.parse({ cliente_id: "C", imei_id: "I", forma_pagamento: "BOLETO", data_venda: "2026-11-22", entrada: 250, qtd_parcelas: 12, ...o });

describe("montar a venda", () => {
  it("registra quem vendeu e o custo de entrada do aparelho (relatório de vendas e margem)", () => {
    const { venda } = montarVenda(entrada({ forma_pagamento: "PIX", entrada: 0, qtd_parcelas: 1 }), contexto(1000));
    expect(venda).toMatchObject({ vendedor_id: "U", custo_centavos: 80_000, valor_total_centavos: 100_000 });
  });

  // R$ 1.000,00 com R$ 250,00 de entrada: parcelas = 750,00 ÷ divisor (juros só sobre o financiado), total = entrada + parcelas.
  it.each([
    ["padrão", 8, 1016.56],
    ["padrão", 12, 1023.67],
    ["padrão", 16, 1030.68],
    ["padrão", 18, 1034.11],
    ["da semente", 8, 1459.68],
    ["da semente", 12, 1500],
    ["da semente", 16, 1543.1],
    ["da semente", 18, 1613.64],
  ] as const)("com a tabela %s, no boleto em %ix o total é a entrada mais o financiado dividido pelo divisor e entrada + parcelas fecham o total", (t, n, total) => {
    const { venda, contrato, parcelas } = montarVenda(entrada({ qtd_parcelas: n }), contexto(1000, t === "padrão" ? TABELA_PADRAO : TABELA_SEMENTE));
    expect(venda.valor_total_centavos).toBe(Math.round(total * 100));
    expect(contrato?.valor_total_centavos).toBe(venda.valor_total_centavos);
    expect(parcelas).toHaveLength(n);
    expect(venda.entrada_centavos + parcelas.reduce((s, p) => s + p.valor_parcela_centavos, 0)).toBe(venda.valor_total_centavos);
    expect(emAberto(parcelas)).toBe(venda.valor_total_centavos - venda.entrada_centavos);
  });

  it("o contrato guarda a resposta do cliente sobre o bloqueio remoto, quem a registrou e quando; sem ela, não consentiu (issue 37 item 6)", () => {
    const com = montarVenda(entrada({ consentimento_bloqueio: true }), contexto(1000)).contrato;
    expect(com).toMatchObject({ consentimento_bloqueio: true, consentimento_bloqueio_por: "U", consentimento_bloqueio_em: "2026-11-22T10:00:00.000Z", matricula: null });
    expect(montarVenda(entrada({}), contexto(1000)).contrato).toMatchObject({ consentimento_bloqueio: false, consentimento_bloqueio_por: "U" });
    expect(CriarVendaInput.safeParse({ cliente_id: "C", imei_id: "I", forma_pagamento: "BOLETO", data_venda: "2026-11-22", consentimento_bloqueio: "sim" }).success).toBe(false);
  });

  it("recusa entrada abaixo de 25% do preço com o valor mínimo formatado", () => {
    try {
      montarVenda(entrada({ entrada: 249.99 }), contexto(999.99));
      expect.unreachable();
    } catch (e) {
      expect((e as ErroApi).fields).toEqual({ entrada: "Entrada mínima para boleto é R$ 250,00 (25% do valor do produto)" });
    }
  });

  it("no boleto, entrada igual ou acima do preço à vista ou sem R$ 0,01 por parcela é recusada com a mensagem do campo", () => {
    const erroDe = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return { status: (e as ErroApi).status, fields: (e as ErroApi).fields };
      }
      return undefined;
    };
    // 8x of R$ 1.000,00. An entry of the cash price or more finances nothing.
    const semCredito = { status: 400, fields: { entrada: "No boleto a entrada deve ser menor que o preço à vista (R$ 1.000,00): com ela igual ou maior não há o que financiar, e as parcelas seriam só juros" } };
    for (const valor of [1612.91, 1612.9, 1000]) expect(erroDe(() => montarVenda(entrada({ qtd_parcelas: 8, entrada: valor }), contexto(1000)))).toEqual(semCredito);
    // 8x at 0,9784: 7 centavos financed make 7,15 → 7 centavos of instalments (fewer than 8); 8 make 8,18 → 8.
    const semParcelas = { status: 400, fields: { entrada: "Entrada máxima para boleto nesse parcelamento é R$ 999,92: cada parcela precisa de ao menos R$ 0,01" } };
    expect(erroDe(() => montarVenda(entrada({ qtd_parcelas: 8, entrada: 999.93 }), contexto(1000)))).toEqual(semParcelas);
    const { parcelas } = montarVenda(entrada({ qtd_parcelas: 8, entrada: 999.92 }), contexto(1000));
    expect(parcelas.map((p) => p.valor_parcela_centavos)).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
  });

  it("segue a tabela da empresa: os seus planos, a sua entrada mínima e o seu intervalo; outra quantidade é 400 listando as permitidas", () => {
    const erroDe = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return { status: (e as ErroApi).status, fields: (e as ErroApi).fields };
      }
      return undefined;
    };
    expect(erroDe(() => montarVenda(entrada({ qtd_parcelas: 10 }), contexto(1000)))).toEqual({ status: 400, fields: { qtd_parcelas: "Para boleto, escolha 8x, 12x, 16x ou 18x" } });
    const tabela = { entrada_minima_percentual: 30, intervalo_dias: 30, planos: [{ qtd_parcelas: 10, divisor: 0.8 }, { qtd_parcelas: 4, divisor: 0.9 }] };
    const daLoja = (o: Record<string, unknown>) => ({ ...contexto(1000), tabela, ...o });
    expect(erroDe(() => montarVenda(entrada({ qtd_parcelas: 12, entrada: 300 }), daLoja({})))).toEqual({ status: 400, fields: { qtd_parcelas: "Para boleto, escolha 4x ou 10x" } });
    expect(erroDe(() => montarVenda(entrada({ qtd_parcelas: 10, entrada: 299.99 }), daLoja({})))).toEqual({ status: 400, fields: { entrada: "Entrada mínima para boleto é R$ 300,00 (30% do valor do produto)" } });
    // (1000 − 300) / 0.8 = 875 in instalments; total 300 + 875 = 1175; 10 × 87,50 every 30 days.
    const { venda, parcelas, credito } = montarVenda(entrada({ qtd_parcelas: 10, entrada: 300 }), daLoja({}));
    expect(venda).toMatchObject({ valor_total_centavos: 117500, qtd_parcelas: 10, valor_parcela_centavos: 8750 });
    expect(parcelas.map((p) => p.data_vencimento).slice(0, 2)).toEqual(["2026-12-22", "2027-01-21"]);
    expect(credito).toMatchObject({ valor_financiado_centavos: 70000, juros_total_centavos: 17500, acrescimo_percentual: 17.5 });
  });

  it("fora do boleto o total é o preço, sem contrato nem parcelas", () => {
    const r = montarVenda(entrada({ forma_pagamento: "CARTAO_CREDITO", entrada: 0, qtd_parcelas: 3 }), contexto(1000));
    expect(r.venda).toMatchObject({ valor_total_centavos: 100000, qtd_parcelas: 3, valor_parcela_centavos: 33333, contrato_id: null });
    expect(r.contrato).toBeNull();
    expect(r.parcelas).toEqual([]);
  });

  it("o id da parcela leva o contrato e o número", () => {
    const id = idParcela("01J0000000000000000000CONT", 7);
    expect(id).toBe("01J0000000000000000000CONT-07");
    expect(lerIdParcela(id)).toEqual({ contratoId: "01J0000000000000000000CONT", numero: 7 });
    expect(lerIdParcela("qualquer-coisa")).toBeUndefined();
  });

  it.each([
    ["ATIVA", ["PAGA", "INADIMPLENTE", "CANCELADA"]],
    ["PAGA", ["CANCELADA"]],
    ["INADIMPLENTE", ["CANCELADA"]],
    ["CANCELADA", []],
  ] as const)("de %s pode ir para %j", (de, para) => {
    expect(transicoesPermitidas(de)).toEqual(para);
  });

  it.each([
    ["PIX", "PAGA"],
    ["DINHEIRO", "PAGA"],
    ["CARTAO_DEBITO", "PAGA"],
    ["CARTAO_CREDITO", "PAGA"],
    ["BOLETO", "ATIVA"],
  ] as const)("uma venda em %s nasce %s (só o boleto espera o contrato)", (forma, status) => {
    expect(statusAoVender(forma)).toBe(status);
  });
});

describe("dashboard a partir dos agregados", () => {
  it("monta 31 dias, o melhor dia por receita (empate fica com o primeiro) e converte centavos", () => {
    const d = montarDashboard(
      {
        estoque: { em_estoque: 7, bloqueado: 1, custo_em_estoque_centavos: 123456, venda_em_estoque_centavos: 200000 },
        mes: { qtd: 3, receita_centavos: 300000, qtd_boleto: 1, receita_boleto_centavos: 100000, d03_qtd: 1, d03_receita: 100000, d10_qtd: 2, d10_receita: 100000, d31_qtd: 0, d31_receita: 0 },
        financeiro: { pendente_centavos: 75050 },
        imeis: { valor: 12 },
      },
      "2026-11",
    );
    expect(d.dias).toHaveLength(31);
    expect(d.melhor_dia).toEqual({ dia: 3, quantidade: 1, receita: 1000 });
    expect(d).toMatchObject({ total_imeis: 12, estoque_disponivel: 7, aparelhos_bloqueados: 1, valor_estoque_custo: 1234.56, boletos_pendentes: 750.5, receita_total_mes: 3000 });
  });

  it("sem agregados, tudo zera e não há melhor dia", () => {
    const d = montarDashboard({ estoque: {}, mes: {}, financeiro: {}, imeis: {} }, "2026-02");
    expect(d.melhor_dia).toBeNull();
    expect(d.receita_total_mes).toBe(0);
  });
});
