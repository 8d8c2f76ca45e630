import { describe, it, expect } from "vitest";
import { classificarAbc, type ClasseAbc } from "../../shared/regras/abc";

const classes = (produtos: { id: string; receita: number }[]): Record<string, ClasseAbc> =>
  Object.fromEntries(classificarAbc(produtos));

describe("classificarAbc", () => {
  it.each([
    ["no products", [], {}],
    ["nothing sold at all", [{ id: "a", receita: 0 }, { id: "b", receita: 0 }], { a: "C", b: "C" }],
    ["a single product with revenue", [{ id: "a", receita: 500 }], { a: "A" }],
    [
      "one product holding most revenue",
      [{ id: "a", receita: 90 }, { id: "b", receita: 5 }, { id: "c", receita: 5 }],
      { a: "A", b: "B", c: "C" },
    ],
    [
      "products that sold nothing beside ones that did",
      [{ id: "z", receita: 0 }, { id: "a", receita: 100 }, { id: "b", receita: 0 }],
      { a: "A", z: "C", b: "C" },
    ],
    [
      "a refund larger than sales",
      [{ id: "a", receita: 80 }, { id: "b", receita: 15 }, { id: "c", receita: 5 }, { id: "d", receita: -50 }],
      { a: "A", b: "B", c: "C", d: "C" },
    ],
  ])("classifies %s", (_caso, produtos, esperado) => {
    expect(classes(produtos)).toEqual(esperado);
  });

  it("puts a share of exactly 80% in A and exactly 95% in B", () => {
    const produtos = [
      { id: "x", receita: 0.8 },
      { id: "y", receita: 0.15 },
      { id: "z", receita: 0.05 },
    ];
    expect(classes(produtos)).toEqual({ x: "A", y: "B", z: "C" });
  });

  it.each([
    [["b", "a", "c"]],
    [["c", "b", "a"]],
    [["a", "c", "b"]],
  ])("breaks revenue ties by id whatever the input order (%j)", (ordem) => {
    const produtos = ordem.map((id) => ({ id, receita: 40 }));
    // Each holds 33.3%: a → 33%, b → 67% (A), c → 100% (C).
    expect(classes(produtos)).toEqual({ a: "A", b: "A", c: "C" });
  });

  it("classifies a realistic spread of a phone reseller's month", () => {
    const produtos = [
      { id: "iphone-15", receita: 48_000 },
      { id: "galaxy-s24", receita: 22_000 },
      { id: "redmi-13", receita: 9_000 },
      { id: "moto-g84", receita: 6_000 },
      { id: "galaxy-a15", receita: 5_000 },
      { id: "poco-x6", receita: 4_000 },
      { id: "moto-e14", receita: 3_000 },
      { id: "capinha", receita: 2_000 },
      { id: "carregador", receita: 1_000 },
      { id: "pelicula", receita: 0 },
    ];
    // Cumulative: 48, 70, 79 → A; 85, 90, 94 → B; 97, 99, 100 → C; zero revenue → C.
    expect(classes(produtos)).toEqual({
      "iphone-15": "A",
      "galaxy-s24": "A",
      "redmi-13": "A",
      "moto-g84": "B",
      "galaxy-a15": "B",
      "poco-x6": "B",
      "moto-e14": "C",
      capinha: "C",
      carregador: "C",
      pelicula: "C",
    });
  });

  it("sums in centavos so float noise does not push a share past a limit", () => {
    const produtos = [
      { id: "a", receita: 4.23 },
      { id: "b", receita: 3.97 },
      { id: "c", receita: 2.05 },
    ];
    // (4.23 + 3.97) / 10.25 is 0.8000000000000002 in floats; in centavos it is exactly 80%.
    expect(classes(produtos)).toEqual({ a: "A", b: "A", c: "C" });
  });

  it("rejects a repeated id", () => {
    expect(() => classificarAbc([{ id: "a", receita: 1 }, { id: "a", receita: 2 }])).toThrow(RangeError);
  });
});
