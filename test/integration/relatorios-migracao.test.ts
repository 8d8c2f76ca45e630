/**
 * The backfill of the report aggregates (scripts/local/migracao-relatorios.ts): sales, instalments
 * and stock written the old way (no reports' mark, so the stream never put them in the REL#
 * items) are counted once the backfill marks them, exactly once beside what the stream counted
 * already, and a second run changes nothing. A company whose aggregates all come from older code
 * gets them rebuilt from scratch. Expected figures are recomputed from the items.
 */
import { GetCommand, PutCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it } from "vitest";
import { db, tabela } from "../../functions/lib/db/client";
import { chaves } from "../../functions/lib/db/keys";
import { novoId } from "../../functions/lib/ids";
import { hojeBrasil } from "../../shared/br/datas";
import { migrarRelatorios } from "../../scripts/local/migracao-relatorios";
import { chamarApi, novaEmpresa } from "../support/api";
import { itensDaEmpresa } from "../support/agregados";
import { divergenciasRelatorios, recomputarRelatorios } from "../support/agregados-relatorios";
import { novoImei } from "../support/fabricas";
import { c, dias } from "../support/relatorios";
import { lojaComEstoque } from "../support/vendas";

const HOJE = hojeBrasil();
const por = (chave: { PK: string; SK: string }, item: Record<string, unknown>) => db().send(new PutCommand({ TableName: tabela(), Item: { ...chave, ...item } }));

/** Items as code older than the reports wrote them: no `rel_versao`. */
async function itensAntigos(empresaId: string, produtoId: string, vendedorId: string) {
  const vendas = [
    { id: novoId(), data_venda: dias(HOJE, -20), valor_total_centavos: 123456, forma_pagamento: "PIX", custo_centavos: 81250 },
    { id: novoId(), data_venda: dias(HOJE, -3), valor_total_centavos: 99990, forma_pagamento: "DINHEIRO" },
    { id: novoId(), data_venda: dias(HOJE, -3), valor_total_centavos: 50001, forma_pagamento: "PIX", custo_centavos: 40000 },
  ];
  for (const v of vendas) await por(chaves.venda(empresaId, v.id), { entidade: "venda", produto_id: produtoId, status: "ATIVA", vendedor_id: vendedorId, ...v });
  // Cancelled the old way too, before any backfill: it must end up counting nothing.
  await db().send(new UpdateCommand({ TableName: tabela(), Key: chaves.venda(empresaId, vendas[2]!.id), UpdateExpression: "SET #s = :c", ExpressionAttributeNames: { "#s": "status" }, ExpressionAttributeValues: { ":c": "CANCELADA" } }));
  const contrato = novoId();
  const parcelas = [
    { status_parcela: "paga", data_vencimento: dias(HOJE, -40), data_pagamento: dias(HOJE, -20), valor_parcela_centavos: 10011 },
    { status_parcela: "vencida", data_vencimento: dias(HOJE, -10), data_pagamento: null, valor_parcela_centavos: 10022 },
    { status_parcela: "aberta", data_vencimento: dias(HOJE, 20), data_pagamento: null, valor_parcela_centavos: 10033 },
    { status_parcela: "cancelada", data_vencimento: dias(HOJE, 50), data_pagamento: null, valor_parcela_centavos: 10044 },
  ];
  for (const [i, p] of parcelas.entries()) {
    await por(chaves.parcela(empresaId, contrato, i + 1), { entidade: "parcela", id: `${contrato}-0${i + 1}`, contrato_id: contrato, numero_parcela: i + 1, ...p });
  }
  for (const d of [-100, -35]) {
    await por(chaves.itemImei(empresaId, novoImei()), { entidade: "item_estoque", id: novoId(), produto_id: produtoId, status: "em_estoque", valor_unitario_centavos: 70000, preco_venda_centavos: 90000, data_registro: dias(HOJE, d) });
  }
  return vendas.length + parcelas.length + 2;
}

const semMarca = async (empresaId: string) =>
  (await itensDaEmpresa(empresaId)).filter((i) => ["venda", "parcela", "item_estoque"].includes(i.entidade) && i.rel_versao === undefined).length;

