/** Audit events in words (shared/vendas/eventos-texto.ts): Brasília time, who acted, instalments and amounts. */
import { describe, expect, it } from "vitest";
import { descreverAutor, descreverEvento, formatarInstante, resumirEvento } from "../../shared/vendas/eventos-texto";

const evento = (tipo: string, detalhes: Record<string, unknown> = {}, por = "rotina") => ({ tipo, em: "2026-12-02T09:05:00.000Z", por, detalhes });
import { cpfParcial } from "../../shared/br/cpf";

describe("eventos em palavras", () => {
  it("instante em Brasília, dd/mm/aaaa hh:mm", () => {
    expect(formatarInstante("2026-12-02T09:05:00.000Z")).toBe("02/12/2026 06:05");
    expect(formatarInstante("2027-01-01T02:30:00.000Z")).toBe("31/12/2026 23:30");
  });

  it("autor: regra, banco ou nome do usuário", () => {
    expect(descreverAutor("rotina")).toBe("Rotina automática");
    expect(descreverAutor("banco:simulado")).toBe("Banco (simulado)");
    expect(descreverAutor("cliente:conta")).toBe("O próprio cliente (Área do Cliente)");
    expect(descreverAutor("U1", new Map([["U1", "Ana"]]))).toBe("Ana");
  });

  it("bloqueio da rotina com parcelas, total, carência e consulta ao provedor; desbloqueio nomeia o pagamento", () => {
    const b = descreverEvento({
      tipo: "bloqueio_solicitado",
      em: "2026-12-02T09:00:00.000Z",
      por: "rotina",
      detalhes: {
        acao: "bloquear", origem: "rotina", motivo: "Bloqueio automático", comando_seq: 2, imei: "356938035643809",
        parcelas: [{ numero_parcela: 1, data_vencimento: "2026-11-20", vencimento_util: "2026-11-23", valor_centavos: 15000 }],
        valor_em_atraso_centavos: 15000, dias_carencia: 5, verificacao_provedor: { em: "2026-12-02T09:00:00.000Z", resultado: "sem pagamento" },
      },
    });
    expect(b).toMatchObject({ quando: "02/12/2026 06:00", autor: "Rotina automática", titulo: "Bloqueio solicitado por Rotina automática — Bloqueio automático (R$ 150,00 em atraso)" });
    expect(b.linhas).toEqual(expect.arrayContaining([
      "Parcelas em atraso: Parcela 1, vencimento 20/11/2026, sem encargos até 23/11/2026, R$ 150,00",
      "Total em atraso: R$ 150,00",
      "Carência: 5 dias úteis a partir do vencimento útil",
      "Consulta ao provedor de boletos: sem pagamento (02/12/2026 06:00)",
      "Comando nº 2 ao aparelho IMEI 356938035643809",
    ]));
    const d = descreverEvento({ tipo: "desbloqueio_solicitado", em: "2026-12-03T12:00:00.000Z", por: "pagamento", detalhes: { origem: "pagamento", pagamento: { numero_parcela: 1, evento: "manual", valor_pago_centavos: 15350, data: "2026-12-03" } } });
    expect(d.linhas).toContain("Causa: pagamento da parcela 1 de R$ 153,50 em 03/12/2026 (registrado na loja: 'Marcar Paga')");
  });

  it("CPF parcialmente mascarado", () => {
    expect(cpfParcial("52998224725")).toBe("***.982.247-**");
    expect(cpfParcial(null)).toBe("não informado");
  });
});

