/** The lock provider side's key strings (a key format is a stored contract). */
import { describe, expect, it } from "vitest";
import { chaves, empresaDaPk, indices } from "../../functions/lib/db/keys";
import { montarTela } from "../../functions/bloqueio/tela";

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
  it("diz a loja, o WhatsApp, como pagar e que as chamadas de emergência continuam", () => {
    const t = montarTela({ nome_fantasia: "Cell Recife", whatsapp: "81998765432" });
    expect(t.texto).toContain("Loja: Cell Recife.");
    expect(t.texto).toContain("WhatsApp (81) 99876-5432");
    expect(t.texto).toMatch(/pague a parcela em atraso pelo boleto ou Pix/);
    expect(t.texto).toContain("Chamadas de emergência (190, 192, 193) continuam disponíveis.");
    expect(t.telefone).toBe("81998765432");
    expect(montarTela({ nome_fantasia: "Loja X", whatsapp: null }).texto).toContain("Fale com a loja para regularizar.");
  });
});
