/** The customer area's pure rules: slip status, device status, phone comparison, address line. */
import { describe, expect, it } from "vitest";
import { enderecoDaLoja, statusAparelho, statusBoleto, telefoneConfere } from "../../functions/portal/domain";
import type { ParcelaGravada } from "../../functions/contratos/entidades";

const parcela = (p: Partial<ParcelaGravada>) => ({ status_parcela: "aberta", data_vencimento: "2026-11-20", boleto_status: "emitido", ...p }) as ParcelaGravada;

describe("regras da área do cliente", () => {
  it.each([
    ["paga", "2026-01-01", "2026-11-23", "pago"],
    ["aberta", "2026-11-23", "2026-11-23", "pendente"],
    ["aberta", "2026-11-19", "2026-11-23", "atrasado"],
    // 20/11 (Consciência Negra, national holiday) is paid on the next banking day.
    ["aberta", "2026-11-20", "2026-11-23", "pendente"],
    // Saturday 21/11/2026: payable without charges on Monday 23/11.
    ["aberta", "2026-11-21", "2026-11-23", "pendente"],
    ["aberta", "2026-11-21", "2026-11-24", "atrasado"],
    ["vencida", "2026-11-21", "2026-11-23", "atrasado"],
  ] as const)("parcela %s com vencimento %s vista em %s é %s", (status, vencimento, hoje, esperado) => {
    expect(statusBoleto(parcela({ status_parcela: status, data_vencimento: vencimento }), hoje)).toBe(esperado);
  });

  it.each([
    [false, "ativo", "Ativo"],
    [false, "bloqueando", "Pendente"],
    [false, "bloqueado", "Bloqueado"],
    // Locked on the device until the unlock is confirmed.
    [true, "desbloqueando", "Bloqueado"],
    [false, "desbloqueando", "Ativo"],
    [true, "bloqueado", "Bloqueado"],
    [false, "suspenso", "Ativo"],
    [true, "suspenso", "Bloqueado"],
  ] as const)("aparelho confirmado bloqueado %s com status %s é %s", (aparelho_bloqueado, status_aparelho, esperado) => {
    expect(statusAparelho({ aparelho_bloqueado, status_aparelho })).toBe(esperado);
  });

  it.each([
    ["(81) 99876-5432", "81998765432", true],
    ["+55 81 99876-5432", "81998765432", true],
    ["5581998765432", "(81) 99876-5432", true],
    ["(81) 99876-5433", "81998765432", false],
    ["81998765432", null, false],
    ["", "81998765432", false],
    ["lixo", "lixo", false],
  ] as const)("telefone %s confere com %s: %s", (digitado, gravado, esperado) => {
    expect(telefoneConfere(digitado, gravado)).toBe(esperado);
  });

  it("endereço da loja numa linha; nulo quando nada é conhecido", () => {
    expect(enderecoDaLoja({ endereco: "Rua A, 1", cidade: "Recife", uf: "PE", cep: "50050000" })).toBe("Rua A, 1 — Recife/PE — CEP 50050-000");
    expect(enderecoDaLoja({ endereco: "Rua A, 1", cidade: null, uf: null, cep: null })).toBe("Rua A, 1");
    expect(enderecoDaLoja({ endereco: null, cidade: null, uf: null, cep: null })).toBeNull();
  });
});
