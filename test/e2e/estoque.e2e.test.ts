/** Stock entry wizard, entries list and stock position, in Chromium on the local stack. */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chamarApi, novaEmpresa } from "../support/api";
import { produtoEFornecedor } from "../support/estoque";
import { novoImei } from "../support/fabricas";
import { entrarPelaTela, escolherOpcao, usarNavegador } from "../support/navegador";

const nav = usarNavegador();
const entrar = (email: string, senha: string) => entrarPelaTela(nav, email, senha);
const escolher = (p: Page, inputId: string, opcao: RegExp | string) => escolherOpcao(p, p.locator(`#${inputId}`), opcao);
const escolherPorRotulo = (p: Page, rotulo: string, opcao: string) => escolherOpcao(p, p.getByLabel(rotulo), opcao);



/** PrimeReact puts the accessible name on a visually hidden input: open the dropdown around it. */

async function colar(p: Page, rotulo: string, texto: string) {
  await p.getByLabel(rotulo).evaluate((el, t) => {
    const dados = new DataTransfer();
    dados.setData("text", t);
    el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: dados, bubbles: true, cancelable: true }));
  }, texto);
}

describe("estoque", () => {
  it("registra uma entrada em dois passos, voltando sem perder nada, e a vê na lista e na posição", async () => {
    const a = await novaEmpresa({ nome_fantasia: "Loja Estoque" });
    await produtoEFornecedor(a.token, { nome_modelo: "Moto G84 256GB", custo_base: 1200, estoque_minimo: 5 });
    await entrar(a.email, a.senha);
    const p = nav.pagina;
    await p.goto(nav.url("/estoque/entrada"));

    // Step 1: the spec's messages, then the product pre-fills the unit value with its cost.
    await p.getByRole("button", { name: "Próximo" }).click();
    await p.getByText("Produto é obrigatório").waitFor();
    await p.getByText("Fornecedor é obrigatório").waitFor();
    await escolher(p, "produto_id", /Moto G84/);
    await expect.poll(() => p.locator("#valor_unitario").inputValue()).toMatch(/1\.200,00/);
    await escolher(p, "fornecedor_id", "Distribuidora Central");
    await p.locator("#quantidade").fill("2");
    await p.getByRole("button", { name: "Próximo" }).click();

    // Step 2: two rows; a wrong check digit is refused naming the item.
    const [x, y, z] = [novoImei(), novoImei(), novoImei()];
    await p.getByLabel("IMEI do item 1").fill(x);
    await p.getByLabel("IMEI do item 2").fill(`${y.slice(0, 14)}${(Number(y[14]) + 1) % 10}`);
    await p.getByRole("button", { name: "Salvar Entrada" }).click();
    await p.getByText("IMEI inválido no item 2: deve ter 15 dígitos e dígito verificador válido").waitFor();
    await p.getByText("Cor é obrigatória para o item 1").waitFor();

    // A column pasted from a scanner fills the list and the quantity follows it.
    await colar(p, "IMEI do item 2", `${y}\n${z}\n`);
    expect(await p.getByTestId("quantidade-itens").textContent()).toBe("3");
    expect(await p.getByLabel("IMEI do item 3").inputValue()).toBe(z);

    // Back to step 1 and forward again keeps everything.
    await p.getByRole("button", { name: "Voltar" }).click();
    expect(await p.locator("#quantidade").inputValue()).toBe("3");
    await p.getByRole("button", { name: "Próximo" }).click();
    expect(await p.getByLabel("IMEI do item 1").inputValue()).toBe(x);
    for (const n of [1, 2, 3]) await escolherPorRotulo(p, `Cor do item ${n}`, n === 2 ? "Preto" : "Azul");
    await p.getByRole("button", { name: "Salvar Entrada" }).click();

    await p.waitForURL("**/estoque/lista");
    const linha = p.getByRole("row").filter({ hasText: "Moto G84 256GB" });
    await linha.waitFor();
    expect(await linha.innerText()).toMatch(/Distribuidora Central[\s\S]*3[\s\S]*R\$ 1\.200,00[\s\S]*R\$ 3\.600,00/);
    await linha.getByRole("button").first().click();
    const imeis = p.getByRole("table", { name: "IMEIs da entrada" });
    await imeis.getByText(z).waitFor();
    expect(await imeis.innerText()).toMatch(new RegExp(`${y}\\s+Preto\\s+Em estoque`));

    // The position comes from aggregates the table's stream keeps: open it once they hold the entry.
    await expect.poll(async () => (await chamarApi("GET", "/api/estoque/posicao", { token: a.token })).body.kpis.disponivel, { timeout: 15_000 }).toBe(3);
    await p.goto(nav.url("/estoque/controle"));
    await p.getByRole("group", { name: "Disponíveis" }).getByText("3").waitFor();
    expect(await p.getByRole("group", { name: "Valor em estoque (custo)" }).innerText()).toContain("R$ 3.600,00");
    const produto = p.getByRole("row").filter({ hasText: "Moto G84 256GB" });
    expect(await produto.innerText()).toMatch(/Baixo/);
    expect(await p.getByRole("group", { name: "No mínimo ou abaixo" }).innerText()).toContain("1");
  });

  it("recusa um IMEI que já está no estoque e mostra quais", async () => {
    const a = await novaEmpresa();
    const { produto, fornecedor } = await produtoEFornecedor(a.token);
    const imei = novoImei();
    const { chamarApi } = await import("../support/api");
    await chamarApi("POST", "/api/estoque/entradas", {
      token: a.token,
      body: { produto_id: produto.id, fornecedor_id: fornecedor.id, data_entrada: "2026-11-20", valor_unitario: 800, itens: [{ imei, cor: "Preto" }] },
    });
    await entrar(a.email, a.senha);
    const p = nav.pagina;
    await p.goto(nav.url("/estoque/entrada"));
    await escolher(p, "produto_id", /Galaxy/);
    await escolher(p, "fornecedor_id", "Distribuidora Central");
    await p.getByRole("button", { name: "Próximo" }).click();
    await p.getByLabel("IMEI do item 1").fill(imei);
    await escolherPorRotulo(p, "Cor do item 1", "Branco");
    await p.getByRole("button", { name: "Salvar Entrada" }).click();
    await p.getByText(`Os seguintes IMEIs já existem no sistema: ${imei}`).first().waitFor();
    expect(p.url()).toContain("/estoque/entrada");
  });

  it("cola uma nota de 300 IMEIs mostrando o progresso e grava a entrada inteira", async () => {
    const a = await novaEmpresa({ nome_fantasia: "Loja Nota Grande" });
    await produtoEFornecedor(a.token, { nome_modelo: "Redmi 13C 128GB", custo_base: 700 });
    await entrar(a.email, a.senha);
    const p = nav.pagina;
    await p.goto(nav.url("/estoque/entrada"));
    await escolher(p, "produto_id", /Redmi 13C/);
    await escolher(p, "fornecedor_id", "Distribuidora Central");
    await p.locator("#quantidade").fill("1");
    await p.getByRole("button", { name: "Próximo" }).click();

    // The first row's colour goes to every pasted row.
    await escolherPorRotulo(p, "Cor do item 1", "Preto");
    const imeis = Array.from({ length: 300 }, () => novoImei());
    // Every text the progress line shows, recorded as it changes (it may pass faster than a poll).
    await p.evaluate(() => {
      const w = window as unknown as { progressoVisto: string[] };
      w.progressoVisto = [];
      new MutationObserver(() => {
        const t = document.querySelector(".colando span")?.textContent;
        if (t && w.progressoVisto.at(-1) !== t) w.progressoVisto.push(t);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await colar(p, "IMEI do item 1", imeis.join("\n"));
    await p.getByRole("status").filter({ hasText: "300 IMEIs na lista." }).waitFor({ timeout: 60_000 });
    const visto = await p.evaluate(() => (window as unknown as { progressoVisto: string[] }).progressoVisto);
    // The list had one row: rows appear 100 at a time, each step on screen with its count.
    // (The last count, 300 de 300, may be on screen for a frame before the final line, or not.)
    expect(visto.filter((t) => t !== "Colando IMEIs: 300 de 300")).toEqual(["Colando IMEIs: 101 de 300", "Colando IMEIs: 201 de 300", "300 IMEIs na lista."]);
    await expect.poll(() => p.getByTestId("quantidade-itens").innerText()).toBe("300");
    expect(await p.getByLabel("IMEI do item 300").inputValue()).toBe(imeis[299]);

    await p.getByRole("button", { name: "Salvar Entrada" }).click();
    await p.waitForURL("**/estoque/lista", { timeout: 60_000 });
    const linha = p.getByRole("row").filter({ hasText: "Redmi 13C 128GB" });
    await linha.waitFor();
    expect(await linha.innerText()).toMatch(/Distribuidora Central[\s\S]*300/);
    await expect
      .poll(async () => (await chamarApi("GET", "/api/estoque/posicao", { token: a.token })).body.kpis.disponivel, { timeout: 60_000 })
      .toBe(300);
  }, 180_000);
});
