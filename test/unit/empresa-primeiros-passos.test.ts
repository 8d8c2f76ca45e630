/**
 * First steps of a new shop (issue 30 item 11): the rule of what is done (shared/empresa/primeiros-passos.ts)
 * and the sign-up's address and WhatsApp fields (shared/conta/schemas.ts, the rules of PUT /api/empresa).
 */
import { describe, expect, it } from "vitest";
import { CadastroEmpresaForm, CriarEmpresaInput } from "../../shared/conta/schemas";
import { enderecoCompleto, mostrarPrimeirosPassos, primeirosPassos, type EstadoDaLoja } from "../../shared/empresa/primeiros-passos";

const NOVA: EstadoDaLoja = { endereco: null, cep: null, cidade: null, uf: null, whatsapp: null };
const COMPLETA: EstadoDaLoja = {
  endereco: "Rua da Aurora, 120",
  cep: "50050000",
  cidade: "Recife",
  uf: "PE",
  whatsapp: "81997001234",
  passo_cobranca_em: "2026-11-27T12:00:00.000Z",
  passo_modelo_contrato_em: "2026-11-27T12:05:00.000Z",
};
const feitos = (e: EstadoDaLoja) => Object.fromEntries(primeirosPassos(e).itens.map((i) => [i.chave, i.feito]));

describe("primeirosPassos", () => {
  it("uma loja recém-cadastrada sem nada: os quatro passos, nessa ordem, pendentes; a lista aparece", () => {
    const p = primeirosPassos(NOVA);
    expect(p.itens).toEqual([
      { chave: "endereco", feito: false },
      { chave: "whatsapp", feito: false },
      { chave: "cobranca", feito: false },
      { chave: "modelo_contrato", feito: false },
    ]);
    expect([p.concluido, p.dispensado, mostrarPrimeirosPassos(p)]).toEqual([false, false, true]);
  });

  it("tudo feito: concluído, e a lista some", () => {
    const p = primeirosPassos(COMPLETA);
    expect(p.itens.every((i) => i.feito)).toBe(true);
    expect([p.concluido, mostrarPrimeirosPassos(p)]).toEqual([true, false]);
  });

  it.each(["endereco", "cep", "cidade", "uf"] as const)("o endereço só está feito com endereço, CEP, cidade e UF: falta %s", (campo) => {
    const e = { ...COMPLETA, [campo]: campo === "endereco" ? "   " : null };
    expect(enderecoCompleto(e)).toBe(false);
    expect(feitos(e)).toEqual({ endereco: false, whatsapp: true, cobranca: true, modelo_contrato: true });
    expect(primeirosPassos(e).concluido).toBe(false);
  });

  it("cada passo lê o seu próprio dado", () => {
    expect(feitos({ ...NOVA, whatsapp: "81997001234" })).toEqual({ endereco: false, whatsapp: true, cobranca: false, modelo_contrato: false });
    expect(feitos({ ...NOVA, passo_cobranca_em: "2026-11-27T12:00:00.000Z" })).toEqual({ endereco: false, whatsapp: false, cobranca: true, modelo_contrato: false });
    expect(feitos({ ...NOVA, passo_modelo_contrato_em: "2026-11-27T12:00:00.000Z" })).toEqual({ endereco: false, whatsapp: false, cobranca: false, modelo_contrato: true });
  });

  it("dispensada, a lista não aparece mesmo com passos pendentes (não insiste)", () => {
    const p = primeirosPassos({ ...NOVA, passos_dispensados_em: "2026-11-27T12:00:00.000Z" });
    expect([p.concluido, p.dispensado, mostrarPrimeirosPassos(p)]).toEqual([false, true, false]);
  });
});

const cadastro = (extra: Record<string, unknown> = {}) => ({
  nome_fantasia: "Loja Nova",
  cnpj: "11.222.333/0001-81",
  admin: { nome: "Ana", email: "ana@loja.com.br", senha: "segredo123" },
  ...extra,
});

describe("CriarEmpresaInput: endereço e WhatsApp da loja no cadastro", () => {
  it("aceita e normaliza como Dados Cadastrais: CEP em 8 dígitos, UF maiúscula, WhatsApp nacional", () => {
    const r = CriarEmpresaInput.parse(
      cadastro({ endereco: "  Rua da Aurora, 120  ", cep: "50050-000", cidade: " Recife ", uf: "pe", whatsapp: "+55 (81) 99700-1234" }),
    );
    expect(r).toMatchObject({ endereco: "Rua da Aurora, 120", cep: "50050000", cidade: "Recife", uf: "PE", whatsapp: "81997001234" });
  });

  it("são opcionais: ausentes ou em branco ficam null (o corpo de antes continua válido)", () => {
    expect(CriarEmpresaInput.parse(cadastro())).toMatchObject({ endereco: null, cep: null, cidade: null, uf: null, whatsapp: null });
    expect(CriarEmpresaInput.parse(cadastro({ endereco: " ", cep: "", cidade: "", uf: "", whatsapp: "" }))).toMatchObject({
      endereco: null,
      cep: null,
      cidade: null,
      uf: null,
      whatsapp: null,
    });
  });

  it.each([
    ["cep", { cep: "5005-000" }, "CEP inválido"],
    ["uf", { uf: "XX" }, "UF inválida"],
    ["whatsapp", { whatsapp: "9999" }, "WhatsApp inválido. Informe DDD e número."],
    ["endereco", { endereco: "Rua\u202Eabc" }, "Endereço tem caracteres de controle ou invisíveis: digite novamente sem eles"],
  ])("recusa %s inválido com a mensagem da tela de Dados Cadastrais", (campo, extra, mensagem) => {
    const r = CadastroEmpresaForm.safeParse({ ...cadastro(extra), admin: { nome: "Ana", email: "ana@loja.com.br", senha: "segredo123", confirmar_senha: "segredo123" } });
    expect(r.success).toBe(false);
    expect(r.error!.issues.find((i) => i.path.join(".") === campo)?.message).toBe(mensagem);
  });
});
