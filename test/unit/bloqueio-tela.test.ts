/** What 'Controle de Boletos' shows and asks about the remote lock: badges, actions, reason, the audit trail in words. */
import { describe, expect, it } from "vitest";
import { temAparelhoEmTransicao } from "../../frontend/src/features/boletos/api/boletos-api";
import {
  ACOES_BLOQUEIO,
  acoesDoAparelho,
  formatarDataHora,
  quemFez,
  STATUS_APARELHO_TELA,
  textoEvento,
  validarMotivo,
  type EventoTela,
} from "../../frontend/src/features/boletos/rotulos-bloqueio";
import { STATUS_APARELHO, type StatusAparelho } from "../../shared/bloqueio/schemas";

const evento = (tipo: string, detalhes: Record<string, unknown> = {}, por = "rotina"): EventoTela => ({ tipo, em: "2026-12-02T09:05:00.000Z", por, detalhes });

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
  it("oferece o que o servidor aceita em cada estado; contrato encerrado não oferece nada", () => {
    expect(acoesDoAparelho("ativo", "ativo")).toEqual(["bloquear", "suspender"]);
    expect(acoesDoAparelho("ativo", "inadimplente")).toEqual(["bloquear", "suspender"]);
    expect(acoesDoAparelho("bloqueando", "inadimplente")).toEqual(["desbloquear", "suspender"]);
    expect(acoesDoAparelho("bloqueado", "inadimplente")).toEqual(["desbloquear", "suspender"]);
    expect(acoesDoAparelho("desbloqueando", "ativo")).toEqual(["suspender"]);
    expect(acoesDoAparelho("suspenso", "inadimplente")).toEqual(["retomar"]);
    expect(acoesDoAparelho("ativo", "liquidado")).toEqual([]);
    expect(acoesDoAparelho("bloqueado", "cancelado")).toEqual([]);
  });

  it("bloquear pede motivo e segunda confirmação; suspender pede motivo; os avisos usam a palavra da ação", () => {
    expect(ACOES_BLOQUEIO.bloquear).toMatchObject({ botao: "Bloquear Aparelho", motivoObrigatorio: true, segundaConfirmacao: true, sucesso: "Aparelho bloqueado com sucesso!" });
    expect(ACOES_BLOQUEIO.desbloquear).toMatchObject({ botao: "Desbloquear Aparelho", motivoObrigatorio: false, sucesso: "Aparelho desbloqueado com sucesso!" });
    expect(ACOES_BLOQUEIO.suspender).toMatchObject({ botao: "Suspender bloqueio", motivoObrigatorio: true, segundaConfirmacao: false });
    expect(ACOES_BLOQUEIO.retomar).toMatchObject({ botao: "Retomar", motivoObrigatorio: false });
    expect(ACOES_BLOQUEIO.bloquear.erro("x")).toBe("Erro ao bloquear aparelho: x");
    expect(ACOES_BLOQUEIO.desbloquear.erro("y")).toBe("Erro ao desbloquear aparelho: y");
  });

  it("valida o motivo como o servidor", () => {
    expect(validarMotivo("", true)).toBe("Informe o motivo.");
    expect(validarMotivo("   ", true)).toBe("Informe o motivo.");
    expect(validarMotivo("", false)).toBeNull();
    expect(validarMotivo("Atraso de 10 dias", true)).toBeNull();
    expect(validarMotivo("x".repeat(501), false)).toBe("O motivo deve ter no máximo 500 caracteres.");
    expect(validarMotivo(` ${"x".repeat(500)} `, true)).toBeNull();
  });
});

