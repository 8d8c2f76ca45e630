/**
 * Every screen of the SPA's route table (frontend/src/app/router.tsx and painel.tsx), with the data that makes
 * each one show what a shop sees on a working day, and the checks the layout and accessibility
 * tests share.
 */
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { hojeBrasil } from "../../shared/br/datas";
import { chamarApi } from "./api";
import { lojaComEstoque, vendaBoleto } from "./vendas";

export const TELAS_PUBLICAS = ["/", "/login", "/cadastro", "/consulta-boletos", "/termos-de-uso", "/politica-de-privacidade", "/lgpd"];

/** A shop with stock, a customer and a boleto sale (so the finance list, contract and warranty have content). */
export async function lojaComVenda(token: string) {
  const loja = await lojaComEstoque(token, 3, "Maria Aparecida dos Santos Oliveira");
  const v = await chamarApi("POST", "/api/vendas", { token, body: vendaBoleto(loja.cliente.id, loja.itens[0]!.id, hojeBrasil()) });
  if (v.status !== 201) throw new Error(`venda: ${v.status} ${JSON.stringify(v.body)}`);
  return { ...loja, vendaId: v.body.venda.id as string, contratoId: (v.body.contrato?.id ?? v.body.venda.contrato_id) as string };
}

/** The signed-in screens of the route table, as an admin reaches them. */
export function telasDaEquipe(ids: { produtoId: string; vendaId: string; contratoId: string }): string[] {
  return [
    "/dashboard",
    "/cadastro/produto",
    `/cadastro/produto/editar/${ids.produtoId}`,
    "/cadastro/produto/lista",
    "/cadastro/marca",
    "/cadastro/categoria",
    "/cadastro/fornecedor",
    "/cadastro/cliente",
    "/estoque/entrada",
    "/estoque/lista",
    "/estoque/controle",
    "/vendas",
    "/financeiro",
    "/financeiro/boletos",
    `/financeiro/contrato/${ids.contratoId}`,
    `/financeiro/garantia/${ids.vendaId}`,
    "/relatorios",
    "/configuracoes/empresas/usuarios",
    "/configuracoes/empresas/dados-cadastrais",
    "/configuracoes/modelos-documentos",
  ];
}

/** Opens a screen and waits until it has drawn its data: its title shown, no request pending, no spinner. */
export async function abrirTela(p: Page, url: string): Promise<void> {
  await p.goto(url);
  await p.locator("h1").first().waitFor();
  await p.waitForLoadState("networkidle");
  await p.locator(".carregando, .p-datatable-loading-overlay").first().waitFor({ state: "detached" });
}

/** How far the page scrolls sideways: 0 when everything fits the screen's width. */
export const rolagemLateral = (p: Page) =>
  p.evaluate(() => {
    const s = document.scrollingElement!;
    return s.scrollWidth - s.clientWidth;
  });

/** The page never scrolls sideways (the check the issue names: scrollWidth <= clientWidth). */
export async function esperarSemRolagemLateral(p: Page, tela: string): Promise<void> {
  await expect.poll(() => rolagemLateral(p), { message: `${tela} rola para os lados` }).toBeLessThanOrEqual(0);
}

/** The element lies within the viewport's width (reachable without scrolling sideways). */
export async function dentroDaLargura(p: Page, seletor: ReturnType<Page["locator"]>): Promise<boolean> {
  const caixa = await seletor.boundingBox();
  const largura = p.viewportSize()!.width;
  return !!caixa && caixa.x >= 0 && caixa.x + caixa.width <= largura;
}

/** Each element, scrolled into view, lies within the viewport's width (readable and reachable on a phone). */
export async function esperarDentroDaLargura(p: Page, alvos: readonly Locator[]): Promise<void> {
  for (const alvo of alvos) {
    await alvo.scrollIntoViewIfNeeded();
    await expect.poll(() => dentroDaLargura(p, alvo)).toBe(true);
  }
}
