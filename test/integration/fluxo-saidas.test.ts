/**
 * The outbox through the local stack: sales made through the API reach boleto-jobs by the stream's
 * outbox consumer (its own poller, beside the aggregates'), one job per instalment, none twice,
 * while the aggregates' consumer counts the same sales.
 */
import { describe, expect, it } from "vitest";
import { hojeBrasil } from "../../shared/br/datas";
import { chamarApi, novaEmpresa } from "../support/api";
import { trabalhosDaEmpresa } from "../support/filas";
import { ESPERA_FLUXO_MS, fluxoEmDia } from "../support/fluxo";
import { lojaComEstoque, vendaBoleto } from "../support/vendas";

describe("saída dos trabalhos pelo stream", () => {
  it("três vendas no boleto ao mesmo tempo enfileiram um boleto por parcela, nenhum repetido, e o painel conta as três", async () => {
    // Prepare
    const a = await novaEmpresa();
    const { cliente, itens } = await lojaComEstoque(a.token, 3);
    // Act
    const vendas = await Promise.all(itens.map((i) => chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(cliente.id, i.id, hojeBrasil()) })));
    expect(vendas.map((v) => v.status)).toEqual([201, 201, 201]);
    await fluxoEmDia();
    // Assess: both consumers caught up; every job went out once.
    await expect.poll(async () => (await trabalhosDaEmpresa("boleto-jobs", a.empresa.id)).length, { timeout: ESPERA_FLUXO_MS, interval: 200 }).toBe(36);
    await fluxoEmDia();
    const trabalhos = await trabalhosDaEmpresa("boleto-jobs", a.empresa.id);
    expect(trabalhos).toHaveLength(36);
    const esperados = vendas.flatMap((v) => (v.body.parcelas as { numero_parcela: number }[]).map((p) => `emitir:${v.body.contrato.id}-${String(p.numero_parcela).padStart(2, "0")}:v1`));
    expect(trabalhos.map((t) => t.id_trabalho).sort()).toEqual(esperados.sort());
    // Caught up means the aggregates' consumer too: the dashboard already counts the three sales.
    const painel = await chamarApi("GET", "/api/dashboard", { token: a.token });
    expect(painel.body).toMatchObject({ vendas_boleto_mes: 3, estoque_disponivel: 0, total_imeis: 3 });
  });
});
