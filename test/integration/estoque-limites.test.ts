import { describe, expect, it } from "vitest";
import { chamarApi, novaEmpresa } from "../support/api";
import { entrada, produtoEFornecedor } from "../support/estoque";
import { novoImei } from "../support/fabricas";
import { ESPERA_FLUXO_MS } from "../support/fluxo";

const imeis = (n: number) => Array.from({ length: n }, () => novoImei());

describe("limite de IMEIs do plano", () => {
  it("no plano Start aceita até 100 IMEIs e recusa a entrada inteira que passaria do limite", async () => {
    const a = await novaEmpresa({ plano: "start" });
    const { produto, fornecedor } = await produtoEFornecedor(a.token);
    const post = (n: number) => chamarApi("POST", "/api/estoque/entradas", { token: a.token, body: entrada(produto.id, fornecedor.id, imeis(n)) });
    expect((await post(90)).status).toBe(201);
    const passa = await post(11);
    expect(passa.status).toBe(403);
    expect(passa.body.error.code).toBe("PLAN_LIMIT");
    expect(passa.body.error.message).toMatch(/Start.*100 IMEIs.*restam 10/);
    expect((await post(10)).status).toBe(201);
    const cheio = await post(1);
    expect(cheio.status).toBe(403);
    expect(cheio.body.error.message).toMatch(/restam 0/);
    await expect
      .poll(async () => (await chamarApi("GET", "/api/estoque/posicao", { token: a.token })).body.kpis.disponivel, { timeout: ESPERA_FLUXO_MS, interval: 200 })
      .toBe(100);
  });

  it("recusa mais de 1.000 itens numa entrada", async () => {
    const a = await novaEmpresa({ plano: "master" });
    const r = await chamarApi("POST", "/api/estoque/entradas", { token: a.token, body: entrada("P", "F", imeis(1001)) });
    expect(r.status).toBe(400);
    expect(r.body.error.fields.itens).toBe("Uma entrada pode ter no máximo 1.000 itens. Divida a nota em mais de uma entrada.");
  });
});
