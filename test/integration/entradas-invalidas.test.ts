/**
 * Bad input found by probing the running product (issue 9): each is a pt-BR 400 (or a 404 for a
 * path id that cannot exist) and writes nothing. The messages themselves are unit-tested
 * (test/unit/validacao-entradas.test.ts); here the real handlers prove nothing is written.
 */
import { describe, expect, it } from "vitest";
import { ROTAS, routeKey } from "../../shared/api/routes";
import { hojeBrasil } from "../../shared/br/datas";
import { chamarApi, novaEmpresa } from "../support/api";
import { entrada, produtoEFornecedor } from "../support/estoque";
import { lojaComEstoque, vendaBoleto } from "../support/vendas";

const emEstoque = async (token: string) => (await chamarApi("GET", "/api/estoque/itens?status=em_estoque", { token })).body.items.length;
const vendas = async (token: string) => (await chamarApi("GET", "/api/vendas", { token })).body.items.length;

describe("venda com dados impossíveis: 400 em pt-BR e nada gravado", () => {
  it("entrada do boleto igual ou acima do preço à vista (nada a financiar)", async () => {
    const a = await novaEmpresa();
    const hoje = hojeBrasil();
    const { cliente, itens } = await lojaComEstoque(a.token, 1);
    // R$ 1.000,00 in 8x: total R$ 1.612,90.
    const casos: [number, string][] = [
      [5000, "No boleto a entrada deve ser menor que o preço à vista (R$ 1.000,00): com ela igual ou maior não há o que financiar, e as parcelas seriam só juros"],
      [1000, "No boleto a entrada deve ser menor que o preço à vista (R$ 1.000,00): com ela igual ou maior não há o que financiar, e as parcelas seriam só juros"],
    ];
    for (const [valor, mensagem] of casos) {
      const r = await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(cliente.id, itens[0]!.id, hoje, { qtd_parcelas: 8, entrada: valor }) });
      expect([r.status, r.body.error.code, r.body.error.fields]).toEqual([400, "VALIDATION", { entrada: mensagem }]);
    }
    expect(await emEstoque(a.token)).toBe(1);
    expect(await vendas(a.token)).toBe(0);
  });

  it("valores enormes, frações de centavo, ids de 100.000 caracteres e datas fora do limite", async () => {
    const a = await novaEmpresa();
    const hoje = hojeBrasil();
    const { cliente, itens } = await lojaComEstoque(a.token, 1);
    const base = vendaBoleto(cliente.id, itens[0]!.id, hoje);
    const longo = "X".repeat(100_000);
    const casos: [Record<string, unknown>, string, string][] = [
      [{ entrada: 1e308 }, "entrada", "O valor máximo é R$ 10.000.000,00"],
      [{ entrada: 0.001, forma_pagamento: "PIX", qtd_parcelas: 1 }, "entrada", "Use no máximo 2 casas decimais (centavos)"],
      [{ cliente_id: longo }, "cliente_id", "IMEI ou cliente não encontrado"],
      [{ imei_id: longo }, "imei_id", "IMEI ou cliente não encontrado"],
      [{ data_venda: "9999-12-31" }, "data_venda", "Data da venda não pode ser depois de hoje"],
      [{ data_venda: "1900-01-01" }, "data_venda", "Data da venda não pode ser antes de 01/01/2000"],
      [{ data_venda: "2026-02-30" }, "data_venda", "Data da venda inválida"],
    ];
    for (const [sobrepor, campo, mensagem] of casos) {
      const r = await chamarApi("POST", "/api/vendas", { token: a.token, body: { ...base, ...sobrepor } });
      expect([r.status, r.body.error.fields?.[campo]], JSON.stringify(sobrepor).slice(0, 60)).toEqual([400, mensagem]);
    }
    // 2^53 + 1 as a client would send it (JSON.stringify cannot write it).
    const bruto = JSON.stringify(base).replace('"entrada":250', '"entrada":9007199254740993');
    const r = await chamarApi("POST", "/api/vendas", { token: a.token, corpoBruto: bruto });
    expect([r.status, r.body.error.fields]).toEqual([400, { entrada: "O valor máximo é R$ 10.000.000,00" }]);
    const json = await chamarApi("POST", "/api/vendas", { token: a.token, corpoBruto: '{"cliente_id":' });
    expect([json.status, json.body.error.fields]).toEqual([400, { _: "Corpo da requisição inválido: envie um JSON válido." }]);
    expect(await emEstoque(a.token)).toBe(1);
    expect(await vendas(a.token)).toBe(0);
  });
});

describe("entrada de estoque com dados impossíveis: 400 e nada gravado", () => {
  it("valor enorme ou fração de centavo, ids de 100.000 caracteres", async () => {
    const a = await novaEmpresa();
    const { produto, fornecedor } = await produtoEFornecedor(a.token);
    const longo = "X".repeat(100_000);
    const casos: [Record<string, unknown>, string, string][] = [
      [{ valor_unitario: 1e308 }, "valor_unitario", "O valor máximo é R$ 10.000.000,00"],
      [{ valor_unitario: 0.001 }, "valor_unitario", "Use no máximo 2 casas decimais (centavos)"],
      [{ produto_id: longo }, "produto_id", "Produto não encontrado"],
      [{ fornecedor_id: longo }, "fornecedor_id", "Fornecedor não encontrado"],
    ];
    for (const [sobrepor, campo, mensagem] of casos) {
      const r = await chamarApi("POST", "/api/estoque/entradas", { token: a.token, body: entrada(produto.id, fornecedor.id, undefined, sobrepor) });
      expect([r.status, r.body.error.fields?.[campo]]).toEqual([400, mensagem]);
    }
    const bruto = JSON.stringify(entrada(produto.id, fornecedor.id)).replace(/"valor_unitario":[\d.]+/, '"valor_unitario":9007199254740993');
    expect((await chamarApi("POST", "/api/estoque/entradas", { token: a.token, corpoBruto: bruto })).status).toBe(400);
    expect((await chamarApi("GET", "/api/estoque/entradas", { token: a.token })).body.items).toEqual([]);
    expect(await emEstoque(a.token)).toBe(0);
  });
});

describe("ids de caminho que não podem existir", () => {
  it("toda rota com {id} responde 404 com a mensagem do recurso para %ff%fe, 2 KB ou um id malformado — nunca 500", async () => {
    const a = await novaEmpresa();
    const comId = ROTAS.filter((r) => r.caminho.includes("{id}") && r.auth === "staff");
    expect(comId.length).toBeGreaterThan(10);
    for (const rota of comId) {
      for (const id of ["%ff%fe", "X".repeat(2048), "nao-existe", "a%23b"]) {
        const r = await chamarApi(rota.metodo, rota.caminho.replace("{id}", id), { token: a.token, ...(rota.metodo === "GET" || rota.metodo === "DELETE" ? {} : { body: {} }) });
        expect([r.status, r.body.error.code], `${routeKey(rota)} ${id.slice(0, 10)}`).toEqual([404, "NOT_FOUND"]);
        // The resource's own text, the same a missing well-formed id gets ('Venda não encontrada'…).
        expect(r.body.error.message, routeKey(rota)).toMatch(/^(?!Registro).+ não encontrad[ao]$/);
      }
    }
  });
});
