/** Schema messages of the API's inputs (money, ids, dates, generic zod texts): unit, no server. */
import { describe, expect, it } from "vitest";
import { IdUlid, PARAMETROS_CAMINHO, parametrosDoCaminho } from "../../shared/api/parametros";
import { ROTAS } from "../../shared/api/routes";
import { VALOR_MAXIMO_CENTAVOS } from "../../shared/br/dinheiro";
import { ProdutoInput } from "../../shared/cadastro/produto";
import { MarcaInput } from "../../shared/cadastro/schemas";
import { ModeloDocumentoInput } from "../../shared/documentos/schemas";
import { CriarEntradaInput } from "../../shared/estoque/schemas";
import { criarVendaInput } from "../../shared/vendas/schemas";
import * as z from "../../shared/zod";

const erros = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join(".") || "_", i.message]));

const HOJE = "2026-11-23";
const CriarVendaInput = criarVendaInput(() => HOJE);
const ULID_A = "01JD0000000000000000000001";
const venda = (o: Record<string, unknown> = {}) => ({ cliente_id: ULID_A, imei_id: ULID_A, forma_pagamento: "PIX", data_venda: HOJE, ...o });
const entrada = (o: Record<string, unknown> = {}) => ({
  produto_id: ULID_A,
  fornecedor_id: ULID_A,
  data_entrada: HOJE,
  valor_unitario: 100,
  itens: [{ imei: "490154203237518", cor: "Preto" }],
  ...o,
});

describe("valores em dinheiro", () => {
  // 2 ** 53 + 1 as the probe sent it: JSON.parse turns "9007199254740993" into 9007199254740992.
  it.each([1e308, JSON.parse("9007199254740993") as number, 10_000_000.01])("%d passa do máximo na venda e na entrada", (valor) => {
    expect(erros(CriarVendaInput.safeParse(venda({ entrada: valor })))).toEqual({ entrada: "O valor máximo é R$ 10.000.000,00" });
    expect(erros(CriarEntradaInput.safeParse(entrada({ valor_unitario: valor })))).toEqual({ valor_unitario: "O valor máximo é R$ 10.000.000,00" });
  });

  it("R$ 10.000.000,00 é o máximo aceito, o mesmo do cadastro de produto", () => {
    expect(VALOR_MAXIMO_CENTAVOS).toBe(1_000_000_000);
    expect(CriarEntradaInput.parse(entrada({ valor_unitario: 10_000_000 })).valor_unitario).toBe(10_000_000);
    expect(CriarVendaInput.parse(venda({ entrada: 10_000_000 })).entrada).toBe(10_000_000);
  });

  it("frações de centavo são recusadas, nunca gravadas como zero", () => {
    expect(erros(CriarEntradaInput.safeParse(entrada({ valor_unitario: 0.001 })))).toEqual({ valor_unitario: "Use no máximo 2 casas decimais (centavos)" });
    expect(erros(CriarVendaInput.safeParse(venda({ entrada: 0.001 })))).toEqual({ entrada: "Use no máximo 2 casas decimais (centavos)" });
    // Binary float noise of a value typed with 2 decimals is not a third decimal.
    expect(CriarEntradaInput.parse(entrada({ valor_unitario: 0.1 + 0.2 })).valor_unitario).toBeCloseTo(0.3);
  });

  it("mínimos e ausências dão as mensagens da especificação", () => {
    expect(erros(CriarEntradaInput.safeParse(entrada({ valor_unitario: 0 })))).toEqual({ valor_unitario: "Valor unitário deve ser positivo" });
    expect(erros(CriarEntradaInput.safeParse(entrada({ valor_unitario: undefined })))).toEqual({ valor_unitario: "Valor unitário é obrigatório" });
    expect(erros(CriarEntradaInput.safeParse(entrada({ valor_unitario: "10" })))).toEqual({ valor_unitario: "Informe um número válido" });
    expect(erros(CriarVendaInput.safeParse(venda({ entrada: -0.01 })))).toEqual({ entrada: "Entrada deve ser maior ou igual a zero" });
    expect(CriarVendaInput.parse(venda()).entrada).toBe(0);
  });
});

