/** What 'Controle de Boletos' shows and asks: filters as a query, fees, dates, slip states, texts. */
import { describe, expect, it } from "vitest";
import { consultaContratos, temEmissaoPendente } from "../../frontend/src/features/boletos/api/boletos-api";
import {
  boletoReemitido,
  comoFoiPaga,
  OPCOES_STATUS_CONTRATO,
  perguntaPagar,
  semJurosAte,
  STATUS_BOLETO_TELA,
  textoEnfileirados,
  valorComEncargos,
  valorNaTabela,
} from "../../frontend/src/features/boletos/rotulos-boletos";
import { MSG_CONTRATO, recusaReenvio } from "../../shared/vendas/contratos";
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

describe("contrato liquidado em Controle de Boletos (issue 36 item 12)", () => {
  it("a parcela paga mostra o que foi pago, com o valor da parcela ao lado quando difere; a aberta, o valor da parcela", () => {
    expect(valorNaTabela(parcela())).toEqual({ valor: "R$ 150,00", nota: null });
    expect(valorNaTabela(parcela({ status_parcela: "paga", valor_pago: 112.34, origem_pagamento: "quitacao" }))).toEqual({ valor: "Pago R$ 112,34", nota: "valor da parcela R$ 150,00" });
    expect(valorNaTabela(parcela({ status_parcela: "paga", valor_pago: 150 }))).toEqual({ valor: "Pago R$ 150,00", nota: null });
    expect(valorNaTabela(parcela({ status_parcela: "paga", valor_pago: 153.45, origem_pagamento: "banco" }))).toEqual({ valor: "Pago R$ 153,45", nota: "valor da parcela R$ 150,00" });
  });

  it("a parcela paga pela quitação diz isso; as outras nada", () => {
    expect(comoFoiPaga(parcela({ status_parcela: "paga", origem_pagamento: "quitacao" }))).toBe("pela quitação antecipada");
    expect(comoFoiPaga(parcela({ status_parcela: "paga", origem_pagamento: "banco" }))).toBeNull();
    expect(comoFoiPaga(parcela())).toBeNull();
  });

  it("'Reenviar boletos' só no contrato aberto; o encerrado diz por quê", () => {
    expect(recusaReenvio("ativo")).toBeNull();
    expect(recusaReenvio("inadimplente")).toBeNull();
    expect(recusaReenvio("liquidado")).toBe(MSG_CONTRATO.reenvioLiquidado);
    expect(recusaReenvio("cancelado")).toBe("Contrato cancelado: não há boletos a reenviar.");
  });
});
