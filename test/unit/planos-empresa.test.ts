import { describe, expect, it } from "vitest";
import { cabeMaisUmUsuario, estatisticasEmpresa, mensagemMudancaPlano } from "../../shared/empresa/planos";

describe("limites do plano aplicados a uma empresa", () => {
  it.each([
    ["start", 0, true],
    ["start", 1, false],
    ["pro", 2, true],
    ["pro", 3, false],
    ["master", 1_000, true],
  ] as const)("no plano %s com %i usuário(s), cabe mais um: %s", (plano, usuarios, esperado) => {
    expect(cabeMaisUmUsuario(plano, usuarios)).toBe(esperado);
  });

  it.each([
    ["start", { usuarios: 1, imeis: 100 }],
    ["pro", { usuarios: 3, imeis: 500 }],
    ["master", { usuarios: 50, imeis: 100_000 }],
  ] as const)("mudar para %s é permitido quando o uso está exatamente no limite", (plano, uso) => {
    expect(mensagemMudancaPlano(plano, uso)).toBeNull();
  });

  it.each([
    ["start", { usuarios: 2, imeis: 0 }, "Não é possível mudar para o plano Start: a empresa tem 2 usuários (o plano permite até 1). Reduza o uso ou escolha um plano maior."],
    ["pro", { usuarios: 1, imeis: 501 }, "Não é possível mudar para o plano Pro: a empresa tem 501 IMEIs cadastrados (o plano permite até 500). Reduza o uso ou escolha um plano maior."],
    [
      "start",
      { usuarios: 3, imeis: 101 },
      "Não é possível mudar para o plano Start: a empresa tem 3 usuários (o plano permite até 1) e 101 IMEIs cadastrados (o plano permite até 100). Reduza o uso ou escolha um plano maior.",
    ],
  ] as const)("mudar para %s com uso %j é recusado com o motivo", (plano, uso, mensagem) => {
    expect(mensagemMudancaPlano(plano, uso)).toBe(mensagem);
  });

  it.each([
    ["start", { limite_imeis: 100, limite_usuarios: 1 }],
    ["pro", { limite_imeis: 500, limite_usuarios: 3 }],
    ["master", { limite_imeis: null, limite_usuarios: null }],
  ] as const)("as estatísticas do plano %s trazem os limites e o uso", (plano, limites) => {
    const created_at = "2026-03-01T12:00:00.000Z";
    expect(estatisticasEmpresa({ plano, created_at }, { usuarios: 2, imeis: 7 })).toEqual({
      ...limites,
      usuarios: 2,
      imeis_cadastrados: 7,
      created_at,
    });
  });
});
