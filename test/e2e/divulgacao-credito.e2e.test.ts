/**
 * Issue 37 items 4 and 5 on the sale screen, in Chromium: every disclosure of a boleto sale is on
 * screen before 'Realizar Venda' (cash price, entry, amount financed, instalments in words and their
 * frequency, monthly and annual rates and CET, totals with and without financing, late fine and
 * interest, valid until, the lender's name and CNPJ, the right to pay off early), at desktop width
 * and at 390 px; the declared income is typed and pasted the Brazilian way, its share shown, a
 * warning (not a refusal) above 30% and a neutral note without it; what the API saved is read back.
 * The clock is pinned (Monday 07/12/2026): the offer holds until 09/12/2026. Amounts worked by hand
 * on the default 12x plan (divisor 0,9694): R$ 750,00 financed → 11 × R$ 64,47 + R$ 64,50.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { mascararCnpj } from "../../shared/br/cnpj";
import { TEXTO_QUITACAO_ANTECIPADA } from "../../shared/regras/credito";
import { MSG_CAPACIDADE } from "../../shared/regras/divulgacao-credito";
import { chamarApi, novaEmpresa, type EmpresaTeste } from "../support/api";
import { esperar } from "../support/esperar";
import { entrarPelaTela, escolherOpcao, usarNavegador } from "../support/navegador";
import { esperarDentroDaLargura, esperarSemRolagemLateral } from "../support/telas";
import { lojaComEstoque } from "../support/vendas";

const nav = usarNavegador();

/** Every disclosure as the summary shows it, label and value on one line of its text. */
const disclosures = (a: EmpresaTeste) => [
  /Preço à vista\s+R\$ 1\.000,00/,
  /Entrada\s+R\$ 250,00/,
  /Valor financiado\s+R\$ 750,00/,
  /Juros \(em reais\)\s+R\$ 23,67/,
  /Total a pagar\s+R\$ 1\.023,67/,
  /Total sem financiamento \(à vista\)\s+R\$ 1\.000,00/,
  /Taxa de juros mensal\s+0,98% ao mês/,
  /Taxa efetiva anual\s+12,39% ao ano/,
  /Custo efetivo total \(CET\)\s+12,39% ao ano/,
  /Parcelas\s+12x, a cada 15 dias \(quinzenal\)/,
  /Valor das parcelas\s+11x de R\$ 64,47 e a última de R\$ 64,50/,
  /Multa por atraso\s+2,00% da parcela/,
  /Juros de mora\s+1,00% ao mês, pro rata die/,
  new RegExp(`Financiado por\\s+${a.empresa.nome_fantasia} \\(CNPJ ${mascararCnpj(a.empresa.cnpj).replace(/[./]/g, "\\$&")}\\)`),
  /Condições válidas até\s+09\/12\/2026/,
];

/** Replaces what a field holds by typing, key by key, as a user does. */
async function digitar(campo: Locator, texto: string) {
  await campo.click();
  await campo.press("Control+a");
  await campo.press("Backspace");
  await campo.pressSequentially(texto);
}

/** Replaces what a field holds by pasting `texto` (Ctrl+V). */
async function colar(p: Page, campo: Locator, texto: string) {
  await campo.click();
  await campo.press("Control+a");
  await campo.press("Backspace");
  await p.evaluate((t) => navigator.clipboard.writeText(t), texto);
  await campo.press("Control+v");
}

/** Customer, device, boleto and 12x chosen; the summary region. */
async function boleto12x(p: Page, nomeCliente: RegExp, imei: string) {
  await p.getByRole("heading", { name: "Nova Venda" }).waitFor();
  await escolherOpcao(p, p.locator("#cliente_id"), nomeCliente);
  await escolherOpcao(p, p.locator("#imei_id"), new RegExp(imei));
  await escolherOpcao(p, p.locator("#forma_pagamento"), "Boleto parcelado");
  await esperar(() => p.locator("#entrada").inputValue()).toBe("250,00");
  await escolherOpcao(p, p.locator("#qtd_parcelas"), "12x");
  const resumo = p.getByRole("region", { name: "Resumo do parcelamento" });
  await resumo.getByText("0,98% ao mês").waitFor();
  return resumo;
}