describe("mensagens da especificação (movidas dos testes de integração)", () => {
  it.each([
    ["sem cliente", { cliente_id: "" }, "cliente_id", "Cliente é obrigatório"],
    ["sem IMEI", { imei_id: "" }, "imei_id", "IMEI é obrigatório"],
    ["entrada negativa", { entrada: -1 }, "entrada", "Entrada deve ser maior ou igual a zero"],
    ["sem forma de pagamento", { forma_pagamento: "CHEQUE" }, "forma_pagamento", "Forma de pagamento é obrigatória"],
    ["sem data", { data_venda: "" }, "data_venda", "Data da venda é obrigatória"],
    ["parcelas zero", { qtd_parcelas: 0 }, "qtd_parcelas", "Quantidade de parcelas deve ser maior ou igual a 1"],
  ])("venda: %s", (_caso, sobrepor, campo, mensagem) => {
    expect(erros(CriarVendaInput.safeParse(venda(sobrepor)))[campo]).toBe(mensagem);
  });

  // The boleto count depends on the company's plans: the sale's rule refuses it (test/unit/vendas-regras.test.ts).
  it("venda: uma quantidade de boleto fora dos planos padrão passa no schema", () => {
    expect(CriarVendaInput.safeParse(venda({ forma_pagamento: "BOLETO", qtd_parcelas: 10 })).success).toBe(true);
  });

  it.each([
    ["sem produto", { produto_id: "" }, "produto_id", "Produto é obrigatório"],
    ["sem fornecedor", { fornecedor_id: "" }, "fornecedor_id", "Fornecedor é obrigatório"],
    ["valor zero", { valor_unitario: 0 }, "valor_unitario", "Valor unitário deve ser positivo"],
    ["sem itens", { itens: [] }, "itens", "Quantidade deve ser positiva"],
    ["IMEI vazio", { itens: [{ imei: "", cor: "Preto" }] }, "itens.0.imei", "IMEI é obrigatório para o item 1"],
    ["IMEI com dígito errado", { itens: [{ imei: "490154203237519", cor: "Preto" }] }, "itens.0.imei", "IMEI inválido no item 1: deve ter 15 dígitos e dígito verificador válido"],
    ["sem cor", { itens: [{ imei: "490154203237518", cor: "" }] }, "itens.0.cor", "Cor é obrigatória para o item 1"],
    ["IMEI repetido na entrada", { itens: [{ imei: "490154203237518", cor: "Preto" }, { imei: "49015420-3237518", cor: "Azul" }] }, "itens", "Existem IMEIs duplicados. Cada IMEI deve ser único."],
  ])("entrada de estoque: %s", (caso, sobrepor, campo, mensagem) => {
    const m = erros(CriarEntradaInput.safeParse(entrada(sobrepor)));
    expect(m[campo]).toBe(mensagem);
    if (caso === "IMEI repetido na entrada") expect(m["itens.1.imei"]).toBe("O IMEI do item 2 é igual ao do item 1");
  });
});

describe("ids", () => {
  it("um id de 100.000 caracteres no corpo é 400 com a mensagem de registro não encontrado", () => {
    const longo = "A".repeat(100_000);
    expect(erros(CriarVendaInput.safeParse(venda({ cliente_id: longo, imei_id: longo })))).toEqual({
      cliente_id: "IMEI ou cliente não encontrado",
      imei_id: "IMEI ou cliente não encontrado",
    });
    expect(erros(CriarEntradaInput.safeParse(entrada({ produto_id: longo, fornecedor_id: longo })))).toEqual({
      produto_id: "Produto não encontrado",
      fornecedor_id: "Fornecedor não encontrado",
    });
    expect(erros(CriarVendaInput.safeParse(venda({ cliente_id: " " })))).toEqual({ cliente_id: "Cliente é obrigatório" });
  });

  it("parâmetros de caminho: só um ULID passa; toda rota da tabela tem esquema para os seus", () => {
    expect(IdUlid.safeParse("01JD0000000000000000000001").success).toBe(true);
    for (const ruim of ["", "\u00ff\u00fe", "%ff%fe", "a#b", "01jd0000000000000000000001", "X".repeat(2048), "01JD000000000000000000000I"]) {
      expect(IdUlid.safeParse(ruim).success, ruim.slice(0, 20)).toBe(false);
    }
    for (const r of ROTAS) for (const p of parametrosDoCaminho(r.caminho)) expect(PARAMETROS_CAMINHO[p], `${r.caminho} {${p}}`).toBeDefined();
  });
});

