/** The contracts list's search rule (docs/especificacao.md section 2, 'Controle de Boletos'): one normalised text, one `contains`. */
import { describe, expect, it } from "vitest";
import { buscaComCliente, buscaComModelo, casaBuscaContrato, modeloDaBusca, ListarContratosQuery, normalizarTextoBusca, termoBuscaContrato, textoBuscaContrato } from "../../shared/vendas/contratos";

const busca = textoBuscaContrato({ nomeCliente: "  João  Conceição ", cpf: "529.982.247-25", imei: "490154203237518", nomeModelo: "iPhone 13 Pró" });

describe("busca de contratos", () => {
  it("grava nome e modelo sem acento e em minúsculas, CPF e IMEI só com dígitos, separados por |", () => {
    expect(busca).toBe("joao conceicao|52998224725|490154203237518|iphone 13 pro");
    expect(normalizarTextoBusca("ÁGUA|Ç  ß")).toBe("agua c ß");
  });

  it.each([
    ["JOÃO", true],
    ["joao conceicao", true],
    ["conceição", true],
    ["IPHONE 13 PRO", true],
    ["13", true],
    ["529.982", true],
    ["982247", true],
    ["5182", false],
    ["7518", true],
    ["490154 203", true],
    ["maria", false],
    ["galaxy", false],
    // A term never spans two fields: the end of the CPF and the start of the IMEI.
    ["2549015", false],
    ["conceicao|5299", false],
    ["", true],
    ["   ", true],
  ])("%j encontra? %s", (q, esperado) => {
    expect(casaBuscaContrato(busca, q)).toBe(esperado);
  });

  it("o cliente renomeado troca só nome e CPF na busca; formato antigo fica para a migração", () => {
    expect(buscaComCliente(busca, { nome: "Ana Émília", cpf: null })).toBe("ana emilia||490154203237518|iphone 13 pro");
    expect(buscaComCliente("", { nome: "Ana", cpf: "1" })).toBeUndefined();
  });

  it("o modelo renomeado troca só a parte do modelo", () => {
    expect(buscaComModelo(busca, "Moto Édge 50")).toBe("joao conceicao|52998224725|490154203237518|moto edge 50");
    expect(modeloDaBusca(busca)).toBe("iphone 13 pro");
    expect(modeloDaBusca("")).toBe("");
    expect(buscaComModelo("", "x")).toBeUndefined();
  });

  it("termo de dígitos e máscara vira só dígitos; o resto vira texto normalizado; vazio não filtra", () => {
    expect(termoBuscaContrato(" 529.982.247-25 ")).toBe("52998224725");
    expect(termoBuscaContrato("Pró Max")).toBe("pro max");
    expect(termoBuscaContrato("  ")).toBeUndefined();
    expect(termoBuscaContrato(undefined)).toBeUndefined();
  });

  it.each([
    [{ status: "pago" }, "status", "Status inválido: use ativo, inadimplente, liquidado ou cancelado"],
    [{ q: "x".repeat(101) }, "q", "A busca deve ter no máximo 100 caracteres"],
    [{ limit: "0" }, "limit", "O limite deve ser um número inteiro de 1 a 50"],
    [{ limit: "1e308" }, "limit", "O limite deve ser um número inteiro de 1 a 50"],
    [{ limit: "0.001" }, "limit", "O limite deve ser um número inteiro de 1 a 50"],
    [{ limit: "abc" }, "limit", "O limite deve ser um número inteiro de 1 a 50"],
  ])("query %j recusada em %s com mensagem em português", (query, campo, mensagem) => {
    const r = ListarContratosQuery.safeParse(query);
    expect(r.success).toBe(false);
    expect(r.error?.issues.find((i) => i.path[0] === campo)?.message).toBe(mensagem);
  });

  it("status vazio é 'Todos Status'; limite padrão 20", () => {
    expect(ListarContratosQuery.parse({ status: "", q: "  ana " })).toEqual({ q: "ana", limit: 20 });
  });
});
