/**
 * POST /api/contratos/{id}/bloqueio — the manual lock through the real handler on the local stack:
 * the four actions and their lifecycle, the lock for a debt announced first (the date, the notice on
 * the phone, the message; the routine locks on the day, a payment of what is overdue calls it off), the command and events written, the lock-screen text, the
 * refusals (plan, UF, suspension, closed contract), the attacker's inputs, and the device status in
 * the contract answers and the customer area.
 */
import { describe, expect, inject, it } from "vitest";
import { MSG_BLOQUEIO } from "../../shared/bloqueio/schemas";
import { chamarApi, novaEmpresa } from "../support/api";
import { chamarDe, novoEnderecoLocal } from "../support/endereco";
import { formatarData, hojeBrasil } from "../../shared/br/datas";
import { somarDiasBancarios } from "../../shared/boletos";
import { aparelhoNaTela, vendaComAparelho } from "../support/aparelhos";
import { comandos, contrato, eventos, mudarEmpresa, pedirBloqueio, rotina, vendaVencendoNoFeriado } from "../support/bloqueio";
import { mensagensDoContrato } from "../support/mensagens";
import { trabalhosDaEmpresa } from "../support/filas";
import { ESPERA_FLUXO_MS } from "../support/fluxo";

const conflito = (message: string) => ({ status: 409, body: { error: { code: "CONFLICT", message } } });

