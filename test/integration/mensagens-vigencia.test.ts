/**
 * Issue 36 item 3: what the customer receives is still true when it arrives. Messages that waited
 * for the hours a person may be reached are checked again as they leave: the reminder of an
 * instalment paid meanwhile and 'aparelho bloqueado' for a phone already unlocked end `descartada`
 * with the reason in the contract's history; one still true leaves.
 */
import { describe, expect, it } from "vitest";
import { obterCliente } from "../../functions/cadastro";
import { obterEmpresa } from "../../functions/conta";
import { transacao } from "../../functions/lib/db/transacao";
import { mensagemNaSaida } from "../../functions/mensagens";
import { variaveisDaLoja } from "../../functions/mensagens/variaveis";
import { MOTIVOS_DESCARTE } from "../../shared/mensagens/vigencia";
import type { Modelo } from "../../shared/mensagens/schemas";
import { VARIAVEIS_DO_MODELO } from "../../shared/mensagens/textos";
import { chamarApi, novaEmpresa, type EmpresaTeste } from "../support/api";
import { aparelhos, venderNoBoleto } from "../support/contratos";
import { clienteComContato, eventosDeMensagem, liberarAgendadas, mensagensDoContrato, novoCelular } from "../support/mensagens";

const ESPERA = { timeout: 60_000, interval: 250 };
// Sunday 06/12/2026, 23:00 in Brasília: what the shop starts now waits for Monday 08:00.
const NOITE = new Date("2026-12-07T02:00:00Z");

/** A message of `modelo` written as the routine or the lock would have written it at night (agendada). */
async function agendarDeNoite(a: EmpresaTeste, contratoId: string, clienteId: string, modelo: Modelo, parcelas: number[]) {
  const [cliente, empresa] = await Promise.all([obterCliente(a.empresa.id, clienteId), obterEmpresa(a.empresa.id)]);
  const m = mensagemNaSaida({
    empresaId: a.empresa.id,
    contratoId,
    modelo,
    // Every variable the model's text needs (the routine's and the lock's real values are not the point here).
    variaveis: { ...Object.fromEntries(VARIAVEIS_DO_MODELO[modelo].map((k) => [k, "—"])), ...variaveisDaLoja(empresa!, cliente!), descricao: `parcela ${parcelas[0] ?? 1} de 8` },
    para: { cliente: cliente! },
    parcelas,
    por: "rotina",
    agora: NOITE,
  });
  expect(m.status).toBe("agendada");
  await transacao(m.pecas);
  return m.id;
}

describe("mensagens conferidas na saída", { timeout: 120_000 }, () => {
  it("a cobrança de uma parcela paga e 'bloqueado' de um aparelho desbloqueado não saem; o lembrete de uma parcela ainda devida sai", async () => {
    const a = await novaEmpresa();
    const { itens } = await aparelhos(a.token, 1);
    const c = await clienteComContato(a, { telefone: novoCelular() });
    const v = await venderNoBoleto(a.token, c.id, itens[0]!.id, undefined, { qtd_parcelas: 8 });
    await expect.poll(async () => (await mensagensDoContrato(a, v.contrato.id)).map((m) => m.status), ESPERA).toEqual(["entregue"]);

    const paga = await agendarDeNoite(a, v.contrato.id, c.id, "lembrete_vencimento", [1]);
    const devida = await agendarDeNoite(a, v.contrato.id, c.id, "lembrete_antes", [2]);
    const bloqueado = await agendarDeNoite(a, v.contrato.id, c.id, "bloqueado", []);
    const p1 = v.parcelas.find((p) => p.numero_parcela === 1)!;
    expect((await chamarApi("POST", `/api/parcelas/${p1.id}/pagar`, { token: a.token, body: {} })).status).toBe(200);

    await liberarAgendadas(a);
    await expect
      .poll(async () => Object.fromEntries((await mensagensDoContrato(a, v.contrato.id)).map((m) => [m.id, [m.status, m.motivo]])), ESPERA)
      .toMatchObject({
        [paga]: ["descartada", MOTIVOS_DESCARTE.parcelasPagas],
        [devida]: ["entregue", null],
        [bloqueado]: ["descartada", MOTIVOS_DESCARTE.jaDesbloqueado],
      });
    // The evidence: the contract's history says it was not sent, and why.
    const trilha = (await eventosDeMensagem(a, v.contrato.id)).filter((e) => e.detalhes.mensagem_id === paga);
    expect(trilha.at(-1)!.detalhes).toMatchObject({ status: "descartada", motivo: MOTIVOS_DESCARTE.parcelasPagas });
  });
});
