/** POST /api/parcelas/{id}/pagar — 'Marcar Paga': once, for what is due today, settling contract and sale with the last one. */
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it } from "vitest";
import { calcularEncargos } from "../../shared/boletos";
import { hojeBrasil, somarDias } from "../../shared/br/datas";
import { db, tabela } from "../../functions/lib/db/client";
import { chaves } from "../../functions/lib/db/keys";
import { divergencias } from "../support/agregados";
import { ESPERA_FLUXO_MS, fluxoEmDia } from "../support/fluxo";
import { chamarApi, novaEmpresa } from "../support/api";
import { aparelhos, cliente, venderNoBoleto } from "../support/contratos";

const HOJE = hojeBrasil();
const pagar = (token: string | undefined, parcelaId: string) => chamarApi("POST", `/api/parcelas/${parcelaId}/pagar`, { token });

async function pendente(empresaId: string): Promise<number> {
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.financeiro(empresaId), ConsistentRead: true }));
  return Number(Item?.pendente_centavos ?? 0);
}

async function parcelaGravada(empresaId: string, contratoId: string, numero: number) {
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.parcela(empresaId, contratoId, numero), ConsistentRead: true }));
  return Item!;
}

async function umaVenda(dataVenda = HOJE, extra: Record<string, unknown> = {}) {
  const a = await novaEmpresa();
  const { itens } = await aparelhos(a.token, 1);
  const maria = await cliente(a.token, "Maria da Silva");
  const v = await venderNoBoleto(a.token, maria.id, itens[0]!.id, dataVenda, extra);
  return { a, v };
}