describe("cada evento numa frase: o Histórico da tela e o título de cada entrada do PDF", () => {
  it("data e hora de Brasília em dd/mm/aaaa hh:mm", () => {
    expect(formatarInstante("2026-12-02T09:05:00.000Z")).toBe("02/12/2026 06:05");
    expect(formatarInstante("2026-12-31T23:30:00Z")).toBe("31/12/2026 20:30");
    expect(formatarInstante("2027-01-01T02:59:00Z")).toBe("31/12/2026 23:59");
  });

  it("quem fez: a rotina, o pagamento, o banco, o usuário pelo nome quando conhecido", () => {
    const nomes = new Map([["u1", "Ana Gerente"]]);
    expect(descreverAutor("rotina", nomes)).toBe("Rotina automática");
    expect(descreverAutor("pagamento", nomes)).toBe("pagamento das parcelas");
    expect(descreverAutor("u1", nomes)).toBe("Ana Gerente");
    expect(descreverAutor("u2", nomes)).toBe("Usuário da loja");
    expect(descreverAutor("banco:simulado", nomes)).toBe("Banco (simulado)");
  });

  it("cada evento em palavras", () => {
    const nomes = new Map([["u1", "Ana Gerente"]]);
    expect(resumirEvento(evento("parcela_paga", { numero_parcela: 3, valor_pago_centavos: 17036, origem: "banco" }, "banco:simulado"))).toBe("Parcela 3 paga — R$ 170,36 no banco");
    expect(resumirEvento(evento("parcela_paga", { numero_parcela: 3, valor_pago_centavos: 17036, origem: "manual" }, "u1"), nomes)).toBe(
      "Parcela 3 paga — R$ 170,36 (marcada como paga na loja)",
    );
    expect(resumirEvento(evento("parcela_vencida", { numero_parcela: 2, valor_centavos: 15000 }))).toBe("Parcela 2 vencida — R$ 150,00");
    expect(resumirEvento(evento("lembrete", { numero_parcela: 2, data_vencimento: "2026-12-05", canal: "WhatsApp" }))).toBe("Lembrete registrado — parcela 2, vencimento 05/12/2026 (WhatsApp)");
    expect(resumirEvento(evento("lembrete"))).toBe("Lembrete registrado");
    const canais = [{ canal: "whatsapp", texto: "…" }, { canal: "email", texto: "…" }];
    expect(resumirEvento(evento("lembrete", { numero_parcela: 1, tipo_lembrete: "antes", data_vencimento: "2026-11-20", canais }))).toBe(
      "Lembrete registrado — parcela 1 vence em 20/11/2026 (WhatsApp, e-mail)",
    );
    expect(resumirEvento(evento("lembrete", { numero_parcela: 1, tipo_lembrete: "atraso", data_vencimento: "2026-11-20", data_bloqueio_prevista: "2026-12-02", canais }))).toBe(
      "Lembrete registrado — parcela 1 em atraso desde 20/11/2026; bloqueio possível a partir de 02/12/2026 (WhatsApp, e-mail)",
    );
    expect(resumirEvento(evento("liberacao_solicitada", { origem: "pagamento" }, "pagamento"))).toBe("Liberação do aparelho solicitada (contrato quitado)");
    expect(
      resumirEvento(evento("bloqueio_solicitado", { origem: "rotina", motivo: null, parcelas: [{ numero_parcela: 1 }, { numero_parcela: 2 }], valor_em_atraso_centavos: 34072 })),
    ).toBe("Bloqueio solicitado por Rotina automática — parcelas 1 e 2 em atraso (R$ 340,72)");
    expect(resumirEvento(evento("bloqueio_solicitado", { origem: "manual", motivo: "Cliente não atende" }, "u1"), nomes)).toBe("Bloqueio solicitado por Ana Gerente — Cliente não atende");
    expect(
      resumirEvento(evento("bloqueio_solicitado", { origem: "rotina", motivo: "Parcela 1 em atraso após a carência", parcelas: [{ numero_parcela: 1 }], valor_em_atraso_centavos: 17036 })),
    ).toBe("Bloqueio solicitado por Rotina automática — Parcela 1 em atraso após a carência (R$ 170,36 em atraso)");
    expect(resumirEvento(evento("bloqueado", { resposta: { status: "LOCKED" } }))).toBe("Aparelho bloqueado (confirmado pelo aparelho)");
    expect(resumirEvento(evento("desbloqueio_solicitado", { origem: "pagamento", pagamento: { numero_parcela: 1, valor_pago_centavos: 17036 } }, "pagamento"))).toBe(
      "Desbloqueio solicitado por pagamento das parcelas — parcela 1 paga (R$ 170,36)",
    );
    expect(resumirEvento(evento("desbloqueado"))).toBe("Aparelho desbloqueado (confirmado pelo aparelho)");
    expect(resumirEvento(evento("suspenso", { motivo: "Reclamação no Procon" }, "u1"), nomes)).toBe("Bloqueio suspenso por Ana Gerente — Reclamação no Procon");
    expect(resumirEvento(evento("retomado", {}, "u9"), nomes)).toBe("Bloqueio retomado por Usuário da loja");
    expect(resumirEvento(evento("bloqueio_recusado", { acao: "bloquear", resposta_provedor: { resultado: "recusado", descricao: "Aparelho vinculado a outro contrato." } }))).toBe(
      "Bloqueio recusado pelo provedor de bloqueio — Aparelho vinculado a outro contrato.",
    );
    expect(resumirEvento(evento("comando_falhou", { acao: "desbloquear" }))).toBe("Falha ao enviar desbloqueio ao provedor de bloqueio");
    expect(resumirEvento(evento("aparelho_matriculado", { acao: "matricular" }, "contrato"))).toBe("Aparelho vinculado a este contrato no provedor de bloqueio");
    // A kind the screen does not know yet still reads as something.
    expect(resumirEvento(evento("troca_de_aparelho", {}, "u1"), nomes)).toBe("Troca de aparelho — Ana Gerente");
    expect(resumirEvento(evento("bloqueio_solicitado", { origem: "manual", motivo: "Roubo", a_pedido_do_cliente: true }, "u1"), nomes)).toBe("Bloqueio solicitado por Ana Gerente a pedido do cliente — Roubo");
    expect(resumirEvento(evento("bloqueio_agendado", { data_prevista: "2026-12-02", parcelas: [{ numero_parcela: 1 }], valor: 17036 }))).toBe("Bloqueio agendado para 02/12/2026 — parcela 1 em atraso (R$ 170,36)");
    expect(resumirEvento(evento("bloqueio_cancelado", { data_prevista: "2026-12-02", motivo: "pagamento" }, "pagamento"))).toBe("Bloqueio agendado para 02/12/2026 cancelado — parcela paga");
    expect(resumirEvento(evento("aviso_exibido", { acao: "avisar" }))).toBe("Aviso de bloqueio exibido no aparelho");
    // Malformed details never throw.
    expect(resumirEvento(evento("bloqueio_solicitado", { parcelas: "x", valor_em_atraso_centavos: "y" }))).toBe("Bloqueio solicitado por Rotina automática");
  });
});