describe("POST /api/contratos/{id}/bloqueio", { timeout: 90_000 }, () => {
  it("bloquear → desbloquear → suspender → retomar: comandos, eventos e status_aparelho, cada repetição um 409 em pt-BR", async () => {
    const a = await novaEmpresa({ plano: "pro", nome_fantasia: "Cell Norte" });
    await mudarEmpresa(a, { whatsapp: "(81) 3222-1100" });
    const { contratoId } = await vendaVencendoNoFeriado(a, { esperarBoletos: false });
    expect(await contrato(a, contratoId)).toMatchObject({ status_aparelho: "ativo", matricula: expect.stringMatching(/^(pendente|ativa)$/) });
    // The real lock job enrols the device at the simulated provider; locks need that enrolment.
    await expect.poll(async () => (await contrato(a, contratoId)).matricula, { timeout: 20_000, interval: 100 }).toBe("ativa");

    // At the customer's own request the lock happens at once (a lock for a debt is announced first: the tests below).
    expect(await pedirBloqueio(a.token, contratoId, { acao: "bloquear", motivo: "Cliente pediu bloqueio por perda", a_pedido_do_cliente: true })).toEqual({ status: 202, body: { status_aparelho: "bloqueando", bloqueio_previsto_para: null } });
    expect(await pedirBloqueio(a.token, contratoId, { acao: "bloquear", motivo: "de novo", a_pedido_do_cliente: true })).toEqual(conflito(MSG_BLOQUEIO.jaBloqueado));
    expect(await pedirBloqueio(a.token, contratoId, { acao: "bloquear", motivo: "de novo" })).toEqual(conflito(MSG_BLOQUEIO.jaBloqueado));
    const [, bloqueio] = await comandos(a, contratoId);
    expect(bloqueio).toMatchObject({ acao: "bloquear", seq: 2, origem: "manual", por: a.usuario.id, motivo: "Cliente pediu bloqueio por perda", situacao: expect.stringMatching(/^(pendente|aceito|confirmado)$/) });
    expect(bloqueio!.tela).toContain("Aparelho bloqueado por Cell Norte a pedido do titular (perda ou roubo).");
    // The contract page and the list show the device's lifecycle (the simulated device may already have confirmed).
    const emBloqueio = { status_aparelho: expect.stringMatching(/^bloque(ando|ado)$/), matricula: "ativa" };
    expect(await contrato(a, contratoId)).toMatchObject(emBloqueio);
    const lista = await chamarApi("GET", "/api/contratos", { token: a.token });
    expect(lista.body.items.find((c: any) => c.id === contratoId)).toMatchObject(emBloqueio);

    expect(await pedirBloqueio(a.token, contratoId, { acao: "desbloquear" })).toEqual({ status: 202, body: { status_aparelho: "desbloqueando", bloqueio_previsto_para: null } });
    expect(await pedirBloqueio(a.token, contratoId, { acao: "desbloquear" })).toEqual(conflito(MSG_BLOQUEIO.naoBloqueado));
    expect(await pedirBloqueio(a.token, contratoId, { acao: "retomar" })).toEqual(conflito(MSG_BLOQUEIO.naoSuspenso));
    expect(await pedirBloqueio(a.token, contratoId, { acao: "suspender", motivo: "Reclamação no Procon" })).toEqual({ status: 202, body: { status_aparelho: "suspenso", bloqueio_previsto_para: null } });
    expect(await pedirBloqueio(a.token, contratoId, { acao: "suspender", motivo: "outra" })).toEqual(conflito(MSG_BLOQUEIO.jaSuspenso));
    expect(await pedirBloqueio(a.token, contratoId, { acao: "bloquear", motivo: "x" })).toEqual(conflito(MSG_BLOQUEIO.suspenso));
    expect(await pedirBloqueio(a.token, contratoId, { acao: "retomar" })).toEqual({ status: 202, body: { status_aparelho: "ativo", bloqueio_previsto_para: null } });

    // A lock under way, then a suspension: the suspension also unlocks (origem suspensao).
    expect((await pedirBloqueio(a.token, contratoId, { acao: "bloquear", motivo: "Aparelho roubado", a_pedido_do_cliente: true })).status).toBe(202);
    expect(await pedirBloqueio(a.token, contratoId, { acao: "suspender", motivo: "Ordem judicial" })).toEqual({ status: 202, body: { status_aparelho: "suspenso", bloqueio_previsto_para: null } });
    expect((await comandos(a, contratoId)).map((c) => [c.seq, c.acao, c.origem])).toEqual([
      [1, "matricular", "contrato"],
      [2, "bloquear", "manual"],
      [3, "desbloquear", "manual"],
      [4, "bloquear", "manual"],
      [5, "desbloquear", "suspensao"],
    ]);
    // What was asked (the device's confirmations, `bloqueado`/`desbloqueado`, interleave on their own time).
    const pedidos = new Set(["bloqueio_solicitado", "desbloqueio_solicitado", "suspenso", "retomado"]);
    const trilha = (await eventos(a, contratoId)).filter((e) => pedidos.has(e.tipo)).map((e) => [e.tipo, e.por, e.detalhes.motivo ?? null]);
    expect(trilha.slice(0, 5)).toEqual([
      ["bloqueio_solicitado", a.usuario.id, "Cliente pediu bloqueio por perda"],
      ["desbloqueio_solicitado", a.usuario.id, null],
      ["suspenso", a.usuario.id, "Reclamação no Procon"],
      ["retomado", a.usuario.id, null],
      ["bloqueio_solicitado", a.usuario.id, "Aparelho roubado"],
    ]);
    // One transaction wrote the last two (their order inside it is not meaningful).
    expect(trilha.slice(5).sort()).toEqual([
      ["desbloqueio_solicitado", a.usuario.id, "Ordem judicial"],
      ["suspenso", a.usuario.id, "Ordem judicial"],
    ]);
    // Every command went to the lock jobs queue, once.
    await expect
      .poll(async () => (await trabalhosDaEmpresa("lock-jobs", a.empresa.id)).map((t) => t.seq).sort(), { timeout: ESPERA_FLUXO_MS, interval: 300 })
      .toEqual([1, 2, 3, 4, 5]);
  });

  it("recusas: plano Start 403 PLAN_FEATURE; UF sem bloqueio 409; contrato cancelado 409 e o aparelho liberado; corpo inválido 400 em pt-BR", async () => {
    const a = await novaEmpresa({ plano: "pro" });
    const { contratoId, vendaId } = await vendaVencendoNoFeriado(a, { esperarBoletos: false });
    for (const [corpo, campo, mensagem] of [
      [{ acao: "bloquear" }, "motivo", MSG_BLOQUEIO.motivoObrigatorio],
      [{ acao: "bloquear", motivo: "   " }, "motivo", MSG_BLOQUEIO.motivoObrigatorio],
      [{ acao: "suspender" }, "motivo", MSG_BLOQUEIO.motivoObrigatorio],
      [{ acao: "travar", motivo: "x" }, "acao", MSG_BLOQUEIO.acaoInvalida],
      [{ motivo: "x" }, "acao", MSG_BLOQUEIO.acaoInvalida],
      [{ acao: "bloquear", motivo: "x".repeat(501) }, "motivo", MSG_BLOQUEIO.motivoLongo],
    ] as const) {
      const r = await pedirBloqueio(a.token, contratoId, corpo);
      expect(r.status, JSON.stringify(corpo)).toBe(400);
      expect(r.body.error).toMatchObject({ code: "VALIDATION", message: mensagem, fields: { [campo]: mensagem } });
    }
    expect((await chamarApi("POST", `/api/contratos/${contratoId}/bloqueio`, { token: a.token, corpoBruto: "{" })).status).toBe(400);

    // The customer's UF with a law against the lock (Ceará; also in the company's default list): the refusal names the law.
    const ce = await vendaVencendoNoFeriado(a, { uf: "CE", esperarBoletos: false });
    expect(await pedirBloqueio(a.token, ce.contratoId, { acao: "bloquear", motivo: "Atraso" })).toEqual(conflito(MSG_BLOQUEIO.ufComLei));
    // The store's UF: every customer of it.
    await mudarEmpresa(a, { uf: "CE" });
    expect(await pedirBloqueio(a.token, contratoId, { acao: "bloquear", motivo: "Atraso" })).toEqual(conflito(MSG_BLOQUEIO.ufComLei));
    await mudarEmpresa(a, { uf: "PE" });

    // Cancelling the sale releases the device (liberar, named by the user) and closes the contract to locks.
    expect((await chamarApi("PATCH", `/api/vendas/${vendaId}/status`, { token: a.token, body: { status: "CANCELADA" } })).status).toBe(200);
    const liberar = (await comandos(a, contratoId)).at(-1);
    expect(liberar).toMatchObject({ acao: "liberar", seq: 2, origem: "contrato", por: a.usuario.id, situacao: "pendente" });
    expect((await eventos(a, contratoId)).map((e) => [e.tipo, e.por])).toEqual([["liberacao_solicitada", a.usuario.id]]);
    expect(await pedirBloqueio(a.token, contratoId, { acao: "bloquear", motivo: "Atraso" })).toEqual(conflito(MSG_BLOQUEIO.contratoEncerrado));

    const start = await novaEmpresa({ plano: "start" });
    const s = await vendaVencendoNoFeriado(start, { esperarBoletos: false });
    expect(await pedirBloqueio(start.token, s.contratoId, { acao: "bloquear", motivo: "Atraso" })).toEqual({ status: 403, body: { error: { code: "PLAN_FEATURE", message: MSG_BLOQUEIO.plano } } });
    expect((await comandos(start, s.contratoId)).map((c) => c.acao)).toEqual(["matricular"]);
  });

  it("atacante: id de 2 KB, %ff e contrato de outra empresa são 404; 11 MB é 413; sem token 401; 30 pedidos iguais de uma vez → um anúncio (202 uma vez, 409 'já agendado' nos outros)", async () => {
    const [a, b] = await Promise.all([novaEmpresa({ plano: "master" }), novaEmpresa({ plano: "master" })]);
    const { contratoId } = await vendaVencendoNoFeriado(a, { esperarBoletos: false });
    const corpo = { acao: "bloquear", motivo: "Atraso" };
    for (const id of ["x".repeat(2048), "%ff", "%ff%fe", contratoId, "01JAAAAAAAAAAAAAAAAAAAAAAA"]) {
      const r = await pedirBloqueio(b.token, id, corpo);
      expect(r.status, id.slice(0, 20)).toBe(404);
      expect(r.body.error.code).toBe("NOT_FOUND");
    }
    expect((await pedirBloqueio(undefined, contratoId, corpo)).status).toBe(401);
    const grande = await fetch(`${inject("pilha").apiUrl}/api/contratos/${contratoId}/bloqueio`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${a.token}` },
      body: JSON.stringify({ ...corpo, motivo: "x".repeat(11 * 1024 * 1024) }),
    });
    expect(grande.status).toBe(413);
    expect((await comandos(a, contratoId)).map((c) => c.acao)).toEqual(["matricular"]);

    const respostas = await Promise.all(Array.from({ length: 30 }, () => pedirBloqueio(a.token, contratoId, corpo)));
    const status = respostas.map((r) => r.status);
    expect(status.filter((s) => s === 202), JSON.stringify(status)).toHaveLength(1);
    const data = respostas.find((r) => r.status === 202)!.body.bloqueio_previsto_para;
    expect(data).toBe(somarDiasBancarios(hojeBrasil(), 1));
    expect(respostas.filter((r) => r.status !== 202).every((r) => r.status === 409 && r.body.error.message === MSG_BLOQUEIO.jaAgendado(data)), JSON.stringify(respostas.map((r) => r.body))).toBe(true);
    expect((await comandos(a, contratoId)).map((c) => c.acao)).toEqual(["matricular", "avisar"]);
    expect((await eventos(a, contratoId)).filter((e) => e.tipo === "bloqueio_agendado")).toHaveLength(1);
    expect((await mensagensDoContrato(a, contratoId)).filter((m) => m.modelo === "bloqueio_agendado")).toHaveLength(1);
  });

  it("área do cliente: 'Pendente' enquanto o bloqueio está em andamento, 'Bloqueado' quando o aparelho confirma, 'Ativo' de novo depois do desbloqueio", async () => {
    const a = await novaEmpresa({ plano: "pro" });
    const { contratoId, cpf, telefone } = await vendaVencendoNoFeriado(a, { uf: "PE", esperarBoletos: false });
    const consultar = async () => {
      // A new client address per lookup: the portal's per-address limit is not what this test is about.
      const r = await chamarDe(novoEnderecoLocal(), "POST", "/api/portal/consulta", { body: { cpf, telefone } });
      expect(r.status).toBe(200);
      return r.body.contratos.map((c: any) => c.statusAparelho);
    };
    expect(await consultar()).toEqual(["Ativo"]);
    expect((await pedirBloqueio(a.token, contratoId, { acao: "bloquear", motivo: "Perda", a_pedido_do_cliente: true })).status).toBe(202);
    // Asked: 'Pendente' until the simulated device confirms (it may already have).
    expect([["Pendente"], ["Bloqueado"]]).toContainEqual(await consultar());
    await expect.poll(consultar, { timeout: 20_000, interval: 300 }).toEqual(["Bloqueado"]);
    expect((await pedirBloqueio(a.token, contratoId, { acao: "desbloquear" })).status).toBe(202);
    await expect.poll(consultar, { timeout: 20_000, interval: 300 }).toEqual(["Ativo"]);
  });

  it("nada vencido: o bloqueio é recusado com o motivo (409) e nada é gravado; a pedido do cliente (perda ou roubo) é aceito, registrado como tal, e a tela fala do pedido", async () => {
    // Sold today: the first instalment is 15 days ahead, nothing is overdue whatever today is.
    const { a, imei, contratoId } = await vendaComAparelho({ nome: "Cell Sul", dataVenda: hojeBrasil() });
    expect(await pedirBloqueio(a.token, contratoId, { acao: "bloquear", motivo: "Atraso" })).toEqual(conflito(MSG_BLOQUEIO.semAtraso));
    expect(await pedirBloqueio(a.token, contratoId, { acao: "bloquear", motivo: "Atraso", a_pedido_do_cliente: false })).toEqual(conflito(MSG_BLOQUEIO.semAtraso));
    expect((await comandos(a, contratoId)).map((c) => c.acao)).toEqual(["matricular"]);
    expect((await contrato(a, contratoId)).status_aparelho).toBe("ativo");
    // The flag belongs to a lock only.
    const errado = await pedirBloqueio(a.token, contratoId, { acao: "suspender", motivo: "x", a_pedido_do_cliente: true });
    expect(errado.status).toBe(400);
    expect(errado.body.error.fields).toMatchObject({ a_pedido_do_cliente: MSG_BLOQUEIO.aPedidoSoNoBloqueio });

    expect(await pedirBloqueio(a.token, contratoId, { acao: "bloquear", motivo: "Cliente relatou roubo do aparelho", a_pedido_do_cliente: true })).toEqual({ status: 202, body: { status_aparelho: "bloqueando", bloqueio_previsto_para: null } });
    const [, cmd] = await comandos(a, contratoId);
    expect(cmd).toMatchObject({ acao: "bloquear", origem: "manual", motivo: "Cliente relatou roubo do aparelho", detalhes: { a_pedido_do_cliente: true } });
    expect(cmd!.tela).toContain("a pedido do titular (perda ou roubo)");
    expect(cmd!.tela).not.toMatch(/atraso|pague/);
    const [solicitado] = (await eventos(a, contratoId)).filter((e) => e.tipo === "bloqueio_solicitado");
    expect(solicitado!.detalhes).toMatchObject({ a_pedido_do_cliente: true, motivo: "Cliente relatou roubo do aparelho" });
    // The phone shows the owner's request, not a debt.
    await expect.poll(async () => (await aparelhoNaTela(imei)).body.tela ?? "", { timeout: 20_000, interval: 200 }).toContain("a pedido do titular");
    // Another company's token never reaches it.
    const b = await novaEmpresa({ plano: "master" });
    expect((await pedirBloqueio(b.token, contratoId, { acao: "bloquear", motivo: "x", a_pedido_do_cliente: true })).status).toBe(404);
  });

  it("bloqueio por atraso é anunciado, não feito na hora: 202 com a data (o dia bancário seguinte), aviso no aparelho e mensagem ao cliente; a rotina bloqueia nesse dia, em nome de quem pediu", async () => {
    const a = await novaEmpresa({ plano: "pro", nome_fantasia: "Cell Norte" });
    await mudarEmpresa(a, { whatsapp: "(81) 3222-1100" });
    const { contratoId, imei } = await vendaVencendoNoFeriado(a);
    await expect.poll(async () => (await contrato(a, contratoId)).matricula, { timeout: 20_000, interval: 100 }).toBe("ativa");
    const hoje = hojeBrasil();
    // Monday 11:00 on the business clock: the message goes now, the lock no sooner than the next banking day.
    const data = somarDiasBancarios(hoje, 1);
    expect(await pedirBloqueio(a.token, contratoId, { acao: "bloquear", motivo: "Atraso de 14 dias" })).toEqual({ status: 202, body: { status_aparelho: "ativo", bloqueio_previsto_para: data } });
    expect(await pedirBloqueio(a.token, contratoId, { acao: "bloquear", motivo: "de novo" })).toEqual(conflito(MSG_BLOQUEIO.jaAgendado(data)));
    expect(await contrato(a, contratoId)).toMatchObject({ status_aparelho: "ativo", bloqueio_previsto_para: data });
    const [, aviso] = await comandos(a, contratoId);
    expect(aviso).toMatchObject({ acao: "avisar", origem: "manual", por: a.usuario.id });
    expect((await comandos(a, contratoId)).map((c) => c.acao)).toEqual(["matricular", "avisar"]);
    // The announcement in the trail: who asked, why, the date and what was overdue.
    expect((await eventos(a, contratoId)).filter((e) => e.tipo === "bloqueio_agendado")).toEqual([
      expect.objectContaining({ por: a.usuario.id, detalhes: expect.objectContaining({ data_prevista: data, motivo: "Atraso de 14 dias", parcelas: [expect.objectContaining({ numero_parcela: 1, vencimento_util: "2026-11-23" })] }) }),
    ]);
    // The notice on the phone (the date, the store's WhatsApp), the phone still usable; the message to the customer.
    await expect.poll(async () => (await aparelhoNaTela(imei)).body.avisos.length, { timeout: 20_000, interval: 200 }).toBe(1);
    const { body: telefone } = await aparelhoNaTela(imei);
    expect(telefone.bloqueado).toBe(false);
    for (const trecho of [formatarData(data), "(81) 3222-1100", "Cell Norte"]) expect(telefone.avisos[0]!.texto).toContain(trecho);
    expect((await mensagensDoContrato(a, contratoId)).filter((m) => m.modelo === "bloqueio_agendado")).toHaveLength(1);

    // The routine of the announcing day does not lock; the one of the announced day does, once the notice was shown.
    expect((await rotina(hoje, a)).body.resultado).toMatchObject({ bloqueios_solicitados: 0 });
    expect((await comandos(a, contratoId)).map((c) => c.acao)).toEqual(["matricular", "avisar"]);
    await expect.poll(async () => (await eventos(a, contratoId)).some((e) => e.tipo === "aviso_exibido"), { timeout: 60_000, interval: 300 }).toBe(true);
    expect((await rotina(data, a)).body.resultado).toMatchObject({ bloqueios_solicitados: 1 });
    const bloqueio = (await comandos(a, contratoId)).at(-1)!;
    expect(bloqueio).toMatchObject({ acao: "bloquear", seq: 3, origem: "manual", por: a.usuario.id, motivo: "Atraso de 14 dias" });
    expect(bloqueio.detalhes).toMatchObject({ anuncio: { dia: hoje, data_prevista: data, por: a.usuario.id }, parcelas: [expect.objectContaining({ numero_parcela: 1 }), expect.objectContaining({ numero_parcela: 2 })] });
    expect(bloqueio.tela).toBe(
      [
        "Aparelho bloqueado por Cell Norte: há parcelas em atraso.",
        "Telefone/WhatsApp da loja: (81) 3222-1100.",
        // The customer area's full address (the stage's SITE_URL: the test stack's own address), never a bare path.
        `Como pagar: procure a loja ou pague seus boletos em ${inject("pilha").apiUrl}/consulta-boletos.`,
        "O desbloqueio é automático após o pagamento.",
        "Chamadas de emergência (190, 192, 193) continuam disponíveis.",
      ].join("\n"),
    );
    expect(await contrato(a, contratoId)).toMatchObject({ bloqueio_previsto_para: null, status_aparelho: expect.stringMatching(/^bloque(ando|ado)$/) });
    await expect.poll(async () => (await aparelhoNaTela(imei)).body.bloqueado, { timeout: 20_000, interval: 200 }).toBe(true);
    // A second run of the day asks nothing more.
    expect((await rotina(data, a)).body.resultado).toMatchObject({ bloqueios_solicitados: 0 });
    expect((await comandos(a, contratoId)).map((c) => c.acao)).toEqual(["matricular", "avisar", "bloquear"]);
  });

  it("bloqueio manual anunciado: pagar uma de duas parcelas em atraso o mantém; pagar a última o cancela e a rotina do dia não bloqueia", async () => {
    const a = await novaEmpresa({ plano: "pro" });
    // Sold on 03/11: instalments 1 (18/11) and 2 (03/12) overdue on the business day, neither marked by a routine.
    const { contratoId, parcelas } = await vendaVencendoNoFeriado(a, { dataVenda: "2026-11-03", esperarBoletos: false });
    await expect.poll(async () => (await contrato(a, contratoId)).matricula, { timeout: 20_000, interval: 100 }).toBe("ativa");
    const data = somarDiasBancarios(hojeBrasil(), 1);
    expect(await pedirBloqueio(a.token, contratoId, { acao: "bloquear", motivo: "Duas parcelas em atraso" })).toEqual({ status: 202, body: { status_aparelho: "ativo", bloqueio_previsto_para: data } });
    expect((await eventos(a, contratoId)).find((e) => e.tipo === "bloqueio_agendado")!.detalhes.parcelas.map((p: any) => p.numero_parcela)).toEqual([1, 2]);
    expect((await chamarApi("POST", `/api/parcelas/${parcelas[0]!.id}/pagar`, { token: a.token })).status).toBe(200);
    expect((await contrato(a, contratoId)).bloqueio_previsto_para).toBe(data);
    expect((await chamarApi("POST", `/api/parcelas/${parcelas[1]!.id}/pagar`, { token: a.token })).status).toBe(200);
    expect((await contrato(a, contratoId)).bloqueio_previsto_para).toBeNull();
    expect((await eventos(a, contratoId)).filter((e) => e.tipo === "bloqueio_cancelado")).toEqual([
      expect.objectContaining({ por: "pagamento", detalhes: expect.objectContaining({ data_prevista: data, motivo: "pagamento", pagamento: expect.objectContaining({ numero_parcela: 2 }) }) }),
    ]);
    expect((await rotina(data, a)).body.resultado).toMatchObject({ bloqueios_solicitados: 0 });
    expect((await comandos(a, contratoId)).map((c) => c.acao)).toEqual(["matricular", "avisar"]);
    // Nothing overdue any more: a new lock is refused.
    expect(await pedirBloqueio(a.token, contratoId, { acao: "bloquear", motivo: "Atraso" })).toEqual(conflito(MSG_BLOQUEIO.semAtraso));
  });
});
