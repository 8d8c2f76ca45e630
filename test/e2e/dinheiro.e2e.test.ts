/**
 * Money typed the Brazilian way is the money saved (issue 10): the product form, the stock
 * entry and the sale's entry, typed and pasted as users do, checked on screen and read back
 * through the API; and a screen that fails shows the pt-BR error page, never a stack trace.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chamarApi, novaEmpresa } from "../support/api";
import { entrada, produtoEFornecedor } from "../support/estoque";
import { novoCpf, novoImei } from "../support/fabricas";
import { entrarPelaTela, escolherOpcao, usarNavegador } from "../support/navegador";

const nav = usarNavegador();

/** Replaces what a field holds by typing, key by key, as a user does. */
async function digitar(p: Page, id: string, texto: string) {
  const campo = p.locator(`#${id}`);
  await campo.click();
  await campo.press("Control+a");
  await campo.press("Backspace");
  await campo.pressSequentially(texto);
}

/** Replaces what a field holds by pasting `texto` from the clipboard (Ctrl+V). */
async function colar(p: Page, id: string, texto: string) {
  const campo = p.locator(`#${id}`);
  await campo.click();
  await campo.press("Control+a");
  await campo.press("Backspace");
  await p.evaluate((t) => navigator.clipboard.writeText(t), texto);
  await campo.press("Control+v");
}

const erroDe = (p: Page, id: string) => p.locator(`#${id}-erro`);

