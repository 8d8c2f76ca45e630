/**
 * Accessibility (issue 10, item 8): axe-core's WCAG 2.1 A/AA rules find no critical or serious
 * violation on any screen — every signed-in screen as an admin, the wizard's second step, an open
 * form dialog, and the public pages. A failure prints each violation with its element.
 */
import { describe, expect, it } from "vitest";
import { novaEmpresa } from "../support/api";
import { violacoesGraves } from "../support/axe";
import { entrarPelaTela, escolherOpcao, usarNavegador } from "../support/navegador";
import { abrirTela, lojaComVenda, TELAS_PUBLICAS, telasDaEquipe } from "../support/telas";

const nav = usarNavegador();
/** One test walks through many screens; on a busy machine that outlasts the suite's 60 s default. */
const TEMPO_VISITA = 240_000;

/** Violations of every visited state, keyed by what was on screen, so one run reports them all. */
async function auditar(resultado: Record<string, string[]>, estado: string): Promise<void> {
  const v = await violacoesGraves(nav.pagina);
  if (v.length) resultado[estado] = v;
}

describe("acessibilidade (axe-core, WCAG 2.1 A/AA)", () => {
  // At 390 px tables scroll in their own box, which must then take keyboard focus (scrollable-region-focusable).
  it.each([1280, 390])("nenhuma tela da equipe, vista pelo admin a %i px, tem violação crítica ou grave", async (largura) => {
    const a = await novaEmpresa();
    const { produto, vendaId, contratoId } = await lojaComVenda(a.token);
    const p = nav.pagina;
    await p.setViewportSize({ width: largura, height: 844 });
    await entrarPelaTela(nav, a.email, a.senha);
    const resultado: Record<string, string[]> = {};
    for (const tela of telasDaEquipe({ produtoId: produto.id, vendaId, contratoId })) {
      await abrirTela(p, nav.url(tela));
      await auditar(resultado, tela);
    }
    expect(resultado).toEqual({});
  }, TEMPO_VISITA);

  // States a screen reaches only after a step: the wizard's items, the sale's boleto fields, a
  // registry dialog and the sale details dialog.
  it("os estados depois de um passo (itens da entrada, boleto, diálogos) não têm violação crítica ou grave", async () => {
    const a = await novaEmpresa();
    await lojaComVenda(a.token);
    const p = nav.pagina;
    await entrarPelaTela(nav, a.email, a.senha);
    const resultado: Record<string, string[]> = {};
    await abrirTela(p, nav.url("/estoque/entrada"));
    await escolherOpcao(p, p.locator("#produto_id"), /Galaxy A15/);
    await escolherOpcao(p, p.locator("#fornecedor_id"), "Distribuidora Central");
    await p.getByRole("button", { name: "Próximo" }).click();
    await p.getByLabel("IMEI do item 1").waitFor();
    await auditar(resultado, "/estoque/entrada, passo 2");

    await abrirTela(p, nav.url("/vendas"));
    await escolherOpcao(p, p.locator("#forma_pagamento"), "Boleto parcelado");
    await p.locator("#entrada").waitFor();
    await auditar(resultado, "/vendas com boleto");

    await abrirTela(p, nav.url("/cadastro/cliente"));
    await p.getByRole("button", { name: "Novo Cliente" }).click();
    await p.getByRole("dialog").waitFor();
    await auditar(resultado, "/cadastro/cliente, diálogo Novo Cliente");

    await abrirTela(p, nav.url("/financeiro"));
    await p.getByRole("button", { name: /Detalhes da venda/ }).first().click();
    await p.getByRole("region", { name: "Parcelas do boleto" }).getByRole("row").nth(1).waitFor();
    await auditar(resultado, "/financeiro, diálogo Detalhes da Venda");
    expect(resultado).toEqual({});
  }, TEMPO_VISITA);

  it("nenhuma página pública tem violação crítica ou grave, no computador e no celular", async () => {
    const p = nav.pagina;
    const resultado: Record<string, string[]> = {};
    for (const largura of [1280, 390]) {
      await p.setViewportSize({ width: largura, height: 844 });
      for (const pagina of TELAS_PUBLICAS) {
        await abrirTela(p, nav.url(pagina));
        await auditar(resultado, `${pagina} a ${largura} px`);
      }
    }
    expect(resultado).toEqual({});
  }, TEMPO_VISITA);
});
