/** POST /api/contratos/{id}/reenviar-boletos — a new slip version for every open instalment, once per accepted request. */
import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it } from "vitest";
import { db, tabela } from "../../functions/lib/db/client";
import { chaves, empresaPk } from "../../functions/lib/db/keys";
import { MSG_CONTRATO } from "../../shared/vendas/contratos";
import { chamarApi, novaEmpresa } from "../support/api";
import { aparelhos, cliente, venderNoBoleto } from "../support/contratos";

const reenviar = (token: string | undefined, contratoId: string, corpoBruto?: string) =>
  chamarApi("POST", `/api/contratos/${contratoId}/reenviar-boletos`, { token, ...(corpoBruto ? { corpoBruto } : {}) });

/** The stored instalments of a contract, by number. */
async function parcelas(empresaId: string, contratoId: string): Promise<Record<string, any>[]> {
  const r = await db().send(
    new QueryCommand({
      TableName: tabela(),
      KeyConditionExpression: "PK = :pk AND begins_with(SK, :sk)",
      ExpressionAttributeValues: { ":pk": empresaPk(empresaId), ":sk": `${chaves.contrato(empresaId, contratoId).SK}#PARCELA#` },
      ConsistentRead: true,
    }),
  );
  return r.Items ?? [];
}

async function umaVenda(extra: Record<string, unknown> = {}) {
  const a = await novaEmpresa();
  const { itens } = await aparelhos(a.token, 1);
  const maria = await cliente(a.token, "Maria da Silva");
  const v = await venderNoBoleto(a.token, maria.id, itens[0]!.id, undefined, extra);
  return { a, v };
}

