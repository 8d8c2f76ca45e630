/**
 * POST /api/contratos/{id}/quitacao — the payoff slip (CDC art. 52 §2, issue 27 item 5) on the local
 * stack: quoted, issued once through the simulated bank by the real boleto job, a newer one
 * replacing the older (written off at the bank), and its payment — the same signed notice many
 * times — settling every instalment, the contract, the sale and the device once.
 */
import { describe, expect, inject, it } from "vitest";
import { criarProvedorSimulado } from "../../functions/boletos/provedores/simulado";
import { comandosDoContrato } from "../../functions/contratos";
import { somarDiasBancarios } from "../../shared/boletos/dias-bancarios";
import { hojeBrasil, somarDias } from "../../shared/br/datas";
import { formatarCentavos } from "../../shared/br/dinheiro";
import { MSG_QUITACAO } from "../../shared/regras/quitacao";
import { resumirEvento } from "../../shared/vendas/eventos-texto";
import { paginasDoPdf } from "../support/pdf-texto";
import { chamarApi, novaEmpresa } from "../support/api";
import { cobrancasDaEmpresa, parcelasGravadas, vendaComBoletos } from "../support/boletos";

const HOJE = hojeBrasil();
/** A payoff slip asked today is due on the next banking day (issue 36 item 6): never today, when paying late carries the fine. */
const PROXIMO_DIA_BANCARIO = somarDiasBancarios(HOJE, 1);
const ddmm = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

async function postarAviso(corpo: string, headers: Record<string, string>) {
  const r = await fetch(`${inject("pilha").apiUrl}/api/webhooks/boletos/simulado`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: corpo });
  return r.status;
}

const detalhe = async (token: string, id: string) => (await chamarApi("GET", `/api/contratos/${id}`, { token })).body;

async function emitido(token: string, contratoId: string, id: string) {
  await expect.poll(async () => { const q = (await detalhe(token, contratoId)).quitacao; return q?.id === id ? q.status : null; }, { timeout: 30_000, interval: 250 }).toBe("emitido");
  return (await detalhe(token, contratoId)).quitacao;
}

