/**
 * The payoff and counter-payment routes (issue 27) tried as an attacker would (handbook): 2 KB and
 * `%ff` ids, dates in year 9999 and 0000, a quote date of 31/02, the same payment 30 times at
 * once. Each is a clear 4xx and writes nothing; thirty simultaneous 'Marcar Paga' pay once.
 */
import { describe, expect, it } from "vitest";
import { hojeBrasil } from "../../shared/br/datas";
import { MSG_QUITACAO } from "../../shared/regras/quitacao";
import { MSG_PAGAMENTO_BALCAO } from "../../shared/vendas/pagamento-balcao";
import { chamarApi } from "../support/api";
import { parcelasGravadas, vendaComBoletos } from "../support/boletos";

const HOJE = hojeBrasil();
const LONGO = "X".repeat(2048);

describe("quitação e pagamento no balcão sob ataque", { timeout: 120_000 }, () => {
  it("ids impossíveis são 404, datas absurdas 400, e nada é gravado", async () => {
    const { a, contratoId, parcelas } = await vendaComBoletos(8);
    const p1 = parcelas[0]!;
    for (const id of [LONGO, "%ff", `${contratoId}%00`]) {
      for (const [metodo, caminho, body] of [
        ["GET", `/api/contratos/${id}/quitacao`, undefined],
        ["POST", `/api/contratos/${id}/quitacao`, { data: HOJE }],
        ["POST", `/api/contratos/${id}/quitacao/pagar`, {}],
        ["GET", `/api/contratos/${id}/quitacao/boleto`, undefined],
        ["GET", `/api/contratos/${id}/quitacao/termo`, undefined],
        ["POST", `/api/parcelas/${id}/pagar`, {}],
        ["GET", `/api/parcelas/${id}/recibo`, undefined],
      ] as const) {
        const r = await chamarApi(metodo, caminho, { token: a.token, ...(body ? { body } : {}) });
        expect([r.status, typeof r.body?.error?.message], `${metodo} ${caminho.slice(0, 60)}`).toEqual([404, "string"]);
      }
    }
    const cotar = (data: string) => chamarApi("GET", `/api/contratos/${contratoId}/quitacao?data=${encodeURIComponent(data)}`, { token: a.token });
    const datas: [string, string][] = [
      ["9999-12-31", MSG_QUITACAO.dataDistante],
      ["0000-01-01", MSG_QUITACAO.dataPassada],
      ["2026-02-31", MSG_QUITACAO.dataInvalida],
      ["x".repeat(2048), MSG_QUITACAO.dataInvalida],
    ];
    for (const [data, mensagem] of datas) {
      const r = await cotar(data);
      expect([r.status, r.body.error.fields?.data], data.slice(0, 12)).toEqual([400, mensagem]);
      const pedido = await chamarApi("POST", `/api/contratos/${contratoId}/quitacao`, { token: a.token, body: { data } });
      expect([pedido.status, pedido.body.error.fields?.data], data.slice(0, 12)).toEqual([400, mensagem]);
    }
    const pagamentos: [string, string][] = [
      ["9999-12-31", MSG_PAGAMENTO_BALCAO.dataFutura],
      ["0000-01-01", MSG_PAGAMENTO_BALCAO.antesDaVenda],
    ];
    for (const [data_pagamento, mensagem] of pagamentos) {
      const r = await chamarApi("POST", `/api/parcelas/${p1.id}/pagar`, { token: a.token, body: { data_pagamento } });
      expect([r.status, r.body.error.fields?.data_pagamento], data_pagamento).toEqual([400, mensagem]);
    }
    const contrato = (await chamarApi("GET", `/api/contratos/${contratoId}`, { token: a.token })).body;
    expect(contrato.quitacao).toBeNull();
    expect((await parcelasGravadas(a.empresa.id, contratoId)).every((p) => p.status_parcela === "aberta")).toBe(true);
  });

  it("o mesmo 'Marcar Paga' 30 vezes ao mesmo tempo paga a parcela uma vez", async () => {
    const { a, contratoId, parcelas } = await vendaComBoletos(8);
    const p1 = parcelas[0]!;
    const respostas = await Promise.all(Array.from({ length: 30 }, () => chamarApi("POST", `/api/parcelas/${p1.id}/pagar`, { token: a.token, body: { forma_pagamento: "PIX" } })));
    const status = respostas.map((r) => r.status).sort();
    expect(status.filter((s) => s === 200)).toHaveLength(1);
    expect(status.every((s) => s === 200 || s === 409), JSON.stringify(status)).toBe(true);
    const gravadas = await parcelasGravadas(a.empresa.id, contratoId);
    expect(gravadas.filter((p) => p.status_parcela === "paga").map((p) => p.numero_parcela)).toEqual([1]);
    const eventos = (await chamarApi("GET", `/api/contratos/${contratoId}/eventos`, { token: a.token })).body.items as { tipo: string }[];
    expect(eventos.filter((e) => e.tipo === "parcela_paga")).toHaveLength(1);
  });
});
