/**
 * The panel on a phone (issue 10, item 5): at 390 × 844 the sale form and the stock wizard fit the
 * screen and their main action works; at 360 and 390 px no staff screen scrolls sideways; the menu
 * opens from 'Menu' with every item named and reachable, 'Sair' last (issue 36 item 12).
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { menuPara, type ItemMenu } from "../../frontend/src/app/shell/menu";
import { chamarApi, novaEmpresa } from "../support/api";
import { produtoEFornecedor } from "../support/estoque";
import { novoImei } from "../support/fabricas";
import { esperar } from "../support/esperar";
import { entrarPelaTela, escolherOpcao, usarNavegador } from "../support/navegador";
import { abrirTela, dentroDaLargura, esperarDentroDaLargura, esperarSemRolagemLateral, lojaComVenda, telasDaEquipe } from "../support/telas";
import { lojaComEstoque } from "../support/vendas";

const nav = usarNavegador();
const CELULAR = { width: 390, height: 844 };
/** The last test walks through every screen; on a busy machine that outlasts the suite's 60 s default. */
const TEMPO_VISITA = 240_000;

async function entrarNoCelular(email: string, senha: string, caminho: string): Promise<Page> {
  const p = nav.pagina;
  await p.setViewportSize(CELULAR);
  await entrarPelaTela(nav, email, senha, caminho);
  return p;
}

/** Every name of the menu tree, depth first, as the admin sees it. */
const nomesDoMenu = (itens: ItemMenu[]): string[] => itens.flatMap((i) => [i.rotulo, ...nomesDoMenu(i.filhos ?? [])]);

