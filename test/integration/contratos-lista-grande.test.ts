/**
 * The contracts list over a company with thousands of contracts: a request reads a bounded part of
 * the search index (CONSULTAS_POR_PAGINA index pages), so a rare term answers a short page with
 * `next` instead of reading everything; following `next` finds every match once, newest first.
 * Contracts are written straight into the table (a sale each through the API would take minutes).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { paginarIdsContratos } from "../../functions/contratos";
import { chamarApi, novaEmpresa, type EmpresaTeste } from "../support/api";
import { semearContratos } from "../support/contratos";

const TOTAL = 3000;
/** Every 700th contract is Raimundo's: 5 matches spread over the index (i = 0, 700, …, 2800). */
const ehRaro = (i: number) => i % 700 === 0;

let a: EmpresaTeste;
let criados: string[] = [];

beforeAll(async () => {
  a = await novaEmpresa();
  criados = await semearContratos(a.empresa.id, TOTAL, {
    nomeCliente: (i) => (ehRaro(i) ? "Raimundo Nonato" : `Cliente ${i}`),
    status: (i) => (i % 3 === 0 ? "liquidado" : "ativo"),
  });
}, 120_000);

describe("lista de contratos com milhares de contratos", () => {
  it("um termo raro lê um pedaço limitado do índice por pedido e, seguindo `next`, acha cada contrato uma vez, do mais novo ao mais antigo", async () => {
    const achados: string[] = [];
    let cursor: string | undefined;
    let pedidos = 0;
    do {
      const p = await paginarIdsContratos(a.empresa.id, { termo: "raimundo", limite: 20, cursor });
      achados.push(...p.ids);
      cursor = p.next;
      pedidos += 1;
    } while (cursor && pedidos < 20);
    expect(achados).toEqual(criados.filter((_, i) => ehRaro(i)).reverse());
    // 3,000 entries do not fit one request's budget (100 + 200 + 400 + 800 + 1,000): more than one request, few in all.
    expect(pedidos).toBeGreaterThan(1);
    expect(pedidos).toBeLessThanOrEqual(3);
  });

  it("pela API, um pedido que gastou o orçamento sem achar nada responde página vazia com `next`", async () => {
    const r = await chamarApi("GET", "/api/contratos?q=ninguem-aqui", { token: a.token });
    expect(r.status).toBe(200);
    expect(r.body.items).toEqual([]);
    expect(r.body.next).toEqual(expect.any(String));
    const fim = await chamarApi("GET", `/api/contratos?q=ninguem-aqui&cursor=${encodeURIComponent(r.body.next)}`, { token: a.token });
    expect(fim.body).toEqual({ items: [], next: null });
  });

  it("sem filtro a primeira página vem inteira e o filtro de status pagina sem repetir", async () => {
    const primeira = await chamarApi("GET", "/api/contratos?limit=50", { token: a.token });
    expect(primeira.body.items.map((c: { id: string }) => c.id)).toEqual(criados.slice(-50).reverse());
    expect(primeira.body.items[0]).toMatchObject({ cliente: null, produto: null, parcelas: [], tem_conteudo: true });
    const liquidados: string[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 40; i++) {
      const r: { body: { items: { id: string; status_contrato: string }[]; next: string | null } } = await chamarApi("GET", `/api/contratos?status=liquidado&limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, { token: a.token });
      expect(r.body.items.every((c) => c.status_contrato === "liquidado")).toBe(true);
      liquidados.push(...r.body.items.map((c) => c.id));
      cursor = r.body.next;
      if (!cursor) break;
    }
    expect(liquidados).toEqual(criados.filter((_, i) => i % 3 === 0).reverse());
  });
});
