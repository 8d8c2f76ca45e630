/** The routine's reminder rule and texts (functions/agenda/lembretes-regras.ts): which kind is due on which day, once. */
import { describe, expect, it } from "vitest";
import { dataBloqueioPrevista, lembreteDoDia, linkWhatsapp, podeTerLembrete, textoLembrete } from "../../functions/agenda/lembretes-regras";

describe("lembretes da rotina", () => {
  // Due 2026-11-20 (Consciência Negra, Friday) → vencimento_util 2026-11-23 (Monday); grace 5.
  it.each([
    ["2026-11-16", null],
    ["2026-11-17", "antes"],
    ["2026-11-19", "antes"],
    ["2026-11-20", "vencimento"],
    ["2026-11-21", "vencimento"],
    ["2026-11-23", "vencimento"],
    ["2026-11-24", "atraso-1"],
    ["2026-11-28", null], // Saturday
    ["2026-11-30", "atraso-5"],
    ["2026-12-01", "atraso-6"],
    // 02/12 is the first lock day: past the grace, only a catch-up reminder when none was sent.
    ["2026-12-02", null],
  ] as const)("em %s o lembrete devido é %s (com outro já enviado)", (dia, esperado) => {
    expect(lembreteDoDia("2026-11-20", dia, 5, ["outro"])?.chave ?? null).toBe(esperado);
  });

  it("cada tipo uma vez; depois da carência só um lembrete de recuperação se nenhum saiu", () => {
    expect(lembreteDoDia("2026-11-20", "2026-11-18", 5, ["antes"])).toBeNull();
    expect(lembreteDoDia("2026-11-20", "2026-12-02", 5, [])).toEqual({ chave: "atraso-7", tipo: "atraso" });
    expect(lembreteDoDia("2026-11-20", "2026-12-02", 5, ["antes"])).toBeNull();
    expect(podeTerLembrete("2026-11-20", "2026-12-02", 5)).toBe(false);
    expect(podeTerLembrete("2026-11-20", "2026-12-01", 5)).toBe(true);
  });

  it("o bloqueio previsto nunca é o dia do lembrete e respeita a carência em dias úteis", () => {
    expect(dataBloqueioPrevista("2026-11-20", "2026-11-24", 5)).toBe("2026-12-02");
    expect(dataBloqueioPrevista("2026-11-20", "2026-12-03", 5)).toBe("2026-12-04");
    // 31/12 and 01/01 have no banking.
    expect(dataBloqueioPrevista("2026-12-25", "2026-12-29", 5)).toBe("2027-01-08");
  });

  it("textos em pt-BR com a loja, valores, datas e o endereço completo da área do cliente; link do WhatsApp só com telefone válido", () => {
    const base = { cliente: "Maria", loja: "Cell Center", numero: 2, qtd: 8, valorCentavos: 15000, devidoCentavos: 15350, dataVencimento: "2026-11-20", dataBloqueio: null };
    const antes = textoLembrete({ ...base, tipo: "antes", dia: "2026-11-17", areaCliente: "https://erp.exemplo.com.br/consulta-boletos" });
    expect(antes.whatsapp).toBe(
      "Olá, Maria! Cell Center: a parcela 2 de 8 do seu aparelho, de R$ 150,00, vence em 20/11/2026. Pague pelo boleto ou Pix em https://erp.exemplo.com.br/consulta-boletos ou procure a loja.",
    );
    // The message's summary: the slip and the address come with the message itself.
    expect(antes.resumo).toBe("a parcela 2 de 8 do seu aparelho, de R$ 150,00, vence em 20/11/2026.");
    // No site address configured: never a bare path.
    expect(textoLembrete({ ...base, tipo: "antes", dia: "2026-11-17" }).whatsapp).not.toContain("/consulta-boletos");
    expect(textoLembrete({ ...base, tipo: "vencimento", dia: "2026-11-20" }).whatsapp).toContain("pode ser paga sem multa nem juros até 23/11/2026");
    const atraso = textoLembrete({ ...base, tipo: "atraso", dia: "2026-12-01", dataBloqueio: "2026-12-02" });
    expect(atraso.whatsapp).toContain("Valor para pagamento hoje: R$ 153,50 (com multa e juros)");
    expect(atraso.whatsapp).toContain("poderá ser bloqueado a partir de 02/12/2026; chamadas de emergência continuam disponíveis");
    expect(atraso.assunto).toBe("Cell Center — Parcela 2 em atraso");
    // Other instalments late too: the message says so and what they come to, so one paid is not taken for all.
    const comOutras = textoLembrete({ ...base, tipo: "atraso", dia: "2026-12-01", dataBloqueio: "2026-12-02", outrasAtrasadas: { qtd: 1, devidoCentavos: 15350 } });
    expect(comOutras.resumo).toBe(
      "a parcela 2 de 8 do seu aparelho venceu em 20/11/2026 e está em aberto. Valor para pagamento hoje: R$ 153,50 (com multa e juros). Há também 1 outra parcela em atraso: R$ 153,50 hoje, com multa e juros. Sem o pagamento, o aparelho poderá ser bloqueado a partir de 02/12/2026; chamadas de emergência continuam disponíveis.",
    );
    expect(textoLembrete({ ...base, tipo: "antes", dia: "2026-11-17", outrasAtrasadas: { qtd: 2, devidoCentavos: 30700 } }).resumo).toBe(
      "a parcela 2 de 8 do seu aparelho, de R$ 150,00, vence em 20/11/2026. Há também 2 outras parcelas em atraso: R$ 307,00 hoje, com multa e juros.",
    );
    expect(textoLembrete({ ...base, tipo: "antes", dia: "2026-11-17", outrasAtrasadas: { qtd: 0, devidoCentavos: 0 } }).resumo).not.toContain("Há também");
    expect(linkWhatsapp("(81) 99876-5432", "Olá & até")).toBe("https://wa.me/5581998765432?text=Ol%C3%A1%20%26%20at%C3%A9");
    expect(linkWhatsapp(null, "x")).toBeNull();
    expect(linkWhatsapp("123", "x")).toBeNull();
  });
});
