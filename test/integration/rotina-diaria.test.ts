/**
 * The daily routine through the local stack (POST /__local/agendamentos/rotina-diaria with a
 * chosen Brasília date): banking-day transitions exactly once under two concurrent runs, the sale
 * and contract following, reconciliation of a payment only the bank knows, the automatic-lock rule's
 * vectors, and the contract's audit trail (cross-tenant 404, no token 401).
 */
import { describe, expect, inject, it } from "vitest";
import { criarProvedorSimulado } from "../../functions/boletos/provedores/simulado";
import { chamarApi, novaEmpresa, type EmpresaTeste } from "../support/api";
import { parcelasGravadas } from "../support/boletos";
import { lojaComEstoque, vendaBoleto } from "../support/vendas";

/** Runs the routine as of `data` for one company only (the tests share one table). */
async function rotina(data: string | Record<string, unknown>, a?: EmpresaTeste) {
  const corpo = typeof data === "string" ? JSON.stringify({ data, empresa_id: a?.empresa.id }) : JSON.stringify(data);
  const r = await fetch(`${inject("pilha").apiUrl}/__local/agendamentos/rotina-diaria`, { method: "POST", headers: { "content-type": "application/json" }, body: corpo });
  return { status: r.status, body: (await r.json()) as any };
}

/** A boleto sale dated 2026-11-05: instalment 1 due 2026-11-20 (Consciência Negra) → vencimento_util 2026-11-23. */
async function vendaVencendoNoFeriado(a: EmpresaTeste) {
  const qtd = 8;
  const { cliente, itens } = await lojaComEstoque(a.token, 1);
  const r = await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(cliente.id, itens[0]!.id, "2026-11-05", { qtd_parcelas: qtd }) });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  const contratoId: string = r.body.contrato.id;
  await expect.poll(async () => (await parcelasGravadas(a.empresa.id, contratoId)).map((p) => p.boleto_status), { timeout: 20_000, interval: 200 }).toEqual(Array(qtd).fill("emitido"));
  const parcelas = await parcelasGravadas(a.empresa.id, contratoId);
  expect(parcelas[0]!.data_vencimento).toBe("2026-11-20");
  return { vendaId: r.body.venda.id as string, contratoId, parcelas };
}

const eventos = async (a: EmpresaTeste, contratoId: string) => {
  const r = await chamarApi("GET", `/api/contratos/${contratoId}/eventos`, { token: a.token });
  expect(r.status).toBe(200);
  return r.body.items as { tipo: string; em: string; por: string; detalhes: Record<string, any> }[];
};

