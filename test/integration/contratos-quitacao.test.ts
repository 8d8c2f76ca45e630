/**
 * GET /api/contratos/{id}/quitacao — the payoff quote (CDC art. 52 §2, issue 27 item 5): on the
 * sale day it is the financed amount; an overdue instalment is charged in full with the late fees;
 * dates from today to 30 days ahead; a closed or pre-CET contract is 409; another company's is 404.
 */
import { describe, expect, it } from "vitest";
import { calcularEncargos } from "../../shared/boletos";
import { hojeBrasil, somarDias } from "../../shared/br/datas";
import { MSG_QUITACAO } from "../../shared/regras/quitacao";
import { chamarApi, novaEmpresa } from "../support/api";
import { aparelhos, cliente, semearContratos, venderNoBoleto } from "../support/contratos";

const HOJE = hojeBrasil();
const cotar = (token: string, id: string, data?: string) =>
  chamarApi("GET", `/api/contratos/${id}/quitacao${data === undefined ? "" : `?data=${encodeURIComponent(data)}`}`, { token });

async function umaVenda(dataVenda = HOJE) {
  const a = await novaEmpresa();
  const { itens } = await aparelhos(a.token, 1);
  const maria = await cliente(a.token, "Maria da Silva");
  const v = await venderNoBoleto(a.token, maria.id, itens[0]!.id, dataVenda);
  return { a, v };
}

describe("GET /api/contratos/{id}/quitacao", () => {
  it("no dia da venda custa exatamente o valor financiado; o resto é desconto; outra empresa recebe 404", async () => {
    const { a, v } = await umaVenda();
    const detalhe = await chamarApi("GET", `/api/contratos/${v.contrato.id}`, { token: a.token });
    const financiado = detalhe.body.divulgacao.valor_financiado as number;

    const r = await cotar(a.token, v.contrato.id);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ data: HOJE, valor_quitacao: financiado, encargos_total: 0 });
    const soma = v.parcelas.reduce((s, p) => s + Math.round(p.valor_parcela * 100), 0);
    expect(Math.round(r.body.valor_original * 100)).toBe(soma);
    expect(Math.round(r.body.desconto_total * 100)).toBe(soma - Math.round(financiado * 100));
    expect(r.body.parcelas).toHaveLength(12);
    expect(r.body.parcelas[0]).toEqual(expect.objectContaining({ numero_parcela: 1, valor: v.parcelas[0]!.valor_parcela, encargos: 0 }));
    // A later date is worth more (the credit grows at the CET) and the explicit date equals the default.
    expect((await cotar(a.token, v.contrato.id, HOJE)).body).toEqual(r.body);
    const depois = await cotar(a.token, v.contrato.id, somarDias(HOJE, 10));
    expect(depois.status).toBe(200);
    expect(depois.body.valor_quitacao).toBeGreaterThan(financiado);

    const b = await novaEmpresa();
    const alheio = await cotar(b.token, v.contrato.id);
    expect([alheio.status, alheio.body.error.code]).toEqual([404, "NOT_FOUND"]);
    const longo = await cotar(a.token, "A".repeat(2048));
    expect([longo.status, longo.body.error.code]).toEqual([404, "NOT_FOUND"]);
  });

  it("uma parcela já vencida entra inteira com multa e juros; as seguintes com desconto", async () => {
    const venda = somarDias(HOJE, -20);
    const { a, v } = await umaVenda(venda);
    const r = await cotar(a.token, v.contrato.id);
    expect(r.status).toBe(200);
    const primeira = v.parcelas[0]!;
    const devido = calcularEncargos({ valorCentavos: Math.round(primeira.valor_parcela * 100), dataVencimento: somarDias(venda, 15), dataPagamento: HOJE });
    expect(r.body.parcelas[0]).toMatchObject({ desconto: 0, valor_a_pagar: devido.totalCentavos / 100, encargos: (devido.multaCentavos + devido.jurosCentavos) / 100 });
    expect(r.body.parcelas.slice(1).every((l: { desconto: number }) => l.desconto > 0)).toBe(true);
    const centavos = (x: number) => Math.round(x * 100);
    expect(centavos(r.body.valor_original) - centavos(r.body.desconto_total) + centavos(r.body.encargos_total)).toBe(centavos(r.body.valor_quitacao));
  });

  it.each([
    [somarDias(HOJE, -1), MSG_QUITACAO.dataPassada],
    [somarDias(HOJE, 31), MSG_QUITACAO.dataDistante],
    ["2027-02-30", MSG_QUITACAO.dataInvalida],
    ["amanhã", MSG_QUITACAO.dataInvalida],
    ["2".repeat(2048), MSG_QUITACAO.dataInvalida],
  ])("data %# recusada com 400 em português", async (data, mensagem) => {
    const { a, v } = await umaVenda();
    const r = await cotar(a.token, v.contrato.id, data);
    expect([r.status, r.body.error.code, r.body.error.fields?.data]).toEqual([400, "VALIDATION", mensagem]);
  });

  it("30 dias à frente ainda é aceito", async () => {
    const { a, v } = await umaVenda();
    expect((await cotar(a.token, v.contrato.id, somarDias(HOJE, 30))).status).toBe(200);
  });

  it("contrato cancelado é 409; contrato anterior à divulgação do CET é 409 com o motivo", async () => {
    const { a, v } = await umaVenda();
    const cancelar = await chamarApi("PATCH", `/api/vendas/${v.venda.id}/status`, { token: a.token, body: { status: "CANCELADA" } });
    expect(cancelar.status).toBe(200);
    const fechado = await cotar(a.token, v.contrato.id);
    expect([fechado.status, fechado.body.error.message]).toEqual([409, MSG_QUITACAO.contratoEncerrado]);

    const [antigo] = await semearContratos(a.empresa.id, 1, { comParcelas: 1 });
    const semTaxa = await cotar(a.token, antigo!);
    expect([semTaxa.status, semTaxa.body.error.message]).toEqual([409, MSG_QUITACAO.semTaxa]);
  });
});
