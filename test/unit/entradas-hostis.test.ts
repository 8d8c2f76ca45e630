/**
 * The shared helpers behind issue 30's bad-input fixes: exact decimals (money and percentages),
 * free text without control or format characters, and sealed list cursors.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { temAteCasas } from "../../shared/br/decimal";
import { percentual, valorEmReais } from "../../shared/br/dinheiro-schema";
import { textoLimpo, textoSemControle } from "../../shared/br/texto";
import { CONTRATO_PADRAO, GARANTIA_PADRAO } from "../../shared/documentos/modelos-padrao";
import { ModeloDocumentoInput } from "../../shared/documentos/schemas";
import * as z from "../../shared/zod";

describe("temAteCasas", () => {
  it.each([
    [0, true], [19.99, true], [0.01, true], [0.1 + 0.2, true], [1.005, false], [1e-9, false], [0.001, false],
    [1e-310, false], [5e-324, false], [10_000_000, true], [Number.NaN, false], [Infinity, false], [-2.5, true],
  ])("%s → %s", (v, esperado) => {
    expect(temAteCasas(v, 2)).toBe(esperado);
  });
});

describe("valorEmReais e percentual", () => {
  const positivo = valorEmReais({ obrigatorio: "obrigatório", minimo: "positivo", abaixoDoMinimo: "deve ser positivo" });
  const naoNegativo = valorEmReais({ obrigatorio: "obrigatório", minimo: "naoNegativo", abaixoDoMinimo: "não pode ser negativo" });
  const multa = percentual({ obrigatorio: "obrigatória", negativo: "negativa", maximo: 2, acimaDoMaximo: "no máximo 2%" });
  const msg = (s: z.ZodMiniType, v: unknown) => {
    const r = z.safeParse(s, v);
    return r.success ? "ok" : r.error.issues[0]!.message;
  };

  it.each([
    [5e-324, "Use no máximo 2 casas decimais (centavos)", "Use no máximo 2 casas decimais (centavos)"],
    [1e-310, "Use no máximo 2 casas decimais (centavos)", "Use no máximo 2 casas decimais (centavos)"],
    [1.005, "Use no máximo 2 casas decimais (centavos)", "Use no máximo 2 casas decimais (centavos)"],
    [0, "deve ser positivo", "ok"],
    [-0.01, "deve ser positivo", "não pode ser negativo"],
    [1999.9, "ok", "ok"],
    [10_000_000.01, "O valor máximo é R$ 10.000.000,00", "O valor máximo é R$ 10.000.000,00"],
    [null, "obrigatório", "obrigatório"],
    ["10", "Informe um número válido", "Informe um número válido"],
  ])("dinheiro %s: positivo → %s; não negativo → %s", (v, p, n) => {
    expect([msg(positivo, v), msg(naoNegativo, v)]).toEqual([p, n]);
  });

  it.each([
    [5e-324, "Use no máximo 2 casas decimais no percentual"],
    [0.005, "Use no máximo 2 casas decimais no percentual"],
    [0, "ok"], [1.99, "ok"], [2, "ok"], [2.01, "no máximo 2%"], [-1, "negativa"], [undefined, "obrigatória"],
  ])("percentual %s → %s", (v, esperado) => {
    expect(msg(multa, v)).toBe(esperado);
  });
});

describe("textoSemControle", () => {
  it.each([
    ["Açaí São João", true],
    ["Loja 📱 da família 👨‍👩‍👧", true],
    ["Escócia 🏴󠁧󠁢󠁳󠁣󠁴󠁿", true],
    ["日本語 العربية", true],
    ["Sam\u0000sung", false],
    ["Apple\uD800", false],
    ["\uDC00x", false],
    ["Fatura\u202Efdp.exe", false],
    ["zero\u200Bwidth", false],
    ["tag\u{E0041}solta", false],
    ["BOM\uFEFF", false],
    ["C1\u0085", false],
    ["linha\nnova", false],
    ["Esc\u001B[31m", false],
    ["isolado\u2066x\u2069", false],
    ["embutido\u202Ax", false],
  ])("%j → %s", (texto, esperado) => {
    expect(textoSemControle(texto)).toBe(esperado);
  });

  it("multilinha aceita \\n, \\r e \\t, não o resto", () => {
    expect(textoSemControle("Rua A, 10\r\nSala\t2", true)).toBe(true);
    expect(textoSemControle("Rua A\u0000", true)).toBe(false);
  });

  it("como check do zod, responde em pt-BR nomeando o campo", () => {
    const r = z.safeParse(z.string().check(textoLimpo("Nome do modelo")), "a\u202Eb");
    expect(r.success ? "" : r.error.issues[0]!.message).toBe("Nome do modelo tem caracteres de controle ou invisíveis: digite novamente sem eles");
  });
});

describe("modelo de documento: a mesma regra de texto", () => {
  const base = { nome: "Contrato da Loja", tipo: "contrato", conteudo: "<p>Contrato de {{cliente_nome}}</p>" };
  const campos = (dados: Record<string, unknown>) => {
    const r = z.safeParse(ModeloDocumentoInput, { ...base, ...dados });
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
  };

  it.each([["Sam\u0000sung"], ["Fatura\u202Efdp.exe"], ["Esc\u001B[31m"], ["isolado\u2066x"], ["Apple\uD800"], ["duas\nlinhas"]])("nome %j é recusado nomeando o campo", (nome) => {
    expect(campos({ nome })).toEqual({ nome: "Nome do modelo tem caracteres de controle ou invisíveis: digite novamente sem eles" });
  });

  it.each([["<p>a\u0000b</p>"], ["<p>cláusula \u202Eoculta</p>"], ["<p>\u001B[2J</p>"]])("conteúdo %j é recusado nomeando o campo", (conteudo) => {
    expect(campos({ conteudo })).toEqual({ conteudo: "Conteúdo tem caracteres de controle ou invisíveis: digite novamente sem eles" });
  });

  it("o conteúdo é de várias linhas; os modelos padrão e acentos passam", () => {
    expect(campos({ conteudo: "<p>linha 1</p>\n<p>linha\t2</p>" })).toEqual({});
    expect(campos({ nome: "Garantia — 12 meses ✓", tipo: "garantia", conteudo: GARANTIA_PADRAO })).toEqual({});
    expect(campos({ conteudo: CONTRATO_PADRAO })).toEqual({});
  });
});

describe("cursor selado", () => {
  let cursor: typeof import("../../functions/lib/db/cursor");
  beforeAll(async () => {
    process.env.TABLE_NAME ??= "unit";
    process.env.CURSOR_SEGREDO = "segredo-de-teste";
    const { recarregarAmbiente } = await import("../../functions/lib/env");
    recarregarAmbiente();
    cursor = await import("../../functions/lib/db/cursor");
  });

  const chave = { PK: "EMP#01ABC", SK: "FORNECEDOR#01XYZ" };

  it("abre o que selou, sem deixar as chaves legíveis", () => {
    const c = cursor.selarCursor(chave);
    expect(Buffer.from(c, "base64url").toString("latin1")).not.toContain("EMP#");
    expect(cursor.abrirCursor(c)).toEqual(chave);
    expect(cursor.decodificarCursor(c, "EMP#01ABC")).toEqual(chave);
    // A fresh IV each time: the same position never reads the same twice.
    expect(cursor.selarCursor(chave)).not.toBe(c);
  });

  it("adulterado, forjado, truncado ou de outra empresa: 400 Cursor inválido", () => {
    const c = cursor.selarCursor(chave);
    const bytes = Buffer.from(c, "base64url");
    bytes[14]! ^= 1;
    const ruins = [bytes.toString("base64url"), Buffer.from(JSON.stringify(chave)).toString("base64url"), c.slice(0, -4), "", "***"];
    for (const ruim of ruins) {
      expect(() => cursor.abrirCursor(ruim), ruim).toThrow(expect.objectContaining({ status: 400, fields: { cursor: "Cursor inválido" } }));
    }
    expect(() => cursor.decodificarCursor(c, "EMP#OUTRA")).toThrow(expect.objectContaining({ status: 400 }));
  });

  it("outra chave (outro ambiente) não abre", async () => {
    const c = cursor.selarCursor(chave);
    process.env.CURSOR_SEGREDO = "outro-segredo";
    const { recarregarAmbiente } = await import("../../functions/lib/env");
    recarregarAmbiente();
    expect(() => cursor.abrirCursor(c)).toThrow(expect.objectContaining({ status: 400 }));
  });
});
