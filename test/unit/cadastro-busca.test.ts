import { describe, expect, it } from "vitest";
import { correspondeBusca, correspondeCnpj, correspondeDocumento, filtrar } from "../../shared/cadastro/busca";

describe("busca dos cadastros", () => {
  it.each([
    ["", ["Samsung"], true],
    ["   ", ["Samsung"], true],
    [undefined, ["Samsung"], true],
    ["sam", ["Samsung"], true],
    ["SUNG", ["Samsung"], true],
    ["msu", ["Samsung"], true],
    [" sam ", ["Samsung"], true],
    ["básico", ["Celular BÁSICO"], true],
    ["basico", ["Celular básico"], false],
    ["0003", ["Motorola", "0003"], true],
    ["x", ["Samsung", null, undefined], false],
  ] as const)("termo %j em %j → %s", (termo, campos, esperado) => {
    expect(correspondeBusca(termo, campos)).toBe(esperado);
  });

  it.each([
    ["529.982", "52998224725", true],
    ["529982", "52998224725", true],
    ["(81) 99876", "81998765432", true],
    ["0001", "11222333000181", false],
    ["ana 529982", "52998224725", false],
    ["529982", null, false],
    ["", "52998224725", false],
  ] as const)("documento: termo %j em %j → %s", (termo, documento, esperado) => {
    expect(correspondeDocumento(termo, documento)).toBe(esperado);
  });

  it.each([
    ["12.ABC.345", "12ABC34501DE35", true],
    ["abc.345/01de", "12ABC34501DE35", true],
    ["abc34501de", "12ABC34501DE35", true],
    ["12abc34501de35", "12ABC34501DE35", true],
    ["01DE-35", "12ABC34501DE35", true],
    ["11.222.333", "11222333000181", true],
    ["abc345", "11222333000181", false],
    ["0001", "11222333000181", false],
    ["abc", "12ABC34501DE35", false],
    ["abc*345", "12ABC34501DE35", false],
    ["12abc3", null, false],
  ] as const)("CNPJ: termo %j em %j → %s", (termo, cnpj, esperado) => {
    expect(correspondeCnpj(termo, cnpj)).toBe(esperado);
  });

  it("um telefone procurado como o WhatsApp mostra (+55) encontra o número nacional guardado", () => {
    expect(correspondeDocumento("+55 81 99876", "81998765432")).toBe(true);
    expect(correspondeDocumento("+1 415 555", "14155550100")).toBe(false);
  });

  it("produtos casam por nome, código, marca ou categoria, e relações ausentes não quebram", () => {
    const base = { marca_id: "m", categoria_id: "c", descricao: null, custo_base: 1, tipo_margem: "real" as const, valor_margem: 0, preco_final: 1, estoque_minimo: null, created_at: "" };
    const lista = [
      { ...base, id: "1", codigo: "0001", nome_modelo: "iPhone 13", marca: { id: "m", nome: "Apple" }, categoria: { id: "c", nome: "Smartphone" } },
      { ...base, id: "2", codigo: "0002", nome_modelo: "Tab S9", marca: null, categoria: null },
    ];
    expect(filtrar.produtos("apple", lista).map((p) => p.id)).toEqual(["1"]);
    expect(filtrar.produtos("SMART", lista).map((p) => p.id)).toEqual(["1"]);
    expect(filtrar.produtos("0002", lista).map((p) => p.id)).toEqual(["2"]);
    expect(filtrar.produtos("", lista)).toHaveLength(2);
  });

  it("fornecedores casam por nome, código ou CNPJ; clientes por nome, CPF ou telefone", () => {
    const f = { id: "1", codigo: "0007", nome: "Atacado", cnpj: "11222333000181", telefone: null, email: null, endereco: null, created_at: "" };
    expect(filtrar.fornecedores("0007", [f])).toHaveLength(1);
    expect(filtrar.fornecedores("11.222.333", [f])).toHaveLength(1);
    expect(filtrar.fornecedores("0001", [f])).toHaveLength(0);
    const alfa = { ...f, id: "2", codigo: "0008", nome: "Nova Distribuidora", cnpj: "12ABC34501DE35" };
    expect(filtrar.fornecedores("12.abc.345", [f, alfa]).map((x) => x.id)).toEqual(["2"]);
    expect(filtrar.fornecedores("ABC34501", [f, alfa]).map((x) => x.id)).toEqual(["2"]);
    const c = { id: "1", nome: "Maria", cpf: "52998224725", telefone: "81998765432", email: null, nao_contatar_por: [], endereco: null, cep: null, cidade: null, uf: null, data_nasc: null, created_at: "" };
    expect(filtrar.clientes("maria", [c])).toHaveLength(1);
    expect(filtrar.clientes("529.982.247", [c])).toHaveLength(1);
    expect(filtrar.clientes("99876-5432", [c])).toHaveLength(1);
    expect(filtrar.clientes("joão", [c])).toHaveLength(0);
  });
});
