/** Issue 36 item 12: 'Próximo vencimento' never shows a past date as if it were next. */
import { describe, expect, it } from "vitest";
import { rotulosDoProximo } from "../../shared/portal/cartao";

const boleto = (data_vencimento: string, status: "pago" | "pendente" | "atrasado") => ({ data_vencimento, status }) as never;

describe("cartão da área do cliente", () => {
  it("a parcela mais antiga em atraso: 'Vencida em' e 'Valor para pagar hoje'", () => {
    expect(rotulosDoProximo({ proximoVencimento: "2026-11-20", todosBoletos: [boleto("2026-11-05", "pago"), boleto("2026-11-20", "atrasado"), boleto("2026-12-20", "pendente")] })).toEqual({ data: "Vencida em", valor: "Valor para pagar hoje" });
  });
  it("em dia: 'Próximo vencimento' e 'Valor'", () => {
    expect(rotulosDoProximo({ proximoVencimento: "2026-12-20", todosBoletos: [boleto("2026-11-20", "pago"), boleto("2026-12-20", "pendente")] })).toEqual({ data: "Próximo vencimento", valor: "Valor" });
  });
});
