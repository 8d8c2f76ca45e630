/**
 * The customer sign-up code's pure rules (issue 31 item 7): the code's shape, its hash bound to
 * the CPF and the code's id, the constant-time check, which phones on file get it, and the
 * request bodies (the old sign-up body without a code is refused).
 */
import { describe, expect, it } from "vitest";
import { codigoConfere, gerarCodigo, hashCodigo, registrosParaCodigo } from "../../functions/portal/codigo-conta";
import { ConfirmarContaClienteInput, MSG_PORTAL, SolicitarCodigoContaInput } from "../../shared/portal/schemas";

const registro = (empresaId: string, telefone: string | null, created_at: string, id = empresaId) => ({ empresaId, cliente: { id, nome: "Maria da Silva", telefone, created_at } });

describe("código de cadastro da conta de cliente", () => {
  it("tem 6 dígitos e confere só com o CPF e o id do código em que foi gravado", () => {
    for (let i = 0; i < 50; i += 1) expect(gerarCodigo()).toMatch(/^\d{6}$/);
    const gravado = { cpf: "12345678909", id: "01ABC", hash: hashCodigo("12345678909", "01ABC", "004217") };
    expect(codigoConfere(gravado, "004217")).toBe(true);
    expect(codigoConfere(gravado, "004218")).toBe(false);
    expect(codigoConfere({ ...gravado, id: "01ABD" }, "004217")).toBe(false);
    expect(codigoConfere({ ...gravado, cpf: "12345678900" }, "004217")).toBe(false);
    expect(gravado.hash).not.toContain("004217");
  });

  it("vai a cada celular distinto cadastrado, do registro mais novo ao mais antigo, no máximo 3; fixo e vazio não recebem", () => {
    const escolhidos = registrosParaCodigo([
      registro("e1", "(81) 99876-5432", "2026-01-01T00:00:00Z"),
      registro("e2", "(81) 3333-4444", "2026-02-01T00:00:00Z"),
      registro("e3", "81 99876-5432", "2026-03-01T00:00:00Z"),
      registro("e4", null, "2026-04-01T00:00:00Z"),
      registro("e5", "(11) 91234-5678", "2026-05-01T00:00:00Z"),
      registro("e6", "(21) 98888-7777", "2026-06-01T00:00:00Z"),
      registro("e7", "(31) 97777-6666", "2026-07-01T00:00:00Z"),
    ]);
    expect(escolhidos.map((r) => [r.empresaId, r.celular])).toEqual([
      ["e7", "31977776666"],
      ["e6", "21988887777"],
      ["e5", "11912345678"],
    ]);
    expect(registrosParaCodigo([registro("e1", "(81) 99876-5432", "2026-01-01T00:00:00Z"), registro("e2", "(81) 99876-5432", "2026-02-01T00:00:00Z")]).map((r) => r.empresaId)).toEqual(["e2"]);
    expect(registrosParaCodigo([registro("e2", "(81) 3333-4444", "2026-02-01T00:00:00Z")])).toEqual([]);
  });

  it("o pedido de código leva só o CPF: o corpo antigo com e-mail e senha é recusado", () => {
    expect(SolicitarCodigoContaInput.parse({ cpf: "123.456.789-09" })).toEqual({ cpf: "12345678909" });
    const antigo = SolicitarCodigoContaInput.safeParse({ cpf: "12345678909", email: "a@b.com", senha: "segredo123" });
    expect(antigo.success).toBe(false);
    expect(antigo.error?.issues[0]?.message).toBe(MSG_PORTAL.cadastroSemCodigo);
    expect(SolicitarCodigoContaInput.safeParse({ cpf: "123" }).error?.issues[0]?.message).toBe("CPF inválido. Deve conter 11 dígitos.");
  });

  it.each([
    [{ codigo: "12 34 56" }, null],
    [{ codigo: "12345" }, MSG_PORTAL.codigoFormato],
    [{ codigo: "" }, MSG_PORTAL.codigoObrigatorio],
    [{ codigo: undefined }, MSG_PORTAL.codigoObrigatorio],
  ])("a confirmação confere o código %o", (extra, erro) => {
    const r = ConfirmarContaClienteInput.safeParse({ cpf: "12345678909", email: "Maria@Exemplo.com", senha: "segredo123", ...extra });
    if (erro === null) expect(r.data).toEqual({ cpf: "12345678909", codigo: "123456", email: "maria@exemplo.com", senha: "segredo123" });
    else expect(r.error?.issues.map((i) => i.message)).toContain(erro);
  });
});
