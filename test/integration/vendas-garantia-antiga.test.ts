/**
 * A sale written before `garantia_gerada` was stored (the list reads the flag, never the document):
 * the list and the sale's own screen still say whether it has a warranty, from its document.
 */
import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it } from "vitest";
import { hojeBrasil } from "../../shared/br/datas";
import { db, tabela } from "../../functions/lib/db/client";
import { chaves } from "../../functions/lib/db/keys";
import { chamarApi, novaEmpresa } from "../support/api";
import { lojaComEstoque } from "../support/vendas";

const HOJE = hojeBrasil();

/** The sale as written before the flag existed; `semDocumento` also empties its warranty document. */
async function comoAntiga(empresaId: string, vendaId: string, semDocumento = false) {
  await db().send(
    new UpdateCommand({
      TableName: tabela(),
      Key: chaves.venda(empresaId, vendaId),
      UpdateExpression: semDocumento ? "REMOVE garantia_gerada SET conteudo_garantia_gerado = :vazio" : "REMOVE garantia_gerada",
      ...(semDocumento ? { ExpressionAttributeValues: { ":vazio": "" } } : {}),
    }),
  );
}

describe("venda gravada antes de garantia_gerada", () => {
  it("a lista e a garantia dizem se há garantia pelo documento", async () => {
    const a = await novaEmpresa();
    const { cliente, itens } = await lojaComEstoque(a.token);
    const vender = async (itemId: string) =>
      (await chamarApi("POST", "/api/vendas", { token: a.token, body: { cliente_id: cliente.id, imei_id: itemId, forma_pagamento: "PIX", valor_total: 1000, data_venda: HOJE } })).body.venda.id as string;
    const comGarantia = await vender(itens[0]!.id);
    const semGarantia = await vender(itens[1]!.id);
    await comoAntiga(a.empresa.id, comGarantia);
    await comoAntiga(a.empresa.id, semGarantia, true);

    const lista = await chamarApi("GET", `/api/vendas?de=${HOJE}&ate=${HOJE}`, { token: a.token });
    expect(lista.status).toBe(200);
    const porId = new Map(lista.body.items.map((v: { id: string; garantia_gerada: boolean }) => [v.id, v.garantia_gerada]));
    expect(Object.fromEntries(porId)).toEqual({ [comGarantia]: true, [semGarantia]: false });

    const garantia = await chamarApi("GET", `/api/vendas/${comGarantia}/garantia`, { token: a.token });
    expect(garantia.body.venda.garantia_gerada).toBe(true);
    expect((await chamarApi("GET", `/api/vendas/${semGarantia}/garantia`, { token: a.token })).body.venda.garantia_gerada).toBe(false);
  });
});