describe("POST /api/contratos/{id}/reenviar-boletos", () => {
  it("pede nova versão do boleto só das parcelas em aberto e conta quantas enfileirou", async () => {
    const { a, v } = await umaVenda({ qtd_parcelas: 8 });
    for (const p of v.parcelas.slice(0, 2)) expect((await chamarApi("POST", `/api/parcelas/${p.id}/pagar`, { token: a.token })).status).toBe(200);
    const r = await reenviar(a.token, v.contrato.id);
    expect(r).toEqual({ status: 202, body: { enfileirados: 6 } });
    const gravadas = await parcelas(a.empresa.id, v.contrato.id);
    expect(gravadas.map((p) => [p.numero_parcela, p.status_parcela, p.boleto_versao])).toEqual([
      [1, "paga", 1],
      [2, "paga", 1],
      ...[3, 4, 5, 6, 7, 8].map((n) => [n, "aberta", 2]),
    ]);
    expect(gravadas.slice(2).every((p) => p.boleto_status === "emitindo" && p.boleto_erro === null)).toBe(true);
    // Again: each accepted request bumps once more.
    expect(await reenviar(a.token, v.contrato.id)).toEqual({ status: 202, body: { enfileirados: 6 } });
    expect((await parcelas(a.empresa.id, v.contrato.id)).map((p) => p.boleto_versao)).toEqual([1, 1, 3, 3, 3, 3, 3, 3]);
    // The API shows the slip being issued again, or already issued in that new version: the slip
    // consumer runs beside the test and may finish version 3 before the read (never an older one).
    const contrato = await chamarApi("GET", `/api/contratos/${v.contrato.id}`, { token: a.token });
    const depois = await parcelas(a.empresa.id, v.contrato.id);
    contrato.body.parcelas.slice(2).forEach((p: { boleto_status: string }, i: number) => {
      if (p.boleto_status !== "emitindo") expect([p.boleto_status, depois[i + 2]!.boleto_versao_emitida]).toEqual(["emitido", 3]);
    });
  });

  it("contrato encerrado (venda cancelada, todas as parcelas pagas ou quitação antecipada) é 409 com o motivo em português; nada muda", async () => {
    const conflito = (message: string) => ({ status: 409, body: { error: { code: "CONFLICT", message } } });
    const cancelada = await umaVenda();
    expect((await chamarApi("PATCH", `/api/vendas/${cancelada.v.venda.id}/status`, { token: cancelada.a.token, body: { status: "CANCELADA" } })).status).toBe(200);
    expect(await reenviar(cancelada.a.token, cancelada.v.contrato.id)).toEqual(conflito("Contrato cancelado: não há boletos a reenviar."));
    expect((await parcelas(cancelada.a.empresa.id, cancelada.v.contrato.id)).every((p) => p.boleto_versao === 1)).toBe(true);

    const paga = await umaVenda({ qtd_parcelas: 8 });
    for (const p of paga.v.parcelas) expect((await chamarApi("POST", `/api/parcelas/${p.id}/pagar`, { token: paga.a.token })).status).toBe(200);
    expect(await reenviar(paga.a.token, paga.v.contrato.id)).toEqual(conflito("Contrato liquidado: todas as parcelas estão pagas, não há boletos a reenviar."));

    // Paid off early (issue 36 item 12): 'Marcar Paga' on the payoff slip liquidates it.
    const quitada = await umaVenda({ qtd_parcelas: 8 });
    const { a, v } = quitada;
    expect((await chamarApi("POST", `/api/contratos/${v.contrato.id}/quitacao`, { token: a.token, body: {} })).status).toBe(201);
    await expect.poll(async () => (await chamarApi("GET", `/api/contratos/${v.contrato.id}`, { token: a.token })).body.quitacao?.status, { timeout: 30_000, interval: 250 }).toBe("emitido");
    expect((await chamarApi("POST", `/api/contratos/${v.contrato.id}/quitacao/pagar`, { token: a.token, body: {} })).status).toBe(200);
    const versoes = (await parcelas(a.empresa.id, v.contrato.id)).map((p) => p.boleto_versao);
    expect(await reenviar(a.token, v.contrato.id)).toEqual(conflito(MSG_CONTRATO.reenvioLiquidado));
    expect((await parcelas(a.empresa.id, v.contrato.id)).map((p) => p.boleto_versao)).toEqual(versoes);
  });

  it("30 pedidos iguais ao mesmo tempo respondem só 202 ou 409, e cada 202 subiu a versão uma vez", async () => {
    const { a, v } = await umaVenda({ qtd_parcelas: 8 });
    const respostas = await Promise.all(Array.from({ length: 30 }, () => reenviar(a.token, v.contrato.id)));
    const aceitos = respostas.filter((r) => r.status === 202);
    expect(respostas.every((r) => r.status === 202 || r.status === 409), JSON.stringify(respostas.map((r) => r.status))).toBe(true);
    expect(aceitos.length).toBeGreaterThanOrEqual(1);
    expect(aceitos.every((r) => r.body.enfileirados === 8)).toBe(true);
    expect(respostas.filter((r) => r.status === 409).every((r) => typeof r.body.error.message === "string" && r.body.error.code === "CONFLICT")).toBe(true);
    const versoes = (await parcelas(a.empresa.id, v.contrato.id)).map((p) => p.boleto_versao);
    expect(versoes).toEqual(Array.from({ length: 8 }, () => 1 + aceitos.length));
  });

  it("contrato de outra empresa, inexistente ou id malformado é 404; sem token é 401; corpo de 11 MB é 413; nada muda", async () => {
    const { a, v } = await umaVenda();
    const b = await novaEmpresa();
    const naoEncontrado = { status: 404, body: { error: { code: "NOT_FOUND", message: "Contrato não encontrado" } } };
    expect(await reenviar(b.token, v.contrato.id)).toEqual(naoEncontrado);
    expect(await reenviar(a.token, "01JABCDEFGHJKMNPQRSTVWXYZ0")).toEqual(naoEncontrado);
    for (const id of ["x".repeat(2048), "%ff%fe", v.parcelas[0]!.id, v.contrato.id.toLowerCase()]) {
      expect((await reenviar(a.token, id)).status, id).toBe(404);
    }
    expect((await reenviar(undefined, v.contrato.id)).status).toBe(401);
    expect((await reenviar(a.token, v.contrato.id, JSON.stringify({ x: "x".repeat(11 * 1024 * 1024) }))).status).toBe(413);
    expect((await parcelas(a.empresa.id, v.contrato.id)).every((p) => p.boleto_versao === 1)).toBe(true);
  });
});