describe("POST /api/parcelas/{id}/pagar", () => {
  it("marca paga hoje pelo valor da parcela; a segunda vez é 409 e o pendente cai uma vez só", async () => {
    const { a, v } = await umaVenda();
    const p1 = v.parcelas[0]!;
    await expect.poll(() => pendente(a.empresa.id), { timeout: ESPERA_FLUXO_MS, interval: 200 }).toBe(Math.round(v.parcelas.reduce((s, p) => s + p.valor_parcela, 0) * 100));
    const antes = await pendente(a.empresa.id);

    const r = await pagar(a.token, p1.id);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ id: p1.id, contrato_id: v.contrato.id, numero_parcela: 1, status_parcela: "paga", data_pagamento: HOJE, valor_pago: p1.valor_parcela, valor_devido: 0 });
    expect(await parcelaGravada(a.empresa.id, v.contrato.id, 1)).toMatchObject({ status_parcela: "paga", origem_pagamento: "manual", valor_pago_centavos: Math.round(p1.valor_parcela * 100) });

    const de_novo = await pagar(a.token, p1.id);
    expect(de_novo).toEqual({ status: 409, body: { error: { code: "CONFLICT", message: "Parcela já está paga" } } });
    await expect.poll(() => pendente(a.empresa.id), { timeout: ESPERA_FLUXO_MS, interval: 200 }).toBe(antes - Math.round(p1.valor_parcela * 100));
    // Every write applied by the stream first: an aggregate not yet written reads 0 and would "match" too early.
    await fluxoEmDia();
    expect(await divergencias(a.empresa.id)).toEqual([]);
    const contrato = await chamarApi("GET", `/api/contratos/${v.contrato.id}`, { token: a.token });
    expect(contrato.body.status_contrato).toBe("ativo");
  });

  it("uma parcela atrasada é paga com multa e juros do dia", async () => {
    const venda = somarDias(HOJE, -75);
    const { a, v } = await umaVenda(venda);
    const p1 = v.parcelas[0]!;
    const gravada = await parcelaGravada(a.empresa.id, v.contrato.id, 1);
    const esperado = calcularEncargos({ valorCentavos: gravada.valor_parcela_centavos, dataVencimento: gravada.data_vencimento, dataPagamento: HOJE }).totalCentavos;
    expect(esperado).toBeGreaterThan(gravada.valor_parcela_centavos);
    const r = await pagar(a.token, p1.id);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status_parcela: "paga", data_pagamento: HOJE, valor_pago: esperado / 100 });
  });

  it("pagar a última parcela em aberto liquida o contrato e deixa a venda PAGA", async () => {
    const { a, v } = await umaVenda(HOJE, { qtd_parcelas: 8 });
    for (const p of v.parcelas) expect((await pagar(a.token, p.id)).status).toBe(200);
    const contrato = await chamarApi("GET", `/api/contratos/${v.contrato.id}`, { token: a.token });
    expect(contrato.body.status_contrato).toBe("liquidado");
    expect(contrato.body.parcelas.every((p: { status_parcela: string }) => p.status_parcela === "paga")).toBe(true);
    expect((await chamarApi("GET", `/api/vendas/${v.venda.id}`, { token: a.token })).body.status).toBe("PAGA");
    const lista = await chamarApi("GET", "/api/contratos?status=liquidado", { token: a.token });
    expect(lista.body.items.map((c: { id: string }) => c.id)).toEqual([v.contrato.id]);
    await expect.poll(() => pendente(a.empresa.id), { timeout: ESPERA_FLUXO_MS, interval: 200 }).toBe(0);
    // Every write applied by the stream first: an aggregate not yet written reads 0 and would "match" too early.
    await fluxoEmDia();
    expect(await divergencias(a.empresa.id)).toEqual([]);
  });

  it("parcela de venda cancelada é 409 com o motivo", async () => {
    const { a, v } = await umaVenda();
    expect((await chamarApi("PATCH", `/api/vendas/${v.venda.id}/status`, { token: a.token, body: { status: "CANCELADA" } })).status).toBe(200);
    const r = await pagar(a.token, v.parcelas[0]!.id);
    expect(r).toEqual({ status: 409, body: { error: { code: "CONFLICT", message: "Parcela cancelada não pode ser marcada como paga" } } });
    expect((await parcelaGravada(a.empresa.id, v.contrato.id, 1)).status_parcela).toBe("cancelada");
  });

  it("parcela de outra empresa, inexistente ou id malformado é 404; sem token é 401; nada muda", async () => {
    const { a, v } = await umaVenda();
    const b = await novaEmpresa();
    const p1 = v.parcelas[0]!;
    const naoEncontrada = { status: 404, body: { error: { code: "NOT_FOUND", message: "Parcela não encontrada" } } };
    expect(await pagar(b.token, p1.id)).toEqual(naoEncontrada);
    expect(await pagar(a.token, `${v.contrato.id}-13`)).toEqual(naoEncontrada);
    expect(await pagar(a.token, `${v.contrato.id}-00`)).toEqual(naoEncontrada);
    expect(await pagar(a.token, "01JABCDEFGHJKMNPQRSTVWXYZ0-01")).toEqual(naoEncontrada);
    for (const id of [v.contrato.id, "x".repeat(2048), "%ff%fe", `${v.contrato.id}-1`, `${v.contrato.id}-001`, `${v.contrato.id.toLowerCase()}-01`]) {
      expect((await pagar(a.token, id)).status, id).toBe(404);
    }
    expect((await pagar(undefined, p1.id)).status).toBe(401);
    expect((await parcelaGravada(a.empresa.id, v.contrato.id, 1)).status_parcela).toBe("aberta");
  });

  it("30 pedidos iguais ao mesmo tempo: um paga (200), os outros 409, e o dinheiro conta uma vez", async () => {
    const { a, v } = await umaVenda();
    const p1 = v.parcelas[0]!;
    const antes = Math.round(v.parcelas.reduce((s, p) => s + p.valor_parcela, 0) * 100);
    await expect.poll(() => pendente(a.empresa.id), { timeout: ESPERA_FLUXO_MS, interval: 200 }).toBe(antes);
    const respostas = await Promise.all(Array.from({ length: 30 }, () => pagar(a.token, p1.id)));
    const status = respostas.map((r) => r.status).sort();
    expect(status.filter((s) => s === 200)).toHaveLength(1);
    expect(status.filter((s) => s === 409)).toHaveLength(29);
    expect(respostas.filter((r) => r.status === 409).every((r) => r.body.error.message === "Parcela já está paga")).toBe(true);
    await expect.poll(() => pendente(a.empresa.id), { timeout: ESPERA_FLUXO_MS, interval: 200 }).toBe(antes - Math.round(p1.valor_parcela * 100));
    // Every write applied by the stream first: an aggregate not yet written reads 0 and would "match" too early.
    await fluxoEmDia();
    expect(await divergencias(a.empresa.id)).toEqual([]);
  });

  it("um corpo de 11 MB não chega à rota e nada é pago", async () => {
    const { a, v } = await umaVenda();
    const r = await chamarApi("POST", `/api/parcelas/${v.parcelas[0]!.id}/pagar`, { token: a.token, corpoBruto: JSON.stringify({ x: "x".repeat(11 * 1024 * 1024) }) });
    expect(r.status).toBe(413);
    expect((await parcelaGravada(a.empresa.id, v.contrato.id, 1)).status_parcela).toBe("aberta");
  });
});
