/**
 * A lock needs a delivered notice (issue 31 item 6): the announced automatic lock waits while its
 * notice has reached the customer nowhere yet, happens once the message is delivered, and never
 * happens when every channel failed and the phone did not show it — the contract then shows
 * `contato_falhou` ('Cliente sem contato: fale com ele antes de bloquear').
 */
import { describe, expect, inject, it } from "vitest";
import { chamarApi, novaEmpresa, type EmpresaTeste } from "../support/api";
import { comandos, configurarCobranca, contrato, rotina } from "../support/bloqueio";
import { parcelasGravadas } from "../support/boletos";
import { aparelhos } from "../support/contratos";
import { vendaBoleto } from "../support/vendas";
import { clienteComContato, liberarAgendadas, mensagensDoContrato, novoCelular } from "../support/mensagens";
import { agoraMs } from "../../shared/relogio";

const ESPERA = { timeout: 120_000, interval: 250 };
const local = (caminho: string, corpo: unknown) =>
  fetch(`${inject("pilha").apiUrl}${caminho}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(corpo) });

/** A Master shop's sale dated 2026-11-05 (instalment 1 due 20/11, banking due 23/11: announced 01/12 for 02/12), the phone out of coverage (its notice is never shown). */
async function vendaAnunciada(a: EmpresaTeste, contato: Parameters<typeof clienteComContato>[1]) {
  await configurarCobranca(a);
  const { itens } = await aparelhos(a.token, 1);
  const c = await clienteComContato(a, contato);
  const r = await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(c.id, itens[0]!.id, "2026-11-05", { qtd_parcelas: 8, consentimento_bloqueio: true }) });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  const contratoId: string = r.body.contrato.id;
  await expect.poll(async () => (await parcelasGravadas(a.empresa.id, contratoId)).map((p) => p.boleto_status), ESPERA).toEqual(Array(8).fill("emitido"));
  await expect.poll(async () => (await comandos(a, contratoId)).map((x) => x.situacao), ESPERA).toEqual(["confirmado"]);
  expect((await local(`/__local/aparelhos/${itens[0]!.imei}/sinal`, { sem_sinal: true })).status).toBe(200);
  expect((await rotina("2026-12-01", a)).body.resultado).toMatchObject({ bloqueios_agendados: 1 });
  expect((await contrato(a, contratoId)).bloqueio_previsto_para).toBe("2026-12-02");
  return { contratoId, imei: itens[0]!.imei };
}

describe("o bloqueio automático precisa de um aviso entregue", { timeout: 300_000 }, () => {
  it("espera enquanto o aviso não chegou a lugar nenhum e bloqueia depois que a mensagem é entregue", async () => {
    const a = await novaEmpresa({ plano: "master" });
    const { contratoId, imei } = await vendaAnunciada(a, { telefone: novoCelular() });
    // The announcement's message waits for 08:00 (the routine runs at 06:00): not delivered, phone without signal.
    expect((await mensagensDoContrato(a, contratoId)).filter((m) => m.modelo === "bloqueio_agendado").map((m) => m.status)).toEqual(["agendada"]);
    expect((await rotina("2026-12-02", a)).body.resultado).toMatchObject({ bloqueios_solicitados: 0 });
    expect((await comandos(a, contratoId)).map((x) => x.acao)).not.toContain("bloquear");
    expect((await contrato(a, contratoId)).contato_falhou).toBe(false);
    // Delivered on WhatsApp: the next run locks.
    await liberarAgendadas(a, new Date("2026-12-02T11:00:00Z"));
    await expect.poll(async () => (await mensagensDoContrato(a, contratoId)).filter((m) => m.modelo === "bloqueio_agendado").map((m) => m.status), ESPERA).toEqual(["entregue"]);
    expect((await rotina("2026-12-03", a)).body.resultado).toMatchObject({ bloqueios_solicitados: 1 });
    expect((await comandos(a, contratoId)).map((x) => x.acao)).toContain("bloquear");
    // Back in coverage, the phone locks and confirms: the customer is told it is locked.
    expect((await local(`/__local/aparelhos/${imei}/sinal`, { sem_sinal: false })).status).toBe(200);
    await expect.poll(async () => (await contrato(a, contratoId)).status_aparelho, ESPERA).toBe("bloqueado");
    await liberarAgendadas(a);
    await expect.poll(async () => (await mensagensDoContrato(a, contratoId)).filter((m) => m.modelo === "bloqueado").map((m) => m.status), ESPERA).toEqual(["entregue"]);
  });

  it("todos os canais falharam e o aparelho não mostrou o aviso: não bloqueia e o contrato mostra contato_falhou", async () => {
    const a = await novaEmpresa({ plano: "master" });
    const { contratoId } = await vendaAnunciada(a, { telefone: novoCelular("0000"), email: "cliente@falha.invalid" });
    await liberarAgendadas(a, new Date("2026-12-01T11:00:00Z"));
    await expect.poll(async () => (await mensagensDoContrato(a, contratoId)).filter((m) => m.modelo === "bloqueio_agendado").map((m) => [m.canal, m.status]), ESPERA).toEqual([["email", "falhou"]]);
    // The phone's notice given up after 24 hours without a confirmation.
    expect((await local("/__local/agendamentos/verificar-comandos", { agora: new Date(agoraMs() + 25 * 3600_000).toISOString(), empresa_id: a.empresa.id })).status).toBe(200);
    await expect.poll(async () => (await comandos(a, contratoId)).filter((x) => x.acao === "avisar").map((x) => x.situacao), ESPERA).toEqual(["falhou"]);
    for (const dia of ["2026-12-02", "2026-12-03"]) expect((await rotina(dia, a)).body.resultado).toMatchObject({ bloqueios_solicitados: 0 });
    expect((await comandos(a, contratoId)).map((x) => x.acao)).not.toContain("bloquear");
    const c = await chamarApi("GET", `/api/contratos/${contratoId}`, { token: a.token });
    expect([c.body.contato_falhou, c.body.status_aparelho]).toEqual([true, "ativo"]);
    // The dashboard counts it (the stream keeps the aggregate).
    await expect.poll(async () => (await chamarApi("GET", "/api/dashboard", { token: a.token })).body.contratos_sem_contato, ESPERA).toBe(1);
  });
});
