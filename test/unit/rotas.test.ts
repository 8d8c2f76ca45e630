import { describe, expect, it } from "vitest";
import { caminho, DOMINIOS, encontrarRota, ROTAS, routeKey } from "../../shared/api/routes";
import { CARREGADORES } from "../../scripts/local/dominios";

describe("tabela de rotas", () => {
  it("não repete método e caminho", () => {
    const chaves = ROTAS.map(routeKey);
    expect(new Set(chaves).size).toBe(chaves.length);
  });

  it("todo caminho começa em /api e todo domínio existe", () => {
    for (const r of ROTAS) {
      expect(r.caminho.startsWith("/api/")).toBe(true);
      expect(DOMINIOS).toContain(r.dominio);
    }
  });

  it("todo domínio com rotas tem handler local, e o handler declara exatamente as rotas da tabela", async () => {
    for (const dominio of new Set(ROTAS.map((r) => r.dominio))) {
      const carregar = CARREGADORES[dominio];
      expect(carregar, `scripts/local/dominios.ts sem ${dominio}`).toBeDefined();
      // dominio() throws at load time when a declared route is missing from the table or disagrees on auth.
      const modulo = await carregar!();
      expect(typeof modulo.handler).toBe("function");
    }
  });

  it("encontra rotas com parâmetros e monta caminhos", () => {
    expect(encontrarRota("GET", "/api/me")?.rota.caminho).toBe("/api/me");
    expect(encontrarRota("DELETE", "/api/me")).toBeUndefined();
    expect(caminho("/api/x/{id}/y", { id: "a b" })).toBe("/api/x/a%20b/y");
    const rotaFalsa = [{ metodo: "PUT" as const, caminho: "/api/marcas/{id}", dominio: "cadastro" as const, auth: "staff" as const, papeis: "todos" as const }];
    expect(encontrarRota("PUT", "/api/marcas/01ABC", rotaFalsa)?.params).toEqual({ id: "01ABC" });
    expect(encontrarRota("PUT", "/api/marcas/", rotaFalsa)).toBeUndefined();
  });
});
