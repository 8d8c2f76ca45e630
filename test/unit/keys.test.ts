import { describe, expect, it } from "vitest";
import { chaves, empresaPk, prefixos } from "../../functions/lib/db/keys";

// Key formats are a stored contract: changing one strands every item already written.
describe("chaves da tabela", () => {
  it.each([
    ["empresa", chaves.empresa("E1"), { PK: "EMP#E1", SK: "EMPRESA" }],
    ["usuário", chaves.usuario("E1", "U1"), { PK: "EMP#E1", SK: "USUARIO#U1" }],
    ["contador", chaves.contador("E1", "marca"), { PK: "EMP#E1", SK: "CONTADOR#marca" }],
    ["marca", chaves.marca("E1", "M1"), { PK: "EMP#E1", SK: "MARCA#M1" }],
    ["categoria", chaves.categoria("E1", "C1"), { PK: "EMP#E1", SK: "CATEGORIA#C1" }],
    ["guarda de CNPJ", chaves.guardaCnpjEmpresa("11222333000181"), { PK: "CNPJ#11222333000181", SK: "CNPJ" }],
    ["guarda de e-mail (minúsculo)", chaves.guardaEmail(" Ana@Loja.COM "), { PK: "EMAIL#ana@loja.com", SK: "EMAIL" }],
  ])("a chave de %s tem o formato gravado", (_nome, chave, esperado) => {
    expect(chave).toEqual(esperado);
  });

  it("toda partição de dados da empresa começa pela empresa", () => {
    expect(empresaPk("E9")).toBe("EMP#E9");
    for (const p of Object.values(prefixos)) expect(p).toMatch(/^[A-Z_]+#$/);
  });
});
