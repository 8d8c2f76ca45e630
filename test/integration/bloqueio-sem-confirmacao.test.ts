/**
 * No lock left hanging (issue 26 item 4) through the real handlers on the local stack: a phone out
 * of coverage (POST /__local/aparelhos/{imei}/sinal) leaves the lock accepted and unconfirmed; the
 * 15-minute check asks the provider's status after 30 minutes, confirms a device that did lock
 * (its notice lost), gives up after 24 hours ('Sem confirmação do aparelho', the shop may retry),
 * and a late confirmation still records the device's truth.
 */
import { describe, expect, inject, it } from "vitest";
import { criarProvedorBloqueioSimulado } from "../../functions/bloqueio/provedores/simulado";
import { hojeBrasil } from "../../shared/br/datas";
import { aparelhoNaTela, comandoFinal, contratoGravado, vendaComAparelho } from "../support/aparelhos";
import { comandos, contrato, eventos, pedirBloqueio } from "../support/bloqueio";
import { agoraMs } from "../../shared/relogio";

const api = () => inject("pilha").apiUrl;

async function sinal(imei: string, corpo: unknown) {
  const r = await fetch(`${api()}/__local/aparelhos/${imei}/sinal`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(corpo) });
  return { status: r.status, body: (await r.json()) as any };
}

/** The 15-minute check as of `minutos` from now, for one company (the tests share one table). */
async function verificar(minutos: number, empresaId: string) {
  const agora = new Date(agoraMs() + minutos * 60_000).toISOString();
  const r = await fetch(`${api()}/__local/agendamentos/verificar-comandos`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ agora, empresa_id: empresaId }) });
  expect(r.status).toBe(200);
  return ((await r.json()) as any).resultado as { consultados: number; confirmados: number; sem_confirmacao: number };
}

async function bloquearSemSinal(nome: string) {
  const v = await vendaComAparelho({ nome, dataVenda: hojeBrasil() });
  expect(await sinal(v.imei, { sem_sinal: true })).toEqual({ status: 200, body: { imei: v.imei, sem_sinal: true } });
  expect((await pedirBloqueio(v.a.token, v.contratoId, { acao: "bloquear", motivo: "Roubo relatado pelo cliente", a_pedido_do_cliente: true })).status).toBe(202);
  // The provider accepts it; the phone, out of coverage, never acts.
  await comandoFinal(v.a.empresa.id, v.contratoId, 2, ["aceito"]);
  return v;
}

describe("comando ao aparelho sem confirmação", { timeout: 120_000 }, () => {
  it("consultado após 30 minutos, dado como falho após 24 horas ('Sem confirmação do aparelho'); a confirmação tardia ainda vale", async () => {
    const { a, imei, contratoId } = await bloquearSemSinal("Cell Sem Sinal");
    expect(await verificar(10, a.empresa.id)).toEqual({ consultados: 0, confirmados: 0, sem_confirmacao: 0 });
    // 31 minutes: asked of the provider, which sees the phone unlocked: still waiting.
    expect(await verificar(31, a.empresa.id)).toEqual({ consultados: 1, confirmados: 0, sem_confirmacao: 0 });
    expect(await contrato(a, contratoId)).toMatchObject({ status_aparelho: "bloqueando", comando_sem_confirmacao: null });

    // 25 hours: given up; the lifecycle back to what the phone is, the contract says why.
    expect(await verificar(25 * 60, a.empresa.id)).toEqual({ consultados: 0, confirmados: 0, sem_confirmacao: 1 });
    expect((await comandos(a, contratoId))[1]).toMatchObject({ acao: "bloquear", situacao: "falhou", resposta: expect.objectContaining({ sem_confirmacao: expect.objectContaining({ horas: 24 }) }) });
    expect(await contrato(a, contratoId)).toMatchObject({ status_aparelho: "ativo", comando_sem_confirmacao: "bloquear" });
    const falhou = (await eventos(a, contratoId)).find((e) => e.tipo === "comando_falhou");
    expect(falhou).toMatchObject({ detalhes: expect.objectContaining({ acao: "bloquear", sem_confirmacao: expect.any(Object) }) });
    // Once only: a second run finds nothing left.
    expect(await verificar(26 * 60, a.empresa.id)).toEqual({ consultados: 0, confirmados: 0, sem_confirmacao: 0 });

    // Back in coverage: the phone acts on the accepted command; its late notice records the truth.
    expect((await sinal(imei, { sem_sinal: false })).status).toBe(200);
    await expect.poll(async () => (await contratoGravado(a.empresa.id, contratoId)).status_aparelho, { timeout: 20_000, interval: 200 }).toBe("bloqueado");
    expect(await contrato(a, contratoId)).toMatchObject({ status_aparelho: "bloqueado", comando_sem_confirmacao: null });
    expect((await comandos(a, contratoId))[1]!.situacao).toBe("confirmado");
    expect((await aparelhoNaTela(imei)).body.bloqueado).toBe(true);
  });

  it("o aparelho bloqueou mas o aviso se perdeu: a consulta de status confirma, uma vez; outra empresa não é verificada", async () => {
    const { a, imei, contratoId } = await bloquearSemSinal("Cell Aviso Perdido");
    // The phone acts, its notice never reaches the app (the loop skips a phone out of coverage).
    const simulado = criarProvedorBloqueioSimulado();
    const [pendente] = (await simulado.pendentes(500)).filter((c) => c.imei === imei);
    await simulado.aplicar(pendente!);
    expect((await aparelhoNaTela(imei)).body.bloqueado).toBe(true);
    // Another company's run never touches this contract.
    const outra = await vendaComAparelho({ nome: "Outra Loja" });
    expect(await verificar(31, outra.a.empresa.id)).toEqual({ consultados: 0, confirmados: 0, sem_confirmacao: 0 });
    expect((await contrato(a, contratoId)).status_aparelho).toBe("bloqueando");

    expect(await verificar(31, a.empresa.id)).toEqual({ consultados: 1, confirmados: 1, sem_confirmacao: 0 });
    expect(await contrato(a, contratoId)).toMatchObject({ status_aparelho: "bloqueado", comando_sem_confirmacao: null });
    const bloqueado = (await eventos(a, contratoId)).filter((e) => e.tipo === "bloqueado");
    expect(bloqueado).toHaveLength(1);
    expect(bloqueado[0]!.detalhes.confirmacao_aparelho).toMatchObject({ resultado: "confirmado", bloqueado: true, evento: `status:${contratoId}:2` });
    expect(await verificar(45, a.empresa.id)).toEqual({ consultados: 0, confirmados: 0, sem_confirmacao: 0 });
    // Back in coverage, the lost notice arrives at last: applied already, nothing changes.
    expect((await sinal(imei, { sem_sinal: false })).status).toBe(200);
    await expect.poll(async () => (await simulado.pendentes(500)).filter((c) => c.imei === imei).length, { timeout: 20_000, interval: 200 }).toBe(0);
    expect((await eventos(a, contratoId)).filter((e) => e.tipo === "bloqueado")).toHaveLength(1);
  });

  it("o interruptor local recusa corpo inválido (400) e aparelho desconhecido (404); o gatilho recusa instante inválido", async () => {
    expect((await sinal("490154203237518", { sem_sinal: "sim" })).status).toBe(400);
    expect((await sinal("490154203237518", { sem_sinal: true })).status).toBe(404);
    expect((await sinal("x".repeat(300), { sem_sinal: true })).status).toBe(404);
    const r = await fetch(`${api()}/__local/agendamentos/verificar-comandos`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ agora: "amanhã" }) });
    expect(r.status).toBe(400);
  });
});
