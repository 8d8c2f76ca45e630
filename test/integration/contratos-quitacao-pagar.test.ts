/**
 * The payoff slip settled without its webhook (issue 27 item 5): 'Marcar Paga' on it
 * (POST /api/contratos/{id}/quitacao/pagar) and the daily routine's reconciliation, which asks the
 * provider about every payoff slip issued and not paid. Both settle every instalment, the contract,
 * the sale and the device exactly once, as the bank notice does.
 */
import { describe, expect, it } from "vitest";
import { criarProvedorSimulado } from "../../functions/boletos/provedores/simulado";
import { comandosDoContrato } from "../../functions/contratos";
import { hojeBrasil } from "../../shared/br/datas";
import { MSG_QUITACAO } from "../../shared/regras/quitacao";
import { chamarApi, novaEmpresa } from "../support/api";
import { rotina } from "../support/bloqueio";
import { cobrancasDaEmpresa, parcelasGravadas, vendaComBoletos } from "../support/boletos";

const HOJE = hojeBrasil();

const detalhe = async (token: string, id: string) => (await chamarApi("GET", `/api/contratos/${id}`, { token })).body;

async function quitacaoEmitida(token: string, contratoId: string) {
  const r = await chamarApi("POST", `/api/contratos/${contratoId}/quitacao`, { token, body: { data: HOJE } });
  expect(r.status).toBe(201);
  await expect.poll(async () => (await detalhe(token, contratoId)).quitacao?.status, { timeout: 30_000, interval: 250 }).toBe("emitido");
  return (await detalhe(token, contratoId)).quitacao;
}

describe("quitação paga sem o aviso do banco", { timeout: 180_000 }, () => {
  it("Marcar Paga na quitação: tudo pago uma vez (cliques simultâneos), contrato liquidado, venda PAGA, aparelho liberado, boleto baixado no banco", async () => {
    const { a, contratoId, vendaId } = await vendaComBoletos(8, undefined, { consentimento_bloqueio: true });
    const pagar = (token: string) => chamarApi("POST", `/api/contratos/${contratoId}/quitacao/pagar`, { token, body: {} });

    // Nothing asked yet: 409 naming why; another company's contract: 404.
    const antes = await pagar(a.token);
    expect([antes.status, antes.body.error.message]).toEqual([409, MSG_QUITACAO.semBoleto]);
    const q = await quitacaoEmitida(a.token, contratoId);
    const b = await novaEmpresa();
    expect((await pagar(b.token)).status).toBe(404);

    const respostas = await Promise.all([pagar(a.token), pagar(a.token), pagar(a.token)]);
    expect(respostas.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const ok = respostas.find((r) => r.status === 200)!;
    expect(ok.body.quitacao).toMatchObject({ id: q.id, status: "paga", data_pagamento: HOJE, valor: q.valor });
    for (const r of respostas.filter((x) => x.status === 409)) expect(r.body.error.message).toBe(MSG_QUITACAO.jaPaga);

    expect(await detalhe(a.token, contratoId)).toMatchObject({ status_contrato: "liquidado", quitacao: { status: "paga" } });
    const parcelas = await parcelasGravadas(a.empresa.id, contratoId);
    expect(parcelas.map((p) => [p.status_parcela, p.origem_pagamento])).toEqual(Array(8).fill(["paga", "quitacao"]));
    expect(parcelas.reduce((s, p) => s + (p.valor_pago_centavos ?? 0), 0)).toBe(Math.round(q.valor * 100));
    expect((await chamarApi("GET", `/api/vendas/${vendaId}`, { token: a.token })).body.status).toBe("PAGA");
    expect((await comandosDoContrato(a.empresa.id, contratoId)).filter((x) => x.acao === "liberar")).toHaveLength(1);
    const eventos = (await chamarApi("GET", `/api/contratos/${contratoId}/eventos`, { token: a.token })).body.items as { tipo: string; por: string }[];
    expect(eventos.filter((e) => e.tipo === "parcela_paga").map((e) => e.por)).toEqual(Array(8).fill(a.usuario.id));
    // Paid at the counter: the payoff's own charge is written off at the bank, with the single slips.
    await expect.poll(async () => (await cobrancasDaEmpresa(a.empresa.id)).find((c) => c.linha_digitavel === q.linha_digitavel)?.situacao, { timeout: 30_000 }).toBe("cancelada");
    // Closed: nothing more to pay.
    expect((await pagar(a.token)).status).toBe(409);
  });

  it("a rotina diária encontra no banco a quitação paga sem aviso e liquida o contrato uma vez; uma segunda rotina não muda nada", async () => {
    const { a, contratoId, vendaId } = await vendaComBoletos(8, undefined, { consentimento_bloqueio: true });
    const q = await quitacaoEmitida(a.token, contratoId);
    // Paid at the simulated bank without the notice reaching us (no webhook).
    const pago = await criarProvedorSimulado().pagar(q.linha_digitavel);
    expect(pago?.pagoAgora).toBe(true);
    expect((await detalhe(a.token, contratoId)).status_contrato).toBe("ativo");

    const r = await rotina(HOJE, a);
    expect(r.status).toBe(200);
    expect(r.body.resultado.reconciliadas).toBe(1);
    expect(await detalhe(a.token, contratoId)).toMatchObject({ status_contrato: "liquidado", quitacao: { id: q.id, status: "paga" } });
    const parcelas = await parcelasGravadas(a.empresa.id, contratoId);
    expect(parcelas.map((p) => [p.status_parcela, p.origem_pagamento])).toEqual(Array(8).fill(["paga", "quitacao"]));
    expect(parcelas.reduce((s, p) => s + (p.valor_pago_centavos ?? 0), 0)).toBe(pago!.cobranca.valor_pago_centavos);
    expect((await chamarApi("GET", `/api/vendas/${vendaId}`, { token: a.token })).body.status).toBe("PAGA");
    const eventos = async () => ((await chamarApi("GET", `/api/contratos/${contratoId}/eventos`, { token: a.token })).body.items as { tipo: string; por: string }[]).filter((e) => e.tipo === "parcela_paga");
    expect((await eventos()).map((e) => e.por)).toEqual(Array(8).fill("rotina"));

    const deNovo = await rotina(HOJE, a);
    expect(deNovo.body.resultado.reconciliadas).toBe(0);
    expect(await eventos()).toHaveLength(8);
    expect((await comandosDoContrato(a.empresa.id, contratoId)).filter((x) => x.acao === "liberar")).toHaveLength(1);
  });
});
