/** Audit events in words (shared/vendas/eventos-texto.ts): Brasília time, who acted, instalments and amounts. */
import { describe, expect, it } from "vitest";
import { descreverAutor, descreverEvento, formatarInstante } from "../../shared/vendas/eventos-texto";
import { cpfParcial } from "../../functions/financeiro/trilha-pdf";

describe("eventos em palavras", () => {
  it("instante em Brasília, dd/mm/aaaa hh:mm", () => {
    expect(formatarInstante("2026-12-02T09:05:00.000Z")).toBe("02/12/2026 06:05");
    expect(formatarInstante("2027-01-01T02:30:00.000Z")).toBe("31/12/2026 23:30");
  });

  it("autor: regra, banco ou nome do usuário", () => {
    expect(descreverAutor("rotina")).toBe("Rotina automática");
    expect(descreverAutor("banco:simulado")).toBe("Aviso do banco (simulado)");
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
    expect(b).toMatchObject({ quando: "02/12/2026 06:00", autor: "Rotina automática", titulo: "Bloqueio do aparelho solicitado" });
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