describe("POST /api/contratos/{id}/quitacao", () => {
  it("emite um boleto pelo valor cotado; um novo substitui o anterior; o pagamento (aviso repetido) quita tudo uma vez e libera o aparelho", async () => {
    const { a, contratoId, vendaId, parcelas } = await vendaComBoletos(8, undefined, { consentimento_bloqueio: true });
    const pedir = (token: string, body: unknown) => chamarApi("POST", `/api/contratos/${contratoId}/quitacao`, { token, body });

    // Bad input writes nothing; another company's id is 404.
    const ruim = await pedir(a.token, { data: somarDias(HOJE, 31) });
    expect([ruim.status, ruim.body.error.fields?.data]).toEqual([400, MSG_QUITACAO.dataDistante]);
    const b = await novaEmpresa();
    expect((await pedir(b.token, { data: HOJE })).status).toBe(404);
    expect((await detalhe(a.token, contratoId)).quitacao).toBeNull();

    const cotacao = await chamarApi("GET", `/api/contratos/${contratoId}/quitacao?data=${HOJE}`, { token: a.token });
    const primeira = await pedir(a.token, { data: HOJE });
    expect(primeira.status).toBe(201);
    // Today's quote, due on the next banking day at that amount.
    expect(primeira.body.quitacao).toMatchObject({ valor: cotacao.body.valor_quitacao, vencimento: PROXIMO_DIA_BANCARIO, status: "emitindo" });
    const q1 = await emitido(a.token, contratoId, primeira.body.quitacao.id);
    expect(q1).toMatchObject({ valor: cotacao.body.valor_quitacao, vencimento: PROXIMO_DIA_BANCARIO });
    expect(q1.linha_digitavel).toMatch(/^\d{47}$/);
    // The digitable line carries the amount in its last 10 digits (FEBRABAN layout).
    expect(Number(q1.linha_digitavel.slice(-10))).toBe(Math.round(q1.valor * 100));
    const noBanco = (await cobrancasDaEmpresa(a.empresa.id)).find((c) => c.linha_digitavel === q1.linha_digitavel)!;
    expect([noBanco.vencimento, noBanco.valor_centavos]).toEqual([PROXIMO_DIA_BANCARIO, Math.round(cotacao.body.valor_quitacao * 100)]);
    // The contract's history says it, on the screen and in its PDF, with who asked it.
    const textoEmitido = `Boleto de quitação emitido: ${formatarCentavos(Math.round(q1.valor * 100))}, válido até ${ddmm(PROXIMO_DIA_BANCARIO)}`;
    const trilha = (await chamarApi("GET", `/api/contratos/${contratoId}/eventos`, { token: a.token })).body.items as { tipo: string; em: string; por: string; detalhes: Record<string, unknown> }[];
    const emitidos = trilha.filter((e) => e.tipo === "quitacao_emitida");
    expect(emitidos.map((e) => [resumirEvento(e), e.por])).toEqual([[textoEmitido, a.usuario.id]]);
    const pdf = await fetch(`${inject("pilha").apiUrl}/api/contratos/${contratoId}/eventos?formato=pdf`, { headers: { authorization: `Bearer ${a.token}` } });
    expect((await paginasDoPdf(new Uint8Array(await pdf.arrayBuffer()))).textos.join(" ")).toContain(textoEmitido);

    // A newer payoff (another date, another amount) replaces the unpaid older one, written off at the bank.
    const segunda = await pedir(a.token, { data: somarDias(HOJE, 5) });
    expect(segunda.status).toBe(201);
    expect(segunda.body.quitacao.id).not.toBe(q1.id);
    const q2 = await emitido(a.token, contratoId, segunda.body.quitacao.id);
    expect(q2.valor).toBeGreaterThan(q1.valor);
    await expect.poll(async () => (await cobrancasDaEmpresa(a.empresa.id)).find((c) => c.linha_digitavel === q1.linha_digitavel)?.situacao, { timeout: 30_000 }).toBe("cancelada");

    // Paid at the bank; the signed notice arrives 6 times, 5 of them at once.
    const pago = (await criarProvedorSimulado().pagar(q2.linha_digitavel))!;
    const status = await Promise.all(Array.from({ length: 5 }, () => postarAviso(pago.aviso.corpo, pago.aviso.headers)));
    status.push(await postarAviso(pago.aviso.corpo, pago.aviso.headers));
    expect(status).toEqual(Array(6).fill(200));

    const c = await detalhe(a.token, contratoId);
    expect(c).toMatchObject({ status_contrato: "liquidado", quitacao: { id: q2.id, status: "paga" } });
    const depois = await parcelasGravadas(a.empresa.id, contratoId);
    expect(depois.map((p) => [p.status_parcela, p.origem_pagamento])).toEqual(Array(8).fill(["paga", "quitacao"]));
    const cotadas = (await chamarApi("GET", `/api/contratos/${contratoId}/quitacao`, { token: a.token }));
    expect(cotadas.status).toBe(409);
    expect(depois.reduce((s, p) => s + (p.valor_pago_centavos ?? 0), 0)).toBe(Math.round(q2.valor * 100));
    expect((await chamarApi("GET", `/api/vendas/${vendaId}`, { token: a.token })).body.status).toBe("PAGA");
    const liberar = (await comandosDoContrato(a.empresa.id, contratoId)).filter((x) => x.acao === "liberar");
    expect(liberar.map((x) => [x.origem, x.por])).toEqual([["pagamento", "pagamento"]]);
    const eventos = (await chamarApi("GET", `/api/contratos/${contratoId}/eventos`, { token: a.token })).body.items as { tipo: string; detalhes: Record<string, unknown> }[];
    expect(eventos.filter((e) => e.tipo === "parcela_paga" && e.detalhes.origem === "quitacao")).toHaveLength(8);
    // The single slips are written off at the bank; a closed contract asks no new payoff.
    const ids = new Set(parcelas.map((p) => p.linha_digitavel));
    await expect.poll(async () => (await cobrancasDaEmpresa(a.empresa.id)).filter((x) => ids.has(x.linha_digitavel)).map((x) => x.situacao), { timeout: 30_000 }).toEqual(Array(8).fill("cancelada"));
    expect((await pedir(a.token, { data: HOJE })).status).toBe(409);
  }, 180_000);

  it("a quitação e um boleto avulso pagos ao mesmo tempo: tudo pago uma vez, contrato liquidado, uma só liberação", async () => {
    const { a, contratoId, vendaId, parcelas } = await vendaComBoletos(8, undefined, { consentimento_bloqueio: true });
    const r = await chamarApi("POST", `/api/contratos/${contratoId}/quitacao`, { token: a.token, body: {} });
    expect([r.status, r.body.quitacao.vencimento]).toEqual([201, PROXIMO_DIA_BANCARIO]);
    const q = await emitido(a.token, contratoId, r.body.quitacao.id);
    const banco = criarProvedorSimulado();
    const avulso = (await banco.pagar(parcelas[0]!.linha_digitavel!))!;
    const quitacao = (await banco.pagar(q.linha_digitavel))!;
    const status = await Promise.all([avulso, quitacao, avulso, quitacao].map((x) => postarAviso(x.aviso.corpo, x.aviso.headers)));
    expect(status).toEqual([200, 200, 200, 200]);

    const depois = await parcelasGravadas(a.empresa.id, contratoId);
    expect(depois.every((p) => p.status_parcela === "paga")).toBe(true);
    // The 1st paid once, by whichever notice came first; the other seven by the payoff.
    expect(["banco", "quitacao"]).toContain(depois[0]!.origem_pagamento);
    expect(depois.slice(1).map((p) => p.origem_pagamento)).toEqual(Array(7).fill("quitacao"));
    expect(await detalhe(a.token, contratoId)).toMatchObject({ status_contrato: "liquidado" });
    expect((await chamarApi("GET", `/api/vendas/${vendaId}`, { token: a.token })).body.status).toBe("PAGA");
    expect((await comandosDoContrato(a.empresa.id, contratoId)).filter((x) => x.acao === "liberar")).toHaveLength(1);
  }, 180_000);
});
