/** The customer messages of a shop (test/bench/custo-mensagens.ts, issue 29 item 6): the product's rules applied day by day, and their price per channel. */
import { describe, expect, it } from "vitest";
import { custoMensagens, mensagensDoContrato, mensagensPorMes, pagamentoPeloPerfil, PERFIL_PAGAMENTO, segmentosSms, type Pagamento } from "../bench/custo-mensagens";

// One instalment due 2026-11-20 (Consciência Negra, a Friday): banking due date 23/11, grace 5, first lock day 02/12.
const contrato = (pagamento: Pagamento, bloqueio: boolean) => mensagensDoContrato({ dataVenda: "2026-11-05", qtdParcelas: 1, diasCarencia: 5, bloqueio, pagamento: () => pagamento });

describe("mensagens de um contrato", () => {
  it("pago 5 dias antes: boas-vindas e recibo, nenhuma cobrança", () => {
    expect(contrato({ dias: -5 }, true)).toEqual({ boas_vindas: 1, pagamento_recebido: 1 });
  });

  it("pago na véspera: o lembrete 'antes' (uma vez nos 3 dias)", () => {
    expect(contrato({ dias: -1 }, true)).toEqual({ boas_vindas: 1, pagamento_recebido: 1, cobranca: 1 });
  });

  it("sem bloqueio automático (plano Start): antes, vencimento e um por dia útil da carência e o seguinte — 8", () => {
    expect(contrato({ apos_bloqueio: 3 }, false)).toEqual({ boas_vindas: 1, pagamento_recebido: 1, cobranca: 8 });
  });

  it("com bloqueio: o aviso sai no dia do atraso-6 e, uma cobrança por contrato por dia, só um deles vira mensagem; depois bloqueado e desbloqueado", () => {
    expect(contrato({ apos_bloqueio: 3 }, true)).toEqual({ boas_vindas: 1, pagamento_recebido: 1, cobranca: 8, cobranca_sem_mensagem: 1, bloqueado: 1, desbloqueado: 1 });
  });

  it("duas parcelas com lembrete no mesmo dia (carência longa: o atraso de uma encontra o 'antes' da outra): uma mensagem de cobrança por dia", () => {
    const c = mensagensDoContrato({ dataVenda: "2026-11-05", qtdParcelas: 2, diasCarencia: 10, bloqueio: false, pagamento: () => ({ dias: 20 }) });
    expect(c.cobranca_sem_mensagem).toBeGreaterThan(0);
    expect(c.pagamento_recebido).toBe(2);
  });

  it("o perfil de pagamento dá a cada faixa a sua fração das parcelas", () => {
    const contagem = new Map<string, number>();
    for (let i = 0; i < 200; i++) for (let n = 1; n <= 12; n++) {
      const k = JSON.stringify(pagamentoPeloPerfil(PERFIL_PAGAMENTO, i, n, 12));
      contagem.set(k, (contagem.get(k) ?? 0) + 1);
    }
    for (const f of PERFIL_PAGAMENTO) expect((contagem.get(JSON.stringify(f.pagamento)) ?? 0) / 2400).toBeCloseTo(f.fracao, 1);
  });

  it("por mês, em regime: uma boas-vindas por venda no boleto e um recibo por parcela", () => {
    const m = mensagensPorMes({ vendasBoletoMes: 120, qtdParcelas: 12, diasCarencia: 5, bloqueio: false, amostras: 6 });
    expect(m.boas_vindas).toBe(120);
    expect(m.pagamento_recebido).toBe(1440);
    expect(m.cobranca).toBeGreaterThan(1000);
    expect(m.bloqueado).toBeUndefined();
  });
});

describe("preço das mensagens", () => {
  it("segmentos de SMS: GSM-7 até 160 (153 por parte), com acento UCS-2 até 70 (67 por parte)", () => {
    expect(segmentosSms("a".repeat(160))).toBe(1);
    expect(segmentosSms("a".repeat(161))).toBe(2);
    expect(segmentosSms("é".repeat(160))).toBe(1); // é is GSM-7
    expect(segmentosSms("ã".repeat(70))).toBe(1);
    expect(segmentosSms("ã".repeat(71))).toBe(2);
    expect(segmentosSms("ã".repeat(135))).toBe(3);
  });

  it("cada grupo no canal da política; SMS por segmento", () => {
    const porMes = { boas_vindas: 10, cobranca: 100, cobranca_sem_mensagem: 5, pagamento_recebido: 50, bloqueado: 2, desbloqueado: 2 };
    const precos = { whatsapp: 0.01, sms: 0.02, email: 0.0001 };
    const c = custoMensagens(porMes, { boas_vindas: "whatsapp", cobranca: "sms", pagamento_recebido: "email", aparelho: null }, precos, { cobranca: 3 });
    const g = Object.fromEntries(c.porGrupo.map((x) => [x.grupo, x]));
    expect(g.boas_vindas!.usd).toBeCloseTo(0.1, 12);
    expect(g.cobranca!.usd).toBeCloseTo(100 * 0.02 * 3, 12);
    expect(g.pagamento_recebido!.usd).toBeCloseTo(0.005, 12);
    expect(g.aparelho).toMatchObject({ mensagens: 4, usd: 0 });
    expect(c.usd).toBeCloseTo(0.1 + 6 + 0.005, 12);
  });
});
