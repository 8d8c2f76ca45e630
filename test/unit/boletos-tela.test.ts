/** What 'Controle de Boletos' shows and asks: filters as a query, fees, dates, slip states, texts. */
import { describe, expect, it } from "vitest";
import { consultaContratos, temEmissaoPendente } from "../../frontend/src/features/boletos/api/boletos-api";
import {
  boletoReemitido,
  OPCOES_STATUS_CONTRATO,
  perguntaPagar,
  semJurosAte,
  STATUS_BOLETO_TELA,
  textoEnfileirados,
  valorComEncargos,
} from "../../frontend/src/features/boletos/rotulos-boletos";
import type { ContratoNaLista, ListaContratos, Parcela } from "../../shared/vendas/schemas";

const parcela = (p: Partial<Parcela> = {}): Parcela => ({
  id: "p1",
  contrato_id: "c1",
  numero_parcela: 1,
  valor_parcela: 150,
  data_vencimento: "2026-03-10",
  vencimento_util: "2026-03-10",
  status_parcela: "aberta",
  data_pagamento: null,
  valor_pago: null,
  valor_devido: 150,
  boleto_status: "emitido",
  link_boleto: null,
  nosso_numero: null,
  codigo_barras: null,
  linha_digitavel: null,
  pix_copia_e_cola: null,
  vencimento_boleto: "2026-03-10",
  valor_boleto: 150,
  forma_pagamento: null,
  ...p,
});

const paginas = (...ps: Parcela[][]) => ({
  pages: ps.map((parcelas): ListaContratos => ({ items: [{ parcelas } as ContratoNaLista], next: null })),
  pageParams: ps.map(() => ""),
});

describe("tela Controle de Boletos", () => {
  it.each([
    [{ status: null, q: "" }, "", ""],
    [{ status: null, q: "  Maria  " }, "", "?q=Maria"],
    [{ status: "inadimplente" as const, q: "355 1234" }, "", "?status=inadimplente&q=355+1234"],
    [{ status: "ativo" as const, q: "" }, "abc/+=", "?status=ativo&cursor=abc%2F%2B%3D"],
  ])("sends only the filled filters and the cursor: %j %s → %s", (filtros, cursor, esperado) => {
    expect(consultaContratos(filtros, cursor)).toBe(esperado);
  });

  it("offers 'Todos Status' then the four contract states in the spec's order", () => {
    expect(OPCOES_STATUS_CONTRATO.map((o) => [o.value, o.label])).toEqual([
      ["", "Todos Status"],
      ["ativo", "Ativo"],
      ["inadimplente", "Inadimplente"],
      ["liquidado", "Liquidado"],
      ["cancelado", "Cancelado"],
    ]);
  });

  it("shows the amount due with fees only on an open instalment that costs more than its value", () => {
    expect(valorComEncargos(parcela({ status_parcela: "vencida", valor_devido: 153.5 }))).toBe("R$ 153,50 (com encargos)");
    expect(valorComEncargos(parcela({ status_parcela: "aberta", valor_devido: 150 }))).toBeNull();
    expect(valorComEncargos(parcela({ status_parcela: "paga", valor_devido: 0 }))).toBeNull();
  });

  it("names the last day without charges when the due date is not a banking day", () => {
    expect(semJurosAte(parcela({ data_vencimento: "2026-03-14", vencimento_util: "2026-03-16" }))).toBe("sem juros até 16/03/2026");
    expect(semJurosAte(parcela())).toBeNull();
  });

  it("tells a late re-issued slip by its own due date and amount", () => {
    expect(boletoReemitido(parcela({ vencimento_boleto: "2026-04-02", valor_boleto: 153.5 }))).toBe("boleto reemitido: vence 02/04/2026 (R$ 153,50)");
    expect(boletoReemitido(parcela({ vencimento_boleto: "2026-04-02", valor_boleto: 150 }))).toBe("boleto reemitido: vence 02/04/2026");
    expect(boletoReemitido(parcela())).toBeNull();
    expect(boletoReemitido(parcela({ vencimento_boleto: null, valor_boleto: null }))).toBeNull();
  });

  it("shows the slip's state only while it is being issued or failed", () => {
    expect(STATUS_BOLETO_TELA.emitindo?.rotulo).toBe("Emitindo boleto…");
    expect(STATUS_BOLETO_TELA.falhou?.rotulo).toBe("Falhou");
    expect(STATUS_BOLETO_TELA.emitido).toBeNull();
  });

  it("keeps asking while any loaded slip is still being issued", () => {
    expect(temEmissaoPendente(undefined)).toBe(false);
    expect(temEmissaoPendente(paginas([parcela()], [parcela({ boleto_status: null })]))).toBe(false);
    expect(temEmissaoPendente(paginas([parcela()], [parcela(), parcela({ boleto_status: "emitindo" })]))).toBe(true);
    expect(temEmissaoPendente(paginas([parcela({ boleto_status: "emitindo", status_parcela: "vencida" })]))).toBe(true);
    expect(temEmissaoPendente(paginas([parcela({ boleto_status: "emitindo", status_parcela: "cancelada" }), parcela({ boleto_status: "emitindo", status_parcela: "paga" })]))).toBe(false);
  });

  it("counts the queued slips and asks before marking an instalment paid", () => {
    expect(textoEnfileirados(1)).toBe("1 boleto enfileirado");
    expect(textoEnfileirados(3)).toBe("3 boletos enfileirados");
    expect(perguntaPagar(parcela({ numero_parcela: 4, status_parcela: "vencida", valor_devido: 153.5 }))).toBe(
      "Confirmar o pagamento da parcela 4 de R$ 153,50? Informe como e quando foi pago.",
    );
  });
});
