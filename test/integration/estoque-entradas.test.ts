import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it } from "vitest";
import { db, tabela } from "../../functions/lib/db/client";
import { chaves } from "../../functions/lib/db/keys";
import { chamarApi, novaEmpresa } from "../support/api";
import { entrada, produtoEFornecedor } from "../support/estoque";
import { novoImei } from "../support/fabricas";
import { ESPERA_FLUXO_MS } from "../support/fluxo";

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
      .poll(async () => (await chamarApi("GET", "/api/estoque/posicao", { token: a.token })).body, { timeout: ESPERA_FLUXO_MS, interval: 200 })
      .toMatchObject({
        kpis: { disponivel: 3, vendido: 0, bloqueado: 0, valor_custo: 2437.5, valor_venda: 3000 },
        produtos: [{ disponivel: 3, nivel: "normal", classe_abc: "C" }],
      });
  });

  // Every schema message is a unit test (test/unit/validacao-entradas.test.ts); here the real
  // handler shows a refused entry writes nothing.
  it("recusa uma entrada inválida com a mensagem do campo e não grava nada", async () => {
    const a = await novaEmpresa();
    const { produto, fornecedor } = await produtoEFornecedor(a.token);
    const r = await chamarApi("POST", "/api/estoque/entradas", { token: a.token, body: entrada(produto.id, fornecedor.id, ["490154203237519"]) });
    expect(r.status).toBe(400);
    expect(r.body.error.fields["itens.0.imei"]).toBe("IMEI inválido no item 1: deve ter 15 dígitos e dígito verificador válido");
    expect((await chamarApi("GET", "/api/estoque/entradas", { token: a.token })).body.items).toEqual([]);
    expect(await contador(a.empresa.id)).toBe(0);
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
