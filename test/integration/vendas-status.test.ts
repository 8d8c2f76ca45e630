import { describe, expect, it } from "vitest";
import { comandosDoContrato } from "../../functions/contratos";
import { hojeBrasil } from "../../shared/br/datas";
import { MSG_VENDA } from "../../shared/vendas/schemas";
import { chamarApi, novaEmpresa } from "../support/api";
import { eventos, vendaComAparelho } from "../support/aparelhos";
import { rotina, vendaVencendoNoFeriado } from "../support/bloqueio";
import { lojaComEstoque, vendaBoleto } from "../support/vendas";
import { ESPERA_FLUXO_MS } from "../support/fluxo";

const HOJE = hojeBrasil();

describe("PATCH /api/vendas/{id}/status", { timeout: 90_000 }, () => {
  it("cancelar devolve o aparelho ao estoque e cancela o contrato e as parcelas abertas, numa só escrita", async () => {
    const a = await novaEmpresa();
    const { cliente, itens } = await lojaComEstoque(a.token, 1);
    const v = await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(cliente.id, itens[0]!.id, HOJE) });
    const r = await chamarApi("PATCH", `/api/vendas/${v.body.venda.id}/status`, { token: a.token, body: { status: "CANCELADA" } });
    expect(r.status).toBe(200);
    expect(r.body.status).toBe("CANCELADA");
    const emEstoque = await chamarApi("GET", "/api/estoque/itens?status=em_estoque", { token: a.token });
    expect(emEstoque.body.items.map((i: { id: string }) => i.id)).toEqual([itens[0]!.id]);
    const contrato = await chamarApi("GET", `/api/contratos/${v.body.contrato.id}`, { token: a.token });
    expect(contrato.body.status_contrato).toBe("cancelado");
    expect(contrato.body.parcelas.every((p: { status_parcela: string }) => p.status_parcela === "cancelada")).toBe(true);
    // The position follows from the stream: wait for the cancellation to reach it.
    await expect
      .poll(async () => (await chamarApi("GET", "/api/estoque/posicao", { token: a.token })).body, { timeout: ESPERA_FLUXO_MS, interval: 200 })
      .toMatchObject({ kpis: { disponivel: 1, vendido: 0 }, produtos: [{ receita: 0 }] });
    // The device can be sold again.
    expect((await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(cliente.id, itens[0]!.id, HOJE) })).status).toBe(201);
  });

  // A boleto sale's status follows its contract only (issue 36 item 2): settled by its instalments or
  // its payoff, overdue by the routine; by hand it may only be cancelled. A counter sale is born PAGA.
  it.each([
    ["boleto", "ATIVA", "PAGA", 409, MSG_VENDA.boletoPaga],
    ["boleto", "ATIVA", "INADIMPLENTE", 409, MSG_VENDA.boletoInadimplente],
    ["PIX", "PAGA", "INADIMPLENTE", 409, MSG_VENDA.transicaoInvalida("PAGA", "INADIMPLENTE")],
    ["PIX", "PAGA", "ATIVA", 409, MSG_VENDA.transicaoInvalida("PAGA", "ATIVA")],
    ["boleto", "INADIMPLENTE", "CANCELADA", 200, null],
    ["PIX", "CANCELADA", "ATIVA", 409, MSG_VENDA.transicaoInvalida("CANCELADA", "ATIVA")],
  ] as const)("venda no %s de %s para %s responde %i (seção 4 da especificação)", async (forma, de, para, status, mensagem) => {
    const a = await novaEmpresa();
    let id: string;
    let contratoId: string | null = null;
    if (de === "INADIMPLENTE") {
      // Overdue by the routine, the only way a boleto sale gets there.
      const v = await vendaVencendoNoFeriado(a, { esperarBoletos: false });
      expect((await rotina("2026-11-24", a)).status).toBe(200);
      [id, contratoId] = [v.vendaId, v.contratoId];
    } else {
      const { cliente, itens } = await lojaComEstoque(a.token, 1);
      const corpo = forma === "boleto" ? vendaBoleto(cliente.id, itens[0]!.id, HOJE) : { cliente_id: cliente.id, imei_id: itens[0]!.id, forma_pagamento: "PIX", data_venda: HOJE };
      const v = await chamarApi("POST", "/api/vendas", { token: a.token, body: corpo });
      [id, contratoId] = [v.body.venda.id, v.body.venda.contrato_id];
      if (de === "CANCELADA") expect((await chamarApi("PATCH", `/api/vendas/${id}/status`, { token: a.token, body: { status: de } })).status).toBe(200);
    }
    expect((await chamarApi("GET", `/api/vendas/${id}`, { token: a.token })).body.status).toBe(de);
    const r = await chamarApi("PATCH", `/api/vendas/${id}/status`, { token: a.token, body: { status: para } });
    expect(r.status).toBe(status);
    if (mensagem) expect(r.body.error).toEqual({ code: "CONFLICT", message: mensagem });
    const atual = await chamarApi("GET", `/api/vendas/${id}`, { token: a.token });
    expect(atual.body.status).toBe(status === 200 ? para : de);
    const contratoEsperado = contratoId ? { ATIVA: "ativo", PAGA: "liquidado", INADIMPLENTE: "inadimplente", CANCELADA: "cancelado" }[status === 200 ? para : de] : undefined;
    expect(atual.body.contrato?.status_contrato).toBe(contratoEsperado);
  });

  it("'Marcar como Paga' numa venda no boleto 12x com 11 parcelas em aberto: 409, e nada muda — venda, contrato, parcelas, aparelho no provedor, totais", async () => {
    const { a, contratoId, vendaId } = await vendaComAparelho({ qtd: 12 });
    // The first instalment paid at the counter: 11 left.
    expect((await chamarApi("POST", `/api/parcelas/${contratoId}-01/pagar`, { token: a.token, body: {} })).status).toBe(200);
    const retrato = async () => {
      const v = (await chamarApi("GET", `/api/vendas/${vendaId}`, { token: a.token })).body;
      const c = v.contrato;
      return {
        venda: v.status,
        contrato: [c.status_contrato, c.matricula, c.status_aparelho, c.proximo_vencimento],
        parcelas: v.parcelas.map((p: { status_parcela: string; valor_pago: number | null }) => [p.status_parcela, p.valor_pago]),
        // A release would be a `liberar` command here, in the same transaction.
        comandos: (await comandosDoContrato(a.empresa.id, contratoId)).map((x) => [x.seq, x.acao, x.origem]),
        trilha: (await eventos(a.token, contratoId)).filter((e) => e.tipo !== "mensagem").map((e) => e.tipo),
      };
    };
    const antes = await retrato();
    expect(antes.venda).toBe("ATIVA");
    expect(antes.contrato.slice(0, 2)).toEqual(["ativo", "ativa"]);
    expect(antes.parcelas.filter(([s]: [string]) => s === "aberta")).toHaveLength(11);

    for (const [para, mensagem] of [["PAGA", "Venda no boleto: a quitação é feita pelo contrato, em Controle de Boletos."], ["INADIMPLENTE", MSG_VENDA.boletoInadimplente]] as const) {
      const r = await chamarApi("PATCH", `/api/vendas/${vendaId}/status`, { token: a.token, body: { status: para } });
      expect([r.status, r.body.error?.message]).toEqual([409, mensagem]);
    }
    expect(await retrato()).toEqual(antes);

    // The totals: a cash sale after the refusal reaches them; of the boleto sale only the money that came in is
    // received — the entry and the instalment paid (issue 36 item 4) — and its 11 open instalments are pending.
    const { cliente, itens } = await lojaComEstoque(a.token, 1);
    expect((await chamarApi("POST", "/api/vendas", { token: a.token, body: { cliente_id: cliente.id, imei_id: itens[0]!.id, forma_pagamento: "DINHEIRO", data_venda: HOJE } })).status).toBe(201);
    const v = (await chamarApi("GET", `/api/vendas/${vendaId}`, { token: a.token })).body;
    const c = (reais: number) => Math.round(reais * 100);
    const recebidoBoleto = c(v.entrada) + c(v.parcelas[0].valor_pago);
    const abertas = v.parcelas.slice(1).reduce((s: number, p: { valor_parcela: number }) => s + c(p.valor_parcela), 0);
    await expect
      .poll(async () => (await chamarApi("GET", "/api/vendas", { token: a.token })).body.totais, { timeout: ESPERA_FLUXO_MS, interval: 200 })
      .toEqual({ quantidade: 2, receita_total: (c(v.valor_total) + 100_000) / 100, receita_recebida: (100_000 + recebidoBoleto) / 100, receita_pendente: abertas / 100 });
  });

  it("lista as vendas com filtros e os totais de recebido e pendente", async () => {
    const a = await novaEmpresa();
    const { cliente, itens } = await lojaComEstoque(a.token, 3);
    // PIX and cash are paid when made (issue 27 item 7); of the boleto sale its entry (R$ 250,00) is received at the
    // sale and its instalments are pending until paid (issue 36 item 4).
    await chamarApi("POST", "/api/vendas", { token: a.token, body: { cliente_id: cliente.id, imei_id: itens[0]!.id, forma_pagamento: "PIX", data_venda: "2026-10-05" } });
    await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(cliente.id, itens[1]!.id, "2026-10-20") });
    await chamarApi("POST", "/api/vendas", { token: a.token, body: { cliente_id: cliente.id, imei_id: itens[2]!.id, forma_pagamento: "DINHEIRO", data_venda: "2026-11-02" } });
    // The totals come from aggregates the stream keeps: wait until every sale reached them.
    await expect
      .poll(async () => (await chamarApi("GET", "/api/vendas", { token: a.token })).body.totais, { timeout: ESPERA_FLUXO_MS, interval: 200 })
      .toEqual({ quantidade: 3, receita_total: 3023.67, receita_recebida: 2250, receita_pendente: 773.67 });
    const todas = await chamarApi("GET", "/api/vendas", { token: a.token });
    expect(todas.body.items.map((v: { data_venda: string }) => v.data_venda)).toEqual(["2026-11-02", "2026-10-20", "2026-10-05"]);
    expect(todas.body.items[0]).toMatchObject({ cliente: { nome: "Maria da Silva" }, produto: { nome_modelo: "Galaxy A15 128GB" }, item: { imei: itens[2]!.imei } });
    const outubro = await chamarApi("GET", "/api/vendas?de=2026-10-01&ate=2026-10-31", { token: a.token });
    expect(outubro.body.totais.quantidade).toBe(2);
    const boleto = await chamarApi("GET", "/api/vendas?forma_pagamento=BOLETO", { token: a.token });
    expect(boleto.body.items.map((v: { forma_pagamento: string }) => v.forma_pagamento)).toEqual(["BOLETO"]);
    const pagas = await chamarApi("GET", "/api/vendas?status=PAGA", { token: a.token });
    expect(pagas.body.totais).toMatchObject({ quantidade: 2, receita_recebida: 2000 });
  });

  it("a empresa B não lê nem altera vendas, contratos e garantias da empresa A", async () => {
    const [a, b] = await Promise.all([novaEmpresa(), novaEmpresa()]);
    const { cliente, itens } = await lojaComEstoque(a.token, 1);
    const v = await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(cliente.id, itens[0]!.id, HOJE) });
    const id = v.body.venda.id;
    expect((await chamarApi("GET", `/api/vendas/${id}`, { token: b.token })).status).toBe(404);
    expect((await chamarApi("GET", `/api/vendas/${id}/garantia`, { token: b.token })).status).toBe(404);
    expect((await chamarApi("GET", `/api/contratos/${v.body.contrato.id}`, { token: b.token })).status).toBe(404);
    expect((await chamarApi("PATCH", `/api/vendas/${id}/status`, { token: b.token, body: { status: "CANCELADA" } })).status).toBe(404);
    expect((await chamarApi("GET", "/api/vendas", { token: b.token })).body.items).toEqual([]);
    expect((await chamarApi("GET", `/api/vendas/${id}`, { token: a.token })).body.status).toBe("ATIVA");
  });
});
