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

  it("nos dois sentidos: toda rota da tabela é tratada pelo handler do seu domínio, e todo handler trata só rotas da tabela", async () => {
    const tratadas = new Map<string, string>();
    for (const [dominio, carregar] of Object.entries(CARREGADORES)) {
      // dominio() also throws at load time when a declared route is missing from the table or disagrees on auth.
      const { handler } = await carregar();
      expect(typeof handler, dominio).toBe("function");
      for (const chave of handler.rotasTratadas) {
        expect(tratadas.get(chave), `${chave} tratada por dois domínios`).toBeUndefined();
        tratadas.set(chave, dominio);
      }
    }
    const daTabela = new Map(ROTAS.map((r) => [routeKey(r), r.dominio as string]));
    const semHandler = [...daTabela.keys()].filter((k) => !tratadas.has(k));
    const foraDaTabela = [...tratadas.keys()].filter((k) => !daTabela.has(k));
    expect(semHandler, "rotas da tabela sem handler").toEqual([]);
    expect(foraDaTabela, "rotas tratadas fora da tabela").toEqual([]);
    for (const [chave, dominio] of tratadas) expect(dominio, chave).toBe(daTabela.get(chave));
    // Loads every domain's Lambda entry cold (its whole import graph): seconds on a busy 2-core machine.
  }, 60_000);

  it("encontra rotas com parâmetros e monta caminhos", () => {
    expect(encontrarRota("GET", "/api/me")?.rota.caminho).toBe("/api/me");
    expect(encontrarRota("DELETE", "/api/me")).toBeUndefined();
    expect(caminho("/api/x/{id}/y", { id: "a b" })).toBe("/api/x/a%20b/y");
    const rotaFalsa = [{ metodo: "PUT" as const, caminho: "/api/marcas/{id}", dominio: "cadastro" as const, auth: "staff" as const, permissao: "equipe" as const }];
    expect(encontrarRota("PUT", "/api/marcas/01ABC", rotaFalsa)?.params).toEqual({ id: "01ABC" });
    expect(encontrarRota("PUT", "/api/marcas/", rotaFalsa)).toBeUndefined();
  });
});