describe("dinheiro digitado do jeito brasileiro", () => {
  it("no produto, '1.999,90', '1999.90' e 'R$ 1.999,90' colado valem R$ 1.999,90; negativo, margem de 100% e 14 dígitos são recusados sem derrubar a tela", async () => {
    const a = await novaEmpresa();
    await nav.pagina.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(nav.url("/")).origin });
    await entrarPelaTela(nav, a.email, a.senha, "/cadastro/produto");
    const p = nav.pagina;
    const preco = p.getByTestId("preco-final");
    await p.getByLabel("Nome do modelo").fill("iPhone 13 128GB");
    await p.getByLabel("Marca", { exact: true }).selectOption({ label: "Samsung" });
    await p.getByLabel("Categoria", { exact: true }).selectOption({ label: "Smartphone" });
    await p.getByText("Sobre o preço de venda: 20% sobre um custo de R$ 1.000,00 → R$ 1.250,00. Deve ser menor que 100%.").waitFor();

    await digitar(p, "custo_base", "1.999,90");
    await digitar(p, "valor_margem", "20");
    await expect.poll(() => preco.textContent()).toBe("R$ 2.499,88");
    // Leaving the field shows the amount as it will be saved.
    await expect.poll(() => p.locator("#custo_base").inputValue()).toBe("1.999,90");
    await digitar(p, "custo_base", "1999.90");
    await expect.poll(() => preco.textContent()).toBe("R$ 2.499,88");
    await colar(p, "custo_base", "R$ 1.999,90");
    await expect.poll(() => p.locator("#custo_base").inputValue()).toBe("R$ 1.999,90");
    await expect.poll(() => preco.textContent()).toBe("R$ 2.499,88");

    // A 14-digit cost and then a margin digit: the form explains and the app stays up.
    await digitar(p, "custo_base", "99999999999999");
    await expect.poll(() => erroDe(p, "custo_base").textContent()).toBe("O valor máximo é R$ 10.000.000,00");
    await digitar(p, "valor_margem", "25");
    await expect.poll(() => preco.textContent()).toBe("—");
    await expect.poll(() => p.getByRole("heading", { name: "Cadastro de Produto" }).isVisible()).toBe(true);
    await expect.poll(() => p.locator("#custo_base").inputValue()).toBe("99999999999999");
    await digitar(p, "custo_base", "1999,90");
    await expect.poll(() => erroDe(p, "custo_base").count()).toBe(0);

    await digitar(p, "valor_margem", "-100");
    await expect.poll(() => erroDe(p, "valor_margem").textContent()).toBe("O valor não pode ser negativo");
    await digitar(p, "valor_margem", "100");
    await expect.poll(() => erroDe(p, "valor_margem").textContent()).toBe("A margem percentual deve ser menor que 100%: ela é calculada sobre o preço de venda");
    await p.getByRole("button", { name: "Cadastrar Produto" }).click();
    await expect.poll(() => erroDe(p, "valor_margem").textContent()).toBe("A margem percentual deve ser menor que 100%: ela é calculada sobre o preço de venda");
    expect((await chamarApi("GET", "/api/produtos", { token: a.token })).body.items).toEqual([]);

    await digitar(p, "valor_margem", "20");
    await expect.poll(() => erroDe(p, "valor_margem").count()).toBe(0);
    await expect.poll(() => preco.textContent()).toBe("R$ 2.499,88");
    await p.getByRole("button", { name: "Cadastrar Produto" }).click();
    await p.waitForURL("**/cadastro/produto/lista");
    const salvos = (await chamarApi("GET", "/api/produtos", { token: a.token })).body.items;
    expect(salvos).toEqual([expect.objectContaining({ nome_modelo: "iPhone 13 128GB", custo_base: 1999.9, tipo_margem: "percentual", valor_margem: 20, preco_final: 2499.88 })]);
  });

  it("a API recusa margem percentual de 100% com a mesma mensagem da tela", async () => {
    const a = await novaEmpresa();
    const marcas = (await chamarApi("GET", "/api/marcas", { token: a.token })).body.items;
    const categorias = (await chamarApi("GET", "/api/categorias", { token: a.token })).body.items;
    const r = await chamarApi("POST", "/api/produtos", {
      token: a.token,
      body: { nome_modelo: "X", marca_id: marcas[0].id, categoria_id: categorias[0].id, custo_base: 1000, tipo_margem: "percentual", valor_margem: 100 },
    });
    expect(r.status).toBe(400);
    expect(r.body.error.fields).toEqual({ valor_margem: "A margem percentual deve ser menor que 100%: ela é calculada sobre o preço de venda" });
    expect((await chamarApi("GET", "/api/produtos", { token: a.token })).body.items).toEqual([]);
  });

  it("na entrada de estoque o valor unitário '1.999,90' é gravado como R$ 1.999,90", async () => {
    const a = await novaEmpresa();
    const { produto } = await produtoEFornecedor(a.token, { nome_modelo: "Moto G84 256GB", custo_base: 1200 });
    await entrarPelaTela(nav, a.email, a.senha, "/estoque/entrada");
    const p = nav.pagina;
    await escolherOpcao(p, p.locator("#produto_id"), new RegExp("Moto G84 256GB"));
    await escolherOpcao(p, p.locator("#fornecedor_id"), "Distribuidora Central");
    await expect.poll(() => p.locator("#valor_unitario").inputValue()).toBe("1.200,00");
    await digitar(p, "valor_unitario", "-1");
    await expect.poll(() => erroDe(p, "valor_unitario").textContent()).toBe("O valor não pode ser negativo");
    await p.getByRole("button", { name: "Próximo" }).click();
    await expect.poll(() => erroDe(p, "valor_unitario").textContent()).toBe("O valor não pode ser negativo");
    await digitar(p, "valor_unitario", "1.999,90");
    await p.getByRole("button", { name: "Próximo" }).click();
    const imei = novoImei();
    await p.getByLabel("IMEI do item 1").fill(imei);
    await escolherOpcao(p, p.getByLabel("Cor do item 1"), "Preto");
    await p.getByRole("button", { name: "Salvar Entrada" }).click();
    await p.waitForURL("**/estoque/lista");
    const entradas = (await chamarApi("GET", "/api/estoque/entradas", { token: a.token })).body.items;
    expect(entradas).toEqual([expect.objectContaining({ produto_id: produto.id, valor_unitario: 1999.9, quantidade_total: 1 })]);
  });

  it("no boleto a entrada fica como digitada: fora da faixa mostra a mensagem e não vende; corrigida, grava o que foi digitado", async () => {
    const a = await novaEmpresa();
    // R$ 1.000 at 20% on the price sells at R$ 1.250,00: the floor is R$ 312,50 and 12x totals R$ 1.279,59 (312,50 + 937,50 ÷ 0,9694).
    const { produto, fornecedor } = await produtoEFornecedor(a.token, { custo_base: 1000, tipo_margem: "percentual", valor_margem: 20 });
    const imei = novoImei();
    expect((await chamarApi("POST", "/api/estoque/entradas", { token: a.token, body: entrada(produto.id, fornecedor.id, [imei]) })).status).toBe(201);
    const c = await chamarApi("POST", "/api/clientes", { token: a.token, body: { nome: "Ana Lima", cpf: novoCpf(), telefone: null, endereco: null, data_nasc: null } });
    expect(c.status).toBe(201);

    await entrarPelaTela(nav, a.email, a.senha, "/vendas");
    const p = nav.pagina;
    await escolherOpcao(p, p.locator("#cliente_id"), /Ana Lima/);
    await escolherOpcao(p, p.locator("#imei_id"), new RegExp(imei));
    await escolherOpcao(p, p.locator("#forma_pagamento"), "Boleto parcelado");
    await expect.poll(() => p.locator("#entrada").inputValue()).toBe("312,50");
    const resumo = p.getByRole("region", { name: "Resumo do parcelamento" });
    // Only the instalment count is missing, and the summary says so.
    await resumo.getByText("Escolha a quantidade de parcelas para ver os valores do parcelamento.").waitFor();
    await escolherOpcao(p, p.locator("#qtd_parcelas"), "12x");
    await expect.poll(() => resumo.innerText()).toMatch(/Total a pagar\s+R\$ 1\.279,59/);

    await digitar(p, "entrada", "800");
    await expect.poll(() => resumo.innerText()).toMatch(/Entrada\s+R\$ 800,00/);
    const semCredito = "No boleto a entrada deve ser menor que o preço à vista (R$ 1.250,00): com ela igual ou maior não há o que financiar, e as parcelas seriam só juros";
    await digitar(p, "entrada", "9000");
    await expect.poll(() => erroDe(p, "entrada").textContent()).toBe(semCredito);
    await expect.poll(() => p.locator("#entrada").inputValue()).toBe("9000");
    await p.getByRole("button", { name: "Realizar Venda" }).click();
    await expect.poll(() => erroDe(p, "entrada").textContent()).toBe(semCredito);
    // Leaving the field only writes the same amount the Brazilian way.
    await expect.poll(() => p.locator("#entrada").inputValue()).toBe("9.000,00");
    expect((await chamarApi("GET", "/api/vendas", { token: a.token })).body.items).toEqual([]);

    await digitar(p, "entrada", "100");
    await expect.poll(() => erroDe(p, "entrada").textContent()).toBe("Entrada mínima para boleto é R$ 312,50 (25% do valor do produto)");
    await expect.poll(() => p.locator("#entrada").inputValue()).toBe("100");

    await digitar(p, "entrada", "800");
    await expect.poll(() => erroDe(p, "entrada").count()).toBe(0);
    await expect.poll(() => p.locator("#entrada").inputValue()).toBe("800");
    // Amount financed = cash price − entry (issue 27): R$ 1.250,00 − R$ 800,00.
    await expect.poll(() => resumo.innerText()).toMatch(/Valor financiado\s+R\$ 450,00/);
    await p.getByRole("button", { name: "Realizar Venda" }).click();
    await p.getByText("Venda realizada com sucesso!").waitFor();
    const vendas = (await chamarApi("GET", "/api/vendas", { token: a.token })).body.items;
    expect(vendas).toEqual([expect.objectContaining({ forma_pagamento: "BOLETO", entrada: 800, qtd_parcelas: 12, valor_total: 1264.2, valor_produto: 1250 })]);
  });
});

