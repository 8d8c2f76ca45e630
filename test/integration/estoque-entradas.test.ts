import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it } from "vitest";
import { db, tabela } from "../../functions/lib/db/client";
import { chaves } from "../../functions/lib/db/keys";
import { chamarApi, novaEmpresa } from "../support/api";
import { entrada, produtoEFornecedor } from "../support/estoque";
import { novoImei } from "../support/fabricas";

const contador = async (empresaId: string) =>
  Number((await db().send(new GetCommand({ TableName: tabela(), Key: chaves.contador(empresaId, "imeis") }))).Item?.valor ?? 0);

describe("POST /api/estoque/entradas", () => {
  it("grava a entrada e todos os itens em estoque, e move o contador na mesma escrita e a posição pelo stream", async () => {
    const a = await novaEmpresa();
    const { produto, fornecedor } = await produtoEFornecedor(a.token);
    const imeis = [novoImei(), novoImei(), novoImei()];
    const colado = `${imeis[0]!.slice(0, 5)} ${imeis[0]!.slice(5, 10)}-${imeis[0]!.slice(10)}`;
    const r = await chamarApi("POST", "/api/estoque/entradas", { token: a.token, body: entrada(produto.id, fornecedor.id, [colado, imeis[1]!, imeis[2]!]) });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ quantidade_total: 3, valor_unitario: 812.5, produto: { id: produto.id }, fornecedor: { id: fornecedor.id } });
    expect(r.body.itens.map((i: { imei: string }) => i.imei)).toEqual(imeis);
    expect(r.body.itens.every((i: { status: string }) => i.status === "em_estoque")).toBe(true);

    const detalhe = await chamarApi("GET", `/api/estoque/entradas/${r.body.id}`, { token: a.token });
    expect(detalhe.body.itens.map((i: { imei: string; cor: string }) => [i.imei, i.cor])).toEqual([
      [imeis[0], "Preto"],
      [imeis[1], "Azul"],
      [imeis[2], "Preto"],
    ]);
    expect(await contador(a.empresa.id)).toBe(3);
    // The position follows from the items' stream records.
    await expect
      .poll(async () => (await chamarApi("GET", "/api/estoque/posicao", { token: a.token })).body, { timeout: 15_000, interval: 200 })
      .toMatchObject({
        kpis: { disponivel: 3, vendido: 0, bloqueado: 0, valor_custo: 2437.5, valor_venda: 3000 },
        produtos: [{ disponivel: 3, nivel: "normal", classe_abc: "C" }],
      });
  });

  it.each([
    ["sem produto", { produto_id: "" }, "produto_id", "Produto é obrigatório"],
    ["sem fornecedor", { fornecedor_id: "" }, "fornecedor_id", "Fornecedor é obrigatório"],
    ["valor zero", { valor_unitario: 0 }, "valor_unitario", "Valor unitário deve ser positivo"],
    ["sem itens", { itens: [] }, "itens", "Quantidade deve ser positiva"],
    ["IMEI vazio", { itens: [{ imei: "", cor: "Preto" }] }, "itens.0.imei", "IMEI é obrigatório para o item 1"],
    ["IMEI com dígito errado", { itens: [{ imei: "490154203237519", cor: "Preto" }] }, "itens.0.imei", "IMEI inválido no item 1: deve ter 15 dígitos e dígito verificador válido"],
    ["sem cor", { itens: [{ imei: "490154203237518", cor: "" }] }, "itens.0.cor", "Cor é obrigatória para o item 1"],
    ["IMEI repetido na entrada", { itens: [{ imei: "490154203237518", cor: "Preto" }, { imei: "49015420-3237518", cor: "Azul" }] }, "itens", "Existem IMEIs duplicados. Cada IMEI deve ser único."],
  ])("recusa %s com a mensagem da especificação", async (_caso, sobrepor, campo, mensagem) => {
    const a = await novaEmpresa();
    const r = await chamarApi("POST", "/api/estoque/entradas", { token: a.token, body: entrada("P", "F", undefined, sobrepor) });
    expect(r.status).toBe(400);
    expect(r.body.error.fields[campo]).toBe(mensagem);
    if (_caso === "IMEI repetido na entrada") expect(r.body.error.fields["itens.1.imei"]).toBe("O IMEI do item 2 é igual ao do item 1");
  });

  it("recusa IMEIs que já existem, listando-os, sem gravar nada", async () => {
    const a = await novaEmpresa();
    const { produto, fornecedor } = await produtoEFornecedor(a.token);
    const [x, y] = [novoImei(), novoImei()];
    expect((await chamarApi("POST", "/api/estoque/entradas", { token: a.token, body: entrada(produto.id, fornecedor.id, [x, y]) })).status).toBe(201);
    const novo = novoImei();
    const r = await chamarApi("POST", "/api/estoque/entradas", { token: a.token, body: entrada(produto.id, fornecedor.id, [novo, y, x]) });
    expect(r.status).toBe(409);
    expect(r.body.error.message).toBe(`Os seguintes IMEIs já existem no sistema: ${[x, y].sort().join(", ")}`);
    expect(await contador(a.empresa.id)).toBe(2);
    const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.itemImei(a.empresa.id, novo) }));
    expect(Item).toBeUndefined();
    expect((await chamarApi("GET", "/api/estoque/entradas", { token: a.token })).body.items).toHaveLength(1);
  });

  it("com duas entradas do mesmo IMEI ao mesmo tempo, exatamente uma é gravada", async () => {
    const a = await novaEmpresa();
    const { produto, fornecedor } = await produtoEFornecedor(a.token);
    const comum = novoImei();
    const [r1, r2] = await Promise.all([
      chamarApi("POST", "/api/estoque/entradas", { token: a.token, body: entrada(produto.id, fornecedor.id, [novoImei(), comum]) }),
      chamarApi("POST", "/api/estoque/entradas", { token: a.token, body: entrada(produto.id, fornecedor.id, [comum, novoImei()]) }),
    ]);
    expect([r1.status, r2.status].sort()).toEqual([201, 409]);
    expect(await contador(a.empresa.id)).toBe(2);
    expect((await chamarApi("GET", "/api/estoque/entradas", { token: a.token })).body.items).toHaveLength(1);
  });

  it("o mesmo IMEI pode estar no estoque de duas empresas diferentes", async () => {
    const [a, b] = await Promise.all([novaEmpresa(), novaEmpresa()]);
    const [pa, pb] = await Promise.all([produtoEFornecedor(a.token), produtoEFornecedor(b.token)]);
    const imei = novoImei();
    expect((await chamarApi("POST", "/api/estoque/entradas", { token: a.token, body: entrada(pa.produto.id, pa.fornecedor.id, [imei]) })).status).toBe(201);
    expect((await chamarApi("POST", "/api/estoque/entradas", { token: b.token, body: entrada(pb.produto.id, pb.fornecedor.id, [imei]) })).status).toBe(201);
  });

  it("um produto com entradas de estoque não pode ser excluído", async () => {
    const a = await novaEmpresa();
    const { produto, fornecedor } = await produtoEFornecedor(a.token);
    await chamarApi("POST", "/api/estoque/entradas", { token: a.token, body: entrada(produto.id, fornecedor.id) });
    expect((await chamarApi("DELETE", `/api/produtos/${produto.id}`, { token: a.token })).status).toBe(409);
    expect((await chamarApi("DELETE", `/api/fornecedores/${fornecedor.id}`, { token: a.token })).status).toBe(409);
  });
});
