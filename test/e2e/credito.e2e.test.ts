/**
 * The company's own boleto plans in Chromium (issue 27 item 4): the 'Crediário' panel shows the
 * rate and CET each plan implies and saves a new table; the sale screen then offers only its
 * counts, its minimum entry and its interval; a contract template without {{cet_anual}} is warned
 * on the templates screen and on the sale screen.
 */
import { describe, expect, it } from "vitest";
import { chamarApi, novaEmpresa } from "../support/api";
import { esperar } from "../support/esperar";
import { abrirLista, entrarPelaTela, escolherOpcao, usarNavegador } from "../support/navegador";
import { lojaComEstoque } from "../support/vendas";

const nav = usarNavegador();

describe("crediário da loja", () => {
  it("o painel mostra a taxa de cada plano e salva; a venda segue os planos salvos; sem {{cet_anual}} no contrato, as telas avisam", async () => {
    const a = await novaEmpresa();
    const { itens } = await lojaComEstoque(a.token, 1, "Joana Prado");
    await entrarPelaTela(nav, a.email, a.senha, "/configuracoes/empresas/dados-cadastrais");
    const p = nav.pagina;
    const painel = p.getByRole("form", { name: /Crediário/ });
    const planos = painel.getByRole("table", { name: "Planos de parcelamento" });
    // The seed's 12x at 25% entry: the worked example.
    await esperar(() => planos.innerText()).toMatch(/24,60% a\.m\. · CET 1\.300,83% a\.a\./);

    await painel.locator("#entrada_minima_percentual").fill("30");
    await painel.locator("#intervalo_dias").selectOption("30");
    for (let i = 0; i < 3; i++) await painel.getByRole("button", { name: "Remover o plano 1" }).click();
    await painel.locator("#planos\\.0\\.qtd_parcelas").fill("10");
    await painel.locator("#planos\\.0\\.divisor").fill("0.8");
    await esperar(() => planos.innerText()).toMatch(/CET [\d.,]+% a\.a\./);
    await painel.getByRole("button", { name: "Salvar Crediário" }).click();
    await painel.getByText("Planos de crediário salvos com sucesso!").waitFor();
    expect((await chamarApi("GET", "/api/empresa/credito", { token: a.token })).body).toMatchObject({ entrada_minima_percentual: 30, intervalo_dias: 30, planos: [{ qtd_parcelas: 10, divisor: 0.8 }] });

    const modelos = (await chamarApi("GET", "/api/modelos-documentos", { token: a.token })).body.items as { id: string; nome: string; tipo: string }[];
    const contrato = modelos.find((m) => m.tipo === "contrato")!;
    // A stored contract from before {{periodicidade_parcelas}} still says 15 days: on 30-day plans the settings warn.
    const quinzenal = { nome: contrato.nome, tipo: "contrato", conteudo: "<p>CET {{cet_anual}}; parcelas a cada 15 (quinze) dias.</p>", ativo: true };
    expect((await chamarApi("PUT", `/api/modelos-documentos/${contrato.id}`, { token: a.token, body: quinzenal })).status).toBe(200);
    await p.reload();
    await p.getByText("O modelo de contrato ativo diz que as parcelas vencem a cada 15 dias, mas os planos da loja são de 30 em 30 dias.", { exact: false }).waitFor();

    // The active contract loses {{cet_anual}}: the templates screen warns.
    const semCet = { nome: contrato.nome, tipo: "contrato", conteudo: "<p>Contrato de {{cliente_nome}}: {{valor_total}}.</p>", ativo: true };
    expect((await chamarApi("PUT", `/api/modelos-documentos/${contrato.id}`, { token: a.token, body: semCet })).status).toBe(200);
    await p.goto(new URL("/configuracoes/modelos-documentos", p.url()).toString());
    await p.getByText(/O modelo de contrato ativo não informa o CET/).waitFor();

    // The sale screen: the company's plan only, its 30% entry and 30-day interval, and the warning.
    await p.goto(new URL("/vendas", p.url()).toString());
    await p.getByRole("heading", { name: "Nova Venda" }).waitFor();
    await escolherOpcao(p, p.locator("#imei_id"), new RegExp(itens[0]!.imei));
    await escolherOpcao(p, p.locator("#forma_pagamento"), "Boleto parcelado");
    await esperar(() => p.locator("#entrada").inputValue()).toBe("300,00");
    await p.getByText(/O modelo de contrato ativo não informa o CET/).waitFor();
    await abrirLista(p, p.locator("#qtd_parcelas"));
    await esperar(() => p.locator(".p-dropdown-panel").getByRole("option").allInnerTexts()).toEqual(["10x"]);
    await p.locator(".p-dropdown-panel").getByRole("option", { name: "10x" }).click();
    const resumo = p.getByRole("region", { name: "Resumo do parcelamento" });
    for (const trecho of [/Entrada mínima \(30%\)\s+R\$ 300,00/, /Valor financiado\s+R\$ 700,00/, /Total a pagar\s+R\$ 1\.250,00/, /10x, a cada 30 dias/]) {
      await esperar(() => resumo.innerText()).toMatch(trecho);
    }
  });
});