describe("painel no celular (390 px)", () => {
  it("o menu abre por 'Menu' com o nome de cada item, todos alcançáveis e nenhum atrás de 'Sair', que vem por último", async () => {
    const a = await novaEmpresa();
    const p = await entrarNoCelular(a.email, a.senha, "/dashboard");
    await p.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    const menu = p.getByRole("navigation", { name: "Menu principal" });
    const abrir = p.getByRole("button", { name: "Menu", exact: true });
    expect(await abrir.getAttribute("aria-expanded")).toBe("false");
    await abrir.click();
    await menu.waitFor();
    expect(await abrir.getAttribute("aria-expanded")).toBe("true");

    // Each entry, in order, with its name on screen (not an icon alone), then 'Sair'.
    const entradas = menu.locator(".menu-link, .menu-grupo");
    const esperados = [...nomesDoMenu(menuPara("admin")), "Sair"];
    expect(esperados).toEqual(expect.arrayContaining(["Usuários", "Modelos de Documentos"]));
    expect((await entradas.allInnerTexts()).map((t) => t.trim())).toEqual(esperados);
    let fimAnterior = 0;
    for (let i = 0; i < esperados.length; i++) {
      const entrada = entradas.nth(i);
      await entrada.scrollIntoViewIfNeeded();
      const rotulo = entrada.locator(".menu-rotulo");
      expect(await rotulo.evaluate((e) => getComputedStyle(e).opacity), esperados[i]).toBe("1");
      // Within the screen (a scrolled box may end a fraction of a pixel past it).
      const caixa = (await entrada.boundingBox())!;
      expect(caixa.x, esperados[i]).toBeGreaterThanOrEqual(0);
      expect(caixa.x + caixa.width, esperados[i]).toBeLessThanOrEqual(CELULAR.width + 1);
      expect(caixa.y, esperados[i]).toBeGreaterThanOrEqual(-1);
      expect(caixa.y + caixa.height, esperados[i]).toBeLessThanOrEqual(CELULAR.height + 1);
      // Nothing lies over it: the point at its middle is the entry itself (or inside it).
      const noMeio = await entrada.evaluate((e) => {
        const r = e.getBoundingClientRect();
        const alvo = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return !!alvo && e.contains(alvo);
      });
      expect(noMeio, `${esperados[i]} coberto por outro elemento`).toBe(true);
      // In order down the drawer: 'Sair' below every item.
      const topo = await entrada.evaluate((e) => e.getBoundingClientRect().top + (e.closest("nav")?.scrollTop ?? 0));
      expect(topo, esperados[i]).toBeGreaterThanOrEqual(fimAnterior);
      fimAnterior = topo;
    }

    // A choice opens its screen and closes the drawer; so do the last items, once hidden behind 'Sair'.
    await menu.getByRole("link", { name: "Usuários" }).click();
    await p.waitForURL("**/configuracoes/empresas/usuarios");
    await esperar(() => menu.isVisible()).toBe(false);
    await abrir.click();
    await menu.getByRole("link", { name: "Modelos de Documentos" }).click();
    await p.waitForURL("**/configuracoes/modelos-documentos");
    await esperar(() => menu.isVisible()).toBe(false);
    // 'Fechar menu' and Esc close it too, focus back on 'Menu'.
    await abrir.click();
    await menu.getByRole("button", { name: "Fechar menu" }).click();
    await esperar(() => menu.isVisible()).toBe(false);
    await abrir.click();
    await p.keyboard.press("Escape");
    await esperar(() => menu.isVisible()).toBe(false);
    expect(await abrir.evaluate((e) => e === document.activeElement)).toBe(true);
    await esperarSemRolagemLateral(p, "menu fechado");
  });

  it("a nova venda cabe na tela, o boleto é preenchido e 'Realizar Venda' fica ao alcance e salva a venda", async () => {
    const a = await novaEmpresa();
    const { cliente, itens } = await lojaComEstoque(a.token, 1, "Maria Aparecida dos Santos Oliveira");
    const p = await entrarNoCelular(a.email, a.senha, "/vendas");
    await p.getByRole("heading", { name: "Nova Venda" }).waitFor();
    await esperarSemRolagemLateral(p, "/vendas");

    await escolherOpcao(p, p.locator("#cliente_id"), /Maria Aparecida/);
    await escolherOpcao(p, p.locator("#imei_id"), new RegExp(itens[0]!.imei));
    await escolherOpcao(p, p.locator("#forma_pagamento"), "Boleto parcelado");
    await escolherOpcao(p, p.locator("#qtd_parcelas"), "12x");
    const resumo = p.getByRole("region", { name: "Resumo do parcelamento" });
    await resumo.getByText("0,98% ao mês").waitFor();
    // The disclosure is read on the phone: the rate, the CET and the schedule's last line inside the screen (every
    // other disclosure of issue 37 at 390 px: test/e2e/divulgacao-credito.e2e.test.ts). Default 12x plan: 0,98% a.m., CET 12,39% a.a.
    const cet = resumo.locator(".linha-resumo", { hasText: "Custo efetivo total (CET)" }).getByText("12,39% ao ano");
    await esperarDentroDaLargura(p, [resumo.getByText("0,98% ao mês"), cet, resumo.getByRole("table", { name: "Parcelas" })]);
    // The longest content (the chosen device, the summary) still fits.
    await esperarSemRolagemLateral(p, "/vendas com o boleto preenchido");

    const realizar = p.getByRole("button", { name: "Realizar Venda" });
    await esperarDentroDaLargura(p, [realizar]);
    await realizar.click();
    await p.getByText("Venda realizada com sucesso!").waitFor();
    const vendas = await chamarApi("GET", "/api/vendas", { token: a.token });
    expect(vendas.body.items).toHaveLength(1);
    expect(vendas.body.items[0]).toMatchObject({ cliente_id: cliente.id, forma_pagamento: "BOLETO", qtd_parcelas: 12 });
  });

  it("a entrada de estoque cabe na tela nos dois passos e a caixa de IMEI mostra os 15 dígitos digitados", async () => {
    const a = await novaEmpresa();
    await produtoEFornecedor(a.token, { nome_modelo: "Redmi Note 13 Pro Plus 512GB Edição Especial" });
    const p = await entrarNoCelular(a.email, a.senha, "/estoque/entrada");
    await p.getByRole("heading", { name: "Entrada de Produtos" }).waitFor();
    await esperarSemRolagemLateral(p, "/estoque/entrada, passo 1");

    // Step 1: every field lies inside its card.
    const cartao = (await p.locator(".cartao").boundingBox())!;
    for (const id of ["produto_id", "fornecedor_id", "data_entrada", "valor_unitario", "quantidade"]) {
      const campo = (await p.locator(".campo", { has: p.locator(`#${id}`) }).boundingBox())!;
      expect(campo.x, id).toBeGreaterThanOrEqual(cartao.x);
      expect(campo.x + campo.width, id).toBeLessThanOrEqual(cartao.x + cartao.width);
    }
    await escolherOpcao(p, p.locator("#produto_id"), /Redmi Note 13/);
    await escolherOpcao(p, p.locator("#fornecedor_id"), "Distribuidora Central");
    await p.locator("#quantidade").fill("2");
    await p.getByRole("button", { name: "Próximo" }).click();

    // Step 2: an IMEI typed digit by digit is seen whole (the box does not clip it).
    const [x, y] = [novoImei(), novoImei()];
    const caixa = p.getByLabel("IMEI do item 1");
    await caixa.pressSequentially(x);
    await expect.poll(() => caixa.inputValue()).toBe(x);
    const medida = await caixa.evaluate((e: HTMLInputElement) => ({ visivel: e.clientWidth, texto: e.scrollWidth }));
    expect(medida.texto).toBeLessThanOrEqual(medida.visivel);
    await esperarSemRolagemLateral(p, "/estoque/entrada, passo 2");

    await p.getByLabel("IMEI do item 2").pressSequentially(y);
    await escolherOpcao(p, p.getByLabel("Cor do item 1"), "Preto");
    await escolherOpcao(p, p.getByLabel("Cor do item 2"), "Azul");
    await esperarSemRolagemLateral(p, "/estoque/entrada, passo 2 preenchido");
    const salvar = p.getByRole("button", { name: "Salvar Entrada" });
    await salvar.scrollIntoViewIfNeeded();
    await expect.poll(() => dentroDaLargura(p, salvar)).toBe(true);
    await salvar.click();
    await p.waitForURL("**/estoque/lista");
    const itens = await chamarApi("GET", "/api/estoque/itens?status=em_estoque", { token: a.token });
    expect(itens.body.items.map((i: { imei: string }) => i.imei).sort()).toEqual([x, y].sort());
  });

  it.each([360, 390])("nenhuma tela da equipe rola para os lados a %i px", async (largura) => {
    const a = await novaEmpresa({ nome_fantasia: "Comércio de Celulares e Acessórios Nossa Senhora Aparecida" });
    const { produto, vendaId, contratoId } = await lojaComVenda(a.token);
    const p = nav.pagina;
    await p.setViewportSize({ width: largura, height: 844 });
    await entrarPelaTela(nav, a.email, a.senha);
    const telas = telasDaEquipe({ produtoId: produto.id, vendaId, contratoId });
    expect(telas.length).toBeGreaterThanOrEqual(20);
    for (const tela of telas) {
      await abrirTela(p, nav.url(tela));
      await esperarSemRolagemLateral(p, tela);
    }
  }, TEMPO_VISITA);
});
