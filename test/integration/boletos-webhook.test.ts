/**
 * POST /api/webhooks/boletos/{provider} and the local bank (POST /__local/banco/pagamentos) on the
 * local stack: a bank notice pays its instalment once however often or late it comes, a forged
 * one changes nothing, and paying every slip at the bank liquidates the contract and the sale.
 */
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, inject, it } from "vitest";
import { assinarAviso } from "../../functions/lib/aviso-assinado";
import { criarProvedorSimulado } from "../../functions/boletos/provedores/simulado";
import { db, tabela } from "../../functions/lib/db/client";
import { chaves } from "../../functions/lib/db/keys";
import { chamarApi } from "../support/api";
import { parcelasGravadas, vendaComBoletos } from "../support/boletos";
import { ESPERA_FLUXO_MS } from "../support/fluxo";

const URL_WEBHOOK = "/api/webhooks/boletos/simulado";

async function postar(caminho: string, corpo: string, headers: Record<string, string> = {}) {
  const r = await fetch(`${inject("pilha").apiUrl}${caminho}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: corpo });
  const texto = await r.text();
  return { status: r.status, body: texto ? JSON.parse(texto) : undefined };
}

async function pendente(empresaId: string): Promise<number> {
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.financeiro(empresaId), ConsistentRead: true }));
  return Number(Item?.pendente_centavos ?? 0);
}

const segredo = () => process.env.BOLETOS_SIMULADO_SEGREDO!;

describe("POST /api/webhooks/boletos/{provider}", () => {
  it("um aviso repetido e um fora de ordem quitam a parcela uma vez só (um pagamento, pendente reduzido uma vez)", async () => {
    const { a, contratoId, parcelas } = await vendaComBoletos();
    const p = parcelas[0]!;
    const total = parcelas.reduce((s, x) => s + x.valor_parcela_centavos, 0);
    await expect.poll(() => pendente(a.empresa.id), { timeout: ESPERA_FLUXO_MS }).toBe(total);
    const banco = criarProvedorSimulado();
    const pago = (await banco.pagar(p.linha_digitavel!))!;

    // At least once: the same notice 30 times at once, then once more.
    const respostas = await Promise.all(Array.from({ length: 30 }, () => postar(URL_WEBHOOK, pago.aviso.corpo, pago.aviso.headers)));
    respostas.push(await postar(URL_WEBHOOK, pago.aviso.corpo, pago.aviso.headers));
    expect(respostas.map((r) => r.status)).toEqual(Array(31).fill(200));
    expect(respostas[0]!.body).toEqual({ recebido: true });
    // Out of order: another event of the same payment after it was applied (another id, another amount).
    const atrasado = JSON.stringify({ ...JSON.parse(pago.aviso.corpo), id: "evt_atrasado", cobranca: { ...JSON.parse(pago.aviso.corpo).cobranca, valor_pago_centavos: 1 } });
    expect((await postar(URL_WEBHOOK, atrasado, assinarAviso(segredo(), atrasado))).status).toBe(200);

    const depois = (await parcelasGravadas(a.empresa.id, contratoId))[0]!;
    expect(depois).toMatchObject({ status_parcela: "paga", origem_pagamento: "banco", valor_pago_centavos: p.valor_boleto_centavos, data_pagamento: pago.cobranca.data_pagamento });
    await expect.poll(() => pendente(a.empresa.id), { timeout: ESPERA_FLUXO_MS }).toBe(total - p.valor_parcela_centavos);
    // Nothing else moves a while later either.
    await new Promise((r) => setTimeout(r, 500));
    expect(await pendente(a.empresa.id)).toBe(total - p.valor_parcela_centavos);
  });

  it("um aviso forjado, sem assinatura, com outro segredo, adulterado ou velho é 401 e não muda nada", async () => {
    const { a, contratoId, parcelas } = await vendaComBoletos();
    const p = parcelas[0]!;
    const corpo = JSON.stringify({ id: "evt_forjado", tipo: "COBRANCA_PAGA", criado_em: new Date().toISOString(), cobranca: { id: p.boleto_id_provedor, nosso_numero: p.nosso_numero, linha_digitavel: p.linha_digitavel, data_pagamento: "2026-01-01", valor_pago_centavos: 100 } });
    const tentativas = [
      {},
      assinarAviso("outro-segredo", corpo),
      assinarAviso(segredo(), corpo.replace("100", "999")),
      assinarAviso(segredo(), corpo, new Date(Date.now() - 3600_000)),
      { "x-simulado-timestamp": "abc", "x-simulado-assinatura": "v1=00" },
    ];
    for (const headers of tentativas) {
      const r = await postar(URL_WEBHOOK, corpo, headers);
      expect(r.status).toBe(401);
      expect(r.body.error.code).toBe("UNAUTHENTICATED");
    }
    expect((await parcelasGravadas(a.empresa.id, contratoId))[0]).toMatchObject({ status_parcela: "aberta", valor_pago_centavos: null });
  });

  it("provedor desconhecido é 404, cobrança desconhecida é 200 e corpos enormes ou ilegíveis são recusados", async () => {
    expect((await postar("/api/webhooks/boletos/banco-x", "{}")).status).toBe(404);
    expect((await postar(`/api/webhooks/boletos/${"a".repeat(2048)}`, "{}")).status).toBe(404);
    expect((await postar("/api/webhooks/boletos/%ff%fe", "{}")).status).toBe(404);
    const desconhecida = JSON.stringify({ id: "evt_x", tipo: "COBRANCA_PAGA", criado_em: "", cobranca: { id: "NAO-EXISTE", nosso_numero: "1", linha_digitavel: "1", data_pagamento: "2026-01-01", valor_pago_centavos: 100 } });
    expect((await postar(URL_WEBHOOK, desconhecida, assinarAviso(segredo(), desconhecida))).status).toBe(200);
    const ilegivel = "{nao json";
    expect((await postar(URL_WEBHOOK, ilegivel, assinarAviso(segredo(), ilegivel))).status).toBe(400);
    const grande = "x".repeat(100 * 1024);
    expect((await postar(URL_WEBHOOK, grande, assinarAviso(segredo(), grande))).status).toBe(400);
    expect((await postar(URL_WEBHOOK, "x".repeat(11 * 1024 * 1024))).status).toBe(413);
  });
});

describe("banco local: POST /__local/banco/pagamentos", () => {
  it("pagar cada boleto no banco avisa o sistema: o contrato fica liquidado e a venda PAGA", async () => {
    const { a, vendaId, contratoId, parcelas } = await vendaComBoletos();
    for (const p of parcelas) {
      const r = await postar("/__local/banco/pagamentos", JSON.stringify({ linha_digitavel: p.linha_digitavel }));
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body).toMatchObject({ pago: true, pago_agora: true, avisado: true, cobranca: { id: p.boleto_id_provedor, situacao: "paga" } });
    }
    const contrato = await chamarApi("GET", `/api/contratos/${contratoId}`, { token: a.token });
    expect(contrato.body.status_contrato).toBe("liquidado");
    expect(contrato.body.parcelas.every((p: { status_parcela: string }) => p.status_parcela === "paga")).toBe(true);
    const venda = await chamarApi("GET", `/api/vendas/${vendaId}`, { token: a.token });
    expect(venda.body.status).toBe("PAGA");
    // Paying again is the same payment, notified again, applied once.
    const denovo = await postar("/__local/banco/pagamentos", JSON.stringify({ linha_digitavel: parcelas[0]!.linha_digitavel }));
    expect(denovo.body).toMatchObject({ pago: true, pago_agora: false, avisado: true });
  });

  it("avisar: false paga só no banco; linha desconhecida é 404 e linha inválida 400", async () => {
    const { a, contratoId, parcelas } = await vendaComBoletos();
    const p = parcelas[1]!;
    const r = await postar("/__local/banco/pagamentos", JSON.stringify({ linha_digitavel: p.linha_digitavel, avisar: false }));
    expect(r.body).toMatchObject({ pago: true, avisado: false });
    expect((await parcelasGravadas(a.empresa.id, contratoId))[1]!.status_parcela).toBe("aberta");
    expect(await criarProvedorSimulado().consultar({ empresaId: a.empresa.id, idProvedor: p.boleto_id_provedor! })).toMatchObject({ situacao: "paga" });

    const desconhecida = await postar("/__local/banco/pagamentos", JSON.stringify({ linha_digitavel: "9".repeat(47) }));
    expect(desconhecida.status).toBe(404);
    expect(desconhecida.body.error.message).toBe("Boleto não encontrado no banco simulado (ou já baixado).");
    expect((await postar("/__local/banco/pagamentos", JSON.stringify({ linha_digitavel: "123" }))).status).toBe(400);
    expect((await postar("/__local/banco/pagamentos", "[]")).status).toBe(400);
  });

  it("GET /__local/banco lista os boletos com o botão Pagar", async () => {
    const { parcelas } = await vendaComBoletos();
    const r = await fetch(`${inject("pilha").apiUrl}/__local/banco`);
    expect(r.headers.get("content-type")).toContain("text/html");
    const html = await r.text();
    expect(html).toContain(`data-linha="${parcelas[0]!.linha_digitavel}"`);
    expect(html).toContain(">Pagar</button>");
  });
});
