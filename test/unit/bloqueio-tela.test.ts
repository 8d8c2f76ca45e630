/** What 'Controle de Boletos' shows and asks about the remote lock: badges and the dialogs' words (the rules: bloqueio-regras.test.ts). */
import { describe, expect, it } from "vitest";
import { temAparelhoEmTransicao } from "../../frontend/src/features/boletos/api/boletos-api";
import { ACOES_BLOQUEIO, explicacaoAcao, segundaConfirmacaoBloqueio, STATUS_APARELHO_TELA } from "../../frontend/src/features/boletos/rotulos-bloqueio";
import { STATUS_APARELHO, type StatusAparelho } from "../../shared/bloqueio/schemas";

describe("status do aparelho", () => {
  it("cada estado tem rótulo e severidade próprios", () => {
    expect(STATUS_APARELHO.map((s) => STATUS_APARELHO_TELA[s].rotulo)).toEqual(["Ativo", "Bloqueando…", "Bloqueado", "Desbloqueando…", "Suspenso"]);
    const cores = STATUS_APARELHO.map((s) => STATUS_APARELHO_TELA[s].cor);
    expect(new Set(cores).size).toBe(cores.length);
  });

  it("a lista volta a consultar só enquanto algum aparelho espera confirmação", () => {
    const dados = (...s: StatusAparelho[]) => ({ pages: [{ items: s.map((status_aparelho) => ({ status_aparelho })) }], pageParams: [""] });
    expect(temAparelhoEmTransicao(dados("ativo", "bloqueado", "suspenso"))).toBe(false);
    expect(temAparelhoEmTransicao(dados("ativo", "bloqueando"))).toBe(true);
    expect(temAparelhoEmTransicao(dados("desbloqueando"))).toBe(true);
    expect(temAparelhoEmTransicao(undefined)).toBe(false);
  });
});

describe("ações do aparelho", () => {
  it("bloquear pede motivo e segunda confirmação; suspender pede motivo; os avisos usam a palavra da ação", () => {
    expect(ACOES_BLOQUEIO.bloquear).toMatchObject({ botao: "Bloquear Aparelho", segundaConfirmacao: true });
    expect(ACOES_BLOQUEIO.desbloquear).toMatchObject({ botao: "Desbloquear Aparelho" });
    expect(ACOES_BLOQUEIO.suspender).toMatchObject({ botao: "Suspender bloqueio", segundaConfirmacao: false });
    expect(ACOES_BLOQUEIO.retomar).toMatchObject({ botao: "Retomar" });
    expect(ACOES_BLOQUEIO.bloquear.erro("x")).toBe("Erro ao bloquear aparelho: x");
    expect(ACOES_BLOQUEIO.desbloquear.erro("y")).toBe("Erro ao desbloquear aparelho: y");
  });

  it("a pedido do cliente, o diálogo diz que a tela fala do pedido, não de dívida", () => {
    expect(explicacaoAcao("bloquear", "Maria", "356938035643809")).toContain("como pagar");
    expect(explicacaoAcao("bloquear", "Maria", "356938035643809", true)).toContain("a pedido do cliente");
    expect(segundaConfirmacaoBloqueio("Maria", "Roubo", true)).toBe('Confirma o bloqueio do aparelho de Maria a pedido do cliente? O pedido fica registrado no histórico do contrato com o motivo "Roubo" e o seu nome.');
  });

});

