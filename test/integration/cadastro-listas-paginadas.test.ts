/**
 * Suppliers, customers and products grow without bound, so their lists are paged like every
 * other (docs/api.md: `?limit=`, `next`, `?cursor=`); `?q=` searches every page, not only the first.
 */
import { describe, expect, it } from "vitest";
import { chamarApi, novaEmpresa, todasAsPaginas, type EmpresaTeste } from "../support/api";

type Recurso = "clientes" | "fornecedores" | "produtos";

async function relacoes(e: EmpresaTeste) {
  const marca = (await chamarApi("GET", "/api/marcas", { token: e.token })).body.items[0].id as string;
  const categoria = (await chamarApi("GET", "/api/categorias", { token: e.token })).body.items[0].id as string;
  return { marca, categoria };
}

/** Creates `nomes.length` records one after the other (oldest first) and answers their ids. */
async function criarVarios(e: EmpresaTeste, recurso: Recurso, nomes: string[]): Promise<string[]> {
  const rel = recurso === "produtos" ? await relacoes(e) : undefined;
  const ids: string[] = [];
  for (const nome of nomes) {
    const body =
      recurso === "produtos"
        ? { nome_modelo: nome, marca_id: rel!.marca, categoria_id: rel!.categoria, custo_base: 100, tipo_margem: "percentual", valor_margem: 10, estoque_minimo: 0 }
        : { nome };
    const r = await chamarApi("POST", `/api/${recurso}`, { token: e.token, body });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    ids.push(r.body.id);
  }
  return ids;
}

describe.each<Recurso>(["clientes", "fornecedores", "produtos"])("GET /api/%s paginado", (recurso) => {
  it("passa de uma página com next, do mais novo ao mais antigo, sem repetir nem pular; a busca acha o mais antigo", async () => {
    const a = await novaEmpresa();
    const ids = await criarVarios(a, recurso, ["Zacarias Xis", "Bruno", "Carla Xis", "Diego", "Elisa Xis"]);

    const paginas = await todasAsPaginas(a.token, `/api/${recurso}?limit=2`);
    expect(paginas.map((p) => p.items.length)).toEqual([2, 2, 1]);
    expect(paginas.slice(0, -1).every((p) => typeof p.next === "string")).toBe(true);
    expect(paginas.at(-1)!.next).toBeNull();
    expect(paginas.flatMap((p) => p.items.map((i: { id: string }) => i.id))).toEqual([...ids].reverse());

    // The only match is the oldest record, three pages deep: the search reads on until it finds it.
    const busca = await chamarApi("GET", `/api/${recurso}?limit=2&q=${encodeURIComponent("zacarias")}`, { token: a.token });
    expect(busca.status).toBe(200);
    expect(busca.body).toEqual({ items: [expect.objectContaining({ id: ids[0] })], next: null });

    // A search with more matches than a page pages too.
    const xis = await todasAsPaginas(a.token, `/api/${recurso}?limit=1&q=XIS`);
    expect(xis.flatMap((p) => p.items.map((i: { id: string }) => i.id))).toEqual([ids[4], ids[2], ids[0]]);

    // Without limit the answer keeps its shape: every record here fits the default page.
    const semLimite = await chamarApi("GET", `/api/${recurso}`, { token: a.token });
    expect(semLimite.body).toEqual({ items: expect.any(Array), next: null });
    expect(semLimite.body.items).toHaveLength(5);
  });

  it("um cursor de outra empresa, de outra lista ou adulterado é 400 'Cursor inválido'; outra empresa não vê a lista", async () => {
    const [a, b] = await Promise.all([novaEmpresa(), novaEmpresa()]);
    await criarVarios(a, recurso, ["Um", "Dois", "Três"]);
    const deA = await chamarApi("GET", `/api/${recurso}?limit=1`, { token: a.token });
    expect(deA.body.next).toEqual(expect.any(String));

    // A's own cursor of another list (records of another type in the same partition).
    const outro: Recurso = recurso === "clientes" ? "fornecedores" : "clientes";
    await criarVarios(a, outro, ["X", "Y"]);
    const cursorDeOutraLista = (await chamarApi("GET", `/api/${outro}?limit=1`, { token: a.token })).body.next as string;
    const doB = { PK: "EMP#outra", SK: `${recurso === "produtos" ? "PRODUTO" : recurso === "clientes" ? "CLIENTE" : "FORNECEDOR"}#01` };

    for (const [token, cursor] of [
      [b.token, deA.body.next],
      [a.token, cursorDeOutraLista],
      [a.token, "nao-e-base64-json"],
      [a.token, Buffer.from(JSON.stringify(doB)).toString("base64url")],
      [a.token, Buffer.from('{"PK":"x"}').toString("base64url")],
    ] as const) {
      const r = await chamarApi("GET", `/api/${recurso}?cursor=${encodeURIComponent(cursor)}`, { token });
      expect([r.status, r.body.error?.fields]).toEqual([400, { cursor: "Cursor inválido" }]);
    }
    expect((await chamarApi("GET", `/api/${recurso}`, { token: b.token })).body).toEqual({ items: [], next: null });
  });

  it.each([["limit=0"], ["limit=101"], ["limit=abc"]])("?%s é 400 no campo limit", async (query) => {
    const a = await novaEmpresa();
    const r = await chamarApi("GET", `/api/${recurso}?${query}`, { token: a.token });
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.error?.fields ?? {})).toEqual(["limit"]);
  });
});
