/**
 * Reminders through the daily routine as of chosen days (issue 31 items 3 and 4): each reminder's
 * message waits for the hours a person may be reached — 08:00 of a weekday, the Saturday after a
 * Friday holiday, the Monday after a Sunday — and a contract gets at most one collection message a day.
 */
import { describe, expect, it } from "vitest";
import { normalizarTelefone } from "../../shared/br/telefone";
import { chamarApi, novaEmpresa, type EmpresaTeste } from "../support/api";
import { rotina } from "../support/bloqueio";
import { aparelhos } from "../support/contratos";
import { vendaBoleto } from "../support/vendas";
import { caixaDe, clienteComContato, liberarAgendadas, mensagensDoContrato, novoCelular } from "../support/mensagens";

const ESPERA = { timeout: 120_000, interval: 250 };

/** A sale dated 2026-11-05: instalment 1 due 2026-11-20 (Consciência Negra, a Friday), instalment 2 due 2026-12-05 (a Saturday). */
async function vendaComLembretes(a: EmpresaTeste) {
  const telefone = novoCelular();
  const { itens } = await aparelhos(a.token, 1);
  const c = await clienteComContato(a, { telefone });
  const r = await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(c.id, itens[0]!.id, "2026-11-05", { qtd_parcelas: 8 }) });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  // The welcome, out of the way of the reminders' assertions.
  await liberarAgendadas(a);
  const destino = normalizarTelefone(telefone)!;
  await expect.poll(async () => (await caixaDe(destino)).map((m) => m.modelo), ESPERA).toEqual(["boas_vindas"]);
  return { contratoId: r.body.contrato.id as string, destino };
}

const lembretes = async (a: EmpresaTeste, contratoId: string) => (await mensagensDoContrato(a, contratoId)).filter((m) => m.modelo !== "boas_vindas");

describe("lembretes da rotina viram mensagens no horário permitido", { timeout: 240_000 }, () => {
  it("no feriado de sexta o lembrete espera o sábado 08:00; no domingo, a segunda 08:00", async () => {
    const a = await novaEmpresa({ plano: "pro" });
    const { contratoId, destino } = await vendaComLembretes(a);

    // Friday 20/11 is a national holiday: the due-date reminder waits for Saturday 08:00 (11:00 UTC).
    expect((await rotina("2026-11-20", a)).body.resultado).toMatchObject({ lembretes: 1 });
    expect((await lembretes(a, contratoId)).map((m) => [m.modelo, m.status])).toEqual([["lembrete_vencimento", "agendada"]]);
    expect((await caixaDe(destino)).filter((m) => m.status === "agendada").map((m) => [m.modelo, m.em])).toEqual([["lembrete_vencimento", "2026-11-21T11:00:00.000Z"]]);
    // Released as of the holiday's noon: still waiting. As of Saturday 08:00: it goes.
    expect((await liberarAgendadas(a, new Date("2026-11-20T15:00:00Z"))).resultado.liberadas).toBe(0);
    expect((await liberarAgendadas(a, new Date("2026-11-21T11:00:00Z"))).resultado.liberadas).toBe(1);
    await expect.poll(async () => (await lembretes(a, contratoId)).map((m) => m.status), ESPERA).toEqual(["entregue"]);
    const [vencimento] = await lembretes(a, contratoId);
    expect(vencimento!.texto).toContain("venceu em 20/11/2026 (dia sem expediente bancário) e pode ser paga sem multa nem juros até 23/11/2026");
    expect(vencimento!.texto).toContain("Linha digitável:");
    expect(vencimento!.texto).toContain("Pix copia e cola:");

    // Sunday 06/12: instalment 2 (due Saturday 05/12, payable without charges until Monday) — the message waits for Monday 08:00.
    expect((await rotina("2026-12-06", a)).body.resultado).toMatchObject({ lembretes: 1 });
    expect((await caixaDe(destino)).filter((m) => m.status === "agendada").map((m) => [m.modelo, m.em])).toEqual([["lembrete_vencimento", "2026-12-07T11:00:00.000Z"]]);
    expect((await liberarAgendadas(a, new Date("2026-12-06T18:00:00Z"))).resultado.liberadas).toBe(0);
    expect((await liberarAgendadas(a, new Date("2026-12-07T11:00:00Z"))).resultado.liberadas).toBe(1);
    await expect.poll(async () => (await lembretes(a, contratoId)).map((m) => m.status), ESPERA).toEqual(["entregue", "entregue"]);
  });

  it("uma mensagem de cobrança por contrato por dia, quantas parcelas houver para lembrar", async () => {
    const a = await novaEmpresa({ plano: "pro" });
    const { contratoId } = await vendaComLembretes(a);
    // Friday 04/12, the routine's first run: instalment 1 overdue (a catch-up reminder) and instalment 2 due tomorrow.
    const r = await rotina("2026-12-04", a);
    expect(r.body.resultado).toMatchObject({ lembretes: 2 });
    expect((await lembretes(a, contratoId)).map((m) => [m.modelo, m.status])).toEqual([[expect.stringMatching(/^lembrete_/), "agendada"]]);
    // Run again: the reminders are recorded once, and still one message.
    expect((await rotina("2026-12-04", a)).body.resultado).toMatchObject({ lembretes: 0 });
    expect(await lembretes(a, contratoId)).toHaveLength(1);
  });

  it("com duas parcelas em atraso, a mensagem do dia fala de uma e diz quanto somam as outras hoje", async () => {
    const a = await novaEmpresa({ plano: "pro" });
    const { contratoId } = await vendaComLembretes(a);
    // Wednesday 09/12: instalment 1 (due 20/11) and instalment 2 (due 05/12, payable until 07/12) are both late.
    expect((await rotina("2026-12-09", a)).body.resultado).toMatchObject({ lembretes: 2 });
    const [m] = await lembretes(a, contratoId);
    expect(m!.modelo).toBe("lembrete_atraso");
    expect(m!.texto).toMatch(/Valor para pagamento hoje: R\$ [\d.]+,\d{2} \(com multa e juros\)\. Há também 1 outra parcela em atraso: R\$ [\d.]+,\d{2} hoje, com multa e juros\./);
    expect(await lembretes(a, contratoId)).toHaveLength(1);
  });
});