describe("backfill dos agregados dos relatórios", () => {
  it("conta uma vez os itens gravados antes dos relatórios, ao lado dos que o stream já contou; rodar de novo não muda nada", async () => {
    const a = await novaEmpresa();
    const { cliente, itens, produto } = await lojaComEstoque(a.token, 2);
    const v = await chamarApi("POST", "/api/vendas", { token: a.token, body: { cliente_id: cliente.id, imei_id: itens[0]!.id, forma_pagamento: "PIX", data_venda: dias(HOJE, -3) } });
    expect(v.status, JSON.stringify(v.body)).toBe(201);
    const antigos = await itensAntigos(a.empresa.id, produto.id, a.usuario.id);
    expect(await semMarca(a.empresa.id)).toBe(antigos);
    // Before the backfill the reports hold what the stream counted: only the marked items.
    await expect.poll(() => divergenciasRelatorios(a.empresa.id), { timeout: 20_000, interval: 250 }).toEqual([]);

    expect(await migrarRelatorios(db(), tabela(), { empresaId: a.empresa.id })).toEqual({ apagados: 0, marcados: antigos });
    expect(await semMarca(a.empresa.id)).toBe(0);
    await expect.poll(() => divergenciasRelatorios(a.empresa.id), { timeout: 20_000, interval: 250 }).toEqual([]);
    const depois1 = await recomputarRelatorios(a.empresa.id);

    expect(await migrarRelatorios(db(), tabela(), { empresaId: a.empresa.id })).toEqual({ apagados: 0, marcados: 0 });
    await new Promise((r) => setTimeout(r, 1500));
    expect(await divergenciasRelatorios(a.empresa.id)).toEqual([]);
    expect(await recomputarRelatorios(a.empresa.id)).toEqual(depois1);

    // The reports' figures, recomputed from the items themselves.
    const todos = await itensDaEmpresa(a.empresa.id);
    const vendas = todos.filter((i) => i.entidade === "venda" && i.status !== "CANCELADA");
    expect(vendas).toHaveLength(3);
    const periodo = `de=${dias(HOJE, -60)}&ate=${HOJE}`;
    const r = await chamarApi("GET", `/api/relatorios/vendas?${periodo}&agrupar=produto`, { token: a.token });
    expect(r.body.totais).toMatchObject({ quantidade: 3, receita: vendas.reduce((s, x) => s + x.valor_total_centavos, 0) / 100 });
    expect(c(r.body.totais.custo)).toBe(vendas.reduce((s, x) => s + (x.custo_centavos ?? 0), 0));
    expect(r.body.observacoes).toHaveLength(1); // the old sale without its cost
    const abertas = todos.filter((i) => i.entidade === "parcela" && ["aberta", "vencida"].includes(i.status_parcela));
    const rec = await chamarApi("GET", "/api/relatorios/recebiveis", { token: a.token });
    expect(rec.body.totais).toEqual({ quantidade: abertas.length, valor: abertas.reduce((s, x) => s + x.valor_parcela_centavos, 0) / 100 });
    const est = await chamarApi("GET", "/api/relatorios/estoque", { token: a.token });
    expect(est.body.totais.quantidade).toBe(todos.filter((i) => i.entidade === "item_estoque" && i.status === "em_estoque").length);
    expect(est.body.observacoes).toEqual([]); // every unit has its age
  });

  it("empresa só com itens antigos: os agregados de código anterior são refeitos do zero", async () => {
    const a = await novaEmpresa();
    const antigos = await itensAntigos(a.empresa.id, novoId(), a.usuario.id);
    // What older code left: a row counting an item twice.
    const velho = chaves.relVendas(a.empresa.id, "TOTAL", dias(HOJE, -20).slice(0, 7), "-");
    await por(velho, { entidade: "agregado_rel_vendas", qtd: 2, receita: 246912 });
    const r = await migrarRelatorios(db(), tabela(), { empresaId: a.empresa.id });
    expect(r).toMatchObject({ marcados: antigos });
    expect(r.apagados).toBeGreaterThanOrEqual(1);
    await expect.poll(() => divergenciasRelatorios(a.empresa.id), { timeout: 20_000, interval: 250 }).toEqual([]);
    const refeito = (await db().send(new GetCommand({ TableName: tabela(), Key: velho, ConsistentRead: true }))).Item;
    const recomputado = (await recomputarRelatorios(a.empresa.id)).get(velho.SK)!;
    expect(refeito).toMatchObject({ qtd: recomputado.qtd, receita: recomputado.receita });
    expect(refeito!.receita).not.toBe(246912 + 123456);
    expect(await migrarRelatorios(db(), tabela(), { empresaId: a.empresa.id })).toEqual({ apagados: 0, marcados: 0 });
  });

  it("estoque marcado na versão 1 e linhas de idade do formato antigo: as antigas são apagadas e os aparelhos contam uma vez nas novas", async () => {
    const a = await novaEmpresa();
    const { produto, itens } = await lojaComEstoque(a.token, 2);
    await expect.poll(() => divergenciasRelatorios(a.empresa.id), { timeout: 20_000, interval: 250 }).toEqual([]);
    // Devices the first layout counted (mark 1), one of them sold, and the per-month row it kept.
    const v1 = [
      { d: -100, status: "em_estoque" },
      { d: -10, status: "em_estoque" },
      { d: -20, status: "vendido" },
    ];
    for (const { d, status } of v1) {
      await por(chaves.itemImei(a.empresa.id, novoImei()), { entidade: "item_estoque", id: novoId(), produto_id: produto.id, status, valor_unitario_centavos: 70000, preco_venda_centavos: 90000, data_registro: dias(HOJE, d), rel_versao: 1 });
    }
    const antigo = { PK: `EMP#${a.empresa.id}`, SK: `REL#ESTOQUE#${produto.id}#${dias(HOJE, -100).slice(0, 7)}` };
    await por(antigo, { entidade: "agregado_rel_estoque", produto_id: produto.id, mes: dias(HOJE, -100).slice(0, 7), [`d${dias(HOJE, -100).slice(8, 10)}`]: 1 });
    // The marks 1 count nowhere in the new layout yet (the report says two units lack their age), and the old row is kept by nothing.
    const dd = `d${dias(HOJE, -100).slice(8, 10)}`;
    await expect.poll(() => divergenciasRelatorios(a.empresa.id), { timeout: 20_000, interval: 250 }).toEqual([`${antigo.SK}.${dd}: esperado 0, gravado 1`, `soma de REL#ESTOQUE.${dd}: esperado 0, gravado 1`]);
    await expect.poll(async () => (await chamarApi("GET", "/api/relatorios/estoque", { token: a.token })).body, { timeout: 20_000, interval: 250 }).toMatchObject({
      totais: { quantidade: itens.length + 2, dias_0_30: itens.length, dias_90_mais: 0 },
      observacoes: [expect.stringMatching(/^2 aparelho/)],
    });

    expect(await migrarRelatorios(db(), tabela(), { empresaId: a.empresa.id })).toEqual({ apagados: 1, marcados: 3 });
    await expect.poll(() => divergenciasRelatorios(a.empresa.id), { timeout: 20_000, interval: 250 }).toEqual([]);
    expect((await db().send(new GetCommand({ TableName: tabela(), Key: antigo, ConsistentRead: true }))).Item).toBeUndefined();
    const est = await chamarApi("GET", "/api/relatorios/estoque", { token: a.token });
    expect(est.body.totais).toMatchObject({ quantidade: itens.length + 2, dias_0_30: itens.length + 1, dias_31_60: 0, dias_61_90: 0, dias_90_mais: 1 });
    expect(est.body.observacoes).toEqual([]);

    expect(await migrarRelatorios(db(), tabela(), { empresaId: a.empresa.id })).toEqual({ apagados: 0, marcados: 0 });
    await new Promise((r) => setTimeout(r, 1500));
    expect(await divergenciasRelatorios(a.empresa.id)).toEqual([]);
  });
});
