/**
 * The daily routine through the local stack (POST /__local/agendamentos/rotina-diaria with a
 * chosen Brasília date): banking-day transitions exactly once under two concurrent runs, the sale
 * and contract following, reconciliation of a payment only the bank knows, the automatic-lock rule's
 * vectors, and the contract's audit trail (cross-tenant 404, no token 401).
 */
import { describe, expect, inject, it } from "vitest";
import { somarDias } from "../../shared/br/datas";
import { criarProvedorSimulado } from "../../functions/boletos/provedores/simulado";
import { chamarApi, novaEmpresa } from "../support/api";
import { parcelasGravadas } from "../support/boletos";
import { comandos, configurarCobranca, contrato, eventos, rotina, vendaVencendoNoFeriado } from "../support/bloqueio";
import { trabalhosDaEmpresa } from "../support/filas";
import { ESPERA_FLUXO_MS } from "../support/fluxo";

const VAZIO = { reconciliadas: 0, vencidas: 0, contratos_inadimplentes: 0, lembretes: 0, candidatos_bloqueio: 0, bloqueios_solicitados: 0, bloqueios_agendados: 0 };

// Several routine runs per test on a shared 2-core machine: more than the default 30 s.
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
    for (const k of ["dia", "reconciliadas", "vencidas", "contratos_inadimplentes", "lembretes", "candidatos_bloqueio", "bloqueios_solicitados"]) expect(x.body.resultado).toHaveProperty(k);
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
    // Reminders: on the banking due date, and on the first banking day of grace — once each despite three runs.
    expect(lista.filter((e) => e.tipo === "lembrete").map((e) => [e.detalhes.numero_parcela, e.detalhes.chave, e.detalhes.dia])).toEqual([
      [1, "vencimento", "2026-11-23"],
      [1, "atraso-1", "2026-11-24"],
    ]);
    // Not a Master shop: never a lock.
    expect(lista.some((e) => e.tipo === "bloqueio_solicitado")).toBe(false);
    expect((await comandos(a, contratoId)).map((c) => c.acao)).toEqual(["matricular"]);
  });

  it("paga a 1ª parcela, a 2ª vencida é vista pela rotina; com a 1ª em aberto, as duas vencem juntas, uma vez", async () => {
    const a = await novaEmpresa({ plano: "pro" });
    const pago = await vendaVencendoNoFeriado(a, { esperarBoletos: false });
    const aberto = await vendaVencendoNoFeriado(a, { esperarBoletos: false });
    expect((await chamarApi("POST", `/api/parcelas/${pago.parcelas[0]!.id}/pagar`, { token: a.token })).status).toBe(200);
    // The next due date a contract keeps moved to the 2nd instalment: the shard that holds it owns the contract now.
    const segunda = pago.parcelas[1]!;
    const dia = somarDias(segunda.data_vencimento, 5);
    expect(dia < pago.parcelas[2]!.data_vencimento).toBe(true);

    const r = await rotina(dia, a);
    expect(r.status).toBe(200);
    expect(r.body.resultado).toMatchObject({ vencidas: 3, contratos_inadimplentes: 2 });
    expect((await parcelasGravadas(a.empresa.id, pago.contratoId)).map((p) => p.status_parcela)).toEqual(["paga", "vencida", ...Array(6).fill("aberta")]);
    expect((await parcelasGravadas(a.empresa.id, aberto.contratoId)).map((p) => p.status_parcela)).toEqual(["vencida", "vencida", ...Array(6).fill("aberta")]);
    // Again the same day: nothing more.
    expect((await rotina(dia, a)).body.resultado).toMatchObject({ vencidas: 0, contratos_inadimplentes: 0 });
    for (const c of [pago, aberto]) expect((await chamarApi("GET", `/api/contratos/${c.contratoId}`, { token: a.token })).body.status_contrato).toBe("inadimplente");
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
    expect(r.body.resultado).toEqual({ ...VAZIO, dia: "2026-11-24", reconciliadas: 1 });
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

  it("bloqueio automático no Master: anunciado em 01/12 para 02/12 (carência 5 a partir de 23/11), feito em 02/12, nunca num sábado; duas rotinas ao mesmo tempo → um comando", async () => {
    const a = await novaEmpresa({ plano: "master", nome_fantasia: "Cell Master" });
    await configurarCobranca(a);
    const { contratoId, parcelas } = await vendaVencendoNoFeriado(a);
    const bloqueios = async () => (await comandos(a, contratoId)).filter((c) => c.acao === "bloquear");

    // 01/12: announced (the date told to the customer and shown on the phone), not locked.
    expect((await rotina("2026-12-01", a)).body.resultado).toMatchObject({ candidatos_bloqueio: 0, bloqueios_solicitados: 0, bloqueios_agendados: 1 });
    expect(await bloqueios()).toEqual([]);
    expect(await contrato(a, contratoId)).toMatchObject({ status_aparelho: "ativo", bloqueio_previsto_para: "2026-12-02" });
    const [agendado] = (await eventos(a, contratoId)).filter((e) => e.tipo === "bloqueio_agendado");
    expect(agendado!.detalhes).toMatchObject({ data_prevista: "2026-12-02", valor: parcelas[0]!.valor_parcela_centavos, parcelas: [expect.objectContaining({ numero_parcela: 1 })] });
    const [aviso] = (await comandos(a, contratoId)).filter((c) => c.acao === "avisar");
    expect(aviso).toMatchObject({ seq: 2, origem: "rotina" });
    expect(aviso!.tela).toContain("bloqueado a partir de 02/12/2026");
    expect(aviso!.tela).toMatch(/https?:\/\/\S+\/consulta-boletos/);
    // The same day again announces nothing more; a Saturday locks nothing.
    expect((await rotina("2026-12-01", a)).body.resultado).toMatchObject({ bloqueios_agendados: 0, bloqueios_solicitados: 0 });
    await rotina("2026-12-05", a); // Saturday
    expect(await bloqueios()).toEqual([]);
    expect((await contrato(a, contratoId)).status_aparelho).toBe("ativo");

    const [x, y] = await Promise.all([rotina("2026-12-02", a), rotina("2026-12-02", a)]);
    expect(x.body.resultado.bloqueios_solicitados + y.body.resultado.bloqueios_solicitados).toBe(1);
    const [cmd] = await bloqueios();
    expect(await bloqueios()).toHaveLength(1);
    // The real lock job may already have sent it (aceito) and the simulated device confirmed it.
    expect(cmd).toMatchObject({ acao: "bloquear", seq: 3, origem: "rotina", por: "rotina", situacao: expect.stringMatching(/^(pendente|aceito|confirmado)$/) });
    expect(cmd!.tela).toContain("Cell Master");
    expect(cmd!.tela).toContain("/consulta-boletos");
    expect(cmd!.tela).toContain("emergência");
    expect(cmd!.detalhes).toMatchObject({ dia: "2026-12-02", dias_carencia: 5, valor_em_atraso_centavos: parcelas[0]!.valor_parcela_centavos, anuncio: { dia: "2026-12-01", data_prevista: "2026-12-02" } });
    expect(cmd!.detalhes!.parcelas).toEqual([expect.objectContaining({ numero_parcela: 1, vencimento_util: "2026-11-23" })]);
    expect(cmd!.detalhes!.verificacao_provedor).toMatchObject({ resultado: "sem pagamento", consultas: [{ numero_parcela: 1, provedor: "simulado", situacao: "pendente" }] });
    expect(await contrato(a, contratoId)).toMatchObject({ status_aparelho: expect.stringMatching(/^bloque(ando|ado)$/), matricula: expect.stringMatching(/^(pendente|ativa)$/), status_contrato: "inadimplente", bloqueio_previsto_para: null });
    const solicitados = (await eventos(a, contratoId)).filter((e) => e.tipo === "bloqueio_solicitado");
    expect(solicitados).toEqual([{ tipo: "bloqueio_solicitado", em: expect.any(String), por: "rotina", detalhes: expect.objectContaining({ acao: "bloquear", origem: "rotina", comando_seq: 3 }) }]);
    // The stream queued one lock job per command, in the device's order.
    await expect
      .poll(async () => (await trabalhosDaEmpresa("lock-jobs", a.empresa.id)).map((t) => [t.tipo, t.seq, t.contrato_id]).sort(), { timeout: ESPERA_FLUXO_MS, interval: 300 })
      .toEqual([["avisar", 2, contratoId], ["bloquear", 3, contratoId], ["matricular", 1, contratoId]]);

    // Still a candidate later, but asked once for this overdue episode.
    const r = await rotina("2026-12-03", a);
    expect(r.body.resultado).toMatchObject({ candidatos_bloqueio: 1, bloqueios_solicitados: 0, bloqueios_agendados: 0, vencidas: 0 });
    expect(await bloqueios()).toHaveLength(1);
  });

  it("31/12 e 01/01 não têm expediente bancário: anunciado em 30/12 para 04/01, nenhum bloqueio nesses dias nem no dia do anúncio", async () => {
    const a = await novaEmpresa({ plano: "master" });
    await configurarCobranca(a, { ufs_sem_bloqueio: [] });
    const { contratoId } = await vendaVencendoNoFeriado(a);
    expect((await rotina("2026-12-30", a)).body.resultado).toMatchObject({ bloqueios_agendados: 1, bloqueios_solicitados: 0 });
    // Instalments 1–3 (banking due dates 23/11, 07/12, 21/12) fall overdue; instalment 3 gets its last
    // grace reminder and instalment 1 (never reminded: the routine did not run then) a catch-up one.
    // The phone's confirmation of the notice (`aviso_exibido`) arrives on the device's own time: not part of this list.
    const lista = (await eventos(a, contratoId)).filter((e) => e.tipo !== "aviso_exibido");
    expect(lista.map((e) => e.tipo)).toEqual(["parcela_vencida", "parcela_vencida", "parcela_vencida", "lembrete", "lembrete", "bloqueio_agendado"]);
    expect(lista.slice(3, 5).map((e) => [e.detalhes.numero_parcela, e.detalhes.chave, e.detalhes.tipo_lembrete])).toEqual([
      [1, "atraso-26", "atraso"],
      [3, "atraso-6", "atraso"],
    ]);
    // The first banking day after the run: 31/12 and 01/01 have no banking.
    expect(lista[5]!.detalhes).toMatchObject({ data_prevista: "2027-01-04", parcelas: [expect.objectContaining({ numero_parcela: 1 }), expect.objectContaining({ numero_parcela: 2 }), expect.objectContaining({ numero_parcela: 3 })] });
    expect((await comandos(a, contratoId)).map((c) => c.acao)).toEqual(["matricular", "avisar"]);
    for (const dia of ["2026-12-31", "2027-01-01"]) expect((await rotina(dia, a)).body.resultado).toMatchObject({ candidatos_bloqueio: 0, bloqueios_solicitados: 0, bloqueios_agendados: 0 });
    expect((await contrato(a, contratoId)).status_aparelho).toBe("ativo");
    // The announced day (Monday 04/01/2027) it is asked.
    expect((await rotina("2027-01-04", a)).body.resultado).toMatchObject({ bloqueios_solicitados: 1 });
    expect((await comandos(a, contratoId)).map((c) => c.acao)).toEqual(["matricular", "avisar", "bloquear"]);
  });

  it("trilha de auditoria: contrato de outra empresa, inexistente ou id malformado é 404; sem token é 401; data inválida no gatilho é 400", async () => {
    const [a, b] = await Promise.all([novaEmpresa(), novaEmpresa()]);
    const { contratoId } = await vendaVencendoNoFeriado(a);
    expect(await eventos(a, contratoId)).toEqual([]);
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
    expect((await rotina("2026-12-01", b)).body.resultado).toEqual({ ...VAZIO, dia: "2026-12-01" });
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