describe("data da venda", () => {
  it.each([
    ["9999-12-31", "Data da venda não pode ser depois de hoje"],
    ["2026-11-24", "Data da venda não pode ser depois de hoje"],
    ["1900-01-01", "Data da venda não pode ser antes de 01/01/2000"],
    ["1999-12-31", "Data da venda não pode ser antes de 01/01/2000"],
    ["2026-02-30", "Data da venda inválida"],
    ["22/11/2026", "Data da venda inválida"],
    ["", "Data da venda é obrigatória"],
    [undefined, "Data da venda é obrigatória"],
  ])("%s → %s", (data, mensagem) => {
    expect(erros(CriarVendaInput.safeParse(venda({ data_venda: data })))).toEqual({ data_venda: mensagem });
  });

  it("hoje e 01/01/2000 passam; o relógio é lido a cada validação", () => {
    expect(CriarVendaInput.parse(venda({ data_venda: HOJE })).data_venda).toBe(HOJE);
    expect(CriarVendaInput.parse(venda({ data_venda: "2000-01-01" })).data_venda).toBe("2000-01-01");
    let hoje = "2026-11-23";
    const esquema = criarVendaInput(() => hoje);
    expect(esquema.safeParse(venda({ data_venda: "2026-11-24" })).success).toBe(false);
    hoje = "2026-11-24";
    expect(esquema.safeParse(venda({ data_venda: "2026-11-24" })).success).toBe(true);
  });
});

describe("mensagens genéricas em pt-BR", () => {
  it("nenhuma mensagem fala em undefined; faltando, diz que é obrigatório", () => {
    const S = z.object({ a: z.string(), b: z.object({ c: z.number() }) });
    const m = erros(S.safeParse({ b: undefined }));
    expect(m).toEqual({ a: "Campo obrigatório", b: "Campo obrigatório" });
    expect(erros(S.safeParse({ a: 1, b: { c: "x" } }))).toEqual({ a: "Valor inválido: informe um texto", "b.c": "Valor inválido: informe um número" });
    expect(erros(S.safeParse(undefined))).toEqual({ _: "Campo obrigatório" });
    expect(JSON.stringify(erros(S.safeParse(null)))).not.toMatch(/undefined|null/);
  });

  it("limite de tamanho tem a mesma redação em toda rota", () => {
    expect(erros(MarcaInput.safeParse({ nome: "x".repeat(121) }))).toEqual({ nome: "Use no máximo 120 caracteres" });
    expect(erros(ModeloDocumentoInput.safeParse({ nome: "x".repeat(121), tipo: "garantia", conteudo: "<p>a</p>", ativo: true }))).toEqual({ nome: "Use no máximo 120 caracteres" });
    expect(erros(z.object({ q: z.string().check(z.maxLength(60)) }).safeParse({ q: "x".repeat(61) }))).toEqual({ q: "Use no máximo 60 caracteres" });
    expect(erros(ProdutoInput.safeParse({ nome_modelo: "x".repeat(121) })).nome_modelo).toBe("Use no máximo 120 caracteres");
  });

  it("opções e limites numéricos", () => {
    expect(erros(z.object({ s: z.enum(["a", "b"]) }).safeParse({ s: "c" }))).toEqual({ s: "Opção inválida: use a, b" });
    expect(erros(z.object({ n: z.number().check(z.lte(100)) }).safeParse({ n: 101 }))).toEqual({ n: "O valor máximo é 100" });
    expect(erros(z.object({ n: z.number().check(z.gte(1)) }).safeParse({ n: 0 }))).toEqual({ n: "O valor mínimo é 1" });
  });
});
