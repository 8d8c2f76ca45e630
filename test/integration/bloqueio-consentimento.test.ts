/**
 * The lock asks for consent (issue 37 item 6; docs/credito.md, last section; docs/bloqueio.md "Policy"): a
 * boleto sale enrols the phone only when the customer consented at the sale; without consent there
 * is no enrolment and no lock of any kind (manual, at the customer's request, announced by the
 * routine), while reminders and slips go on; contracts from before the consent read as consented
 * only when they hold an enrolment; a customer of Ceará is never locked, whatever the shop's list.
 */
import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it } from "vitest";
import { obterContrato } from "../../functions/contratos";
import { db, tabela } from "../../functions/lib/db/client";
import { chaves } from "../../functions/lib/db/keys";
import { MSG_BLOQUEIO } from "../../shared/bloqueio/schemas";
import { TITULO_CLAUSULA_BLOQUEIO } from "../../shared/documentos/clausula-bloqueio";
import { chamarApi, novaEmpresa } from "../support/api";
import { aparelhoNaTela } from "../support/aparelhos";
import { comandos, configurarCobranca, contrato, eventos, pedirBloqueio, rotina, vendaVencendoNoFeriado } from "../support/bloqueio";

const conflito = (message: string) => ({ status: 409, body: { error: { code: "CONFLICT", message } } });