describe("histórico do contrato", () => {
  it("data e hora de Brasília em dd/mm/aaaa hh:mm", () => {
    expect(formatarDataHora("2026-12-02T09:05:00.000Z")).toBe("02/12/2026 06:05");
    expect(formatarDataHora("2026-12-31T23:30:00Z")).toBe("31/12/2026 20:30");
    expect(formatarDataHora("2027-01-01T02:59:00Z")).toBe("31/12/2026 23:59");
  });

  it("quem fez: a rotina, o pagamento, o banco, o usuário pelo nome quando conhecido", () => {
    const nomes = new Map([["u1", "Ana Gerente"]]);
    expect(quemFez("rotina", nomes)).toBe("Rotina automática");
    expect(quemFez("u1", nomes)).toBe("Ana Gerente");
    expect(quemFez("u2", nomes)).toBe("Usuário da loja");
    expect(quemFez("banco:simulado", nomes)).toBe("Banco");
  });

  it("cada evento em palavras", () => {
    const nomes = new Map([["u1", "Ana Gerente"]]);
    expect(textoEvento(evento("parcela_paga", { numero_parcela: 3, valor_pago_centavos: 17036, origem: "banco" }, "banco:simulado"))).toBe("Parcela 3 paga — R$ 170,36 no banco");
    expect(textoEvento(evento("parcela_paga", { numero_parcela: 3, valor_pago_centavos: 17036, origem: "manual" }, "u1"), nomes)).toBe(
      "Parcela 3 paga — R$ 170,36 (marcada como paga na loja)",
    );
    expect(textoEvento(evento("parcela_vencida", { numero_parcela: 2, valor_centavos: 15000 }))).toBe("Parcela 2 vencida — R$ 150,00");
    expect(textoEvento(evento("lembrete", { numero_parcela: 2, data_vencimento: "2026-12-05", canal: "WhatsApp" }))).toBe("Lembrete enviado — parcela 2, vencimento 05/12/2026 (WhatsApp)");
    expect(textoEvento(evento("lembrete"))).toBe("Lembrete enviado");
    const canais = [{ canal: "whatsapp", texto: "…" }, { canal: "email", texto: "…" }];
    expect(textoEvento(evento("lembrete", { numero_parcela: 1, tipo_lembrete: "antes", data_vencimento: "2026-11-20", canais }))).toBe(
      "Lembrete enviado — parcela 1 vence em 20/11/2026 (WhatsApp, e-mail)",
    );
    expect(textoEvento(evento("lembrete", { numero_parcela: 1, tipo_lembrete: "atraso", data_vencimento: "2026-11-20", data_bloqueio_prevista: "2026-12-02", canais }))).toBe(
      "Lembrete enviado — parcela 1 em atraso desde 20/11/2026; bloqueio possível a partir de 02/12/2026 (WhatsApp, e-mail)",
    );
    expect(textoEvento(evento("liberacao_solicitada", { origem: "pagamento" }, "pagamento"))).toBe("Liberação do aparelho solicitada (contrato quitado)");
    expect(
      textoEvento(evento("bloqueio_solicitado", { origem: "rotina", motivo: null, parcelas: [{ numero_parcela: 1 }, { numero_parcela: 2 }], valor_em_atraso_centavos: 34072 })),
    ).toBe("Bloqueio solicitado por Rotina automática — parcelas 1 e 2 em atraso (R$ 340,72)");
    expect(textoEvento(evento("bloqueio_solicitado", { origem: "manual", motivo: "Cliente não atende" }, "u1"), nomes)).toBe("Bloqueio solicitado por Ana Gerente — Cliente não atende");
    expect(
      textoEvento(evento("bloqueio_solicitado", { origem: "rotina", motivo: "Parcela 1 em atraso após a carência", parcelas: [{ numero_parcela: 1 }], valor_em_atraso_centavos: 17036 })),
    ).toBe("Bloqueio solicitado por Rotina automática — Parcela 1 em atraso após a carência (R$ 170,36 em atraso)");
    expect(textoEvento(evento("bloqueado", { resposta: { status: "LOCKED" } }))).toBe("Aparelho bloqueado (confirmado pelo aparelho)");
    expect(textoEvento(evento("desbloqueio_solicitado", { origem: "pagamento", pagamento: { numero_parcela: 1, valor_pago_centavos: 17036 } }, "pagamento"))).toBe(
      "Desbloqueio solicitado por pagamento das parcelas — parcela 1 paga (R$ 170,36)",
    );
    expect(textoEvento(evento("desbloqueado"))).toBe("Aparelho desbloqueado (confirmado pelo aparelho)");
    expect(textoEvento(evento("suspenso", { motivo: "Reclamação no Procon" }, "u1"), nomes)).toBe("Bloqueio suspenso por Ana Gerente — Reclamação no Procon");
    expect(textoEvento(evento("retomado", {}, "u9"), nomes)).toBe("Bloqueio retomado por Usuário da loja");
    expect(textoEvento(evento("bloqueio_recusado", { acao: "bloquear", resposta_provedor: { resultado: "recusado", descricao: "Aparelho vinculado a outro contrato." } }))).toBe(
      "Bloqueio recusado pelo provedor de bloqueio — Aparelho vinculado a outro contrato.",
    );
    expect(textoEvento(evento("comando_falhou", { acao: "desbloquear" }))).toBe("Falha ao enviar desbloqueio ao provedor de bloqueio");
    expect(textoEvento(evento("aparelho_matriculado", { acao: "matricular" }, "contrato"))).toBe("Aparelho vinculado a este contrato no provedor de bloqueio");
    // A kind the screen does not know yet still reads as something.
    expect(textoEvento(evento("troca_de_aparelho", {}, "u1"), nomes)).toBe("troca de aparelho — Ana Gerente");
    // Malformed details never throw.
    expect(textoEvento(evento("bloqueio_solicitado", { parcelas: "x", valor_em_atraso_centavos: "y" }))).toBe("Bloqueio solicitado por Rotina automática");
  });
});
