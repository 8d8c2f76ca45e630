/** The lock provider side's key strings (a key format is a stored contract). */
import { describe, expect, it } from "vitest";
import { chaves, empresaDaPk, indices } from "../../functions/lib/db/keys";
import { montarTela } from "../../functions/bloqueio/tela";
import { enderecoAreaCliente, textoAvisoBloqueio } from "../../shared/bloqueio/tela";

describe("chaves do bloqueio", () => {
  it("são globais (sem empresa na PK: o fluxo as ignora) e exatas", () => {
    expect(chaves.guardaComandoBloqueio("simulado", "cmd_1")).toEqual({ PK: "COMANDO_BLOQUEIO#simulado#cmd_1", SK: "COMANDO" });
    expect(chaves.eventoBloqueio("knox", "e-1")).toEqual({ PK: "EVENTO_BLOQUEIO#knox#e-1", SK: "EVENTO" });
    expect(chaves.aparelhoSimulado("490154203237518")).toEqual({ PK: "APARELHO_SIM#490154203237518", SK: "APARELHO" });
    expect(chaves.comandoSimulado("490154203237518", "CON:2")).toEqual({ PK: "APARELHO_SIM#490154203237518", SK: "COMANDO#CON:2" });
    expect(indices.aparelhoSimuladoNaLista("490154203237518")).toEqual({ GSI1PK: "APARELHO_SIM#APARELHOS", GSI1SK: "490154203237518" });
    expect(indices.confirmacaoSimulada("2026-11-23T10:00:00.000Z", "cmd_1")).toEqual({ GSI1PK: "APARELHO_SIM#CONFIRMACOES", GSI1SK: "2026-11-23T10:00:00.000Z#cmd_1" });
    for (const c of [chaves.guardaComandoBloqueio("s", "x"), chaves.eventoBloqueio("s", "x"), chaves.aparelhoSimulado("1")]) expect(empresaDaPk(c.PK)).toBeUndefined();
  });
});

describe("tela do aparelho bloqueado", () => {
  it("diz a loja, o WhatsApp, como pagar (o endereço completo da área do cliente) e que as chamadas de emergência continuam", () => {
    const t = montarTela({ nome_fantasia: "Cell Recife", whatsapp: "81998765432" }, { areaCliente: "https://erp.exemplo.com.br/consulta-boletos" });
    expect(t.texto).toBe(
      [
        "Aparelho bloqueado por Cell Recife: há parcelas em atraso.",
        "Telefone/WhatsApp da loja: (81) 99876-5432.",
        "Como pagar: procure a loja ou pague seus boletos em https://erp.exemplo.com.br/consulta-boletos.",
        "O desbloqueio é automático após o pagamento.",
        "Chamadas de emergência (190, 192, 193) continuam disponíveis.",
      ].join("\n"),
    );
    expect(t.telefone).toBe("81998765432");
    // Without a site address, no bare path: the store.
    const semSite = montarTela({ nome_fantasia: "Loja X", whatsapp: null }, { areaCliente: null }).texto;
    expect(semSite).toContain("Entre em contato com a loja.");
    expect(semSite).toContain("Como pagar: procure a loja.");
    expect(semSite).not.toContain("/consulta-boletos");
  });

  it("a pedido do titular (perda ou roubo) não fala de dívida", () => {
    const t = montarTela({ nome_fantasia: "Cell Recife", whatsapp: "81998765432" }, { areaCliente: null, aPedidoDoCliente: true }).texto;
    expect(t).toContain("a pedido do titular (perda ou roubo)");
    expect(t).not.toMatch(/atraso|pag/);
  });

  it("o aviso antes do bloqueio diz a data, o valor, como pagar e o WhatsApp da loja", () => {
    const t = textoAvisoBloqueio({ nome_fantasia: "Cell Recife", whatsapp: "81998765432" }, { dataPrevista: "2026-12-02", valorCentavos: 17036, areaCliente: enderecoAreaCliente("https://erp.exemplo.com.br/") });
    expect(t).toContain("bloqueado a partir de 02/12/2026");
    expect(t).toContain("R$ 170,36");
    expect(t).toContain("https://erp.exemplo.com.br/consulta-boletos");
    expect(t).toContain("(81) 99876-5432");
  });

  it.each([
    ["https://erp.exemplo.com.br", "https://erp.exemplo.com.br/consulta-boletos"],
    ["http://localhost:5173/", "http://localhost:5173/consulta-boletos"],
    ["", null],
    [undefined, null],
    ["/consulta-boletos", null],
  ])("endereço da área do cliente de %j", (site, esperado) => {
    expect(enderecoAreaCliente(site)).toBe(esperado);
  });
});