describe("nova venda no boleto: o que o cliente precisa saber antes de assinar", () => {
  it("mostra cada divulgação antes de 'Realizar Venda'; a renda digitada, colada e corrigida mostra a parte tomada e o aviso acima de 30%; a API grava a renda", async () => {
    const a = await novaEmpresa({ nome_fantasia: "Cell Divulga" });
    await nav.pagina.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(nav.url("/")).origin });
    const { itens } = await lojaComEstoque(a.token, 1, "Maria Souza");
    await entrarPelaTela(nav, a.email, a.senha, "/vendas");
    const p = nav.pagina;
    const resumo = await boleto12x(p, /Maria Souza/, itens[0]!.imei);

    for (const trecho of disclosures(a)) await esperar(() => resumo.innerText()).toMatch(trecho);
    await resumo.getByText(TEXTO_QUITACAO_ANTECIPADA).waitFor();
    // Without income: a neutral note, no warning.
    await resumo.getByText(MSG_CAPACIDADE.naoInformada).waitFor();
    await esperar(() => resumo.locator(".aviso-capacidade").count()).toBe(0);

    // Typed the Brazilian way: 2 × 64,50 = 129,00 of 1.999,90 = 6,45%; one instalment 3,23%.
    const renda = p.locator("#renda_mensal_declarada");
    await digitar(renda, "1.999,90");
    const capacidade = resumo.getByRole("region", { name: "Capacidade de pagamento" });
    await esperar(() => capacidade.innerText()).toMatch(/Renda mensal declarada\s+R\$ 1\.999,90/);
    await esperar(() => capacidade.innerText()).toMatch(/Uma parcela\s+3,23% da renda/);
    await esperar(() => capacidade.innerText()).toMatch(/Parcelas de um mês \(2\)\s+6,45% da renda/);
    await esperar(() => resumo.getByText(MSG_CAPACIDADE.naoInformada).count()).toBe(0);

    // A wrong amount: 129,00 of 300,00 = 43,00%, a warning — 'Realizar Venda' still works after it is corrected.
    await digitar(renda, "300");
    const aviso = "As parcelas de um mês (2 × R$ 64,50) tomam 43,00% da renda mensal declarada (R$ 300,00), mais que 30%. Confira com o cliente se ele consegue pagar antes de concluir a venda.";
    await capacidade.getByText(aviso).waitFor();
    // Pasted with the symbol, as copied from a payslip: R$ 2.500,00 → 5,16%, the warning gone.
    await colar(p, renda, "R$ 2.500,00");
    await esperar(() => capacidade.innerText()).toMatch(/Parcelas de um mês \(2\)\s+5,16% da renda/);
    await esperar(() => capacidade.getByText(aviso).count()).toBe(0);
    await renda.blur();
    await esperar(() => renda.inputValue()).toBe("2.500,00");

    // Everything is still on screen when the seller reaches the button.
    for (const trecho of disclosures(a)) await esperar(() => resumo.innerText()).toMatch(trecho);
    await p.getByRole("button", { name: "Realizar Venda" }).click();
    await p.getByText("Venda realizada com sucesso!").waitFor();

    // What the API saved: the income and its share on the contract, the disclosure as shown.
    const vendas = await chamarApi("GET", "/api/vendas", { token: a.token });
    const contrato = await chamarApi("GET", `/api/contratos/${vendas.body.items[0].contrato_id}`, { token: a.token });
    expect(contrato.body.capacidade_pagamento).toMatchObject({ renda_mensal_declarada: 2500, comprometimento_percentual: 5.16, acima_do_limite: false, alerta: null });
    expect(contrato.body.divulgacao).toMatchObject({
      valor_total: 1023.67,
      taxa_anual_percentual: 12.39,
      periodicidade: "a cada 15 dias (quinzenal)",
      valida_ate: "2026-12-09",
      financiador: { tipo: "propria_loja", nome: "Cell Divulga", cnpj: a.empresa.cnpj },
    });
  });

  it("a 390 px cada divulgação cabe na tela antes de 'Realizar Venda'; acima de 30% a venda segue com o aviso e a API grava o alerta", async () => {
    const a = await novaEmpresa({ nome_fantasia: "Cell Celular" });
    const { itens } = await lojaComEstoque(a.token, 1, "Maria Aparecida dos Santos Oliveira");
    const p = nav.pagina;
    await p.setViewportSize({ width: 390, height: 844 });
    await entrarPelaTela(nav, a.email, a.senha, "/vendas");
    const resumo = await boleto12x(p, /Maria Aparecida/, itens[0]!.imei);

    await digitar(p.locator("#renda_mensal_declarada"), "400");
    const aviso = resumo.getByText("As parcelas de um mês (2 × R$ 64,50) tomam 32,25% da renda mensal declarada (R$ 400,00), mais que 30%.", { exact: false });
    await aviso.waitFor();

    const texto = await resumo.innerText();
    for (const trecho of disclosures(a)) expect(texto).toMatch(trecho);
    // Each line of the summary, the early-payoff sentence, the schedule and the warning read inside the phone's width.
    const linhas = resumo.locator(".linha-resumo");
    expect(await linhas.count()).toBeGreaterThanOrEqual(disclosures(a).length);
    await esperarDentroDaLargura(p, [...(await linhas.all()), resumo.getByText(TEXTO_QUITACAO_ANTECIPADA), resumo.getByRole("table", { name: "Parcelas" }), aviso]);
    await esperarSemRolagemLateral(p, "/vendas com o boleto e a renda preenchidos");

    const realizar = p.getByRole("button", { name: "Realizar Venda" });
    await esperarDentroDaLargura(p, [realizar]);
    await realizar.click();
    await p.getByText("Venda realizada com sucesso!").waitFor();
    const vendas = await chamarApi("GET", "/api/vendas", { token: a.token });
    expect(vendas.body.items).toHaveLength(1);
    const contrato = await chamarApi("GET", `/api/contratos/${vendas.body.items[0].contrato_id}`, { token: a.token });
    expect(contrato.body.capacidade_pagamento).toMatchObject({ renda_mensal_declarada: 400, comprometimento_percentual: 32.25, acima_do_limite: true });
  });
});