describe("consentimento do cliente para o bloqueio remoto", { timeout: 150_000 }, () => {
  it("sem o consentimento: sem matrícula nem comando ao provedor, sem a cláusula; bloquear (por atraso ou a pedido) e suspender são 409; a rotina lembra e vence as parcelas, mas não anuncia nem bloqueia", async () => {
    const a = await novaEmpresa({ plano: "master" });
    await configurarCobranca(a);
    const v = await vendaVencendoNoFeriado(a, { consentimento: false });

    expect(await contrato(a, v.contratoId)).toMatchObject({ consentimento_bloqueio: false, matricula: null, status_aparelho: "ativo" });
    const gravado = (await obterContrato(a.empresa.id, v.contratoId))!.contrato;
    expect(gravado).toMatchObject({ consentimento_bloqueio: false, consentimento_bloqueio_por: a.usuario.id, consentimento_bloqueio_em: expect.any(String) });
    expect(gravado.conteudo_gerado).not.toContain(TITULO_CLAUSULA_BLOQUEIO);
    expect(gravado.conteudo_gerado).not.toMatch(/gerenciamento remoto que permite/);
    // Its slips were issued meanwhile (vendaVencendoNoFeriado waits for them): still nothing at the lock provider.
    expect(await comandos(a, v.contratoId)).toEqual([]);
    expect((await aparelhoNaTela(v.imei)).status).toBe(404);

    const semConsentimento = conflito(MSG_BLOQUEIO.semConsentimento);
    expect(await pedirBloqueio(a.token, v.contratoId, { acao: "bloquear", motivo: "Parcela em atraso" })).toEqual(semConsentimento);
    expect(await pedirBloqueio(a.token, v.contratoId, { acao: "bloquear", motivo: "Celular roubado", a_pedido_do_cliente: true })).toEqual(semConsentimento);
    expect(await pedirBloqueio(a.token, v.contratoId, { acao: "suspender", motivo: "Reclamação" })).toEqual(semConsentimento);

    // Overdue since 24/11 (vencimento_util 23/11, grace 5): a consenting customer's lock would be announced on 01/12 and done on 02/12.
    expect((await rotina("2026-12-01", a)).body.resultado).toMatchObject({ vencidas: 1, contratos_inadimplentes: 1, bloqueios_agendados: 0, candidatos_bloqueio: 0 });
    expect((await rotina("2026-12-02", a)).body.resultado).toMatchObject({ bloqueios_agendados: 0, bloqueios_solicitados: 0, candidatos_bloqueio: 0 });
    expect(await contrato(a, v.contratoId)).toMatchObject({ status_contrato: "inadimplente", status_aparelho: "ativo", matricula: null, bloqueio_previsto_para: null });
    expect(await comandos(a, v.contratoId)).toEqual([]);
    const trilha = await eventos(a, v.contratoId);
    expect(trilha.map((e) => e.tipo)).not.toContain("bloqueio_agendado");
    // The reminders went out, without speaking of a lock.
    const lembretes = trilha.filter((e) => e.tipo === "lembrete");
    expect(lembretes.length).toBeGreaterThan(0);
    for (const l of lembretes) expect(l.detalhes.data_bloqueio_prevista, JSON.stringify(l.detalhes)).toBeUndefined();
  });

  it("com o consentimento: o aparelho é matriculado como antes, o contrato imprime a cláusula própria e guarda quem registrou e quando", async () => {
    const a = await novaEmpresa({ plano: "pro" });
    const v = await vendaVencendoNoFeriado(a, { esperarBoletos: false });
    expect(await contrato(a, v.contratoId)).toMatchObject({ consentimento_bloqueio: true, matricula: expect.stringMatching(/^(pendente|ativa)$/) });
    await expect.poll(async () => (await contrato(a, v.contratoId)).matricula, { timeout: 20_000, interval: 100 }).toBe("ativa");
    expect((await comandos(a, v.contratoId)).map((c) => [c.seq, c.acao, c.origem])).toEqual([[1, "matricular", "contrato"]]);
    const gravado = (await obterContrato(a.empresa.id, v.contratoId))!.contrato;
    expect(gravado).toMatchObject({ consentimento_bloqueio: true, consentimento_bloqueio_por: a.usuario.id });
    expect(Date.parse(gravado.consentimento_bloqueio_em!)).toBe(Date.parse(gravado.created_at));
    expect(gravado.conteudo_gerado).toContain(TITULO_CLAUSULA_BLOQUEIO);
    expect(gravado.conteudo_gerado).toMatch(/autorizo o bloqueio remoto do aparelho nos termos desta cláusula/);
    // The manual lock for the debt is announced as before.
    expect((await pedirBloqueio(a.token, v.contratoId, { acao: "bloquear", motivo: "Parcela em atraso" })).status).toBe(202);
  });

  it("contratos de antes do consentimento: com matrícula leem como consentidos (e podem ser bloqueados); sem matrícula, não", async () => {
    const a = await novaEmpresa({ plano: "pro" });
    const [com, sem] = await Promise.all([vendaVencendoNoFeriado(a, { esperarBoletos: false }), vendaVencendoNoFeriado(a, { esperarBoletos: false, consentimento: false })]);
    await expect.poll(async () => (await contrato(a, com.contratoId)).matricula, { timeout: 20_000, interval: 100 }).toBe("ativa");
    // As a contract written before issue 37 item 6: no consent attributes at all.
    for (const id of [com.contratoId, sem.contratoId]) {
      await db().send(
        new UpdateCommand({
          TableName: tabela(),
          Key: chaves.contrato(a.empresa.id, id),
          UpdateExpression: "REMOVE consentimento_bloqueio, consentimento_bloqueio_por, consentimento_bloqueio_em",
          ConditionExpression: "attribute_exists(PK)",
        }),
      );
    }
    expect(await contrato(a, com.contratoId)).toMatchObject({ consentimento_bloqueio: true, matricula: "ativa" });
    expect(await contrato(a, sem.contratoId)).toMatchObject({ consentimento_bloqueio: false, matricula: null });
    expect((await pedirBloqueio(a.token, com.contratoId, { acao: "bloquear", motivo: "Parcela em atraso" })).status).toBe(202);
    expect(await pedirBloqueio(a.token, sem.contratoId, { acao: "bloquear", motivo: "Parcela em atraso" })).toEqual(conflito(MSG_BLOQUEIO.semConsentimento));
  });

  it("cliente do Ceará nunca é bloqueado, mesmo com o CE fora da lista de UFs sem bloqueio da loja: 409 com a lei, e a rotina não anuncia", async () => {
    const a = await novaEmpresa({ plano: "master" });
    await configurarCobranca(a, { ufs_sem_bloqueio: [] });
    const v = await vendaVencendoNoFeriado(a, { uf: "CE", esperarBoletos: false });
    expect(await pedirBloqueio(a.token, v.contratoId, { acao: "bloquear", motivo: "Parcela em atraso" })).toEqual(conflito(MSG_BLOQUEIO.ufComLei));
    expect(await pedirBloqueio(a.token, v.contratoId, { acao: "bloquear", motivo: "Roubo", a_pedido_do_cliente: true })).toEqual(conflito(MSG_BLOQUEIO.ufComLei));
    expect((await rotina("2026-12-01", a)).body.resultado).toMatchObject({ bloqueios_agendados: 0, candidatos_bloqueio: 0 });
    expect((await comandos(a, v.contratoId)).map((c) => c.acao)).toEqual(["matricular"]);
  });

  it("o contrato e o seu bloqueio são de uma empresa só: de outra empresa, GET e o pedido de bloqueio são 404", async () => {
    const [a, b] = await Promise.all([novaEmpresa({ plano: "master" }), novaEmpresa({ plano: "master" })]);
    const v = await vendaVencendoNoFeriado(a, { esperarBoletos: false, consentimento: false });
    const alheio = await chamarApi("GET", `/api/contratos/${v.contratoId}`, { token: b.token });
    expect([alheio.status, alheio.body.error?.code]).toEqual([404, "NOT_FOUND"]);
    const pedido = await pedirBloqueio(b.token, v.contratoId, { acao: "bloquear", motivo: "x" });
    expect([pedido.status, pedido.body.error?.code]).toEqual([404, "NOT_FOUND"]);
    expect((await chamarApi("GET", `/api/contratos/${v.contratoId}`, { token: a.token })).body.consentimento_bloqueio).toBe(false);
  });
});
