import { afterEach, describe, expect, it } from "vitest";
import { pedidoDaRotina } from "../../functions/agenda/rotina-diaria";
import { recarregarAmbiente } from "../../functions/lib/env";
import { lerPedidoAgendamento } from "../../scripts/local/gateway";

const AGORA = new Date("2026-11-23T12:00:00Z");
const anterior = { ...process.env };
function emAmbiente(nome: string) {
  Object.assign(process.env, { APP_ENV: nome, TABLE_NAME: process.env.TABLE_NAME ?? "tabela" });
  recarregarAmbiente();
}
afterEach(() => {
  process.env = { ...anterior };
  recarregarAmbiente();
});

describe("dia da rotina", () => {
  it.each(["dev", "prod"])("em AWS (%s) a data e a empresa pedidas são ignoradas: roda como de hoje em Brasília, para todas", (nome) => {
    emAmbiente(nome);
    expect(pedidoDaRotina({ detail: { data: "2026-12-02", empresa_id: "01ABC" } }, AGORA)).toEqual({ dia: "2026-11-23" });
  });

  it.each(["local", "test"])("localmente (%s) vale a data pedida e a empresa", (nome) => {
    emAmbiente(nome);
    expect(pedidoDaRotina({ detail: { data: "2026-12-02", empresa_id: "01ABC" } }, AGORA)).toEqual({ dia: "2026-12-02", empresaId: "01ABC" });
    expect(pedidoDaRotina({ detail: { data: "2026-02-30" } }, AGORA)).toEqual({ dia: "2026-11-23" });
    expect(pedidoDaRotina({ detail: {} }, AGORA)).toEqual({ dia: "2026-11-23" });
  });

  it("o corpo do gatilho local: vazio, data válida; o resto é recusado em português", () => {
    expect(lerPedidoAgendamento("")).toEqual({});
    expect(lerPedidoAgendamento('{"data":"2026-12-25"}')).toEqual({ data: "2026-12-25" });
    expect(() => lerPedidoAgendamento('{"data":"25/12/2026"}')).toThrow("Data inválida: use AAAA-MM-DD");
    expect(() => lerPedidoAgendamento("[")).toThrow(/Corpo deve ser JSON/);
    expect(() => lerPedidoAgendamento("[]")).toThrow(/Corpo deve ser um objeto/);
    expect(() => lerPedidoAgendamento('{"empresa_id":"a b"}')).toThrow("Empresa inválida");
  });
});