describe("erro numa tela", () => {
  it("mostra a página 'Algo deu errado…' em português, sem rastro de pilha, e 'Tentar novamente' volta a tela", async () => {
    const a = await novaEmpresa();
    await entrarPelaTela(nav, a.email, a.senha);
    const p = nav.pagina;
    // A dashboard answer without its fields makes the screen throw while rendering.
    await p.route("**/api/dashboard", (r) => r.fulfill({ status: 200, contentType: "application/json", body: "{}" }));
    await p.goto(nav.url("/dashboard"));
    await p.getByRole("heading", { name: "Algo deu errado…" }).waitFor();
    await p.getByRole("button", { name: "Voltar ao painel" }).waitFor();
    const texto = await p.locator("body").innerText();
    expect(texto).not.toMatch(/Unexpected Application Error|TypeError|RangeError|\bat\s+\S+\s+\(|\.tsx?:\d+/);
    // The menu stays: only the broken screen is replaced.
    await p.getByRole("navigation").first().waitFor();

    await p.unroute("**/api/dashboard");
    await p.getByRole("button", { name: "Tentar novamente" }).click();
    await p.getByRole("heading", { name: "Dashboard" }).waitFor();
    await expect.poll(() => p.getByRole("heading", { name: "Algo deu errado…" }).count()).toBe(0);
  });
});
