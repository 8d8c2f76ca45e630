import { describe, expect, it } from "vitest";
import { caminhoNormal } from "../../scripts/local/caminhos";
import { criarLimitador } from "../../scripts/local/limitador";
import { caminhoNormal as caminhoNormalVite } from "../../frontend/vite.config";

describe("caminhos em forma normal", () => {
  it.each(["/api/me", "/api/vendas/%ff%fe", "/api/estoque/itens?status=em_estoque&q=a/../b", "/__local/agendamentos/rotina-diaria"])("%s passa", (c) => {
    expect(caminhoNormal(c)).toBe(true);
    expect(caminhoNormalVite(c)).toBe(true);
  });
  it.each(["/api/../__local/x", "/api/%2e%2e/__local/x", "/api/%2E./__local/x", "/api/./me", "//__local/x", "/api\\..\\__local", "api/me", "/api/x/.."])("%s não passa", (c) => {
    expect(caminhoNormal(c)).toBe(false);
    expect(caminhoNormalVite(c), "proxy do Vite").toBe(false);
  });
});

describe("limitador por rota (balde de fichas)", () => {
  it("gasta a rajada, recusa, e repõe na taxa por segundo; cada rota tem o seu balde", () => {
    let t = 0;
    const l = criarLimitador({ taxa: 5, rajada: 10 }, () => t);
    const dez = Array.from({ length: 10 }, () => l.tentar("POST /api/empresas"));
    expect(dez.every(Boolean)).toBe(true);
    expect(l.tentar("POST /api/empresas")).toBe(false);
    expect(l.tentar("POST /api/portal/consulta")).toBe(true);
    t += 200; // 5/s → one token after 200 ms
    expect(l.tentar("POST /api/empresas")).toBe(true);
    expect(l.tentar("POST /api/empresas")).toBe(false);
    t += 60_000; // never more than the burst
    expect(Array.from({ length: 11 }, () => l.tentar("POST /api/empresas")).filter(Boolean)).toHaveLength(10);
  });
});