// Each run fans out to 16 queued shards (the local runner polls like Lambda): a test of several runs needs more than the default 30 s.
describe("rotina-diaria", { timeout: 90_000 }, () => {
  it("vence só depois do vencimento útil, uma vez com duas rotinas ao mesmo tempo; contrato inadimplente e venda INADIMPLENTE", async () => {
    const a = await novaEmpresa({ plano: "pro" });
    const { vendaId, contratoId } = await vendaVencendoNoFeriado(a);

    // As of the banking due date itself: still aberta (no fine, no lateness).
    const r23 = await rotina("2026-11-23", a);
    expect(r23.status).toBe(200);
    expect(r23.body.resultado).toMatchObject({ dia: "2026-11-23" });
    expect((await parcelasGravadas(a.empresa.id, contratoId))[0]!.status_parcela).toBe("aberta");

    const [x, y] = await Promise.all([rotina("2026-11-24", a), rotina("2026-11-24", a)]);
    expect([x.status, y.status]).toEqual([200, 200]);
    for (const k of ["dia", "reconciliadas", "vencidas", "contratos_inadimplentes", "candidatos_bloqueio"]) expect(x.body.resultado).toHaveProperty(k);
    // Exactly once between the two runs.
    expect(x.body.resultado.vencidas + y.body.resultado.vencidas).toBe(1);
    expect(x.body.resultado.contratos_inadimplentes + y.body.resultado.contratos_inadimplentes).toBe(1);

    const parcelas = await parcelasGravadas(a.empresa.id, contratoId);
    expect(parcelas.map((p) => p.status_parcela)).toEqual(["vencida", ...Array(7).fill("aberta")]);
    const contrato = await chamarApi("GET", `/api/contratos/${contratoId}`, { token: a.token });
    expect(contrato.body.status_contrato).toBe("inadimplente");
    expect((await chamarApi("GET", `/api/vendas/${vendaId}`, { token: a.token })).body.status).toBe("INADIMPLENTE");

    // A third run the same day changes nothing: one event per instalment, ever.
    await rotina("2026-11-24", a);
    const lista = await eventos(a, contratoId);
    expect(lista.filter((e) => e.tipo === "parcela_vencida")).toEqual([
      { tipo: "parcela_vencida", em: expect.any(String), por: "rotina", detalhes: expect.objectContaining({ numero_parcela: 1, data_vencimento: "2026-11-20", vencimento_util: "2026-11-23", dia: "2026-11-24" }) },
    ]);
    // Not a Master shop: never a lock candidate.
    expect(lista.some((e) => e.tipo === "bloqueio_pendente")).toBe(false);
  });

  it("um pagamento que só o banco conhece é aplicado pela rotina como um aviso: a parcela fica paga, não vencida", async () => {
    const a = await novaEmpresa({ plano: "pro" });
    const { contratoId, parcelas } = await vendaVencendoNoFeriado(a);
    const p1 = parcelas[0]!;
    // Paid at the simulated bank without the notice reaching us (no webhook).
    const pago = await criarProvedorSimulado().pagar(p1.linha_digitavel!, { dataPagamento: "2026-11-23" });
    expect(pago?.pagoAgora).toBe(true);
    expect((await parcelasGravadas(a.empresa.id, contratoId))[0]!.status_parcela).toBe("aberta");

    const r = await rotina("2026-11-24", a);
    expect(r.body.resultado).toEqual({ dia: "2026-11-24", reconciliadas: 1, vencidas: 0, contratos_inadimplentes: 0, candidatos_bloqueio: 0 });
    const depois = (await parcelasGravadas(a.empresa.id, contratoId))[0]!;
    expect(depois).toMatchObject({ status_parcela: "paga", origem_pagamento: "banco", data_pagamento: "2026-11-23", valor_pago_centavos: pago!.cobranca.valor_pago_centavos });
    expect((await chamarApi("GET", `/api/contratos/${contratoId}`, { token: a.token })).body.status_contrato).toBe("ativo");
    const lista = await eventos(a, contratoId);
    expect(lista.map((e) => [e.tipo, e.por])).toEqual([["parcela_paga", "rotina"]]);
    expect(lista[0]!.detalhes).toMatchObject({ numero_parcela: 1, origem: "banco", reconciliacao: true, evento: `reconciliacao:${p1.boleto_id_provedor}` });
    // A second run the same day finds it paid: nothing more is written.
    await rotina("2026-11-24", a);
    expect((await eventos(a, contratoId)).length).toBe(1);
  });

  it("bloqueio automático no Master: não em 01/12, sim em 02/12 (carência 5 a partir de 23/11), nunca num sábado nem em 31/12", async () => {
    const a = await novaEmpresa({ plano: "master" });
    const cfg = { bloqueio_automatico: true, dias_carencia: 5, valor_minimo_atraso: 0, ufs_sem_bloqueio: ["CE"], multa_percentual: 2, juros_mensal_percentual: 1 };
    expect((await chamarApi("PUT", "/api/empresa/cobranca", { token: a.token, body: cfg })).status).toBe(200);
    const { contratoId, parcelas } = await vendaVencendoNoFeriado(a);
    const pendentes = async () => (await eventos(a, contratoId)).filter((e) => e.tipo === "bloqueio_pendente");

    await rotina("2026-12-01", a);
    expect(await pendentes()).toEqual([]);
    await rotina("2026-12-05", a); // Saturday
    expect(await pendentes()).toEqual([]);
    await Promise.all([rotina("2026-12-02", a), rotina("2026-12-02", a)]);
    const [p] = await pendentes();
    expect(await pendentes()).toHaveLength(1);
    expect(p).toMatchObject({ por: "rotina", detalhes: { dia: "2026-12-02", dias_carencia: 5, valor_em_atraso_centavos: parcelas[0]!.valor_parcela_centavos } });
    expect(p!.detalhes.parcelas).toEqual([expect.objectContaining({ numero_parcela: 1, vencimento_util: "2026-11-23" })]);
    // Still a candidate later (the summary counts it), but recorded once for this instalment.
    const r = await rotina("2026-12-03", a);
    expect(r.body.resultado).toMatchObject({ candidatos_bloqueio: 1, vencidas: 0 });
    expect(await pendentes()).toHaveLength(1);
  });

  it("31/12 não tem expediente bancário: nenhum candidato a bloqueio nesse dia", async () => {
    const a = await novaEmpresa({ plano: "master" });
    const cfg = { bloqueio_automatico: true, dias_carencia: 5, valor_minimo_atraso: 0, ufs_sem_bloqueio: [], multa_percentual: 2, juros_mensal_percentual: 1 };
    expect((await chamarApi("PUT", "/api/empresa/cobranca", { token: a.token, body: cfg })).status).toBe(200);
    const { contratoId } = await vendaVencendoNoFeriado(a);
    await rotina("2026-12-31", a);
    // Instalments 1–3 (banking due dates 23/11, 07/12, 21/12) are overdue, but no lock on a day without banking.
    expect((await eventos(a, contratoId)).map((e) => e.tipo)).toEqual(["parcela_vencida", "parcela_vencida", "parcela_vencida"]);
  });

  it("trilha de auditoria: contrato de outra empresa, inexistente ou id malformado é 404; sem token é 401; data inválida no gatilho é 400", async () => {
    const [a, b] = await Promise.all([novaEmpresa(), novaEmpresa()]);
    const { contratoId } = await vendaVencendoNoFeriado(a);
    expect((await chamarApi("GET", `/api/contratos/${contratoId}/eventos`, { token: a.token })).body).toEqual({ items: [] });
    for (const id of [contratoId, "NAO-EXISTE", "x".repeat(2048), "%ff"]) {
      expect((await chamarApi("GET", `/api/contratos/${id}/eventos`, { token: b.token })).status).toBe(404);
    }
    expect((await chamarApi("GET", `/api/contratos/${contratoId}/eventos`)).status).toBe(401);
    for (const corpo of [{ data: "2026-13-45" }, { data: 20261201 }, { data: "2026-12-01x" }]) {
      const r = await rotina(corpo);
      expect(r.status).toBe(400);
      expect(r.body.error.message).toBe("Data inválida: use AAAA-MM-DD");
    }
    expect((await rotina({ data: "2026-12-01", empresa_id: "x".repeat(2048) })).body.error.message).toBe("Empresa inválida");
    expect((await rotina([] as unknown as Record<string, unknown>)).status).toBe(400);
    // Run for company B only: A's overdue instalment is untouched.
    expect((await rotina("2026-12-01", b)).body.resultado).toEqual({ dia: "2026-12-01", reconciliadas: 0, vencidas: 0, contratos_inadimplentes: 0, candidatos_bloqueio: 0 });
    expect((await chamarApi("GET", `/api/contratos/${contratoId}`, { token: a.token })).body.status_contrato).toBe("ativo");
  });
});

describe("trilha de auditoria dos pagamentos", () => {
  it("'Marcar Paga' registra parcela_paga com o usuário; o aviso do banco registra com o provedor", async () => {
    const a = await novaEmpresa();
    const { contratoId, parcelas } = await vendaVencendoNoFeriado(a);
    expect((await chamarApi("POST", `/api/parcelas/${parcelas[1]!.id}/pagar`, { token: a.token })).status).toBe(200);
    const pago = await criarProvedorSimulado().pagar(parcelas[2]!.linha_digitavel!);
    const aviso = await fetch(`${inject("pilha").apiUrl}/api/webhooks/boletos/simulado`, { method: "POST", headers: { "content-type": "application/json", ...pago!.aviso.headers }, body: pago!.aviso.corpo });
    expect(aviso.status).toBe(200);
    const lista = await eventos(a, contratoId);
    expect(lista.map((e) => [e.tipo, e.por, e.detalhes.numero_parcela, e.detalhes.origem])).toEqual([
      ["parcela_paga", a.usuario.id, 2, "manual"],
      ["parcela_paga", "banco:simulado", 3, "banco"],
    ]);
  });
});
