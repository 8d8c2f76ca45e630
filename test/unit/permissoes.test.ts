import { describe, expect, it } from "vitest";
import { PAPEIS, ROTAS, routeKey } from "../../shared/api/routes";
import { PERMISSOES, pode } from "../../shared/usuarios/permissoes";

describe("tabela de permissões (issue 30)", () => {
  it("toda rota de equipe que escreve declara uma permissão: uma rota nova sem ela ficaria aberta a qualquer papel", () => {
    const abertas = ROTAS.filter((r) => r.auth === "staff" && r.metodo !== "GET" && r.permissao === "equipe").map(routeKey);
    expect(abertas).toEqual([]);
  });

  it("o admin pode tudo e 'equipe' é qualquer papel", () => {
    for (const p of Object.keys(PERMISSOES) as (keyof typeof PERMISSOES)[]) expect(pode("admin", p), p).toBe(true);
    for (const papel of PAPEIS) expect(pode(papel, "equipe")).toBe(true);
  });

  it.each([
    ["vendedor", ["vender"]],
    ["estoquista", ["cadastrar", "verCustos"]],
    ["financeiro", ["vender", "verCustos", "financeiro", "bloquear", "relatorios"]],
    ["gerente", ["vender", "cadastrar", "excluir", "verCustos", "financeiro", "bloquear", "relatorios"]],
  ] as const)("%s pode exatamente %j", (papel, esperadas) => {
    const tem = (Object.keys(PERMISSOES) as (keyof typeof PERMISSOES)[]).filter((p) => pode(papel, p));
    expect(tem).toEqual(esperadas);
  });
});
