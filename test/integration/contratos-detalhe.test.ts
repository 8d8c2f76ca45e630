/**
 * GET /api/contratos/{id} (the contract page): the phone's colour comes from the stock item the
 * sale took, as in the contract list (issue 30, item 10: it answered `cor: ""`). Another company's
 * contract id answers 404.
 */
import { describe, expect, it } from "vitest";
import { hojeBrasil } from "../../shared/br/datas";
import { chamarApi, novaEmpresa } from "../support/api";
import { lojaComEstoque, vendaBoleto } from "../support/vendas";

describe("GET /api/contratos/{id}", () => {
  it("traz a cor do aparelho como entrou no estoque, a mesma da lista; outra empresa recebe 404", async () => {
    const a = await novaEmpresa();
    const { cliente, itens } = await lojaComEstoque(a.token, 2);
    for (const item of itens) {
      const venda = await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(cliente.id, item.id, hojeBrasil()) });
      expect(venda.status).toBe(201);
      const detalhe = await chamarApi("GET", `/api/contratos/${venda.body.contrato.id}`, { token: a.token });
      expect([detalhe.status, detalhe.body.item]).toEqual([200, { id: item.id, imei: item.imei, cor: item.cor }]);
    }
    // The stock helper enters the first phone as "Preto", the second as "Azul".
    expect(itens.map((i) => i.cor)).toEqual(["Preto", "Azul"]);
    const lista = await chamarApi("GET", "/api/contratos", { token: a.token });
    expect(lista.body.items.map((c: { item: { cor: string } }) => c.item.cor).sort()).toEqual(["Azul", "Preto"]);

    const b = await novaEmpresa();
    const contratoDeA = lista.body.items[0].id as string;
    const alheio = await chamarApi("GET", `/api/contratos/${contratoDeA}`, { token: b.token });
    expect([alheio.status, alheio.body.error.code]).toEqual([404, "NOT_FOUND"]);
  });
});
