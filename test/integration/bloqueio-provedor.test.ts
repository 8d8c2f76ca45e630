/**
 * The lock provider side on the local stack, through the real handlers: the lock job (lock-jobs
 * consumer) sends each command to the simulated provider, the local devices loop confirms it
 * later with a signed webhook, and POST /api/webhooks/bloqueio/simulado applies it to the
 * contract, the stock item and the audit trail; the phone's screen at /__local/aparelhos.
 */
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, inject, it } from "vitest";
import { assinarAviso } from "../../functions/lib/aviso-assinado";
import { obterComando as comandoNoProvedor } from "../../functions/bloqueio/provedores/simulado-repo";
import { obterComando } from "../../functions/bloqueio/repo";
import { db, tabela } from "../../functions/lib/db/client";
import { chaves } from "../../functions/lib/db/keys";
import { chamarApi } from "../support/api";
import { aparelhoNaTela, comandoFinal, contratoGravado, eventos, pedir, statusDoItem, vendaComAparelho } from "../support/aparelhos";

const URL_WEBHOOK = "/api/webhooks/bloqueio/simulado";

async function postar(caminho: string, corpo: string, headers: Record<string, string> = {}) {
  const r = await fetch(`${inject("pilha").apiUrl}${caminho}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: corpo });
  const texto = await r.text();
  return { status: r.status, body: texto ? JSON.parse(texto) : undefined };
}

describe("matrícula, bloqueio e desbloqueio pelo provedor simulado", () => {
  it("a venda no boleto matricula o aparelho; bloquear → aceito → confirmado depois: contrato bloqueado, item bloqueado, a tela mostra a loja; desbloquear volta tudo", async () => {
    const { a, imei, contratoId } = await vendaComAparelho({ nome: "Cell Recife Centro" });
    const matricula = await comandoFinal(a.empresa.id, contratoId, 1);
    expect(matricula).toMatchObject({ acao: "matricular", situacao: "confirmado", provedor: "simulado" });
    expect(await aparelhoNaTela(imei)).toEqual({ status: 200, body: { imei, bloqueado: false, tela: null, avisos: [], sem_sinal: false } });

    const pedido = await pedir(a.empresa.id, contratoId, { acao: "bloquear", motivo: "Parcela 1 em atraso" }, "bloqueando");
    expect(pedido.seq).toBe(2);
    const bloqueio = await comandoFinal(a.empresa.id, contratoId, 2);
    expect(bloqueio.situacao).toBe("confirmado");
    expect(bloqueio.resposta).toMatchObject({ resultado: "aceito", provedor: "simulado", confirmacao: { resultado: "confirmado", bloqueado: true } });
    await expect.poll(async () => (await contratoGravado(a.empresa.id, contratoId)).status_aparelho).toBe("bloqueado");
    expect(await contratoGravado(a.empresa.id, contratoId)).toMatchObject({ aparelho_bloqueado: true, comando_seq: 2, matricula: "ativa" });
    expect(await statusDoItem(a.empresa.id, imei)).toBe("bloqueado");

    const tela = await aparelhoNaTela(imei);
    expect(tela.body.bloqueado).toBe(true);
    expect(tela.body.tela).toContain("Cell Recife Centro");
    expect(tela.body.tela).toContain("emergência");
    expect(tela.body.tela).toContain("pague");
    const pagina = await (await fetch(`${inject("pilha").apiUrl}/__local/aparelhos`)).text();
    expect(pagina).toContain(`data-imei="${imei}" data-bloqueado="true"`);

    const trilha = await eventos(a.token, contratoId);
    const tipos = trilha.map((e) => e.tipo);
    expect(tipos).toEqual(expect.arrayContaining(["aparelho_matriculado", "bloqueio_solicitado", "bloqueado"]));
    expect(tipos.indexOf("bloqueio_solicitado")).toBeLessThan(tipos.indexOf("bloqueado"));
    const bloqueado = trilha.find((e) => e.tipo === "bloqueado")!;
    expect(bloqueado.detalhes).toMatchObject({ acao: "bloquear", comando_seq: 2, resposta_provedor: { resultado: "aceito" }, confirmacao_aparelho: { resultado: "confirmado", bloqueado: true } });

    await pedir(a.empresa.id, contratoId, { acao: "desbloquear", motivo: null }, "desbloqueando");
    expect((await comandoFinal(a.empresa.id, contratoId, 3)).situacao).toBe("confirmado");
    await expect.poll(async () => (await contratoGravado(a.empresa.id, contratoId)).status_aparelho).toBe("ativo");
    expect((await contratoGravado(a.empresa.id, contratoId)).aparelho_bloqueado).toBe(false);
    expect(await statusDoItem(a.empresa.id, imei)).toBe("vendido");
    expect(await aparelhoNaTela(imei)).toEqual({ status: 200, body: { imei, bloqueado: false, tela: null, avisos: [], sem_sinal: false } });
    expect((await eventos(a.token, contratoId)).map((e) => e.tipo)).toContain("desbloqueado");
  }, 90_000);

  it("um comando superado por um mais novo nunca chega ao provedor", async () => {
    const { a, contratoId } = await vendaComAparelho();
    const c = await contratoGravado(a.empresa.id, contratoId);
    // Lock and unlock asked in one transaction: the lock's job finds a newer command when it runs.
    const { novoComando, camposDoAparelho, mudarAparelho } = await import("../../functions/contratos");
    const { transacao } = await import("../../functions/lib/db/transacao");
    const bloquear = novoComando(c, { acao: "bloquear", origem: "manual", por: "teste", motivo: "atraso" });
    const desbloquear = novoComando({ ...c, comando_seq: c.comando_seq + 1 }, { acao: "desbloquear", origem: "manual", por: "teste" });
    const base = camposDoAparelho(c, {});
    await transacao([mudarAparelho(c, { campos: { comando_seq: c.comando_seq + 2, status_aparelho: "desbloqueando" }, condicao: base.condicao }, () => new Error("mudou")), bloquear.peca, desbloquear.peca]);

    const superado = await comandoFinal(a.empresa.id, contratoId, 2);
    expect(superado).toMatchObject({ situacao: "superado", resposta: { motivo: "comando_mais_novo" } });
    expect(await comandoNoProvedor(c.imei, `${contratoId}:2`)).toBeUndefined();
    expect((await comandoFinal(a.empresa.id, contratoId, 3)).situacao).toBe("confirmado");
    await expect.poll(async () => (await contratoGravado(a.empresa.id, contratoId)).status_aparelho).toBe("ativo");
    expect((await aparelhoNaTela(c.imei)).body.bloqueado).toBe(false);
  });
});

describe("matrícula exclusiva entre empresas", () => {
  it("o mesmo IMEI vendido no boleto por outra loja: matrícula recusada sem nomear ninguém, e o bloqueio dela é recusado; nada da loja A é alcançável pela B", async () => {
    const A = await vendaComAparelho({ nome: "Loja Alfa Celulares" });
    const B = await vendaComAparelho({ imei: A.imei, nome: "Loja Beta Celulares", matricula: "recusada" });
    const recusa = await comandoFinal(B.a.empresa.id, B.contratoId, 1);
    expect(recusa).toMatchObject({ situacao: "recusado", resposta: { motivo: "matriculado_por_outro" } });
    const trilhaB = await eventos(B.a.token, B.contratoId);
    const evento = trilhaB.find((e) => e.tipo === "bloqueio_recusado")!;
    expect(evento.detalhes).toMatchObject({ acao: "matricular", resposta_provedor: { motivo: "matriculado_por_outro" } });
    const texto = JSON.stringify(trilhaB) + JSON.stringify(recusa);
    expect(texto).not.toContain(A.a.empresa.id);
    expect(texto).not.toContain(A.contratoId);
    expect(texto).not.toContain("Alfa");

    await pedir(B.a.empresa.id, B.contratoId, { acao: "bloquear" }, "bloqueando");
    expect(await comandoFinal(B.a.empresa.id, B.contratoId, 2)).toMatchObject({ situacao: "recusado", resposta: { motivo: "matriculado_por_outro" } });
    await expect.poll(async () => (await contratoGravado(B.a.empresa.id, B.contratoId)).status_aparelho).toBe("ativo");
    expect((await aparelhoNaTela(A.imei)).body.bloqueado).toBe(false);
    expect(await contratoGravado(A.a.empresa.id, A.contratoId)).toMatchObject({ status_aparelho: "ativo", matricula: "ativa", aparelho_bloqueado: false });

    // Cross-tenant (OWASP API1): B's token reaches nothing of A's contract.
    expect((await chamarApi("GET", `/api/contratos/${A.contratoId}`, { token: B.a.token })).status).toBe(404);
    expect((await chamarApi("GET", `/api/contratos/${A.contratoId}/eventos`, { token: B.a.token })).status).toBe(404);

    // A's release frees the device: B may then enrol it.
    await pedir(A.a.empresa.id, A.contratoId, { acao: "liberar", origem: "pagamento", por: "pagamento", motivo: null });
    expect((await comandoFinal(A.a.empresa.id, A.contratoId, 2)).situacao).toBe("confirmado");
    await expect.poll(async () => (await contratoGravado(A.a.empresa.id, A.contratoId)).matricula).toBe("liberada");
    await pedir(B.a.empresa.id, B.contratoId, { acao: "matricular", origem: "contrato", por: "contrato", motivo: null });
    expect((await comandoFinal(B.a.empresa.id, B.contratoId, 3)).situacao).toBe("confirmado");
  }, 90_000);
});

describe("verificação do provedor de boletos antes do bloqueio automático", () => {
  it("um pagamento conhecido só no banco impede o bloqueio da rotina: a parcela é paga e o bloqueio fica superado", async () => {
    const { a, imei, contratoId } = await vendaComAparelho({ qtd: 8 });
    await expect.poll(async () => (await obterContratoParcelas(a.empresa.id, contratoId)).map((p) => p.boleto_status), { timeout: 20_000 }).toEqual(Array(8).fill("emitido"));
    const p1 = (await obterContratoParcelas(a.empresa.id, contratoId))[0]!;
    const pago = await postar("/__local/banco/pagamentos", JSON.stringify({ linha_digitavel: p1.linha_digitavel, avisar: false }));
    expect(pago.body).toMatchObject({ pago: true, avisado: false });
    expect((await obterContratoParcelas(a.empresa.id, contratoId))[0]!.status_parcela).toBe("aberta");

    await pedir(a.empresa.id, contratoId, { acao: "bloquear", origem: "rotina", por: "rotina", motivo: "Bloqueio automático", detalhes: { dia: p1.data_vencimento } }, "bloqueando");
    const cmd = await comandoFinal(a.empresa.id, contratoId, 2);
    expect(cmd).toMatchObject({ situacao: "superado", resposta: { motivo: "pagamento_encontrado_na_verificacao", pagas: [{ numero_parcela: 1 }] } });
    expect(await comandoNoProvedor(imei, `${contratoId}:2`)).toBeUndefined();
    expect((await obterContratoParcelas(a.empresa.id, contratoId))[0]).toMatchObject({ status_parcela: "paga", origem_pagamento: "banco" });
    // The payment itself asked for an unlock (the device was `bloqueando`); once confirmed, the device is `ativo` again, never locked.
    await expect.poll(async () => (await contratoGravado(a.empresa.id, contratoId)).status_aparelho, { timeout: 20_000, interval: 200 }).toBe("ativo");
    expect((await aparelhoNaTela(imei)).body.bloqueado).toBe(false);
  });
});

describe("POST /api/webhooks/bloqueio/{provider}", () => {
  it("um aviso forjado, sem assinatura, com outro segredo, adulterado ou velho é 401 e não muda nada; provedor desconhecido é 404", async () => {
    const { a, imei, contratoId } = await vendaComAparelho();
    await pedir(a.empresa.id, contratoId, { acao: "bloquear" }, "bloqueando");
    await comandoFinal(a.empresa.id, contratoId, 2);
    await expect.poll(async () => (await contratoGravado(a.empresa.id, contratoId)).status_aparelho).toBe("bloqueado");
    const cmd = (await obterComando(a.empresa.id, contratoId, 2))!;
    const corpo = JSON.stringify({ id: "evt_forjado", tipo: "COMANDO_CONFIRMADO", criado_em: new Date().toISOString(), comando: { id: cmd.id_provedor, acao: "desbloquear", imei, bloqueado: false, em: new Date().toISOString() } });
    const segredo = process.env.BLOQUEIO_SIMULADO_SEGREDO!;
    for (const headers of [{}, assinarAviso("outro-segredo", corpo), assinarAviso(segredo, corpo.replace("false", "true")), assinarAviso(segredo, corpo, new Date(Date.now() - 3600_000)), assinarAviso(process.env.BOLETOS_SIMULADO_SEGREDO!, corpo)]) {
      const r = await postar(URL_WEBHOOK, corpo, headers);
      expect(r.status).toBe(401);
      expect(r.body.error.code).toBe("UNAUTHENTICATED");
    }
    expect(await contratoGravado(a.empresa.id, contratoId)).toMatchObject({ status_aparelho: "bloqueado", aparelho_bloqueado: true });
    const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.eventoBloqueio("simulado", "evt_forjado") }));
    expect(Item).toBeUndefined();
    expect((await postar("/api/webhooks/bloqueio/outro-fornecedor", corpo)).status).toBe(404);
  });

  it("o mesmo aviso 30 vezes ao mesmo tempo é aplicado uma vez", async () => {
    const { a, contratoId } = await vendaComAparelho();
    await pedir(a.empresa.id, contratoId, { acao: "bloquear" }, "bloqueando");
    await comandoFinal(a.empresa.id, contratoId, 2);
    await expect.poll(async () => (await contratoGravado(a.empresa.id, contratoId)).status_aparelho).toBe("bloqueado");
    // An unlock the provider accepted and whose notice is still to come (written as the job records it, outside the simulated loop).
    const { novoComando, camposDoAparelho, mudarAparelho } = await import("../../functions/contratos");
    const { transacao } = await import("../../functions/lib/db/transacao");
    const { guardaComando } = await import("../../functions/bloqueio/repo");
    const c = await contratoGravado(a.empresa.id, contratoId);
    const idProvedor = `cmd_teste_${contratoId}`;
    const { comando } = novoComando(c, { acao: "desbloquear", origem: "manual", por: "teste" });
    const aceito = { ...comando, situacao: "aceito" as const, provedor: "simulado", id_provedor: idProvedor, resposta: { resultado: "aceito", provedor: "simulado" } };
    const { ComandoAparelho } = await import("../../functions/contratos");
    await transacao([mudarAparelho(c, camposDoAparelho(c, { comando: true, statusAparelho: "desbloqueando" }), () => new Error("mudou")), ComandoAparelho.novo(aceito), guardaComando("simulado", idProvedor, aceito)]);

    const corpo = JSON.stringify({ id: `evt_${idProvedor}`, tipo: "COMANDO_CONFIRMADO", criado_em: new Date().toISOString(), comando: { id: idProvedor, acao: "desbloquear", imei: c.imei, bloqueado: false, em: new Date().toISOString() } });
    const headers = assinarAviso(process.env.BLOQUEIO_SIMULADO_SEGREDO!, corpo);
    const respostas = await Promise.all(Array.from({ length: 30 }, () => postar(URL_WEBHOOK, corpo, headers)));
    expect(respostas.map((r) => r.status)).toEqual(Array(30).fill(200));
    expect(await contratoGravado(a.empresa.id, contratoId)).toMatchObject({ status_aparelho: "ativo", aparelho_bloqueado: false, comando_seq: 3 });
    expect((await obterComando(a.empresa.id, contratoId, 3))!.situacao).toBe("confirmado");
    expect((await eventos(a.token, contratoId)).filter((e) => e.tipo === "desbloqueado")).toHaveLength(1);
    expect(await statusDoItem(a.empresa.id, c.imei)).toBe("vendido");
  });
});

async function obterContratoParcelas(empresaId: string, contratoId: string) {
  const { obterContrato } = await import("../../functions/contratos");
  return (await obterContrato(empresaId, contratoId))?.parcelas ?? [];
}
